import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import type { WalletAnswer } from "#domain/http/returns.http.ts"
import { isStaff } from "#domain/order.ts"
import { userLoadingOf } from "#machines/authentication-reads.ts"
import { useApp } from "../../app/app-context.tsx"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { Pending } from "../pending.tsx"
import { WalletSection } from "../returns/wallet-section.tsx"
import { useSession } from "../session.ts"
import { AccountOrders } from "./account-orders.tsx"
import { AddressBook } from "./address-book.tsx"

/**
 * My Account: the profile, the orders, the wallet (its balance and latest movements, or why they
 * could not be read) and the address book; a shopper not signed in is asked to.
 */
export function MyAccount({ wallet, walletFailed }: { readonly wallet: WalletAnswer | null; readonly walletFailed: unknown }) {
  const { actors } = useApp()
  const session = useSession()
  const { t } = useTexts(accountTexts)
  const { isAuth, client } = useSelector(actors.auth, (s) => ({ isAuth: s.context.isAuth, client: s.context.loginData }), sameFields)
  // §3 userLoading, read from the state.
  const userLoading = useSelector(actors.auth, userLoadingOf)
  if (userLoading) return <Pending />
  if (!isAuth || client === null) {
    return (
      <div className="mx-auto max-w-sm py-10 text-center">
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        <p className="mt-2 text-slate-600">{t("account.signInToSee")}</p>
        <Link to="/login" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">{t("account.signInLink")}</Link>
      </div>
    )
  }
  return (
    <div className="space-y-8">
      <section>
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        <dl className="mt-3 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("account.name")}</dt><dd>{client.Name}</dd>
          <dt className="text-slate-500">{t("account.mobile")}</dt><dd>+91 {client.Mobile}</dd>
          <dt className="text-slate-500">{t("account.email")}</dt><dd>{client.Email || "—"}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={session.signOut} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">{t("account.signOut")}</button>
          {isStaff(client.role) && <Link to="/admin" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800">{t("account.admin")}</Link>}
        </div>
      </section>
      <AccountOrders clientId={client._id} />
      <WalletSection wallet={wallet} failed={walletFailed} />
      <AddressBook />
    </div>
  )
}
