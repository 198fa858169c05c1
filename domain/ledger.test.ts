import { describe, expect, it } from "vitest"
import { codLimitRefusal as refusalOf } from "./cod-limits.ts"
import { cancellationRefund, heldOf, NO_MONEY } from "./ledger.ts"
import { COD_LIMIT_DEFAULTS } from "./order-limits.ts"
import { sayRefusal } from "./refusal-words.ts"

// The rule names its refusal; these read it in the server's English (domain/refusal-words.ts).
const codLimitRefusal = (...args: Parameters<typeof refusalOf>) => {
  const refusal = refusalOf(...args)
  return refusal === undefined ? undefined : sayRefusal(refusal)
}

describe("a cancellation's refund (issue 32)", () => {
  it("gives back everything held: the wallet's own money to the wallet, the rest to the original payment", () => {
    expect(cancellationRefund({ ...NO_MONEY, fromWallet: 30_900, fromPayer: 93_300 })).toEqual({ toWallet: 30_900, toPayer: 93_300 })
  })

  it("after a refund gives back only what is unrefunded, never the wallet's part twice", () => {
    const money = { fromWallet: 30_900, fromPayer: 93_300, toWallet: 50_000, toPayer: 0 }
    const parts = cancellationRefund(money)
    expect(parts).toEqual({ toWallet: 0, toPayer: 74_200 })
    expect(parts.toWallet + parts.toPayer).toBe(heldOf(money))
  })

  it("gives nothing back for an order that holds nothing", () => {
    expect(cancellationRefund({ fromWallet: 0, fromPayer: 93_300, toWallet: 93_300, toPayer: 0 })).toEqual({ toWallet: 0, toPayer: 0 })
  })
})

describe("the limits on open Cash on Delivery orders (issue 32)", () => {
  const none = { orders: 0, units: 0, value: 0 }
  it("hold a new account to 3 orders, 20 items and ₹25,000, and an established one to 5, 50 and ₹1,00,000", () => {
    expect(codLimitRefusal({ ...none, orders: 2 }, { units: 1, value: 100 }, COD_LIMIT_DEFAULTS, false)).toBeUndefined()
    expect(codLimitRefusal({ ...none, orders: 3 }, { units: 1, value: 100 }, COD_LIMIT_DEFAULTS, false)).toContain("before its first delivery")
    expect(codLimitRefusal({ ...none, orders: 3 }, { units: 1, value: 100 }, COD_LIMIT_DEFAULTS, true)).toBeUndefined()
    expect(codLimitRefusal({ ...none, units: 19 }, { units: 2, value: 100 }, COD_LIMIT_DEFAULTS, false)).toContain("would hold 21")
    expect(codLimitRefusal({ ...none, value: 24_000 }, { units: 1, value: 1_001 }, COD_LIMIT_DEFAULTS, false)).toContain("₹25,000 at most")
    expect(codLimitRefusal({ ...none, value: 24_000 }, { units: 1, value: 1_000 }, COD_LIMIT_DEFAULTS, false)).toBeUndefined()
  })

  it("never send the shopper to online payment", () => {
    for (const open of [{ ...none, orders: 9 }, { ...none, units: 99 }, { ...none, value: 999_999 }]) {
      expect(codLimitRefusal(open, { units: 1, value: 1 }, COD_LIMIT_DEFAULTS, true)).not.toMatch(/online/i)
    }
  })
})
