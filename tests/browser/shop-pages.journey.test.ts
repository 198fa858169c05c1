import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { COMPARE_FULL_TEXT, COMPARE_LIMIT } from "#domain/compare.ts"
import type { Product } from "#domain/product.ts"
import { type BrowserSuite, menProducts, openPage, reload, screenshot, signIn, signUp, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 7 in Chromium against the real server: the wishlist (a visitor's, kept through reloads,
// merged at sign-in, moved to the cart, gone at sign-out and back at sign-in), compare (four side
// by side, a fifth refused with its message, kept through reloads), the blog (a hostile post shown
// as text), and every footer page with the contact form, each photographed at 390 and 1280 px.

let suite: BrowserSuite
let products: ReadonlyArray<Product>

beforeAll(async () => {
  suite = await startBrowserSuite()
  products = await menProducts(suite, 8)
})
afterAll(async () => suite?.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  suite.server.run(Effect.flatMap(SqlClient.SqlClient, query))

const header = (page: Page) => page.getByRole("banner")
const wishlistCount = (page: Page) =>
  header(page).getByRole("link", { name: /^Wishlist, \d+ products?$/ }).getAttribute("aria-label")
const cardOf = (page: Page, product: Product) => page.getByRole("article").filter({ has: page.getByRole("link", { name: product.name, exact: true }) }).first()

describe("wishlist (issue 7)", () => {
  it("a visitor's hearts survive a reload, merge into the account at sign-in, move to the cart, and leave with sign-out", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    const [first, second, third] = products as [Product, Product, Product]
    await visit(page, "/category/men")
    await cardOf(page, first).getByRole("button", { name: `Add ${first.name} to wishlist` }).click()
    await cardOf(page, second).getByRole("button", { name: `Add ${second.name} to wishlist` }).click()
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 2 products")
    await expect.poll(() => cardOf(page, first).getByRole("button", { name: `Remove ${first.name} from wishlist` }).getAttribute("aria-pressed")).toBe("true")

    // The product page and quick view offer it too.
    await visit(page, `/product-info/${third.slugUrl}`)
    await page.getByRole("button", { name: `Add to wishlist: ${third.name}` }).click()
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 3 products")
    await page.getByRole("button", { name: `In wishlist: ${third.name}` }).click()
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 2 products")

    await reload(page)
    await visit(page, "/wishlist")
    await page.getByRole("heading", { name: "My wishlist" }).waitFor()
    await expect.poll(() => page.getByRole("main").getByRole("listitem").count()).toBe(2)
    // Newest first.
    expect(await page.getByRole("main").getByRole("listitem").first().textContent()).toContain(second.name)
    await screenshot(page, "wishlist")
    await page.setViewportSize(VIEWPORTS.desktop)
    await screenshot(page, "wishlist")
    await page.setViewportSize(VIEWPORTS.phone)

    // Signing up merges the visitor's list into the new account's, on the server.
    await signUp(suite, page, "9811100001", "Meera Iyer")
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 2 products")
    const client = (await sql<{ id: string }>((s) => s`SELECT id FROM clients WHERE mobile = '9811100001'`))[0]!
    const onServer = async () =>
      (await sql<{ productId: string }>((s) => s`SELECT product_id AS "productId" FROM wishlist_items WHERE client_id = ${client.id} ORDER BY product_id`)).map((r) => r.productId)
    await expect.poll(onServer).toEqual([first._id, second._id].sort())
    // The browser lets its copy go once the merge's answer arrives, a moment after the rows are in.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("wishlist"))).toBeNull()

    // Move one to the cart: it leaves the wishlist (here and on the server) and joins the cart.
    await visit(page, "/wishlist")
    await page.getByRole("listitem").filter({ hasText: first.name }).getByRole("button", { name: "Move to cart" }).click()
    await page.getByText("Added to cart Successfully!").waitFor()
    await page.getByRole("button", { name: "Continue Shopping" }).click()
    await expect.poll(onServer).toEqual([second._id])
    await expect.poll(() => header(page).getByRole("button", { name: /^Cart, / }).getAttribute("aria-label")).toBe("Cart, 1 item")

    // Sign out: the next shopper on this phone sees no wishlist; signing in brings it back.
    await visit(page, "/my-account")
    await page.getByRole("button", { name: "Sign out" }).first().click()
    await page.waitForURL((url) => url.pathname === "/")
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 0 products")
    // The sign-up's code was sent seconds ago; a new one may be asked for 30 s later (OTP_RULES):
    // let that time pass for this number, as a shopper coming back later would.
    await sql((s) => s`UPDATE otp_codes SET created_at = created_at - interval '1 minute' WHERE mobile = '9811100001'`)
    await signIn(suite, page, "9811100001")
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 1 product")
    await visit(page, "/wishlist")
    await page.getByRole("listitem").filter({ hasText: second.name }).getByRole("button", { name: `Remove ${second.name} from wishlist` }).click()
    await page.getByText("Your wishlist is empty.").waitFor()
    await expect.poll(onServer).toEqual([])
    await page.getByRole("link", { name: "Continue shopping" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    expect(errors.list.filter((e) => !/40[01]/.test(e))).toEqual([])
    await close()
  })
})

describe("compare (issue 7)", () => {
  it("four products side by side with differing rows highlighted; a fifth gets the message; the list survives a reload", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.desktop })
    await visit(page, "/category/men")
    const picked = products.slice(0, COMPARE_LIMIT + 1)
    for (const product of picked.slice(0, COMPARE_LIMIT)) await cardOf(page, product).getByRole("checkbox", { name: `Compare ${product.name}` }).check()
    const bar = page.getByRole("region", { name: "Compare list" })
    await bar.getByText(`${COMPARE_LIMIT} products to compare`).waitFor()
    await cardOf(page, picked[COMPARE_LIMIT]!).getByRole("checkbox", { name: `Compare ${picked[COMPARE_LIMIT]!.name}` }).click()
    await bar.getByRole("alert").filter({ hasText: COMPARE_FULL_TEXT }).waitFor()
    expect(await cardOf(page, picked[COMPARE_LIMIT]!).getByRole("checkbox").isChecked()).toBe(false)
    await bar.getByRole("link", { name: "Compare now" }).click()
    await page.waitForURL("**/Compare")
    await reload(page)
    const table = page.getByRole("table")
    await expect.poll(() => table.getByRole("columnheader").count()).toBe(COMPARE_LIMIT)
    const columns = await table.getByRole("columnheader").allTextContents()
    picked.slice(0, COMPARE_LIMIT).forEach((product, i) => expect(columns[i]).toContain(product.name))
    const rowHeaders = await table.getByRole("rowheader").allTextContents()
    expect(rowHeaders.slice(0, 5).map((t) => t.replace(" (differs)", ""))).toEqual(["Brand", "Price", "MRP", "Discount", "Pack sizes"])
    // Prices differ among these products, so the Price row is highlighted.
    const prices = new Set(picked.slice(0, COMPARE_LIMIT).map((p) => p.packSize[0]?.PackSizeOptions[0]?.Price))
    expect(await table.getByRole("row", { name: /^Price/ }).getAttribute("data-differ")).toBe(String(prices.size > 1))
    await screenshot(page, "compare")
    await page.setViewportSize(VIEWPORTS.phone)
    await screenshot(page, "compare")
    await page.setViewportSize(VIEWPORTS.desktop)

    await table.getByRole("button", { name: `Remove ${picked[0]!.name} from compare` }).click()
    await expect.poll(() => table.getByRole("columnheader").count()).toBe(COMPARE_LIMIT - 1)
    await page.getByRole("button", { name: "Clear all" }).click()
    await page.getByText("Nothing to compare yet.").waitFor()
    expect(await page.evaluate(() => localStorage.getItem("compareList"))).toBeNull()
    expect(errors.list).toEqual([])
    await close()
  })
})

describe("other tabs (issue 7, DESIGN §2)", () => {
  it("a compare or a visitor's wishlist change in one tab shows in another tab of the same browser", async () => {
    const { page, context, errors, close } = await openPage(suite, { viewport: VIEWPORTS.desktop })
    const other = await context.newPage()
    await visit(page, "/category/men")
    await visit(other, "/category/men")
    const [first] = products as [Product]
    await cardOf(page, first).getByRole("checkbox", { name: `Compare ${first.name}` }).check()
    await other.getByRole("region", { name: "Compare list" }).getByText("1 product to compare").waitFor()
    await cardOf(page, first).getByRole("button", { name: `Add ${first.name} to wishlist` }).click()
    await expect.poll(() => wishlistCount(other)).toBe("Wishlist, 1 product")
    await cardOf(other, first).getByRole("button", { name: `Remove ${first.name} from wishlist` }).click()
    await expect.poll(() => wishlistCount(page)).toBe("Wishlist, 0 products")
    expect(errors.list).toEqual([])
    await close()
  })
})

describe("blog (issue 7)", () => {
  it("lists posts newest first and shows a post's markup as text, never running it", async () => {
    const hostile = "Sale alert <script>window.__pwned = 1</script> and <img src=x onerror=\"window.__pwned = 2\">"
    await sql((s) => s`
      INSERT INTO blog_posts (id, title, slug_url, cover_image, summary, body, published_at)
      VALUES ('b10000000000000000000001', 'A post with markup', 'a-post-with-markup', '/images/blog/markup.svg',
              'Markup is shown, not run.', ${`First paragraph.\n\n${hostile}`}, '2026-11-20T10:00:00Z')`)
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, errors, close } = await openPage(suite, { viewport })
      const dialogs: Array<string> = []
      page.on("dialog", (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss() })
      await visit(page, "/Blog")
      await page.getByRole("heading", { name: "The Bazaar blog" }).waitFor()
      const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()
      expect(titles[0]).toBe("A post with markup")
      expect(titles.length).toBeGreaterThanOrEqual(7)
      await screenshot(page, "blog")
      await page.getByRole("link", { name: /A post with markup/ }).click()
      await page.getByRole("heading", { level: 1, name: "A post with markup" }).waitFor()
      expect(await page.getByTestId("blog-body").innerText()).toContain(hostile)
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(await page.getByTestId("blog-body").locator("script, img").count()).toBe(0)
      expect(dialogs).toEqual([])
      await page.goBack()
      await page.getByRole("main").getByRole("link").filter({ hasNotText: "A post with markup" }).nth(1).click()
      await page.getByTestId("blog-body").waitFor()
      await screenshot(page, "blog-post")
      // The cover of the hostile post does not exist: that 404 is the only failure allowed.
      expect(errors.list.filter((e) => !e.includes("markup.svg"))).toEqual([])
      await close()
    }
  })
})

const FOOTER_PAGES: ReadonlyArray<readonly [link: string, path: string]> = [
  ["About Us", "/About"], ["Privacy Policy", "/PrivacyPolicy"], ["Careers", "/Career"], ["Contact Us", "/Content1"],
  ["Affiliate", "/Affiliate"], ["Faq", "/Faq"], ["Refund Policy", "/RefundPolicy"], ["Terms Of Use", "/TermsUse"],
  ["Terms Of Sale", "/TermsSale"], ["Cancellation Policy", "/CancellationPolicy"]
]

describe("company and customer-service pages (issue 7)", () => {
  it("every footer link opens its page with real content", async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, errors, close } = await openPage(suite, { viewport })
      await visit(page, "/")
      let previousHeading: string | null = null
      for (const [link, path] of FOOTER_PAGES) {
        await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click()
        await page.waitForURL((url) => url.pathname === path)
        const h1 = page.getByRole("heading", { level: 1 })
        await h1.waitFor()
        // The app moves to the page without a page load: the screen is the new page's once its heading is.
        await expect.poll(() => h1.textContent()).not.toBe(previousHeading)
        previousHeading = await h1.textContent()
        expect((await page.getByRole("main").innerText()).length, `${path} has content`).toBeGreaterThan(600)
        await screenshot(page, `page${path.toLowerCase().replace("/", "-")}`)
      }
      // The FAQ is an accordion: a question opens its answer and closes it again.
      await visit(page, "/Faq")
      const firstQuestion = (await page.getByRole("main").getByRole("button", { expanded: false }).first().textContent()) ?? ""
      const question = page.getByRole("main").getByRole("button", { name: firstQuestion.trim(), exact: true })
      await question.click()
      await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true")
      await question.press("Enter")
      await expect.poll(() => question.getAttribute("aria-expanded")).toBe("false")
      expect(errors.list).toEqual([])
      await close()
    }
  })

  it("the contact form refuses bad input in the browser and stores a good message on the server", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    const stored = async () => (await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM contact_messages WHERE email = 'ravi.k@example.in'`))[0]!.n
    await visit(page, "/Content1")
    await page.getByLabel("Name").fill("R")
    await page.getByLabel("E-mail").fill("ravi.k@example.in")
    await page.getByLabel("Message").fill("Where is my parcel?")
    await page.getByRole("button", { name: /send/i }).click()
    await page.getByRole("alert").waitFor()
    expect(await stored()).toBe(0)
    await page.getByLabel("Name").fill("Ravi Kumar")
    await page.getByRole("button", { name: /send/i }).click()
    await page.getByText(/Thank you/).waitFor()
    expect(await stored()).toBe(1)
    expect(errors.list).toEqual([])
    await close()
  })
})
