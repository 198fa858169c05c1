import { describe, expect, it } from "vitest"
import { arrivalDate, formatPromisedDate } from "./delivery-words.ts"
import { INVOICE_LABELS } from "./invoice-labels.ts"
import { LANGUAGES } from "./language.ts"
import type { Order, OrderEvent } from "./order.ts"
import { refundPartsText } from "./order-refunds.ts"
import { RETURN_STATUSES } from "./return-status.ts"
import {
  BACK_IN_STOCK_SMS, ORDER_REFUND_SMS, ORDER_SMS, PAYMENT_EXPIRED_SMS, REFUND_STEP_SMS, refundedPartsOf, refundPartsHi, RETURN_SMS,
  type ReturnFacts, SIGN_IN_CODE_SMS
} from "./sms-texts.ts"
import { smsOrder } from "./order.fixtures.ts"

// Issue 39: the customer's SMS in the language of the page they acted from. The English is the
// shop's own, byte for byte (its own tests hold it); the Hindi is checked here, word for word.

const order = smsOrder

const returned = (status: ReturnFacts["status"], change: Partial<ReturnFacts> = {}): ReturnFacts =>
  ({ orderid: "BZ-000123", kind: "return", status, lastReason: undefined, refundAmount: 0, refundToWallet: 0, ...change })

/** Every Hindi text of the samples below: none may keep an English word but the brand, OTP and GST. */
const hindiSamples = (): ReadonlyArray<string> => [
  ...[1, 2, 3, 4, 5].map((Status) => ORDER_SMS.hi(order({ Status: Status as Order["Status"], StatusText: "Received" }))),
  ORDER_SMS.hi(order({ PaymentMode: "Online", PaymentStatus: "Failed", paymentDueAt: "2026-11-28T09:15:00.000Z" })),
  ORDER_SMS.hi(order({ PaymentMode: "Online", PaymentStatus: "Paid" })),
  ORDER_SMS.hi(order({ wallet: 933, Netpayable: 0 })),
  ORDER_SMS.hi(order({ wallet: 200, Netpayable: 733 })),
  ORDER_SMS.hi(order({ Status: 0, StatusText: "Cancelled", PaymentStatus: "Paid" })),
  PAYMENT_EXPIRED_SMS.hi({ orderid: "BZ-000123" }),
  SIGN_IN_CODE_SMS.hi({ code: "482913", minutes: 10 }),
  ...RETURN_STATUSES.flatMap((status) => (["return", "exchange"] as const).map((kind) =>
    RETURN_SMS.hi(returned(status, { kind, refundAmount: 500, refundToWallet: 200 })))),
  ORDER_REFUND_SMS.hi({ orderid: "BZ-000123", toWallet: 120, toOriginal: 80.5 }),
  ...(["processed", "failed", "settled"] as const).map((state) => REFUND_STEP_SMS.hi({ orderid: "BZ-000123", amount: 933, state }))
]

describe("the customer's SMS in Hindi", () => {
  it("has a text in every language of the shop for every SMS", () => {
    for (const text of [ORDER_SMS, PAYMENT_EXPIRED_SMS, SIGN_IN_CODE_SMS, BACK_IN_STOCK_SMS, RETURN_SMS, ORDER_REFUND_SMS, REFUND_STEP_SMS]) {
      expect(Object.keys(text).sort()).toEqual([...LANGUAGES].sort())
    }
  })

  it("tells a Cash on Delivery order where it stands, its value and when it arrives", () => {
    expect(ORDER_SMS.hi(order({})))
      .toBe("Bazaar: आपका ऑर्डर BZ-000123 (₹933, डिलीवरी पर भुगतान) मिल गया है। शुक्रवार, 27 नवंबर तक पहुँचेगा। 'मेरा खाता' में इसे ट्रैक करें।")
    expect(ORDER_SMS.hi(order({ Status: 3, StatusText: "Dispatched" }))).toContain("(₹933, डिलीवरी पर भुगतान) भेज दिया गया है।")
    expect(ORDER_SMS.hi(order({ Status: 5, StatusText: "Delivered" })))
      .toBe("Bazaar: आपका ऑर्डर BZ-000123 (₹933) डिलीवर हो गया है। 'मेरा खाता' में इसे ट्रैक करें।")
  })

  it("says the arrival on the day the arrival rule gives, as the English SMS and the order's screens do", () => {
    for (const Status of [0, 1, 2, 3, 4, 5] as const) {
      const placed = order({ Status, StatusText: "Received" })
      const date = arrivalDate(placed)
      const said = `${date === undefined ? "" : formatPromisedDate(date, "hi")} तक पहुँचेगा।`
      expect(ORDER_SMS.hi(placed).includes(said), `status ${Status}`).toBe(date !== undefined)
      expect(ORDER_SMS.en(placed).includes("Arriving by"), `status ${Status}`).toBe(date !== undefined)
    }
    expect(ORDER_SMS.hi(order({ promisedDate: undefined }))).not.toContain("पहुँचेगा")
  })

  it("says how it is paid, as the English does (issue 33)", () => {
    expect(ORDER_SMS.hi(order({ PaymentMode: "Online", PaymentStatus: "Paid" }))).toContain("(₹933, भुगतान हो चुका) मिल गया है।")
    expect(ORDER_SMS.hi(order({ wallet: 933, Netpayable: 0 }))).toContain("(₹933, वॉलेट से भुगतान हो चुका)")
    expect(ORDER_SMS.hi(order({ wallet: 200, Netpayable: 733 }))).toContain("(₹933, डिलीवरी पर ₹733 देने हैं)")
  })

  it("asks for an awaited payment by its time in India, and says the last one was declined", () => {
    const waiting = order({ PaymentMode: "Online", paymentDueAt: "2026-11-28T09:15:00.000Z" })
    expect(ORDER_SMS.hi(waiting)).toBe(
      "Bazaar: आपका ऑर्डर BZ-000123 (₹933) ₹933 के भुगतान का इंतज़ार कर रहा है। दोपहर 2:45 बजे तक 'मेरा खाता' में भुगतान करें, वरना ऑर्डर रद्द हो जाएगा।"
    )
    expect(ORDER_SMS.hi({ ...waiting, PaymentStatus: "Failed" })).toContain("आपका पिछला भुगतान नहीं हो पाया।")
    expect(ORDER_SMS.hi(order({ PaymentMode: "Online", paymentDueAt: "2026-11-28T03:40:00.000Z" }))).toContain("सुबह 9:10 बजे तक")
    expect(ORDER_SMS.hi(order({ PaymentMode: "Online", paymentDueAt: "2026-11-28T17:05:00.000Z" }))).toContain("रात 10:35 बजे तक")
    // The English as it was.
    expect(ORDER_SMS.en(waiting)).toBe(
      "Bazaar: your order BZ-000123 of ₹933 is waiting for your payment of ₹933. Pay for it under My Account by 2:45 pm; unpaid, it is cancelled."
    )
  })

  it("says what a cancellation gave back, from the refund the ledger recorded", () => {
    const reason = `Refunded ${refundPartsText({ toWallet: 12_000, toPayer: 81_350 })}`
    const cancelled = order({
      Status: 0, StatusText: "Cancelled", PaymentStatus: "Refunded",
      events: [
        { _tag: "order.placed", at: "2026-11-28T09:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" },
        { _tag: "order.cancelled", at: "2026-11-28T10:00:00.000Z", by: "customer" },
        { _tag: "order.refunded", at: "2026-11-28T10:00:00.000Z", by: "system", whole: true, reason, toWallet: 120, toOriginal: 813.5 }
      ] as Order["events"]
    })
    expect(ORDER_SMS.en(cancelled)).toBe(`Bazaar: your order BZ-000123 has been cancelled. ${reason}.`)
    expect(ORDER_SMS.hi(cancelled))
      .toBe("Bazaar: आपका ऑर्डर BZ-000123 रद्द कर दिया गया है। ₹120 आपके Bazaar वॉलेट में और ₹813.50 आपके मूल भुगतान के तरीके में वापस भेज दिए गए हैं।")
    expect(ORDER_SMS.hi(order({ Status: 0, StatusText: "Cancelled", PaymentStatus: "Paid" })))
      .toBe("Bazaar: आपका ऑर्डर BZ-000123 रद्द कर दिया गया है। ₹933 का रिफ़ंड किया जाएगा।")
    expect(ORDER_SMS.hi(order({ Status: 0, StatusText: "Cancelled" }))).toBe("Bazaar: आपका ऑर्डर BZ-000123 रद्द कर दिया गया है।")
  })

  it("says a refund's parts in Hindi from the event's figures, never from its English note", () => {
    const event = (extra: Partial<Extract<OrderEvent, { readonly _tag: "order.refunded" }>>): OrderEvent =>
      ({ _tag: "order.refunded", at: "2026-11-28T10:00:00.000Z", by: "system", whole: true, reason: "Goodwill", ...extra })
    expect(refundedPartsOf(event({ toOriginal: 1_00_000 }))).toEqual({ toWallet: 0, toOriginal: 1_00_000 })
    expect(refundPartsHi(refundedPartsOf(event({ toOriginal: 1_00_000 }))!)).toBe("₹1,00,000 आपके मूल भुगतान के तरीके में")
    expect(refundPartsHi(refundedPartsOf(event({ toWallet: 50.5 }))!)).toBe("₹50.50 आपके Bazaar वॉलेट में")
    // An event recorded before its entries named it: no figures, so the SMS says a refund was made.
    expect(refundedPartsOf(event({ reason: `Refunded ${refundPartsText({ toWallet: 5_050, toPayer: 0 })}` }))).toBeUndefined()
    const before = order({
      Status: 0, StatusText: "Cancelled", PaymentStatus: "Refunded",
      events: [
        { _tag: "order.placed", at: "2026-11-28T09:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" },
        { _tag: "order.cancelled", at: "2026-11-28T10:00:00.000Z", by: "customer" },
        event({ reason: "Refunded ₹50.50 to your Bazaar wallet" })
      ] as Order["events"]
    })
    expect(ORDER_SMS.hi(before)).toBe("Bazaar: आपका ऑर्डर BZ-000123 रद्द कर दिया गया है। आपका रिफ़ंड कर दिया गया है।")
  })

  it("texts the sign-in code first, then its validity", () => {
    expect(SIGN_IN_CODE_SMS.hi({ code: "482913", minutes: 10 })).toBe("482913 आपका Bazaar साइन इन OTP है। यह 10 मिनट तक मान्य है; इसे किसी को न बताएँ।")
    expect(SIGN_IN_CODE_SMS.en({ code: "482913", minutes: 10 })).toBe("482913 is your Bazaar sign-in code. It is valid for 10 minutes; do not share it with anyone.")
  })

  it("tells of an expired payment hold, a return's every step and each refund", () => {
    expect(PAYMENT_EXPIRED_SMS.hi({ orderid: "BZ-000123" })).toBe(
      "Bazaar: आपके ऑर्डर BZ-000123 का भुगतान समय पर नहीं हुआ, इसलिए उसे रद्द कर दिया गया है। आपसे कोई पैसा नहीं लिया गया; आप कभी भी फिर से ऑर्डर कर सकते हैं।"
    )
    expect(RETURN_SMS.hi(returned("Approved"))).toBe("Bazaar: ऑर्डर BZ-000123 का आपका रिटर्न मंज़ूर हो गया है। हमारा डिलीवरी पार्टनर आपके पते से आइटम ले जाएगा।")
    expect(RETURN_SMS.hi(returned("Rejected", { kind: "exchange", lastReason: "Tag removed" })))
      .toBe("Bazaar: ऑर्डर BZ-000123 का आपका एक्सचेंज अनुरोध अस्वीकार कर दिया गया है। कारण: Tag removed")
    expect(RETURN_SMS.hi(returned("Refunded", { refundAmount: 500, refundToWallet: 200 })))
      .toBe("Bazaar: ऑर्डर BZ-000123 के रिटर्न पर ₹500 रिफ़ंड कर दिए गए हैं (इनमें से ₹200 आपके वॉलेट में)।")
    expect(RETURN_SMS.en(returned("Refunded", { refundAmount: 500, refundToWallet: 200 })))
      .toBe("Bazaar: your return of order BZ-000123 is Refunded. ₹500 refunded, ₹200 of it to your wallet.")
    expect(ORDER_REFUND_SMS.hi({ orderid: "BZ-000123", toWallet: 120, toOriginal: 80.5 }))
      .toBe("Bazaar: ऑर्डर BZ-000123 का रिफ़ंड हो गया है: ₹120 आपके Bazaar वॉलेट में और ₹80.50 आपके मूल भुगतान के तरीके में। 'मेरा खाता' में देखें।")
    expect(REFUND_STEP_SMS.hi({ orderid: "BZ-000042", amount: 125000, state: "processed" }))
      .toBe("Bazaar: ऑर्डर BZ-000042 का रिफ़ंड (₹1,25,000) आपके मूल भुगतान के तरीके में भेज दिया गया है। बैंक में दिखने में 5-7 कामकाजी दिन लग सकते हैं।")
    expect(REFUND_STEP_SMS.hi({ orderid: "BZ-000042", amount: 1500, state: "settled", note: "NEFT, UTR 1234" }))
      .toBe("Bazaar: ऑर्डर BZ-000042 का रिफ़ंड (₹1,500) Bazaar ने सीधे आपको दे दिया है (NEFT, UTR 1234)।")
  })

  it("says a back-in-stock option in Hindi, the shop's names as they are", () => {
    expect(BACK_IN_STOCK_SMS.hi({ productName: "Cotton Kurta", packSizeName: "M", optionName: "Blue", link: "https://bazaar.example/hi/product-info/cotton-kurta" }))
      .toBe("खुशखबरी! Cotton Kurta (M, Blue) Bazaar पर फिर से स्टॉक में है: https://bazaar.example/hi/product-info/cotton-kurta")
  })

  it("names a back-in-stock product by its Hindi name where the shop gave one; the English SMS keeps the shop's name", () => {
    const alert = { productName: "Cotton Kurta", productNameHi: "सूती कुर्ता", packSizeName: "M", optionName: "Blue", link: "https://bazaar.example/hi/product-info/cotton-kurta" }
    expect(BACK_IN_STOCK_SMS.hi(alert)).toBe("खुशखबरी! सूती कुर्ता (M, Blue) Bazaar पर फिर से स्टॉक में है: https://bazaar.example/hi/product-info/cotton-kurta")
    expect(BACK_IN_STOCK_SMS.en(alert)).toBe("Good news! Cotton Kurta (M, Blue) is back in stock at Bazaar: https://bazaar.example/hi/product-info/cotton-kurta")
    expect(BACK_IN_STOCK_SMS.hi({ ...alert, productNameHi: " " })).toContain("खुशखबरी! Cotton Kurta (M, Blue)")
  })

  it("keeps no English words but the brand's, and writes every number in Latin digits (ADR 064)", () => {
    for (const text of hindiSamples()) {
      expect(text, text).toMatch(/[\u0900-\u097F]/u)
      const english = text.replace(/Bazaar|OTP|BZ-\d+/g, "").match(/\b[A-Za-z]{2,}\b/g)
      expect(english, text).toBeNull()
      expect(text, text).not.toMatch(/[०-९]/u)
    }
  })

  it("writes a promised day as Hindi readers do", () => {
    expect(formatPromisedDate("2026-12-01", "hi")).toBe("मंगलवार, 1 दिसंबर")
  })
})

describe("the GST invoice's labels", () => {
  it("give every label in Hindi, in Devanagari, beside the English", () => {
    for (const label of Object.values(INVOICE_LABELS)) {
      expect(label.hi, label.en).toMatch(/[\u0900-\u097F]/u)
      expect(label.hi).not.toBe(label.en)
    }
    expect(INVOICE_LABELS.taxInvoice).toEqual({ en: "Tax Invoice", hi: "कर बीजक" })
    expect(INVOICE_LABELS.netpayable.en).toBe("Netpayable")
  })
})
