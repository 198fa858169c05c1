import { Config, Context, Data, Effect, Layer, Option, Redacted } from "effect"
import { apiDocsRefusal, type ApiDocsSetting } from "../http/api-docs-setting.ts"
import { isLoopbackHost } from "../http/dev-pages.ts"
import type { MetricsSettings } from "../http/metrics.ts"
import { trustProxyRefusal } from "../http/rate-limit.ts"
import { DEVELOPMENT_PAYMENT_SECRET, type PaymentSettings } from "../payment/payment-gateway.ts"
import { RAZORPAY_API_URL, RAZORPAY_CHECKOUT_URL } from "../payment/razorpay.ts"
import { DEVELOPMENT_OTP_SECRET, type SignInSettings, type SmsSettings } from "../sign-in/sign-in-settings.ts"

/** Everything the server reads from its environment, decoded once at start (README: Configuration). */
export interface ServerConfigShape {
  readonly port: number
  /** The address to listen on (HOST): 127.0.0.1 in development; undefined is every interface, production's default (ADR 018). */
  readonly host: string | undefined
  /** A PostgreSQL server to use instead of the embedded PGlite database. */
  readonly databaseUrl: Option.Option<string>
  /** A streaming replica of DATABASE_URL's server for the public catalogue's reads (issue 18). */
  readonly databaseReadUrl: Option.Option<string>
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  readonly dataDir: string
  /** Opened in a new tab by the 'Sell on' links (§1). */
  readonly sellerPortalUrl: string
  readonly production: boolean
  /** Sign-in: OTP secret, admin number, SMS provider (docs/decisions/006-sign-in.md). */
  readonly signIn: SignInSettings
  /** Online payment (DESIGN §4): the local test gateway, Razorpay (issue 37), or none. */
  readonly payment: PaymentSettings
  /** The production rules a staging run broke on purpose (BAZAAR_STAGING_UNSAFE): each is warned about at start. */
  readonly unsafe: ReadonlyArray<string>
  /** Who may read /metrics: METRICS_TOKEN's bearers; without it loopback peers in development, no one in production. */
  readonly metrics: MetricsSettings
  /** Log lines as JSON (production's default) or as Effect's logfmt text (development's); LOG_FORMAT. */
  readonly logFormat: "json" | "text"
  /** Issue 34 item 7 (API_DOCS): who a production server serves /api/docs and the OpenAPI document, staff (the default) or everyone. */
  readonly apiDocs: ApiDocsSetting
}

export class ServerConfig extends Context.Tag("bazaar/ServerConfig")<ServerConfig, ServerConfigShape>() {}

/** The setting, and its one value, that lets production start with settings it otherwise refuses (ADR 018). */
export const STAGING_UNSAFE = "BAZAAR_STAGING_UNSAFE"
export const STAGING_UNSAFE_CONSENT = "yes-i-know"

const NODE_ENVS: ReadonlyArray<string> = ["development", "test", "production"]

/** The server will not start; the message says why, one sentence a reason, for whoever started it. */
export class StartRefused extends Data.TaggedError("StartRefused")<{ readonly reasons: ReadonlyArray<string>; readonly message: string }> {}

/** What the start-up rules look at, as the environment gives it (undefined: not set). */
export interface StartFacts {
  readonly nodeEnv: string
  readonly otpSecret: string | undefined
  readonly smsProvider: "outbox" | "http"
  readonly paymentGateway: "test" | "none" | "razorpay"
  readonly paymentKeySecret: string | undefined
  /** Issue 37: Razorpay's three settings, as given (undefined: not set). */
  readonly razorpay?: { readonly keyId: string | undefined; readonly keySecret: string | undefined; readonly webhookSecret: string | undefined }
  readonly stagingUnsafe: string | undefined
}

export type StartDecision =
  | { readonly _tag: "Refused"; readonly reasons: ReadonlyArray<string>; readonly message: string }
  | { readonly _tag: "Start"; readonly production: boolean; readonly unsafe: ReadonlyArray<string> }

const refused = (heading: string, reasons: ReadonlyArray<string>): StartDecision =>
  ({ _tag: "Refused", reasons, message: [heading, ...reasons.map((reason) => `- ${reason}`)].join("\n") })

/**
 * ADR 018: whether the server may start. Development (and test) start with their local defaults.
 * Production refuses what would make it unsafe: a secret it lacks always; the public development
 * secrets, the test payment gateway and the SMS outbox unless BAZAAR_STAGING_UNSAFE=yes-i-know
 * allows a staging run, which then starts with those listed in `unsafe`. An unknown NODE_ENV is
 * refused rather than guessed at: a typo must not give a server development's defaults.
 */
export const decideStart = (facts: StartFacts): StartDecision => {
  if (!NODE_ENVS.includes(facts.nodeEnv)) {
    return refused("Bazaar will not start:", [
      `NODE_ENV is "${facts.nodeEnv}", which the server does not know: use development (the default) on your own machine, or production for a server that anyone else can reach.`
    ])
  }
  const razorpayMissing = facts.paymentGateway === "razorpay" ? razorpayRefusals(facts.razorpay) : []
  if (facts.nodeEnv !== "production") {
    return razorpayMissing.length > 0 ? refused("Bazaar will not start:", razorpayMissing) : { _tag: "Start", production: false, unsafe: [] }
  }
  const always: Array<string> = [...razorpayMissing]
  const unlessStaging: Array<string> = []
  if (facts.stagingUnsafe !== undefined && facts.stagingUnsafe !== STAGING_UNSAFE_CONSENT) {
    always.push(`${STAGING_UNSAFE} is "${facts.stagingUnsafe}": the only value it takes is ${STAGING_UNSAFE_CONSENT}; unset it for a real shop.`)
  }
  if (facts.otpSecret === undefined) {
    always.push("OTP_SECRET is not set: production needs a secret of its own, the same in every server process (for example from `openssl rand -hex 32`).")
  } else if (facts.otpSecret === DEVELOPMENT_OTP_SECRET) {
    unlessStaging.push("OTP_SECRET is the public development secret: with it, a copy of the otp_codes table gives away every live sign-in code; set a secret of your own.")
  }
  if (facts.smsProvider === "outbox") {
    unlessStaging.push("SMS_PROVIDER is outbox (the default), which sends no SMS: sign-in codes would reach no shopper's phone; set SMS_PROVIDER=http and SMS_HTTP_URL to an SMS gateway.")
  }
  if (facts.paymentGateway === "test") {
    unlessStaging.push("PAYMENT_GATEWAY is test: the local test gateway takes no money, so anyone could mark an order Paid for free; set PAYMENT_GATEWAY=razorpay with your Razorpay keys, or none (Cash on Delivery only).")
    if (facts.paymentKeySecret === undefined) {
      always.push("PAYMENT_GATEWAY=test needs PAYMENT_KEY_SECRET in production: a secret of its own that signs payment results.")
    } else if (facts.paymentKeySecret === DEVELOPMENT_PAYMENT_SECRET) {
      unlessStaging.push("PAYMENT_KEY_SECRET is the public development secret: anyone could sign a payment result with it and mark an order Paid; set a secret of your own.")
    }
  }
  if (facts.paymentGateway === "razorpay" && facts.razorpay?.keyId?.startsWith("rzp_test_") === true) {
    unlessStaging.push("RAZORPAY_KEY_ID is a test-mode key (rzp_test_...): Razorpay's test mode takes no money, so orders would be marked Paid for nothing; use your live key (rzp_live_...).")
  }
  const staging = facts.stagingUnsafe === STAGING_UNSAFE_CONSENT
  const reasons = staging ? always : [...always, ...unlessStaging]
  if (reasons.length > 0) return refused("Bazaar will not start in production (NODE_ENV=production):", reasons)
  return { _tag: "Start", production: true, unsafe: unlessStaging }
}

/** Issue 37: a sentence for each of Razorpay's settings that PAYMENT_GATEWAY=razorpay lacks. */
const razorpayRefusals = (given: StartFacts["razorpay"]): ReadonlyArray<string> => [
  ...(given?.keyId === undefined ? ["PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID: your Razorpay account's key id (Dashboard, Account & Settings, API Keys)."] : []),
  ...(given?.keySecret === undefined ? ["PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_SECRET: the secret shown once beside the key id; the shop's calls to Razorpay carry it and Checkout's results are signed with it."] : []),
  ...(given?.webhookSecret === undefined ? ["PAYMENT_GATEWAY=razorpay needs RAZORPAY_WEBHOOK_SECRET: the secret set on the shop's webhook in the Razorpay Dashboard, which signs every event Razorpay sends."] : [])
]

/** The loud warnings of a staging run that broke production's rules on purpose, one line each. */
export const stagingWarnings = (unsafe: ReadonlyArray<string>): ReadonlyArray<string> =>
  unsafe.length === 0 ? [] : [
    `UNSAFE STAGING RUN (${STAGING_UNSAFE}=${STAGING_UNSAFE_CONSENT}): production mode with ${unsafe.length === 1 ? "a setting" : "settings"} it would otherwise refuse; never let real shoppers use this server.`,
    ...unsafe.map((reason) => `UNSAFE STAGING RUN: ${reason}`)
  ]

/** The start-up line that says where the server listens and who may see the development pages. */
export const listeningNotice = (config: Pick<ServerConfigShape, "host" | "port" | "production">): string => {
  const where = config.host === undefined ? `every interface, port ${config.port}` : `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`
  if (config.production) return `Production mode: listening on ${where} (HOST); no development page is served.`
  return config.host !== undefined && isLoopbackHost(config.host)
    ? `Development mode: listening on ${where}, which only this machine can reach (HOST=0.0.0.0 opens it to the network); development pages such as /dev/outbox are served only to this machine.`
    : `Development mode: listening on ${where}, which other machines can reach (HOST); development pages such as /dev/outbox are still served only to this machine's own (loopback) address.`
}

/**
 * The shop's own address, for the links the server sends out of a page (the back-in-stock SMS):
 * SHOP_URL, or else this machine at the port the server listens on (PORT, 3000 by default). Issue 33:
 * it was :3000 whatever PORT said, so a development server on another port texted dead links.
 */
export const shopUrlConfig = Config.all({
  shopUrl: Config.option(Config.nonEmptyString("SHOP_URL")),
  port: Config.port("PORT").pipe(Config.withDefault(3000))
}).pipe(Config.map(({ shopUrl, port }) => Option.getOrElse(shopUrl, () => `http://localhost:${port}`)))

export const serverConfigFromEnv = Effect.gen(function* () {
  const port = yield* Config.port("PORT").pipe(Config.withDefault(3000))
  const databaseUrl = yield* Config.option(Config.nonEmptyString("DATABASE_URL"))
  const databaseReadUrl = yield* Config.option(Config.nonEmptyString("DATABASE_READ_URL"))
  const dataDir = yield* Config.nonEmptyString("BAZAAR_DATA_DIR").pipe(Config.withDefault(".data/pglite"))
  const sellerPortalUrl = yield* Config.nonEmptyString("SELLER_PORTAL_URL").pipe(
    Config.withDefault("https://seller.bazaar.example/")
  )
  const nodeEnv = yield* Config.string("NODE_ENV").pipe(Config.withDefault("development"))
  const adminMobile = yield* Config.option(Config.string("ADMIN_MOBILE").pipe(
    Config.validate({ message: "ADMIN_MOBILE must be a 10-digit mobile number starting with 6-9", validation: (m) => /^[6-9][0-9]{9}$/.test(m) })
  ))
  const otpSecret = Option.getOrUndefined(yield* Config.option(Config.nonEmptyString("OTP_SECRET")))
  const smsProvider = yield* Config.literal("outbox", "http")("SMS_PROVIDER").pipe(Config.withDefault("outbox" as const))
  const paymentKeySecret = Option.getOrUndefined(yield* Config.option(Config.nonEmptyString("PAYMENT_KEY_SECRET")))
  // The test gateway takes no money: production never chooses it by itself.
  const paymentGateway = yield* Config.literal("test", "none", "razorpay")("PAYMENT_GATEWAY").pipe(Config.withDefault(nodeEnv === "production" ? "none" as const : "test" as const))
  const setting = (name: string) => Effect.map(Config.option(Config.nonEmptyString(name)), Option.getOrUndefined)
  const razorpay = { keyId: yield* setting("RAZORPAY_KEY_ID"), keySecret: yield* setting("RAZORPAY_KEY_SECRET"), webhookSecret: yield* setting("RAZORPAY_WEBHOOK_SECRET") }
  const razorpayApiUrl = yield* Config.url("RAZORPAY_API_URL").pipe(Config.map((url) => url.origin), Config.withDefault(RAZORPAY_API_URL))
  const razorpayCheckoutUrl = yield* Config.url("RAZORPAY_CHECKOUT_URL").pipe(Config.map(String), Config.withDefault(RAZORPAY_CHECKOUT_URL))
  const stagingUnsafe = Option.getOrUndefined(yield* Config.option(Config.string(STAGING_UNSAFE)))
  const decision = decideStart({ nodeEnv, otpSecret, smsProvider, paymentGateway, paymentKeySecret, razorpay, stagingUnsafe })
  // Issue 34: how many proxies are trusted decides every client's address (rate limits, sign-in
  // locks): a value that is not a whole number stops the server, in development too, rather than
  // being read as 0 (every client one address behind the proxy) or guessed at.
  const trustProxy = trustProxyRefusal(Option.getOrUndefined(yield* Config.option(Config.string("TRUST_PROXY"))))
  // Issue 34 item 7: who production serves the API's reader; a value it does not take stops the server, in development too.
  const apiDocsSetting = Option.getOrUndefined(yield* Config.option(Config.string("API_DOCS")))
  const apiDocsProblem = apiDocsRefusal(apiDocsSetting)
  if (decision._tag === "Refused" || trustProxy !== undefined || apiDocsProblem !== undefined) {
    const reasons = [
      ...(decision._tag === "Refused" ? decision.reasons : []), ...(trustProxy === undefined ? [] : [trustProxy]), ...(apiDocsProblem === undefined ? [] : [apiDocsProblem])
    ]
    const heading = decision._tag === "Refused" ? decision.message.split("\n")[0]! : "Bazaar will not start:"
    return yield* new StartRefused({ reasons, message: [heading, ...reasons.map((reason) => `- ${reason}`)].join("\n") })
  }
  const { production, unsafe } = decision

  // Development answers only this machine unless told otherwise; production listens where it is told,
  // every interface by default (it runs behind a proxy).
  const host = Option.getOrUndefined(yield* Config.option(Config.nonEmptyString("HOST"))) ?? (production ? undefined : "127.0.0.1")
  const sms: SmsSettings = smsProvider === "http"
    ? { _tag: "Http", url: yield* Config.url("SMS_HTTP_URL").pipe(Config.map(String)), token: yield* Config.option(Config.redacted("SMS_HTTP_TOKEN")) }
    : { _tag: "Outbox" }
  const signIn: SignInSettings = {
    production,
    otpSecret: Redacted.make(otpSecret ?? DEVELOPMENT_OTP_SECRET),
    adminMobile: Option.getOrUndefined(adminMobile),
    sms
  }
  const payment: PaymentSettings = paymentGateway === "none"
    ? { _tag: "None" }
    : paymentGateway === "razorpay"
    ? {
      _tag: "Razorpay",
      // decideStart refused a start without them.
      keyId: razorpay.keyId!,
      keySecret: Redacted.make(razorpay.keySecret!),
      webhookSecret: Redacted.make(razorpay.webhookSecret!),
      apiUrl: razorpayApiUrl,
      checkoutUrl: razorpayCheckoutUrl
    }
    : { _tag: "Test", keySecret: Redacted.make(paymentKeySecret ?? DEVELOPMENT_PAYMENT_SECRET) }
  const metrics: MetricsSettings = { token: yield* Config.option(Config.redacted(Config.nonEmptyString("METRICS_TOKEN"))) }
  // Read where the pools are made (server/db/prepared-statements.ts, decision 026); checked here so that a
  // misspelt value stops the server at start instead of leaving statements prepared unnoticed.
  yield* Config.literal("on", "off")("BAZAAR_PREPARED_STATEMENTS").pipe(Config.withDefault("on" as const))
  const logFormat = yield* Config.literal("json", "text")("LOG_FORMAT").pipe(Config.withDefault(production ? "json" as const : "text" as const))
  const apiDocs: ApiDocsSetting = apiDocsSetting === "public" ? "public" : "staff"
  const config: ServerConfigShape = { port, host, databaseUrl, databaseReadUrl, dataDir, sellerPortalUrl, production, signIn, payment, unsafe, metrics, logFormat, apiDocs }
  return config
})

export const ServerConfigLive = Layer.effect(ServerConfig, serverConfigFromEnv)
