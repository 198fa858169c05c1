import { createFileRoute, notFound, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { Id } from "#domain/common.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { CustomerAccount } from "../-admin/customer-detail.tsx"

/**
 * /admin/customers/{clientId} (issue 20 item 4): a customer's orders, addresses and wallet; credit or
 * debit it; block. Issue 32: a credit over the staff member's daily limit waits for another admin;
 * the customer's credits that waited are listed with who asked and who decided.
 */
export const Route = createFileRoute("/_layout/admin/customers/$clientId")({
  loader: ({ context, params }) => {
    const id = Schema.decodeUnknownEither(Id)(params.clientId)
    if (Either.isLeft(id)) throw notFound()
    return context.runtime.runPromise(adminCall((api) => api.customer(id.right)))
  },
  component: CustomerScreen
})

function CustomerScreen() {
  const detail = Route.useLoaderData()
  const router = useRouter()
  return <CustomerAccount detail={detail} onChanged={() => router.invalidate()} />
}
