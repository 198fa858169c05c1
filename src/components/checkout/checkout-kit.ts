import type { PaymentMode } from "#domain/order.ts"
import type { CheckoutMachine } from "#machines/checkout.machine.ts"
import type { ActorRefFrom } from "xstate"

/** The visit's checkout actor, which every step reads and sends to (the /check-out route opens it). */
export type CheckoutActor = ActorRefFrom<CheckoutMachine>

/** Each payment mode as the payment step offers it and the review step names it. */
export const MODE_TEXT: Record<PaymentMode, { readonly label: string; readonly hint: string }> = {
  "Cash on Delivery": { label: "Cash on Delivery", hint: "Pay in cash or by UPI when the order reaches you." },
  Online: { label: "Pay online", hint: "UPI, cards or net banking on the payment page; you come back here after." }
}
