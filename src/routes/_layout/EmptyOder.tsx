import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useApp } from "../../app/app-context.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"

/** /EmptyOder (§2, the spec's spelling): nothing ordered yet, with the ways back to shopping. */
export const Route = createFileRoute("/_layout/EmptyOder")({ component: EmptyOrder })

function EmptyOrder() {
  const { actors } = useApp()
  const { t } = useTexts(ordersTexts)
  const isAuth = useSelector(actors.auth, (s) => s.context.isAuth)
  return (
    <div className="mx-auto max-w-md py-14 text-center">
      <svg viewBox="0 0 64 64" width="72" height="72" className="mx-auto text-slate-300" aria-hidden="true">
        <path fill="currentColor" d="M12 14h6l5 28h26l5-20H22l-1-4h37l-7 28H19L14 18h-2z" /><circle cx="26" cy="50" r="4" fill="currentColor" /><circle cx="46" cy="50" r="4" fill="currentColor" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold">{t("orders.emptyTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("orders.emptyText")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">{t("orders.continueShopping")}</Link>
        {isAuth && <Link to="/my-account" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold">{t("orders.myAccount")}</Link>}
      </div>
    </div>
  )
}
