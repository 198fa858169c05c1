// Issue 39, ADR 064: the texts of §2's 'Added to cart Successfully!' dialog and of the quick view's
// frame (src/components/shop-modals.tsx), loaded with the first of them a shopper opens.

export const messages = {
  "modals.addedLabel": "Added to cart",
  "modals.added": "Added to cart Successfully!",
  "modals.continueShopping": "Continue Shopping",
  "modals.viewCart": "View Cart",
  "modals.checkout": "Proceed to checkout",
  "modals.quickViewLabel": "Quick view",
  "modals.quickViewFailed": "This product could not be loaded. Please try again."
} as const
