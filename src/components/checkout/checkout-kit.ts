import type { messages as checkoutMessages } from "#domain/messages/checkout.en.ts"
import type { messages as paymentMessages } from "#domain/messages/payment.en.ts"
import type { PaymentMode } from "#domain/order.ts"
import type { CheckoutMachine } from "#machines/checkout.machine.ts"
import type { ActorRefFrom } from "xstate"
import type { Translate } from "../../i18n/i18n.tsx"

/** The visit's checkout actor, which every step reads and sends to (the /check-out route opens it). */
export type CheckoutActor = ActorRefFrom<CheckoutMachine>

/** A text of the `checkout` area (the checkout's frame, sign-in and address steps), by its key. */
export type CheckoutKey = keyof typeof checkoutMessages

/** A text of the `payment` area (the payment step, the review, the order placed), by its key. */
export type PaymentKey = keyof typeof paymentMessages

/**
 * Each payment mode as the payment step offers it and the review step names it: the mode's value
 * stays the server's ('Cash on Delivery', 'Online'); these are the keys of its words on the screen.
 */
export const MODE_TEXT: Record<PaymentMode, { readonly label: PaymentKey; readonly hint: PaymentKey }> = {
  "Cash on Delivery": { label: "payment.mode.cod", hint: "payment.mode.codHint" },
  Online: { label: "payment.mode.online", hint: "payment.mode.onlineHint" }
}

/** A text with one argument drawn apart (bold): translated whole, then cut where the argument goes. */
const SLOT = "\uE000"
export const aroundSlot = (t: Translate<PaymentKey>, key: PaymentKey, name: string): readonly [string, string] => {
  const text = t(key, { [name]: SLOT })
  const at = text.indexOf(SLOT)
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + SLOT.length)]
}
