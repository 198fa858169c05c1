import { assign, fromPromise } from "xstate"
import { isAwaitingPayment, type Order } from "#domain/order.ts"
import { checkoutMachine } from "#machines/checkout.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { checkoutInput, screenActorOf, screenOpen, type ShopContext } from "#machines/shop.machine.ts"
import { featureCall, myOffersCall, OrderApi } from "./api-tags.ts"
import type { AppServices } from "./app-context.tsx"

/** A key for one checkout: letters and digits, from the browser's cryptographic random source. */
const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `co-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`
}

/**
 * The checkout of a visit to /check-out (DESIGN §4): the shop's root spawns it into the actor system
 * as a screen's actor (`screen.open`, ADR 045) with its quote and offers calls provided here (this
 * module loads with the checkout screen), from the cart's lines, the session and the orders actor as
 * they are then. It places the order and asks for the payment token through the orders actor; the
 * root passes it the cart and the session as they change, and the route stops it when the shopper
 * leaves. Each visit has a new one, with a new key: one left by an earlier visit (opened after its
 * shopper left) is stopped first.
 */
export const openCheckout = ({ shop, runtime }: Pick<AppServices, "shop" | "runtime">) => {
  shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout })
  shop.send(screenOpen(
    SYSTEM_IDS.checkout,
    checkoutMachine.provide({
      // Issue 35: a key the server says was used for another order is replaced, and the order asked again.
      actions: { renewKey: assign({ idempotencyKey: () => newIdempotencyKey() }) },
      actors: {
        quoteOrder: fromPromise(({ input, signal }) =>
          runtime.runPromise(featureCall(OrderApi)((api) => api.quote(input)), { signal })),
        // Issue 33: the offers this customer can use (GET offers/mine), with the payment step.
        loadOffers: fromPromise(({ signal }) => runtime.runPromise(myOffersCall((api) => api.mine), { signal }))
      }
    }),
    checkoutInput(newIdempotencyKey())
  ))
}

/** The checkout of the visit under way, if the shop has opened it (null as the page is entered). */
export const checkoutOf = (root: ShopContext) => screenActorOf(root, SYSTEM_IDS.checkout, checkoutMachine)

/**
 * The shopper's online order still waiting for its payment (issue 16: a payment abandoned at the
 * gateway, the shopper back at the checkout), as the server has it now (paid meanwhile, or
 * cancelled, it is not waiting): the checkout offers to pay it or to take it on delivery instead.
 */
export const waitingOrder = async (services: AppServices): Promise<Order | null> => {
  const current = services.actors.orders.getSnapshot().context.currentOrder
  if (current === null || !isAwaitingPayment(current)) return null
  const order = await services.runtime.runPromise(featureCall(OrderApi)((api) => api.one(current.orderid))).catch(() => null)
  return order !== null && isAwaitingPayment(order) ? order : null
}
