import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { AdminCoupon, CouponInput } from "#domain/coupon.ts"
import { CouponForm } from "#src/routes/_layout/-admin/coupon-form.tsx"

// Issue 20 item 5: the coupon form reads its fields as the contract's CouponInput (blank limits and
// days are none); a coupon the Schema refuses is said in a sentence and nothing is sent.

afterEach(cleanup)

const type = (name: RegExp, value: string, role = "spinbutton") => fireEvent.change(screen.getByRole(role, { name }), { target: { value } })

describe("the coupon form on /admin/coupons", () => {
  it("sends an amount-off coupon with a minimum order, limits and India's days", () => {
    const onSave = vi.fn<(input: CouponInput) => void>()
    render(<CouponForm busy={false} onSave={onSave} />)
    type(/^Code/, "diwali150", "textbox")
    fireEvent.click(screen.getByRole("radio", { name: /Amount off/ }))
    type(/^Amount off/, "150")
    type(/^Minimum order/, "999")
    type(/^Uses per customer/, "2")
    type(/^Uses in all/, "500")
    fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: "2026-11-01" } })
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: "2026-11-15" } })
    fireEvent.click(screen.getByRole("button", { name: "Create coupon" }))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(onSave).toHaveBeenCalledWith({
      code: "DIWALI150", percentOff: null, amountOff: 150, minOrder: 999, firstOrderOnly: false, perCustomerLimit: 2, totalLimit: 500,
      startsOn: "2026-11-01", endsOn: "2026-11-15", active: true
    })
  })

  it("blank limits and days are none; a percentage stays whole", () => {
    const onSave = vi.fn<(input: CouponInput) => void>()
    render(<CouponForm busy={false} onSave={onSave} />)
    type(/^Code/, "FLAT10", "textbox")
    type(/^Uses per customer/, "")
    fireEvent.click(screen.getByRole("checkbox", { name: "First order only" }))
    fireEvent.click(screen.getByRole("button", { name: "Create coupon" }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ code: "FLAT10", percentOff: 10, amountOff: null, perCustomerLimit: null, totalLimit: null, startsOn: null, endsOn: null, firstOrderOnly: true }))
  })

  it("refuses with a sentence and sends nothing: a short code, days out of order, a percentage over 100", () => {
    const onSave = vi.fn()
    render(<CouponForm busy={false} onSave={onSave} />)
    type(/^Code/, "AB", "textbox")
    fireEvent.click(screen.getByRole("button", { name: "Create coupon" }))
    expect(screen.getByRole("alert").textContent).toBe("The code has 3 to 20 capital letters or digits.")
    type(/^Code/, "SALE", "textbox")
    fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: "2026-12-10" } })
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: "2026-12-01" } })
    fireEvent.click(screen.getByRole("button", { name: "Create coupon" }))
    expect(screen.getByRole("alert").textContent).toBe("The end date cannot be before the start date.")
    fireEvent.change(screen.getByLabelText(/^Last day/), { target: { value: "" } })
    type(/^Percentage off/, "120")
    fireEvent.click(screen.getByRole("button", { name: "Create coupon" }))
    expect(screen.getByRole("alert").textContent).toBe("The percentage is between 1 and 100.")
    expect(onSave).not.toHaveBeenCalled()
  })

  it("edits a coupon: its code fixed, its rules filled in", () => {
    const onSave = vi.fn<(input: CouponInput) => void>()
    const coupon: AdminCoupon = {
      code: "WELCOME20", percentOff: 20, amountOff: null, minOrder: 0, firstOrderOnly: true, perCustomerLimit: null, totalLimit: null,
      startsOn: null, endsOn: null, active: true, uses: 12
    }
    render(<CouponForm coupon={coupon} busy={false} onSave={onSave} onCancel={() => undefined} />)
    expect((screen.getByRole("textbox", { name: /^Code/ }) as HTMLInputElement).readOnly).toBe(true)
    type(/^Minimum order/, "499")
    fireEvent.click(screen.getByRole("button", { name: "Save coupon" }))
    const { uses: _, ...rules } = coupon
    expect(onSave).toHaveBeenCalledWith({ ...rules, minOrder: 499 })
  })
})
