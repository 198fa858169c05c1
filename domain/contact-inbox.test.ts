import { describe, expect, it } from "vitest"
import { replyLink, replySubject } from "./contact-inbox.ts"
import { salesSummary } from "./dashboard.ts"

describe("a reply by e-mail", () => {
  it("is a mailto: link to the sender with the subject and their message quoted line by line", () => {
    const link = replyLink({ name: "Leela Nair", email: "leela+shop@example.com", message: "Do you deliver to Port Blair?\nThanks.", createdAt: "2026-11-26T04:30:00.000Z" })
    const url = new URL(link)
    expect(url.protocol).toBe("mailto:")
    expect(decodeURIComponent(url.pathname)).toBe("leela+shop@example.com")
    expect(url.searchParams.get("subject")).toBe(replySubject)
    const body = url.searchParams.get("body")!
    expect(body.startsWith("Dear Leela Nair,")).toBe(true)
    expect(body).toContain("On 26 Nov 2026, 10:00 am, you wrote:\n> Do you deliver to Port Blair?\n> Thanks.")
  })
})

describe("the sales chart's text alternative", () => {
  it("says the period's orders and sales, the best day and today's", () => {
    expect(salesSummary([
      { day: "2026-11-25", orders: 2, total: 1500.5 },
      { day: "2026-11-26", orders: 1, total: 499 }
    ])).toBe("3 orders worth ₹1,999.50 in the last 2 days; the best day was 2026-11-25 with ₹1,500.50; today (2026-11-26): 1 order, ₹499.")
    expect(salesSummary([{ day: "2026-11-26", orders: 0, total: 0 }])).toBe("0 orders worth ₹0 in the last 1 days; today (2026-11-26): 0 orders, ₹0.")
  })
})
