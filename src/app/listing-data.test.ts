import { afterEach, describe, expect, it, vi } from "vitest"
import { FIRST_ANSWER_PATHS, firstCardsOf } from "#domain/http/first-answers.ts"
import { listedProducts } from "#tests/support/listed-products.ts"
import { makeFirstAnswers } from "./first-answers.ts"
import { loadListing } from "./listing-data.ts"
import type { ApiRuntime } from "./runtime.ts"

// Issue 36 item 3: the page embeds a listing's first cards only; the loader draws them and says
// how to read the whole page, which it reads once, at the path the answer was embedded under.

const whole = { success: true, product: listedProducts(24), page: 1, limit: 24, total: 38 }
const path = FIRST_ANSWER_PATHS.productsOfCategory("men")
// The loader never calls the API here: the page brought the answer.
const runtime = {} as ApiRuntime

afterEach(() => vi.unstubAllGlobals())

describe("a listing's loader with the page's first cards", () => {
  it("draws the cards the page brought and reads the whole page once, at the answer's own path", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(whole), { headers: { "content-type": "application/json" } }))
    vi.stubGlobal("fetch", fetch)
    const data = await loadListing({ runtime, firstAnswers: makeFirstAnswers({ [path]: firstCardsOf(whole) }) }, { category: "men" }, {})
    expect(data.result.products.map((p) => p.name)).toEqual(whole.product.slice(0, 12).map((p) => p.name))
    expect({ page: data.result.page, limit: data.result.limit, total: data.result.total }).toEqual({ page: 1, limit: 24, total: 38 })
    expect(fetch).not.toHaveBeenCalled()
    const rest = await data.result.rest!.read()
    expect(rest.ok && rest.products.map((p) => p.name)).toEqual(whole.product.map((p) => p.name))
    await data.result.rest!.read()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual([path, expect.anything()])
  })

  it("says the rest could not be loaded when the shop is not reached", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch") }))
    const data = await loadListing({ runtime, firstAnswers: makeFirstAnswers({ [path]: firstCardsOf(whole) }) }, { category: "men" }, {})
    await expect(data.result.rest!.read()).resolves.toEqual({ ok: false })
  })

  it("reads nothing more when the page brought the whole page", async () => {
    const page = { ...whole, total: 24 }
    const data = await loadListing({ runtime, firstAnswers: makeFirstAnswers({ [path]: page }) }, { category: "men" }, {})
    expect(data.result.products).toHaveLength(24)
    expect(data.result.rest).toBeUndefined()
  })
})
