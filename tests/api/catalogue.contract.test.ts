import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  server = await startTestServer()
  call = contractClient(server.baseUrl)
})
afterAll(() => server?.close())

describe("super categories", () => {
  it("supercategory/all answers the six super categories of §1 in order, all shown", async () => {
    const answer = await call((api) => api.supercategory.all({ urlParams: {} }))
    expect(answer.success).toBe(true)
    expect(answer.supercategories.map((s) => s.name)).toEqual([...SUPER_CATEGORY_NAMES])
    expect(answer.supercategories.every((s) => s.showProducts)).toBe(true)
    expect(answer.total).toBe(6)
  })

  it("supercategory/slugurl finds one by slug and answers 404 with a message for an unknown slug", async () => {
    const answer = await call((api) => api.supercategory.bySlug({ path: { slug: "footwear" } }))
    expect(answer.supercategory.name).toBe("Footwear")
    const missing = await raw(server.baseUrl, "/api/v1/supercategory/slugurl/no-such-thing")
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining("no-such-thing") })
  })
})

describe("categories", () => {
  it("category/all answers the key 'category' and Footwear holds Men's, Women's and Kid's Footwear", async () => {
    const answer = await call((api) => api.category.all({ urlParams: {} }))
    const footwear = answer.category.filter((c) => c.superCategory === "Footwear").map((c) => c.name)
    expect(footwear).toEqual(["Men's Footwear", "Women's Footwear", "Kid's Footwear"])
    const rawAnswer = await raw(server.baseUrl, "/api/v1/category/all")
    expect(Object.keys(rawAnswer.body as object)).toContain("category")
  })

  it("category/all pages: two pages of two are different and the total does not change", async () => {
    const first = await call((api) => api.category.all({ urlParams: { page: 1, limit: 2 } }))
    const second = await call((api) => api.category.all({ urlParams: { page: 2, limit: 2 } }))
    expect(first.category).toHaveLength(2)
    expect(second.category).toHaveLength(2)
    expect(second.category[0]?._id).not.toBe(first.category[0]?._id)
    expect(second.total).toBe(first.total)
    expect(first).toMatchObject({ page: 1, limit: 2 })
  })

  it("category/slugurl resolves the footer's category links", async () => {
    for (const slug of ["mobile--accessories", "women", "men", "kids"]) {
      const answer = await call((api) => api.category.bySlug({ path: { slug } }))
      expect(answer.category.slugUrl).toBe(slug)
    }
  })
})

describe("subcategories and tags", () => {
  it("subcategory/all answers 'subcategory' and slugurl resolves the footer's shop links", async () => {
    const all = await call((api) => api.subcategory.all({ urlParams: {} }))
    expect(all.subcategory.length).toBeGreaterThan(20)
    for (const slug of ["televisions", "skincare,-bath--body", "kitchen-table-linen"]) {
      const answer = await call((api) => api.subcategory.bySlug({ path: { slug } }))
      expect(answer.subcategory.slugUrl).toBe(slug)
    }
  })

  it("categorytag/allforadmin answers the spec's key 'ctegoryTags', hidden tags included", async () => {
    const answer = await raw(server.baseUrl, "/api/v1/categorytag/allforadmin")
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body as object)).toContain("ctegoryTags")
    const decoded = await call((api) => api.categorytag.allForAdmin({ urlParams: {} }))
    expect(decoded.ctegoryTags.some((t) => !t.status)).toBe(true)
    const first = decoded.ctegoryTags[0]!
    const one = await call((api) => api.categorytag.bySlug({ path: { slug: first.slugUrl } }))
    expect(one.categoryTag._id).toBe(first._id)
  })
})

describe("sliders", () => {
  it("mainhomeslider/all and threeslider/all answer mainHomeSliders and threeSliders", async () => {
    const main = await call((api) => api.slider.mainHome())
    const three = await call((api) => api.slider.three())
    expect(main.mainHomeSliders.length).toBeGreaterThan(0)
    expect(three.threeSliders.length).toBe(3)
    expect(three.threeSliders.every((s) => (SUPER_CATEGORY_NAMES as ReadonlyArray<string>).includes(s.superCategory))).toBe(true)
  })
})

describe("images", () => {
  it("serves catalogue images with their type and a cache-for-ever header; an unknown image is 404", async () => {
    const { supercategories } = await call((api) => api.supercategory.all({ urlParams: {} }))
    const image = await raw(server.baseUrl, supercategories[0]!.desktopImage)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
    expect(image.headers.get("cache-control")).toContain("immutable")
    expect(String(image.body)).toContain("<svg")
    const missing = await raw(server.baseUrl, "/images/0123456789abcdef0123456789abcdef.svg")
    expect(missing.status).toBe(404)
    const bad = await raw(server.baseUrl, "/images/..%2F..%2Fetc%2Fpasswd")
    expect(bad.status).toBe(404)
  })
})
