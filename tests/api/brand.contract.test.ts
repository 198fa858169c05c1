import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  server = await startTestServer()
  call = contractClient(server.baseUrl)
})
afterAll(() => server?.close())

describe("brands", () => {
  it("brand/all answers 'brands': forty or more, with their show flags, some hidden", async () => {
    const answer = await call((api) => api.brand.all({ urlParams: {} }))
    expect(answer.brands.length).toBeGreaterThanOrEqual(40)
    expect(answer.brands.some((b) => !b.show)).toBe(true)
    expect(answer.brands.filter((b) => b.show).length).toBeGreaterThanOrEqual(40 - 5)
    const rawAnswer = await raw(server.baseUrl, "/api/v1/brand/all")
    expect(Object.keys(rawAnswer.body as object)).toEqual(expect.arrayContaining(["success", "brands"]))
  })

  it("category-brand by id and getFilterBrandBycatUrl by slug agree, and list shown brands of that category", async () => {
    const { category } = await call((api) => api.category.bySlug({ path: { slug: "men" } }))
    const byId = await call((api) => api.brand.byCategory({ path: { category: category._id } }))
    const byUrl = await call((api) => api.brand.byCategoryUrl({ path: { categoryUrl: "men" } }))
    expect(byId.brands.length).toBeGreaterThan(0)
    expect(byUrl.brands).toEqual(byId.brands)
    expect(byId.brands.every((b) => b.show && b.categories.includes(category._id))).toBe(true)
  })

  it("subcategory-brand lists the shown brands of a subcategory", async () => {
    const { subcategory } = await call((api) => api.subcategory.bySlug({ path: { slug: "televisions" } }))
    const answer = await call((api) => api.brand.bySubCategory({ path: { subcategory: subcategory._id } }))
    expect(answer.brands.length).toBeGreaterThan(0)
    expect(answer.brands.every((b) => b.subCategories.includes(subcategory._id))).toBe(true)
  })

  it("brand/slugurl answers one brand, its images served", async () => {
    const { brands } = await call((api) => api.brand.all({ urlParams: { limit: 1 } }))
    const first = brands[0]!
    const answer = await call((api) => api.brand.bySlug({ path: { slug: first.slugUrl } }))
    expect(answer.brand).toEqual(first)
    const image = await raw(server.baseUrl, first.desktopImage)
    expect(image.status).toBe(200)
  })
})
