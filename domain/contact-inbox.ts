import { Schema } from "effect"
import { Id, Timestamp } from "./common.ts"

// The contact messages inbox (issue 20 item 6, docs/decisions/040-coupons-messages-dashboard.md):
// what the contact form (/Content1) stored, newest first, for support to read, answer and close.

/** Which messages the inbox shows: all, the unread, those waiting for an answer (open), the handled. */
export const MessageFilter = Schema.Literal("all", "unread", "open", "handled")
export type MessageFilter = typeof MessageFilter.Type

export const InboxMessage = Schema.Struct({
  _id: Id,
  name: Schema.String,
  email: Schema.String,
  mobile: Schema.NullOr(Schema.String),
  message: Schema.String,
  createdAt: Timestamp,
  /** When staff first opened it, or null. */
  readAt: Schema.NullOr(Timestamp),
  /** When staff marked it handled, or null. */
  handledAt: Schema.NullOr(Timestamp)
})
export type InboxMessage = typeof InboxMessage.Type

/** The subject of a reply. */
export const replySubject = "Re: your message to Bazaar"

/**
 * A reply by e-mail (a mailto: link): to the sender, with the subject and their message quoted
 * below a greeting, each line of it after "> ", as mail programs quote.
 */
export const replyLink = (message: Pick<InboxMessage, "name" | "email" | "message" | "createdAt">): string => {
  const when = new Date(message.createdAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" })
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`).join("\n")
  const body = `Dear ${message.name},\n\n\n\nOn ${when}, you wrote:\n${quoted}\n\nBazaar customer support`
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject)}&body=${encodeURIComponent(body)}`
}
