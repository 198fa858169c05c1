// Issue 39, ADR 064: the texts of the cart page (/cart), in the spec's English. Their Hindi
// (cart.hi.ts) must have every key. `npm run i18n:compile` after a change. The bill, the
// free-delivery bar and the stock note are the shell's (bill.*, delivery.*).

export const messages = {
  "cart.title": "Your cart",
  "cart.empty": "No Products in the Cart",
  "cart.continueShopping": "Continue shopping",
  "cart.items": "Items",
  "cart.summary": "Summary",
  "cart.youSave": "You save {amount}",
  "cart.oneLess": "One less {name}",
  "cart.oneMore": "One more {name}",
  "cart.quantity": "Quantity",
  "cart.remove": "Remove",
  "cart.clear": "Clear cart",
  "cart.checkOut": "Check Out",
  // Why one more cannot be added: domain/cart.ts `moreRefusal`'s reasons (the cart's "+", the
  // 'Add to cart' modal: src/components/more-refusal.ts).
  "cart.more.soldOut": "This item is sold out.",
  "cart.more.allInCart": "Only {count} left: all of them are in your cart.",
  "cart.more.atMost": "At most {max} of one item per order."
} as const
