import type { Page } from "playwright-core"
import type { Product } from "#domain/product.ts"
import { type BrowserSuite, fillAddress, signUp, visit } from "./support.ts"

// The checkout's steps as a shopper takes them, for the journeys that pay (checkout, Razorpay).

/** Adds a product's first option from its page and closes the confirmation. */
export const addFromProductPage = async (page: Page, product: Product): Promise<void> => {
  await visit(page, `/product-info/${product.slugUrl}`)
  await page.getByRole("button", { name: "Add to cart" }).first().click()
  await page.getByText("Added to cart Successfully!").waitFor()
  await page.getByRole("button", { name: "Continue Shopping" }).click()
}

/** Through the address and payment steps of a signed-in shopper with an address, to the review. */
export const checkoutToReview = async (page: Page, mode: "Cash on Delivery" | "Pay online"): Promise<void> => {
  await visit(page, "/check-out")
  await page.getByRole("heading", { name: "Where should we deliver?" }).waitFor()
  await page.getByRole("radio").first().check()
  await page.getByRole("button", { name: "Deliver here" }).click()
  await page.getByRole("radio", { name: new RegExp(mode) }).check()
  await page.getByRole("button", { name: "Review your order" }).click()
  await page.getByRole("heading", { name: "Review and place your order" }).waitFor()
}

/** A new customer with an address, registered and signed in in this page. */
export const registerWithAddress = async (suite: BrowserSuite, page: Page, mobile: string, name: string): Promise<void> => {
  await signUp(suite, page, mobile, name)
  await page.getByRole("button", { name: "Add an address" }).click()
  await fillAddress(page, { name, mobile })
  await page.getByRole("listitem").filter({ hasText: "Indiranagar" }).waitFor()
}
