import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Product } from "#domain/product.ts"
import { OFFLINE_TEXTS } from "#src/components/offline.tsx"
import { type BrowserSuite, fillAddress, menProducts, openPage, reload, screenshot, signUp, startBrowserSuite, VIEWPORTS, visit, WAIT_MS } from "./support.ts"

// Issue 8 item 3 in Chromium against the real server: with the shop's service worker (ADR 013), a
// shopper who loses the connection keeps browsing what they have seen, pages reload, the cart takes
// what they add, and the shop says what it cannot do (sign in, place the order) until the
// connection is back; then everything works again without a reload.

let suite: BrowserSuite
let products: ReadonlyArray<Product>

beforeAll(async () => {
  suite = await startBrowserSuite()
  products = await menProducts(suite, 8)
})
afterAll(async () => suite?.close())

// What a page offline is expected to report: the requests the browser could not send, and the
// catalogue calls and images the service worker has no answer for (never made while online).
const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /Failed to load resource/, /^request failed: \S+\/(api\/v1|images)\/\S+ net::ERR_FAILED$/]

/** Waits until the service worker has cached the shop's files and controls the page. */
const keptForOffline = async (page: Page) => {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith("bazaar-static-"))
    return name === undefined ? 0 : (await (await caches.open(name)).keys()).length
  })
  expect(cached).toBeGreaterThan(20)
}

const goOffline = async (context: BrowserContext, page: Page) => {
  await context.setOffline(true)
  await page.getByText(OFFLINE_TEXTS.banner).waitFor()
}

/**
 * Back online as a shopper's phone comes back: the banner goes, and the network answers the page's
 * own requests again. The page hears "online" as soon as Chromium lifts its emulation of the page;
 * the service worker's is lifted apart from it, and in a busy full run an order asked for just then
 * was never placed (no request reached the server). The journey waits for the network itself.
 */
const goOnline = async (context: BrowserContext, page: Page) => {
  await context.setOffline(false)
  await page.getByText(OFFLINE_TEXTS.banner).waitFor({ state: "detached" })
  // A call no cache answers (not an offline read: src/offline-reads.ts), so only the network can.
  await expect.poll(() => page.evaluate(() => fetch("/api/v1/search/suggest?q=saree", { cache: "no-store" }).then((answer) => answer.ok, () => false)), { timeout: WAIT_MS }).toBe(true)
}

describe("offline (issue 8 item 3)", () => {
  it("keeps the pages seen, the cart and the catalogue working from the caches, and says what needs a connection", async () => {
    const { page, context, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone, serviceWorker: true, allowErrors: OFFLINE_ERRORS })
    const [first, second] = products as [Product, Product]
    await visit(page, "/")
    await keptForOffline(page)
    // Seen while online, now that the worker keeps answers: a listing and two product pages.
    await visit(page, "/category/men")
    await page.getByRole("link", { name: first.name, exact: true }).first().waitFor()
    await visit(page, `/product-info/${first.slugUrl}`)
    await page.getByRole("heading", { name: first.name }).waitFor()
    await visit(page, `/product-info/${second.slugUrl}`)
    await page.getByRole("heading", { name: second.name }).waitFor()
    expect(await page.getByText(OFFLINE_TEXTS.banner).count()).toBe(0)
    // What a shopper did besides browsing: a search, and the wishlist (read by products by ids).
    await page.getByRole("button", { name: `Add to wishlist: ${second.name}` }).click()
    await visit(page, "/product-search/kurta")
    await page.getByRole("main").getByRole("article").first().waitFor()
    await visit(page, "/wishlist")
    await page.getByRole("main").getByText(second.name).first().waitFor()
    // The worker kept the catalogue seen and nothing of what this shopper did (ADR 013).
    const kept = await page.evaluate(async () => {
      const urls: Array<string> = []
      for (const name of await caches.keys()) {
        if (name.startsWith("bazaar-static-") || name === "bazaar-images") continue
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      }
      return urls
    })
    expect(kept).toEqual(expect.arrayContaining(["/category/men", `/product-info/${first.slugUrl}`, `/product-info/${second.slugUrl}`]))
    expect(kept.filter((path) => /^\/api\/v1\/(session|order|client|wishlist|admin)|\/product\/(search|by-ids)|^\/product-search\//.test(path))).toEqual([])
    await visit(page, `/product-info/${second.slugUrl}`)
    await page.getByRole("heading", { name: second.name }).waitFor()

    await goOffline(context, page)
    // A reload offline: the worker answers with the shop's page, the app draws it from its caches.
    await reload(page)
    await page.getByRole("heading", { name: second.name }).waitFor()
    await page.getByText(OFFLINE_TEXTS.banner).waitFor()
    await screenshot(page, "offline-product")

    // Opening a page seen before, offline, by its address.
    await visit(page, `/product-info/${first.slugUrl}`)
    await page.getByRole("heading", { name: first.name }).waitFor()
    await page.getByRole("button", { name: "Add to cart" }).first().click()
    await page.getByText("Added to cart Successfully!").waitFor()
    await page.getByRole("button", { name: "Continue Shopping" }).click()
    await visit(page, "/category/men")
    await page.getByRole("link", { name: first.name, exact: true }).first().waitFor()
    await visit(page, "/cart")
    await page.getByRole("main").getByText(first.name).first().waitFor()

    // What needs the network says so, and cannot be pressed.
    await visit(page, "/login")
    await page.getByLabel("Mobile number").fill("9812345670")
    await page.getByText(OFFLINE_TEXTS.signIn).waitFor()
    expect(await page.getByRole("button", { name: "Send code" }).isDisabled()).toBe(true)
    await screenshot(page, "offline-sign-in")

    // Back online: the banner goes and sign-in works again, without a reload.
    await goOnline(context, page)
    expect(await page.getByText(OFFLINE_TEXTS.signIn).count()).toBe(0)
    await page.getByRole("button", { name: "Send code" }).click()
    await page.getByLabel("6-digit code").waitFor()
    expect(errors.list).toEqual([])
    await close()
  })

  it("at checkout, offline keeps the bill but holds the order until the connection is back", async () => {
    const { page, context, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone, serviceWorker: true, allowErrors: OFFLINE_ERRORS })
    const [, , third] = products as [Product, Product, Product]
    await signUp(suite, page, "9812345671", "Kavya Menon")
    await page.getByRole("button", { name: "Add an address" }).click()
    await fillAddress(page, { name: "Kavya Menon", mobile: "9812345671" })
    await page.getByRole("listitem").filter({ hasText: "Indiranagar" }).waitFor()
    await visit(page, `/product-info/${third.slugUrl}`)
    await page.getByRole("button", { name: "Add to cart" }).first().click()
    await page.getByRole("button", { name: "Continue Shopping" }).click()
    await visit(page, "/check-out")
    await page.getByRole("radio").first().check()
    await page.getByRole("button", { name: "Deliver here" }).click()
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check()
    await page.getByRole("button", { name: "Review your order" }).click()
    const place = page.getByRole("button", { name: /^Place order: / })
    await place.waitFor()

    await goOffline(context, page)
    await page.getByText(OFFLINE_TEXTS.placeOrder).waitFor()
    expect(await place.isDisabled()).toBe(true)
    await screenshot(page, "offline-checkout")

    await goOnline(context, page)
    await page.getByText(OFFLINE_TEXTS.placeOrder).waitFor({ state: "detached" })
    await place.click()
    await page.waitForURL("**/OrderSuccess**")
    expect(errors.list).toEqual([])
    await close()
  })
})
