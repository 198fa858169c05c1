import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  allowedEvents,
  applyEvent,
  isRefundDue,
  LifecycleRefusal,
  type LifecycleEvent,
  type OrderState,
  project
} from "./order-lifecycle.ts"
import {
  type Actor,
  ORDER_EVENT_TAGS,
  type OrderEventTag,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  STATUS_TEXT
} from "./order.ts"

const ACTORS: ReadonlyArray<Actor> = ["customer", "admin", "system"]
const STATUSES: ReadonlyArray<OrderStatus> = [0, 1, 2, 3, 4, 5]
const PAYMENTS: ReadonlyArray<PaymentStatus> = ["Pending", "Paid", "Failed", "Refunded"]
const MODES: ReadonlyArray<PaymentMode> = ["Cash on Delivery", "Online"]

const state = (Status: OrderStatus, PaymentStatus: PaymentStatus = "Pending", PaymentMode: PaymentMode = "Online"): OrderState => ({
  Status,
  StatusText: STATUS_TEXT[Status],
  PaymentStatus,
  PaymentMode
})
const cod = (Status: OrderStatus, PaymentStatus: PaymentStatus = "Pending") => state(Status, PaymentStatus, "Cash on Delivery")
/** An event; placing one is an Online order unless a mode is given. */
const ev = (_tag: OrderEventTag, by: Actor, PaymentMode: PaymentMode = "Online"): LifecycleEvent =>
  _tag === "order.placed" ? { _tag, by, PaymentMode } : _tag === "order.refunded" ? { _tag, by, whole: true } : { _tag, by }

const accepted = (result: Either.Either<OrderState, LifecycleRefusal>): OrderState => {
  if (Either.isLeft(result)) throw new Error(`refused: ${result.left.message}`)
  return result.right
}
const refusal = (result: Either.Either<OrderState, LifecycleRefusal>): LifecycleRefusal => {
  if (Either.isRight(result)) throw new Error(`accepted: ${JSON.stringify(result.right)}`)
  return result.left
}

/**
 * The DESIGN §4 rules written out as a table, independently of the implementation: for a placed
 * order, the state an event leads to, or undefined when it must be refused.
 */
const expected = (from: OrderState, tag: OrderEventTag, by: Actor): OrderState | undefined => {
  const shop = by === "admin" || by === "system"
  const open = from.Status >= 1 && from.Status <= 4
  const online = from.PaymentMode === "Online"
  const forward: Partial<Record<OrderEventTag, readonly [OrderStatus, OrderStatus]>> = {
    "order.processing": [1, 2],
    "order.dispatched": [2, 3],
    "order.out-for-delivery": [3, 4],
    "order.delivered": [4, 5]
  }
  const step = forward[tag]
  if (step !== undefined) {
    if (!shop || from.Status !== step[0]) return undefined
    if (online) return from.PaymentStatus === "Paid" ? state(step[1], "Paid", "Online") : undefined
    return cod(step[1], step[1] === 5 ? "Paid" : from.PaymentStatus)
  }
  if (tag === "order.cancelled") {
    const may = by === "customer" ? from.Status === 1 || from.Status === 2 : open
    // Cancelling leaves the payment as it was: a paid order stays Paid, its refund due (issue 16).
    return may ? state(0, from.PaymentStatus, from.PaymentMode) : undefined
  }
  if (tag === "payment.confirmed") {
    return shop && open && online && (from.PaymentStatus === "Pending" || from.PaymentStatus === "Failed")
      ? state(from.Status, "Paid")
      : undefined
  }
  if (tag === "payment.failed") {
    return shop && open && online && from.PaymentStatus === "Pending" ? state(from.Status, "Failed") : undefined
  }
  if (tag === "order.refunded") {
    // Issue 32: the shop records money given back in any placed state until everything is back; a
    // whole refund (ev sends whole) of a taken payment makes it Refunded.
    if (!shop || from.PaymentStatus === "Refunded") return undefined
    return from.PaymentStatus === "Paid" ? state(from.Status, "Refunded", from.PaymentMode) : from
  }
  return undefined // order.placed on an order that exists
}

describe("placing an order", () => {
  it.each(ACTORS.flatMap((by) => MODES.map((mode) => [by, mode] as const)))("starts at Received with payment Pending when placed by the %s, paid by %s", (by, PaymentMode) => {
    expect(accepted(applyEvent(undefined, ev("order.placed", by, PaymentMode)))).toEqual({
      Status: 1,
      StatusText: "Received",
      PaymentStatus: "Pending",
      PaymentMode
    })
  })

  it.each(ORDER_EVENT_TAGS.filter((tag) => tag !== "order.placed"))("refuses %s before the order is placed", (tag) => {
    const r = refusal(applyEvent(undefined, ev(tag, "admin")))
    expect(r.message).toBe(`No order has been placed yet, so ${tag} cannot happen`)
    expect(r.Status).toBeNull()
    expect(r.event).toBe(tag)
  })

  it("refuses placing the same order twice", () => {
    expect(refusal(applyEvent(state(1), ev("order.placed", "customer"))).message).toBe(
      "This order has already been placed"
    )
  })
})

describe("every transition from every state, by every actor", () => {
  const cases = MODES.flatMap((mode) =>
    STATUSES.flatMap((Status) =>
      PAYMENTS.flatMap((payment) =>
        ORDER_EVENT_TAGS.flatMap((tag) => ACTORS.map((by) => [mode, Status, payment, tag, by] as const))
      )
    )
  )

  it.each(cases)("%s order, from status %s, payment %s: %s by %s follows the rules", (mode, Status, payment, tag, by) => {
    const from = state(Status, payment, mode)
    const result = applyEvent(from, ev(tag, by))
    const want = expected(from, tag, by)
    if (want === undefined) {
      const r = refusal(result)
      expect(r).toBeInstanceOf(LifecycleRefusal)
      expect(r._tag).toBe("LifecycleRefusal")
      expect(r.event).toBe(tag)
      expect(r.Status).toBe(Status)
      expect(r.message.length).toBeGreaterThan(10)
    } else {
      expect(accepted(result)).toEqual(want)
    }
  })
})

describe("the refusal messages", () => {
  it("tell the customer a Dispatched order can no longer be cancelled", () => {
    expect(refusal(applyEvent(state(3), ev("order.cancelled", "customer"))).message).toBe(
      "An order that is Dispatched can no longer be cancelled by the customer"
    )
    expect(refusal(applyEvent(state(4), ev("order.cancelled", "customer"))).message).toBe(
      "An order that is Out for delivery can no longer be cancelled by the customer"
    )
  })

  it("say that a Delivered or Cancelled order can no longer change", () => {
    expect(refusal(applyEvent(state(5, "Paid"), ev("order.cancelled", "admin"))).message).toBe(
      "An order that is Delivered can no longer change"
    )
    expect(refusal(applyEvent(state(0), ev("payment.confirmed", "system"))).message).toBe(
      "An order that is Cancelled can no longer change"
    )
  })

  it("name the next step when a step is skipped, and refuse going back", () => {
    expect(refusal(applyEvent(cod(1), ev("order.dispatched", "admin"))).message).toBe(
      "An order that is Received cannot skip to Dispatched; its next step is Processing"
    )
    expect(refusal(applyEvent(cod(3), ev("order.processing", "admin"))).message).toBe(
      "An order that is Dispatched cannot go back to Processing"
    )
  })

  it("say that only an admin moves an order forward", () => {
    expect(refusal(applyEvent(state(1), ev("order.processing", "customer"))).message).toBe(
      "Only an admin can mark an order as Processing"
    )
  })

  it("say that an Online order moves on only once it is paid", () => {
    expect(refusal(applyEvent(state(1, "Failed"), ev("order.processing", "admin"))).message).toBe(
      "An Online order is marked as Processing only once it is paid; its payment is Failed"
    )
  })

  it("say that a Cash on Delivery order has no online payment", () => {
    expect(refusal(applyEvent(cod(1), ev("payment.confirmed", "system"))).message).toBe(
      "A Cash on Delivery order is paid when it is delivered, not online"
    )
  })

  it("say which payment states cannot be confirmed or fail, and who records payments", () => {
    expect(refusal(applyEvent(state(1, "Paid"), ev("payment.confirmed", "system"))).message).toBe(
      "A payment that is Paid cannot be confirmed"
    )
    expect(refusal(applyEvent(state(1, "Failed"), ev("payment.failed", "system"))).message).toBe(
      "Only a Pending payment can fail; this one is Failed"
    )
    expect(refusal(applyEvent(state(1), ev("payment.confirmed", "customer"))).message).toBe(
      "Only the payment gateway or an admin can record a payment result"
    )
  })
})

describe("payments", () => {
  it("can be confirmed after a failure, so the shopper can retry", () => {
    const failed = accepted(applyEvent(state(1), ev("payment.failed", "system")))
    expect(accepted(applyEvent(failed, ev("payment.confirmed", "system"))).PaymentStatus).toBe("Paid")
  })

  it("stay Paid when a paid order is cancelled, with a refund due: cancelling records no refund", () => {
    const cancelled = accepted(applyEvent(state(2, "Paid"), ev("order.cancelled", "customer")))
    expect(cancelled).toEqual(state(0, "Paid"))
    expect(isRefundDue(cancelled)).toBe(true)
    expect(isRefundDue(accepted(applyEvent(state(1, "Failed"), ev("order.cancelled", "admin"))))).toBe(false)
    expect(isRefundDue(cod(5, "Paid"))).toBe(false)
  })

  it("stay as they were when an unpaid order is cancelled", () => {
    expect(accepted(applyEvent(cod(4, "Pending"), ev("order.cancelled", "admin")))).toEqual(cod(0, "Pending"))
  })

  it("of a Cash on Delivery order are taken when it is delivered", () => {
    expect(accepted(applyEvent(cod(4), ev("order.delivered", "admin")))).toEqual(cod(5, "Paid"))
  })
})

describe("projecting an event stream", () => {
  it("folds an online order from placed to delivered", () => {
    const events: ReadonlyArray<LifecycleEvent> = [
      ev("order.placed", "customer"),
      ev("payment.failed", "system"),
      ev("payment.confirmed", "system"),
      ev("order.processing", "admin"),
      ev("order.dispatched", "admin"),
      ev("order.out-for-delivery", "admin"),
      ev("order.delivered", "admin")
    ]
    expect(accepted(project(events))).toEqual(state(5, "Paid"))
  })

  it("folds a Cash on Delivery order from placed to delivered and paid", () => {
    const events: ReadonlyArray<LifecycleEvent> = [
      ev("order.placed", "customer", "Cash on Delivery"),
      ev("order.processing", "admin"),
      ev("order.dispatched", "admin"),
      ev("order.out-for-delivery", "admin"),
      ev("order.delivered", "admin")
    ]
    expect(accepted(project(events))).toEqual(cod(5, "Paid"))
  })

  it("folds a paid order the customer cancels into Cancelled, still Paid (a refund due)", () => {
    const events = [ev("order.placed", "customer"), ev("payment.confirmed", "system"), ev("order.cancelled", "customer")]
    expect(accepted(project(events))).toEqual(state(0, "Paid"))
  })

  it("refuses an empty stream", () => {
    const r = refusal(project([]))
    expect(r.message).toBe("An order's event stream must start with order.placed")
    expect(r.event).toBeNull()
  })

  it("refuses a stream holding an event the rules do not allow, naming it", () => {
    const r = refusal(project([ev("order.placed", "customer"), ev("order.delivered", "admin")]))
    expect(r.event).toBe("order.delivered")
    expect(r.Status).toBe(1)
  })
})

describe("allowedEvents", () => {
  it("offers only placing before an order exists", () => {
    for (const by of ACTORS) expect(allowedEvents(undefined, by)).toEqual(["order.placed"])
  })

  it("offers the customer only cancelling while Received or Processing", () => {
    expect(allowedEvents(state(1), "customer")).toEqual(["order.cancelled"])
    expect(allowedEvents(state(2, "Paid"), "customer")).toEqual(["order.cancelled"])
    expect(allowedEvents(state(3), "customer")).toEqual([])
  })

  it("offers an admin the payment results of an unpaid Online order, and cancelling", () => {
    expect(allowedEvents(state(1), "admin")).toEqual(["payment.confirmed", "payment.failed", "order.cancelled"])
    expect(allowedEvents(state(4, "Paid"), "admin")).toEqual(["order.delivered", "order.cancelled"])
  })

  it("offers an admin the next step of a Cash on Delivery order, and cancelling", () => {
    expect(allowedEvents(cod(1), "admin")).toEqual(["order.processing", "order.cancelled"])
  })

  it("offers nobody anything once an order is Delivered or Cancelled", () => {
    for (const by of ACTORS) {
      expect(allowedEvents(state(5, "Paid"), by)).toEqual([])
      expect(allowedEvents(state(0, "Paid"), by)).toEqual([])
      expect(allowedEvents(state(0, "Refunded"), by)).toEqual([])
    }
  })
})

describe("lifecycle properties", () => {
  const anyEvent = fc.record({
    _tag: fc.constantFrom(...ORDER_EVENT_TAGS),
    by: fc.constantFrom(...ACTORS),
    mode: fc.constantFrom(...MODES)
  }).map((e) => ev(e._tag, e.by, e.mode))

  it("any random event sequence folds to a valid state and never moves past Delivered or Cancelled", () => {
    fc.assert(
      // Half the streams start with order.placed so that deep states are reached often.
      fc.property(fc.boolean(), fc.constantFrom(...MODES), fc.array(anyEvent, { maxLength: 40 }), (placedFirst, mode, rest) => {
        const events: ReadonlyArray<LifecycleEvent> = placedFirst ? [ev("order.placed", "customer", mode), ...rest] : rest
        let current: OrderState | undefined = undefined
        const kept: Array<LifecycleEvent> = []
        for (const event of events) {
          const next = applyEvent(current, event)
          if (Either.isLeft(next)) continue // the server would answer 409 and append nothing
          const after = next.right
          expect(STATUSES).toContain(after.Status)
          expect(after.StatusText).toBe(STATUS_TEXT[after.Status])
          expect(PAYMENTS).toContain(after.PaymentStatus)
          // Only a refund makes a payment Refunded, and only a taken one (issue 32).
          if (after.PaymentStatus === "Refunded") expect(event._tag === "order.refunded" || current?.PaymentStatus === "Refunded").toBe(true)
          // An Online order is never past Received unpaid; a delivered order is always paid (or refunded since).
          if (after.PaymentMode === "Online" && after.Status >= 2) expect(["Paid", "Refunded"]).toContain(after.PaymentStatus)
          if (after.Status === 5) expect(["Paid", "Refunded"]).toContain(after.PaymentStatus)
          if (current !== undefined) {
            expect(after.PaymentMode).toBe(current.PaymentMode)
            // Delivered and Cancelled take nothing but a refund.
            if (current.Status === 0 || current.Status === 5) expect(event._tag).toBe("order.refunded")
            // Forward one step at a time, sideways for payments, or to Cancelled.
            expect([current.Status, current.Status + 1, 0]).toContain(after.Status)
          }
          current = after
          kept.push(event)
        }
        if (current === undefined) {
          expect(Either.isLeft(project(kept))).toBe(true)
        } else {
          expect(accepted(project(kept))).toEqual(current)
        }
      }),
      { numRuns: 500 }
    )
  })

  it("allowedEvents lists exactly the events applyEvent accepts", () => {
    const anyState = fc.option(
      fc.record({
        Status: fc.constantFrom(...STATUSES),
        PaymentStatus: fc.constantFrom(...PAYMENTS),
        PaymentMode: fc.constantFrom(...MODES)
      }),
      { nil: undefined }
    )
    fc.assert(
      fc.property(anyState, fc.constantFrom(...ACTORS), (s, by) => {
        const from = s === undefined ? undefined : state(s.Status, s.PaymentStatus, s.PaymentMode)
        const allowed: ReadonlyArray<OrderEventTag> = allowedEvents(from, by)
        // order.refunded is what a refund records, never offered as an action.
        for (const tag of ORDER_EVENT_TAGS.filter((tag) => tag !== "order.refunded")) {
          expect(allowed.includes(tag)).toBe(Either.isRight(applyEvent(from, ev(tag, by, from?.PaymentMode))))
        }
      })
    )
  })
})
