import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Order, OrderEvent } from "#domain/order.ts"
import { paymentText, Timeline } from "#src/components/order-status.tsx"
import { CancelOrderDialog, MAX_CANCEL_REASON } from "#src/routes/_layout/-admin/cancel-order-dialog.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 16: an admin's cancel asks for confirmation and a reason before anything is sent, and the
// reason is what the customer reads on the order's timeline.

withModalDialogs()
afterEach(cleanup)

const order = (PaymentStatus: Order["PaymentStatus"] = "Pending") => ({
  orderid: "BZ-000042",
  Netpayable: 1249,
  PaymentStatus,
  address: { Name: "Asha Rao" } as Order["address"]
})

const reasonBox = () => screen.getByRole("textbox", { name: "Reason" }) as HTMLTextAreaElement
const confirmButton = () => screen.getByRole("button", { name: "Confirm" })
const keepButton = () => screen.getByRole("button", { name: "Keep the order" })

const open = (PaymentStatus?: Order["PaymentStatus"]) => {
  const onConfirm = vi.fn<(reason: string) => void>()
  const onKeep = vi.fn<() => void>()
  render(<CancelOrderDialog order={order(PaymentStatus)} busy={false} onConfirm={onConfirm} onKeep={onKeep} />)
  return { onConfirm, onKeep }
}

describe("the admin's cancel dialog", () => {
  it("asks about the order by its number, with a reason box of at most 500 characters", () => {
    open()
    expect(screen.getByRole("heading").textContent).toBe("Cancel order BZ-000042?")
    expect(screen.getByText(/Asha Rao's order of ₹1,249 will be cancelled/)).toBeTruthy()
    expect(reasonBox().maxLength).toBe(MAX_CANCEL_REASON)
    expect(MAX_CANCEL_REASON).toBe(500)
  })

  it("sends nothing without a reason, and says why", () => {
    const { onConfirm } = open()
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole("alert").textContent).toBe("Please write why the order is cancelled; the customer will read it.")
    fireEvent.change(reasonBox(), { target: { value: "    " } })
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    expect(reasonBox().getAttribute("aria-invalid")).toBe("true")
  })

  it("confirms with the reason as written, without the spaces around it", () => {
    const { onConfirm, onKeep } = open()
    fireEvent.change(reasonBox(), { target: { value: "  The courier does not deliver to this PIN code yet.  " } })
    fireEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("The courier does not deliver to this PIN code yet.")
    expect(onKeep).not.toHaveBeenCalled()
  })

  it("refuses a reason longer than the contract takes, should one get past the box", () => {
    const { onConfirm } = open()
    fireEvent.change(reasonBox(), { target: { value: "x".repeat(MAX_CANCEL_REASON + 1) } })
    fireEvent.click(confirmButton())
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole("alert").textContent).toBe("Please keep the reason to 500 characters or fewer.")
  })

  // Issue 34 item 5: the customer reads the reason: one line, without a link; the server's sentence is said before anything is sent.
  it("refuses a reason over two lines or with a web address, in the server's words, sending nothing", () => {
    const { onConfirm } = open()
    fireEvent.change(reasonBox(), { target: { value: "Out of stock.\nCall us" } })
    fireEvent.click(confirmButton())
    expect(screen.getByRole("alert").textContent).toBe(
      "The reason must be one line of plain text, as the customer reads it in a message: take out the line breaks, tabs or direction marks.")
    fireEvent.change(reasonBox(), { target: { value: "Out of stock; see bazaar-deals.in" } })
    fireEvent.click(confirmButton())
    expect(screen.getByRole("alert").textContent).toContain("may not hold a web or e-mail address ('bazaar-deals.in')")
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it("keeps the order when asked, sending nothing", () => {
    const { onConfirm, onKeep } = open()
    fireEvent.change(reasonBox(), { target: { value: "Changed my mind" } })
    fireEvent.click(keepButton())
    expect(onKeep).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it("tells the admin that a paid order's money is not sent back by cancelling", () => {
    open("Paid")
    expect(screen.getByText(/Cancelling does not send the money back: the order will show a refund of ₹1,249 as due\./)).toBeTruthy()
  })

  it("says nothing of refunds for an unpaid order", () => {
    open("Pending")
    expect(screen.queryByText(/refund/)).toBeNull()
  })

  it("shows nothing while no order is being cancelled", () => {
    render(<CancelOrderDialog order={null} busy={false} onConfirm={vi.fn()} onKeep={vi.fn()} />)
    expect(screen.queryByRole("textbox")).toBeNull()
  })
})

describe("the order's timeline and payment", () => {
  const events: ReadonlyArray<OrderEvent> = [
    { _tag: "order.placed", at: "2026-03-05T08:30:00.000Z", by: "customer", PaymentMode: "Online" },
    { _tag: "payment.confirmed", at: "2026-03-05T08:31:00.000Z", by: "system", reason: "Paid online (pmt_1)" },
    { _tag: "order.cancelled", at: "2026-03-05T09:00:00.000Z", by: "admin", reason: "The item was damaged in our warehouse." }
  ]

  it("shows a cancellation's reason as its reason", () => {
    render(<Timeline events={events} />)
    const items = screen.getByRole("list", { name: "Order timeline" }).querySelectorAll("li")
    expect(items[2]!.textContent).toContain("Cancelled by Bazaar")
    expect(items[2]!.textContent).toContain("Reason: The item was damaged in our warehouse.")
    expect(items[1]!.textContent).toContain("Paid online (pmt_1)")
  })

  it("says a refund is due for a cancelled order that was paid, and only for it", () => {
    expect(paymentText({ Status: 0, PaymentStatus: "Paid" })).toBe("Paid, refund due")
    expect(paymentText({ Status: 0, PaymentStatus: "Pending" })).toBe("Pending")
    expect(paymentText({ Status: 5, PaymentStatus: "Paid" })).toBe("Paid")
  })
})
