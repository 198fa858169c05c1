import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Product } from "#domain/product.ts"
import { type FakeRazorpay, startFakeRazorpay } from "#tests/support/fake-razorpay.ts"
import { addFromProductPage, checkoutToReview, registerWithAddress } from "./checkout-steps.ts"
import type { Page } from "playwright-core"
import { type BrowserSuite, stockedMenProducts, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 37 in Chromium at 390 and 1280 px: a shop that takes Razorpay, against the local fake of its API and
// the stand-in for Standard Checkout's script (tests/support/fake-razorpay.ts). The shopper pays by
// UPI on the shop's payment page, the order is Paid, then cancelled, and its timeline says where the
// money went; a refund Razorpay refused is retried by an admin from the order's detail.

let fake: FakeRazorpay
let suite: BrowserSuite
let product: Product

beforeAll(async () => {
  fake = await startFakeRazorpay()
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE, payment: { _tag: "Razorpay", ...fake.settings } })
  product = (await stockedMenProducts(suite, 20))[0]!
})
afterAll(async () => {
  await suite?.close()
  await fake?.close()
})

const ADMIN_MOBILE = "9000000037"

/** The shopper signs up, pays by UPI through the stand-in Checkout, and cancels the paid order from its tracking page: its number. */
const payByUpiThenCancel = async (page: Page, mobile: string, name: string, shots: boolean): Promise<string> => {
  await registerWithAddress(suite, page, mobile, name)
  await addFromProductPage(page, product)
  await checkoutToReview(page, "Pay online")
  await page.getByRole("button", { name: /^Place order and pay ₹/ }).click()
  await page.waitForURL("**/pay/razorpay/order_*")
  const checkout = page.getByRole("dialog", { name: "Razorpay Checkout (test stand-in)" })
  await checkout.waitFor()
  // UPI before cards, netbanking and wallets, as the shop asks Checkout.
  expect((await checkout.getByRole("button").allInnerTexts()).slice(0, 2)).toEqual(["Pay by UPI", "Cards, netbanking and wallets"])
  if (shots) await screenshot(page, "razorpay-checkout")
  await checkout.getByRole("button", { name: "Pay by UPI" }).click()
  await page.waitForURL("**/OrderSuccess?**")
  await page.getByText("Payment received. Thank you!").waitFor()
  const orderid = new URL(page.url()).searchParams.get("orderid")!
  expect([...fake.orders.values()].some((order) => order.receipt === orderid && order.status === "paid")).toBe(true)
  await page.getByRole("link", { name: "Track your order" }).click()
  await page.getByText(/Online · payment Paid/).waitFor()
  await page.getByRole("button", { name: "Cancel order" }).click()
  const dialog = page.getByRole("dialog", { name: /^Cancel order BZ-\d+$/ })
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check()
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click()
  await page.getByText("Cancelled", { exact: true }).first().waitFor()
  await page.getByText(/to your original payment/).first().waitFor()
  return orderid
}

describe("paying with Razorpay (issue 37)", () => {
  it("at 390 px: UPI first on Checkout, paid, then cancelled with the refund to the original payment on the timeline", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    await payByUpiThenCancel(page, "9876512345", "Lakshmi Iyer", true)
    // Issue 37 item 4: the refund was made at Razorpay, and the timeline says it was sent.
    await page.getByRole("list", { name: "Order timeline" }).getByText("Refund sent to your original payment").waitFor()
    expect([...fake.refunds.values()].map((refund) => refund.status)).toEqual(["processed"])
    await screenshot(page, "razorpay-cancelled-refund")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors.list).toEqual([])
    await close()
  })

  it("at 1280 px: a refund Razorpay refuses is on the shopper's timeline, and an admin retries it from the order's detail", async () => {
    const shopper = await openPage(suite, { viewport: VIEWPORTS.desktop })
    const admin = await openPage(suite, { viewport: VIEWPORTS.desktop })
    fake.refundOutcome = "refused"
    let orderid: string
    try {
      orderid = await payByUpiThenCancel(shopper.page, "9876512346", "Arjun Rao", false)
    } finally {
      fake.refundOutcome = "processed"
    }
    await shopper.page.getByRole("list", { name: "Order timeline" }).getByText("Refund to your original payment did not go through").waitFor()
    await signUp(suite, admin.page, ADMIN_MOBILE, "Meera Iyer")
    await visit(admin.page, `/admin/orders/${orderid}`)
    const refunds = admin.page.getByRole("region", { name: "Refunds at the gateway" })
    await refunds.getByText("Failed at the gateway").waitFor()
    await refunds.getByText("Refunds are not allowed on this payment (fake)").waitFor()
    await screenshot(admin.page, "razorpay-admin-refund-failed")
    await refunds.getByRole("button", { name: "Retry the refund" }).click()
    await admin.page.getByRole("status").filter({ hasText: `${orderid}: refund asked of the gateway again.` }).waitFor()
    await refunds.getByText("Sent by the gateway").waitFor()
    expect(await seriousViolations(admin.page)).toEqual([])
    await screenshot(admin.page, "razorpay-admin-refund-retried")
    expect(shopper.errors.list).toEqual([])
    expect(admin.errors.list).toEqual([])
    await shopper.close()
    await admin.close()
  })
})
