import { ConfigProvider, Effect, Either, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { DEVELOPMENT_PAYMENT_SECRET } from "../payment/payment-gateway.ts"
import { DEVELOPMENT_OTP_SECRET } from "../sign-in/sign-in-settings.ts"
import { decideStart, listeningNotice, serverConfigFromEnv, shopUrlConfig, type StartFacts, stagingWarnings } from "./config.ts"

// ADR 018: the server's start-up decision, from the environment it is given.

const configFrom = (env: Record<string, string>) =>
  Effect.runSync(Effect.either(serverConfigFromEnv.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))))))

/** A production that starts: its own secrets, an SMS gateway, no test payment gateway. */
const SAFE_PRODUCTION = { NODE_ENV: "production", OTP_SECRET: "a-secret-of-its-own", SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example/send" }

const refusal = (env: Record<string, string>) => {
  const config = configFrom(env)
  if (Either.isRight(config)) throw new Error(`started with ${JSON.stringify(env)}`)
  if (config.left._tag !== "StartRefused") throw new Error(`failed otherwise: ${String(config.left)}`)
  return config.left
}

describe("development, with nothing set", () => {
  const config = configFrom({})
  if (Either.isLeft(config)) throw new Error(String(config.left))
  const started = config.right

  it("listens on 127.0.0.1 only, port 3000", () => {
    expect(started).toMatchObject({ host: "127.0.0.1", port: 3000, production: false })
  })

  it("runs the local shop: the outbox, the test gateway, the development secrets, nothing unsafe to warn about", () => {
    expect(started.signIn.sms).toEqual({ _tag: "Outbox" })
    expect(Redacted.value(started.signIn.otpSecret)).toBe(DEVELOPMENT_OTP_SECRET)
    expect(started.payment._tag).toBe("Test")
    expect(started.payment._tag === "Test" && Redacted.value(started.payment.keySecret)).toBe(DEVELOPMENT_PAYMENT_SECRET)
    expect(started.unsafe).toEqual([])
  })

  it("takes BAZAAR_PREPARED_STATEMENTS on or off, and stops at start on anything else", () => {
    expect(Either.isRight(configFrom({ BAZAAR_PREPARED_STATEMENTS: "off" }))).toBe(true)
    expect(Either.isRight(configFrom({ BAZAAR_PREPARED_STATEMENTS: "on" }))).toBe(true)
    const misspelt = configFrom({ BAZAAR_PREPARED_STATEMENTS: "of" })
    expect(Either.isLeft(misspelt) && String(misspelt.left)).toContain("BAZAAR_PREPARED_STATEMENTS")
  })

  it("listens where HOST says", () => {
    expect(configFrom({ HOST: "0.0.0.0" })).toMatchObject({ right: { host: "0.0.0.0", production: false } })
  })

  it("NODE_ENV=test is development too (Vitest sets it)", () => {
    expect(configFrom({ NODE_ENV: "test" })).toMatchObject({ right: { host: "127.0.0.1", production: false } })
  })
})

describe("production", () => {
  it("starts with its own secrets and an SMS gateway, on every interface unless HOST says, with Cash on Delivery only", () => {
    const config = configFrom(SAFE_PRODUCTION)
    expect(config).toMatchObject({ right: { host: undefined, production: true, payment: { _tag: "None" }, unsafe: [] } })
    expect(configFrom({ ...SAFE_PRODUCTION, HOST: "10.0.0.5" })).toMatchObject({ right: { host: "10.0.0.5" } })
  })

  it.each<[string, Record<string, string>, string]>([
    ["no OTP secret", { OTP_SECRET: "" }, "OTP_SECRET is not set: production needs a secret of its own"],
    ["the development OTP secret", { OTP_SECRET: DEVELOPMENT_OTP_SECRET }, "OTP_SECRET is the public development secret"],
    ["the SMS outbox named", { SMS_PROVIDER: "outbox" }, "SMS_PROVIDER is outbox (the default), which sends no SMS"],
    ["the SMS outbox by default", { SMS_PROVIDER: "" }, "SMS_PROVIDER is outbox (the default), which sends no SMS"],
    ["the test payment gateway", { PAYMENT_GATEWAY: "test", PAYMENT_KEY_SECRET: "a-payment-secret" }, "PAYMENT_GATEWAY is test: the local test gateway takes no money"],
    ["the test gateway without its secret", { PAYMENT_GATEWAY: "test" }, "PAYMENT_GATEWAY=test needs PAYMENT_KEY_SECRET in production"],
    ["the development payment secret", { PAYMENT_GATEWAY: "test", PAYMENT_KEY_SECRET: DEVELOPMENT_PAYMENT_SECRET }, "PAYMENT_KEY_SECRET is the public development secret"],
    ["a staging consent that is not the consent", { BAZAAR_STAGING_UNSAFE: "yes" }, "BAZAAR_STAGING_UNSAFE is \"yes\": the only value it takes is yes-i-know"]
  ])("refuses %s, saying so in a sentence", (_, change, sentence) => {
    const env: Record<string, string> = { ...SAFE_PRODUCTION, ...change }
    for (const [key, value] of Object.entries(change)) if (value === "") delete env[key]
    const refused = refusal(env)
    expect(refused.message.split("\n")[0]).toBe("Bazaar will not start in production (NODE_ENV=production):")
    expect(refused.reasons.some((reason) => reason.startsWith(sentence))).toBe(true)
    expect(refused.message).toContain(sentence)
  })

  it("names every reason at once, the missing secrets first", () => {
    const refused = refusal({ NODE_ENV: "production", PAYMENT_GATEWAY: "test" })
    expect(refused.reasons.map((reason) => reason.split(" ")[0])).toEqual(["OTP_SECRET", "PAYMENT_GATEWAY=test", "SMS_PROVIDER", "PAYMENT_GATEWAY"])
  })

  it("refuses an unknown NODE_ENV instead of giving it development's defaults", () => {
    const refused = refusal({ NODE_ENV: "staging" })
    expect(refused.reasons).toEqual([
      "NODE_ENV is \"staging\", which the server does not know: use development (the default) on your own machine, or production for a server that anyone else can reach."
    ])
  })
})

describe("Razorpay (issue 37)", () => {
  const LIVE = { PAYMENT_GATEWAY: "razorpay", RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "live-key-secret", RAZORPAY_WEBHOOK_SECRET: "webhook-secret" }

  it("starts in production with its three settings, against Razorpay's own addresses unless told otherwise", () => {
    const config = configFrom({ ...SAFE_PRODUCTION, ...LIVE })
    if (Either.isLeft(config)) throw new Error(String(config.left))
    expect(config.right.payment).toMatchObject({ _tag: "Razorpay", keyId: "rzp_live_Abc123", apiUrl: "https://api.razorpay.com", checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js" })
    expect(configFrom({ ...SAFE_PRODUCTION, ...LIVE, RAZORPAY_API_URL: "http://127.0.0.1:9400/ignored/path" })).toMatchObject({ right: { payment: { apiUrl: "http://127.0.0.1:9400" } } })
  })

  it.each<[string, string, string]>([
    ["its key id", "RAZORPAY_KEY_ID", "PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID: your Razorpay account's key id"],
    ["its key secret", "RAZORPAY_KEY_SECRET", "PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_SECRET: the secret shown once beside the key id"],
    ["its webhook secret", "RAZORPAY_WEBHOOK_SECRET", "PAYMENT_GATEWAY=razorpay needs RAZORPAY_WEBHOOK_SECRET: the secret set on the shop's webhook"]
  ])("refuses to start without %s, in production and in development, with a sentence", (_, missing, sentence) => {
    for (const base of [SAFE_PRODUCTION, {}]) {
      const env: Record<string, string> = { ...base, ...LIVE }
      delete env[missing]
      const refused = refusal(env)
      expect(refused.reasons.filter((reason) => reason.startsWith("PAYMENT_GATEWAY=razorpay"))).toHaveLength(1)
      expect(refused.message).toContain(sentence)
    }
  })

  it("refuses a test-mode key in production, which takes no money, unless a staging run allows it", () => {
    const test = { ...SAFE_PRODUCTION, ...LIVE, RAZORPAY_KEY_ID: "rzp_test_Abc123" }
    expect(refusal(test).reasons).toEqual([
      "RAZORPAY_KEY_ID is a test-mode key (rzp_test_...): Razorpay's test mode takes no money, so orders would be marked Paid for nothing; use your live key (rzp_live_...)."
    ])
    expect(configFrom({ ...test, BAZAAR_STAGING_UNSAFE: "yes-i-know" })).toMatchObject({ right: { payment: { _tag: "Razorpay" }, unsafe: [expect.stringMatching(/^RAZORPAY_KEY_ID/)] } })
    expect(configFrom({ ...LIVE, RAZORPAY_KEY_ID: "rzp_test_Abc123" })).toMatchObject({ right: { production: false, payment: { _tag: "Razorpay" } } })
  })
})

describe("a staging run (BAZAAR_STAGING_UNSAFE=yes-i-know)", () => {
  const staging = {
    NODE_ENV: "production", BAZAAR_STAGING_UNSAFE: "yes-i-know", OTP_SECRET: DEVELOPMENT_OTP_SECRET,
    PAYMENT_GATEWAY: "test", PAYMENT_KEY_SECRET: DEVELOPMENT_PAYMENT_SECRET
  }

  it("starts in production with the outbox, the test gateway and the development secrets, each one listed as unsafe", () => {
    const config = configFrom(staging)
    if (Either.isLeft(config)) throw new Error(String(config.left))
    expect(config.right).toMatchObject({ production: true, signIn: { production: true, sms: { _tag: "Outbox" } }, payment: { _tag: "Test" } })
    expect(config.right.unsafe.map((reason) => reason.split(" ")[0])).toEqual(["OTP_SECRET", "SMS_PROVIDER", "PAYMENT_GATEWAY", "PAYMENT_KEY_SECRET"])
  })

  it("is warned about loudly at start, one line per unsafe setting", () => {
    const config = configFrom(staging)
    if (Either.isLeft(config)) throw new Error(String(config.left))
    const warnings = stagingWarnings(config.right.unsafe)
    expect(warnings).toHaveLength(5)
    expect(warnings[0]).toMatch(/^UNSAFE STAGING RUN \(BAZAAR_STAGING_UNSAFE=yes-i-know\): .*never let real shoppers use this server\.$/)
    expect(warnings.slice(1).every((line) => line.startsWith("UNSAFE STAGING RUN: "))).toBe(true)
    expect(stagingWarnings([])).toEqual([])
  })

  it("still needs the secrets themselves: the consent does not stand in for a missing one", () => {
    const refused = refusal({ NODE_ENV: "production", BAZAAR_STAGING_UNSAFE: "yes-i-know", PAYMENT_GATEWAY: "test" })
    expect(refused.reasons.map((reason) => reason.split(" ")[0])).toEqual(["OTP_SECRET", "PAYMENT_GATEWAY=test"])
  })

  it("changes nothing in development", () => {
    expect(configFrom({ BAZAAR_STAGING_UNSAFE: "yes-i-know" })).toMatchObject({ right: { production: false, unsafe: [] } })
  })
})

describe("the decision alone", () => {
  const facts: StartFacts = { nodeEnv: "production", otpSecret: "own", smsProvider: "http", paymentGateway: "none", paymentKeySecret: undefined, stagingUnsafe: undefined }

  it("a development payment secret without the test gateway signs nothing, so it is no reason to refuse", () => {
    expect(decideStart({ ...facts, paymentKeySecret: DEVELOPMENT_PAYMENT_SECRET })).toEqual({ _tag: "Start", production: true, unsafe: [] })
  })

  it("development starts whatever its settings", () => {
    expect(decideStart({ ...facts, nodeEnv: "development", otpSecret: undefined, smsProvider: "outbox", paymentGateway: "test" }))
      .toEqual({ _tag: "Start", production: false, unsafe: [] })
  })
})

describe("the start-up line", () => {
  it("in development on loopback, names the address and says the development pages are served only there", () => {
    expect(listeningNotice({ host: "127.0.0.1", port: 3000, production: false })).toBe(
      "Development mode: listening on http://127.0.0.1:3000, which only this machine can reach (HOST=0.0.0.0 opens it to the network); development pages such as /dev/outbox are served only to this machine."
    )
  })

  it("in development on the network, says the development pages stay on this machine", () => {
    expect(listeningNotice({ host: "0.0.0.0", port: 3000, production: false })).toContain("which other machines can reach (HOST); development pages such as /dev/outbox are still served only to this machine's own (loopback) address")
    expect(listeningNotice({ host: "::1", port: 3000, production: false })).toContain("http://[::1]:3000, which only this machine can reach")
  })

  it("in production, says where it listens and that no development page is served", () => {
    expect(listeningNotice({ host: undefined, port: 8080, production: true })).toBe("Production mode: listening on every interface, port 8080 (HOST); no development page is served.")
  })
})

describe("the shop's own address in the links it texts (SHOP_URL)", () => {
  const shopUrlFrom = (env: Record<string, string>) =>
    Effect.runSync(Effect.withConfigProvider(shopUrlConfig, ConfigProvider.fromMap(new Map(Object.entries(env)))))

  it("is this machine at the server's port when SHOP_URL is not set (issue 33: it was :3000 whatever PORT said)", () => {
    expect(shopUrlFrom({})).toBe("http://localhost:3000")
    expect(shopUrlFrom({ PORT: "3001" })).toBe("http://localhost:3001")
  })

  it("is SHOP_URL when it is set, whatever the port", () => {
    expect(shopUrlFrom({ PORT: "3001", SHOP_URL: "https://bazaar.example.in" })).toBe("https://bazaar.example.in")
  })
})

// Issue 34 item 2: how many proxies are trusted decides every client's address (ADR 021).
describe("TRUST_PROXY", () => {
  it("starts with a whole number of 0 or more, or none", () => {
    for (const value of ["0", "1", "2"]) expect(Either.isRight(configFrom({ TRUST_PROXY: value }))).toBe(true)
    expect(Either.isRight(configFrom({ ...SAFE_PRODUCTION, TRUST_PROXY: "1" }))).toBe(true)
  })

  it.each(["yes", "-1", "1.5", "10.0.0.1"])("stops the server at start on %j, saying so in a sentence, in development and in production", (value) => {
    const sentence = `TRUST_PROXY is "${value}", which is not a whole number of 0 or more: set it to how many proxies in front of the server add the client's address to X-Forwarded-For (1 behind one nginx), or 0 (the default) when clients reach the server directly.`
    const development = refusal({ TRUST_PROXY: value })
    expect(development.reasons).toEqual([sentence])
    expect(development.message).toBe(`Bazaar will not start:\n- ${sentence}`)
    const production = refusal({ ...SAFE_PRODUCTION, TRUST_PROXY: value })
    expect(production.reasons).toEqual([sentence])
  })

  it("is named beside production's other reasons", () => {
    const refused = refusal({ NODE_ENV: "production", TRUST_PROXY: "one" })
    expect(refused.message.split("\n")[0]).toBe("Bazaar will not start in production (NODE_ENV=production):")
    expect(refused.reasons.map((reason) => reason.split(" ")[0])).toEqual(["OTP_SECRET", "SMS_PROVIDER", "TRUST_PROXY"])
  })
})
