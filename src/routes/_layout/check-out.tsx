import { createFileRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { useApp } from "../../app/app-context.tsx"
import { checkoutOf, waitingOrder } from "../../app/checkout.ts"
import { CheckoutSteps } from "../../components/checkout/checkout-steps.tsx"
import { Pending } from "../../components/pending.tsx"

/**
 * /check-out (§2, DESIGN §4): sign in, delivery address, payment, then review and place. The visit's
 * checkout actor lives in the shop's actor system from entering the page to leaving it.
 */
export const Route = createFileRoute("/_layout/check-out")({
  // The offers this customer can use come with the payment step (the checkout machine reads them once signed in).
  loader: async ({ context }) => ({ waiting: await waitingOrder(context) }),
  onEnter: ({ context }) => void import("../../app/checkout.ts").then(({ openCheckout }) => openCheckout(context)),
  onLeave: ({ context }) => context.shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout }),
  component: CheckoutScreen
})

function CheckoutScreen() {
  const { waiting } = Route.useLoaderData()
  const { shop } = useApp()
  const checkout = useSelector(shop, (s) => checkoutOf(s.context))
  // The shop spawns the checkout as the page is entered (its code arrives with this screen).
  return checkout === null ? <Pending /> : <CheckoutSteps checkout={checkout} waiting={waiting} />
}
