import { SqlClient } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AdminProduct, attributeGroupOf, ProductInput } from "#domain/product-input.ts"
import { optionLabel } from "#domain/stock-alert.ts"
import { call, shopper, type Shopper } from "#tests/support/orders.ts"
import { codeFromOutbox } from "#tests/support/sign-in.ts"
import { type BrowserSuite, openPage, screenshot, seriousViolations, startBrowserSuite, VIEWPORTS, visit, WAIT_MS } from "./support.ts"

// Issue 19 item 7 in Chromium, at phone and desktop widths: a visitor on a sold-out option of the
// demo catalogue finds "Notify me", signs in (registering a new number) and comes back to the
// product, asks for the SMS by keyboard and reads "We'll SMS you when it's back"; the admin raises
// the option's stock in the product form's call, and the SMS is in the development outbox. axe finds
// no serious or critical violation on the product page with Notify me and its answer.

interface SoldOut {
  readonly productId: string
  readonly productName: string
  readonly slug: string
  readonly packSizeName: string
  readonly optionId: string
  readonly optionName: string
  readonly sizes: number
}

let suite: BrowserSuite
let admin: Shopper
let soldOut: Array<SoldOut>

/** The admin's product form, sent back with the option's stock raised (the form's own call, PUT product/{id}). */
const adminInputOf = async (option: SoldOut, stock: number) => {
  const read = await call(suite.server, "GET", `/admin/products/${option.productId}`, admin.cookie)
  const product = (read.body as { product: AdminProduct }).product
  return {
    name: product.name, slugUrl: product.slugUrl, description: product.description, categoryTagId: product.categoryTagId, brandId: product.brandId,
    attributeGroup: attributeGroupOf(product), attributes: product.attributes, recommended: product.recommended, trending: product.trending, hot: product.hot,
    hsn: product.hsn, gstRate: product.gstRate,
    packSize: product.packSize.map((size) => ({
      _id: size._id, packSizeName: size.packSizeName, PsPrime: size.PsPrime, thumbnail: size.thumbnail, slider: size.slider,
      PackSizeOptions: size.PackSizeOptions.map((o) => ({
        _id: o._id, packSizeOptionName: o.packSizeOptionName, PsnPrime: o.PsnPrime, Price: o.Price, Mrp: o.Mrp,
        availablestock: o._id === option.optionId ? stock : o.availablestock
      }))
    }))
  }
}

beforeAll(async () => {
  suite = await startBrowserSuite()
  admin = await shopper(suite.server, "admin")
  // The demo catalogue's sold-out options (about 8% of them), of products the admin's form can save as they are.
  const rows = await suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<SoldOut>`
    SELECT p.id AS "productId", p.name AS "productName", p.slug_url AS slug, ps.name AS "packSizeName", o.id AS "optionId", o.name AS "optionName",
      (SELECT count(*)::int FROM pack_sizes s WHERE s.product_id = p.id) AS sizes
    FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id
    WHERE p.show AND o.available_stock = 0
      AND (SELECT count(*) FROM pack_size_options same WHERE same.pack_size_id = ps.id AND same.name = o.name) = 1
    ORDER BY p.id, o.id`))
  expect(rows.length).toBeGreaterThan(10)
  soldOut = []
  for (const row of rows) {
    if (soldOut.some((taken) => taken.productId === row.productId)) continue
    if (Either.isRight(Schema.decodeUnknownEither(ProductInput)(await adminInputOf(row, 0)))) soldOut.push(row)
    if (soldOut.length === 2) break
  }
  expect(soldOut).toHaveLength(2)
})
afterAll(async () => suite?.close())

/** Chooses the option on the product page as a person does: its pack size, then the option. */
const pick = async (page: Page, option: SoldOut) => {
  // Issue 33: a garment's pickers are "Size" and "Colour", other products' "Pack size" and "Option".
  if (option.sizes > 1) await page.locator("fieldset", { has: page.locator("legend", { hasText: /^(Pack size|Size)$/ }) }).locator("label", { hasText: option.packSizeName }).first().click()
  await page.locator("fieldset", { has: page.locator("legend", { hasText: /^(Option|Colour)$/ }) }).locator("label").filter({ hasText: new RegExp(`^${option.optionName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).click()
}

/** Chooses the sold-out option: the page says so. */
const choose = async (page: Page, option: SoldOut) => {
  await pick(page, option)
  await expect.poll(() => page.getByRole("status").filter({ hasText: "Sold out" }).count(), { timeout: WAIT_MS }).toBe(1)
}

describe.each([["phone", VIEWPORTS.phone, 0, "9123400001"], ["desktop", VIEWPORTS.desktop, 1, "9123400002"]] as const)(
  "Notify me at %s width", (name, viewport, index, mobile) => {
    it("a visitor signs in from Notify me, comes back, asks by keyboard; the admin's restock texts them once", async () => {
      const option = soldOut[index]!
      // The development outbox is a bare page with no icon of its own: Chromium's request for one is not the shop's.
      const { page, errors, close } = await openPage(suite, { viewport, allowErrors: [/favicon\.ico/] })
      try {
        await visit(page, `/product-info/${option.slug}`)
        await choose(page, option)
        // The product's own Add to cart (the similar products below it have theirs).
        expect(await page.locator("article").first().getByRole("button", { name: "Add to cart" }).count()).toBe(0)
        await page.getByText("Sign in and we'll SMS you when it's back.").waitFor()
        await page.getByRole("link", { name: "Notify me" }).click()
        await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("product") === option.slug)

        // A new number: the code, then registration, then back on the product.
        await page.getByLabel("Mobile number").fill(mobile)
        await page.getByRole("button", { name: "Send code" }).click()
        await page.getByLabel("6-digit code").waitFor()
        await page.getByLabel("6-digit code").fill(await codeFromOutbox(suite.server, mobile))
        await page.getByRole("button", { name: "Sign in" }).click()
        await page.waitForURL("**/Register?product=*")
        await page.getByLabel("Full name").fill("Lakshmi Menon")
        await page.getByLabel("E-mail").fill(`${mobile}@example.in`)
        await page.getByRole("button", { name: "Register" }).click()
        await page.waitForURL((url) => url.pathname === `/product-info/${option.slug}`)

        await choose(page, option)
        const notify = page.getByRole("button", { name: "Notify me" })
        await expect.poll(() => notify.isEnabled(), { timeout: WAIT_MS }).toBe(true)
        await page.getByText("We'll send one SMS to your registered mobile number when it's back.").waitFor()
        await notify.focus()
        await page.keyboard.press("Enter")
        await page.getByText("We'll SMS you when it's back.").waitFor()
        await page.getByRole("button", { name: "Cancel the SMS" }).waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `notify-me-${name}`)

        // The admin raises the stock with the product form's call; the SMS goes out once.
        const saved = await call(suite.server, "PUT", `/product/${option.productId}`, admin.cookie, await adminInputOf(option, 4))
        expect(saved.status).toBe(200)
        const text = `Good news! ${option.productName} (${optionLabel(option)}) is back in stock at Bazaar: http://localhost:3000/product-info/${option.slug}`
        await page.goto("/dev/outbox")
        await expect.poll(async () => {
          await page.reload()
          return page.locator("li", { hasText: text }).count()
        }, { timeout: WAIT_MS, interval: 250 }).toBe(1)
        expect(await page.locator("li", { hasText: text }).innerText()).toContain(`to ${mobile}`)
        await screenshot(page, `notify-me-outbox-${name}`)

        // On the product again: the option is in stock, so Add to cart is back and Notify me is gone.
        await visit(page, `/product-info/${option.slug}`)
        await pick(page, option)
        await page.locator("article").first().getByRole("button", { name: "Add to cart" }).waitFor()
        expect(await page.getByRole("button", { name: "Notify me" }).count()).toBe(0)
        expect(errors.list).toEqual([])
      } finally {
        await close()
      }
    }, 120_000)
  }
)
