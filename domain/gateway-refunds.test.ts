import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { allocateRefund, gatewayRefundActions, refundStepSmsText, withRefundSteps } from "./gateway-refunds.ts"

describe("allocateRefund (issue 37 item 4)", () => {
  it("takes a refund from the order's payments in turn, never more than is left of one", () => {
    const payments = [{ attemptId: "a", leftPaise: 50_000, late: false }, { attemptId: "b", leftPaise: 30_000, late: false }]
    expect(allocateRefund(60_000, payments, null)).toEqual({ parts: [{ attemptId: "a", paise: 50_000 }, { attemptId: "b", paise: 10_000 }], uncovered: 0 })
    expect(allocateRefund(90_000, payments, null)).toEqual({ parts: [{ attemptId: "a", paise: 50_000 }, { attemptId: "b", paise: 30_000 }], uncovered: 10_000 })
  })

  it("gives a late capture back from that payment alone, and never takes an ordinary refund from a late one", () => {
    const payments = [{ attemptId: "paid", leftPaise: 10_000, late: false }, { attemptId: "late", leftPaise: 10_000, late: true }]
    expect(allocateRefund(10_000, payments, "late")).toEqual({ parts: [{ attemptId: "late", paise: 10_000 }], uncovered: 0 })
    expect(allocateRefund(15_000, payments, null)).toEqual({ parts: [{ attemptId: "paid", paise: 10_000 }], uncovered: 5_000 })
  })

  it("always accounts for every paisa: the parts and what is uncovered add up to the refund", () => {
    const payment = fc.record({ attemptId: fc.string({ minLength: 1, maxLength: 4 }), leftPaise: fc.integer({ min: -100, max: 1_000_000 }), late: fc.boolean() })
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.uniqueArray(payment, { selector: (p) => p.attemptId, maxLength: 5 }), (paise, payments) => {
      const { parts, uncovered } = allocateRefund(paise, payments, null)
      expect(parts.reduce((sum, part) => sum + part.paise, 0) + uncovered).toBe(paise)
      expect(uncovered).toBeGreaterThanOrEqual(0)
      for (const part of parts) {
        const from = payments.find((p) => p.attemptId === part.attemptId)!
        expect(part.paise).toBeGreaterThan(0)
        expect(part.paise).toBeLessThanOrEqual(from.leftPaise)
        expect(from.late).toBe(false)
      }
    }))
  })
})

describe("a gateway refund's words", () => {
  it("offers staff a retry or a settlement only once it failed", () => {
    expect(gatewayRefundActions({ status: "failed" })).toEqual(["retry", "settle"])
    for (const status of ["pending", "processed", "settled"] as const) expect(gatewayRefundActions({ status })).toEqual([])
  })

  it("texts the customer in rupees with Indian grouping", () => {
    expect(refundStepSmsText("BZ-000042", 125000, "processed")).toBe("Bazaar: the refund of ₹1,25,000 for your order BZ-000042 has been sent to your original payment. Banks take up to 5-7 working days to show it.")
    expect(refundStepSmsText("BZ-000042", 99.5, "failed")).toContain("₹99.50")
    expect(refundStepSmsText("BZ-000042", 1500, "settled", "NEFT, UTR 1234")).toBe("Bazaar: the refund of ₹1,500 for your order BZ-000042 has been paid to you by Bazaar directly (NEFT, UTR 1234).")
  })
})

describe("withRefundSteps", () => {
  it("puts each step where it happened, after an event of the same moment, and leaves events alone without steps", () => {
    const events = [{ at: "2026-11-30T10:00:00.000Z", name: "placed" }, { at: "2026-11-30T11:00:00.000Z", name: "refunded" }, { at: "2026-11-30T13:00:00.000Z", name: "note" }]
    const steps = [{ at: "2026-11-30T12:00:00.000Z", name: "processed" }, { at: "2026-11-30T11:00:00.000Z", name: "pending" }]
    expect(withRefundSteps(events, steps).map((entry) => entry.name)).toEqual(["placed", "refunded", "pending", "processed", "note"])
    expect(withRefundSteps(events, undefined)).toBe(events)
  })
})
