import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatRupees } from "#domain/money.ts"
import { call, deliveredOrder, lineOf, sellableOptions, shopper } from "#tests/support/orders.ts"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { type BrowserSuite, navigateInApp, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, visit } from "./support.ts"

// Issue 20's "done when", as one admin's afternoon in Chromium (1280 px): a category and a coupon
// created, a CSV of 1,000 products imported (two bad rows refused and shown first), an order found by
// the customer's mobile number and one line refunded, a wallet credited, a contact message answered,
// the day's sales on the dashboard; a catalogue editor refused the orders and customers calls; and
// the audit log showing each of those writes. Each screen's own journey (catalogue-admin,
// import-export, support-admin, shop-admin, staff-audit) checks it at 390 px, by keyboard, in depth.

const ADMIN_MOBILE = "9000000040"
let suite: BrowserSuite

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  suite.server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

describe("the back office a merchant runs the shop from (issue 20)", () => {
  it("an admin's afternoon, every write of it in the audit log; a catalogue editor refused orders and customers", async () => {
    const { page, errors, close } = await openPage(suite)
    const stamp = Date.now().toString(36)
    try {
      await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")

      // A category.
      await visit(page, "/admin/categories")
      const form = page.locator("section", { has: page.getByRole("heading", { name: "Add a category" }) })
      await form.getByLabel("Name", { exact: true }).fill(`Festive wear ${stamp}`)
      await form.getByLabel("Super category").selectOption({ label: "Clothing" })
      await form.getByRole("button", { name: "Add category" }).click()
      await page.getByRole("status").filter({ hasText: `Festive wear ${stamp}: added.` }).waitFor()

      // A coupon.
      const code = `AFTERNOON${stamp}`.toUpperCase().slice(0, 20)
      await visit(page, "/admin/coupons")
      await page.getByRole("row", { name: /WELCOME20/ }).waitFor()
      await page.getByLabel(/^Code/).fill(code)
      await page.getByRole("radio", { name: /Amount off/ }).check()
      await page.getByLabel(/^Amount off/).fill("150")
      await page.getByRole("button", { name: "Create coupon" }).click()
      await page.getByRole("status").filter({ hasText: `Coupon ${code} created.` }).waitFor()

      // 1,000 products from a CSV: two bad rows refused and shown, then the fixed file applied.
      await visit(page, "/admin/import-export")
      const file = newProductRecords(`afternoon-${stamp}`, 1000)
      const bad = file.map((r) => ({ ...r }))
      bad[9] = { ...bad[9]!, price: "50000", mrp: "40000" }
      bad[500] = { ...bad[500]!, category_tag: "no-such-tag" }
      await page.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(bad)) })
      await page.getByText("The file has 2 problems").waitFor()
      const problems = await page.getByRole("region", { name: "Problems of the file" }).getByRole("row").allInnerTexts()
      expect(problems.slice(1).map((r) => r.replace(/\s+/g, " ").trim().split(" ")[0])).toEqual(["11", "502"])
      await page.getByLabel("CSV file").setInputFiles({ name: "products-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(file)) })
      await page.getByText("1,000 rows, 1,000 products ready: 1,000 new, 0 updated.").waitFor()
      page.once("dialog", (dialog) => void dialog.accept())
      await page.getByRole("button", { name: "Apply the import" }).click()
      await page.getByText("Imported: 1,000 new and 0 updated products.").waitFor({ timeout: 60_000 })

      // An order found by the customer's mobile number; one line refunded.
      const customer = await shopper(suite.server)
      const [{ mobile }] = (await sql<{ mobile: string }>((sql) => sql`SELECT mobile FROM clients WHERE id = ${customer.clientId}`)) as [{ mobile: string }]
      const [first, second] = await sellableOptions(suite.server, 5)
      const delivered = await deliveredOrder(suite.server, customer, await shopper(suite.server, "admin"), [lineOf(first!, 2), lineOf(second!, 1)])
      await navigateInApp(page, "/admin/orders")
      await page.getByRole("searchbox", { name: "Order number, customer's mobile or name" }).fill(mobile)
      await page.keyboard.press("Enter")
      await page.getByRole("listitem", { name: `Order ${delivered.orderid}` }).getByRole("link", { name: delivered.orderid }).click()
      await page.getByRole("heading", { name: `Order ${delivered.orderid}` }).waitFor()
      await page.getByLabel(/^Units of .* to refund \(at most 2\)$/).fill("1")
      await page.getByLabel("Reason").fill("One arrived torn")
      await page.getByRole("button", { name: "Refund selected items" }).click()
      await page.getByRole("dialog", { name: `Confirm the refund of order ${delivered.orderid}` }).getByRole("button", { name: "Refund", exact: true }).click()
      await page.getByRole("status").filter({ hasText: `${delivered.orderid}: refund recorded.` }).waitFor()

      // The customer's wallet credited with a reason.
      await page.getByRole("region", { name: "Customer" }).getByRole("link", { name: "Ravi Kumar" }).click()
      await page.waitForURL(`**/admin/customers/${customer.clientId}`)
      await page.getByLabel("Amount (₹)").fill("75")
      await page.getByLabel("Reason").fill("Goodwill for the wait")
      await page.keyboard.press("Enter")
      await page.getByRole("dialog", { name: "Confirm the wallet change" }).getByRole("button", { name: "Confirm" }).click()
      await page.getByRole("status").filter({ hasText: `Wallet credited ${formatRupees(75)}.` }).waitFor()

      // A contact message answered: opened, the e-mail link, marked handled.
      const messageId = randomBytes(12).toString("hex")
      await sql((sql) => sql`INSERT INTO contact_messages (id, name, email, message)
        VALUES (${messageId}, 'Kiran Shah', 'kiran@example.com', 'Do you deliver to Port Blair? I would like a kurta.') RETURNING id`)
      await visit(page, "/admin/messages")
      await page.getByRole("button", { name: "Open the message from Kiran Shah" }).click()
      const dialog = page.getByRole("dialog", { name: "Message from Kiran Shah" })
      expect(await dialog.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toMatch(/^mailto:kiran@example\.com\?/)
      await dialog.getByRole("button", { name: "Mark handled" }).click()
      await page.getByRole("status").filter({ hasText: "The message from Kiran Shah is marked handled." }).waitFor()

      // The day's sales on the dashboard, as the orders that stand add up.
      await visit(page, "/admin/dashboard")
      const [today] = await sql<{ total: number }>((sql) => sql`
        SELECT coalesce(sum(total_amount - coupon), 0)::float8 AS total FROM orders
        WHERE status <> 0 AND (created_at AT TIME ZONE 'Asia/Kolkata')::date = (now() AT TIME ZONE 'Asia/Kolkata')::date`)
      expect(today!.total).toBeGreaterThan(0)
      await expect.poll(() => page.getByTestId("today-sales").innerText()).toBe(formatRupees(today!.total))

      // A catalogue editor is refused the orders and customers calls.
      const editor = await shopper(suite.server, "catalogue")
      for (const path of ["/admin/orders", `/admin/orders/${delivered.orderid}`, "/admin/customers", `/admin/customers/${customer.clientId}`]) {
        const answer = await call(suite.server, "GET", path, editor.cookie)
        expect(answer, path).toMatchObject({ status: 403, body: { message: "Only an admin or support staff may do this." } })
      }

      // The audit log shows each of those writes, the admin's own, newest first.
      await visit(page, "/admin/audit")
      await page.getByRole("heading", { level: 2, name: /^Audit log/ }).waitFor()
      const summaries = (await page.getByRole("main").locator("ol > li summary").allInnerTexts()).map((t) => t.replace(/\s+/g, " "))
      const mine = summaries.filter((s) => s.startsWith("Meera Iyer"))
      for (const call of [
        "POST /category/new",
        "POST /admin/coupons",
        "POST /product/import",
        `POST /admin/orders/${delivered.orderid}/refunds`,
        `POST /admin/customers/${customer.clientId}/wallet`,
        `PUT /admin/messages/${messageId}`
      ]) expect(mine.some((s) => s.includes(call)), `${call} in ${JSON.stringify(mine)}`).toBe(true)
      const imported = page.getByRole("main").locator("ol > li").filter({ hasText: "POST /product/import" }).first()
      await imported.locator("summary").click()
      await imported.getByText("products", { exact: false }).first().waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, "back-office-audit")
      expect(errors.list).toEqual([])
    } finally {
      await close()
    }
  }, 240_000)
})
