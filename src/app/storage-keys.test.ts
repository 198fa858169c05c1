import { describe, expect, it } from "vitest"
import { AUTHENTICATION_KEPT, BRANDS_KEPT, ORDERS_KEPT } from "./persistence.ts"
import { STORAGE_KEYS } from "./storage.ts"

// Issue 16, item 4: §9 names the browser storage keys that clients of the original shop read;
// renaming one would lose every shopper's stored session, addresses or orders. Pinned here, both as
// the table says and as the kept entries write them.
const SECTION_9_KEYS = ["totalClientOrder", "clientOrder", "currentOrder", "paymentUpdateOrder", "brandtotal", "loginData", "current_address", "user_address"]

describe("the browser storage keys of §9", () => {
  it("are spelled exactly as §9 spells them", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(expect.arrayContaining(SECTION_9_KEYS))
  })

  it("are the keys the actors' kept entries write", () => {
    const written = [
      ...Object.values(AUTHENTICATION_KEPT),
      ...Object.values(ORDERS_KEPT),
      ...Object.values(BRANDS_KEPT)
    ].map((entry) => entry.key)
    expect([...written].sort()).toEqual([...SECTION_9_KEYS].sort())
  })
})
