import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Price } from "#src/components/price.tsx"

afterEach(cleanup)

describe("Price", () => {
  it("shows the price, the struck-through MRP and the whole-percent discount in Indian rupees", () => {
    const { container } = render(<Price Price={719} Mrp={1599} />)
    expect(container.textContent).toBe("₹719₹1,59955% off")
    expect(screen.getByLabelText("MRP ₹1,599").textContent).toBe("₹1,599")
    expect(screen.getByText("55% off")).toBeTruthy()
  })

  it("groups lakhs and crores the Indian way", () => {
    const { container } = render(<Price Price={123456} Mrp={10000000} />)
    expect(container.textContent).toBe("₹1,23,456₹1,00,00,00099% off")
  })

  it("shows paise only when there are some", () => {
    const { container } = render(<Price Price={1234.5} Mrp={1234.5} />)
    expect(container.textContent).toBe("₹1,234.50")
  })

  it("shows no MRP and no discount when the price is the MRP", () => {
    const { container } = render(<Price Price={999} Mrp={999} />)
    expect(container.textContent).toBe("₹999")
    expect(screen.queryByLabelText(/^MRP/)).toBeNull()
    expect(screen.queryByText(/% off$/)).toBeNull()
  })

  it("rounds the discount to a whole percent (₹839 on ₹899 is 7% off)", () => {
    const { container } = render(<Price Price={839} Mrp={899} />)
    expect(container.textContent).toBe("₹839₹8997% off")
  })

  it("makes the price larger on a product page", () => {
    render(<Price Price={929} Mrp={1099} size="lg" />)
    expect(screen.getByText("₹929").className).toContain("text-2xl")
  })
})
