// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/checkout.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/checkout.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "checkout.title": ["Checkout"],
  "checkout.empty": ["No Products in the Cart"],
  "checkout.continueShopping": ["Continue shopping"],
  "checkout.steps": ["Checkout steps"],
  "checkout.stepNumber": ["Step ",["number"]],
  "checkout.step.signIn": ["Sign in"],
  "checkout.step.address": ["Delivery address"],
  "checkout.step.payment": ["Payment"],
  "checkout.step.review": ["Review and place"],
  "checkout.signIn.title": ["Sign in to check out"],
  "checkout.signIn.register": ["Create your account"],
  "checkout.signIn.hint": ["We send a 6-digit code to your mobile number; your cart stays as it is."],
  "checkout.address.title": ["Where should we deliver?"],
  "checkout.address.none": ["You have no saved address yet."],
  "checkout.address.mobile": ["Mobile: ",["mobile"]],
  "checkout.address.type.Home": ["Home"],
  "checkout.address.type.Work": ["Work"],
  "checkout.address.type.Other": ["Other"],
  "checkout.address.save": ["Save address"],
  "checkout.address.add": ["Add a new address"],
  "checkout.address.addFirst": ["Add an address to deliver to."],
  "checkout.address.choose": ["Choose an address to deliver to."],
  "checkout.address.deliverHere": ["Deliver here"]
}
