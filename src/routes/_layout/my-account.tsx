import { createFileRoute } from "@tanstack/react-router"
import type { WalletAnswer } from "#domain/http/returns.http.ts"
import { returnsCall } from "../../app/api-tags.ts"
import { MyAccount } from "../../components/account/my-account.tsx"

/**
 * /my-account: the profile, the orders, the wallet (issue 19 item 3: its balance and latest
 * movements, read by the loader for a signed-in customer) and the address book (add, edit, delete, select).
 */
export const Route = createFileRoute("/_layout/my-account")({
  // The latest page of movements (no page in the address: the route tree travels in the home
  // page's first chunk, DESIGN §6 budget); the section says how many there are in all.
  // A failed read keeps what it failed with (null: none): the wallet's section says it in the page's language.
  loader: async ({ context }): Promise<{ wallet: WalletAnswer | null; failed: unknown }> => {
    if (!context.actors.auth.getSnapshot().context.isAuth) return { wallet: null, failed: null }
    return context.runtime.runPromise(returnsCall((api) => api.wallet(1))).then(
      (wallet) => ({ wallet, failed: null }),
      (error: unknown) => ({ wallet: null, failed: error })
    )
  },
  component: MyAccountScreen
})

function MyAccountScreen() {
  const { wallet, failed } = Route.useLoaderData()
  return <MyAccount wallet={wallet} walletFailed={failed} />
}
