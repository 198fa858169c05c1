import type { CartItem } from "#domain/cart.ts"
import type { OrderLineRequest } from "#domain/http/order.http.ts"

// Apart from checkout.machine.ts (issue 33): the shop's root turns the cart into a checkout's lines,
// and importing this from the checkout machine's module put the whole checkout machine in the first
// chunk every page loads (ADR 014: it loads with the checkout screen).

/** What the order asks for of each cart line: which variant and how many, never a price. */
export const linesOf = (items: ReadonlyArray<CartItem>): ReadonlyArray<OrderLineRequest> =>
  items.map((item) => ({ PackId: item.PackId, PackOptionId: item.PackOptionId, quantity: item.cart_Quentity }))
