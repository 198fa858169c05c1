import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { FreeDeliveryBar } from "#src/components/mini-cart.tsx"

afterEach(cleanup)

const bar = () => screen.getByRole("progressbar", { name: "Free delivery progress" })
const fill = () => bar().firstElementChild as HTMLElement

describe("FreeDeliveryBar", () => {
  it("says how much is missing for free delivery (§9: 500 minus the price total) and fills in proportion", () => {
    render(<FreeDeliveryBar priceTotal={329} amountToGo={171} />)
    expect(screen.getByText("Add ₹171 more for free delivery")).toBeTruthy()
    expect(bar().getAttribute("aria-valuenow")).toBe("66")
    expect(bar().getAttribute("aria-valuemin")).toBe("0")
    expect(bar().getAttribute("aria-valuemax")).toBe("100")
    expect(fill().style.width).toBe("65.8%")
  })

  it("is empty for an empty cart", () => {
    render(<FreeDeliveryBar priceTotal={0} amountToGo={500} />)
    expect(screen.getByText("Add ₹500 more for free delivery")).toBeTruthy()
    expect(bar().getAttribute("aria-valuenow")).toBe("0")
    expect(fill().style.width).toBe("0%")
  })

  it("shows paise of the amount still missing", () => {
    render(<FreeDeliveryBar priceTotal={499.5} amountToGo={0.5} />)
    expect(screen.getByText("Add ₹0.50 more for free delivery")).toBeTruthy()
    expect(fill().style.width).toBe("99.9%")
  })

  it.each([500, 2689])("at %i rupees delivery is free and the bar is full, never beyond", (total) => {
    render(<FreeDeliveryBar priceTotal={total} amountToGo={0} />)
    expect(screen.getByText("You get free delivery")).toBeTruthy()
    expect(bar().getAttribute("aria-valuenow")).toBe("100")
    expect(fill().style.width).toBe("100%")
  })
})
