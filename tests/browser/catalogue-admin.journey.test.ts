import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AdminProduct } from "#domain/product-input.ts"
import { type BrowserSuite, focusedName, menProducts, openPage, rupees, screenshot, seriousViolations, signIn, signUp, startBrowserSuite, tabTo, VIEWPORTS, visit } from "./support.ts"

// Issue 20 item 1 in Chromium: an admin makes a category with an image on /admin/categories, a
// shopper sees it in the storefront's category list, the admin hides it and it leaves; on
// /admin/products the admin chooses products, previews a price change of +10% (product, option,
// before, after) and applies it; the sliders screen. Every screen at 390 and 1280 px, by keyboard,
// with no serious axe violation.

const ADMIN_MOBILE = "9811500009"
let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

/** The screen at both widths: no serious axe violation, no sideways scroll, a screenshot of each when asked. */
const checkBothWidths = async (page: Page, name: string) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    // The footer measured where it is drawn: at the page's end (a footer far below the view is not
    // drawn, `content-visibility: auto`, and axe read its text against the page's white), with the
    // phone's fixed bottom bar in the page's flow (over the footer it would be measured against it).
    await page.evaluate(() => document.querySelectorAll<HTMLElement>("nav[aria-label=Shortcuts]").forEach((bar) => { bar.style.position = "static" }))
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([])
    await page.evaluate(() => document.querySelectorAll<HTMLElement>("nav[aria-label=Shortcuts]").forEach((bar) => { bar.style.position = "" }))
    await page.evaluate(() => window.scrollTo(0, 0))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await screenshot(page, `catalogue-admin-${name}-${viewport.width}`)
  }
}

/** The storefront's category list (/mobcategory) as a new shopper's page load shows it. */
const storefrontCategories = async (page: Page) => {
  await visit(page, "/mobcategory")
  return page.locator("main").innerText()
}

describe("catalogue admin journey (issue 20 item 1)", () => {
  it("creates a category with an image, the storefront lists it, hiding it takes it out; deleting asks first", async () => {
    // The refused delete of Men is the server's 409, which the browser logs.
    const { page, errors, close } = await openPage(suite, { allowErrors: [/status of 409 \(Conflict\).*\/api\/v1\/category\//] })
    await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")
    await visit(page, "/admin/categories")
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories", exact: true }).waitFor()
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Add a category" }) })
    await form.getByLabel("Name", { exact: true }).fill("Festive wear")
    expect(await form.getByLabel("Slug URL").inputValue()).toBe("festive-wear")
    await form.getByLabel("Super category").selectOption({ label: "Clothing" })
    await form.getByLabel(/^Image/).setInputFiles({ name: "festive.png", mimeType: "image/png", buffer: PNG })
    const image = form.getByRole("img", { name: "Image of Festive wear" })
    await image.waitFor()
    expect(await image.getAttribute("src")).toMatch(/^\/images\/[0-9a-f]{32}\.png$/)
    await form.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("status").filter({ hasText: "Festive wear: added." }).waitFor()
    const row = page.getByRole("listitem").filter({ hasText: "Festive wear" })
    await row.getByText("Shown").waitFor()
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/images\/[0-9a-f]{32}\.png$/)
    await checkBothWidths(page, "categories")

    // A shopper's next page load lists it (within the server's refresh time).
    const shopper = await openPage(suite, { viewport: VIEWPORTS.phone })
    await expect.poll(() => storefrontCategories(shopper.page), { timeout: 15_000, interval: 1_000 }).toContain("Festive wear")

    // Hidden: it leaves the storefront's list.
    await row.getByRole("button", { name: "Hide Festive wear" }).click()
    await row.getByText("Hidden").waitFor()
    await expect.poll(() => storefrontCategories(shopper.page), { timeout: 15_000, interval: 1_000 }).not.toContain("Festive wear")

    // By keyboard: Delete asks first; Escape keeps it.
    await page.getByRole("heading", { name: "Categories", exact: true }).click()
    await tabTo(page, /^Delete Festive wear$/)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Delete a category" })
    await dialog.getByRole("heading", { name: "Delete Festive wear?" }).waitFor()
    await checkBothWidths(page, "categories-delete")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    await row.waitFor()

    // A category still in use is refused with the server's sentence; an empty one goes.
    await page.getByRole("button", { name: "Delete Men", exact: true }).click()
    await dialog.getByRole("button", { name: "Delete", exact: true }).click()
    await page.getByRole("alert").filter({ hasText: "still has subcategories" }).waitFor()
    await row.getByRole("button", { name: "Delete Festive wear" }).click()
    await dialog.getByRole("button", { name: "Delete", exact: true }).click()
    await page.getByRole("status").filter({ hasText: "Festive wear: deleted." }).waitFor()
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Festive wear" }).allInnerTexts(), { timeout: 5_000 }).toEqual([])

    // The other levels are a click away.
    await page.getByRole("button", { name: /^Tags \(/ }).click()
    await page.getByRole("heading", { name: "Add a category tag" }).waitFor()
    // The seed's several hundred tags make a page some 17,000 px tall, where axe misjudges the
    // footer's contrast at 390 px; the screen is checked with the list filtered to a few.
    await page.getByLabel("Filter tags by name").fill("smart")
    await page.getByRole("listitem").filter({ hasText: "Smart TVs" }).first().waitFor()
    await checkBothWidths(page, "tags")
    expect(errors.list).toEqual([])
    await shopper.close()
    await close()
  })

  it("previews a +10% price change of chosen products (product, option, before, after) and applies it", async () => {
    const admin = await openPage(suite)
    await signUpAdmin(admin.page)
    const [product] = await menProducts(suite, 1)
    await visit(admin.page, `/admin/products?q=${encodeURIComponent(product!.name)}`)
    await admin.page.getByText("Select products to hide, show, restock or reprice them together.").waitFor()
    await admin.page.getByLabel("Select all on this page").check()
    await admin.page.getByRole("heading", { name: /selected$/ }).waitFor()
    await admin.page.getByLabel("Action").selectOption({ label: "Change price by a percentage" })
    await admin.page.getByLabel(/^Change in %/).fill("10")
    await admin.page.getByRole("button", { name: "Preview" }).click()
    const table = admin.page.getByRole("table")
    await table.waitFor()
    const options = product!.packSize.flatMap((size) => size.PackSizeOptions.map((option) => ({ size: size.PsPrime, name: `${size.packSizeName} / ${option.packSizeOptionName}`, option })))
    const first = options[0]!
    const firstRow = table.getByRole("row").filter({ hasText: first.name }).first()
    const after = Math.round(first.option.Price * 1.1)
    expect(await firstRow.innerText()).toContain(rupees(first.option.Price))
    expect(await firstRow.innerText()).toContain(rupees(after))
    await checkBothWidths(admin.page, "bulk-preview")
    await admin.page.getByRole("button", { name: /^Apply \d+ changes?$/ }).click()
    await admin.page.getByRole("status").filter({ hasText: /^Applied: \d+ changes?\.$/ }).waitFor()
    const saved = await admin.page.evaluate(async (id) => (await (await fetch(`/api/v1/admin/products/${id}`)).json()) as { product: AdminProduct }, product!._id)
    const savedOption = saved.product.packSize.flatMap((s) => s.PackSizeOptions).find((o) => o._id === first.option._id)!
    expect(savedOption.Price).toBe(after)
    expect(savedOption.Mrp).toBeGreaterThanOrEqual(after)
    expect(admin.errors.list).toEqual([])
    await admin.close()
  })

  it("the sliders screen lists the home page's slides and banners, moves one by keyboard, at both widths", async () => {
    const { page, errors, close } = await openPage(suite)
    await signUpAdmin(page)
    await visit(page, "/admin/sliders")
    const main = page.locator("section", { has: page.getByRole("heading", { name: /^Main home slider/ }) })
    const names = () => main.getByRole("listitem").locator("p.font-medium").allInnerTexts()
    const before = await names()
    expect(before.length).toBeGreaterThan(1)
    await main.getByRole("listitem").first().getByRole("button", { name: /^Move .* down$/ }).focus()
    expect(await focusedName(page)).toMatch(/^Move .* down$/)
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "moved." }).waitFor()
    await expect.poll(async () => (await names())[0]!.replace(/^\d+\. /, "")).toBe(before[1]!.replace(/^\d+\. /, ""))
    // Hidden from the home page and shown again, by keyboard; it keeps its place meanwhile.
    const first = main.getByRole("listitem").first()
    await first.getByRole("button", { name: /^Hide / }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "hidden from the home page." }).waitFor()
    await first.getByText("Hidden", { exact: true }).waitFor()
    await checkBothWidths(page, "sliders-hidden")
    await first.getByRole("button", { name: /^Show / }).click()
    await page.getByRole("status").filter({ hasText: "shown on the home page." }).waitFor()
    await expect.poll(() => first.getByText("Hidden", { exact: true }).count()).toBe(0)
    await checkBothWidths(page, "sliders")
    await page.getByRole("button", { name: "Add a banner" }).click()
    await page.getByRole("dialog", { name: "Banner" }).getByLabel("Name").waitFor()
    await checkBothWidths(page, "sliders-form")
    expect(errors.list).toEqual([])
    await close()
  })
})

/** Signs the admin (registered by the first test) in on a fresh page. */
const signUpAdmin = (page: Page) => signIn(suite, page, ADMIN_MOBILE)
