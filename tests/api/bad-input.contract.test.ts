import { Agent, request } from "node:http"
import { OpenApi } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { DRAIN_BEYOND_LIMIT_BYTES } from "#server/http/request-guard.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ products: 600 })
})
afterAll(() => server?.close())

const huge = "a".repeat(10_000)

// Every malformed request answers a 4xx with { success: false, message }, never a 500.
const cases: ReadonlyArray<readonly [string, string, number]> = [
  ["an upper-case slug", "/api/v1/category/slugurl/Men", 400],
  ["a slug with spaces", "/api/v1/category/slugurl/men%20wear", 400],
  ["a slug climbing out", "/api/v1/subcategory/slugurl/..%2F..%2Fetc", 400],
  ["a huge slug", `/api/v1/product/verify-slugurl/${huge}`, 400],
  ["a unicode slug", "/api/v1/brand/slugurl/%E0%A4%95%E0%A5%81%E0%A4%B0%E0%A5%8D%E0%A4%A4%E0%A4%BE", 400],
  ["a malformed id", "/api/v1/brand/category-brand/not-an-id", 400],
  ["an unknown id", "/api/v1/brand/category-brand/0123456789abcdef01234567", 404],
  ["an unknown subcategory id", "/api/v1/brand/subcategory-brand/0123456789abcdef01234567", 404],
  ["an unknown category url", "/api/v1/brand/getFilterBrandBycatUrl/no-such-category", 404],
  ["an unknown brand", "/api/v1/brand/slugurl/no-such-brand", 404],
  ["a page that is not a number", "/api/v1/product/all?page=abc", 400],
  ["a page of zero", "/api/v1/product/all?page=0", 400],
  ["a fractional page", "/api/v1/category/all?page=1.5", 400],
  ["a limit above the maximum", "/api/v1/product/all?limit=1000", 400],
  ["a huge number", "/api/v1/product/all?page=1e309", 400],
  ["an unknown sort", "/api/v1/product/all?sort=random", 400],
  ["a filter slug that is malformed", "/api/v1/product/all?category=%3Cscript%3E", 400],
  ["an empty search", "/api/v1/product/search?q=%20%20", 400],
  ["a missing search text", "/api/v1/product/search", 400],
  ["a huge search text", `/api/v1/product/search?q=${huge}`, 400],
  ["an unknown API path", "/api/v1/nothing/here", 404],
  ["an unknown call under a served group", "/api/v1/blog/nothing/here", 404],
  ["an unknown blog post", "/api/v1/blog/slugurl/no-such-post", 404],
  ["a blog page of zero", "/api/v1/blog/all?page=0", 400],
  ["a malformed id among by-ids", "/api/v1/product/by-ids?ids=0123456789abcdef01234567,nope", 400],
  ["more than 50 ids for by-ids", `/api/v1/product/by-ids?ids=${Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, "0")).join(",")}`, 400]
]

describe("bad input", () => {
  it.each(cases)("%s answers %i with a message", async (_name, path, status) => {
    const answer = await raw(server.baseUrl, path)
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    expect((answer.body as { message: string }).message.length).toBeGreaterThan(0)
  })

  it("an unknown write under a group of the contract is absent (404), not faked", async () => {
    // The server serves the contract itself (BazaarApi: a group without handlers does not
    // type-check); headers.contract.test.ts sends every call of it and finds each one routed.
    const answer = await raw(server.baseUrl, "/api/v1/wishlist/everything", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productIds: [] })
    })
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ success: false, message: "No API call POST /api/v1/wishlist/everything" })
  })

  it("a body that is not JSON answers 400 with a message, whatever the call", async () => {
    for (const path of ["/api/v1/contact", "/api/v1/admin/sendsms", "/api/v1/client/loginclient"]) {
      const answer = await raw(server.baseUrl, path, { method: "POST", headers: { "content-type": "application/json" }, body: "{\"Mobile\": " })
      expect(answer.status, path).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining("JSON") })
    }
  })

  it("a state-changing call refuses a form or multipart body (cross-site forms), and a body over 64 KB", async () => {
    const form = await raw(server.baseUrl, "/api/v1/admin/sendsms", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "Mobile=9876543210"
    })
    expect(form.status).toBe(415)
    expect(form.body).toMatchObject({ success: false, message: expect.stringContaining("JSON") })
    const multipart = await raw(server.baseUrl, "/api/v1/client/loginclient", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nContent-Disposition: form-data; name=\"Mobile\"\r\n\r\n9876543210\r\n--x--"
    })
    expect(multipart.status).toBe(415)
    const huge = await raw(server.baseUrl, "/api/v1/admin/sendsms", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ Mobile: "9876543210", padding: "x".repeat(100_000) })
    })
    expect(huge.status).toBe(413)
    const outbox = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_outbox`))
    expect(outbox[0]!.n).toBe(0)
  })

  it("search text with SQL and odd Unicode is only text", async () => {
    for (const q of ["'; DROP TABLE products; --", "कुर्ता", "👟 shoes", "a & b | !c", "\\x00"]) {
      const answer = await raw(server.baseUrl, `/api/v1/product/search?q=${encodeURIComponent(q)}`)
      expect(answer.status).toBe(200)
    }
    const count = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM products`))
    expect(count[0]!.n).toBe(600)
  })
})

describe("the contract's document", () => {
  it("serves the OpenAPI document of the whole contract and a page to read it", async () => {
    const doc = await raw(server.baseUrl, "/api/v1/openapi.json")
    expect(doc.status).toBe(200)
    const paths = Object.keys((doc.body as { paths: Record<string, unknown> }).paths)
    expect(paths).toContain("/api/v1/supercategory/all")
    expect(paths).toContain("/api/v1/categorytag/allforadmin")
    expect(doc.body).toEqual(JSON.parse(JSON.stringify(OpenApi.fromApi(BazaarApi))))
    const page = await raw(server.baseUrl, "/api/docs")
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toContain("text/html")
  })
})

interface RawAnswer {
  readonly status: number
  readonly contentType: string
  readonly connection: string | undefined
  readonly body: unknown
}

/**
 * A request as fetch cannot send it: the path exactly as written (fetch resolves `..` and `%2e`),
 * and a body sent chunked (no Content-Length), piece by piece. A reset or hang-up rejects.
 */
const sendRaw = (baseUrl: string, path: string, init: {
  readonly method?: string
  readonly headers?: Record<string, string>
  readonly body?: Iterable<string>
  readonly agent?: Agent
} = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl)
    const chunked = init.body === undefined || init.headers?.["content-length"] !== undefined ? {} : { "transfer-encoding": "chunked" }
    const sent = request({ hostname, port, path, method: init.method ?? "GET", headers: { ...chunked, ...init.headers }, ...(init.agent ? { agent: init.agent } : {}) })
    sent.on("error", reject)
    sent.on("response", (answer) => {
      const chunks: Array<Buffer> = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("error", reject)
      answer.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON: the page, kept as text
        }
        resolve({ status: answer.statusCode ?? 0, contentType: answer.headers["content-type"] ?? "", connection: answer.headers.connection, body })
      })
    })
    const pieces = (init.body ?? [])[Symbol.iterator]()
    const pump = (): void => {
      for (let piece = pieces.next(); !piece.done; piece = pieces.next()) {
        if (!sent.write(piece.value)) return void sent.once("drain", pump)
      }
      sent.end()
    }
    pump()
  })

/** `head`, then `bytes` of `filler` in pieces of `piece` bytes, then `tail`: a body that grows as it is sent. */
function* growing(head: string, bytes: number, tail: string, filler = "A", piece = 64 * 1024) {
  yield head
  const block = filler.repeat(piece)
  for (let sent = 0; sent < bytes; sent += block.length) yield block.slice(0, Math.min(block.length, bytes - sent))
  yield tail
}

describe("an address under /api that names no call (found by fuzzing: /api/v1/.. answered the shop's page)", () => {
  it.each([
    "/api/v1/..",
    "/api/v1/../",
    "/api/v1/%2e%2e",
    "/api/v1/%2E%2e/",
    "/api/../api/v1/x",
    "/api/..",
    "/api",
    "/api/",
    "/api//",
    "/API",
    "/api?x=1",
    "/api;x",
    "/api%2Fv1/supercategory/all",
    "/api\\v1\\supercategory\\all",
    "/category/../api/v1/supercategory/all",
    "/./api/v1/supercategory/all",
    "/category\\..\\api\\v1\\supercategory\\all"
  ])("%s answers a JSON 404, never the shop's page", async (path) => {
    const answer = await sendRaw(server.baseUrl, path)
    expect(answer.status).toBe(404)
    expect(answer.contentType).toContain("application/json")
    expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/^No API call GET /) })
  })

  it.each([
    "/api/v1/supercategory/../supercategory/all",
    "/api/v1/./supercategory/all",
    "/api/v1/supercategory/all/.",
    "/api/v1/supercategory/x/../all",
    "/api/v1/blog/slugurl/%2e%2e",
    "/api/v1/blog/slugurl/..?page=1"
  ])("%s reaches no call through its dot segments: a JSON 404", async (path) => {
    const answer = await sendRaw(server.baseUrl, path)
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ success: false, message: `No API call GET ${path.split("?")[0]}` })
  })

  it.each(["/api", "/API/", "/api%2Fv1/contact", "/api/v1/../v1/contact"])("a write to %s answers a JSON 404 too", async (path) => {
    const answer = await sendRaw(server.baseUrl, path, { method: "POST", headers: { "content-type": "application/json", "content-length": "2" }, body: ["{}"] })
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
  })

  it("the calls and the shop's pages are still where they were", async () => {
    expect((await sendRaw(server.baseUrl, "/api/v1/supercategory/all")).status).toBe(200)
    // The router matches paths whatever their case: the contract's own paths have capitals.
    expect((await sendRaw(server.baseUrl, "/api/v1/brand/getFilterBrandBycatUrl/men")).status).toBe(200)
    for (const path of ["/", "/category/men", "/shop/televisions", "/product-info/apple-juice", "/api/docs"]) {
      const page = await sendRaw(server.baseUrl, path)
      expect(page.status, path).toBe(200)
      expect(page.contentType, path).toContain("text/html")
    }
  })
})

describe("a chunked body over the call's limit (found by fuzzing: the connection was reset)", () => {
  const ADMIN_MOBILE = "9000000002"
  let shop: TestServer
  let admin: string
  beforeAll(async () => {
    shop = await startTestServer({ seed: false, signIn: { adminMobile: ADMIN_MOBILE } })
    admin = (await registeredCustomer(shop, ADMIN_MOBILE, "Meera Iyer")).cookie
  })
  afterAll(() => shop?.close())

  const count = async (table: "contact_messages" | "images") =>
    (await shop.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`)))[0]!.n
  const json = { "content-type": "application/json" }
  const contact = (message: string) => `{"name":"Ravi Kumar","email":"ravi@example.in","message":"${message}`

  it("answers 413 with the message a Content-Length body gets, stores nothing, and keeps the connection usable", async () => {
    const withLength = await raw(shop.baseUrl, "/api/v1/contact", { method: "POST", headers: json, body: `${contact("A".repeat(70 * 1024))}"}` })
    expect(withLength.status).toBe(413)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (const bytes of [64 * 1024, 1024 * 1024]) {
        const answer = await sendRaw(shop.baseUrl, "/api/v1/contact", { method: "POST", headers: json, body: growing(contact(""), bytes, "\"}"), agent })
        expect(answer.status, `${bytes} bytes`).toBe(413)
        expect(answer.body).toEqual(withLength.body)
      }
      // The same connection answers the next call: it was not torn down.
      expect((await sendRaw(shop.baseUrl, "/api/v1/settings", { agent })).status).toBe(200)
    } finally {
      agent.destroy()
    }
    expect(await count("contact_messages")).toBe(0)
  })

  it("a sender going on past the limit and the drain gets the 413 and a closed connection, not a socket held open", async () => {
    const bytes = 64 * 1024 + DRAIN_BEYOND_LIMIT_BYTES + 19 * 1024 * 1024
    const answer = await sendRaw(shop.baseUrl, "/api/v1/contact", { method: "POST", headers: json, body: growing(contact(""), bytes, "\"}") })
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe("close")
    expect(answer.body).toEqual({ success: false, _tag: "PayloadTooLarge", message: "The request body must be at most 64 KB." })
    expect((await raw(shop.baseUrl, "/api/v1/settings")).status).toBe(200)
    expect(await count("contact_messages")).toBe(0)
  })

  it("a chunked body within the limit is read whole and served", async () => {
    // 40 KB of JSON whitespace in 1 KB chunks around a message: the call gets every piece.
    const body = growing(`${contact("Please call me about my order.")}"`, 40 * 1024, "}", " ", 1024)
    const answer = await sendRaw(shop.baseUrl, "/api/v1/contact", { method: "POST", headers: json, body })
    expect(answer.status).toBe(201)
    const stored = await shop.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`SELECT message FROM contact_messages`))
    expect(stored).toEqual([{ message: "Please call me about my order." }])
  })

  it("an admin's image upload over 12 MB answers 413 and stores no image, as JSON or as multipart", async () => {
    const before = await count("images")
    const image = growing("{\"mobileImage\":{\"fileName\":\"logo\",\"dataUrl\":\"data:image/png;base64,", 13 * 1024 * 1024, "\"},\"desktopImage\":{\"fileName\":\"logo\",\"dataUrl\":\"data:image/png;base64,AAAA\"}}")
    const asJson = await sendRaw(shop.baseUrl, "/api/v1/brand/brandimages", { method: "POST", headers: { ...json, cookie: admin }, body: image })
    expect(asJson.status).toBe(413)
    expect(asJson.body).toEqual({ success: false, _tag: "PayloadTooLarge", message: "The request body must be at most 12288 KB." })
    // Multipart is refused for its type (415) before its body is read; it too gets its answer.
    const multipart = growing("--x\r\nContent-Disposition: form-data; name=\"mobileImage\"; filename=\"logo.png\"\r\nContent-Type: image/png\r\n\r\n", 13 * 1024 * 1024, "\r\n--x--\r\n")
    const asMultipart = await sendRaw(shop.baseUrl, "/api/v1/brand/brandimages", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", cookie: admin }, body: multipart })
    expect(asMultipart.status).toBe(415)
    expect(asMultipart.body).toMatchObject({ success: false, message: expect.any(String) })
    expect(await count("images")).toBe(before)
    expect((await raw(shop.baseUrl, "/api/v1/supercategory/all")).status).toBe(200)
  })
})
