import { shownName } from "./catalogue-language.ts"
import { formatClock } from "./dates.ts"
import { arrivalDate, arrivalText, formatPromisedDate } from "./delivery-words.ts"
import { refundStepSmsText } from "./gateway-refunds.ts"
import type { Language } from "./language.ts"
import { formatRupees } from "./money.ts"
import { isRefundDue } from "./order-lifecycle.ts"
import { refundSmsText } from "./order-refunds.ts"
import { isAwaitingPayment, type Order, type OrderEvent } from "./order.ts"
import type { ReturnKind } from "./return-lifecycle.machine.ts"
import type { ReturnStatus } from "./return-status.ts"
import { optionLabel, stockAlertSms } from "./stock-alert.ts"

// Issue 39 (ADR 064): the SMS a customer gets, in the language of the page they acted from (the
// order's, the sign-in's, the alert's). Each text is one function per language, so a language
// without its text fails the type check. The English is the shop's own, byte for byte; where a
// domain module already writes it (the refunds', the stock alert's), that module stays its one
// home and is called from here. Hindi keeps prices (formatRupees), order numbers and dates in Latin
// digits, as the Hindi pages do. A Devanagari SMS is sent as UCS-2 (70 characters a part), so
// the Hindi says what the English says and no more.

/** One SMS in every language of the shop. */
export type SmsText<Facts> = { readonly [L in Language]: (facts: Facts) => string }

/** "Arriving by Fri, 28 Nov" in each language, for the day delivery-words.ts `arrivalDate` decides; none without one. */
const arrival: { readonly [L in Language]: (order: Pick<Order, "Status" | "promisedDate">) => string | undefined } = {
  en: arrivalText,
  hi: (order) => {
    const date = arrivalDate(order)
    return date === undefined ? undefined : `${formatPromisedDate(date, "hi")} तक पहुँचेगा`
  }
}

// Where refunded money goes, in Hindi: the English names of refundPartsText (domain/order-refunds.ts).
const HI_PLACES = { wallet: "आपके Bazaar वॉलेट में", original: "आपके मूल भुगतान के तरीके में" } as const

/** "₹120 आपके Bazaar वॉलेट में और ₹813 आपके मूल भुगतान के तरीके में": a refund's parts in Hindi (rupees). */
export const refundPartsHi = (parts: RefundedParts): string =>
  [
    ...(parts.toWallet > 0 ? [`${formatRupees(parts.toWallet)} ${HI_PLACES.wallet}`] : []),
    ...(parts.toOriginal > 0 ? [`${formatRupees(parts.toOriginal)} ${HI_PLACES.original}`] : [])
  ].join(" और ")

/** Where a refund went (rupees). */
export interface RefundedParts {
  readonly toWallet: number
  readonly toOriginal: number
}

/**
 * Where the money of an `order.refunded` event went, from the ledger's entries that record it
 * (issue 39, migration 0050); undefined for an event recorded before they named it.
 */
export const refundedPartsOf = (event: OrderEvent): RefundedParts | undefined =>
  event._tag !== "order.refunded" || (event.toWallet === undefined && event.toOriginal === undefined)
    ? undefined
    : { toWallet: event.toWallet ?? 0, toOriginal: event.toOriginal ?? 0 }

/** The `order.refunded` event after the order's cancellation, if one was recorded. */
const cancellationRefundEvent = (order: Order): OrderEvent | undefined => {
  const cancelledAt = order.events.findIndex((event) => event._tag === "order.cancelled")
  return order.events.slice(cancelledAt + 1).find((event) => event._tag === "order.refunded")
}

/**
 * Issue 32: what a cancellation gave back, as its `order.refunded` event records it ("Refunded ₹933
 * to your original payment."), or that a refund is still due; nothing when nothing was paid. The
 * Hindi says the parts from the event's figures.
 */
const cancellationRefund: SmsText<Order> = {
  en: (order) => {
    const reason = cancellationRefundEvent(order)?.reason
    if (reason !== undefined) return ` ${reason}.`
    return isRefundDue(order) ? ` ${formatRupees(order.Netpayable)} will be refunded.` : ""
  },
  hi: (order) => {
    const event = cancellationRefundEvent(order)
    if (event?.reason !== undefined) {
      const parts = refundedPartsOf(event)
      return parts === undefined ? " आपका रिफ़ंड कर दिया गया है।" : ` ${refundPartsHi(parts)} वापस भेज दिए गए हैं।`
    }
    return isRefundDue(order) ? ` ${formatRupees(order.Netpayable)} का रिफ़ंड किया जाएगा।` : ""
  }
}

/**
 * Issue 33: how the order is paid, as the SMS says it beside its value (the order's value: what is
 * still to pay and what the wallet paid). Cash on Delivery says what is paid on delivery, and
 * nothing is when the wallet paid it all ("₹0 on delivery" was sent).
 */
const paid: SmsText<Order> = {
  en: (order) => {
    if (order.Netpayable === 0) return order.wallet > 0 ? " (paid from your wallet)" : ""
    if (order.PaymentMode === "Cash on Delivery") {
      if (order.Status >= 5) return ""
      return order.wallet > 0 ? ` (${formatRupees(order.Netpayable)} to pay on delivery)` : " (pay on delivery)"
    }
    return order.PaymentStatus === "Paid" ? " (paid)" : ""
  },
  // Inside the value's brackets: "(₹550, डिलीवरी पर भुगतान)".
  hi: (order) => {
    if (order.Netpayable === 0) return order.wallet > 0 ? ", वॉलेट से भुगतान हो चुका" : ""
    if (order.PaymentMode === "Cash on Delivery") {
      if (order.Status >= 5) return ""
      return order.wallet > 0 ? `, डिलीवरी पर ${formatRupees(order.Netpayable)} देने हैं` : ", डिलीवरी पर भुगतान"
    }
    return order.PaymentStatus === "Paid" ? ", भुगतान हो चुका" : ""
  }
}

/** Where a placed order stands, as a Hindi sentence ends (Status 1 to 5; 0 is said apart). */
const HI_STATUS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: "मिल गया है",
  2: "तैयार किया जा रहा है",
  3: "भेज दिया गया है",
  4: "डिलीवरी के लिए निकल चुका है",
  5: "डिलीवर हो गया है"
}

/**
 * The order SMS (§7 order/sendsms, /admin/order-sendsms): the order, its value and where it stands.
 * An online order still waiting for its payment says so (issue 33: it was texted "Received").
 */
export const ORDER_SMS: SmsText<Order> = {
  en: (order) => {
    if (order.Status === 0) return `Bazaar: your order ${order.orderid} has been cancelled.${cancellationRefund.en(order)}`
    const value = formatRupees(order.Netpayable + order.wallet)
    if (isAwaitingPayment(order)) {
      const declined = order.PaymentStatus === "Failed" ? " Your last payment was declined." : ""
      const by = order.paymentDueAt === undefined ? "" : ` by ${formatClock(order.paymentDueAt, "en")}`
      return `Bazaar: your order ${order.orderid} of ${value} is waiting for your payment of ${formatRupees(order.Netpayable)}.${declined}` +
        ` Pay for it under My Account${by}; unpaid, it is cancelled.`
    }
    const arriving = arrival.en(order)
    return `Bazaar: your order ${order.orderid} of ${value} is ${order.StatusText}${paid.en(order)}.` +
      `${arriving === undefined ? "" : ` ${arriving}.`} Track it under My Account.`
  },
  hi: (order) => {
    if (order.Status === 0) return `Bazaar: आपका ऑर्डर ${order.orderid} रद्द कर दिया गया है।${cancellationRefund.hi(order)}`
    const value = formatRupees(order.Netpayable + order.wallet)
    if (isAwaitingPayment(order)) {
      const declined = order.PaymentStatus === "Failed" ? " आपका पिछला भुगतान नहीं हो पाया।" : ""
      const by = order.paymentDueAt === undefined ? "" : `${formatClock(order.paymentDueAt, "hi")} तक `
      return `Bazaar: आपका ऑर्डर ${order.orderid} (${value}) ${formatRupees(order.Netpayable)} के भुगतान का इंतज़ार कर रहा है।${declined}` +
        ` ${by}'मेरा खाता' में भुगतान करें, वरना ऑर्डर रद्द हो जाएगा।`
    }
    const arriving = arrival.hi(order)
    return `Bazaar: आपका ऑर्डर ${order.orderid} (${value}${paid.hi(order)}) ${HI_STATUS[order.Status]}।` +
      `${arriving === undefined ? "" : ` ${arriving}।`} 'मेरा खाता' में इसे ट्रैक करें।`
  }
}

/** Issue 17: an online order whose payment hold ran out, cancelled by the shop. */
export const PAYMENT_EXPIRED_SMS: SmsText<{ readonly orderid: string }> = {
  en: ({ orderid }) =>
    `Bazaar: your order ${orderid} was not paid in time, so it has been cancelled and its items released. Nothing was charged; you can order again any time.`,
  hi: ({ orderid }) =>
    `Bazaar: आपके ऑर्डर ${orderid} का भुगतान समय पर नहीं हुआ, इसलिए उसे रद्द कर दिया गया है। आपसे कोई पैसा नहीं लिया गया; आप कभी भी फिर से ऑर्डर कर सकते हैं।`
}

/** The sign-in code: first in the message, where a phone's code reader finds it. */
export const SIGN_IN_CODE_SMS: SmsText<{ readonly code: string; readonly minutes: number }> = {
  en: ({ code, minutes }) => `${code} is your Bazaar sign-in code. It is valid for ${minutes} minutes; do not share it with anyone.`,
  hi: ({ code, minutes }) => `${code} आपका Bazaar साइन इन OTP है। यह ${minutes} मिनट तक मान्य है; इसे किसी को न बताएँ।`
}

/** What a back-in-stock SMS names, made one line and link-free by the caller (smsSafeText), and the product page's link. */
export interface BackInStock {
  readonly productName: string
  /** The product's Hindi name (issue 39, migration 0048), when the shop gave one: the Hindi SMS names the product by it. */
  readonly productNameHi?: string | undefined
  readonly packSizeName: string
  readonly optionName: string
  readonly link: string
}

/** Issue 19 item 7: the SMS a waiting customer gets once the option is back (domain/stock-alert.ts has the English). */
export const BACK_IN_STOCK_SMS: SmsText<BackInStock> = {
  en: (alert) => stockAlertSms(alert, alert.link),
  hi: (alert) =>
    `खुशखबरी! ${shownName({ name: alert.productName, nameHi: alert.productNameHi }, "hi")} (${optionLabel(alert)}) Bazaar पर फिर से स्टॉक में है: ${alert.link}`
}

/** What a back-in-stock SMS says of a name staff gave that holds nothing but a link (smsSafeText's fallback). */
export const BACK_IN_STOCK_FALLBACKS: { readonly [L in Language]: { readonly product: string; readonly packSize: string; readonly option: string } } = {
  en: { product: "The item you asked about", packSize: "the size you chose", option: "the option you chose" },
  hi: { product: "आपका चुना हुआ प्रोडक्ट", packSize: "आपका चुना साइज़", option: "आपका चुना विकल्प" }
}

/** What a return or exchange SMS says: the request's order, kind, new status and money. */
export interface ReturnFacts {
  readonly orderid: string
  readonly kind: ReturnKind
  readonly status: ReturnStatus
  /** The reason of the request's last step (a rejection's). */
  readonly lastReason: string | undefined
  readonly refundAmount: number
  readonly refundToWallet: number
}

/** "Bazaar: your return of order BZ-000123 is Approved. ...": the customer is told of every step. */
export const RETURN_SMS: SmsText<ReturnFacts> = {
  en: (request) => {
    const what = request.kind === "exchange" ? "exchange" : "return"
    const detail: Partial<Record<ReturnStatus, string>> = {
      Requested: " We will let you know once it is approved.",
      Approved: " Our delivery partner will pick the items up from your address.",
      Rejected: ` Reason: ${request.lastReason ?? ""}`,
      "Picked up": request.kind === "exchange" ? " We will send your new size shortly." : " Your refund follows shortly.",
      Exchanged: " Your new size is on its way.",
      Refunded: ` ${formatRupees(request.refundAmount)} refunded${request.refundToWallet > 0 ? `, ${formatRupees(request.refundToWallet)} of it to your wallet` : ""}.`,
      Withdrawn: " Nothing will be picked up; the items stay with you."
    }
    return `Bazaar: your ${what} of order ${request.orderid} is ${request.status}.${detail[request.status] ?? ""}`
  },
  hi: (request) => {
    const what = request.kind === "exchange" ? "एक्सचेंज" : "रिटर्न"
    const id = request.orderid
    const said: Record<ReturnStatus, string> = {
      Requested: `ऑर्डर ${id} के ${what} का आपका अनुरोध मिल गया है। मंज़ूरी मिलते ही हम आपको बताएँगे।`,
      Approved: `ऑर्डर ${id} का आपका ${what} मंज़ूर हो गया है। हमारा डिलीवरी पार्टनर आपके पते से आइटम ले जाएगा।`,
      Rejected: `ऑर्डर ${id} का आपका ${what} अनुरोध अस्वीकार कर दिया गया है। कारण: ${request.lastReason ?? ""}`,
      "Picked up": `ऑर्डर ${id} के ${what} के आइटम ले लिए गए हैं।` +
        (request.kind === "exchange" ? " आपका नया साइज़ जल्द ही भेजा जाएगा।" : " आपका रिफ़ंड जल्द ही किया जाएगा।"),
      Exchanged: `ऑर्डर ${id} का आपका एक्सचेंज हो गया है। आपका नया साइज़ रास्ते में है।`,
      Refunded: `ऑर्डर ${id} के ${what} पर ${formatRupees(request.refundAmount)} रिफ़ंड कर दिए गए हैं` +
        `${request.refundToWallet > 0 ? ` (इनमें से ${formatRupees(request.refundToWallet)} आपके वॉलेट में)` : ""}।`,
      Withdrawn: `ऑर्डर ${id} का आपका ${what} अनुरोध वापस ले लिया गया है। कोई पिकअप नहीं होगा; आइटम आपके पास ही रहेंगे।`
    }
    return `Bazaar: ${said[request.status]}`
  }
}

/** Issue 20: a refund an admin recorded, where each part went (rupees); the shop's note is kept off it. */
export const ORDER_REFUND_SMS: SmsText<{ readonly orderid: string; readonly toWallet: number; readonly toOriginal: number }> = {
  en: (refund) => refundSmsText(refund.orderid, refund),
  hi: (refund) => `Bazaar: ऑर्डर ${refund.orderid} का रिफ़ंड हो गया है: ${refundPartsHi(refund)}। 'मेरा खाता' में देखें।`
}

/** What a refund to the original payment did at the gateway (domain/gateway-refunds.ts has the English). */
export interface RefundStep {
  readonly orderid: string
  readonly amount: number
  readonly state: "processed" | "failed" | "settled"
  /** Staff's note of a refund paid by hand (one line, no link). */
  readonly note?: string | undefined
}

/** Issue 37 item 4: a refund to the original payment sent, failed at the gateway, or paid by the shop by hand. */
export const REFUND_STEP_SMS: SmsText<RefundStep> = {
  en: (step) => refundStepSmsText(step.orderid, step.amount, step.state, step.note),
  hi: (step) => {
    const refund = `Bazaar: ऑर्डर ${step.orderid} का रिफ़ंड (${formatRupees(step.amount)})`
    switch (step.state) {
      case "processed":
        return `${refund} आपके मूल भुगतान के तरीके में भेज दिया गया है। बैंक में दिखने में 5-7 कामकाजी दिन लग सकते हैं।`
      case "failed":
        return `${refund} आपके मूल भुगतान के तरीके में नहीं भेजा जा सका। हम इसे ठीक कर रहे हैं और होते ही आपको बताएँगे; आपको कुछ नहीं करना है।`
      case "settled":
        return `${refund} Bazaar ने सीधे आपको दे दिया है${step.note === undefined ? "" : ` (${step.note})`}।`
    }
  }
}
