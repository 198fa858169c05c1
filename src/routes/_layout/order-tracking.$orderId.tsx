import { createFileRoute, notFound, redirect, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { failureTagOf } from "#domain/failure-words.ts"
import { OrderId } from "#domain/order.ts"
import { featureCall, OrderApi, returnsCall } from "../../app/api-tags.ts"
import { lookup } from "../../app/listing-data.ts"
import { OrderTracking } from "../../components/orders/order-tracking.tsx"

/** A failed call that says there is no session (any more) for this browser. */
const sessionGone = (error: unknown) => {
  const tag = failureTagOf(error)
  return tag === "Unauthorized" || tag === "AccountGone"
}

/** /order-tracking/{orderId} (§2): where the order stands, its timeline, and cancelling while allowed. */
export const Route = createFileRoute("/_layout/order-tracking/$orderId")({
  beforeLoad: ({ context, location }) => {
    if (!context.actors.auth.getSnapshot().context.isAuth) throw redirect({ to: "/login", search: { next: location.pathname } as never })
  },
  loader: async ({ context, params, location }) => {
    if (Either.isLeft(Schema.decodeUnknownEither(OrderId)(params.orderId))) throw notFound()
    const order = await lookup(context.runtime, featureCall(OrderApi)((api) => api.one(params.orderId))).catch((error: unknown) => {
      // Issue 33: the session ended on the server (expired, or signed out elsewhere) while this browser
      // still held it: the browser signs out too, and the shopper signs in again and comes back here.
      if (!sessionGone(error)) throw error
      context.actors.auth.send({ type: "auth.sign-out" })
      throw redirect({ to: "/login", search: { next: location.pathname } as never })
    })
    // Issue 19 item 3: a delivered order's returns, and what may still be asked (a failed read shows none).
    // Issue 20 item 3: a paid order's refunds from the shop come with the same answer.
    const returns = order.Status === 5 || order.PaymentStatus === "Paid"
      ? await context.runtime.runPromise(returnsCall((api) => api.ofOrder(order.orderid))).catch(() => null)
      : null
    return { order, returns }
  },
  component: OrderTrackingScreen
})

function OrderTrackingScreen() {
  const { order, returns } = Route.useLoaderData()
  const router = useRouter()
  return <OrderTracking loaded={order} returns={returns} onReturnsChanged={() => router.invalidate()} />
}
