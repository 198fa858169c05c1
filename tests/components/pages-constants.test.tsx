import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type * as Cart from "#domain/cart.ts"
import type * as Compare from "#domain/compare.ts"
import { formatRupees } from "#domain/money.ts"
import type * as Pricing from "#domain/pricing.ts"
import { FaqPage } from "#src/components/pages/faq-page.tsx"
import { TermsSalePage } from "#src/components/pages/terms-sale-page.tsx"

// Other §9 figures than the shop's, so a figure written into a page by hand would show up here.
vi.mock("#domain/pricing.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof Pricing>()),
  HANDLING_FEE: 12.5,
  SMALL_CART_THRESHOLD: 149,
  SMALL_CART_FEE: 35,
  FREE_DELIVERY_THRESHOLD: 1499,
  DELIVERY_CHARGE: 59,
  RAIN_FEE: 25
}))
vi.mock("#domain/cart.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof Cart>()),
  MAX_CART_QUANTITY: 12
}))
vi.mock("#domain/compare.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof Compare>()),
  COMPARE_LIMIT: 3
}))

afterEach(cleanup)

const open = (name: string) => {
  const button = screen.getByRole("button", { name })
  fireEvent.click(button)
  return document.getElementById(button.getAttribute("aria-controls") ?? "")?.textContent ?? ""
}

describe("the pages follow the domain's constants", () => {
  it("the FAQ states whatever the constants are, formatted by formatRupees", () => {
    render(<FaqPage />)
    const delivery = open("How much does delivery cost?")
    expect(delivery).toContain(`add up to ₹1,499 or more. Below that, a Delivery Charge of ₹59 is added.`)
    expect(delivery).toContain("less than ₹149, a Small Cart Fee of ₹35 is added as well.")
    expect(open("What is the Handlling Fee?")).toContain(`Handlling Fee of ${formatRupees(12.5)}`)
    expect(formatRupees(12.5)).toBe("₹12.50")
    expect(open("Why is there a Rain Fee on my bill?")).toContain("Rain Fee of ₹25 per order")
    expect(open("Is there a limit on how many I can buy?")).toContain("up to 12 units of any one item")
    expect(open("How do the wishlist and compare work?")).toContain("up to 3 products side by side")
  })

  it("Terms Of Sale shows the same figures and none of the shop's real ones", () => {
    const { container } = render(<TermsSalePage />)
    const text = container.textContent ?? ""
    for (const figure of ["₹1,499", "₹59", "₹149", "₹35", "₹12.50", "₹25"]) expect(text).toContain(figure)
    for (const figure of ["₹500", "₹40", "₹100", "₹30", "₹10 ", "₹20 "]) expect(text).not.toContain(figure)
  })
})
