import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { userLoadingOf } from "#machines/authentication-reads.ts"
import { useApp } from "../../app/app-context.tsx"
import { AddressForm } from "../../components/address-form.tsx"
import { useAddressSave } from "../../components/address-save.ts"
import { Pending } from "../../components/pending.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"

/** /updateaddress/{_id}: edit one of the signed-in customer's addresses. */
export const Route = createFileRoute("/_layout/updateaddress/$id")({ component: UpdateAddress })

function UpdateAddress() {
  const { id } = Route.useParams()
  const { actors } = useApp()
  const navigate = useNavigate()
  const { t } = useTexts(accountTexts)
  const context = useSelector(actors.auth, (s) => s.context)
  const busy = useSelector(actors.auth, (s) => s.matches({ signedIn: { update: "pending" } }))
  const userLoading = useSelector(actors.auth, userLoadingOf)
  // Back to My Account once saved; a refusal keeps the form as typed, with its sentence.
  const { problem, save } = useAddressSave(() => void navigate({ to: "/my-account" }))
  if (userLoading) return <Pending />
  const address = context.user_address.find((a) => a._id === id)
  if (!context.isAuth || address === undefined) {
    return (
      <div className="mx-auto max-w-sm py-10 text-center">
        <p>{t("account.update.notFound")}</p>
        <Link to="/my-account" className="mt-3 inline-block text-orange-700 underline">{t("account.update.back")}</Link>
      </div>
    )
  }
  const { _id, ...fields } = address
  return (
    <div className="max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">{t("account.update.title")}</h1>
      <AddressForm
        initial={fields}
        busy={busy}
        submitLabel={t("account.update.save")}
        problem={problem}
        onSubmit={(input) => save({ type: "auth.address.update", address: { ...input, _id } })}
      />
    </div>
  )
}
