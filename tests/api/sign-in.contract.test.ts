import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { codeFromOutbox, forgetAddresses, login, register, sendCode, sessionCookie, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  server = await startTestServer({ seed: false, signIn: { adminMobile: "9000000009" } })
  call = contractClient(server.baseUrl)
})
afterAll(() => server?.close())
// Every request comes from 127.0.0.1: each test starts with that address's full allowance.
beforeEach(() => forgetAddresses(server))

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

const newCustomer = async (mobile: string, Name = "Ravi Kumar") => {
  await sendCode(server, mobile)
  const otp = await codeFromOutbox(server, mobile)
  return register(server, { Name, Mobile: mobile, Email: `${mobile}@example.in`, otp })
}

describe("codes by SMS", () => {
  it("sendsms answers when a new code may be asked for and how long it is valid; only a hash is stored", async () => {
    const answer = await call((api) => api.sms.sendOtp({ payload: { Mobile: "9876500001" } }))
    expect(answer).toMatchObject({ success: true, resendAfterSeconds: 30, expiresInSeconds: 300 })
    const code = await codeFromOutbox(server, "9876500001")
    const stored = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ codeHash: string }>`SELECT code_hash AS "codeHash" FROM otp_codes WHERE mobile = '9876500001'`))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored[0]!.codeHash).not.toContain(code)
  })

  it("the development outbox page lists the message with its code", async () => {
    await sendCode(server, "9876500002")
    const code = await codeFromOutbox(server, "9876500002")
    const page = await raw(server.baseUrl, "/dev/outbox")
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toContain("text/html")
    expect(page.body).toContain("9876500002")
    expect(page.body).toContain(code)
  })

  it("a bad number answers 400 with the rule", async () => {
    const answer = await raw(server.baseUrl, "/api/v1/admin/sendsms", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ Mobile: "12345" })
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining("must have 10 digits") })
  })

  it("a new code is refused within 30 seconds (429 with retryAfterSeconds), then allowed", async () => {
    expect((await sendCode(server, "9876500003")).status).toBe(200)
    const again = await sendCode(server, "9876500003")
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ success: false, message: expect.stringContaining("seconds") })
    const retry = (again.body as { retryAfterSeconds: number }).retryAfterSeconds
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(30)
    await timePasses(server, 31)
    expect((await sendCode(server, "9876500003")).status).toBe(200)
  })

  it("at most 5 codes per number per hour: the sixth answers 429", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(server, "9876500004")).status).toBe(200)
      await timePasses(server, 31)
    }
    const sixth = await sendCode(server, "9876500004")
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ message: expect.stringContaining("Too many codes for this number") })
    expect((sixth.body as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(30 * 60)
  })
})

describe("signing in", () => {
  it("registration with the code from the outbox creates a customer and starts a session; the cookie's flags", async () => {
    const answer = await newCustomer("9876500010", "Meera Iyer")
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ success: true, client: { Name: "Meera Iyer", Mobile: "9876500010", role: "customer", Addresses: [], WalletBalance: 0 } })
    const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Secure/i)
    const session = await contractClient(server.baseUrl, { cookie: sessionCookie(answer.headers) })((api) => api.session.current())
    expect(session.client?.Mobile).toBe("9876500010")
    const stored = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ tokenHash: string }>`SELECT token_hash AS "tokenHash" FROM sessions`))
    expect(stored.map((s) => s.tokenHash)).not.toContain(sessionCookie(answer.headers).split("=")[1])
  })

  it("the code read from the outbox signs in, once", async () => {
    await newCustomer("9876500011")
    await timePasses(server, 31)
    await sendCode(server, "9876500011")
    const otp = await codeFromOutbox(server, "9876500011")
    const first = await login(server, "9876500011", otp)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, client: { Mobile: "9876500011" } })
    sessionCookie(first.headers)
    const second = await login(server, "9876500011", otp)
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ success: false, message: expect.stringContaining("ask for a new code") })
  })

  it("the contract's client decodes a sign-in", async () => {
    await newCustomer("9876500012")
    await timePasses(server, 31)
    await sendCode(server, "9876500012")
    const otp = await codeFromOutbox(server, "9876500012")
    const answer = await call((api) => api.client.login({ payload: { Mobile: "9876500012", otp } }))
    expect(answer.success).toBe(true)
  })

  it("a code expires after 5 minutes", async () => {
    await newCustomer("9876500013")
    await timePasses(server, 31)
    await sendCode(server, "9876500013")
    const otp = await codeFromOutbox(server, "9876500013")
    await timePasses(server, 5 * 60 + 1)
    const answer = await login(server, "9876500013", otp)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.stringContaining("expired") })
  })

  it("5 wrong codes from one address lock the number for that address for 15 minutes, even with the right code then", async () => {
    await newCustomer("9876500014")
    await timePasses(server, 31)
    await sendCode(server, "9876500014")
    const otp = await codeFromOutbox(server, "9876500014")
    for (let i = 1; i <= 4; i++) {
      const wrong = await login(server, "9876500014", wrongCode(otp))
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({ message: expect.stringContaining(`${5 - i} tr`) })
    }
    const fifth = await login(server, "9876500014", wrongCode(otp))
    expect(fifth.status).toBe(429)
    expect(fifth.body).toMatchObject({ success: false, retryAfterSeconds: 900 })
    const right = await login(server, "9876500014", otp)
    expect(right.status).toBe(429)
    expect((await sendCode(server, "9876500014")).status).toBe(429)
    await timePasses(server, 15 * 60 + 1)
    await sendCode(server, "9876500014")
    const fresh = await codeFromOutbox(server, "9876500014")
    expect((await login(server, "9876500014", fresh)).status).toBe(200)
  })

  it("a code sent to one number does not sign in another", async () => {
    await newCustomer("9876500015")
    await newCustomer("9876500016")
    await timePasses(server, 31)
    await sendCode(server, "9876500015")
    const otp = await codeFromOutbox(server, "9876500015")
    const answer = await login(server, "9876500016", otp)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false })
  })

  it("an unknown number with its right code answers 200 'user not found', and the code then registers it", async () => {
    await sendCode(server, "9876500017")
    const otp = await codeFromOutbox(server, "9876500017")
    const answer = await login(server, "9876500017", otp)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: false, message: "user not found" })
    expect(answer.headers.getSetCookie()).toEqual([])
    const decoded = await call((api) => api.client.login({ payload: { Mobile: "9876500017", otp } }))
    expect(decoded).toEqual({ success: false, message: "user not found" })
    const registered = await register(server, { Name: "Kiran", Mobile: "9876500017", Email: "kiran@example.in", otp })
    expect(registered.status).toBe(201)
  })

  it("registration of a number already registered answers 409; a wrong code 400 and nothing stored", async () => {
    await newCustomer("9876500018")
    await timePasses(server, 31)
    await sendCode(server, "9876500018")
    const otp = await codeFromOutbox(server, "9876500018")
    const again = await register(server, { Name: "Someone Else", Mobile: "9876500018", Email: "else@example.in", otp })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ success: false, message: expect.stringContaining("already registered") })
    await sendCode(server, "9876500019")
    const wrong = await register(server, { Name: "Nobody", Mobile: "9876500019", Email: "nobody@example.in", otp: "000000" === (await codeFromOutbox(server, "9876500019")) ? "111111" : "000000" })
    expect(wrong.status).toBe(400)
    const rows = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 FROM clients WHERE mobile = '9876500019'`))
    expect(rows).toHaveLength(0)
  })

  it("the number of ADMIN_MOBILE registers as an admin; e-mail lookup tells whether it is registered", async () => {
    const answer = await newCustomer("9000000009")
    expect(answer.body).toMatchObject({ client: { role: "admin" } })
    expect(await call((api) => api.client.verifyEmail({ path: { email: "9000000009@EXAMPLE.in" } }))).toEqual({ success: true, registered: true })
    expect(await call((api) => api.client.verifyEmail({ path: { email: "unknown@example.in" } }))).toEqual({ success: true, registered: false })
  })

  it("sign-out revokes the session: the old cookie then gets 401 and no current client", async () => {
    const answer = await newCustomer("9876500020")
    const cookie = sessionCookie(answer.headers)
    const signedOut = await raw(server.baseUrl, "/api/v1/session", { method: "DELETE", headers: { cookie } })
    expect(signedOut.status).toBe(200)
    expect(signedOut.headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))).toMatch(/Max-Age=0/)
    const add = await raw(server.baseUrl, "/api/v1/client/address", {
      method: "PUT", headers: { cookie, "content-type": "application/json" }, body: "{}"
    })
    expect(add.status).toBe(401)
    expect(await contractClient(server.baseUrl, { cookie })((api) => api.session.current())).toEqual({ success: true, client: null })
  })

  it("an expired session is no session", async () => {
    const answer = await newCustomer("9876500021")
    const cookie = sessionCookie(answer.headers)
    await timePasses(server, 30 * 24 * 60 * 60 + 1)
    expect(await contractClient(server.baseUrl, { cookie })((api) => api.session.current())).toEqual({ success: true, client: null })
  })
})

describe("limits per client address", () => {
  // Last: it uses up this address's allowance.
  it("at most 20 codes per hour from one address: the 21st answers 429", async () => {
    await timePasses(server, 2 * 60 * 60)
    for (let i = 0; i < 20; i++) {
      const answer = await sendCode(server, `70000000${String(i).padStart(2, "0")}`)
      expect(answer.status).toBe(200)
    }
    const over = await sendCode(server, "7000000099")
    expect(over.status).toBe(429)
    expect(over.body).toMatchObject({ success: false, message: expect.stringContaining("your network"), retryAfterSeconds: expect.any(Number) })
  })
})

describe("in production", () => {
  // Production sends codes through an SMS gateway (ADR 018: it refuses the outbox): a local one here.
  let production: TestServer
  let gateway: Server
  const texts: Array<{ to: string; message: string; authorization: string | undefined }> = []
  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => void (body += chunk.toString("utf8")))
      request.on("end", () => {
        texts.push({ ...(JSON.parse(body) as { to: string; message: string }), authorization: request.headers.authorization })
        response.writeHead(200, { "content-type": "application/json" }).end("{}")
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`
    production = await startTestServer({
      seed: false,
      signIn: { production: true, otpSecret: Redacted.make("a-production-secret"), sms: { _tag: "Http", url, token: Option.some(Redacted.make("sms-token")) } }
    })
  })
  afterAll(async () => {
    await production?.close()
    await new Promise((resolve) => gateway?.close(resolve))
  })

  it("the code goes to the SMS gateway and nowhere else; /dev/outbox is absent and the session cookie is Secure", async () => {
    expect((await raw(production.baseUrl, "/dev/outbox")).status).toBe(404)
    expect((await sendCode(production, "9876500030")).status).toBe(200)
    const text = texts.find((t) => t.to === "9876500030")
    expect(text?.authorization).toBe("Bearer sms-token")
    const otp = /\b(\d{6})\b/.exec(text?.message ?? "")?.[1] ?? ""
    expect(otp).toMatch(/^\d{6}$/)
    const outbox = await production.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_outbox`))
    expect(outbox).toEqual([{ n: 0 }])
    const answer = await register(production, { Name: "Prod User", Mobile: "9876500030", Email: "prod@example.in", otp })
    expect(answer.headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))).toMatch(/Secure/)
  })
})
