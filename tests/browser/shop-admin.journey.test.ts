import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatRupees } from "#domain/money.ts"
import type { Product } from "#domain/product.ts"
import { type BrowserSuite, fillAddress, stockedMenProducts, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, tabTo, VIEWPORTS, visit } from "./support.ts"

// Issue 20 items 5 to 7 in Chromium ("done when": creates a coupon, answers a contact message, and
// sees the day's sales on the dashboard): an admin makes a coupon by keyboard, a shopper uses it at
// checkout, the admin opens a contact message, takes the reply link and marks it handled, and the
// dashboard shows today's sales with its chart and its text alternative; at 1280 and 390 px, axe clean.

const ADMIN_MOBILE = "9000000020"
let suite: BrowserSuite
let product: Product

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
  product = (await stockedMenProducts(suite, 40))[0]!
})
afterAll(async () => suite?.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  suite.server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

const axeClean = async (page: Page, what: string) => expect(await seriousViolations(page), what).toEqual([])

/** What runs off the screen's right edge (390 px: tables and the admin menu scroll inside their own box). */
const overflowing = (page: Page) => page.evaluate(() =>
  Array.from(document.querySelectorAll("body *"))
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest("[role=region], nav[aria-label=Admin]"))
    .slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} ${e.textContent?.slice(0, 30) ?? ""}`))

describe("coupons, messages and the dashboard (issue 20 items 5 to 7)", () => {
  it("an admin creates a coupon by keyboard, a shopper uses it at checkout, a message is answered, and the dashboard shows the day's sales", async () => {
    const admin = await openPage(suite)
    const page = admin.page
    await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")

    // Coupons: FLAT100, ₹100 off, once per customer, made by keyboard only.
    await visit(page, "/admin/coupons")
    await page.getByRole("heading", { name: /^Coupons/ }).waitFor()
    await page.getByRole("row", { name: /WELCOME20/ }).waitFor()
    await axeClean(page, "/admin/coupons")
    await tabTo(page, /^Code/)
    await page.keyboard.type("flat100")
    // The discount's radio group is one stop; the arrow keys choose in it.
    await tabTo(page, /^Percentage off/)
    await page.keyboard.press("ArrowDown")
    expect(await page.getByRole("radio", { name: /Amount off/ }).isChecked()).toBe(true)
    await tabTo(page, /^Amount off/)
    await page.keyboard.type("100")
    await tabTo(page, /^Create coupon$/)
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "Coupon FLAT100 created." }).waitFor()
    const row = page.getByRole("row", { name: /FLAT100/ })
    await row.getByText("₹100 off").waitFor()
    expect(await row.getByText("1 per customer").isVisible()).toBe(true)
    await screenshot(page, "admin-coupons")

    // A shopper at 390 px sees it among the offers and uses it at checkout; the server takes ₹100 off.
    const shopper = await openPage(suite, { viewport: VIEWPORTS.phone })
    await signUp(suite, shopper.page, "9876520020", "Leela Nair")
    await shopper.page.getByRole("button", { name: "Add an address" }).click()
    await fillAddress(shopper.page, { name: "Leela Nair", mobile: "9876520020" })
    await visit(shopper.page, `/product-info/${product.slugUrl}`)
    await shopper.page.getByRole("button", { name: "Add to cart" }).first().click()
    await shopper.page.getByText("Added to cart Successfully!").waitFor()
    await shopper.page.getByRole("button", { name: "Continue Shopping" }).click()
    await visit(shopper.page, "/check-out")
    await shopper.page.getByRole("heading", { name: "Where should we deliver?" }).waitFor()
    await shopper.page.getByRole("radio").first().check()
    await shopper.page.getByRole("button", { name: "Deliver here" }).click()
    await shopper.page.getByRole("heading", { name: "How would you like to pay?" }).waitFor()
    await shopper.page.getByRole("button", { name: "Use FLAT100" }).click()
    await shopper.page.getByText(/^FLAT100 applied: you save ₹100/).waitFor()
    await shopper.page.getByRole("radio", { name: /Cash on Delivery/ }).check()
    await shopper.page.getByRole("button", { name: "Review your order" }).click()
    await shopper.page.getByRole("heading", { name: "Review and place your order" }).waitFor()
    await shopper.page.getByRole("button", { name: /^Place order: ₹[0-9,.]+ on delivery$/ }).click()
    await shopper.page.waitForURL("**/OrderSuccess?**")
    const orderid = new URL(shopper.page.url()).searchParams.get("orderid")!
    const [placed] = await sql<{ coupon: number; couponCode: string; sale: number }>((sql) => sql`
      SELECT coupon::float8 AS coupon, coupon_code AS "couponCode", (total_amount - coupon)::float8 AS sale FROM orders
      WHERE number = ${Number(orderid.replace(/\D/g, ""))}`)
    expect(placed).toMatchObject({ coupon: 100, couponCode: "FLAT100" })
    expect(shopper.errors.list).toEqual([])
    await shopper.close()

    // The coupon's row counts the use.
    await visit(page, "/admin/coupons")
    await expect.poll(() => page.getByRole("row", { name: /FLAT100/ }).getByRole("cell").nth(3).innerText()).toBe("1")

    // Messages: a message from the contact form waits; opened (read), replied to by e-mail, handled.
    const id = randomBytes(12).toString("hex")
    await sql((sql) => sql`INSERT INTO contact_messages (id, name, email, message)
      VALUES (${id}, 'Kiran Shah', 'kiran@example.com', 'Do you deliver to Port Blair? I would like to order a kurta.') RETURNING id`)
    await visit(page, "/admin/messages")
    await page.getByRole("heading", { name: /^Messages/ }).waitFor()
    expect(await page.getByRole("link", { name: "Review moderation" }).getAttribute("href")).toBe("/admin/reviews")
    const item = page.getByRole("listitem").filter({ hasText: "Kiran Shah" })
    await item.getByText("Unread").waitFor()
    await axeClean(page, "/admin/messages")
    await tabTo(page, /^Open the message from Kiran Shah$/)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Message from Kiran Shah" })
    await dialog.getByText("Do you deliver to Port Blair?", { exact: false }).waitFor()
    const reply = new URL((await dialog.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href"))!)
    expect(reply.protocol).toBe("mailto:")
    expect(reply.pathname).toBe("kiran@example.com")
    expect(reply.searchParams.get("subject")).toBe("Re: your message to Bazaar")
    expect(reply.searchParams.get("body")).toContain("> Do you deliver to Port Blair? I would like to order a kurta.")
    await axeClean(page, "the open message")
    await screenshot(page, "admin-message")
    await dialog.getByRole("button", { name: "Mark handled" }).click()
    await page.getByRole("status").filter({ hasText: "The message from Kiran Shah is marked handled." }).waitFor()
    const [stored] = await sql<{ read: boolean; handled: boolean }>((sql) => sql`
      SELECT read_at IS NOT NULL AS read, handled_at IS NOT NULL AS handled FROM contact_messages WHERE id = ${id}`)
    expect(stored).toEqual({ read: true, handled: true })
    // Gone from the waiting ones, listed among the handled.
    await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Kiran Shah" }).count()).toBe(0)
    await page.getByRole("link", { name: "Handled" }).click()
    await page.getByRole("listitem").filter({ hasText: "Kiran Shah" }).getByText("Handled").waitFor()

    // The dashboard: today's sales are the day's orders that stand (invoice values), with the chart.
    await visit(page, "/admin/dashboard")
    await page.getByRole("heading", { name: "How the shop is doing" }).waitFor()
    const [today] = await sql<{ total: number }>((sql) => sql`
      SELECT coalesce(sum(total_amount - coupon), 0)::float8 AS total FROM orders
      WHERE status <> 0 AND (created_at AT TIME ZONE 'Asia/Kolkata')::date = (now() AT TIME ZONE 'Asia/Kolkata')::date`)
    expect(today!.total).toBeGreaterThanOrEqual(placed!.sale)
    expect(await page.getByTestId("today-sales").innerText()).toBe(formatRupees(today!.total))
    expect(await page.getByTestId("sales-summary").innerText()).toContain(`, ${formatRupees(today!.total)}.`)
    await page.getByTestId("sales-chart").locator("canvas").waitFor()
    await page.getByText("Sales per day as a table").click()
    expect(await page.getByRole("table", { name: /Sales per day/ }).getByRole("row").nth(1).innerText()).toContain(formatRupees(today!.total))
    await axeClean(page, "/admin/dashboard")
    await screenshot(page, "admin-dashboard")

    // At 390 px each screen fits the phone and stays axe clean.
    await page.setViewportSize(VIEWPORTS.phone)
    for (const path of ["/admin/coupons", "/admin/messages", "/admin/dashboard"]) {
      await visit(page, path)
      await page.getByRole("heading", { level: 2 }).first().waitFor()
      if (path === "/admin/dashboard") await page.getByTestId("sales-chart").locator("canvas").waitFor()
      expect(await overflowing(page), `${path} fits 390 px`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(VIEWPORTS.phone.width)
      await axeClean(page, `${path} at 390 px`)
      await screenshot(page, `admin-${path.split("/")[2]}-phone`)
    }
    expect(admin.errors.list).toEqual([])
    await admin.close()
  })

  it("the chart library (uPlot) is not loaded by the home page", async () => {
    const { page, close } = await openPage(suite)
    const scripts: Array<string> = []
    page.on("response", (response) => { if (response.url().endsWith(".js")) scripts.push(response.url()) })
    await visit(page, "/")
    await page.waitForLoadState("networkidle")
    expect(scripts.filter((s) => /uPlot|sales-chart/i.test(s))).toEqual([])
    await close()
  })
})
