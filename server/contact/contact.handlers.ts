import { Effect } from "effect"
import { groupOrUnavailable } from "../http/failures.ts"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { listMessages } from "./contact-inbox.repo.ts"
import { markHandled, openMessage, storeContactMessage } from "./contact.writes.ts"

// Contact us (/Content1): public. A body the contract refuses answers 400 before this runs, so
// only a decoded message is stored; a few messages an hour from one address (issue 17: a script
// stored 1,000), counted before anything is written.
export const ContactHandlersLive = groupOrUnavailable(BazaarApi, "contact", (handlers) =>
  handlers.handle("send", ({ payload }) =>
    limitByAddress(RATE_RULES.contact).pipe(
      Effect.zipRight(storeContactMessage(payload)),
      Effect.as({ success: true as const })
    )))

// The inbox (issue 20 item 6, ADR 040): support's reads and marks.
export const MessageAdminHandlersLive = groupOrUnavailable(BazaarApi, "messageAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => listMessages(urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer }))))
    .handle("open", ({ path }) => openMessage(path.id).pipe(Effect.map((message) => ({ success: true as const, message }))))
    .handle("handled", ({ path, payload }) =>
      markHandled(path.id, payload.handled).pipe(Effect.map((message) => ({ success: true as const, message })))))
