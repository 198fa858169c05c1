import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FIRST_ANSWER_PATHS } from "#domain/http/first-answers.ts"
import { CatalogueApi, ProductApi } from "./api-tags.ts"
import { makeRuntime } from "./api.ts"

/** A runtime whose fetch records each request's path and answers 503, so no call succeeds. */
const recordingRuntime = () => {
  const requested: Array<string> = []
  const runtime = makeRuntime(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requested.push(url.pathname + url.search)
    return new Response(JSON.stringify({ success: false, message: "recorded" }), { status: 503, headers: { "content-type": "application/json" } })
  })
  return { requested, runtime }
}

describe("the first answers' paths", () => {
  // The server embeds a screen's first answers under these paths, and the browser looks them up
  // there (ADR 010): each must be exactly the path the contract's client asks for the same call.
  it("are the paths the contract's client requests, commas in slugs included", async () => {
    const { requested, runtime } = recordingRuntime()
    const slug = "skincare,-bath--body"
    const calls = [
      [Effect.flatMap(ProductApi, (api) => api.bySlug(slug)), FIRST_ANSWER_PATHS.product(slug)],
      [Effect.flatMap(CatalogueApi, (api) => api.categoryBySlug(slug)), FIRST_ANSWER_PATHS.category(slug)],
      [Effect.flatMap(CatalogueApi, (api) => api.subCategoryBySlug(slug)), FIRST_ANSWER_PATHS.subCategory(slug)],
      [Effect.flatMap(ProductApi, (api) => api.all({ category: slug })), FIRST_ANSWER_PATHS.productsOfCategory(slug)],
      [Effect.flatMap(ProductApi, (api) => api.all({ subCategory: slug })), FIRST_ANSWER_PATHS.productsOfSubCategory(slug)],
      [Effect.flatMap(ProductApi, (api) => api.brandsOfCategory(slug)), FIRST_ANSWER_PATHS.brandsOfCategory(slug)]
    ] as const
    for (const [call, path] of calls) {
      await runtime.runPromiseExit(call as Effect.Effect<unknown, unknown, CatalogueApi | ProductApi>)
      expect(requested.at(-1)).toBe(path)
    }
    await runtime.dispose()
  })
})
