import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Product } from "#domain/product.ts"
import { JS_BUDGET_KB, measureRouteScripts } from "../../scripts/route-scripts.ts"
import { type BrowserSuite, menProducts, startBrowserSuite } from "./support.ts"

// Issue 8 item 6 and DESIGN §6: CI fails when a route's JavaScript at first load (gzipped, as
// Chromium fetches it from this build) is over its budget. `npm run bench:web` reports the same
// measure per route, with Lighthouse, in docs/benchmarks.md.

let suite: BrowserSuite
let product: Product

beforeAll(async () => {
  suite = await startBrowserSuite()
  product = (await menProducts(suite, 1))[0]!
})
afterAll(async () => suite?.close())

describe("JavaScript budgets held in CI (DESIGN §6)", () => {
  it(`home loads at most ${JS_BUDGET_KB.home} KB of gzipped JavaScript`, async () => {
    const home = await measureRouteScripts(suite.browser, suite.baseUrl, "/")
    console.info(`home: ${home.gzipKb} KB gzipped in ${home.files} scripts (budget ${JS_BUDGET_KB.home} KB)`)
    expect(home.files).toBeGreaterThan(0)
    expect(home.gzipKb).toBeLessThanOrEqual(JS_BUDGET_KB.home)
  })

  it(`a listing and a product page load at most ${JS_BUDGET_KB.other} KB each`, async () => {
    for (const path of ["/category/men", `/product-info/${product.slugUrl}`]) {
      const route = await measureRouteScripts(suite.browser, suite.baseUrl, path)
      console.info(`${path}: ${route.gzipKb} KB gzipped in ${route.files} scripts (budget ${JS_BUDGET_KB.other} KB)`)
      expect(route.gzipKb, path).toBeLessThanOrEqual(JS_BUDGET_KB.other)
    }
  })
})
