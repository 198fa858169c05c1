import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { type FakeRazorpay, startFakeRazorpay } from "#tests/support/fake-razorpay.ts"
import { addFromProductPage, checkoutToReview, registerWithAddress } from "./checkout-steps.ts"
import { type BrowserSuite, menProducts, openPage, screenshot, startBrowserSuite, VIEWPORTS } from "./support.ts"

// Issue 37 in Chromium at 390 px: a shop that takes Razorpay, against the local fake of its API and
// the stand-in for Standard Checkout's script (tests/support/fake-razorpay.ts). The shopper pays by
// UPI on the shop's payment page, the order is Paid, then cancelled, and its timeline says where the
// money went.

let fake: FakeRazorpay
let suite: BrowserSuite
let product: Product

beforeAll(async () => {
  fake = await startFakeRazorpay()
  suite = await startBrowserSuite({ payment: { _tag: "Razorpay", ...fake.settings } })
  product = (await menProducts(suite, 20)).find((p) => (primaryOption(primaryPackSize(p)!)?.availablestock ?? 0) >= 5)!
})
afterAll(async () => {
  await suite?.close()
  await fake?.close()
})

describe("paying with Razorpay (issue 37)", () => {
  it("at 390 px: UPI first on Checkout, paid, then cancelled with the refund to the original payment on the timeline", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.phone })
    await registerWithAddress(suite, page, "9876512345", "Lakshmi Iyer")
    await addFromProductPage(page, product)
    await checkoutToReview(page, "Pay online")
    await page.getByRole("button", { name: /^Place order and pay ₹/ }).click()
    await page.waitForURL("**/pay/razorpay/order_*")
    const checkout = page.getByRole("dialog", { name: "Razorpay Checkout (test stand-in)" })
    await checkout.waitFor()
    // UPI before cards, netbanking and wallets, as the shop asks Checkout.
    expect((await checkout.getByRole("button").allInnerTexts()).slice(0, 2)).toEqual(["Pay by UPI", "Cards, netbanking and wallets"])
    await screenshot(page, "razorpay-checkout")
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
    // Issue 37 item 4: the refund was made at Razorpay, and the timeline says it was sent.
    const timeline = page.getByRole("list", { name: "Order timeline" })
    await timeline.getByText("Refund sent to your original payment").waitFor()
    expect([...fake.refunds.values()].map((refund) => refund.status)).toEqual(["processed"])
    await screenshot(page, "razorpay-cancelled-refund")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors.list).toEqual([])
    await close()
  })
})
