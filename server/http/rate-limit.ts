import { isIP } from "node:net"
import { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Config, Effect, Option } from "effect"
import { TooManyRequests } from "#domain/http/errors.ts"
import { refused, sayRefusal } from "#domain/refusal-words.ts"
import type { RateLimitName } from "#domain/refusals.ts"

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
  /** What the refused person reads, by name (domain/refusal-words.ts words it in each language). */
  readonly limited: RateLimitName
}

/** A rule's English sentence (what its 429 says; domain/refusal-words.ts). */
export const ruleSentence = (rule: Pick<RateRule, "limited">): string => sayRefusal({ _tag: "RateLimited", limit: rule.limited })

export const RATE_RULES = {
  /** The contact form: a person writes a few messages; a script wrote 1,000 from one address. */
  contact: { name: "contact", limit: 5, windowSeconds: 60 * 60, limited: "contact" },
  /** Product search: a person searches a few times a minute; a loop searched without end. */
  search: { name: "search", limit: 120, windowSeconds: 60, limited: "search" },
  /**
   * The header's product and brand suggestions (issue 19 item 5): asked after a pause in typing, a
   * few per search a person makes; kept answers are not counted (the answer cache answers first).
   */
  suggest: { name: "suggest", limit: 600, windowSeconds: 60, limited: "suggest" },
  /**
   * The counts beside a listing's or a search's filters (product/facets, issue 34 item 1): one
   * statement over every product the listing or search holds (30 to 156 ms of CPU each were found),
   * asked once per listing opened and per filter changed. Kept answers are not counted (the answer
   * cache sends them first), so the usual listings' counts, shared by every shopper, cost nothing. A
   * person changes filters a few times a minute, a busy office or a carrier's shared address (CGNAT)
   * a few dozen; 120, as many as searches, stops a loop (140 of them were all answered).
   */
  facets: { name: "facets", limit: 120, windowSeconds: 60, limited: "facets" },
  /**
   * A listing filtered or sorted (product/all with a filter or a sort, issue 34 item 1): counted,
   * sorted and paged over every product of its scope; one per filter changed, as the facets. Kept
   * answers are not counted, and neither is a plain listing (its slugs and a page, newest first,
   * with a total the database keeps).
   */
  listings: { name: "listings", limit: 120, windowSeconds: 60, limited: "listings" },
  /**
   * "Did you mean" (search/closest, issue 34 item 1): each word of the query compared with the
   * catalogue's words by trigram similarity. Asked only after a search that found nothing, so far
   * fewer than searches; never kept, so every one is counted.
   */
  closest: { name: "closest", limit: 60, windowSeconds: 60, limited: "closest" },
  /** Whether an e-mail address is registered: the registration form asks it once or twice. */
  emailLookup: { name: "email-lookup", limit: 20, windowSeconds: 60 * 60, limited: "emailLookup" },
  /**
   * The shop's pages (each asks the database for its screen's answers): a person opens a few a
   * minute, a busy office behind one address a few hundred; a script asking without end is stopped.
   */
  pages: { name: "pages", limit: 300, windowSeconds: 60, limited: "pages" },
  /**
   * Review writes, counted by account (issue 19 item 1): a customer rates what was delivered, now
   * and then rewording it; a script rewriting reviews in a loop (spam, a rating pushed up and down)
   * is stopped. A write costs the kept answers of its product and the lists only (ADR 061), no
   * longer every shopper's pages.
   */
  reviewWrites: { name: "review-writes", limit: 30, windowSeconds: 60 * 60, limited: "reviewWrites" },
  /** "Helpful" votes, counted by account: a reader marks a few reviews; a script marked thousands. */
  helpfulVotes: { name: "helpful-votes", limit: 200, windowSeconds: 60 * 60, limited: "helpfulVotes" },
  /**
   * Payment attempts, counted by account (a signed-in call; a mobile network puts many shoppers
   * behind one address, so the address is no key here): each order allows 10 an hour, and this
   * bounds what one account asks of the gateway across all its unpaid orders (an admin may allow more).
   */
  paymentTokens: { name: "payment-tokens", limit: 20, windowSeconds: 60 * 60, limited: "paymentTokens" }
} as const satisfies Record<string, RateRule>

/**
 * The value of `TRUST_PROXY` (how many proxies in front of the server append to `X-Forwarded-For`)
 * as a number: unset or empty is 0; anything but a whole number of at least 0 is undefined, which
 * stops the server at start (server/config/config.ts, `trustProxyRefusal`).
 */
export const trustedProxiesOf = (value: string | undefined): number | undefined => {
  const text = (value ?? "").trim()
  if (text === "") return 0
  const count = Number(text)
  return /^[0-9]+$/.test(text) && Number.isSafeInteger(count) ? count : undefined
}

/** Why a `TRUST_PROXY` value stops the server at start, or undefined when it is a whole number of at least 0. */
export const trustProxyRefusal = (value: string | undefined): string | undefined =>
  trustedProxiesOf(value) !== undefined ? undefined :
    `TRUST_PROXY is "${value}", which is not a whole number of 0 or more: set it to how many proxies in front of the server add the client's address to X-Forwarded-For (1 behind one nginx), or 0 (the default) when clients reach the server directly.`

/**
 * One address as a proxy wrote it, or as the peer is: an IPv4 or IPv6 address, its port and an
 * IPv6 address's brackets removed ("203.0.113.9:51234", "[2001:db8::1]:443"), an IPv4 address
 * written as IPv6 ("::ffff:203.0.113.9") as IPv4, IPv6 in lower case; undefined when it is not an
 * address at all ("unknown", a name, garbage).
 */
export const addressOf = (entry: string): string | undefined => {
  let text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::[0-9]{1,5})?$/.exec(text)
  if (bracketed !== null) text = bracketed[1]!
  else if (/^[0-9.]+:[0-9]{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"))
  const kind = isIP(text)
  if (kind === 4) return text
  if (kind !== 6) return undefined
  const lower = text.toLowerCase()
  const mapped = /^::ffff:([0-9.]+)$/.exec(lower)
  return mapped !== null && isIP(mapped[1]!) === 4 ? mapped[1]! : lower
}

/**
 * The client's address (ADR 021, issue 34): the TCP peer's, unless the shop runs behind proxies it
 * trusts (`TRUST_PROXY` = N, how many). Each trusted proxy appends, to the right of
 * `X-Forwarded-For`, the address that connected to it, so with N proxies and hops h[0..k-1]:
 * - k >= N: h[k-N], the address the outermost trusted proxy saw. Everything to its left was
 *   written by the client and counts for nothing.
 * - 0 < k < N: the request did not come through every proxy (it reached an inner one directly, or
 *   the count is wrong). Only the rightmost hop is sure to be a trusted proxy's (the nearest one's:
 *   who connected to it); the leftmost may be the client's own, so it is never taken: h[k-1].
 * - no header (k = 0): the peer's.
 * The entry taken must be an address (its port and brackets removed); anything else is the peer's
 * address, never another entry. Untrusted (N = 0), the header counts for nothing.
 */
export const clientAddressOf = (remote: Option.Option<string>, forwardedFor: string | undefined, trustedProxies: number): string => {
  const peer = Option.match(remote, { onNone: () => "unknown", onSome: (address) => addressOf(address) ?? address })
  if (trustedProxies <= 0 || forwardedFor === undefined) return peer
  const hops = forwardedFor.split(",").map((part) => part.trim()).filter((part) => part !== "")
  if (hops.length === 0) return peer
  const entry = hops.length >= trustedProxies ? hops[hops.length - trustedProxies]! : hops[hops.length - 1]!
  return addressOf(entry) ?? peer
}

// Read at each request (the tests change it as they go); a value the server's start refused never gets here.
const trustedProxies = Config.option(Config.string("TRUST_PROXY")).pipe(Config.map((value) => trustedProxiesOf(Option.getOrUndefined(value)) ?? 0))

/** The address of the request being answered. */
export const clientAddress = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const hops = yield* trustedProxies.pipe(Effect.orElseSucceed(() => 0))
  return clientAddressOf(request.remoteAddress, request.headers["x-forwarded-for"], hops)
})

/**
 * Keys this process has seen refused, until their window ends (issue 34 item 1): a flood's further
 * hits are refused without a write, so a loop of refused calls costs a lookup, not a statement. Kept
 * per database client (each server, and each test's server in one worker, has its own), bounded so
 * a flood of addresses cannot grow it without end. A window's count never goes down, so a key
 * refused stays refused until its window ends in every process; another process learns it on its
 * own first refused hit.
 */
const refusals = new WeakMap<object, Map<string, number>>()
const REFUSALS_KEPT = 10_000

const refusedUntil = (client: object, key: string, now: number): number | undefined => {
  const until = refusals.get(client)?.get(key)
  if (until === undefined) return undefined
  if (until > now) return until
  refusals.get(client)?.delete(key)
  return undefined
}

const remember = (client: object, key: string, until: number) => {
  let kept = refusals.get(client)
  if (kept === undefined) refusals.set(client, kept = new Map())
  if (kept.size >= REFUSALS_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(key, until)
}

/** Counts one hit of `rule` for `who`; fails with TooManyRequests once the window holds more than the limit. */
export const hit = (rule: RateRule, who: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const key = `${rule.name}:${who}`.slice(0, 300)
    const known = refusedUntil(sql, key, Date.now())
    if (known !== undefined) {
      return yield* Effect.fail(new TooManyRequests({ ...refused({ _tag: "RateLimited", limit: rule.limited }), retryAfterSeconds: Math.max(1, Math.ceil((known - Date.now()) / 1000)) }))
    }
    const window = `${rule.windowSeconds} seconds`
    const [counted] = yield* sql<{ hits: number; retryAfter: number }>`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${key}, date_bin(${window}::interval, now(), timestamptz '2000-01-01'), 1)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits, ceil(extract(epoch FROM rate_limits.window_start + ${window}::interval - now()))::int AS "retryAfter"`
    // Now and then, the windows long past go (one hit in a hundred does it, for every key).
    if (Math.random() < 0.01) yield* sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`
    if (counted !== undefined && counted.hits > rule.limit) {
      const retryAfterSeconds = Math.max(1, counted.retryAfter)
      remember(sql, key, Date.now() + retryAfterSeconds * 1000)
      return yield* Effect.fail(new TooManyRequests({ ...refused({ _tag: "RateLimited", limit: rule.limited }), retryAfterSeconds }))
    }
  })

/** Counts one hit of `rule` for the request's client address. */
export const limitByAddress = (rule: RateRule) => Effect.flatMap(clientAddress, (address) => hit(rule, address))

/** Counts one hit of `rule` for a signed-in customer's account (whatever address they call from). */
export const limitByAccount = (rule: RateRule, clientId: string) => hit(rule, `client:${clientId}`)
