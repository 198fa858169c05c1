import type { Language } from "./language.ts"

// Issue 39 (ADR 064): a GST invoice and its credit note stay bilingual: each label in English, the
// shop's own words as before, and in Hindi beneath it, in the words of the GST forms' Hindi (कर
// बीजक, आपूर्ति का स्थान, कर योग्य मूल्य). Abbreviations a Hindi reader knows as they are (GSTIN,
// HSN/SAC, GST, PAN) have no Hindi of their own. A label without its Hindi fails the type check.

/** A label in every language of the shop. */
export type Bilingual = { readonly [L in Language]: string }

export const INVOICE_LABELS = {
  taxInvoice: { en: "Tax Invoice", hi: "कर बीजक" },
  creditNote: { en: "Credit Note", hi: "क्रेडिट नोट" },
  original: { en: "Original for recipient", hi: "प्राप्तकर्ता के लिए मूल प्रति" },
  invoiceNumber: { en: "Invoice number", hi: "बीजक संख्या" },
  invoiceDate: { en: "Invoice date", hi: "बीजक की तारीख" },
  order: { en: "Order", hi: "ऑर्डर" },
  orderDate: { en: "Order date", hi: "ऑर्डर की तारीख" },
  payment: { en: "Payment", hi: "भुगतान" },
  placeOfSupply: { en: "Place of supply", hi: "आपूर्ति का स्थान" },
  creditNoteNumber: { en: "Credit note number", hi: "क्रेडिट नोट संख्या" },
  creditNoteDate: { en: "Credit note date", hi: "क्रेडिट नोट की तारीख" },
  againstInvoice: { en: "Against invoice", hi: "संबंधित बीजक" },
  reason: { en: "Reason", hi: "कारण" },
  billTo: { en: "Bill to / Ship to", hi: "बिल और डिलीवरी का पता" },
  // The rows' headings: narrow columns, so each Hindi is a word or two.
  description: { en: "Description", hi: "विवरण" },
  quantity: { en: "Qty", hi: "मात्रा" },
  value: { en: "Value ₹", hi: "मूल्य ₹" },
  discount: { en: "Discount ₹", hi: "छूट ₹" },
  taxable: { en: "Taxable ₹", hi: "कर योग्य ₹" },
  total: { en: "Total ₹", hi: "कुल ₹" },
  // The totals.
  totalValue: { en: "Total value", hi: "कुल मूल्य" },
  coupon: { en: "Coupon", hi: "कूपन" },
  taxableValue: { en: "Taxable value", hi: "कर योग्य मूल्य" },
  cgst: { en: "CGST", hi: "केंद्रीय GST" },
  sgst: { en: "SGST", hi: "राज्य GST" },
  igst: { en: "IGST", hi: "एकीकृत GST" },
  invoiceValue: { en: "Invoice value (incl. GST)", hi: "बीजक मूल्य (GST सहित)" },
  creditNoteValue: { en: "Credit note value (incl. GST)", hi: "क्रेडिट नोट मूल्य (GST सहित)" },
  paidFromWallet: { en: "Paid from wallet", hi: "वॉलेट से भुगतान" },
  netpayable: { en: "Netpayable", hi: "कुल देय राशि" }
} as const satisfies Record<string, Bilingual>
