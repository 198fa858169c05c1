import type * as Router from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Id } from "#domain/common.ts"
import { CallFailed, Unreachable } from "#domain/failures.ts"
import { ReturnCannotChange, ReturnNotAllowed } from "#domain/http/errors.ts"
import type { ReturnOptions, WalletAnswer } from "#domain/http/returns.http.ts"
import type { Order } from "#domain/order.ts"
import type { NewReturnRequest, ReturnRequest } from "#domain/returns.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { ReturnsApi } from "#src/app/api-tags.ts"
import type { ReturnsCalls } from "#src/app/returns-api.ts"
import { OrderReturns } from "#src/components/returns/order-returns.tsx"
import { WalletSection } from "#src/components/returns/wallet-section.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 19 item 3: My Account's wallet (balance and movements with their signs) and an order's
// returns (the window, the form's choices and refusals, what is sent, the requests' status).

vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...await importOriginal<typeof Router>(),
  Link: ({ children, params, hash }: { readonly children: ReactNode; readonly params?: { readonly orderId?: string }; readonly hash?: string }) =>
    <a href={`/order-tracking/${params?.orderId ?? ""}${hash === undefined ? "" : `#${hash}`}`}>{children}</a>
}))

const id = (n: number) => n.toString(16).padStart(24, "0") as Id

const sent: Array<{ orderid: string; request: NewReturnRequest }> = []
let answer: Effect.Effect<ReturnRequest, CallFailed> = Effect.die("no answer set")
const withdrawn: Array<{ orderid: string; returnId: string }> = []
let withdrawAnswer: Effect.Effect<ReturnRequest, CallFailed> = Effect.die("no answer set")
const calls = {
  create: (orderid: string, request: NewReturnRequest) => Effect.suspend(() => { sent.push({ orderid, request }); return answer }),
  withdraw: (orderid: string, returnId: string) => Effect.suspend(() => { withdrawn.push({ orderid, returnId }); return withdrawAnswer })
} as unknown as ReturnsCalls
const runtime = ManagedRuntime.make(Layer.succeed(ReturnsApi, Effect.succeed(calls)))
const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices

// As the catalogue keeps clothing: the pack size is the size, its option the colour (issue 33).
const line = (n: number, name: string, size: string, option: string, quantity: number) => ({
  productId: id(10 + n), ProductName: name, slugurl: "x", thumbnail: "/images/x.svg", PackId: id(20 + n), packSizeName: size,
  PackOptionId: id(30 + n), packSizeOptionName: option, Price: 500, Mrp: 600, quantity
})
const order = { orderid: "BZ-000123", lines: [line(1, "Cotton Kurta", "M", "Navy Blue", 2), line(2, "Steel Bottle", "1 L", "Silver", 1)], PaymentMode: "Online" } as unknown as Order
const options: ReturnOptions = {
  closesOn: "2026-12-03", refusal: null, units: [2, 1], refundTo: ["wallet", "original"],
  exchangeChoices: [[{ PackOptionId: id(99), name: "L", stock: 4, price: 500 }, { PackOptionId: id(98), name: "XL", stock: 25, price: 500 }], []]
}

afterEach(() => {
  cleanup()
  sent.length = 0
  withdrawn.length = 0
})
withModalDialogs()

const show = (props: Partial<Parameters<typeof OrderReturns>[0]> = {}) => {
  const onChanged = vi.fn(() => Promise.resolve())
  render(<AppProvider value={services}><OrderReturns order={order} returns={[]} options={options} onChanged={onChanged} {...props} /></AppProvider>)
  return onChanged
}

describe("an order's returns", () => {
  it("says until when a return can be asked, and asks for what is missing before sending", () => {
    show()
    expect(screen.getByText("Return window closes on Thu, 3 Dec.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Return or exchange" }))
    fireEvent.click(screen.getByRole("button", { name: "Ask for the return" }))
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one item and how many to send back.")
    fireEvent.change(screen.getByLabelText("How many of Cotton Kurta (Navy Blue / M)"), { target: { value: "1" } })
    fireEvent.click(screen.getByRole("button", { name: "Ask for the return" }))
    expect(screen.getByRole("alert").textContent).toBe("Choose a reason.")
    expect(sent).toEqual([])
  })

  it("sends the chosen lines, reason and refund destination once, then has the page read the order again", async () => {
    answer = Effect.succeed({} as ReturnRequest)
    const onChanged = show()
    fireEvent.click(screen.getByRole("button", { name: "Return or exchange" }))
    fireEvent.change(screen.getByLabelText("How many of Cotton Kurta (Navy Blue / M)"), { target: { value: "2" } })
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "damaged" } })
    fireEvent.click(screen.getByLabelText("The original payment (3 to 7 working days)"))
    fireEvent.click(screen.getByRole("button", { name: "Ask for the return" }))
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([{ orderid: "BZ-000123", request: { kind: "return", reason: "damaged", refundTo: "original", lines: [{ position: 0, quantity: 2 }] } }])
  })

  it("offers an exchange only for lines with another size, each size with its price and stock, and needs the size", async () => {
    answer = Effect.fail(new CallFailed({ text: "Return Not create", reason: new ReturnNotAllowed({ message: "Cotton Kurta in L has only 0 left; choose another size or return it instead." }) }))
    show()
    fireEvent.click(screen.getByRole("button", { name: "Return or exchange" }))
    fireEvent.click(screen.getByLabelText("Exchange for another size"))
    expect((screen.getByLabelText("How many of Steel Bottle (Silver / 1 L)") as HTMLSelectElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText("How many of Cotton Kurta (Navy Blue / M)"), { target: { value: "1" } })
    // Issues 32, 33: each size shows its price (the same as the line's) and its stock, how many only when few are left.
    expect([...(screen.getByLabelText("New size") as HTMLSelectElement).options].map((option) => option.textContent))
      .toEqual(["Choose", "L · ₹500 · only 4 left", "XL · ₹500 · in stock"])
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "size-fit" } })
    fireEvent.click(screen.getByRole("button", { name: "Ask for the exchange" }))
    expect(screen.getByRole("alert").textContent).toBe("Choose the new size for Cotton Kurta (Navy Blue / M).")
    fireEvent.change(screen.getByLabelText("New size"), { target: { value: id(99) } })
    fireEvent.click(screen.getByRole("button", { name: "Ask for the exchange" }))
    // The server's refusal is shown in its own words, and the form stays to try again.
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Cotton Kurta in L has only 0 left; choose another size or return it instead."))
    expect(sent[0]?.request).toEqual({ kind: "exchange", reason: "size-fit", lines: [{ position: 0, quantity: 1, exchangeOptionId: id(99) }] })
  })

  it("sends a Cash on Delivery order's refund to the wallet, saying so", () => {
    show({ order: { ...order, PaymentMode: "Cash on Delivery" } as Order, options: { ...options, refundTo: ["wallet"] } })
    fireEvent.click(screen.getByRole("button", { name: "Return or exchange" }))
    expect(screen.queryByLabelText("The original payment (3 to 7 working days)")).toBeNull()
    expect(screen.getByText("This order was paid in cash on delivery, so its refund goes to your Bazaar wallet.")).toBeTruthy()
  })

  it("shows each request with its status, what it refunds and its timeline, and no button once the window is closed", () => {
    const request: ReturnRequest = {
      _id: id(5), orderid: "BZ-000123" as ReturnRequest["orderid"], customerName: "Ravi Kumar", kind: "return",
      lines: [{ position: 0, ProductName: "Cotton Kurta", packSizeName: "Pack", packSizeOptionName: "M", thumbnail: "", quantity: 1, amount: 400, exchangeOptionId: null, exchangeOptionName: null }],
      reason: "size-fit", note: null, refundTo: "wallet", status: "Refunded", refundAmount: 400, refundToWallet: 400, refundToOriginal: 0, feesRefunded: 0,
      events: [
        { _tag: "return.requested", at: "2026-11-27T05:00:00.000Z", by: "customer", returnId: id(5), reason: "Size or fit is not right" },
        { _tag: "return.refunded", at: "2026-11-29T05:00:00.000Z", by: "admin", returnId: id(5), reason: "Refunded ₹400 to your Bazaar wallet" }
      ],
      createdAt: "2026-11-27T05:00:00.000Z"
    }
    show({ returns: [request], options: { ...options, closesOn: null, refusal: "The return window of order BZ-000123 closed on Thu, 3 Dec, 7 days after delivery." } })
    expect(screen.queryByRole("button", { name: "Return or exchange" })).toBeNull()
    const item = screen.getByRole("listitem", { name: "Return requested Fri, 27 Nov" })
    expect(within(item).getByText("Refunded")).toBeTruthy()
    expect(within(item).getByText("Refund ₹400 to your Bazaar wallet")).toBeTruthy()
    expect(within(item).getByRole("list", { name: "Timeline of the return" }).textContent).toContain("Refunded ₹400 to your Bazaar wallet")
  })
})

describe("withdrawing a request", () => {
  const at = (day: number) => `2026-11-${day}T05:00:00.000Z`
  /** A request of the order whose steps (after its request) are `steps`, its status their projection. */
  const requestWith = (n: number, kind: "return" | "exchange", status: ReturnRequest["status"], steps: ReadonlyArray<ReturnRequest["events"][number]["_tag"]>): ReturnRequest => ({
    _id: id(n), orderid: "BZ-000123" as ReturnRequest["orderid"], customerName: "Ravi Kumar", kind,
    lines: [{ position: 0, ProductName: "Cotton Kurta", packSizeName: "Pack", packSizeOptionName: "M", thumbnail: "", quantity: 1, amount: kind === "return" ? 400 : 0,
      exchangeOptionId: kind === "exchange" ? id(99) : null, exchangeOptionName: kind === "exchange" ? "L" : null }],
    reason: "size-fit", note: null, refundTo: kind === "return" ? "wallet" : null, status,
    refundAmount: kind === "return" ? 400 : 0, refundToWallet: kind === "return" ? 400 : 0, refundToOriginal: 0, feesRefunded: 0,
    events: [
      { _tag: "return.requested", at: at(20 + n), by: "customer", returnId: id(n), reason: "Size or fit is not right" },
      ...steps.map((_tag, i) => ({ _tag, at: at(21 + n + i), by: _tag === "return.withdrawn" ? "customer" as const : "admin" as const, returnId: id(n) }))
    ],
    createdAt: at(20 + n)
  })
  const requested = requestWith(1, "return", "Requested", [])
  const approved = requestWith(2, "exchange", "Approved", ["return.approved"])
  const pickedUp = requestWith(3, "return", "Picked up", ["return.approved", "return.picked-up"])
  const gone = requestWith(4, "return", "Withdrawn", ["return.withdrawn"])
  const itemOf = (request: ReturnRequest) =>
    screen.getByRole("listitem", { name: `${request.kind === "exchange" ? "Exchange" : "Return"} requested ${["", "Sat, 21 Nov", "Sun, 22 Nov", "Mon, 23 Nov", "Tue, 24 Nov"][Number.parseInt(request._id, 16)]}` })

  it("offers \"Withdraw request\" only for a request that is Requested or Approved", () => {
    show({ returns: [requested, approved, pickedUp, gone] })
    expect(within(itemOf(requested)).getByRole("button", { name: "Withdraw request" })).toBeTruthy()
    expect(within(itemOf(approved)).getByRole("button", { name: "Withdraw request" })).toBeTruthy()
    expect(within(itemOf(pickedUp)).queryByRole("button", { name: "Withdraw request" })).toBeNull()
    expect(within(itemOf(gone)).queryByRole("button", { name: "Withdraw request" })).toBeNull()
    expect(within(itemOf(gone)).getByText("Withdrawn")).toBeTruthy()
    expect(within(itemOf(gone)).getByRole("list", { name: "Timeline of the return" }).textContent).toContain("Request withdrawn")
  })

  it("asks in a dialog first; keeping the request sends nothing, withdrawing sends it once and has the page read the order again", async () => {
    withdrawAnswer = Effect.succeed({ ...approved, status: "Withdrawn" })
    const onChanged = show({ returns: [approved] })
    fireEvent.click(within(itemOf(approved)).getByRole("button", { name: "Withdraw request" }))
    const dialog = screen.getByRole("dialog", { name: "Withdraw the request" })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(within(dialog).getByRole("heading").textContent).toBe("Withdraw your exchange request for order BZ-000123?")
    expect(dialog.textContent).toContain("Nothing will be picked up and the items stay with you.")
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(withdrawn).toEqual([])
    fireEvent.click(within(itemOf(approved)).getByRole("button", { name: "Withdraw request" }))
    fireEvent.click(within(screen.getByRole("dialog", { name: "Withdraw the request" })).getByRole("button", { name: "Yes, withdraw it" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your exchange request is withdrawn."))
    expect(withdrawn).toEqual([{ orderid: "BZ-000123", returnId: approved._id }])
    expect(onChanged).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows the server's refusal in its own words, and the request as it was", async () => {
    const refusal = "A return that is Picked up can no longer be withdrawn."
    withdrawAnswer = Effect.fail(new CallFailed({ text: "Return Not withdrawn", reason: new ReturnCannotChange({ message: refusal }) }))
    const onChanged = show({ returns: [requested] })
    fireEvent.click(within(itemOf(requested)).getByRole("button", { name: "Withdraw request" }))
    fireEvent.click(within(screen.getByRole("dialog", { name: "Withdraw the request" })).getByRole("button", { name: "Yes, withdraw it" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal))
    expect(withdrawn).toEqual([{ orderid: "BZ-000123", returnId: requested._id }])
    expect(onChanged).not.toHaveBeenCalled()
    expect(within(itemOf(requested)).getByText("Requested")).toBeTruthy()
  })
})

describe("My Account's wallet", () => {
  const wallet: WalletAnswer = {
    success: true, balance: 1250.5, page: 1, limit: 20, total: 2,
    movements: [
      { _id: "2", amount: -120, balanceAfter: 1250.5, kind: "order-payment", reason: "Paid for an order", orderid: "BZ-000124" as never, at: "2026-11-28T06:30:00.000Z" },
      { _id: "1", amount: 1370.5, balanceAfter: 1370.5, kind: "return-refund", reason: "Refund of a return", orderid: "BZ-000123" as never, at: "2026-11-27T06:30:00.000Z" }
    ]
  }

  it("shows the balance and each movement with its sign, newest first", () => {
    render(<WalletSection wallet={wallet} failed={null} />)
    expect(screen.getByTestId("wallet-balance").textContent).toBe("₹1,250.50")
    const rows = screen.getAllByRole("row").slice(1).map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ["28 Nov 2026, 12:00 pm", "28 Nov 2026, 12:00 pmPaid for an order · BZ-000124", "−₹120", "₹1,250.50"],
      ["27 Nov 2026, 12:00 pm", "27 Nov 2026, 12:00 pmRefund of a return · BZ-000123", "+₹1,370.50", "₹1,370.50"]
    ])
  })

  it("says when there is nothing yet, and when it could not be read", () => {
    render(<WalletSection wallet={{ ...wallet, balance: 0, total: 0, movements: [] }} failed={null} />)
    expect(screen.getByText(/No wallet money yet/)).toBeTruthy()
    cleanup()
    // What the read failed with, as the loader keeps it (src/routes/_layout/my-account.tsx).
    render(<WalletSection wallet={null} failed={new CallFailed({ text: "Wallet Not Found", reason: new Unreachable({ detail: "offline" }) })} />)
    expect(screen.getByRole("alert").textContent).toBe("We could not reach the shop. Check your internet connection and try again.")
  })
})
