import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { CallFailed } from "#domain/failures.ts"
import { InvoiceNotAvailable } from "#domain/http/errors.ts"
import type { Order } from "#domain/order.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { OrderApi } from "#src/app/api-tags.ts"
import { InvoiceButton } from "#src/components/invoice-button.tsx"

// Issue 19 item 6: an order's GST invoice is downloaded from My Account and its tracking page,
// through the order service: a PDF saved as Invoice-BZ-….pdf, or the server's sentence on failure.

const PDF = new TextEncoder().encode("%PDF-1.7 test")
let answer: Effect.Effect<Uint8Array, CallFailed> = Effect.succeed(PDF)
const asked: Array<string> = []
const runtime = ManagedRuntime.make(Layer.succeed(OrderApi, Effect.succeed({
  invoice: (orderid: string) => Effect.suspend(() => { asked.push(orderid); return answer }),
  creditNote: (orderid: string) => Effect.suspend(() => { asked.push(`credit note ${orderid}`); return answer })
}) as unknown as OrderApi["Type"]))
const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices

const saved: Array<{ href: string; download: string }> = []
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => "blob:invoice")
  URL.revokeObjectURL = vi.fn()
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) { saved.push({ href: this.href, download: this.download }) }
})
afterEach(() => {
  cleanup()
  saved.length = 0
  asked.length = 0
  answer = Effect.succeed(PDF)
})

const order = (change: Partial<Pick<Order, "Status" | "PaymentMode" | "PaymentStatus" | "invoiceNumber">> = {}) =>
  ({ orderid: "BZ-000042", Status: 1, PaymentMode: "Cash on Delivery", PaymentStatus: "Pending", ...change }) as Pick<Order, "orderid" | "Status" | "PaymentMode" | "PaymentStatus" | "invoiceNumber">

const show = (o: ReturnType<typeof order>, compact = false) =>
  render(<AppProvider value={services}><InvoiceButton order={o} compact={compact} /></AppProvider>)

describe("the invoice button", () => {
  it("is there for a confirmed order, and saves the PDF under the order's number", async () => {
    show(order())
    fireEvent.click(screen.getByRole("button", { name: "Download invoice (PDF)" }))
    await waitFor(() => expect(screen.getByText("Invoice downloaded.")).toBeTruthy())
    expect(asked).toEqual(["BZ-000042"])
    expect(saved).toEqual([{ href: "blob:invoice", download: "Invoice-BZ-000042.pdf" }])
  })

  it("in a list, is a short link named for its order", () => {
    show(order({ Status: 5, PaymentMode: "Online", PaymentStatus: "Paid" }), true)
    expect(screen.getByRole("button", { name: "Download the invoice of order BZ-000042 (PDF)" }).textContent).toBe("Invoice")
  })

  it("is not offered while an online payment is awaited, nor for a cancelled order", () => {
    show(order({ PaymentMode: "Online", PaymentStatus: "Pending" }))
    show(order({ PaymentMode: "Online", PaymentStatus: "Failed" }))
    show(order({ Status: 0 }))
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("keeps an issued invoice for a cancelled order and offers its credit note beside it (issue 33)", async () => {
    show(order({ Status: 0, invoiceNumber: "BZ/26-27/000042" }))
    expect(screen.getByRole("button", { name: "Download invoice (PDF)" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Download credit note (PDF)" }))
    await waitFor(() => expect(screen.getByText("Credit note downloaded.")).toBeTruthy())
    expect(asked).toEqual(["credit note BZ-000042"])
    expect(saved).toEqual([{ href: "blob:invoice", download: "Credit-note-BZ-000042.pdf" }])
  })

  it("offers no credit note for an order that is not cancelled, or was cancelled before it was invoiced", () => {
    show(order({ invoiceNumber: "BZ/26-27/000042" }))
    show(order({ Status: 0 }))
    expect(screen.queryByRole("button", { name: /credit note/ })).toBeNull()
    show(order({ Status: 0, invoiceNumber: "BZ/26-27/000042" }), true)
    expect(screen.getByRole("button", { name: "Download the credit note of order BZ-000042 (PDF)" }).textContent).toBe("Credit note")
  })

  it("says the server's sentence when the invoice cannot be had, and saves nothing", async () => {
    answer = Effect.fail(new CallFailed({
      text: "Invoice Not Found",
      reason: new InvoiceNotAvailable({ message: "The tax invoice is issued once the order is paid." })
    }))
    show(order())
    fireEvent.click(screen.getByRole("button", { name: "Download invoice (PDF)" }))
    await waitFor(() => expect(screen.getByText("The tax invoice is issued once the order is paid.")).toBeTruthy())
    expect(saved).toEqual([])
  })
})
