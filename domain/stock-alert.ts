import { Schema } from "effect"
import { Id, Name, Slug, Timestamp } from "./common.ts"

// "Notify me" (issue 19 item 7, ADR 032): a signed-in customer asks for one SMS when a sold-out pack
// option is back in stock. These are the alert's shape, its limits and its words, with no I/O.

/** Most open alerts a customer may hold at once (an SMS costs the shop; a list of hundreds helps no one). */
export const STOCK_ALERT_LIMIT = 50

/** One open alert of the customer's: the option waited for, and what the shop calls it. */
export const StockAlert = Schema.Struct({
  productId: Id,
  optionId: Id,
  productName: Name,
  slugUrl: Slug,
  packSizeName: Name,
  optionName: Name,
  createdAt: Timestamp
})
export type StockAlert = typeof StockAlert.Type

/** What a customer sends to be told: the pack option. */
export const StockAlertRequest = Schema.Struct({ optionId: Id })

/** The option as the SMS and the account name it: its pack size and option, once each ("Free Size, Red"; "1 L"). */
export const optionLabel = (option: { readonly packSizeName: string; readonly optionName: string }): string =>
  option.packSizeName.trim().toLowerCase() === option.optionName.trim().toLowerCase()
    ? option.optionName
    : `${option.packSizeName}, ${option.optionName}`

/** The SMS a waiting customer gets once the option is back. */
export const stockAlertSms = (alert: { readonly productName: string; readonly packSizeName: string; readonly optionName: string }, link: string): string =>
  `Good news! ${alert.productName} (${optionLabel(alert)}) is back in stock at Bazaar: ${link}`

/** The product page's address of the product, under the shop's own address (no trailing slash twice). */
export const productLink = (shopUrl: string, slugUrl: string): string => `${shopUrl.replace(/\/+$/, "")}/product-info/${slugUrl}`

/** The sentences a customer reads. */
export const STOCK_ALERT_TEXTS = {
  subscribed: "We'll SMS you when it's back.",
  cancelled: "You will not get an SMS for this option.",
  stillInStock: "This option is in stock now; you can order it straight away.",
  limit: `You are already waiting for ${STOCK_ALERT_LIMIT} options, the most at once; cancel one on its product page before asking for another.`
} as const
