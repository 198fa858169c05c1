import type * as Router from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CUSTOMER_CANCEL_REASONS, type CustomerCancelReason } from "#domain/cancel-reasons.ts"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import { MAX_CANCEL_REASON, type Order, type OrderEvent } from "#domain/order.ts"
import { returnWindowClosesOn } from "#domain/returns.ts"
import { Timeline } from "#src/components/order-status.tsx"
import { CancelOrderDialog } from "#src/components/orders/cancel-order-dialog.tsx"
import { ReturnLink } from "#src/components/orders/return-link.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 33 item 7: a customer's cancel asks why, from a short list, and the timeline shows it.
// Item 12: an order refunded in full offers no return.

vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...await importOriginal<typeof Router>(),
  Link: ({ children }: { readonly children: ReactNode }) => <a href="/order-tracking">{children}</a>
}))

withModalDialogs()
afterEach(cleanup)

const order = { orderid: "BZ-000042", Netpayable: 1249 }

const open = () => {
  const onConfirm = vi.fn<(reason: CustomerCancelReason) => void>()
  const onKeep = vi.fn<() => void>()
  render(<CancelOrderDialog order={order} open busy={false} onConfirm={onConfirm} onKeep={onKeep} />)
  return { onConfirm, onKeep }
}

describe("the customer's cancel dialog", () => {
  it("asks why from a short list, each reason one the event can keep", () => {
    open()
    expect(screen.getByRole("heading").textContent).toBe("Cancel order BZ-000042?")
    const reasons = within(screen.getByRole("group", { name: "Why are you cancelling?" })).getAllByRole("radio")
    expect(reasons.map((radio) => (radio.closest("label") as HTMLLabelElement).textContent)).toEqual([...CUSTOMER_CANCEL_REASONS])
    expect(reasons.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    for (const reason of CUSTOMER_CANCEL_REASONS) expect(reason.length).toBeLessThanOrEqual(MAX_CANCEL_REASON)
  })

  it("cancels nothing without a reason, and says so", () => {
    const { onConfirm } = open()
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole("alert").textContent).toBe("Please choose why you are cancelling.")
  })

  it("cancels with the reason chosen; 'Keep it' keeps the order", () => {
    const { onConfirm, onKeep } = open()
    fireEvent.click(screen.getByRole("radio", { name: "Delivery would take too long" }))
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }))
    expect(onKeep).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }))
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("Delivery would take too long")
  })
})

describe("the timeline of a cancelled order", () => {
  it("shows that the customer cancelled it, and why", () => {
    const events: ReadonlyArray<OrderEvent> = [
      { _tag: "order.placed", at: "2026-11-01T10:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" },
      { _tag: "order.cancelled", at: "2026-11-01T11:00:00.000Z", by: "customer", reason: "Ordered by mistake" }
    ]
    render(<Timeline events={events} />)
    const items = within(screen.getByRole("list", { name: "Order timeline" })).getAllByRole("listitem")
    expect(items[1]!.textContent).toContain("Cancelled by you")
    expect(items[1]!.textContent).toContain("Reason: Ordered by mistake")
  })
})

describe("'Return or exchange' in My Account", () => {
  const delivered = (PaymentStatus: Order["PaymentStatus"]) => ({
    orderid: "BZ-000042",
    Status: 5,
    PaymentStatus,
    events: [
      { _tag: "order.placed", at: new Date(Date.now() - 86_400_000).toISOString(), by: "customer", PaymentMode: "Cash on Delivery" },
      { _tag: "order.delivered", at: new Date().toISOString(), by: "admin" }
    ]
  }) as unknown as Order

  it("is offered for a delivered order within its window, and says until when", () => {
    const order = delivered("Paid")
    const { container } = render(<ReturnLink order={order} />)
    expect(screen.getByRole("link", { name: "Return or exchange" })).toBeTruthy()
    const deliveredAt = order.events.find((event) => event._tag === "order.delivered")!.at
    expect(container.textContent).toBe(`Return or exchangeReturn window closes on ${formatPromisedDate(returnWindowClosesOn(deliveredAt))}`)
  })

  it("is not offered once the order is refunded in full", () => {
    render(<ReturnLink order={delivered("Refunded")} />)
    expect(screen.queryByRole("link", { name: "Return or exchange" })).toBeNull()
  })
})
