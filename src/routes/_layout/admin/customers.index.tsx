import { createFileRoute, Link, useNavigate, useRouter } from "@tanstack/react-router"
import { Effect } from "effect"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { mayWorkIn } from "#domain/staff.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { formatWhen } from "../../../components/dates.ts"
import { inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"
import { WalletCreditApprovals } from "../-admin/wallet-credit-approvals.tsx"

type UrlSearch = { q?: string; page?: number }

/** The list's place in the URL as the router read it; the loader's call decodes it with Schema (see orders.index.tsx). */
const validateSearch = (raw: Record<string, unknown>): UrlSearch => raw as UrlSearch

/**
 * /admin/customers (issue 20 item 4): every customer, newest first, found by name, mobile or e-mail.
 * Issue 32: above them, for an admin, the wallet credits over a staff member's daily limit that wait
 * for a second admin, each approved or rejected here (support does not read them: the call is admins').
 */
export const Route = createFileRoute("/_layout/admin/customers/")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // The session's role (as the admin menu reads it); a support member's screen does not ask, as the server would refuse.
    const admin = mayWorkIn(context.actors.auth.getSnapshot().context.loginData?.role, "shop")
    return context.runtime.runPromise(adminCall((api) => Effect.all({
      list: api.customers(deps),
      credits: admin ? api.creditRequests : Effect.succeed(null)
    })))
  },
  component: CustomersAdmin
})

function CustomersAdmin() {
  const { list: result, credits } = Route.useLoaderData()
  const router = useRouter()
  const search = result.search
  const navigate = useNavigate({ from: "/admin/customers/" })
  const [text, setText] = useState(search.q ?? "")
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  return (
    <section aria-labelledby="customers" className="space-y-4">
      <h2 id="customers" className="text-xl font-semibold">Customers <span className="text-sm font-normal text-slate-500">({result.total})</span></h2>
      <form role="search" aria-label="Find customers" className="flex gap-2" onSubmit={(e) => { e.preventDefault(); void navigate({ search: text.trim() === "" ? {} : { q: text.trim() } }) }}>
        <label className="sr-only" htmlFor="customer-search">Name, mobile or e-mail</label>
        <input id="customer-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name, mobile or e-mail" className={inputClass} />
        <button type="submit" className={secondaryButtonClass}>Search</button>
      </form>
      {credits !== null && <WalletCreditApprovals requests={credits} onDecided={() => router.invalidate()} />}
      {result.customers.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">No customers match.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {result.customers.map((customer) => (
            <li key={customer._id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Link to="/admin/customers/$clientId" params={{ clientId: customer._id }} className="text-orange-700 hover:underline">{customer.Name}</Link>
                  {customer.blocked && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Blocked</span>}
                </p>
                <p className="break-all text-slate-600">{customer.Mobile}{customer.Email === "" ? "" : ` · ${customer.Email}`} · since {formatWhen(customer.createdAt)}</p>
              </div>
              <span>{customer.orders} {customer.orders === 1 ? "order" : "orders"}</span>
              <span className="font-semibold">Wallet {formatRupees(customer.WalletBalance)}</span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: { ...(search.q === undefined ? {} : { q: search.q }), page: result.page - 1 } })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: { ...(search.q === undefined ? {} : { q: search.q }), page: result.page + 1 } })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}
