import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { failureSentence } from "#domain/failure-words.ts"
import type { WalletAnswer } from "#domain/http/returns.http.ts"
import { returnsCall } from "../../app/api-tags.ts"
import { WalletSection } from "../../components/returns/wallet-section.tsx"
import { useApp } from "../../app/app-context.tsx"
import { type Address, type Client, isStaff } from "#domain/order.ts"
import { addressCallInFlight, userLoadingOf } from "#machines/authentication-reads.ts"
import { AddressForm, useAddressSave } from "../../components/address-form.tsx"
import { DeleteAddressDialog } from "./-components/delete-address-dialog.tsx"
import { ReturnLink } from "./-components/return-link.tsx"
import { OrderRow } from "../../components/order-status.tsx"
import { Pending } from "../../components/pending.tsx"
import { useSession } from "../../components/session.ts"

/**
 * /my-account: the profile, the orders, the wallet (issue 19 item 3: its balance and latest
 * movements, read by the loader for a signed-in customer) and the address book (add, edit, delete, select).
 */
export const Route = createFileRoute("/_layout/my-account")({
  // The latest page of movements (no page in the address: the route tree travels in the home
  // page's first chunk, DESIGN §6 budget); the section says how many there are in all.
  loader: async ({ context }): Promise<{ wallet: WalletAnswer | null; failed: string | null }> => {
    if (!context.actors.auth.getSnapshot().context.isAuth) return { wallet: null, failed: null }
    return context.runtime.runPromise(returnsCall((api) => api.wallet(1))).then(
      (wallet) => ({ wallet, failed: null }),
      (error: unknown) => ({ wallet: null, failed: failureSentence(error) })
    )
  },
  component: MyAccount
})

function MyAccount() {
  const { actors } = useApp()
  const wallet = Route.useLoaderData()
  const session = useSession()
  const context = useSelector(actors.auth, (s) => s.context)
  const busy = useSelector(actors.auth, addressCallInFlight)
  // §3 userLoading, read from the state.
  const userLoading = useSelector(actors.auth, userLoadingOf)
  const [adding, setAdding] = useState(false)
  // Issue 33: deleting an address asks first.
  const [deleting, setDeleting] = useState<Address | null>(null)
  const address = useAddressSave(() => setAdding(false))
  if (userLoading) return <Pending />
  if (!context.isAuth || context.loginData === null) {
    return (
      <div className="mx-auto max-w-sm py-10 text-center">
        <h1 className="text-2xl font-bold">My Account</h1>
        <p className="mt-2 text-slate-600">Sign in to see your profile and addresses.</p>
        <Link to="/login" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Sign In</Link>
      </div>
    )
  }
  const client = context.loginData
  return (
    <div className="space-y-8">
      <section>
        <h1 className="text-2xl font-bold">My Account</h1>
        <dl className="mt-3 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-500">Name</dt><dd>{client.Name}</dd>
          <dt className="text-slate-500">Mobile</dt><dd>+91 {client.Mobile}</dd>
          <dt className="text-slate-500">E-mail</dt><dd>{client.Email || "—"}</dd>
        </dl>
        <div className="mt-4 flex gap-2">
          <button type="button" onClick={session.signOut} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">Sign out</button>
          {isStaff(client.role) && <Link to="/admin" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800">Admin</Link>}
        </div>
      </section>
      <OrdersSection clientId={client._id} />
      <WalletSection wallet={wallet.wallet} failed={wallet.failed} />
      <section aria-labelledby="addresses">
        <div className="flex items-center justify-between">
          <h2 id="addresses" className="text-xl font-semibold">Addresses</h2>
          {!adding && <button type="button" onClick={() => setAdding(true)} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white">Add an address</button>}
        </div>
        {!adding && context.problem !== null && <p role="alert" className="mt-2 text-sm text-red-700">{context.problem}</p>}
        {adding && (
          <div className="mt-4 rounded-xl border border-slate-200 p-4">
            <AddressForm busy={busy} problem={address.problem} submitLabel="Save address" onSubmit={(input) => address.save({ type: "auth.address.add", address: input })} />
          </div>
        )}
        {context.user_address.length === 0 ? (
          <p className="mt-4 text-slate-600">No saved addresses yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {context.user_address.map((address) => {
              const current = context.current_address?._id === address._id
              return (
                <li key={address._id} className={`rounded-xl border p-4 text-sm ${current ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
                  <p className="font-semibold">{address.Name} <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">{address.Type}</span></p>
                  <p>{address.HNo}, {address.StreetDet}{address.LandMark ? `, ${address.LandMark}` : ""}</p>
                  <p>{address.AreaDet}, {address.City}, {address.State} {address.Pincode}</p>
                  <p>Mobile: {address.Mobile}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {current
                      ? <span className="text-xs font-semibold text-orange-700">Delivering here</span>
                      : <button type="button" onClick={() => actors.auth.send({ type: "auth.address.select", address })} className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-medium">Deliver here</button>}
                    <Link to="/updateaddress/$id" params={{ id: address._id }} className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-medium">Edit</Link>
                    <button type="button" disabled={busy} onClick={() => setDeleting(address)} className="rounded-lg border border-red-200 px-3 py-1 text-xs font-medium text-red-700">Delete</button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        <DeleteAddressDialog
          address={deleting}
          onDelete={(chosen) => {
            actors.auth.send({ type: "auth.address.delete", _id: chosen._id })
            setDeleting(null)
          }}
          onKeep={() => setDeleting(null)}
        />
      </section>
    </div>
  )
}

/** The account's orders (§4): the latest ten, and every one on request; each links to its tracking. */
function OrdersSection({ clientId }: { readonly clientId: Client["_id"] }) {
  const { actors } = useApp()
  const orders = useSelector(actors.orders, (s) => s.context)
  const [showAll, setShowAll] = useState(false)
  const shown = showAll && orders.totalClientOrder.length > 0 ? orders.totalClientOrder : orders.clientOrder
  const failed = orders.failedOperation === "latest" || orders.failedOperation === "all" ? orders.error : null
  return (
    <section aria-labelledby="orders" id="orders">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders" className="text-xl font-semibold">My orders</h2>
        {!showAll && orders.clientOrder.length >= 10 && (
          <button type="button" onClick={() => { setShowAll(true); actors.orders.send({ type: "orders.all.load", clientId }) }} className="text-sm font-medium text-orange-700 underline">
            See all orders
          </button>
        )}
      </div>
      {failed !== null && <p role="alert" className="mt-2 text-sm text-red-700">{failed}</p>}
      {(orders.latestLoading || (showAll && orders.allLoading)) && shown.length === 0 ? (
        <Pending />
      ) : shown.length === 0 ? (
        <p className="mt-3 text-slate-600">No orders yet. <Link to="/" className="text-orange-700 underline">Start shopping</Link></p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {shown.map((order) => <OrderRow key={order._id} order={order} extra={<ReturnLink order={order} />} />)}
        </ul>
      )}
    </section>
  )
}
