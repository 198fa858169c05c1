import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ListingFacets } from "#domain/listing-facets.ts"
import { discountPercent, type Product } from "#domain/product.ts"
import { type BrowserSuite, openPage, screenshot, seriousViolations, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 19 item 4 in Chromium (ADR 034): a shopper filters kurtis by size and discount, at 390 and
// 1280 px; the counts are the API's, the address carries the filters (shared, it shows the same
// products), back restores the filters and the scroll position, and axe finds nothing serious.

let suite: BrowserSuite
let kurtis: string

beforeAll(async () => {
  suite = await startBrowserSuite()
  const rows = await suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ slug: string }>`SELECT slug_url AS slug FROM sub_categories WHERE name = 'Kurtis'`))
  kurtis = rows[0]!.slug
})
afterAll(async () => suite?.close())

const productNames = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article").getByRole("heading").allInnerTexts()
const countLine = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p").innerText()

/** What the API says a filtered listing holds: the shopper must see exactly these. */
const expected = (query: string, scope = `subCategory=${kurtis}`) => suite.api<{ product: Array<Product>; total: number }>(`/api/v1/product/all?${scope}&${query}&limit=100`)

describe("filters on a listing (issue 19 item 4)", () => {
  it("at 1280 px: size and discount from the sidebar, counts as the API's, the address shared, back restoring the filters", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.desktop })
    await visit(page, `/shop/${kurtis}`)
    const facets = (await suite.api<{ facets: ListingFacets }>(`/api/v1/product/facets?subCategory=${kurtis}`)).facets
    const sidebar = page.getByRole("complementary", { name: "Filters" })
    const m = facets.sizes.find((s) => s.value === "M")!
    await expect.poll(() => sidebar.getByRole("checkbox", { name: new RegExp(`^M \\(${m.count}\\)`) }).count()).toBe(1)
    await sidebar.getByRole("checkbox", { name: /^M / }).click()
    await page.waitForURL((url) => url.searchParams.get("size") === "M")
    const withSize = await suite.api<{ facets: ListingFacets }>(`/api/v1/product/facets?subCategory=${kurtis}&size=M`)
    const twenty = withSize.facets.discounts.find((d) => d.atLeast === 20)!
    expect(twenty.count).toBeGreaterThan(0)
    await sidebar.getByRole("radio", { name: new RegExp(`^20% or more \\(${twenty.count}\\)`) }).click()
    await page.waitForURL((url) => url.searchParams.get("discount") === "20" && url.searchParams.get("size") === "M")
    const want = await expected("size=M&discount=20")
    await expect.poll(() => productNames(page)).toEqual(want.product.map((p) => p.name))
    for (const p of want.product) {
      expect(p.packSize.some((s) => s.packSizeName === "M")).toBe(true)
      expect(Math.max(...p.packSize.flatMap((s) => s.PackSizeOptions).map(discountPercent))).toBeGreaterThanOrEqual(20)
    }
    await expect.poll(() => countLine(page)).toContain(`${want.total} product`)
    await expect.poll(() => page.getByRole("list", { name: "Chosen filters" }).getByRole("button").allInnerTexts()).toEqual(["Size M ×", "20% or more ×", "Clear all"])
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "filters-desktop")

    // The address, opened afresh in another browser, shows the same products with the same choices.
    const shared = page.url()
    const other = await openPage(suite, { viewport: VIEWPORTS.desktop })
    await visit(other.page, new URL(shared).pathname + new URL(shared).search)
    await expect.poll(() => productNames(other.page)).toEqual(want.product.map((p) => p.name))
    await expect.poll(() => other.page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: /^M / }).isChecked()).toBe(true)
    await other.close()

    // Sorted by discount, then back: the discount filter's listing again, then the size's alone.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Discount" })
    await page.waitForURL((url) => url.searchParams.get("sort") === "discount")
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get("sort") === null && url.searchParams.get("discount") === "20")
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get("discount") === null && url.searchParams.get("size") === "M")
    await expect.poll(() => sidebar.getByRole("radio", { name: /^Any$/ }).first().isChecked()).toBe(true)
    await expect.poll(() => sidebar.getByRole("checkbox", { name: /^M / }).isChecked()).toBe(true)
    expect(errors.list).toEqual([])
    await close()
  })

  it("at 390 px: the filters in a drawer, 'Show N products', and back to the same place in the list", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    // The counts (and the API client they come with) are read when the drawer opens, not before:
    // a phone draws no side panel (issue 36 item 2).
    const facetReads: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/product/facets") facetReads.push(request.url())
    })
    // All of women's wear, so that the filtered list is longer than a phone's screen.
    await visit(page, "/category/women?discount=10")
    await page.waitForLoadState("networkidle")
    expect(facetReads).toEqual([])
    await page.getByRole("button", { name: /^Filters/ }).click()
    const drawer = page.getByRole("dialog", { name: "Filters" })
    await drawer.getByRole("checkbox", { name: /^L / }).click()
    await page.waitForURL((url) => url.searchParams.get("size") === "L" && url.searchParams.get("discount") === "10")
    const want = await expected("size=L&discount=10", "category=women")
    expect(want.total).toBeGreaterThan(4)
    await expect.poll(() => drawer.getByRole("button", { name: /^Show \d+ products?$/ }).innerText()).toBe(`Show ${want.total} product${want.total === 1 ? "" : "s"}`)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "filters-phone-drawer")
    await drawer.getByRole("button", { name: /^Show \d+ products?$/ }).click()
    await expect.poll(() => drawer.isVisible()).toBe(false)
    await expect.poll(() => page.getByRole("button", { name: /^Filters/ }).innerText()).toBe("Filters (2)")
    await expect.poll(() => productNames(page)).toEqual(want.product.map((p) => p.name))

    // Scrolled to a product, opened it, came back: the same filters, the same place.
    const last = page.getByRole("region", { name: "Products" }).getByRole("article").last().getByRole("link").first()
    await last.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    await last.click()
    await page.waitForURL(/\/product-info\//)
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get("size") === "L")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    await screenshot(page, "filters-phone-list")
    expect(errors.list).toEqual([])
    await close()
  })
})
