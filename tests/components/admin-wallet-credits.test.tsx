import type * as Router from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { OwnAccountRefused } from "#domain/http/errors.ts"
import type { WalletCreditRequest } from "#domain/support-admin.ts"
import { AdminApi } from "#src/app/api-tags.ts"
import type { AdminCalls } from "#src/app/admin-api.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { WalletCreditApprovals } from "#src/routes/_layout/-admin/wallet-credit-approvals.tsx"

// Issue 32: an admin sees the wallet credits over a staff member's daily limit and approves or
// rejects each; the server's refusal (their own request) is shown in its words, and the list is read
// again only after a decision was made.

vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...await importOriginal<typeof Router>(),
  Link: ({ children, params }: { readonly children: ReactNode; readonly params?: { readonly clientId?: string } }) =>
    <a href={`/admin/customers/${params?.clientId ?? ""}`}>{children}</a>
}))

const id = (n: number) => n.toString(16).padStart(24, "0") as Id

const decided: Array<{ requestId: Id; approve: boolean }> = []
let answer: Effect.Effect<WalletCreditRequest, CallFailed> = Effect.die("no answer set")
const runtime = ManagedRuntime.make(Layer.succeed(AdminApi, Effect.succeed({
  decideCredit: (requestId: Id, approve: boolean) => Effect.suspend(() => { decided.push({ requestId, approve }); return answer })
} as unknown as AdminCalls)))
const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices

const request = (n: number, amount: number, customerName: string): WalletCreditRequest => ({
  _id: id(n), clientId: id(100 + n), customerName, amount, reason: "Goodwill for a late delivery", status: "Pending",
  requestedBy: "Sunil (support)", requestedAt: "2026-11-27T05:00:00.000Z", decidedBy: null, decidedAt: null
})
const first = request(1, 7500, "Asha Rao")
const second = request(2, 12000.5, "Ravi Kumar")

const show = (requests: ReadonlyArray<WalletCreditRequest>) => {
  const onDecided = vi.fn(() => Promise.resolve())
  render(<AppProvider value={services}><WalletCreditApprovals requests={requests} onDecided={onDecided} /></AppProvider>)
  return onDecided
}

afterEach(() => {
  cleanup()
  decided.length = 0
})

describe("wallet credits waiting for approval", () => {
  it("lists each credit with its amount in rupees, customer, reason and who asked", () => {
    show([first, second])
    expect(screen.getByRole("heading").textContent).toBe("Wallet credits waiting for approval (2)")
    const item = screen.getByRole("listitem", { name: "₹12,000.50 to Ravi Kumar" })
    expect(within(item).getByRole("link", { name: "Ravi Kumar" }).getAttribute("href")).toBe(`/admin/customers/${second.clientId}`)
    expect(item.textContent).toContain("Goodwill for a late delivery · asked by Sunil (support)")
    expect(within(item).getByRole("button", { name: "Approve ₹12,000.50 to Ravi Kumar" })).toBeTruthy()
    expect(within(item).getByRole("button", { name: "Reject ₹12,000.50 to Ravi Kumar" })).toBeTruthy()
  })

  it("says when none is waiting", () => {
    show([])
    expect(screen.getByText("No credits are waiting.")).toBeTruthy()
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("approves one credit once, says so, and has the list read again", async () => {
    answer = Effect.succeed({ ...first, status: "Approved", decidedBy: "Meera (admin)", decidedAt: "2026-11-27T06:00:00.000Z" })
    const onDecided = show([first, second])
    fireEvent.click(screen.getByRole("button", { name: "Approve ₹7,500 to Asha Rao" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("₹7,500 to Asha Rao's wallet: approved and credited."))
    expect(decided).toEqual([{ requestId: first._id, approve: true }])
    expect(onDecided).toHaveBeenCalledTimes(1)
  })

  it("rejects with approve false", async () => {
    answer = Effect.succeed({ ...second, status: "Rejected", decidedBy: "Meera (admin)", decidedAt: "2026-11-27T06:00:00.000Z" })
    show([first, second])
    fireEvent.click(screen.getByRole("button", { name: "Reject ₹12,000.50 to Ravi Kumar" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("₹12,000.50 to Ravi Kumar's wallet: rejected."))
    expect(decided).toEqual([{ requestId: second._id, approve: false }])
  })

  it("shows the server's refusal in its own words, and reads nothing again", async () => {
    const refusal = "You asked for this credit; another admin must approve or reject it."
    answer = Effect.fail(new CallFailed({ text: "Wallet Credit Not Decided", reason: new OwnAccountRefused({ message: refusal }) }))
    const onDecided = show([first])
    fireEvent.click(screen.getByRole("button", { name: "Approve ₹7,500 to Asha Rao" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal))
    expect(onDecided).not.toHaveBeenCalled()
    expect(screen.queryByRole("status")).toBeNull()
  })
})
