import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Id } from "#domain/common.ts"
import { formatRupees } from "#domain/money.ts"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import { returnWindowClosesOn } from "#domain/returns.ts"
import { insertAddress } from "#server/client/client.repo.ts"
import { createSession } from "#server/session/session.repo.ts"
import { call, deliveredOrder, HOME, lineOf, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { type BrowserSuite, navigateInApp, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 19 item 3 (ADR 031): a shopper returns a line of a delivered order and sees the refund in
// the wallet. The customer asks on the order's page (390 px), an admin approves, marks the pickup
// and refunds it to the wallet on /admin/returns (1280 px), and the customer's My Account shows the
// balance and the movement; every screen at both widths has no serious axe violation.

const ADMIN_MOBILE = "9811400009"
const CUSTOMER_MOBILE = "9811400001"
const WITHDRAWING_MOBILE = "9811400002"
/** The screen at both widths: no serious axe violation, and a screenshot of each when asked. */
const checkBothWidths = async (page: Page, name: string) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await screenshot(page, `returns-${name}-${viewport.width}`)
  }
}

let suite: BrowserSuite

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

/** The client a browser registered, with an address and a session of its own for the API calls. */
const asShopper = (mobile: string): Promise<Shopper> =>
  suite.server.run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [client] = yield* sql<{ id: Id }>`SELECT id FROM clients WHERE mobile = ${mobile}`
    const addressId = Option.getOrThrow(yield* insertAddress(client!.id, HOME))
    return { clientId: client!.id, addressId, cookie: `bazaar_session=${yield* createSession(client!.id)}` }
  }))

describe("returns and the wallet (browser)", () => {
  it("a customer returns a line, an admin refunds it to the wallet, and the customer sees the balance and the movement", async () => {
    const customer = await openPage(suite, { viewport: VIEWPORTS.phone })
    const admin = await openPage(suite, { viewport: VIEWPORTS.desktop })
    try {
      await signUp(suite, customer.page, CUSTOMER_MOBILE, "Kavya Menon")
      await signUp(suite, admin.page, ADMIN_MOBILE, "Meera Iyer")
      const shopperOf = await asShopper(CUSTOMER_MOBILE)
      const [option] = await sellableOptions(suite.server, 5)
      const delivered = await deliveredOrder(suite.server, shopperOf, await shopper(suite.server, "admin"), [lineOf(option!, 2)])
      const deliveredAt = (delivered.events.find((e) => e._tag === "order.delivered") as unknown as { at: string }).at

      // My Account offers the return while the window is open, and says until when.
      const { page } = customer
      // A page load: the orders actor reads the latest orders as the session begins.
      await visit(page, "/my-account")
      const row = page.getByRole("listitem").filter({ hasText: delivered.orderid })
      await expect.poll(() => row.textContent()).toContain(`Return window closes on ${formatPromisedDate(returnWindowClosesOn(deliveredAt))}`)
      await row.getByRole("link", { name: "Return or exchange" }).click()
      await page.waitForURL(`**/order-tracking/${delivered.orderid}#returns`)

      // The form, by keyboard where a person would use it: one of the two units, a reason, the wallet.
      const open = page.getByRole("button", { name: "Return or exchange" })
      await open.focus()
      await page.keyboard.press("Enter")
      const form = page.getByRole("form", { name: "Return or exchange" })
      await form.getByRole("button", { name: "Ask for the return" }).click()
      await expect.poll(() => form.getByRole("alert").textContent()).toBe("Choose at least one item and how many to send back.")
      await form.getByLabel(/^How many of /).selectOption("1")
      await form.getByLabel("Reason").selectOption({ label: "Size or fit is not right" })
      await expect.poll(() => form.getByLabel("My Bazaar wallet (at once)").isChecked()).toBe(true)
      await checkBothWidths(page, "form")
      await form.getByRole("button", { name: "Ask for the return" }).click()
      const returns = page.getByRole("region", { name: "Returns and exchanges" })
      await expect.poll(() => returns.getByRole("listitem").first().textContent()).toContain("Requested")
      await page.setViewportSize(VIEWPORTS.phone)
      await checkBothWidths(page, "requested")

      // The admin approves, marks the pickup and refunds, confirming the refund.
      const adminPage = admin.page
      await navigateInApp(adminPage, "/admin/returns?status=Requested")
      const request = adminPage.getByRole("listitem", { name: `Return of ${delivered.orderid}` })
      await request.getByRole("button", { name: "Approve" }).click()
      await adminPage.getByRole("status").filter({ hasText: `${delivered.orderid}: return Approved.` }).waitFor()
      await navigateInApp(adminPage, "/admin/returns")
      await request.getByRole("button", { name: "Mark picked up" }).click()
      await adminPage.getByRole("status").filter({ hasText: `${delivered.orderid}: return Picked up.` }).waitFor()
      await request.getByRole("button", { name: "Refund" }).click()
      const dialog = adminPage.getByRole("dialog", { name: "Refund the return" })
      const { body } = await call(suite.server, "GET", `/order/${delivered.orderid}/returns`, shopperOf.cookie)
      const refund = (body as { returns: ReadonlyArray<{ refundAmount: number }> }).returns[0]!.refundAmount
      expect(refund).toBe(option!.price)
      await expect.poll(() => dialog.textContent()).toContain(`${formatRupees(refund)} is credited to the customer's Bazaar wallet now.`)
      await checkBothWidths(adminPage, "admin-confirm")
      await dialog.getByRole("button", { name: "Yes, refund" }).click()
      await adminPage.getByRole("status").filter({ hasText: `${delivered.orderid}: return Refunded.` }).waitFor()
      await expect.poll(() => request.textContent()).toContain("Refunded")
      await checkBothWidths(adminPage, "admin")
      // The status filter offers every status of the request's machine, Withdrawn too (none yet).
      const filters = adminPage.getByRole("navigation", { name: "Return status" })
      await filters.getByRole("button", { name: "Withdrawn" }).click()
      await adminPage.waitForURL("**/admin/returns?status=Withdrawn")
      await adminPage.getByText("No requests here.").waitFor()
      expect(await filters.getByRole("button", { name: "Withdrawn" }).getAttribute("aria-pressed")).toBe("true")

      // The customer's wallet: the balance and the refund's movement.
      await navigateInApp(page, "/my-account")
      const wallet = page.getByRole("region", { name: "Wallet" })
      await expect.poll(() => wallet.getByTestId("wallet-balance").textContent()).toBe(formatRupees(refund))
      const movement = wallet.getByRole("row").nth(1)
      await expect.poll(() => movement.textContent()).toContain(`Refund of a return · ${delivered.orderid}`)
      expect(await movement.textContent()).toContain(`+${formatRupees(refund)}`)
      await wallet.scrollIntoViewIfNeeded()
      await checkBothWidths(page, "wallet")

      // The order's page shows the request's timeline to its end.
      await navigateInApp(page, `/order-tracking/${delivered.orderid}`)
      await expect.poll(() => page.getByRole("list", { name: "Timeline of the return" }).textContent()).toContain(`Refunded ${formatRupees(refund)} to your Bazaar wallet`)
      await checkBothWidths(page, "refunded")
      expect(customer.errors.list).toEqual([])
      expect(admin.errors.list).toEqual([])
    } finally {
      await customer.close()
      await admin.close()
    }
  })

  it("a customer withdraws a request before its pickup, confirming in a dialog by keyboard; a request picked up meanwhile is refused in the server's words", async () => {
    // The refused withdrawal is the server's 409, which the browser logs.
    const customer = await openPage(suite, { viewport: VIEWPORTS.phone, allowErrors: [/status of 409 \(Conflict\).*\/api\/v1\/order\/BZ-\d+\/returns\/[0-9a-f]{24}\/withdraw/] })
    try {
      const { page } = customer
      await signUp(suite, page, WITHDRAWING_MOBILE, "Arjun Nair")
      const shopperOf = await asShopper(WITHDRAWING_MOBILE)
      const staff = await shopper(suite.server, "admin")
      const [option] = await sellableOptions(suite.server, 5)
      const delivered = await deliveredOrder(suite.server, shopperOf, staff, [lineOf(option!, 2)])
      // Two requests of one unit each, asked through the API: the first is withdrawn here; the
      // second is picked up by Bazaar while the page still shows it Requested.
      const ask = async () => {
        const answer = await call(suite.server, "POST", `/order/${delivered.orderid}/returns`, shopperOf.cookie,
          { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "changed-mind", refundTo: "wallet" })
        return (answer.body as { returnRequest: { _id: string } }).returnRequest._id
      }
      const first = await ask()
      const second = await ask()
      await visit(page, `/order-tracking/${delivered.orderid}`)
      const returns = page.getByRole("region", { name: "Returns and exchanges" })
      const requests = returns.getByRole("listitem").filter({ has: page.getByRole("list", { name: "Timeline of the return" }) })
      await expect.poll(() => requests.count()).toBe(2)
      // Newest first: the second request, then the first.
      const [newest, oldest] = [requests.nth(0), requests.nth(1)]
      expect(await returns.getByRole("button", { name: "Withdraw request" }).count()).toBe(2)

      // Escape keeps the request; Enter on "Yes, withdraw it" withdraws it.
      const withdrawOldest = oldest.getByRole("button", { name: "Withdraw request" })
      await withdrawOldest.focus()
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: "Withdraw the request" })
      await dialog.waitFor()
      expect(await dialog.getByRole("heading").textContent()).toBe(`Withdraw your return request for order ${delivered.orderid}?`)
      await checkBothWidths(page, "withdraw-confirm")
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "hidden" })
      await withdrawOldest.focus()
      await page.keyboard.press("Enter")
      await dialog.getByRole("button", { name: "Yes, withdraw it" }).focus()
      await page.keyboard.press("Enter")
      await returns.getByRole("status").filter({ hasText: "Your return request is withdrawn." }).waitFor()
      await expect.poll(() => oldest.textContent()).toContain("Withdrawn")
      expect(await oldest.getByRole("list", { name: "Timeline of the return" }).textContent()).toContain("Request withdrawn")
      expect(await oldest.getByRole("button", { name: "Withdraw request" }).count()).toBe(0)
      await page.setViewportSize(VIEWPORTS.phone)
      await checkBothWidths(page, "withdrawn")

      // Bazaar picks the second one up meanwhile; the page still offers to withdraw it, and the server refuses.
      for (const step of ["approve", "pickedUp"]) {
        const acted = await call(suite.server, "PUT", `/admin/returns/${second}`, staff.cookie, { _tag: step })
        expect(acted.status).toBe(200)
      }
      await newest.getByRole("button", { name: "Withdraw request" }).click()
      await dialog.getByRole("button", { name: "Yes, withdraw it" }).click()
      await returns.getByRole("alert").filter({ hasText: "A return that is Picked up can no longer be withdrawn." }).waitFor()
      await checkBothWidths(page, "withdraw-refused")
      const { body } = await call(suite.server, "GET", `/order/${delivered.orderid}/returns`, shopperOf.cookie)
      expect((body as { returns: ReadonlyArray<{ _id: string; status: string }> }).returns.map((r) => [r._id, r.status])).toEqual([[first, "Withdrawn"], [second, "Picked up"]])
      expect(customer.errors.list).toEqual([])
    } finally {
      await customer.close()
    }
  })
})
