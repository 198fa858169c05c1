// Issue 39, ADR 064: the texts of the shopper's orders (the orders' pages, tracking, returns), in
// the spec's English. Their Hindi (orders.hi.ts) must have every key. `npm run i18n:compile` after a change.

export const messages = {
  "orders.emptyTitle": "No orders yet",
  "orders.emptyText": "When you place an order, you can follow it here from packing to your doorstep.",
  "orders.continueShopping": "Continue shopping",
  "orders.myAccount": "My Account"
} as const
