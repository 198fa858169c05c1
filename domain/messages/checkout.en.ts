// Issue 39, ADR 064: the texts of the checkout's frame (/check-out: its title and steps) and of its
// first steps (sign in, the address), in the spec's English. Their Hindi (checkout.hi.ts) must have
// every key. `npm run i18n:compile` after a change. They travel with the checkout's first load; the
// payment step, the review and the order placed are the `payment` area's (fetched with those steps).

export const messages = {
  "checkout.title": "Checkout",
  "checkout.empty": "No Products in the Cart",
  "checkout.continueShopping": "Continue shopping",
  "checkout.steps": "Checkout steps",
  "checkout.stepNumber": "Step {number}",
  "checkout.step.signIn": "Sign in",
  "checkout.step.address": "Delivery address",
  "checkout.step.payment": "Payment",
  "checkout.step.review": "Review and place",

  // Step 1: sign in.
  "checkout.signIn.title": "Sign in to check out",
  "checkout.signIn.register": "Create your account",
  "checkout.signIn.hint": "We send a 6-digit code to your mobile number; your cart stays as it is.",

  // Step 2: the address.
  "checkout.address.title": "Where should we deliver?",
  "checkout.address.none": "You have no saved address yet.",
  "checkout.address.mobile": "Mobile: {mobile}",
  "checkout.address.type.Home": "Home",
  "checkout.address.type.Work": "Work",
  "checkout.address.type.Other": "Other",
  "checkout.address.save": "Save address",
  "checkout.address.add": "Add a new address",
  "checkout.address.addFirst": "Add an address to deliver to.",
  "checkout.address.choose": "Choose an address to deliver to.",
  "checkout.address.deliverHere": "Deliver here"
} as const
