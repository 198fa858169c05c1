import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Product } from "#domain/product.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  server = await startTestServer()
  call = contractClient(server.baseUrl)
})
afterAll(() => server?.close())

const shownProducts = () =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM products WHERE show`)).then((rows) => rows[0]!.n)

const lowestPrice = (p: Product) => Math.min(...p.packSize.flatMap((s) => s.PackSizeOptions.map((o) => o.Price)))

describe("product lists", () => {
  it("product/all answers a page of 24 under the key 'product', newest first, with the whole catalogue counted", async () => {
    const answer = await call((api) => api.product.all({ urlParams: {} }))
    expect(answer.product).toHaveLength(24)
    expect(answer.total).toBe(await shownProducts())
    expect(answer.total).toBeGreaterThan(550)
    const dates = answer.product.map((p) => p.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const product of answer.product) {
      expect(product.packSize.length).toBeGreaterThan(0)
      for (const option of product.packSize.flatMap((s) => s.PackSizeOptions)) {
        expect(option.Mrp).toBeGreaterThanOrEqual(option.Price)
        expect(option.availablestock).toBeGreaterThanOrEqual(0)
        expect(option.availablestock).toBeLessThanOrEqual(50)
      }
    }
  })

  it("product/all pages never repeat a product", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => call((api) => api.product.all({ urlParams: { page, limit: 50 } }))))
    const ids = pages.flatMap((p) => p.product.map((x) => x._id))
    expect(new Set(ids).size).toBe(150)
  })

  it("product/all filters by super category, category and tag slugs", async () => {
    const clothing = await call((api) => api.product.all({ urlParams: { superCategory: "clothing", limit: 100 } }))
    expect(clothing.product.length).toBeGreaterThan(0)
    expect(clothing.product.every((p) => p.superCategory === "Clothing")).toBe(true)
    const men = await call((api) => api.product.all({ urlParams: { category: "men", limit: 100 } }))
    expect(men.product.every((p) => p.categorySlugUrl === "men")).toBe(true)
    const tag = men.product[0]!.categoryTagSlugUrl
    const tagged = await call((api) => api.product.all({ urlParams: { tag } }))
    expect(tagged.product.every((p) => p.categoryTagSlugUrl === tag)).toBe(true)
    const none = await call((api) => api.product.all({ urlParams: { category: "no-such-category" } }))
    expect(none).toMatchObject({ product: [], total: 0 })
  })

  it("product/all filters by a price range on the lowest option price", async () => {
    const answer = await call((api) => api.product.all({ urlParams: { minPrice: 500, maxPrice: 1500, limit: 100 } }))
    expect(answer.product.length).toBeGreaterThan(0)
    for (const product of answer.product) {
      expect(lowestPrice(product)).toBeGreaterThanOrEqual(500)
      expect(lowestPrice(product)).toBeLessThanOrEqual(1500)
    }
    const bad = await raw(server.baseUrl, "/api/v1/product/all?minPrice=-5")
    expect(bad.status).toBe(400)
  })

  it("product/all sorts by lowest option price in both directions", async () => {
    const up = await call((api) => api.product.all({ urlParams: { sort: "price-asc", limit: 50 } }))
    const prices = up.product.map(lowestPrice)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    const down = await call((api) => api.product.all({ urlParams: { sort: "price-desc", limit: 50 } }))
    const downPrices = down.product.map(lowestPrice)
    expect([...downPrices].sort((a, b) => b - a)).toEqual(downPrices)
  })

  it("recommend-products, trending-products and hot-products answer 'products' carrying their flag", async () => {
    const recommended = await call((api) => api.product.recommended({ urlParams: {} }))
    const trending = await call((api) => api.product.trending({ urlParams: {} }))
    const hot = await call((api) => api.product.hot({ urlParams: {} }))
    expect(recommended.products.length).toBeGreaterThan(0)
    expect(recommended.products.every((p) => p.recommended)).toBe(true)
    expect(trending.products.every((p) => p.trending)).toBe(true)
    expect(hot.products.every((p) => p.hot)).toBe(true)
    expect(recommended.total).toBeLessThan(600)
  })
})

describe("one product", () => {
  it("verify-slugurl and quick view answer the product whole by its slug", async () => {
    const { product } = await call((api) => api.product.all({ urlParams: { limit: 1 } }))
    const slug = product[0]!.slugUrl
    const verified = await call((api) => api.product.verifySlug({ path: { slug } }))
    const quick = await call((api) => api.product.quickView({ path: { slug } }))
    expect(verified.product).toEqual(product[0])
    expect(quick).toEqual({ success: true, product: product[0] })
  })

  it("an unknown slug is a 404 with a message", async () => {
    for (const path of ["/api/v1/product/verify-slugurl/not-a-product", "/api/v1/product/quickview/not-a-product"]) {
      const answer = await raw(server.baseUrl, path)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining("not-a-product") })
    }
  })
})

describe("similar products", () => {
  interface Row { readonly id: string; readonly slug: string; readonly tag: string; readonly sub: string; readonly price: number; readonly createdAt: string; readonly seq: number }
  const shownRows = () =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Row>`
      SELECT id, slug_url AS slug, category_tag_id AS tag, sub_category_id AS sub, price_from::float8 AS price,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "createdAt", seq::int AS seq
      FROM products WHERE show`))
  const setShown = (id: string, show: boolean) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET show = ${show} WHERE id = ${id}`))
  const similar = (slug: string) => call((api) => api.product.similar({ path: { slug } }))
  // A kept answer goes when the database announces a write made here by SQL: at once on PGlite, a
  // moment after the commit on a PostgreSQL server (its NOTIFY travels on another connection).
  const HEARD = { timeout: 5_000 }
  const untilHeard = (slug: string, ids: ReadonlyArray<string>) =>
    expect.poll(async () => (await similar(slug)).products.map((p) => p._id), HEARD).toEqual(ids)

  /** Written from the issue alone: the tag's products nearest in price first (ties: newest), then the subcategory's, 8 at most. */
  const expected = (rows: ReadonlyArray<Row>, product: Row): ReadonlyArray<string> => {
    const byNearness = (a: Row, b: Row) =>
      Math.abs(a.price - product.price) - Math.abs(b.price - product.price) || b.createdAt.localeCompare(a.createdAt) || b.seq - a.seq
    const others = rows.filter((row) => row.sub === product.sub && row.id !== product.id)
    const tagged = others.filter((row) => row.tag === product.tag).sort(byNearness)
    const filled = others.filter((row) => row.tag !== product.tag).sort(byNearness)
    return [...tagged, ...filled].slice(0, 8).map((row) => row.id)
  }

  it("answers up to 8 shown products under 'products': the tag's nearest in price first, then the subcategory's, never the product itself", async () => {
    const rows = await shownRows()
    const chosen = rows.filter((_, i) => i % 60 === 0)
    expect(chosen.length).toBeGreaterThanOrEqual(10)
    for (const product of chosen) {
      const answer = await similar(product.slug)
      expect(answer.success).toBe(true)
      expect(answer.products.map((p) => p._id), product.slug).toEqual(expected(rows, product))
      expect(answer.products.map((p) => p._id)).not.toContain(product.id)
      expect(answer.products.every((p) => p.subCategorySlugUrl === answer.products[0]?.subCategorySlugUrl)).toBe(true)
    }
  })

  it("a tag with more than 8 other products answers 8 of that tag only, nearest in price first and whole", async () => {
    const rows = await shownRows()
    const membersOf = (sub: string) => rows.filter((row) => row.sub === sub)
    const sub = [...new Set(rows.map((row) => row.sub))].sort((a, b) => membersOf(b).length - membersOf(a).length)[0]!
    const members = membersOf(sub)
    expect(members.length).toBeGreaterThan(9)
    const product = members[0]!
    const moved = members.filter((row) => row.tag !== product.tag)
    // Every product of the subcategory under the product's tag, for this test.
    const retag = (tags: ReadonlyArray<readonly [string, string]>) =>
      server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.forEach(tags, ([id, tag]) => sql`UPDATE products SET category_tag_id = ${tag} WHERE id = ${id} AND sub_category_id = ${sub}`, { discard: true })))
    await retag(moved.map((row) => [row.id, product.tag] as const))
    try {
      const retagged = (await shownRows()).map((row) => (row.sub === sub ? { ...row, tag: product.tag } : row))
      await untilHeard(product.slug, expected(retagged, product))
      const answer = await similar(product.slug)
      expect(answer.products).toHaveLength(8)
      expect(answer.products.map((p) => p._id)).toEqual(expected(retagged, product))
      const tag = (await call((api) => api.product.verifySlug({ path: { slug: product.slug } }))).product.categoryTagSlugUrl
      expect(answer.products.every((p) => p.categoryTagSlugUrl === tag)).toBe(true)
      const distances = answer.products.map((p) => Math.abs(lowestPrice(p) - product.price))
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)
      const page = await call((api) => api.product.verifySlug({ path: { slug: answer.products[3]!.slugUrl } }))
      expect(answer.products[3]).toEqual(page.product)
    } finally {
      await retag(moved.map((row) => [row.id, row.tag] as const))
    }
  })

  it("leaves hidden products out, and answers 404 for a hidden product as for an unknown slug", async () => {
    const rows = await shownRows()
    const product = rows.find((row) => expected(rows, row).length === 8)!
    const nearest = expected(rows, product)[0]!
    await setShown(nearest, false)
    try {
      await untilHeard(product.slug, expected(rows.filter((row) => row.id !== nearest), product))
      const answer = await similar(product.slug)
      expect(answer.products.map((p) => p._id)).toEqual(expected(rows.filter((row) => row.id !== nearest), product))
      expect(answer.products.map((p) => p._id)).not.toContain(nearest)
    } finally {
      await setShown(nearest, true)
    }
    await setShown(product.id, false)
    try {
      await expect.poll(async () => (await raw(server.baseUrl, `/api/v1/product/similar/${product.slug}`)).status, HEARD).toBe(404)
    } finally {
      await setShown(product.id, true)
    }
    await untilHeard(product.slug, expected(rows, product))
  })

  it("answers an unknown slug with the slug lookup's 404, and a malformed one with 400", async () => {
    const unknown = await raw(server.baseUrl, "/api/v1/product/similar/not-a-product")
    const lookup = await raw(server.baseUrl, "/api/v1/product/verify-slugurl/not-a-product")
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(lookup.body)
    expect(unknown.body).toMatchObject({ success: false, message: expect.stringContaining("not-a-product") })
    for (const path of ["/api/v1/product/similar/Not-A-Product", "/api/v1/product/similar/men%20wear", "/api/v1/product/similar/..%2F..%2Fetc"]) {
      const bad = await raw(server.baseUrl, path)
      expect(bad.status, path).toBe(400)
      expect(bad.body).toMatchObject({ success: false, message: expect.any(String) })
    }
  })
})

describe("search", () => {
  it("finds products by a word of their name, case-insensitively, best matches first", async () => {
    const { product } = await call((api) => api.product.all({ urlParams: { category: "men", limit: 1 } }))
    const word = product[0]!.name.split(" ").find((w) => w.length >= 5)!
    const answer = await call((api) => api.product.search({ urlParams: { q: word.toUpperCase() } }))
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.products[0]!.name.toLowerCase()).toContain(word.toLowerCase())
  })

  it.each([
    ["kurtha", "kurta"],
    ["cricet", "cricket"],
    ["sheerwani", "sherwani"]
  ])("tolerates the misspelling '%s' through trigram similarity and finds '%s'", async (misspelt, word) => {
    const answer = await call((api) => api.product.search({ urlParams: { q: misspelt } }))
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.products.slice(0, 5).some((p) => p.name.toLowerCase().includes(word))).toBe(true)
  })

  it("pages its results and answers nothing for nonsense", async () => {
    const none = await call((api) => api.product.search({ urlParams: { q: "zzqxjv" } }))
    expect(none).toMatchObject({ products: [], total: 0 })
  })
})
