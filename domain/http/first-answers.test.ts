import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FIRST_CARDS } from "../first-cards.ts"
import { firstCardsOf, isWholePage } from "./first-answers.ts"

const pageOf = (count: number, paging: { readonly page: number; readonly limit: number; readonly total: number }) =>
  ({ success: true as const, product: Array.from({ length: count }, (_, n) => n), ...paging })

// Issue 36 item 3: a listing's first page is embedded with the cards its first view draws; the
// browser reads the whole page when what it brought is less than its paging says.
describe("a listing's first page as the page embeds it", () => {
  it("keeps the first cards and the page's own paging, and leaves a page of no more cards as it is", () => {
    const whole = pageOf(24, { page: 1, limit: 24, total: 38 })
    const first = firstCardsOf(whole)
    expect(first.product).toEqual(whole.product.slice(0, FIRST_CARDS))
    expect({ page: first.page, limit: first.limit, total: first.total }).toEqual({ page: 1, limit: 24, total: 38 })
    const small = pageOf(FIRST_CARDS, { page: 1, limit: 24, total: FIRST_CARDS })
    expect(firstCardsOf(small)).toBe(small)
  })

  it("tells a whole page, the last one's fewer products included, from its first cards", () => {
    expect(isWholePage(pageOf(24, { page: 1, limit: 24, total: 38 }))).toBe(true)
    expect(isWholePage(pageOf(14, { page: 2, limit: 24, total: 38 }))).toBe(true)
    expect(isWholePage(pageOf(0, { page: 1, limit: 24, total: 0 }))).toBe(true)
    expect(isWholePage(pageOf(0, { page: 3, limit: 24, total: 38 }))).toBe(true)
    expect(isWholePage(pageOf(12, { page: 1, limit: 24, total: 38 }))).toBe(false)
    expect(isWholePage(pageOf(12, { page: 2, limit: 24, total: 38 }))).toBe(false)
  })

  it("is whole after the cut exactly when the cut kept every product", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 300 }), (limit, page, total) => {
      const count = Math.max(0, Math.min(limit, total - (page - 1) * limit))
      const whole = pageOf(count, { page, limit, total })
      expect(isWholePage(whole)).toBe(true)
      expect(isWholePage(firstCardsOf(whole))).toBe(count <= FIRST_CARDS)
    }))
  })
})
