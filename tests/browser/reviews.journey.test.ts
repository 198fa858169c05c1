import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Product } from "#domain/product.ts"
import { formatCount } from "#domain/money.ts"
import { averageText, CANNOT_RATE_SENTENCE } from "#domain/review.ts"
import { insertAddress } from "#server/client/client.repo.ts"
import { createSession } from "#server/session/session.repo.ts"
import { deliver, HOME, order, orderOf, shopper } from "#tests/support/orders.ts"
import { type BrowserSuite, menProducts, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 19 item 1 in Chromium (ADR 030): a customer whose order was delivered rates the product on
// its page (phone width), sees the review there marked Verified Buyer, and the product's card in
// the listing shows the new average and count (desktop width); a visitor reads it and is told who
// may rate; an admin hides it after confirming with a reason. axe-core on each screen.

const ADMIN_MOBILE = "9000000019"
const CUSTOMER_MOBILE = "9876500119"
let suite: BrowserSuite
let product: Product
beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
  product = (await menProducts(suite, 1))[0]!
})
afterAll(async () => suite?.close())

/** The visible ratings of the product, as the database holds them. */
const ratings = () => suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ rating: number }>`
  SELECT rating FROM reviews WHERE product_id = ${product._id} AND NOT hidden`)).then((rows) => rows.map((r) => r.rating))

/** The card's rating line in the Men listing, as a shopper reads it. */
const cardRating = async (page: Page) => {
  await visit(page, "/category/men")
  const card = page.locator("article").filter({ has: page.getByRole("link", { name: product.name, exact: true }) }).first()
  await card.waitFor()
  const line = card.locator("p", { hasText: "★" })
  // A product with no visible rating has no line.
  return (await line.count()) === 0 ? undefined : (await line.textContent())?.replace(/\s+/g, " ").trim()
}
const cardText = (list: ReadonlyArray<number>) =>
  `★ ${averageText(list.reduce((a, b) => a + b, 0) / list.length)} (${list.length})`

/** The signed-up customer's order of the product, placed and delivered through the API. */
const deliveredOrder = async () => {
  const [client] = await suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`SELECT id FROM clients WHERE mobile = ${CUSTOMER_MOBILE}`))
  const clientId = client!.id as Product["_id"]
  const { cookie, addressId } = await suite.server.run(Effect.gen(function* () {
    const token = yield* createSession(clientId)
    const address = Option.getOrThrow(yield* insertAddress(clientId, HOME))
    return { cookie: `bazaar_session=${token}`, addressId: address }
  }))
  const size = product.packSize[0]!
  const option = size.PackSizeOptions.find((o) => o.availablestock > 0)!
  const placed = orderOf(await order(suite.server, { clientId, cookie, addressId }, [{ PackId: size._id, PackOptionId: option._id, quantity: 1 }]))
  await deliver(suite.server, await shopper(suite.server, "admin"), placed.orderid)
}

/**
 * Scrolls the section into view: its place is drawn first and the section replaces it once read
 * (ADR 028), so the element scrolled to may go while it is scrolled to; asked again until it holds.
 */
const scrollTo = (section: Locator) =>
  expect.poll(async () => {
    try {
      await section.scrollIntoViewIfNeeded({ timeout: 2_000 })
      return true
    } catch {
      return false
    }
  }).toBe(true)

describe("ratings and reviews (issue 19 item 1)", () => {
  it("a customer whose order was delivered rates the product, sees it on the page and the card's average change; a visitor reads it", async () => {
    const before = await ratings()
    const phone = await openPage(suite, { viewport: VIEWPORTS.phone })
    const { page } = phone
    await signUp(suite, page, CUSTOMER_MOBILE, "Kiran Patel")

    // Not delivered yet: the section says who may rate.
    await visit(page, `/product-info/${product.slugUrl}`)
    // The section loads when its place comes into view, below the similar products.
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Ratings & Reviews" }) })
    await scrollTo(section)
    await section.getByText(CANNOT_RATE_SENTENCE).waitFor()

    await deliveredOrder()
    await visit(page, `/product-info/${product.slugUrl}`)
    await scrollTo(section)
    await section.getByRole("heading", { name: "Rate this product" }).waitFor()
    // The stars are a radio group: chosen by keyboard.
    await section.getByLabel("2 stars").focus()
    await page.keyboard.press("ArrowLeft")
    expect(await section.getByLabel("1 star", { exact: true }).isChecked()).toBe(true)
    await section.getByLabel("Title").fill("Colour ran in the first wash")
    await section.getByLabel("Your review").fill("The blue bled onto my other clothes. Sizing was right.")
    await section.getByRole("button", { name: "Submit review" }).click()
    await section.getByRole("status").filter({ hasText: "Thank you: your review is saved." }).waitFor()
    const mine = section.getByRole("listitem").filter({ hasText: "Colour ran in the first wash" })
    await mine.getByText("Verified Buyer").waitFor()
    expect(await mine.textContent()).toContain("Kiran P. (you)")
    await section.getByRole("heading", { name: "Edit your review" }).waitFor()
    const after = [...before, 1]
    expect(await ratings()).toEqual(expect.arrayContaining(after))
    await section.getByText(`${formatCount(after.length)} ${after.length === 1 ? "rating" : "ratings"}`, { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "reviews-product-phone")
    expect(phone.errors.list).toEqual([])
    await phone.close()

    // A visitor at desktop width: the card's new average and count, the review on the page, who may rate.
    const desktop = await openPage(suite, { viewport: VIEWPORTS.desktop })
    await expect.poll(() => cardRating(desktop.page), { timeout: 15_000 }).toBe(cardText(after))
    await screenshot(desktop.page, "reviews-card-desktop")
    await visit(desktop.page, `/product-info/${product.slugUrl}`)
    const visitorSection = desktop.page.locator("section", { has: desktop.page.getByRole("heading", { name: "Ratings & Reviews" }) })
    await scrollTo(visitorSection)
    await visitorSection.getByText("Customers who have received this product can rate it. Please sign in to rate it.").waitFor()
    await visitorSection.getByRole("listitem").filter({ hasText: "Colour ran in the first wash" }).waitFor()
    await visitorSection.getByLabel("Sort by").selectOption("helpful")
    await visitorSection.getByRole("listitem").first().waitFor()
    expect(await seriousViolations(desktop.page)).toEqual([])
    await scrollTo(visitorSection)
    await screenshot(desktop.page, "reviews-product-desktop")
    expect(desktop.errors.list).toEqual([])
    await desktop.close()
  })

  it("an admin hides the review after confirming with a reason, and the rating leaves the card", async () => {
    const { page, errors, close } = await openPage(suite, { viewport: VIEWPORTS.desktop })
    await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")
    await page.getByRole("link", { name: "Admin", exact: true }).click()
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews" }).click()
    await page.getByRole("heading", { name: /^Reviews/ }).waitFor()
    const row = page.getByRole("listitem", { name: `Review by Kiran Patel of ${product.name}` })
    await row.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await row.getByRole("button", { name: "Hide" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Hide review" }).click()
    await dialog.getByText("Please say why the review is hidden.").waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "reviews-admin-hide-desktop")
    await dialog.getByLabel("Reason").fill("Contains a phone number")
    await dialog.getByRole("button", { name: "Hide review" }).click()
    await row.getByText("Hidden", { exact: true }).waitFor()
    expect(await row.textContent()).toContain("Hidden by Meera Iyer")
    // The list is paged (the demo reviews fill many pages); the page is in the address.
    const pages = page.getByRole("navigation", { name: "Pages" })
    await pages.getByRole("button", { name: "Next" }).click()
    await pages.getByText(/^Page 2 of \d+$/).waitFor()
    expect(new URL(page.url()).searchParams.get("page")).toBe("2")
    await expect.poll(() => page.getByRole("listitem", { name: `Review by Kiran Patel of ${product.name}` }).count()).toBe(0)
    await pages.getByRole("button", { name: "Previous" }).click()
    await pages.getByText(/^Page 1 of \d+$/).waitFor()
    // At phone width the same screen: the hidden review with its Show button.
    await page.setViewportSize(VIEWPORTS.phone)
    await row.getByRole("button", { name: "Show" }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "reviews-admin-phone")
    expect(errors.list).toEqual([])
    await close()
    const visible = await ratings()
    const shopperPage = await openPage(suite)
    await expect.poll(() => cardRating(shopperPage.page), { timeout: 15_000 }).toBe(visible.length === 0 ? undefined : cardText(visible))
    await shopperPage.close()
  })
})
