import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { userLoadingOf } from "#machines/authentication-reads.ts"
import { useApp } from "../../app/app-context.tsx"
import { AddressForm } from "../../components/address-form.tsx"
import { useAddressSave } from "../../components/address-save.ts"
import { Pending } from "../../components/pending.tsx"

/** /updateaddress/{_id}: edit one of the signed-in customer's addresses. */
export const Route = createFileRoute("/_layout/updateaddress/$id")({ component: UpdateAddress })

function UpdateAddress() {
  const { id } = Route.useParams()
  const { actors } = useApp()
  const navigate = useNavigate()
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
        <p>This address is not in your address book.</p>
        <Link to="/my-account" className="mt-3 inline-block text-orange-700 underline">Back to My Account</Link>
      </div>
    )
  }
  const { _id, ...fields } = address
  return (
    <div className="max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">Edit address</h1>
      <AddressForm
        initial={fields}
        busy={busy}
        submitLabel="Save changes"
        problem={problem}
        onSubmit={(input) => save({ type: "auth.address.update", address: { ...input, _id } })}
      />
    </div>
  )
}
