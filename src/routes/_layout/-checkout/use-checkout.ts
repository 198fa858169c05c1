import { useActorRef } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise, waitFor } from "xstate"
import type { CartItem } from "#domain/cart.ts"
import type { OrderLineRequest } from "#domain/http/order.http.ts"
import { checkoutMachine } from "#machines/checkout.machine.ts"
import { Effect } from "effect"
import { failureMessage, OrderApi } from "../../../app/api-tags.ts"
import type { AppServices } from "../../../app/app-context.tsx"

/** What the order asks for of each cart line: which variant and how many, never a price. */
export const linesOf = (items: ReadonlyArray<CartItem>): ReadonlyArray<OrderLineRequest> =>
  items.map((item) => ({ PackId: item.PackId, PackOptionId: item.PackOptionId, quantity: item.cart_Quentity }))

/** A key for this checkout: letters and digits, from the browser's cryptographic random source. */
const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `co-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`
}

/**
 * The checkout actor of one visit to /check-out (DESIGN §4), with its calls and actions provided
 * from the root actors: quotes through the order API, placing through the order actor (§4: a new
 * order goes to the front of its list), the steps reported to the authentication actor (§3), the
 * cart emptied once the order is placed. It follows the cart and the session while it lives.
 */
export const useCheckout = (services: AppServices) => {
  const { actors, runtime } = services
  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: {
        quoteOrder: fromPromise(({ input, signal }) =>
          runtime.runPromise(Effect.flatMap(OrderApi, (api) => api.quote(input)), { signal })
            .catch((error: unknown) => Promise.reject(new Error(failureMessage(error))))),
        placeOrder: fromPromise(async ({ input }) => {
          actors.orders.send({ type: "order.create", request: input })
          const done = await waitFor(actors.orders, (s) => !s.context.createLoading)
          if (done.matches({ create: "failed" }) || done.context.currentOrder === null) {
            throw new Error(done.context.failureMessage ?? done.context.error ?? "The order was not placed.")
          }
          return done.context.currentOrder
        }),
        requestToken: fromPromise(async ({ input }) => {
          actors.orders.send({ type: "order.token.request", number: input.number })
          const done = await waitFor(actors.orders, (s) => !s.context.tokenLoading)
          if (done.matches({ token: "failed" }) || done.context.paymentToken === null) {
            throw new Error(done.context.failureMessage ?? done.context.error ?? "The payment could not be started.")
          }
          return done.context.paymentToken
        })
      },
      actions: {
        reportStep: (_, params) => {
          actors.auth.send({ type: "checkout.auth-status.set", value: params.signedIn ? 1 : 0 })
          actors.auth.send({ type: "checkout.step.set", value: params.step })
        },
        orderPlaced: (_, params) => {
          actors.cart.send({ type: "cart.clear" })
          // §7 order SMS; its failure is kept by the order actor ('Order Failed'), the order stands.
          actors.orders.send({ type: "order.sms.send", orderid: params.order.orderid })
        },
        openGateway: (_, params) => {
          window.location.assign(params.token.gatewayUrl)
        }
      }
    }),
    {
      input: {
        lines: linesOf(actors.cart.getSnapshot().context.CartItems),
        signedIn: actors.auth.getSnapshot().context.isAuth,
        address: actors.auth.getSnapshot().context.current_address,
        idempotencyKey: newIdempotencyKey()
      }
    }
  )

  // The checkout follows the cart (another tab, or the review's "keep what is left") and the session.
  useEffect(() => {
    let lastItems = actors.cart.getSnapshot().context.CartItems
    const cart = actors.cart.subscribe(({ context }) => {
      if (context.CartItems === lastItems) return
      lastItems = context.CartItems
      checkout.send({ type: "checkout.cart.changed", lines: linesOf(context.CartItems) })
    })
    let wasSignedIn = actors.auth.getSnapshot().context.isAuth
    const auth = actors.auth.subscribe(({ context }) => {
      if (context.isAuth === wasSignedIn) return
      wasSignedIn = context.isAuth
      checkout.send(context.isAuth ? { type: "checkout.signed-in", address: context.current_address } : { type: "checkout.signed-out" })
    })
    return () => {
      cart.unsubscribe()
      auth.unsubscribe()
    }
  }, [actors, checkout])

  return checkout
}
