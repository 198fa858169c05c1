import { createFileRoute, notFound, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { OrderId } from "#domain/order.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { AdminOrderDetail } from "../-admin/order-detail.tsx"

/** /admin/orders/{orderid} (issue 20 item 3): the order's lines, customer, address, payments, refunds and whole timeline. */
export const Route = createFileRoute("/_layout/admin/orders/$orderid/")({
  loader: ({ context, params }) => {
    if (Either.isLeft(Schema.decodeUnknownEither(OrderId)(params.orderid))) throw notFound()
    return context.runtime.runPromise(adminCall((api) => api.orderDetail(params.orderid)))
  },
  component: OrderDetailScreen
})

function OrderDetailScreen() {
  const detail = Route.useLoaderData()
  const router = useRouter()
  return <AdminOrderDetail detail={detail} onChanged={() => router.invalidate()} />
}
