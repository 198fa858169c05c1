import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { CUSTOMER_CANCEL_REASONS, type CustomerCancelReason } from "#domain/cancel-reasons.ts"
import { fixtureId } from "#domain/cart.fixtures.ts"
import { arrivalText } from "#domain/delivery-words.ts"
import { messages as english } from "#domain/messages/orders.en.ts"
import { messages as hindi } from "#domain/messages/orders.hi.ts"
import { type Order, type OrderEvent, PaymentMode, PaymentStatus, STATUS_TEXT } from "#domain/order.ts"
import type { OrderRefund } from "#domain/order-refunds.ts"
import { RETURN_REASON_TEXT, RETURN_REASONS } from "#domain/returns.ts"
import { orderMachine } from "#machines/order.machine.ts"
import { order as fixtureOrder } from "#machines/shop-fixtures.test-support.ts"
import { OrderApi, ReturnsApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { ArrivingBy, CANCEL_REASON_KEY, OrderRow, StatusBadge, Timeline } from "#src/components/order-status.tsx"
import { CancelOrderDialog } from "#src/components/orders/cancel-order-dialog.tsx"
import { OrderTracking } from "#src/components/orders/order-tracking.tsx"
import { ReturnLink } from "#src/components/orders/return-link.tsx"
import { englishWordsIn, showInHindi as showInHindiWith } from "../support/in-hindi.tsx"
import { withModalDialogs } from "../support/jsdom-dialog.ts"
import { testShop } from "../support/test-shop.ts"

// Issue 39: the shopper's orders in Hindi (tracking, the timeline, a list's row, cancelling, the
// invoice, the way to a return); the stored values (statuses, reasons) stay the spec's English.

withModalDialogs()
afterEach(cleanup)

const runtime = ManagedRuntime.make(Layer.mergeAll(
  Layer.succeed(OrderApi, Effect.succeed({ invoice: () => Effect.never, creditNote: () => Effect.never }) as unknown as OrderApi["Type"]),
  Layer.succeed(ReturnsApi, Effect.succeed({ create: () => Effect.never, withdraw: () => Effect.never }) as unknown as ReturnsApi["Type"])
))
const services = () => ({
  runtime: apiRuntimeOf(() => Promise.resolve(runtime)),
  shop: testShop(),
  actors: { orders: createActor(orderMachine, { input: {} }).start() }
}) as unknown as AppServices

/** `ui` drawn as a Hindi page draws it, inside a router (its links) and the app's services. */
const showInHindi = (ui: ReactNode) => showInHindiWith(ui, services())

const ADDRESS = fixtureOrder.address
// No "am" or "pm": a Hindi page says a time as the Hindi SMS do ("दोपहर 3:30 बजे", domain/dates.ts).
const SHOP_CONTENT = ["Bazaar", "PDF", "BZ-000123", "Tea", "Pack", "1 kg",
  ADDRESS.Name, ADDRESS.HNo, ADDRESS.StreetDet, ADDRESS.AreaDet, ADDRESS.City, ADDRESS.State]

const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const delivered: Order = {
  ...fixtureOrder,
  PaymentMode: "Online",
  PaymentStatus: "Paid",
  Status: 5,
  StatusText: "Delivered",
  invoiceNumber: "BZ/26-27/000123",
  createdAt: at(3),
  events: [
    { _tag: "order.placed", at: at(3), by: "customer", PaymentMode: "Online" },
    { _tag: "payment.confirmed", at: at(3), by: "system" },
    { _tag: "order.processing", at: at(2), by: "admin" },
    { _tag: "order.dispatched", at: at(2), by: "admin" },
    { _tag: "order.delivered", at: at(1), by: "admin" }
  ]
} as Order
const refund: OrderRefund = {
  _id: fixtureId(77), wholeOrder: true, refundTo: "wallet", reason: "Late delivery", amount: 20, toWallet: 20, toOriginal: 0, fees: 0, lines: [], at: at(1)
}

describe("the tracking page in Hindi", () => {
  it("says the order, its steps, timeline, address, refunds and actions in Hindi, with no English of its own left", async () => {
    await showInHindi(
      <OrderTracking
        loaded={delivered}
        returns={{ returns: [], refunds: [refund], options: { closesOn: "2026-12-03", refusal: null, units: [1], refundTo: ["wallet", "original"], exchangeChoices: [[]] } }}
        onReturnsChanged={() => Promise.resolve()}
      />
    )
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ऑर्डर BZ-000123")
    expect(within(screen.getByRole("list", { name: "ऑर्डर की स्थिति" })).getAllByRole("listitem").map((step) => step.textContent))
      .toEqual(["ऑर्डर मिला", "तैयार हो रहा है", "भेज दिया गया", "डिलीवरी के लिए निकला", "डिलीवर हो गया"])
    const timeline = within(screen.getByRole("list", { name: "ऑर्डर की टाइमलाइन" })).getAllByRole("listitem")
    expect(timeline.map((event) => event.querySelector("p")?.textContent?.trim()))
      .toEqual(["ऑर्डर किया गया", "भुगतान मिल गया", "पैक किया जा रहा है", "भेज दिया गया", "डिलीवर हो गया"])
    // Dates as ADR 064 writes them in Hindi: the month's Hindi name, Latin digits.
    expect(timeline[0]!.textContent).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}/)
    expect(screen.getByText(/को ऑर्डर किया · ऑनलाइन भुगतान · भुगतान हो गया$/)).toBeTruthy()
    expect(screen.getByRole("heading", { name: "डिलीवरी का पता" })).toBeTruthy()
    expect(screen.getByText("मोबाइल नंबर: 9876543210")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Bazaar से मिले रिफ़ंड" }).nextElementSibling?.textContent)
      .toMatch(/: पूरे ऑर्डर के लिए ₹20, ₹20 आपके Bazaar वॉलेट में। Late delivery$/)
    expect(screen.getByRole("button", { name: "इनवॉइस डाउनलोड करें (PDF)" })).toBeTruthy()
    expect(screen.getByRole("heading", { name: "रिटर्न और एक्सचेंज" })).toBeTruthy()
    expect(screen.getByRole("list", { name: "आइटम" })).toBeTruthy()
    expect(screen.getByText("डिलीवर हो गया", { selector: "span.rounded-full" })).toBeTruthy()
    // The shop's refund reason is the shop's own words, and the bill says MRP as Hindi shops do: everything else is Hindi.
    expect(englishWordsIn(document.body.textContent ?? "", [...SHOP_CONTENT, "Late delivery", "MRP"])).toEqual([])
    const labels = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? "")
    expect(labels).toContain("ऑर्डर की कुल राशि")
    // The shared dialog's close button (src/components/dialog.tsx) is not this area's.
    expect(englishWordsIn(labels.filter((label) => label !== "Close").join(" "), SHOP_CONTENT)).toEqual([])
  })

  it("names a refunded line by its product's Hindi name, kept on the order's line", async () => {
    const [tea, ...rest] = delivered.lines
    const withHindi: Order = { ...delivered, lines: [{ ...tea, ProductNameHi: "चाय" }, ...rest] }
    const someLines: OrderRefund = { ...refund, wholeOrder: false, lines: [{ position: 0, ProductName: "Tea", packSizeOptionName: "1 kg", quantity: 1, amount: 20 }] }
    await showInHindi(
      <OrderTracking
        loaded={withHindi}
        returns={{ returns: [], refunds: [someLines], options: { closesOn: "2026-12-03", refusal: null, units: [1], refundTo: ["wallet"], exchangeChoices: [[]] } }}
        onReturnsChanged={() => Promise.resolve()}
      />
    )
    const refunds = screen.getByRole("heading", { name: "Bazaar से मिले रिफ़ंड" }).nextElementSibling?.textContent ?? ""
    expect(refunds).toContain("1 × चाय")
    expect(refunds).not.toContain("Tea")
  })

  it("asks to pay an order awaiting its payment, and offers its cancel, in Hindi", async () => {
    const awaiting = { ...fixtureOrder, PaymentMode: "Online", events: [{ _tag: "order.placed", at: at(0), by: "customer", PaymentMode: "Online" }] } as Order
    await showInHindi(<OrderTracking loaded={awaiting} returns={null} onReturnsChanged={() => Promise.resolve()} />)
    expect(screen.getByRole("button", { name: "अभी ₹120 का भुगतान करें" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "ऑर्डर रद्द करें" })).toBeTruthy()
    expect(screen.getByText("भुगतान बाकी है", { selector: "span.rounded-full" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: /Pay|Cancel/ })).toBeNull()
  })
})

describe("an order's arrival and times in Hindi", () => {
  it("says the promised day of an order on its way in Hindi, and none for a delivered or cancelled one", async () => {
    await showInHindi(<>
      <ArrivingBy order={{ Status: 3, promisedDate: "2026-11-27" }} />
      <ArrivingBy order={{ Status: 5, promisedDate: "2026-11-27" }} />
      <ArrivingBy order={{ Status: 0, promisedDate: "2026-11-27" }} />
    </>)
    expect(screen.getAllByText(/तक डिलीवरी$/).map((line) => line.textContent)).toEqual(["शुक्रवार, 27 नवंबर तक डिलीवरी"])
  })

  it("says when the order was placed as the Hindi SMS say a time: the part of the day, not am or pm", async () => {
    const onItsWay = { ...delivered, Status: 3, StatusText: "Dispatched", promisedDate: "2026-11-27", createdAt: "2026-11-24T14:40:00.000Z" } as Order
    await showInHindi(<OrderTracking loaded={onItsWay} returns={null} onReturnsChanged={() => Promise.resolve()} />)
    expect(screen.getByText(/को ऑर्डर किया · /).textContent).toMatch(/^24 नवंबर 2026, रात 8:10 बजे को ऑर्डर किया · /)
    expect(screen.getByText("शुक्रवार, 27 नवंबर तक डिलीवरी")).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/\d (am|pm)\b/)
  })
})

describe("the cancel dialog in Hindi", () => {
  it("asks why in Hindi and sends the reason's stored English value", async () => {
    const onConfirm = vi.fn<(reason: CustomerCancelReason) => void>()
    await showInHindi(<CancelOrderDialog order={{ orderid: "BZ-000042", Netpayable: 1249 }} open busy={false} onConfirm={onConfirm} onKeep={() => {}} />)
    const dialog = screen.getByRole("dialog", { name: "ऑर्डर BZ-000042 रद्द करें" })
    expect(within(dialog).getByRole("heading").textContent).toBe("क्या आप ऑर्डर BZ-000042 रद्द करना चाहते हैं?")
    expect(dialog.textContent).toContain("₹1,249 का आपका ऑर्डर रद्द हो जाएगा।")
    fireEvent.click(within(dialog).getByRole("button", { name: "हाँ, रद्द करें" }))
    expect(within(dialog).getByRole("alert").textContent).toBe("कृपया ऑर्डर रद्द करने का कारण चुनें।")
    const reasons = within(within(dialog).getByRole("group", { name: "आप ऑर्डर क्यों रद्द कर रहे हैं?" })).getAllByRole("radio")
    expect(reasons.map((radio) => radio.closest("label")?.textContent)).toEqual(CUSTOMER_CANCEL_REASONS.map((reason) => hindi[CANCEL_REASON_KEY[reason]]))
    fireEvent.click(within(dialog).getByRole("radio", { name: "डिलीवरी में बहुत समय लगेगा" }))
    fireEvent.click(within(dialog).getByRole("button", { name: "हाँ, रद्द करें" }))
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("Delivery would take too long")
    expect(within(dialog).getByRole("button", { name: "ऑर्डर रहने दें" })).toBeTruthy()
    expect(englishWordsIn(dialog.textContent ?? "", ["BZ-000042"])).toEqual([])
  })
})

describe("the timeline in Hindi", () => {
  it("says who cancelled, and a reason chosen from the list in Hindi; the shop's own words stay as written", async () => {
    const events: ReadonlyArray<OrderEvent> = [
      { _tag: "order.placed", at: "2026-11-01T10:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" },
      { _tag: "order.cancelled", at: "2026-11-01T11:00:00.000Z", by: "customer", reason: "Ordered by mistake" }
    ]
    await showInHindi(<><Timeline events={events} /><Timeline events={[{ ...events[1]!, by: "admin", reason: "Out of stock at the warehouse" }]} label="second" /></>)
    const items = within(screen.getByRole("list", { name: "ऑर्डर की टाइमलाइन" })).getAllByRole("listitem")
    expect(items[0]!.textContent).toBe("ऑर्डर किया गया 1 नवंबर 2026, दोपहर 3:30 बजे")
    expect(items[1]!.textContent).toContain("रद्द किया गया (आपके द्वारा)")
    expect(items[1]!.textContent).toContain("कारण: गलती से ऑर्डर हो गया")
    expect(screen.getByRole("list", { name: "second" }).textContent).toBe("रद्द किया गया (Bazaar द्वारा)1 नवंबर 2026, शाम 4:30 बजेकारण: Out of stock at the warehouse")
  })

  it("says a refund in Hindi from the event's figures (the ledger's entries), an admin's note after them as written", async () => {
    const refunded: OrderEvent = {
      _tag: "order.refunded", at: "2026-11-01T11:00:00.000Z", by: "system", whole: true,
      reason: "Refunded ₹120 to your Bazaar wallet and ₹813 to your original payment", toWallet: 120, toOriginal: 813
    }
    const byAdmin: OrderEvent = {
      _tag: "order.refunded", at: "2026-11-02T11:00:00.000Z", by: "admin", whole: false,
      reason: "Refunded ₹50 to the Bazaar wallet: Late delivery", toWallet: 50
    }
    // Recorded before the ledger's entries named their event: its note as written.
    const older: OrderEvent = { _tag: "order.refunded", at: "2026-10-01T11:00:00.000Z", by: "system", whole: true, reason: "Refunded ₹10 to your Bazaar wallet" }
    await showInHindi(<Timeline events={[refunded, byAdmin, older]} />)
    const items = within(screen.getByRole("list", { name: "ऑर्डर की टाइमलाइन" })).getAllByRole("listitem")
    expect(items[0]!.textContent).toContain("₹120 आपके Bazaar वॉलेट में और ₹813 आपके मूल भुगतान के तरीके में रिफ़ंड किए गए")
    expect(items[0]!.textContent).not.toContain("Refunded")
    expect(items[1]!.textContent).toContain("₹50 आपके Bazaar वॉलेट में रिफ़ंड किए गए: Late delivery")
    expect(items[2]!.textContent).toContain("Refunded ₹10 to your Bazaar wallet")
  })

  it("keeps a refund's English note as the ledger wrote it on an English page", async () => {
    const refunded: OrderEvent = {
      _tag: "order.refunded", at: "2026-11-01T11:00:00.000Z", by: "system", whole: true,
      reason: "Refunded ₹120 to your Bazaar wallet", toWallet: 120
    }
    render(<Timeline events={[refunded]} />)
    expect(screen.getByRole("list", { name: "Order timeline" }).textContent).toContain("Refunded ₹120 to your Bazaar wallet")
  })
})

describe("an order in My Account's list, in Hindi", () => {
  it("shows its items, payment and status in Hindi, its invoice link named in Hindi, and the way to a return", async () => {
    const row: Order = { ...delivered, lines: [{ ...delivered.lines[0]!, quantity: 2 }] }
    await showInHindi(<ul><OrderRow order={row} extra={<ReturnLink order={row} />} /></ul>)
    const item = screen.getByRole("listitem")
    expect(item.textContent).toContain("2 आइटम")
    expect(item.textContent).toContain("ऑनलाइन भुगतान · भुगतान हो गया")
    expect(within(item).getByRole("button", { name: "ऑर्डर BZ-000123 का इनवॉइस डाउनलोड करें (PDF)" }).textContent).toBe("इनवॉइस")
    expect(within(item).getByRole("link", { name: "रिटर्न या एक्सचेंज" })).toBeTruthy()
    expect(item.textContent).toMatch(/रिटर्न विंडो \S+वार, \d{1,2} \S+ को बंद हो जाएगी/)
    expect(englishWordsIn(item.textContent ?? "", SHOP_CONTENT)).toEqual([])
  })

  it("says a declined online payment and a refund due in Hindi", async () => {
    await showInHindi(<>
      <StatusBadge order={{ Status: 1, StatusText: "Received", PaymentMode: "Online", PaymentStatus: "Failed" }} />
      <ul><OrderRow order={{ ...fixtureOrder, Status: 0, StatusText: "Cancelled", PaymentMode: "Online", PaymentStatus: "Paid" } as Order} /></ul>
    </>)
    expect(screen.getByText("भुगतान नहीं हो पाया")).toBeTruthy()
    expect(screen.getByRole("listitem").textContent).toContain("ऑनलाइन भुगतान · भुगतान हो गया, रिफ़ंड बाकी है")
    expect(screen.getByRole("listitem").textContent).toContain("रद्द")
  })
})

describe("the tracking page in English", () => {
  it("reads the spec's English as before", async () => {
    const page = <AppProvider value={services()}><OrderTracking loaded={{ ...delivered, createdAt: "2026-11-01T10:00:00.000Z" }} returns={{ returns: [], refunds: [{ ...refund, at: "2026-11-02T10:00:00.000Z" }], options: { closesOn: "2026-12-03", refusal: null, units: [1], refundTo: ["wallet"], exchangeChoices: [[]] } }} onReturnsChanged={() => Promise.resolve()} /></AppProvider>
    const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory() })
    render(<RouterProvider router={router} />)
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Order BZ-000123")
    expect(screen.getByText("Placed 1 Nov 2026, 3:30 pm · Online · payment Paid")).toBeTruthy()
    expect(within(screen.getByRole("list", { name: "Order status" })).getAllByRole("listitem").map((step) => step.textContent))
      .toEqual(["Received", "Processing", "Dispatched", "Out for delivery", "Delivered"])
    expect(screen.getByRole("heading", { name: "Refunds from Bazaar" }).nextElementSibling?.textContent)
      .toBe("2 Nov 2026, 3:30 pm: ₹20 for the whole order, ₹20 to your Bazaar wallet. Late delivery")
    expect(screen.getByText("Return window closes on Thu, 3 Dec.")).toBeTruthy()
    expect(screen.getByText("Mobile: 9876543210")).toBeTruthy()
    // Delivered: no arrival is said, on the screen as in the SMS.
    expect(screen.queryByText(/^Arriving by/)).toBeNull()
    expect(screen.getByRole("list", { name: "Order timeline" }).querySelector("p")?.textContent).toBe("Order placed ")
    expect(screen.getByRole("button", { name: "Download invoice (PDF)" })).toBeTruthy()
  })
})

describe("an order's arrival in English", () => {
  it("reads 'Arriving by Fri, 27 Nov' for an order on its way, the English SMS's words", () => {
    render(<ArrivingBy order={{ Status: 2, promisedDate: "2026-11-27" }} />)
    expect(screen.getByText(/^Arriving by/).textContent).toBe("Arriving by Fri, 27 Nov")
    expect(screen.getByText(/^Arriving by/).textContent).toBe(arrivalText({ Status: 2, promisedDate: "2026-11-27" }))
  })
})

describe("the orders area's English", () => {
  it("is the domain's words for every stored value, so an English page reads exactly what is stored", () => {
    for (const status of [0, 1, 2, 3, 4, 5] as const) expect(english[`orders.status.${status}`]).toBe(STATUS_TEXT[status])
    for (const mode of PaymentMode.literals) expect(english[`orders.mode.${mode}`]).toBe(mode)
    for (const status of PaymentStatus.literals) expect(english[`orders.payment.${status}`]).toBe(status)
    for (const reason of CUSTOMER_CANCEL_REASONS) expect(english[CANCEL_REASON_KEY[reason]]).toBe(reason)
    for (const reason of RETURN_REASONS) expect(english[`orders.returnReason.${reason}`]).toBe(RETURN_REASON_TEXT[reason])
  })
})
