import { Schema } from "effect"

// Issue 34 item 5 (docs/reliability.md, "Hardening"): what the shop's staff type that reaches a
// customer (a shop's cancellation reason on the order's timeline, a return's rejection reason in
// its SMS, a refund's reason on the timeline and the wallet) is one line of plain text without a
// web address, and bounded in length by its own field. A link texted in the shop's name is the
// phishing an insider (or a stolen staff session) would send; a line break or a direction mark
// lets a reason pose as a second message. Names of products that go into an SMS lose their links
// the same way (`smsSafeText`). The texts staff may make the server send about one order are
// counted (server/order/staff-sms.ts): at most STAFF_SMS_PER_ORDER in STAFF_SMS_WINDOW_MS.

/** Most characters of a reason that is texted to the customer (one SMS: a return's rejection). */
export const MAX_TEXTED_REASON = 160

/** Texts staff may make the server send about one order in any 24 hours (the order SMS, refunds, return steps). */
export const STAFF_SMS_PER_ORDER = 5
export const STAFF_SMS_WINDOW_MS = 24 * 60 * 60_000

/**
 * What breaks a line or turns text around without showing: control characters (line feed,
 * carriage return, tab and the rest of C0 and C1), the line and paragraph separators, and the
 * bidi controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C).
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u

// A web address as a phone's SMS app would make it a link: a scheme ("https://", "ftp://"), "www.",
// an IPv4 address, or a bare domain (labels of letters and digits joined by dots, ending in a
// top-level domain of two or more letters, in any script: "bit.ly", "pay-now.in", "example.co.in"), each with
// whatever follows it up to the next space (its path). Read on the text in NFKC, so full-width
// letters and dots (U+FF45 for "e", U+FF0E for ".") are read as the plain ones they stand for.
const LINK = new RegExp(
  [
    String.raw`\b[a-z][a-z0-9+.\-]*:\/\/\S*`,
    String.raw`\bwww\.\S*`,
    String.raw`\b\d{1,3}(?:\.\d{1,3}){3}\b\S*`,
    String.raw`(?<![\p{L}\p{M}\p{N}_.\-@])(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}\-]*[\p{L}\p{M}\p{N}])?\.)+\p{L}[\p{L}\p{M}]{1,62}(?![\p{L}\p{M}\p{N}_\-])(?:[\/?#:]\S*)?`,
    // An e-mail address is a link too (the domain after its "@").
    String.raw`[\p{L}\p{N}._%+\-]+@\S+`
  ].join("|"),
  "giu"
)

/** The first web address in `text` ("https://...", "www....", "example.com/pay"), if it has one. */
export const linkIn = (text: string): string | undefined => {
  LINK.lastIndex = 0
  const found = LINK.exec(text.normalize("NFKC"))
  return found?.[0]
}

/**
 * Why `text` may not be texted to a customer as it is, as a sentence naming the field (`what`,
 * "The reason"), or undefined when it may: one line, no web address. Its length is the field's
 * own rule.
 */
export const textedLineProblem = (text: string, what = "The reason"): string | undefined => {
  if (NOT_ONE_LINE.test(text)) {
    return `${what} must be one line of plain text, as the customer reads it in a message: take out the line breaks, tabs or direction marks.`
  }
  const link = linkIn(text)
  if (link !== undefined) {
    return `${what} may not hold a web or e-mail address ('${link.length > 40 ? `${link.slice(0, 40)}...` : link}'): a link sent in the shop's name could lead the customer to a trap. ` +
      "Write it without one (between two sentences, leave a space after the full stop)."
  }
  return undefined
}

/** The Schema rule of a field whose text reaches the customer: `textedLineProblem`'s sentence when it does not hold. */
export const textedLine = (what = "The reason") => <S extends Schema.Schema<string, string, never>>(self: S) =>
  self.pipe(Schema.filter((text: string) => textedLineProblem(text, what) ?? true))

/**
 * Text put inside an SMS that staff wrote for another purpose (a product's, pack size's or option's
 * name): one line, every web address taken out, spaces closed up. Never empty: `fallback` then.
 */
export const smsSafeText = (text: string, fallback: string): string => {
  LINK.lastIndex = 0
  const safe = text.normalize("NFKC").replace(new RegExp(NOT_ONE_LINE.source, "gu"), " ").replace(LINK, " ").replace(/\s+/g, " ").trim()
  return safe === "" ? fallback : safe
}

/** How long until `ms` have passed, in words ("about 3 hours", "12 minutes"). */
const waitText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`
  const hours = Math.ceil(minutes / 60)
  return `about ${hours} hour${hours === 1 ? "" : "s"}`
}

/** What staff read when the order's texts for the day are used up (its order SMS is refused, HTTP 429). */
export const staffSmsLimitSentence = (orderid: string, waitMs: number): string =>
  `Order ${orderid} has had ${STAFF_SMS_PER_ORDER} texts from the shop in the last 24 hours, the most it may have; ` +
  `its customer can follow it under My Account. The next text can be sent in ${waitText(waitMs)}.`
