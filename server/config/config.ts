import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import { DEVELOPMENT_PAYMENT_SECRET, type PaymentSettings } from "../payment/payment-gateway.ts"
import { DEVELOPMENT_OTP_SECRET, type SignInSettings, type SmsSettings } from "../sign-in/sign-in-settings.ts"

/** Everything the server reads from its environment, decoded once at start (README: Configuration). */
export interface ServerConfigShape {
  readonly port: number
  /** A PostgreSQL server to use instead of the embedded PGlite database. */
  readonly databaseUrl: Option.Option<string>
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  readonly dataDir: string
  /** Opened in a new tab by the 'Sell on' links (§1). */
  readonly sellerPortalUrl: string
  readonly production: boolean
  /** Sign-in: OTP secret, admin number, SMS provider (docs/decisions/006-sign-in.md). */
  readonly signIn: SignInSettings
  /** Online payment (DESIGN §4): the local test gateway, or none. */
  readonly payment: PaymentSettings
}

export class ServerConfig extends Context.Tag("bazaar/ServerConfig")<ServerConfig, ServerConfigShape>() {}

export const serverConfigFromEnv = Effect.gen(function* () {
  const port = yield* Config.port("PORT").pipe(Config.withDefault(3000))
  const databaseUrl = yield* Config.option(Config.nonEmptyString("DATABASE_URL"))
  const dataDir = yield* Config.nonEmptyString("BAZAAR_DATA_DIR").pipe(Config.withDefault(".data/pglite"))
  const sellerPortalUrl = yield* Config.nonEmptyString("SELLER_PORTAL_URL").pipe(
    Config.withDefault("https://seller.bazaar.example/")
  )
  const nodeEnv = yield* Config.string("NODE_ENV").pipe(Config.withDefault("development"))
  const production = nodeEnv === "production"
  const adminMobile = yield* Config.option(Config.string("ADMIN_MOBILE").pipe(
    Config.validate({ message: "ADMIN_MOBILE must be a 10-digit mobile number starting with 6-9", validation: (m) => /^[6-9][0-9]{9}$/.test(m) })
  ))
  // Two server processes must agree on the secret, so production refuses to start without one.
  const otpSecret = production
    ? yield* Config.redacted(Config.nonEmptyString("OTP_SECRET"))
    : yield* Config.redacted(Config.nonEmptyString("OTP_SECRET")).pipe(Config.withDefault(Redacted.make(DEVELOPMENT_OTP_SECRET)))
  const provider = yield* Config.literal("outbox", "http")("SMS_PROVIDER").pipe(Config.withDefault("outbox" as const))
  const sms: SmsSettings = provider === "http"
    ? { _tag: "Http", url: yield* Config.url("SMS_HTTP_URL").pipe(Config.map(String)), token: yield* Config.option(Config.redacted("SMS_HTTP_TOKEN")) }
    : { _tag: "Outbox" }
  const signIn: SignInSettings = { production, otpSecret, adminMobile: Option.getOrUndefined(adminMobile), sms }
  // The test gateway takes no money: in production it runs only when asked for by name, with a
  // secret of its own; otherwise the shop takes Cash on Delivery only.
  const gateway = yield* Config.literal("test", "none")("PAYMENT_GATEWAY").pipe(Config.withDefault(production ? "none" as const : "test" as const))
  const payment: PaymentSettings = gateway === "none"
    ? { _tag: "None" }
    : {
        _tag: "Test",
        keySecret: production
          ? yield* Config.redacted(Config.nonEmptyString("PAYMENT_KEY_SECRET"))
          : yield* Config.redacted(Config.nonEmptyString("PAYMENT_KEY_SECRET")).pipe(Config.withDefault(Redacted.make(DEVELOPMENT_PAYMENT_SECRET)))
      }
  return { port, databaseUrl, dataDir, sellerPortalUrl, production, signIn, payment }
})

export const ServerConfigLive = Layer.effect(ServerConfig, serverConfigFromEnv)
