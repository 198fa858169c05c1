import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AdminProduct, attributeGroupOf } from "#domain/product-input.ts"
import { contractClient } from "#tests/support/api-client.ts"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { ARTIFACTS_DIR, type BrowserSuite, openPage, screenshot, signIn, signUp, startBrowserSuite, visit, VIEWPORTS } from "./support.ts"

// Issue 33 item 11, in Chromium: a product without an attribute group (a third of the demo
// catalogue) restocked from its form; the catalogue's own export previewed for import without a
// problem; the back office's row of screens whole at 1280 px, scrolled at 390 px.

const ADMIN_MOBILE = "9000000052"
let suite: BrowserSuite

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

/** The screen as it is in view (the whole-page screenshot as well, with BAZAAR_SCREENSHOTS=1). */
const shot = async (page: Page, name: string) => {
  if ((await screenshot(page, name)) === null) return
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${page.viewportSize()?.width}-${name}-top.png`) })
}

/** The form's Attributes part alone, in view. */
const attributesShot = async (page: Page, name: string) => {
  if ((await screenshot(page, name)) === null) return
  await page.locator("fieldset", { has: page.getByText("Attributes", { exact: true }) }).screenshot({ path: join(ARTIFACTS_DIR, `${page.viewportSize()?.width}-${name}-part.png`) })
}

const stockOf = (productId: string) =>
  suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ stock: number }>`
    SELECT o.available_stock AS stock FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id
    WHERE ps.product_id = ${productId} ORDER BY ps.position, o.position`)).then((rows) => rows.map((r) => r.stock))

describe("the back office's catalogue (issue 33)", () => {
  it("restocks a product without an attribute group, its attributes kept, and the menu fits a desktop", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.desktop })
    try {
      await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ")
      const admin = contractClient(suite.server.baseUrl, { cookie })
      let product: AdminProduct | undefined
      for (let n = 1; product === undefined; n++) {
        const list = await admin((api) => api.productAdmin.list({ urlParams: { page: n, limit: 100 } }))
        if (list.products.length === 0) break
        product = list.products.find((p) => attributeGroupOf(p) === "" && Object.keys(p.attributes).length > 0)
      }
      expect(product, "a seeded product whose attributes fit no group").toBeDefined()
      const before = await stockOf(product!._id)

      await visit(page, `/admin/products/${product!._id}`)
      const group = page.getByLabel("Attribute group")
      await group.waitFor()
      expect(await group.locator("option:checked").textContent()).toBe("None: attributes kept as they are")
      const own = page.getByRole("list", { name: "The product's own attributes" })
      for (const [name] of Object.entries(product!.attributes)) await own.getByText(new RegExp(`${name}:`)).first().waitFor()

      // The admin menu: every screen's tab in view at 1280 px, none scrolled out of sight.
      const nav = page.getByRole("navigation", { name: "Admin" })
      const fits = await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)
      expect(fits).toBe(true)
      for (const link of await nav.getByRole("link").all()) expect(await link.isVisible()).toBe(true)
      const links = await nav.getByRole("link").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))
      expect(Math.max(...links)).toBeLessThanOrEqual(VIEWPORTS.desktop.width)
      await shot(page, "admin-product-without-group")
      await attributesShot(page, "admin-product-without-group-attributes")

      await page.getByLabel("Pack size 1 option 1 stock").fill(String(before[0]! + 9))
      await page.getByRole("button", { name: "Save product" }).click()
      await page.waitForURL((url) => url.pathname === "/admin/products")
      expect((await stockOf(product!._id))[0]).toBe(before[0]! + 9)
      const saved = await admin((api) => api.productAdmin.one({ path: { id: product!._id } }))
      expect(saved.product.attributes).toEqual(product!.attributes)

      // The whole catalogue's export, chosen for import: no problem, ready to apply.
      await visit(page, "/admin/import-export")
      const exported = await page.request.get("/api/v1/product/export")
      expect(exported.status()).toBe(200)
      await page.getByLabel("CSV file").setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: await exported.body() })
      await page.getByRole("button", { name: "Apply the import" }).waitFor()
      expect(await page.getByText(/problems?; fix/).count()).toBe(0)
      await shot(page, "admin-import-catalogue")

      await visit(page, "/admin/brands")
      await page.getByText(/\d+ brands?, /).waitFor()
      expect(await page.getByText(/\b1 categories\b/).count()).toBe(0)
      await shot(page, "admin-brands")
      expect(errors.list).toEqual([])
    } finally {
      await close()
    }
  })

  it("at 390 px, the menu scrolls sideways and the form shows the product's own attributes", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    try {
      await signIn(suite, page, ADMIN_MOBILE)
      await visit(page, "/admin/products")
      const nav = page.getByRole("navigation", { name: "Admin" })
      await nav.waitFor()
      // Not wider than the phone: the row scrolls inside itself.
      const box = await nav.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width)
      await shot(page, "admin-products-menu")
      await visit(page, "/admin/brands")
      await page.getByText(/\d+ brands?, /).waitFor()
      await shot(page, "admin-brands")
      // A product without a group, in the form at a phone's width.
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click()
      await page.getByRole("link", { name: "Edit" }).first().waitFor()
      const firstEdit = await page.getByRole("link", { name: "Edit" }).first().getAttribute("href")
      await visit(page, firstEdit!)
      await page.getByLabel("Attribute group").waitFor()
      await attributesShot(page, "admin-product-form-attributes")
      expect(errors.list).toEqual([])
    } finally {
      await close()
    }
  })
})
