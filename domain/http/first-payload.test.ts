import { describe, expect, it } from "vitest"
import { decodeFirstPayload } from "./first-payload.ts"

const settings = { rainStatus: true, sellerPortalUrl: "https://seller.bazaar.example/", paymentHoldMinutes: 30, maxUnpaidOrders: 3, maxUnpaidUnits: 20 }

describe("the first payload as the browser decodes it (issue 35 item 7)", () => {
  it("keeps every part that decodes, its lists' entries left to the actors that take them", () => {
    const payload = decodeFirstPayload({
      settings,
      catalogue: { superCategories: [{ name: "anything" }], categories: [] },
      productLists: { recommended: [1, 2] },
      prefetch: { "/api/v1/category/slugurl/men": { success: true } },
      readAt: 1_795_000_000_000
    })
    expect(payload).toEqual({
      settings,
      catalogue: { superCategories: [{ name: "anything" }], categories: [] },
      productLists: { recommended: [1, 2] },
      prefetch: { "/api/v1/category/slugurl/men": { success: true } },
      readAt: 1_795_000_000_000
    })
  })

  it("drops a part that does not decode and keeps the others", () => {
    expect(decodeFirstPayload({ settings: { ...settings, rainStatus: "yes" }, readAt: 5 })).toEqual({ readAt: 5 })
    expect(decodeFirstPayload({ catalogue: { categories: "none" }, readAt: "now", prefetch: { a: 1 } })).toEqual({ prefetch: { a: 1 } })
    expect(decodeFirstPayload({ productLists: [], settings })).toEqual({ settings })
  })

  it("leaves out keys it does not know, and takes anything but an object as nothing brought", () => {
    expect(decodeFirstPayload({ readAt: 1, extra: { huge: true } })).toEqual({ readAt: 1 })
    for (const value of [null, 42, "payload", [], undefined]) expect(decodeFirstPayload(value)).toEqual({})
  })
})
