import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { clientAddressOf, hit, RATE_RULES, ruleSentence } from "#server/http/rate-limit.ts"
import { freshWindow as freshWindowOf } from "#tests/support/rate-windows.ts"
import { raw } from "#tests/support/api-client.ts"
import { orderNumberOf } from "#domain/order.ts"
import { call, order, orderOf, sellableOptions, shopper } from "#tests/support/orders.ts"
import { codeFromOutbox, registeredCustomer, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 17, item 3 (ADR 021): limits counted in the database, so every server process shares them,
// keyed by the client's address (a trusted proxy's X-Forwarded-For only when TRUST_PROXY says so),
// answered 429 with a sentence and Retry-After. Found: 1,000 contact messages from one address were
// all stored; `GET client/email/{email}` told anyone, without limit, whether an address has an account.

let server: TestServer
// A built UI of one page and one script, so the shop's pages are served.
const dist = mkdtempSync(join(tmpdir(), "bazaar-dist-"))
beforeAll(async () => {
  mkdirSync(join(dist, "assets"))
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><title>Bazaar</title></head><body><div id=\"root\"></div></body></html>")
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('bazaar')")
  server = await startTestServer({ products: 10, distDir: dist })
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env["TRUST_PROXY"]
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(server.baseUrl, `/api/v1${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })
const message = (n: number) => ({ name: "Asha Rao", email: "asha.rao@example.in", message: `Where is my parcel? This is message ${n}.` })
const storedMessages = () =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM contact_messages`)).then((rows) => rows[0]!.n)

/**
 * Waits, when the rule's current window (fixed, in the database's time) ends within 10 s, for the
 * next one: a test's hits must all fall in one window, or the count starts again halfway through.
 */
const freshWindow = (windowSeconds: number) => freshWindowOf(server, windowSeconds)

describe("the client's address", () => {
  it("is the TCP peer's; a client's own X-Forwarded-For counts only behind the proxies the shop trusts", () => {
    expect(clientAddressOf(Option.some("198.51.100.4"), "127.0.0.1", 0)).toBe("198.51.100.4")
    expect(clientAddressOf(Option.some("10.0.0.2"), "203.0.113.9", 1)).toBe("203.0.113.9")
    // A client that sends its own header before the proxy's: the proxy's entry is the last one.
    expect(clientAddressOf(Option.some("10.0.0.2"), "127.0.0.1, 203.0.113.9", 1)).toBe("203.0.113.9")
    expect(clientAddressOf(Option.some("10.0.0.3"), "1.1.1.1, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9")
    expect(clientAddressOf(Option.none(), undefined, 1)).toBe("unknown")
  })
})

describe("the contact form", () => {
  it("stores five messages an hour from one address and refuses the sixth with a sentence and Retry-After, storing nothing", async () => {
    await freshWindow(RATE_RULES.contact.windowSeconds)
    const before = await storedMessages()
    for (let n = 1; n <= RATE_RULES.contact.limit; n++) expect((await post("/contact", message(n))).status).toBe(201)
    const refused = await post("/contact", message(6))
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, _tag: "TooManyRequests", message: ruleSentence(RATE_RULES.contact) })
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(RATE_RULES.contact.windowSeconds)
    expect(await storedMessages()).toBe(before + RATE_RULES.contact.limit)
  })

  it("counts another address apart when the proxy in front is trusted, and ignores the header when it is not", async () => {
    process.env["TRUST_PROXY"] = "1"
    expect((await post("/contact", message(7), { "x-forwarded-for": "203.0.113.50" })).status).toBe(201)
    delete process.env["TRUST_PROXY"]
    // Untrusted, the header changes nothing: this is still the address that used up its hour.
    expect((await post("/contact", message(8), { "x-forwarded-for": "203.0.113.51" })).status).toBe(429)
  })
})

describe("the e-mail lookup", () => {
  it("answers twenty lookups an hour from one address, then 429 with Retry-After", async () => {
    await freshWindow(RATE_RULES.emailLookup.windowSeconds)
    for (let n = 0; n < RATE_RULES.emailLookup.limit; n++) {
      expect((await raw(server.baseUrl, `/api/v1/client/email/someone${n}%40example.in`)).status).toBe(200)
    }
    const refused = await raw(server.baseUrl, "/api/v1/client/email/someone%40example.in")
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: ruleSentence(RATE_RULES.emailLookup) })
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
  })
})

describe("product search", () => {
  it("answers 120 searches a minute from one address, then 429 with Retry-After (a loop of searches slowed the shop for everyone); a kept answer is not counted", async () => {
    process.env["TRUST_PROXY"] = "1"
    const from = { "x-forwarded-for": "198.51.100.120" }
    await freshWindow(RATE_RULES.search.windowSeconds)
    // Each search a different one: a search answered a moment ago is sent again as it was kept (ADR 022), costing nothing.
    const answers = await Promise.all(Array.from({ length: RATE_RULES.search.limit }, (_, n) =>
      raw(server.baseUrl, `/api/v1/product/search?q=shirt+${n}`, { headers: from })))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const refused = await raw(server.baseUrl, "/api/v1/product/search?q=shirt+again", { headers: from })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: ruleSentence(RATE_RULES.search) })
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60)
    // Another shopper searches on, and a search kept a moment ago is still answered to this one.
    expect((await raw(server.baseUrl, "/api/v1/product/search?q=shirt+again", { headers: { "x-forwarded-for": "198.51.100.121" } })).status).toBe(200)
    expect((await raw(server.baseUrl, "/api/v1/product/search?q=shirt+7", { headers: from })).status).toBe(200)
  })
})

describe("the shop's pages", () => {
  it("answers 300 pages a minute from one address, then a page saying when to try again (429, Retry-After); files are not counted", async () => {
    process.env["TRUST_PROXY"] = "1"
    const from = { "x-forwarded-for": "198.51.100.30" }
    await freshWindow(RATE_RULES.pages.windowSeconds)
    const pages = ["/", "/About", "/search/women/sarees", "/cart", "/?utm_source=abc"]
    const answers = await Promise.all(Array.from({ length: RATE_RULES.pages.limit }, (_, n) =>
      fetch(`${server.baseUrl}${pages[n % pages.length]}`, { headers: from }).then(async (answer) => (await answer.text(), answer.status))))
    expect(answers.filter((status) => status !== 200)).toEqual([])
    const refused = await fetch(`${server.baseUrl}/About`, { headers: from })
    expect(refused.status).toBe(429)
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(refused.headers.get("cache-control")).toBe("no-store")
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    const text = await refused.text()
    expect(text).toContain(ruleSentence(RATE_RULES.pages))
    expect(text).toContain(`You can try again in ${wait} second`)
    // The page's script still loads (a built file costs the database nothing), and another address browses on.
    expect((await fetch(`${server.baseUrl}/assets/index-abc123.js`, { headers: from })).status).toBe(200)
    expect((await fetch(`${server.baseUrl}/About`, { headers: { "x-forwarded-for": "198.51.100.31" } })).status).toBe(200)
  })
})

describe("payment attempts", () => {
  it("gives one account 20 an hour across its unpaid orders, then 429 with Retry-After; another account, from the same address, pays on", async () => {
    const [option] = await sellableOptions(server, 1)
    const line = [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }]
    await freshWindow(RATE_RULES.paymentTokens.windowSeconds)
    const asha = await shopper(server)
    const numbers: Array<number> = []
    for (let n = 0; n < 3; n++) {
      const placed = await order(server, asha, line, { PaymentMode: "Online" })
      expect(placed.status).toBe(201)
      numbers.push(orderNumberOf(orderOf(placed).orderid)!)
    }
    // Ten on the first order (its own limit), ten on the second: the account's twenty.
    for (let n = 0; n < RATE_RULES.paymentTokens.limit; n++) {
      const token = await call(server, "POST", `/order/generatenewtoken/${numbers[n < 10 ? 0 : 1]}`, asha.cookie)
      expect(token.status).toBe(200)
    }
    const refused = await call(server, "POST", `/order/generatenewtoken/${numbers[2]}`, asha.cookie)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ _tag: "TooManyRequests", message: ruleSentence(RATE_RULES.paymentTokens) })
    const ravi = await shopper(server)
    const placed = await order(server, ravi, line, { PaymentMode: "Online" })
    expect((await call(server, "POST", `/order/generatenewtoken/${orderNumberOf(orderOf(placed).orderid)!}`, ravi.cookie)).status).toBe(200)
  })
})

describe("counts shared by every process", () => {
  it("lets exactly the limit through when many hits arrive at once (the count is the database's)", async () => {
    const rule = { name: "test-burst", limit: 7, windowSeconds: 600, limited: "search" } as const
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      server.run(hit(rule, "198.51.100.77").pipe(Effect.as("ok" as const), Effect.catchTag("TooManyRequests", () => Effect.succeed("refused" as const))))))
    expect(results.filter((r) => r === "ok")).toHaveLength(7)
  })
})

describe("the sign-in code's own limit", () => {
  it("says when to try again in a Retry-After header too", async () => {
    expect((await post("/admin/sendsms", { Mobile: "9876500999" })).status).toBe(200)
    const again = await post("/admin/sendsms", { Mobile: "9876500999" })
    expect(again.status).toBe(429)
    const wait = Number(again.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(30)
  })
})

// Issue 17: five wrong codes locked the number for everyone, and six code requests used up its hour:
// anyone could do both to anyone. Now both count per number and client address.
describe("a stranger and a customer's number", () => {
  const from = (address: string) => ({ "x-forwarded-for": address })
  const OWNER = "203.0.113.10"
  const STRANGER = "203.0.113.66"

  it("a stranger's wrong codes lock the stranger out, not the customer", async () => {
    process.env["TRUST_PROXY"] = "1"
    await registeredCustomer(server, "9876500801")
    await timePasses(server, 31)
    expect((await post("/admin/sendsms", { Mobile: "9876500801" }, from(OWNER))).status).toBe(200)
    const code = await codeFromOutbox(server, "9876500801")
    const wrong = code === "000000" ? "111111" : "000000"
    for (let i = 0; i < 4; i++) expect((await post("/client/loginclient", { Mobile: "9876500801", otp: wrong }, from(STRANGER))).status).toBe(400)
    const locked = await post("/client/loginclient", { Mobile: "9876500801", otp: wrong }, from(STRANGER))
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ _tag: "NumberLocked" })
    // The stranger cannot use the right code either; the customer can.
    expect((await post("/client/loginclient", { Mobile: "9876500801", otp: code }, from(STRANGER))).status).toBe(429)
    expect((await post("/client/loginclient", { Mobile: "9876500801", otp: code }, from(OWNER))).status).toBe(200)
  })

  it("codes a stranger asks for do not use up the customer's", async () => {
    process.env["TRUST_PROXY"] = "1"
    await registeredCustomer(server, "9876500802")
    for (let i = 0; i < 5; i++) {
      await timePasses(server, 31)
      expect((await post("/admin/sendsms", { Mobile: "9876500802" }, from(STRANGER))).status).toBe(200)
    }
    await timePasses(server, 31)
    expect((await post("/admin/sendsms", { Mobile: "9876500802" }, from(STRANGER))).status).toBe(429)
    expect((await post("/admin/sendsms", { Mobile: "9876500802" }, from(OWNER))).status).toBe(200)
    const code = await codeFromOutbox(server, "9876500802")
    expect((await post("/client/loginclient", { Mobile: "9876500802", otp: code }, from(OWNER))).status).toBe(200)
  })
})

