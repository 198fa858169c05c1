import { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Config, Effect, Option } from "effect"
import { TooManyRequests } from "#domain/http/errors.ts"

/**
 * Rate limits shared by every server process (issue 17, ADR 021): each limited call counts one hit
 * for its key (the client's address and the rule) in a fixed window, in the database (so two
 * processes, or a restart, share one count), and is refused with 429, its sentence and how long to
 * wait (the `Retry-After` header comes from it) once the window's hits are over the rule's limit.
 */
export interface RateRule {
  /** Part of the key: which call is counted. */
  readonly name: string
  readonly limit: number
  readonly windowSeconds: number
  /** What the refused person reads. */
  readonly sentence: string
}

export const RATE_RULES = {
  /** The contact form: a person writes a few messages; a script wrote 1,000 from one address. */
  contact: { name: "contact", limit: 5, windowSeconds: 60 * 60, sentence: "You have sent several messages in the last hour; we will answer them. Please wait before sending another." },
  /** Product search: a person searches a few times a minute; a loop searched without end. */
  search: { name: "search", limit: 120, windowSeconds: 60, sentence: "Too many searches from your connection; please wait a moment and try again." },
  /**
   * The header's product and brand suggestions (issue 19 item 5): asked after a pause in typing, a
   * few per search a person makes; kept answers are not counted (the answer cache answers first).
   */
  suggest: { name: "suggest", limit: 600, windowSeconds: 60, sentence: "Too many suggestions asked for from your connection; please wait a moment and try again." },
  /** Whether an e-mail address is registered: the registration form asks it once or twice. */
  emailLookup: { name: "email-lookup", limit: 20, windowSeconds: 60 * 60, sentence: "Too many e-mail checks from your connection; please wait a little and try again." },
  /**
   * The shop's pages (each asks the database for its screen's answers): a person opens a few a
   * minute, a busy office behind one address a few hundred; a script asking without end is stopped.
   */
  pages: { name: "pages", limit: 300, windowSeconds: 60, sentence: "Too many pages asked for from your connection; please wait a moment and try again." },
  /**
   * Review writes, counted by account (issue 19 item 1): a customer rates what was delivered, now
   * and then rewording it; every write that moves a rating clears the kept catalogue answers, so a
   * loop of edits would make every shopper's pages be computed again.
   */
  reviewWrites: { name: "review-writes", limit: 30, windowSeconds: 60 * 60, sentence: "You have written or edited many reviews in the last hour; please wait a while before the next." },
  /** "Helpful" votes, counted by account: a reader marks a few reviews; a script marked thousands. */
  helpfulVotes: { name: "helpful-votes", limit: 200, windowSeconds: 60 * 60, sentence: "You have marked many reviews in the last hour; please wait a while before marking more." },
  /**
   * Payment attempts, counted by account (a signed-in call; a mobile network puts many shoppers
   * behind one address, so the address is no key here): each order allows 10 an hour, and this
   * bounds what one account asks of the gateway across all its unpaid orders (an admin may allow more).
   */
  paymentTokens: { name: "payment-tokens", limit: 20, windowSeconds: 60 * 60, sentence: "Too many payment attempts from your account in the last hour; please try again later." }
} as const satisfies Record<string, RateRule>

/**
 * The client's address: the TCP peer's, unless the shop runs behind proxies it trusts
 * (`TRUST_PROXY` = how many: the address the nearest trusted proxy saw is the one that many from
 * the right of `X-Forwarded-For`). Untrusted, a client's own `X-Forwarded-For` counts for nothing.
 */
export const clientAddressOf = (remote: Option.Option<string>, forwardedFor: string | undefined, trustedProxies: number): string => {
  const peer = Option.getOrElse(remote, () => "unknown")
  if (trustedProxies <= 0 || forwardedFor === undefined) return peer
  const hops = forwardedFor.split(",").map((part) => part.trim()).filter((part) => part !== "")
  return hops[hops.length - trustedProxies] ?? hops[0] ?? peer
}

const trustedProxies = Config.integer("TRUST_PROXY").pipe(Config.withDefault(0))

/** The address of the request being answered. */
export const clientAddress = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const hops = yield* trustedProxies.pipe(Effect.orElseSucceed(() => 0))
  return clientAddressOf(request.remoteAddress, request.headers["x-forwarded-for"], hops)
})

/** Counts one hit of `rule` for `who`; fails with TooManyRequests once the window holds more than the limit. */
export const hit = (rule: RateRule, who: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const key = `${rule.name}:${who}`.slice(0, 300)
    const window = `${rule.windowSeconds} seconds`
    const [counted] = yield* sql<{ hits: number; retryAfter: number }>`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${key}, date_bin(${window}::interval, now(), timestamptz '2000-01-01'), 1)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits, ceil(extract(epoch FROM rate_limits.window_start + ${window}::interval - now()))::int AS "retryAfter"`
    // Now and then, the windows long past go (one hit in a hundred does it, for every key).
    if (Math.random() < 0.01) yield* sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`
    if (counted !== undefined && counted.hits > rule.limit) {
      return yield* Effect.fail(new TooManyRequests({ message: rule.sentence, retryAfterSeconds: Math.max(1, counted.retryAfter) }))
    }
  })

/** Counts one hit of `rule` for the request's client address. */
export const limitByAddress = (rule: RateRule) => Effect.flatMap(clientAddress, (address) => hit(rule, address))

/** Counts one hit of `rule` for a signed-in customer's account (whatever address they call from). */
export const limitByAccount = (rule: RateRule, clientId: string) => hit(rule, `client:${clientId}`)
