import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { fixtureId } from "#domain/cart.fixtures.ts"
import { createActor } from "xstate"
import type { Order } from "#domain/order.ts"
import { FACT_FOLDS, withOrderFact } from "#domain/order-facts.ts"
import { orderMachine } from "#machines/order.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { useOrderCopy, useReturnsCopy } from "#src/components/orders/order-copy.ts"
import { order as fixtureOrder, requestedReturn, returnApproved } from "#machines/shop-fixtures.test-support.ts"
import type { ReturnRequest } from "#domain/returns.ts"

// Issue 38 item 2: the success, tracking and waiting-order screens draw one copy of an order, the
// orders actor's current order, which takes the copy the route read and every fact of the live stream.

/** A Cash on Delivery order just received (BZ-000123), as the shop's root suites have it. */
const placed: Order = fixtureOrder
const processing: Order = withOrderFact(placed, {
  _tag: "order.event", orderId: placed._id, orderid: placed.orderid, event: { _tag: "order.processing", at: "2026-11-28T11:00:00.000Z", by: "admin" }
})

function Shown({ read }: { readonly read: Order }) {
  const order = useOrderCopy(read)
  return <p>{order.orderid} {order.StatusText}</p>
}

const show = (read: Order, held: Order | null) => {
  const orders = createActor(orderMachine, { input: { currentOrder: held } }).start()
  const services = { actors: { orders } } as unknown as AppServices
  render(<AppProvider value={services}><Shown read={read} /></AppProvider>)
  return orders
}

afterEach(cleanup)

describe("the one copy of an order a screen draws (issue 38)", () => {
  it("is the copy read when the actor held an older one (kept in storage): drawn at once, and the actor takes it", () => {
    expect(processing.Status).toBe(2)
    const orders = show(processing, placed)
    expect(screen.getByText("BZ-000123 Processing")).toBeTruthy()
    expect(orders.getSnapshot().context.currentOrder).toBe(processing)
  })

  it("is the actor's when it holds the same order with more events (a fact folded since the read)", () => {
    const orders = show(placed, processing)
    expect(screen.getByText("BZ-000123 Processing")).toBeTruthy()
    expect(orders.getSnapshot().context.currentOrder).toBe(processing)
  })

  it("follows a fact of the live stream folded into the actor after it is drawn", () => {
    const orders = show(placed, null)
    expect(screen.getByText("BZ-000123 Received")).toBeTruthy()
    act(() => orders.send({
      type: "order.fact",
      fact: { _tag: "order.event", orderId: placed._id, orderid: placed.orderid, event: { _tag: "order.processing", at: "2026-11-28T11:00:00.000Z", by: "admin" } },
      fold: FACT_FOLDS
    }))
    expect(screen.getByText("BZ-000123 Processing")).toBeTruthy()
  })

  it("is the copy read when the actor held another order", () => {
    const other = { ...processing, _id: fixtureId(124), orderid: "BZ-000124" }
    const orders = show(placed, other)
    expect(screen.getByText("BZ-000123 Received")).toBeTruthy()
    expect(orders.getSnapshot().context.currentOrder).toBe(placed)
  })
})

function ShownReturns({ orderid, read }: { readonly orderid: string; readonly read: ReadonlyArray<ReturnRequest> }) {
  const requests = useReturnsCopy(orderid, read)
  return <ul>{requests.map((request) => <li key={request._id}>{request.status}</li>)}</ul>
}

describe("the one copy of an order's returns its tracking page draws (issue 38)", () => {
  it("is the requests read, handed to the orders actor, and moved by a step of the live stream (the return lifecycle)", () => {
    const orders = createActor(orderMachine, { input: {} }).start()
    const services = { actors: { orders } } as unknown as AppServices
    render(<AppProvider value={services}><ShownReturns orderid={fixtureOrder.orderid} read={[requestedReturn]} /></AppProvider>)
    expect(screen.getByRole("listitem").textContent).toBe("Requested")
    expect(orders.getSnapshot().context.currentReturns?.requests).toEqual([requestedReturn])
    act(() => orders.send({ type: "order.fact", fact: returnApproved, fold: FACT_FOLDS }))
    expect(screen.getByRole("listitem").textContent).toBe("Approved")
  })
})
