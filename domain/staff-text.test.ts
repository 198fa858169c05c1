import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ReturnAction } from "./http/returns.http.ts"
import { MAX_REFUND_REASON, RefundRequest } from "./order-refunds.ts"
import { MAX_REJECT_REASON } from "./returns.ts"
import { linkIn, MAX_TEXTED_REASON, smsSafeText, STAFF_SMS_PER_ORDER, staffSmsLimitSentence, textedLineProblem } from "./staff-text.ts"

// Issue 34 item 5: what staff type that reaches a customer (a shop's cancellation reason, a
// return's rejection reason, a refund's reason) is one line without a web address, bounded by its
// field; product names texted lose their links. Each rule at, just inside and just past its edge.

const ONE_LINE = "The customer asked twice; the courier could not reach the address."

describe("the text rule", () => {
  it("takes one line of plain text, in English or Hindi, with abbreviations, prices and decimals", () => {
    for (const text of [ONE_LINE, "टूटा हुआ सामान वापस नहीं लिया जा सकता", "e.g. the seal was broken", "i.e. used", "Rs.500 kept for the missing box",
      "2.5 kg short", "Packed on 12.10.2026", "Order no.BZ-000123 was paid twice", "Wrong size (M).", "v2.0"]) {
      expect(textedLineProblem(text), text).toBeUndefined()
    }
  })

  it("refuses a line break, a carriage return, a tab, a line separator and a direction mark, with a sentence", () => {
    for (const text of [`${ONE_LINE}\nCall us`, `${ONE_LINE}\r`, "a\tb", "a\u2028b", "a\u2029b", "refund \u202Eenod\u202C", "a\u2066b\u2069", "a\u200Fb", "a\u0085b"]) {
      expect(textedLineProblem(text), JSON.stringify(text)).toBe(
        "The reason must be one line of plain text, as the customer reads it in a message: take out the line breaks, tabs or direction marks.")
    }
    // The edge: a space is not a break, and the text may run to its field's length on one line.
    expect(textedLineProblem(`${"a ".repeat(79)}b`)).toBeUndefined()
  })

  it("finds a web address however it is written: a scheme, www., a bare domain, an e-mail address, an IP address, full-width letters", () => {
    expect(linkIn("Track it at https://evil.example/pay?o=1 now")).toBe("https://evil.example/pay?o=1")
    expect(linkIn("see http://x.co")).toBe("http://x.co")
    expect(linkIn("ftp://files.example")).toBe("ftp://files.example")
    expect(linkIn("visit www.bazaar-refunds.in")).toBe("www.bazaar-refunds.in")
    expect(linkIn("pay at bit.ly/abc today")).toBe("bit.ly/abc")
    expect(linkIn("claim it on refund-bazaar.co.in")).toBe("refund-bazaar.co.in")
    expect(linkIn("write to help@bazaar.in")).toBe("help@bazaar.in")
    expect(linkIn("open 192.168.1.20/pay")).toBe("192.168.1.20/pay")
    expect(linkIn("\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D")).toBe("evil.com")
    expect(linkIn("\u092C\u093E\u091C\u093C\u093E\u0930.\u092D\u093E\u0930\u0924")).toBeDefined()
    // Just short of one: a single letter after the dot, digits after it, a dot at the end.
    expect(linkIn("e.g. x.y 3.14 end.")).toBeUndefined()
  })

  it("refuses a reason with a web address, naming it and saying how to write it", () => {
    expect(textedLineProblem("Refund sent, confirm at bit.ly/bz-refund")).toBe(
      "The reason may not hold a web or e-mail address ('bit.ly/bz-refund'): a link sent in the shop's name could lead the customer to a trap. " +
      "Write it without one (between two sentences, leave a space after the full stop).")
    // Two sentences without a space read as an address; with the space they do not.
    expect(textedLineProblem("Item damaged.Please return it")).toContain("('damaged.Please')")
    expect(textedLineProblem("Item damaged. Please return it")).toBeUndefined()
    expect(textedLineProblem("x".repeat(30) + ".example/" + "y".repeat(40))).toContain("...')")
  })
})

describe("the fields that reach a customer", () => {
  const reject = Schema.decodeUnknownEither(ReturnAction)
  const refund = Schema.decodeUnknownEither(RefundRequest)
  const message = (result: Either.Either<unknown, { message: string }>) => (Either.isLeft(result) ? result.left.message : "")

  it("a return's rejection, texted: at most one SMS's worth, one line, no link", () => {
    expect(MAX_REJECT_REASON).toBe(MAX_TEXTED_REASON)
    expect(Either.isRight(reject({ _tag: "reject", reason: "x".repeat(MAX_TEXTED_REASON) }))).toBe(true)
    expect(message(reject({ _tag: "reject", reason: "x".repeat(MAX_TEXTED_REASON + 1) }))).toContain(`The reason must be at most ${MAX_TEXTED_REASON} characters.`)
    expect(message(reject({ _tag: "reject", reason: "Used item.\nSee www.example.in" }))).toContain("must be one line")
    expect(message(reject({ _tag: "reject", reason: "Used item, see www.example.in" }))).toContain("may not hold a web or e-mail address ('www.example.in')")
    // Spaces around it are trimmed first: a trailing line break is not a second line.
    expect(Either.isRight(reject({ _tag: "reject", reason: "The item was used.\n" }))).toBe(true)
  })

  it("a refund's reason, on the timeline and in the wallet: at most its length, one line, no link", () => {
    const body = (reason: string) => ({ scope: "order", refundTo: "wallet", reason })
    expect(Either.isRight(refund(body("x".repeat(MAX_REFUND_REASON))))).toBe(true)
    expect(message(refund(body("x".repeat(MAX_REFUND_REASON + 1))))).toContain(`The reason must be at most ${MAX_REFUND_REASON} characters.`)
    expect(message(refund(body("Damaged\tbox")))).toContain("must be one line")
    expect(message(refund(body("Damaged, claim at pay.example")))).toContain("('pay.example')")
  })
})

describe("names inside an SMS", () => {
  it("lose every web address and line break; what is left is never empty", () => {
    expect(smsSafeText("Cotton Kurta www.evil.in/x  Blue\nhttps://a.example/c", "the item")).toBe("Cotton Kurta Blue")
    expect(smsSafeText("Steel Bottle (1 L)", "the item")).toBe("Steel Bottle (1 L)")
    expect(smsSafeText("https://evil.example", "the item")).toBe("the item")
  })
})

describe("the order's texts from staff", () => {
  it("says when the next one may go, in minutes or hours", () => {
    expect(STAFF_SMS_PER_ORDER).toBe(5)
    expect(staffSmsLimitSentence("BZ-000123", 59_000)).toBe(
      "Order BZ-000123 has had 5 texts from the shop in the last 24 hours, the most it may have; its customer can follow it under My Account. The next text can be sent in 1 minute.")
    expect(staffSmsLimitSentence("BZ-000123", 12 * 60_000)).toMatch(/in 12 minutes\.$/)
    expect(staffSmsLimitSentence("BZ-000123", 3 * 3_600_000 - 1)).toMatch(/in about 3 hours\.$/)
  })
})
