import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import type { Id } from "#domain/common.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import type { ReturnOptions, WalletAnswer } from "#domain/http/returns.http.ts"
import { messages as english } from "#domain/messages/returns.en.ts"
import type { Order } from "#domain/order.ts"
import { type NewReturnRequest, RETURN_STATUSES, type ReturnRequest, WALLET_MOVEMENT_KINDS, WALLET_MOVEMENT_TEXT } from "#domain/returns.ts"
import { requestOf, type ReturnFormContext } from "#machines/return-request.machine.ts"
import { ReturnsApi } from "#src/app/api-tags.ts"
import type { AppServices } from "#src/app/app-context.tsx"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { OrderReturns } from "#src/components/returns/order-returns.tsx"
import { WalletSection } from "#src/components/returns/wallet-section.tsx"
import { englishWordsIn, showInHindi as showInHindiWith } from "../support/in-hindi.tsx"
import { withModalDialogs } from "../support/jsdom-dialog.ts"
import { testShop } from "../support/test-shop.ts"

// Issue 39: an order's returns and exchanges, and My Account's wallet, in Hindi; what is sent (the
// reason, the refund's destination) stays the stored value.

withModalDialogs()
afterEach(() => {
  cleanup()
  sent.length = 0
})

const id = (n: number) => n.toString(16).padStart(24, "0") as Id
const sent: Array<NewReturnRequest> = []
const runtime = ManagedRuntime.make(Layer.succeed(ReturnsApi, Effect.succeed({
  create: (_: string, request: NewReturnRequest) => Effect.sync(() => { sent.push(request); return {} as ReturnRequest }),
  withdraw: () => Effect.never
}) as unknown as ReturnsApi["Type"]))
const services = () => ({ runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() }) as unknown as AppServices

/** `ui` drawn as a Hindi page draws it, inside a router (its links) and the app's services. */
const showInHindi = (ui: ReactNode) => showInHindiWith(ui, services())

const line = (n: number, name: string, size: string, option: string, quantity: number) => ({
  productId: id(10 + n), ProductName: name, slugurl: "x", thumbnail: "/images/x.svg", PackId: id(20 + n), packSizeName: size,
  PackOptionId: id(30 + n), packSizeOptionName: option, Price: 500, Mrp: 600, quantity
})
const order = { orderid: "BZ-000123", lines: [line(1, "Cotton Kurta", "M", "Navy Blue", 2), line(2, "Steel Bottle", "1 L", "Silver", 1)], PaymentMode: "Online" } as unknown as Order
const options: ReturnOptions = {
  closesOn: "2026-12-03", refusal: null, units: [2, 1], refundTo: ["wallet", "original"],
  exchangeChoices: [[{ PackOptionId: id(99), name: "L", stock: 4, price: 500 }], []]
}
const CONTENT = ["BZ-000123", "Cotton Kurta", "Navy Blue", "Steel Bottle", "Silver", "Bazaar", "L"]

const request = (n: number, kind: "return" | "exchange", status: ReturnRequest["status"]): ReturnRequest => ({
  _id: id(n), orderid: "BZ-000123" as ReturnRequest["orderid"], customerName: "Ravi Kumar", kind,
  lines: [{ position: 0, ProductName: "Cotton Kurta", packSizeName: "M", packSizeOptionName: "Navy Blue", thumbnail: "", quantity: 1, amount: 400,
    exchangeOptionId: kind === "exchange" ? id(99) : null, exchangeOptionName: kind === "exchange" ? "L" : null }],
  reason: "size-fit", note: null, refundTo: kind === "return" ? "wallet" : null, status,
  refundAmount: 450, refundToWallet: 150, refundToOriginal: 300, feesRefunded: 50,
  events: [{ _tag: "return.requested", at: "2026-11-27T05:00:00.000Z", by: "customer", returnId: id(n), reason: "Size or fit is not right" }],
  createdAt: "2026-11-27T05:00:00.000Z"
})

describe("an order's returns in Hindi", () => {
  it("says the window, the form's choices and what is missing in Hindi, and sends the stored values", async () => {
    await showInHindi(<OrderReturns order={order} returns={[]} options={options} onChanged={() => Promise.resolve()} />)
    expect(screen.getByRole("heading", { name: "रिटर्न और एक्सचेंज" })).toBeTruthy()
    expect(screen.getByText("रिटर्न विंडो गुरुवार, 3 दिसंबर को बंद हो जाएगी।")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "रिटर्न या एक्सचेंज" }))
    const form = screen.getByRole("form", { name: "रिटर्न या एक्सचेंज" })
    fireEvent.click(within(form).getByRole("button", { name: "रिटर्न का अनुरोध करें" }))
    expect(within(form).getByRole("alert").textContent).toBe("कम से कम एक आइटम चुनें और बताएँ कि कितने वापस भेजने हैं।")
    fireEvent.click(within(form).getByLabelText("दूसरे साइज़ से एक्सचेंज करें"))
    fireEvent.change(within(form).getByLabelText("Cotton Kurta (Navy Blue / M): कितने वापस भेजने हैं"), { target: { value: "1" } })
    expect([...(within(form).getByLabelText("नया साइज़") as HTMLSelectElement).options].map((option) => option.textContent))
      .toEqual(["चुनें", "L · ₹500 · सिर्फ़ 4 बचे हैं"])
    fireEvent.click(within(form).getByRole("button", { name: "एक्सचेंज का अनुरोध करें" }))
    expect(within(form).getByRole("alert").textContent).toBe("कृपया कारण चुनें।")
    const reason = within(form).getByLabelText("कारण") as HTMLSelectElement
    expect([...reason.options].map((option) => option.textContent)).toContain("साइज़ या फ़िटिंग सही नहीं है")
    fireEvent.change(reason, { target: { value: "size-fit" } })
    fireEvent.click(within(form).getByRole("button", { name: "एक्सचेंज का अनुरोध करें" }))
    expect(within(form).getByRole("alert").textContent).toBe("Cotton Kurta (Navy Blue / M) के लिए नया साइज़ चुनें।")
    fireEvent.click(within(form).getByLabelText("रिटर्न करके रिफ़ंड लें"))
    expect(within(form).getByLabelText("मूल भुगतान का तरीका (3 से 7 कामकाजी दिन)")).toBeTruthy()
    fireEvent.click(within(form).getByLabelText("मेरा Bazaar वॉलेट (तुरंत)"))
    expect(englishWordsIn(form.textContent ?? "", CONTENT)).toEqual([])
    fireEvent.click(within(form).getByRole("button", { name: "रिटर्न का अनुरोध करें" }))
    await waitFor(() => expect(sent).toEqual([{ kind: "return", reason: "size-fit", refundTo: "wallet", lines: [{ position: 0, quantity: 1 }] }]))
  })

  it("shows each request's kind, status, refund and timeline in Hindi, and asks in Hindi before withdrawing", async () => {
    await showInHindi(<OrderReturns order={order} returns={[request(5, "return", "Approved"), request(6, "exchange", "Picked up")]} options={{ ...options, closesOn: null, refusal: "closed" }} onChanged={() => Promise.resolve()} />)
    const item = screen.getByRole("listitem", { name: "रिटर्न का अनुरोध, शुक्रवार, 27 नवंबर" })
    expect(within(item).getByText("मंज़ूर")).toBeTruthy()
    expect(within(item).getByText("कारण: साइज़ या फ़िटिंग सही नहीं है")).toBeTruthy()
    expect(within(item).getByText("₹450 (₹50 शुल्क सहित) का रिफ़ंड: ₹150 वॉलेट में, ₹300 मूल भुगतान के तरीके में")).toBeTruthy()
    // The request's reason, kept in English on its event, reads in Hindi on the timeline.
    expect(within(item).getByRole("list", { name: "रिटर्न की टाइमलाइन" }).textContent)
      .toBe("रिटर्न या एक्सचेंज का अनुरोध किया गया 27 नवंबर 2026, सुबह 10:30 बजेसाइज़ या फ़िटिंग सही नहीं है")
    const exchange = screen.getByRole("listitem", { name: "एक्सचेंज का अनुरोध, शुक्रवार, 27 नवंबर" })
    expect(within(exchange).getByText("सामान ले लिया गया")).toBeTruthy()
    expect(exchange.textContent).toContain("Cotton Kurta (Navy Blue / M) · नया साइज़: L")
    expect(englishWordsIn(document.body.textContent ?? "", CONTENT)).toEqual([])
    fireEvent.click(within(item).getByRole("button", { name: "अनुरोध वापस लें" }))
    const dialog = screen.getByRole("dialog", { name: "अनुरोध वापस लेना" })
    expect(within(dialog).getByRole("heading").textContent).toBe("क्या आप ऑर्डर BZ-000123 का रिटर्न अनुरोध वापस लेना चाहते हैं?")
    expect(within(dialog).getByRole("button", { name: "हाँ, वापस लें" })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "अनुरोध रहने दें" }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
  })
})

describe("My Account's wallet in Hindi", () => {
  const wallet: WalletAnswer = {
    success: true, balance: 1250.5, page: 1, limit: 2, total: 5,
    movements: [
      { _id: "2", amount: -120, balanceAfter: 1250.5, kind: "order-payment", reason: "Paid for an order", orderid: "BZ-000124" as never, at: "2026-11-28T06:30:00.000Z" },
      { _id: "1", amount: 1370.5, balanceAfter: 1370.5, kind: "shop-credit", reason: "Goodwill for the late parcel", orderid: null, at: "2026-11-27T06:30:00.000Z" }
    ]
  }

  it("says its headings, each movement's kind and date in Hindi; the shop's own reason as written", async () => {
    await showInHindi(<WalletSection wallet={wallet} failed={null} />)
    expect(screen.getByRole("heading", { name: "वॉलेट" })).toBeTruthy()
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["तारीख", "विवरण", "राशि", "बैलेंस"])
    const rows = screen.getAllByRole("row").slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ["28 नवंबर 2026, दोपहर 12:00 बजे", "28 नवंबर 2026, दोपहर 12:00 बजेऑर्डर का भुगतान · BZ-000124", "−₹120", "₹1,250.50"],
      ["27 नवंबर 2026, दोपहर 12:00 बजे", "27 नवंबर 2026, दोपहर 12:00 बजेBazaar की ओर से क्रेडिटGoodwill for the late parcel", "+₹1,370.50", "₹1,370.50"]
    ])
    expect(screen.getByText("कुल 5 में से सबसे नए 2 लेन-देन।")).toBeTruthy()
    cleanup()
    await showInHindi(<WalletSection wallet={{ ...wallet, balance: 0, total: 0, movements: [] }} failed={null} />)
    expect(screen.getByText(/^अभी आपके वॉलेट में कोई पैसा नहीं है।/)).toBeTruthy()
  })

  it("says why it could not be read in Hindi (the loader keeps the failure, not its English)", async () => {
    const unreached = new CallFailed({ text: "Wallet Not Found", reason: new Unreachable({ detail: "offline" }) })
    await showInHindi(<WalletSection wallet={null} failed={unreached} />)
    expect((await screen.findByRole("alert")).textContent).toBe("हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।")
    expect(screen.queryByText(FAILURE_SENTENCES.Unreachable)).toBeNull()
  })
})

describe("the returns area's English", () => {
  it("is the domain's and the form machine's words, so an English page reads exactly what it did", () => {
    for (const status of RETURN_STATUSES) expect(english[`returns.status.${status}`]).toBe(status)
    for (const kind of WALLET_MOVEMENT_KINDS) expect(english[`returns.movement.${kind}`]).toBe(WALLET_MOVEMENT_TEXT[kind])
    const form: ReturnFormContext = {
      orderid: "BZ-000123", lines: [{ name: "Cotton Kurta", units: 1, sizes: [{ id: "x", name: "L" }] }], refundTo: ["wallet"],
      kind: "exchange", quantities: [0], sizes: [null], reason: null, note: "", refund: "wallet", problem: null
    }
    expect(requestOf(form)).toBe(english["returns.missing.items"])
    expect(requestOf({ ...form, quantities: [1] })).toBe(english["returns.missing.reason"])
    expect(requestOf({ ...form, quantities: [1], reason: "size-fit" })).toBe(english["returns.missing.size"].replace("{name}", "Cotton Kurta"))
  })
})
