import { afterEach, describe, expect, it, vi } from "vitest"
import { catalogueListPath } from "#domain/http/catalogue-lists.ts"
import { Schema } from "effect"
import { CatalogueListUnread, KeptAnswerUnread, readCatalogueList, readKeptAnswer } from "./kept-lists.ts"

const tag = { _id: "8b974fdb9248daadb237491e", name: "Round Neck T-Shirts", slugUrl: "round-neck-t-shirts", status: true, desktopImage: "/images/34a61ae5e83222823fe00a87ad091c45.svg", superCategory: "Clothing", category: "Men", categoryId: "39661c602560727ebb7b7009", SubCategory: "T-Shirts", SubCategoryId: "a54a6d4e6357adc0dc10ec29" }

const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } }))
  vi.stubGlobal("fetch", fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe("the catalogue lists read as kept answers (ADR 056)", () => {
  it("reads a list at the contract's path and takes it from under its key (the spec's 'ctegoryTags')", async () => {
    const fetch = answering(200, { success: true, ctegoryTags: [tag], page: 1, limit: 500, total: 1 })
    await expect(readCatalogueList("categoryTags")).resolves.toEqual([tag])
    expect(fetch.mock.calls[0]![0]).toBe(catalogueListPath("categoryTags"))
    expect(catalogueListPath("categoryTags")).toBe("/api/v1/categorytag/allforadmin")
  })

  it("rejects with CatalogueListUnread, by status, when the shop refuses, answers something else or is not reached", async () => {
    answering(503, { success: false, message: "The shop cannot answer right now." })
    await expect(readCatalogueList("subCategories")).rejects.toMatchObject({ _tag: "CatalogueListUnread", resource: "subCategories", status: 503 })
    // A list whose entry is not the domain's entity (a name missing) is not taken.
    answering(200, { success: true, ctegoryTags: [{ ...tag, name: undefined }], page: 1, limit: 500, total: 1 })
    await expect(readCatalogueList("categoryTags")).rejects.toBeInstanceOf(CatalogueListUnread)
    answering(200, "<html>a proxy's page</html>")
    await expect(readCatalogueList("categoryTags")).rejects.toMatchObject({ status: 200 })
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch") }))
    await expect(readCatalogueList("threeSliders")).rejects.toMatchObject({ _tag: "CatalogueListUnread", status: 0, detail: "Failed to fetch" })
  })

  it("ends a read its loader abandoned as the abort, not as an unread list", async () => {
    const controller = new AbortController()
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init?: RequestInit) => {
      controller.abort(new DOMException("a new attempt started", "AbortError"))
      throw init?.signal?.reason
    }))
    await expect(readCatalogueList("subCategories", controller.signal)).rejects.toMatchObject({ name: "AbortError", message: "a new attempt started" })
  })

  it("reads any kept answer at its path with its Schema, failing with what the reader makes of the status", async () => {
    const Answer = Schema.Struct({ success: Schema.Literal(true), count: Schema.Number })
    const unread = (status: number, detail: string) => new KeptAnswerUnread({ path: "/api/v1/x", status, detail })
    const fetch = answering(200, { success: true, count: 3 })
    await expect(readKeptAnswer("/api/v1/x", Answer, unread)).resolves.toEqual({ success: true, count: 3 })
    expect(fetch.mock.calls[0]![0]).toBe("/api/v1/x")
    answering(200, { success: true, count: "three" })
    await expect(readKeptAnswer("/api/v1/x", Answer, unread)).rejects.toMatchObject({ _tag: "KeptAnswerUnread", status: 200, detail: "the answer is not the one the contract declares" })
    answering(404, { success: false, message: "No such page." })
    await expect(readKeptAnswer("/api/v1/x", Answer, unread)).rejects.toMatchObject({ status: 404, message: expect.stringContaining("HTTP 404") })
  })
})
