import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { RATE_RULES, ruleSentence, type RateRule } from "#server/http/rate-limit.ts"
import { raw } from "#tests/support/api-client.ts"
import { freshWindow } from "#tests/support/rate-windows.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 1 (ADR 021): every expensive read is limited per client address: a listing's or a
// search's facets, "Did you mean" (search/closest) and a filtered or sorted listing. Found: 140 of
// each from one address were all answered at 30 to 156 ms of CPU each, and 16 looping clients made
// an unrelated call wait 2.8 s. An answer the answer cache keeps (server/http/answer-cache.ts) is
// sent without running the call, so it is not counted.

let server: TestServer
let category: string
beforeAll(async () => {
  server = await startTestServer({ products: 10 })
  const answer = await raw(server.baseUrl, "/api/v1/category/all")
  category = (answer.body as { category: Array<{ slugUrl: string }> }).category[0]!.slugUrl
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  delete process.env["TRUST_PROXY"]
})

const from = (address: string) => ({ headers: { "x-forwarded-for": address } })
const get = (path: string, address: string) => raw(server.baseUrl, `/api/v1${path}`, from(address))

/** The hits of `rule` counted for `address` in the window now running. */
const hitsOf = async (rule: RateRule, address: string) => {
  const rows = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ hits: number }>`
    SELECT hits FROM rate_limits
    WHERE key = ${`${rule.name}:${address}`} AND window_start = date_bin(${`${rule.windowSeconds} seconds`}::interval, now(), timestamptz '2000-01-01')`))
  return rows[0]?.hits ?? 0
}

/** Sets the hits of `rule` for `address` in the window now running (a window with under 10 s left is waited out first). */
const spent = async (rule: RateRule, address: string, hits: number) => {
  await freshWindow(server, rule.windowSeconds)
  await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${`${rule.name}:${address}`}, date_bin(${`${rule.windowSeconds} seconds`}::interval, now(), timestamptz '2000-01-01'), ${hits})
    ON CONFLICT (key, window_start) DO UPDATE SET hits = EXCLUDED.hits RETURNING 1`))
}

interface Read {
  readonly what: string
  readonly rule: RateRule
  /** The n-th read of its kind, each one different (so none is a kept answer). */
  readonly path: (n: number) => string
  /** Whether a read asked again is answered from the answer cache. */
  readonly kept: boolean
}

const reads: ReadonlyArray<Read> = [
  { what: "a listing's facets", rule: RATE_RULES.facets, path: (n) => `/product/facets?category=${category}&minPrice=${n}`, kept: true },
  { what: "a search's facets", rule: RATE_RULES.facets, path: (n) => `/product/facets?q=${encodeURIComponent(`kurta ${n}`)}`, kept: true },
  { what: "a sorted listing", rule: RATE_RULES.listings, path: (n) => `/product/all?category=${category}&sort=price-asc&page=${n + 1}`, kept: true },
  { what: "a filtered listing", rule: RATE_RULES.listings, path: (n) => `/product/all?category=${category}&maxPrice=${100_000 + n}`, kept: true },
  { what: "Did you mean (search/closest)", rule: RATE_RULES.closest, path: (n) => `/search/closest?q=${encodeURIComponent(`kurtaaz ${n}`)}`, kept: false }
]

describe.each(reads)("$what", ({ rule, path, kept }) => {
  it("is answered up to the rule's limit a minute from one address, then 429 with its sentence and Retry-After; nothing else is refused", async () => {
    process.env["TRUST_PROXY"] = "1"
    const address = `198.51.100.${10 + reads.findIndex((read) => read.path === path)}`
    // A kept answer, asked before the limit is reached.
    expect((await get(path(0), address)).status).toBe(200)
    await spent(rule, address, rule.limit - 2)
    // The last two of the minute, each a read computed (a different one), are answered and counted.
    expect((await get(path(1), address)).status).toBe(200)
    expect((await get(path(2), address)).status).toBe(200)
    expect(await hitsOf(rule, address)).toBe(rule.limit)
    const refused = await get(path(3), address)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, _tag: "TooManyRequests", message: ruleSentence(rule) })
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused.headers.get("cache-control") ?? "").not.toMatch(/public/)
    // A client that writes another address before its own is still this address.
    expect((await raw(server.baseUrl, `/api/v1${path(4)}`, from(`203.0.113.250, ${address}`))).status).toBe(429)
    // Another address (behind the trusted proxy) goes on with the very same read.
    expect((await get(path(3), `${address}1`)).status).toBe(200)
    // Nothing else is refused to this address: a plain listing, a product, a search, and what is kept.
    expect((await get(`/product/all?category=${category}`, address)).status).toBe(200)
    expect((await get("/category/all", address)).status).toBe(200)
    expect((await get("/product/search?q=kurta", address)).status).toBe(200)
    if (kept) expect((await get(path(0), address)).status).toBe(200)
  })

  it(kept ? "is counted only when computed: the same read asked again is a kept answer and costs nothing" : "is never kept, so every one is counted", async () => {
    process.env["TRUST_PROXY"] = "1"
    const address = `198.51.100.${100 + reads.findIndex((read) => read.path === path)}`
    await freshWindow(server, rule.windowSeconds)
    const before = await hitsOf(rule, address)
    for (let n = 0; n < 5; n++) expect((await get(path(50), address)).status).toBe(200)
    expect(await hitsOf(rule, address)).toBe(before + (kept ? 1 : 5))
  })
})

describe("a plain listing (its category and a page, newest first)", () => {
  it("is not counted as a filtered or sorted one", async () => {
    process.env["TRUST_PROXY"] = "1"
    const address = "198.51.100.200"
    await spent(RATE_RULES.listings, address, RATE_RULES.listings.limit)
    expect((await get(`/product/all?category=${category}&page=2`, address)).status).toBe(200)
    expect((await get(`/product/all?category=${category}&maxPrice=99999`, address)).status).toBe(429)
    expect(await hitsOf(RATE_RULES.listings, address)).toBe(RATE_RULES.listings.limit + 1)
  })
})

describe("without a trusted proxy", () => {
  it("counts the peer's address, whatever X-Forwarded-For says", async () => {
    const peer = "127.0.0.1"
    await spent(RATE_RULES.closest, peer, RATE_RULES.closest.limit)
    const refused = await raw(server.baseUrl, `/api/v1/search/closest?q=${encodeURIComponent("sareee 1")}`, from("203.0.113.77"))
    expect(refused.status).toBe(429)
    expect(await hitsOf(RATE_RULES.closest, "203.0.113.77")).toBe(0)
  })
})
