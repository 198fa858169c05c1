// Issue 33 item 7: a customer who cancels says why, from a short list, as a return asks for its reason
// (domain/returns.ts). The reason's words are what the order's `order.cancelled` event keeps (its
// `reason`, at most MAX_CANCEL_REASON characters), read on the order's timeline by the customer and the shop.

/** Why a customer cancels an order, in the words the timeline shows. */
export const CUSTOMER_CANCEL_REASONS = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery would take too long",
  "Want to change the items or the address",
  "No longer needed"
] as const
export type CustomerCancelReason = (typeof CUSTOMER_CANCEL_REASONS)[number]
