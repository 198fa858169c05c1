/**
 * Issue 19 item 3: a return request's statuses (the return machine's states after Not requested) and
 * steps, in a module of their own, apart from domain/order.ts, which travels in the home page's first
 * chunk (DESIGN §6 budget).
 */
export const RETURN_STATUSES = ["Requested", "Approved", "Rejected", "Picked up", "Refunded", "Exchanged", "Withdrawn"] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/**
 * A request's steps, stored in its order's stream too, each naming its request, and decided by the
 * request's own machine (return-lifecycle.machine.ts). An order answers its lifecycle's events; a
 * request answers its own steps (domain/returns.ts `ReturnEvent`).
 */
export const RETURN_EVENT_TAGS = [
  "return.requested",
  "return.approved",
  "return.rejected",
  "return.picked-up",
  "return.refunded",
  "return.exchanged",
  // The customer's own: a request withdrawn before its pickup (ADR 031).
  "return.withdrawn"
] as const
export type ReturnEventTag = (typeof RETURN_EVENT_TAGS)[number]
