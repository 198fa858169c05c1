import { describe, expect, it } from "vitest"
import { orderSearchFromUrl } from "./admin-search-params.ts"
import { orderQueryOf } from "./support-admin.ts"

describe("support's order search (ADR 039)", () => {
  it("reads an order number, a mobile number or a name", () => {
    expect(orderQueryOf("BZ-000123")).toEqual({ _tag: "Number", number: 123, digits: "123" })
    expect(orderQueryOf("bz123")).toEqual({ _tag: "Number", number: 123, digits: "123" })
    expect(orderQueryOf("123")).toEqual({ _tag: "Number", number: 123, digits: "123" })
    expect(orderQueryOf("98765 43210")).toEqual({ _tag: "Mobile", digits: "9876543210" })
    expect(orderQueryOf("+91 9876543210")).toEqual({ _tag: "Mobile", digits: "9876543210" })
    expect(orderQueryOf("87654321")).toEqual({ _tag: "Mobile", digits: "87654321" })
    expect(orderQueryOf("  Asha Rao ")).toEqual({ _tag: "Name", text: "asha rao" })
    expect(orderQueryOf("   ")).toBeUndefined()
  })

  it("keeps from the URL only what decodes, and drops both days when the first is after the last", () => {
    expect(orderSearchFromUrl({ q: "asha", status: 9, mode: "Cheque", page: 2 })).toEqual({ q: "asha", page: 2 })
    expect(orderSearchFromUrl({ from: "2026-02-30", to: "2026-03-01" })).toEqual({ to: "2026-03-01" })
    expect(orderSearchFromUrl({ from: "2026-03-02", to: "2026-03-01", status: "1" })).toEqual({ status: 1 })
    expect(orderSearchFromUrl({ status: 0, mode: "Online" })).toEqual({ status: 0, mode: "Online" })
  })
})
