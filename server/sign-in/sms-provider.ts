import { SqlClient } from "@effect/sql"
import { Clock, Context, Data, Effect, Layer, Option, Redacted } from "effect"
import { request } from "undici"
import { SignInConfig } from "./sign-in-settings.ts"

export class SmsFailed extends Data.TaggedError("SmsFailed")<{ readonly reason: string }> {}

export interface SmsOptions {
  /** A one-time code inside the message: the outbox never keeps it in clear in production (ADR 018). */
  readonly secret?: string
}

/**
 * What the outbox keeps (its row and its log line) of a message: all of it in development, where
 * /dev/outbox and the tests read the code from it; in production (a staging run allowed to use the
 * outbox) the code is masked, so no table or log of a production server ever holds a live code.
 */
export const outboxText = (message: string, options: SmsOptions | undefined, production: boolean): string => {
  const secret = options?.secret ?? ""
  return production && secret !== "" ? message.split(secret).join("*".repeat(secret.length)) : message
}

/** DESIGN §4: where an SMS goes. The default writes to the outbox; a gateway is set by environment. */
export class SmsProvider extends Context.Tag("bazaar/SmsProvider")<SmsProvider, {
  readonly send: (to: string, message: string, options?: SmsOptions) => Effect.Effect<void, SmsFailed>
}>() {
  /** The local default: a row in `sms_outbox` (shown on /dev/outbox) and a log line; codes masked in production. */
  static readonly Outbox = Layer.effect(SmsProvider, Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { production } = yield* SignInConfig
    return {
      send: (to, message, options) => Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const kept = outboxText(message, options, production)
        yield* sql`INSERT INTO sms_outbox (recipient, message, created_at) VALUES (${to}, ${kept}, ${now})`
        yield* Effect.logInfo(`SMS outbox: to ${to}: ${kept}`)
      }).pipe(Effect.mapError((error) => new SmsFailed({ reason: error.message })))
    }
  }))

  /**
   * An SMS gateway: POST JSON { to, message } with a bearer token, 10 s at most. Through undici's
   * `request` on kept-alive connections: `fetch` (the same client behind the WHATWG interface) was
   * 4.2% of the CPU of placing an order, which texts each one (bench:profile, 2026-12-01).
   */
  static readonly Http = (url: string, token: Option.Option<Redacted.Redacted>) => Layer.succeed(SmsProvider, {
    send: (to, message) => Effect.tryPromise({
      try: async (signal) => {
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (Option.isSome(token)) headers["authorization"] = `Bearer ${Redacted.value(token.value)}`
        const response = await request(url, { method: "POST", headers, body: JSON.stringify({ to, message }), signal })
        await response.body.dump()
        if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`the SMS gateway answered ${response.statusCode}`)
      },
      catch: (error) => new SmsFailed({ reason: error instanceof Error ? error.message : String(error) })
    }).pipe(
      Effect.timeoutFail({ duration: "10 seconds", onTimeout: () => new SmsFailed({ reason: "the SMS gateway did not answer in 10 s" }) })
    )
  })

  /** The provider the configuration names. */
  static readonly layer = Layer.unwrapEffect(Effect.map(SignInConfig, (config) =>
    config.sms._tag === "Http" ? SmsProvider.Http(config.sms.url, config.sms.token) : SmsProvider.Outbox
  ))

  /** Test double: keeps what was sent in `sent`; fails when `failing` is set. */
  static readonly memory = (sent: Array<{ to: string; message: string }>, failing = false) => Layer.succeed(SmsProvider, {
    send: (to, message) => failing ? Effect.fail(new SmsFailed({ reason: "test provider set to fail" })) : Effect.sync(() => void sent.push({ to, message }))
  })
}
