import { existsSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { MainHomeSlider } from "#domain/catalogue.ts"
import { formatRupees } from "#domain/money.ts"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { FIRST_CARDS } from "#domain/first-cards.ts"
import { ARTIFACTS_DIR, type BrowserSuite, menProducts, openPage, SCREENSHOTS, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// The first view drawn by the server (ADR 008): the same routes and components as the browser,
// rendered from the page's first payload, so a phone paints the screen before the app's code runs.

let suite: BrowserSuite
beforeAll(async () => {
  if (!existsSync("dist-server/first-view.server.js")) {
    throw new Error("dist-server/first-view.server.js is missing: run `npm run build` (it builds the first-view renderer).")
  }
  suite = await startBrowserSuite()
})
afterAll(async () => suite?.close())

/** The HTML the server put inside <div id="root">, as a browser without JavaScript would see it. */
const rootOf = async (path: string) => {
  const html = await (await fetch(suite.baseUrl + path)).text()
  // The stylesheet may be linked after it, once the screen's critical CSS is inlined (ADR 057).
  const match = /<div id="root">([\s\S]*?)<\/div>\s*(?:<link rel="stylesheet"[^>]*>\s*)*<\/body>/.exec(html)
  return match?.[1] ?? ""
}

/**
 * The root of a page the server draws, once it has drawn it: a drawing that takes longer than the
 * server's budget (300 ms, which a machine busy with the whole suite can pass) is answered with
 * 'Loading...' and finished in the background for the next request, so the page is asked again.
 */
const drawnRootOf = async (path: string) => {
  for (let attempt = 0; ; attempt++) {
    const root = await rootOf(path)
    if (!root.includes("data-loading") || attempt === 40) return root
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

describe("the first view from the server", () => {
  it("draws the home page: header, the first offer of the main slider, and the places of the product lists below the first screen", async () => {
    const root = await drawnRootOf("/")
    const slides = (await suite.api<{ mainHomeSliders: Array<MainHomeSlider> }>("/api/v1/mainhomeslider/all")).mainHomeSliders
    const recommended = (await suite.api<{ products: Array<Product> }>("/api/v1/product/recommend-products")).products
    expect(root).toContain('aria-label="Bazaar home"')
    expect(root).toContain(`src="${slides[0]!.desktopImage}"`)
    // Issue 36 item 3: the lists are read and drawn in the browser as their places come into view.
    expect(root).toContain("Recommended for you")
    expect(root).not.toContain(escaped(recommended[0]!.name))
  })

  it("draws a product page with its name and price, and a listing with its products", async () => {
    const products = await menProducts(suite)
    const product = products[0]!
    const page = await drawnRootOf(`/product-info/${product.slugUrl}`)
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`))
    expect(page).toContain(formatRupees(primaryOption(primaryPackSize(product)!)!.Price))
    const listing = await drawnRootOf("/category/men")
    for (const shown of products.slice(0, 4)) expect(listing).toContain(escaped(shown.name))
  })

  it("reads the home page's product lists only as their places come near, and draws them there (issue 36 item 3)", async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, baseURL: suite.baseUrl })
    try {
      const page = await context.newPage()
      const asked: Array<string> = []
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname
        if (/^\/api\/v1\/product\/(recommend|trending|hot)-products$/.test(path)) asked.push(path)
      })
      await page.goto("/", { waitUntil: "networkidle" })
      expect(asked).toEqual([])
      const hot = page.getByRole("heading", { level: 2, name: "Hot deals" })
      await hot.scrollIntoViewIfNeeded()
      await hot.locator("+ div article").first().waitFor()
      expect(asked).toContain("/api/v1/product/hot-products")
    } finally {
      await context.close()
    }
  })

  it("draws a listing's first cards in the first view, and every card of its page once the shopper scrolls towards them (issue 36 item 2)", async () => {
    const products = await menProducts(suite)
    expect(products.length).toBeGreaterThan(FIRST_CARDS)
    const root = await drawnRootOf("/category/men")
    expect(root.match(/<article/g)?.length).toBe(FIRST_CARDS)
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, baseURL: suite.baseUrl })
    try {
      const page = await context.newPage()
      const pageReads: Array<string> = []
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/v1/product/all") pageReads.push(request.url())
      })
      await page.goto("/category/men")
      await page.waitForSelector("html[data-app=live]", { state: "attached" })
      // A phone's first screen shows four of the first cards: the rest of the page is not read at load.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
      expect(pageReads).toEqual([])
      expect(await page.locator("#root article").count()).toBe(FIRST_CARDS)
      await page.locator("#root article").last().scrollIntoViewIfNeeded()
      await expect.poll(() => page.locator("#root article").count(), { timeout: 15_000 }).toBe(products.length)
      expect(pageReads).toHaveLength(1)
      expect(await page.locator("#root article h3").last().textContent()).toBe(products.at(-1)!.name)
    } finally {
      await context.close()
    }
  })

  it("lays out the first view with its inlined rules alone as with the whole stylesheet, at 390 and 1280 px (ADR 057)", async () => {
    const product = (await menProducts(suite))[0]!
    for (const path of ["/", "/category/men", `/product-info/${product.slugUrl}`]) {
      // The rules of a screen are found after its first page is sent: asked for until they are inlined.
      for (let attempt = 0; !(await (await fetch(suite.baseUrl + path)).text()).includes("<style>"); attempt++) {
        expect(attempt, `${path} never carried its critical CSS`).toBeLessThan(60)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        // Without JavaScript, so both are the server's view as drawn; images are left out (their boxes are set by the CSS).
        const boxes = async (withStylesheet: boolean) => {
          const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport, baseURL: suite.baseUrl })
          try {
            const page = await context.newPage()
            await page.route(/\.(css|svg|png|jpe?g|webp)(\?.*)?$/, (route) =>
              withStylesheet && route.request().resourceType() === "stylesheet" ? route.continue() : route.abort())
            await page.goto(path, { waitUntil: "load" })
            // The font is not blocking (ADR 057): a box measured before it arrives is narrower than one
            // after, which made the two views differ on a busy machine. Both are measured with it in.
            await page.evaluate(() => document.fonts.ready.then(() => undefined))
            return await page.evaluate(() => Array.from(document.querySelectorAll("#root *"), (element) => {
              const box = element.getBoundingClientRect()
              return `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
            }).slice(0, 1500))
          } finally {
            await context.close()
          }
        }
        const [whole, inlined] = [await boxes(true), await boxes(false)]
        expect(inlined.length, path).toBeGreaterThan(50)
        expect(inlined, `${path} at ${viewport.width} px`).toEqual(whole)
      }
    }
  })

  it("leaves a shopper's own screens and unknown products to the browser, showing 'Loading...' meanwhile", async () => {
    for (const path of ["/cart", "/login", "/my-account", "/Register", "/product-info/no-such-product"]) {
      expect(await rootOf(path), path).toMatch(/^<p role="status" data-loading="" [^>]*>Loading\.\.\.<\/p>$/)
    }
  })

  it("shows the shop without JavaScript at 390 px, with links that work", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone, baseURL: suite.baseUrl })
    try {
      const page = await context.newPage()
      await page.goto("/")
      // Sections below the first screen skip layout until scrolled near: attached, not yet visible.
      await page.getByRole("heading", { name: "Recommended for you" }).waitFor({ state: "attached" })
      await page.locator('section[aria-label="Offers"] img').first().waitFor()
      await page.getByRole("link", { name: "Bazaar home" }).first().waitFor()
      if (SCREENSHOTS) await page.screenshot({ path: `${ARTIFACTS_DIR}/390-first-view-home.png` })
      await page.goto("/category/men")
      await page.getByRole("heading", { level: 1, name: "Men" }).waitFor()
      const href = await page.locator("article a[href^='/product-info/']").first().getAttribute("href")
      expect(href).toMatch(/^\/product-info\//)
      await page.locator("article a[href^='/product-info/']").first().click()
      await page.waitForURL((url) => url.pathname === href)
      await page.getByRole("heading", { level: 1 }).waitFor()
    } finally {
      await context.close()
    }
  })

  it("is hydrated by the live app, which keeps the server's elements and then shows the shopper's own cart", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    const products = await menProducts(suite)
    const product = products.find((p) => primaryOption(primaryPackSize(p)!)!.availablestock > 0)!
    await visit(page, `/product-info/${product.slugUrl}`)
    await page.getByRole("button", { name: "Add to cart" }).first().click()
    await page.getByText("Added to cart Successfully!").waitFor()
    // The server draws every shopper's header with an empty cart; the live app shows this one's.
    expect(await rootOf("/")).toContain('aria-label="Cart, 0 items"')
    // Each page's first heading gets a mark (a property, not an attribute) as soon as the server's
    // HTML is parsed: if the app drew the page again instead of adopting it, the mark would be gone.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const heading = document.querySelector("#root h1, #root h2") as (Element & { bazaarFirstView?: boolean }) | null
        if (heading !== null) heading.bazaarFirstView = true
      })
    })
    for (const path of ["/", "/category/men", "/shop/televisions", `/product-info/${product.slugUrl}`, "/mobcategory"]) {
      expect(await drawnRootOf(path), path).not.toContain("data-loading")
      await visit(page, path)
      await page.getByRole("button", { name: "Cart, 1 item" }).first().waitFor()
      const adopted = await page.evaluate(() => (document.querySelector("#root h1, #root h2") as { bazaarFirstView?: boolean } | null)?.bazaarFirstView === true)
      expect(adopted, path).toBe(true)
      expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? "matched"), path).toBe("matched")
    }
    expect(errors.list).toEqual([])
    await close()
  })
})
