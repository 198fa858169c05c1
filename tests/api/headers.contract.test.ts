import { brotliDecompressSync } from "node:zlib"
import { request as httpRequest } from "node:http"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BazaarApi } from "#domain/http/api.ts"
import { livePath } from "#domain/http/live.http.ts"
import { AdminAuth } from "#domain/http/auth.http.ts"
import { cacheKeyOf, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "#server/http/answer-cache.ts"
import { STRICT_TRANSPORT_SECURITY } from "#server/http/security-headers.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { call, lineOf, order, orderOf, sellableOptions, type Shopper, shopper } from "#tests/support/orders.ts"
import { codeFromOutbox, login, register, sendCode, sessionCookie, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 17 item 5 (ADR 020): no cache keeps an answer that depends on the session, production
// answers pin https, the API's reference goes compressed, and a GET changes nothing another site
// could trigger.

let server: TestServer
let customer: Shopper
let admin: Shopper
let leaving: Shopper
let samples: Record<string, string>
const FAKE_ID = "ffffffffffffffffffffffff"
const CUSTOMER_MOBILE = "9811700001"

const firstOf = (query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<{ v: string }>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<{ v: string }>, never, SqlClient.SqlClient>).then((rows) => rows[0]!.v)

beforeAll(async () => {
  server = await startTestServer()
  customer = await shopper(server)
  admin = await shopper(server, "admin")
  leaving = await shopper(server)
  const [option] = await sellableOptions(server, 5)
  const placed = orderOf(await order(server, customer, [lineOf(option!)]))
  samples = {
    clientId: customer.clientId,
    orderid: placed.orderid,
    productId: option!.productId,
    productSlug: await firstOf((sql) => sql`SELECT slug_url AS v FROM products WHERE show ORDER BY id LIMIT 1`),
    categoryId: await firstOf((sql) => sql`SELECT id AS v FROM categories ORDER BY id LIMIT 1`),
    subCategoryId: await firstOf((sql) => sql`SELECT id AS v FROM sub_categories ORDER BY id LIMIT 1`),
    subCategorySlug: await firstOf((sql) => sql`SELECT slug_url AS v FROM sub_categories ORDER BY id LIMIT 1`),
    blogSlug: await firstOf((sql) => sql`SELECT slug_url AS v FROM blog_posts ORDER BY id LIMIT 1`)
  }
})
afterAll(() => server?.close())

interface Endpoint {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly admin: boolean
}

/** Every call of the contract (the server serves all of it). */
const ENDPOINTS: ReadonlyArray<Endpoint> = Object.values(BazaarApi.groups).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => ({
    name: `${endpoint.method} ${endpoint.path.replace("/api/v1", "")}`,
    method: endpoint.method,
    path: endpoint.path,
    admin: (group.middlewares as ReadonlySet<unknown>).has(AdminAuth)
  })))

/** A slug the call's own kind of thing has (the seeded catalogue). */
const slugFor = (path: string): string => {
  const kind = path.split("/")[3]
  const slugs: Record<string, string> = {
    product: samples["productSlug"]!, supercategory: "clothing", category: "men", subcategory: samples["subCategorySlug"]!,
    categorytag: "smart-tvs", brand: "bharat-electro", blog: samples["blogSlug"]!,
    // A product's reviews, the customer's own review of it (issue 19 item 1).
    review: samples["productSlug"]!
  }
  const slug = slugs[kind!]
  if (slug === undefined) throw new Error(`no sample slug for ${path}`)
  return slug
}

/**
 * The call's address with a sample for each path parameter: real ones where a read would find
 * something, a made-up id where a write would change a real thing (it answers 404 or 400).
 */
const addressOf = (endpoint: Endpoint): string => {
  const values: Record<string, () => string> = {
    slug: () => slugFor(endpoint.path),
    clientId: () => samples["clientId"]!,
    orderid: () => samples["orderid"]!,
    number: () => "0",
    productId: () => samples["productId"]!,
    id: () => (endpoint.method === "GET" ? samples["productId"]! : FAKE_ID),
    productid: () => FAKE_ID,
    optionId: () => FAKE_ID,
    returnId: () => FAKE_ID,
    refundId: () => `grf_${"0".repeat(24)}`,
    code: () => "WELCOME20",
    brandid: () => FAKE_ID,
    requestId: () => FAKE_ID,
    supercatid: () => FAKE_ID,
    categoryid: () => FAKE_ID,
    subcategoryid: () => FAKE_ID,
    categorytagid: () => FAKE_ID,
    sliderid: () => FAKE_ID,
    category: () => samples["categoryId"]!,
    categoryUrl: () => "men",
    pincode: () => "560038",
    subcategory: () => samples["subCategoryId"]!,
    email: () => "someone@example.in"
  }
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no sample for :${name} in ${endpoint.name}`)
    return encodeURIComponent(value())
  })
  const query: Record<string, string> = { "/api/v1/product/by-ids": `?ids=${samples["productId"]}`, "/api/v1/product/search": "?q=kurta" }
  return path + (query[endpoint.path] ?? "")
}

const READS = new Set(["GET", "HEAD"])

/** The live stream (issue 38): never cached, and never ending by itself. */
const streams = (endpoint: Endpoint) => endpoint.path === livePath

/** The call as a signed-in browser makes it: the session cookie, a JSON body on a write. The live stream's answer is its status and headers. */
const send = async (endpoint: Endpoint, cookie: string | undefined, headers: Record<string, string> = {}) => {
  const init = {
    method: endpoint.method,
    headers: { ...(cookie === undefined ? {} : { cookie }), ...(READS.has(endpoint.method) ? {} : { "content-type": "application/json" }), ...headers },
    ...(READS.has(endpoint.method) ? {} : { body: "{}" })
  }
  if (!streams(endpoint)) return raw(server.baseUrl, addressOf(endpoint), init)
  const response = await fetch(server.baseUrl + addressOf(endpoint), init)
  await response.body?.cancel()
  return { status: response.status, headers: response.headers, body: undefined }
}

/** Whether the router matched a call: an address under /api that names none answers "No API call" (api-address.ts). */
const routed = (answer: { readonly status: number; readonly body: unknown }) =>
  !(answer.status === 404 && typeof answer.body === "object" && answer.body !== null && String((answer.body as { message?: unknown }).message).startsWith("No API call"))

/** Signing out ends the session it is sent with: it gets a session of its own. */
const cookieFor = (endpoint: Endpoint) =>
  endpoint.name === "DELETE /session" ? leaving.cookie : endpoint.admin ? admin.cookie : customer.cookie

describe("no cache keeps an answer that depends on the session (Cache-Control: no-store)", () => {
  it("the table is the whole contract", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(60)
    expect(new Set(ENDPOINTS.map((e) => e.name)).size).toBe(ENDPOINTS.length)
  })

  // A public catalogue answer is kept and sent alike to everyone (ADR 022): with a session it is
  // still kept out of shared caches ("private"), and the browser asks again with its ETag.
  const kept = (endpoint: Endpoint) => cacheKeyOf(endpoint.method, endpoint.path) !== undefined

  // Each call is also seen served: the server has the handlers of every group of the contract.
  it.each(ENDPOINTS.filter((e) => !kept(e)))("$name with the session cookie: no-store", async (endpoint) => {
    const answer = await send(endpoint, cookieFor(endpoint))
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    expect(routed(answer), JSON.stringify(answer.body)).toBe(true)
    expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it.each(ENDPOINTS.filter(kept))("$name (a kept public answer) with the session cookie: private, asked again by its ETag", async (endpoint) => {
    const answer = await send(endpoint, cookieFor(endpoint))
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    expect(routed(answer), JSON.stringify(answer.body)).toBe(true)
    expect(answer.headers.get("cache-control")).toBe(answer.status === 200 ? PRIVATE_CACHE_CONTROL : "no-store")
    if (answer.status === 200) expect(answer.headers.get("etag")).not.toBeNull()
  })

  it.each(ENDPOINTS.filter((e) => !READS.has(e.method)))("$name without a cookie: no-store (a write)", async (endpoint) => {
    const answer = await send(endpoint, undefined)
    expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it.each(ENDPOINTS.filter((e) => READS.has(e.method)))("$name without a cookie: the answer keeps its own (a kept public answer: a CDN's)", async (endpoint) => {
    const answer = await send(endpoint, undefined)
    expect(answer.headers.get("cache-control")).toBe(kept(endpoint) && answer.status === 200 ? PUBLIC_CACHE_CONTROL : streams(endpoint) ? "no-store" : null)
  })

  it("the personal answers themselves (200) carry it: the session, orders, addresses, wishlist, admin lists", async () => {
    const personal: ReadonlyArray<readonly [string, string, string, unknown?]> = [
      ["GET", "/session", customer.cookie],
      ["GET", `/order/tenOrderbyclient/${customer.clientId}`, customer.cookie],
      ["GET", `/order/orderbyclientid/${customer.clientId}`, customer.cookie],
      ["GET", `/order/${samples["orderid"]}`, customer.cookie],
      ["GET", "/wishlist", customer.cookie],
      ["PUT", "/client/address", customer.cookie, { Name: "Asha Rao", Mobile: "9876543210", HNo: "12", StreetDet: "MG Road", LandMark: "", AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home" }],
      ["GET", "/admin/orders", admin.cookie],
      ["GET", "/admin/products?limit=5", admin.cookie]
    ]
    for (const [method, path, cookie, body] of personal) {
      const answer = await call(server, method, path, cookie, body)
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200)
      expect(answer.headers.get("cache-control"), `${method} ${path}`).toBe("no-store")
    }
  })

  it("every answer that sets a cookie: registration, sign-in, sign-out", async () => {
    expect((await sendCode(server, CUSTOMER_MOBILE)).headers.get("cache-control")).toBe("no-store")
    const registered = await register(server, { Name: "Asha Rao", Mobile: CUSTOMER_MOBILE, Email: "asha.rao@example.in", otp: await codeFromOutbox(server, CUSTOMER_MOBILE) })
    expect(registered.status).toBe(201)
    expect(registered.headers.getSetCookie()).not.toEqual([])
    expect(registered.headers.get("cache-control")).toBe("no-store")

    await timePasses(server, 60)
    await sendCode(server, CUSTOMER_MOBILE)
    const signedIn = await login(server, CUSTOMER_MOBILE, await codeFromOutbox(server, CUSTOMER_MOBILE))
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get("cache-control")).toBe("no-store")

    const signedOut = await call(server, "DELETE", "/session", sessionCookie(signedIn.headers))
    expect(signedOut.headers.getSetCookie()).not.toEqual([])
    expect(signedOut.headers.get("cache-control")).toBe("no-store")
  })

  it("beyond the contract: a missing call's 404 is no-store for a signed-in browser; an image keeps its own Cache-Control", async () => {
    const missing = await raw(server.baseUrl, "/api/v1/no-such-call", { headers: { cookie: customer.cookie } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get("cache-control")).toBe("no-store")
    const image = await firstOf((sql) => sql`SELECT id || '.' || CASE content_type WHEN 'image/svg+xml' THEN 'svg' WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'webp' END AS v FROM images LIMIT 1`)
    const file = await fetch(`${server.baseUrl}/images/${image}`, { headers: { cookie: customer.cookie } })
    expect(file.status).toBe(200)
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  })
})

describe("Strict-Transport-Security", () => {
  it("is not sent in development (it would pin localhost to https)", async () => {
    for (const path of ["/", "/api/v1/supercategory/all", "/api/v1/no-such-call"]) {
      expect((await raw(server.baseUrl, path)).headers.get("strict-transport-security"), path).toBeNull()
    }
  })

  describe("in production", () => {
    let production: TestServer
    beforeAll(async () => {
      production = await startTestServer({ seed: false, signIn: { production: true }, payment: { _tag: "None" } })
    })
    afterAll(() => production?.close())

    it.each(["/", "/api/v1/supercategory/all", "/api/v1/no-such-call", "/api/docs", "/assets/no-such-file.js"])("%s carries it", async (path) => {
      expect((await raw(production.baseUrl, path)).headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY)
    })

    it("refused writes carry it too (the request guard answers before any handler)", async () => {
      const answer = await raw(production.baseUrl, "/api/v1/contact", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" })
      expect(answer.status).toBe(415)
      expect(answer.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY)
    })
  })
})

/** The answer's bytes as sent (fetch would decode them). */
const rawBytes = (path: string, acceptEncoding: string) =>
  new Promise<{ readonly headers: Record<string, string | Array<string> | undefined>; readonly body: Buffer }>((resolve, reject) => {
    const request = httpRequest(`${server.baseUrl}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on("error", reject)
    })
    request.on("error", reject)
    request.end()
  })

describe("the API's reference and OpenAPI document go compressed", () => {
  it.each([["/api/docs", 1_000_000], ["/api/v1/openapi.json", 20_000]])("%s: brotli or gzip as accepted, under %i bytes, the same document", async (path, limit) => {
    const plain = await rawBytes(path, "identity")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.headers["vary"]).toBe("accept-encoding")
    const br = await rawBytes(path, "gzip, deflate, br")
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["vary"]).toBe("accept-encoding")
    expect(br.body.length).toBeLessThan(limit)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gzip = await fetch(`${server.baseUrl}${path}`, { headers: { "accept-encoding": "gzip" } })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(Buffer.from(await gzip.arrayBuffer()).equals(plain.body)).toBe(true)
  })

  it("the reference page keeps its own policy and the security headers", async () => {
    const answer = await rawBytes("/api/docs", "br")
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'")
    expect(answer.headers["x-frame-options"]).toBe("DENY")
  })
})

/** A fingerprint of every row of every table but the rate limits' counters (which count calls, ADR 021). */
const databaseFingerprint = () =>
  server.run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tables = yield* sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limits' ORDER BY tablename`
    const prints: Record<string, string> = {}
    for (const { name } of tables) {
      const [row] = yield* sql<{ print: string }>`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print FROM ${sql(name)} t`
      prints[name] = row!.print
    }
    return prints
  }) as Effect.Effect<Record<string, string>, never, SqlClient.SqlClient>)

// §7's token GETs make a payment attempt; the invoice GET (issue 19) numbers an order's invoice on
// its first download, the credit note's (issue 33) a cancelled order's credit note. Each refuses
// other sites (their own tests: below, and invoice.contract.test.ts).
const TOKEN_GETS = new Set(["GET /order/generatenewtoken/:number", "GET /order/generatenewtoken", "GET /order/:orderid/invoice", "GET /order/:orderid/credit-note"])
const CROSS_SITE: ReadonlyArray<Record<string, string>> = [
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
  { origin: "https://evil.example" },
  { referer: "https://evil.example/pay-me" }
]

describe("a GET changes nothing another site could trigger", () => {
  it("no GET of the contract but §7's token calls and the invoice changes a stored row, signed in or not", async () => {
    const before = await databaseFingerprint()
    for (const endpoint of ENDPOINTS.filter((e) => READS.has(e.method) && !TOKEN_GETS.has(e.name))) {
      for (const cookie of [undefined, cookieFor(endpoint)]) {
        expect((await send(endpoint, cookie)).status, endpoint.name).toBeLessThan(500)
      }
    }
    expect(await databaseFingerprint()).toEqual(before)
  })

  describe("§7's token GETs make a payment attempt only for the shop's own pages", () => {
    let asha: Shopper
    const attempts = () =>
      server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
        SELECT count(*)::int AS n FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.client_id = ${asha.clientId}`)).then((rows) => rows[0]!.n)
    beforeAll(async () => {
      asha = await shopper(server)
      const [option] = await sellableOptions(server, 5)
      expect((await order(server, asha, [lineOf(option!)], { PaymentMode: "Online" })).status).toBe(201)
    })

    it.each(["/order/generatenewtoken/0", "/order/generatenewtoken"])("%s from another site: 403 with a sentence, and no attempt made", async (path) => {
      for (const headers of CROSS_SITE) {
        const answer = await raw(server.baseUrl, `/api/v1${path}`, { headers: { cookie: asha.cookie, ...headers } })
        expect(answer.status, JSON.stringify(headers)).toBe(403)
        expect(answer.body).toMatchObject({ success: false, message: "A payment attempt is made only from the shop's own pages: open your order in the shop to pay." })
        expect(answer.headers.get("cache-control")).toBe("no-store")
      }
      expect(await attempts()).toBe(0)
    })

    it("from the shop's own page, a typed address or a client that is not a browser: served", async () => {
      const own: ReadonlyArray<Record<string, string>> = [
        { "sec-fetch-site": "same-origin", referer: `${server.baseUrl}/OrderSuccess` },
        { "sec-fetch-site": "none" },
        { referer: `${server.baseUrl}/checkout` },
        { origin: server.baseUrl },
        {}
      ]
      for (const headers of own) {
        const answer = await raw(server.baseUrl, "/api/v1/order/generatenewtoken/0", { headers: { cookie: asha.cookie, ...headers } })
        expect(answer.status, JSON.stringify(headers)).toBe(200)
      }
      expect(await attempts()).toBe(own.length)
    })

    it("the shop's pages use the POST twin (the contract's client), which another site cannot post to", async () => {
      const before = await attempts()
      const { token } = await contractClient(server.baseUrl, { cookie: asha.cookie })((api) => api.order.issueToken({ path: { number: 0 } }))
      expect(token.gatewayUrl).toBe(`/pay/test/${token.attemptId}`)
      const crossSite = await raw(server.baseUrl, "/api/v1/order/generatenewtoken/0", { method: "POST", headers: { cookie: asha.cookie, origin: "https://evil.example" } })
      expect(crossSite.status).toBe(403)
      expect(await attempts()).toBe(before + 1)
    })
  })
})
