import { describe, expect, it } from "vitest"
import { lsnValue } from "../db/catalogue-reads.ts"
import { SEARCH_TTL_MS } from "#domain/http/call-kinds.ts"
import { DELIVERY_TTL_MS } from "#domain/http/delivery.http.ts"
import { REVIEWS_TTL_MS } from "#domain/http/review.http.ts"
import { cacheKeyOf, catalogueWriteOf, makeAnswerStore, productIdsOf } from "./answer-cache.ts"
import { CONTRACT_CALLS } from "./contract-calls.ts"

const json = (value: unknown) => ({ body: new TextEncoder().encode(JSON.stringify(value)), contentType: "application/json" })
const listening = (now?: () => number) => {
  const store = makeAnswerStore(now)
  store.setListening(true)
  return store
}

describe("which answers are kept, and by what key", () => {
  it("keeps the public catalogue reads, by path and sorted query; search by its words in one case and spacing", () => {
    expect(cacheKeyOf("GET", "/api/v1/category/all")?.key).toBe("/api/v1/category/all")
    expect(cacheKeyOf("GET", "/api/v1/product/all?sort=price-asc&limit=7")?.key).toBe("/api/v1/product/all?limit=7&sort=price-asc")
    expect(cacheKeyOf("GET", "/api/v1/product/search?q=%20Silk%20%20Saree%20")?.key).toBe("/api/v1/product/search?q=silk+saree")
    expect(cacheKeyOf("GET", "/api/v1/product/verify-slugurl/desi-denim-co.-jeans")?.policy.route).toBe("/api/v1/product/verify-slugurl/:slug")
    expect(cacheKeyOf("GET", "/api/v1/product/similar/desi-denim-co.-jeans")?.policy.route).toBe("/api/v1/product/similar/:slug")
    // A product's reviews: kept a while (a helpful vote notifies no one); the customer's own review never.
    expect(cacheKeyOf("GET", "/api/v1/review/product/desi-denim-co.-jeans?sort=helpful")?.policy).toEqual({ route: "/api/v1/review/product/:slug", ttlMs: REVIEWS_TTL_MS })
    expect(cacheKeyOf("GET", "/api/v1/review/mine/desi-denim-co.-jeans")).toBeUndefined()
  })

  it("keeps nothing personal, nothing written, and no address spelt another way", () => {
    for (const url of ["/api/v1/session", "/api/v1/wishlist", "/api/v1/order/abc", "/api/v1/admin/products", "/api/v1/client/email/a%40b.in", "/", "/search/men"]) {
      expect(cacheKeyOf("GET", url), url).toBeUndefined()
    }
    expect(cacheKeyOf("POST", "/api/v1/category/all")).toBeUndefined()
    expect(cacheKeyOf("HEAD", "/api/v1/category/all")).toBeUndefined()
    expect(cacheKeyOf("GET", "/api/v1/category/../category/all")).toBeUndefined()
    expect(cacheKeyOf("GET", "/api/v1/category/all/")).toBeUndefined()
  })

  it("knows the catalogue's writes, whose answers this process lets go without waiting for the database's notification", () => {
    for (const [method, url] of [["PUT", "/api/v1/settings"], ["POST", "/api/v1/product/new"], ["PUT", "/api/v1/product/abc/show"], ["DELETE", "/api/v1/brand/abc"], ["POST", "/api/v1/supercategory/new"], ["POST", "/api/v1/admin/images"],
      ["PUT", "/api/v1/admin/reviews/abc"], ["POST", "/api/v1/product/import"], ["PUT", "/api/v1/search/synonyms"]] as const) {
      expect(catalogueWriteOf(method, url), `${method} ${url}`).toBe(true)
    }
    // A customer's review changes its product's facts only (ADR 061).
    expect(catalogueWriteOf("PUT", "/api/v1/review/product/cotton-kurta")).toBe("its-product")
    for (const [method, url] of [["GET", "/api/v1/settings"], ["POST", "/api/v1/order/new"], ["PUT", "/api/v1/wishlist/abc"], ["POST", "/api/v1/contact"], ["POST", "/api/v1/productx"], ["POST", "/api/v1/admin/sendsms"],
      ["PUT", "/api/v1/review/abc/helpful"], ["GET", "/api/v1/review/product/cotton-kurta"], ["POST", "/api/v1/product/import/preview"],
      ["GET", "/api/v1/product/export"]] as const) {
      expect(catalogueWriteOf(method, url), `${method} ${url}`).toBeUndefined()
    }
  })

  it("keeps every catalogue read of the contract, under its route, and the answer of no other call", () => {
    const reads = CONTRACT_CALLS.filter((call) => call.read !== undefined)
    expect(reads.length).toBeGreaterThan(30)
    for (const call of CONTRACT_CALLS) {
      const url = call.path.replace(/:[^/]+/g, "cotton-kurta")
      expect(cacheKeyOf(call.method, url)?.policy.route, `${call.method} ${url}`).toBe(call.read === undefined ? undefined : call.path)
    }
    expect(cacheKeyOf("GET", "/api/v1/search/suggest?q=%20Silk%20%20SAREE")?.key).toBe("/api/v1/search/suggest?q=silk+saree")
    expect(cacheKeyOf("GET", "/api/v1/product/facets?q=Silk%20Saree&brand=b1")?.key).toBe("/api/v1/product/facets?brand=b1&q=silk+saree")
    expect(cacheKeyOf("GET", "/api/v1/delivery/pincode/110001")?.policy).toEqual({ route: "/api/v1/delivery/pincode/:pincode", ttlMs: DELIVERY_TTL_MS })
    // Kept until the catalogue changes, and by the query as it came; a list of products by their facts (ADR 061).
    expect(cacheKeyOf("GET", "/api/v1/product/all?q=%20A")?.policy).toEqual({ route: "/api/v1/product/all", lists: true })
    expect(cacheKeyOf("GET", "/api/v1/product/search?q=saree")?.policy.lists).toBe(true)
    expect(cacheKeyOf("GET", "/api/v1/product/verify-slugurl/cotton-kurta")?.policy.lists).toBeUndefined()
    expect(cacheKeyOf("GET", "/api/v1/category/all")?.policy.lists).toBeUndefined()
  })

  it("sees every catalogue write of the contract, and no other call, however its address is spelt", () => {
    const writes = CONTRACT_CALLS.filter((call) => call.catalogueWrite !== undefined)
    expect(writes.length).toBeGreaterThan(30)
    for (const call of CONTRACT_CALLS) {
      const url = call.path.replace(/:[^/]+/g, "0123456789abcdef01234567")
      for (const spelt of [url, url.toUpperCase(), `${url}/`, `${url}?x=1`, `http://shop.example.in${url}`]) {
        expect(catalogueWriteOf(call.method, spelt), `${call.method} ${spelt}`).toBe(call.catalogueWrite)
      }
    }
  })

  it("finds the products an answer shows, one or a list", () => {
    expect(productIdsOf({ success: true, product: [{ _id: "a" }, { _id: "b" }] })).toEqual(["a", "b"])
    expect(productIdsOf({ success: true, products: [{ _id: "c" }] })).toEqual(["c"])
    expect(productIdsOf({ success: true, product: { _id: "d" } })).toEqual(["d"])
    expect(productIdsOf({ success: true, category: [{ _id: "x" }] })).toEqual([])
    // A product's reviews, and a review's write, name the product they are about.
    expect(productIdsOf({ success: true, productId: "e", reviews: [{ _id: "r1" }] })).toEqual(["e"])
    expect(productIdsOf(null)).toEqual([])
  })
})

describe("the store", () => {
  it("keeps an answer with an ETag of its bytes; the same bytes, the same tag", () => {
    const store = listening()
    store.put("/a", store.ticket(), json({ success: true }))
    store.put("/b", store.ticket(), json({ success: true }))
    expect(store.get("/a")?.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/)
    expect(store.get("/a")?.etag).toBe(store.get("/b")?.etag)
  })

  it("drops everything on '*', and only the answers that show a product on 'product:<id>'", () => {
    const store = listening()
    store.put("/list", store.ticket(), json({ product: [{ _id: "p1" }, { _id: "p2" }] }))
    store.put("/p2", store.ticket(), json({ product: { _id: "p2" } }))
    store.put("/p3", store.ticket(), json({ product: { _id: "p3" } }))
    store.put("/brands", store.ticket(), json({ brands: [] }))
    store.changed("product:p2")
    expect([store.get("/list"), store.get("/p2")]).toEqual([undefined, undefined])
    expect(store.get("/p3")).toBeDefined()
    expect(store.get("/brands")).toBeDefined()
    store.changed("*")
    expect(store.size()).toBe(0)
  })

  it("drops on 'listed:<id>' the answers that show the product and every list of products, and nothing else (ADR 061)", () => {
    const store = listening()
    const list = { ...json({ products: [{ _id: "p1" }] }), lists: true as const }
    store.put("/list-p1", store.ticket(), list)
    store.put("/list-empty", store.ticket(), { ...json({ products: [] }), lists: true })
    store.put("/p2", store.ticket(), json({ product: { _id: "p2" } }))
    store.put("/p3", store.ticket(), json({ product: { _id: "p3" } }))
    store.put("/reviews-p2", store.ticket(), json({ productId: "p2", reviews: [] }))
    store.put("/brands", store.ticket(), json({ brands: [] }))
    store.changed("listed:p2")
    // A list without the product may now hold it: it goes too.
    expect([store.get("/list-p1"), store.get("/list-empty"), store.get("/p2"), store.get("/reviews-p2")]).toEqual([undefined, undefined, undefined, undefined])
    expect(store.get("/p3")).toBeDefined()
    expect(store.get("/brands")).toBeDefined()
    // Stock alone ('product:') leaves the lists that do not show it.
    store.put("/list-empty", store.ticket(), { ...json({ products: [] }), lists: true })
    store.changed("product:p3")
    expect(store.get("/list-empty")).toBeDefined()
    expect(store.get("/p3")).toBeUndefined()
    // A list computed across a product's change of facts is not kept; another answer is.
    const before = store.ticket()
    store.changed("listed:p9")
    store.put("/list-late", before, list)
    store.put("/brands-late", before, json({ brands: [] }))
    expect(store.get("/list-late")).toBeUndefined()
    expect(store.get("/brands-late")).toBeDefined()
    // Something read before it, which may show lists, is no longer current.
    expect(store.current(before, [])).toBe(false)
    // A payload it does not know is read as '*'.
    store.changed("price:p3")
    expect(store.size()).toBe(0)
  })

  it("does not keep an answer computed across a change that could touch it", () => {
    const store = listening()
    const before = store.ticket()
    store.changed("product:p1")
    store.put("/p1", before, json({ product: { _id: "p1" } }))
    expect(store.get("/p1")).toBeUndefined()
    // Another product's change does not matter to it.
    store.put("/p9", before, json({ product: { _id: "p9" } }))
    expect(store.get("/p9")).toBeDefined()
    const beforeAll = store.ticket()
    store.changed("*")
    store.put("/brands", beforeAll, json({ brands: [] }))
    expect(store.get("/brands")).toBeUndefined()
  })

  it("tells whether something read at a ticket is still current: not after '*', nor after a change to a product it shows, nor while not listening", () => {
    const store = listening()
    const ticket = store.ticket()
    expect(store.current(ticket, ["a", "b"])).toBe(true)
    store.changed("product:c")
    expect(store.current(ticket, ["a", "b"])).toBe(true)
    store.changed("product:b")
    expect(store.current(ticket, ["a", "b"])).toBe(false)
    expect(store.current(store.ticket(), ["a", "b"])).toBe(true)
    const later = store.ticket()
    store.changed("*")
    expect(store.current(later, [])).toBe(false)
    const afterAll = store.ticket()
    expect(store.current(afterAll, ["a"])).toBe(true)
    store.setListening(false)
    expect(store.current(afterAll, ["a"])).toBe(false)
    expect(store.current(store.ticket(), [])).toBe(false)
  })

  it("cannot call something current once the marks of changes after it were let go", () => {
    const store = listening()
    const ticket = store.ticket()
    for (let i = 0; i <= 10_000; i++) store.changed(`product:p${i}`)
    // The oldest marks were dropped to keep the store small: "q" may have been among them.
    expect(store.current(ticket, ["q"])).toBe(false)
    expect(store.current(store.ticket(), ["q"])).toBe(true)
  })

  it("keeps nothing while it is not listening, and starts empty when it listens again", () => {
    const store = makeAnswerStore()
    store.put("/a", store.ticket(), json({ success: true }))
    expect(store.get("/a")).toBeUndefined()
    store.setListening(true)
    store.put("/a", store.ticket(), json({ success: true }))
    store.setListening(false)
    expect(store.get("/a")).toBeUndefined()
    store.setListening(true)
    expect(store.size()).toBe(0)
  })

  it("lets a kept search answer go when its time is up", () => {
    let now = 1_000
    const store = listening(() => now)
    store.put("/search", store.ticket(), { ...json({ products: [] }), ttlMs: SEARCH_TTL_MS })
    now += SEARCH_TTL_MS - 1
    expect(store.get("/search")).toBeDefined()
    now += 1
    expect(store.get("/search")).toBeUndefined()
  })

  it("keeps no body that is not JSON", () => {
    const store = listening()
    store.put("/x", store.ticket(), { body: new TextEncoder().encode("not json"), contentType: "application/json" })
    expect(store.get("/x")).toBeUndefined()
  })
})

describe("answers read from a replica (ADR 023)", () => {
  it("orders WAL positions as PostgreSQL does", () => {
    expect(lsnValue("0/16B3748")).toBe(0x16b3748n)
    expect(lsnValue("1/0") > lsnValue("0/FFFFFFFF")).toBe(true)
  })

  it("keeps an answer only when the replica had replayed every change announced so far", () => {
    const store = listening()
    store.lsnAsked()
    // The change's place in the primary's WAL is not known yet: nothing read from a replica is kept.
    store.put("/a", store.ticket(), { ...json({ brands: [] }), replayedLsn: 100n })
    expect(store.get("/a")).toBeUndefined()
    store.lsnKnown(200n)
    store.put("/a", store.ticket(), { ...json({ brands: [] }), replayedLsn: 199n })
    expect(store.get("/a")).toBeUndefined()
    store.put("/a", store.ticket(), { ...json({ brands: [] }), replayedLsn: 200n })
    expect(store.get("/a")).toBeDefined()
    // An answer from the primary itself (no replica) is kept as before.
    store.lsnAsked()
    store.put("/b", store.ticket(), json({ brands: [] }))
    expect(store.get("/b")).toBeDefined()
    // A position that could not be read: nothing from a replica until the next one is known.
    store.lsnKnown(undefined)
    store.put("/c", store.ticket(), { ...json({ brands: [] }), replayedLsn: 10_000n })
    expect(store.get("/c")).toBeUndefined()
    store.lsnAsked()
    store.lsnKnown(300n)
    store.put("/c", store.ticket(), { ...json({ brands: [] }), replayedLsn: 300n })
    expect(store.get("/c")).toBeDefined()
  })
})
