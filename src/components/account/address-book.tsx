import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import type { Address } from "#domain/order.ts"
import { addressCallInFlight } from "#machines/authentication-reads.ts"
import { useApp } from "../../app/app-context.tsx"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { DeleteAddressDialog } from "./delete-address-dialog.tsx"
import { AddressForm } from "../address-form.tsx"
import { useAddressSave } from "../address-save.ts"
import { useFailureSentence } from "../failure-sentence.ts"

/** The signed-in customer's address book: add, edit, delete (asked first) and choose where to deliver. */
export function AddressBook() {
  const { actors } = useApp()
  const { t } = useTexts(accountTexts)
  const { addresses, currentId, problem } = useSelector(actors.auth, ({ context: c }) => ({
    addresses: c.user_address, currentId: c.current_address?._id, problem: c.problem
  }), sameFields)
  const busy = useSelector(actors.auth, addressCallInFlight)
  const [adding, setAdding] = useState(false)
  // Issue 33: deleting an address asks first.
  const [deleting, setDeleting] = useState<Address | null>(null)
  const address = useAddressSave(() => setAdding(false))
  // A failed call of the book (a delete, say), in the page's language; the form shows its own save's.
  const failure = useFailureSentence(adding ? null : problem)
  return (
    <section aria-labelledby="addresses">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="addresses" className="text-xl font-semibold">{t("account.addresses.title")}</h2>
        {!adding && <button type="button" onClick={() => setAdding(true)} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white">{t("account.addresses.add")}</button>}
      </div>
      {failure !== null && <p role="alert" className="mt-2 text-sm text-red-700">{failure}</p>}
      {adding && (
        <div className="mt-4 rounded-xl border border-slate-200 p-4">
          <AddressForm busy={busy} problem={address.problem} submitLabel={t("account.addresses.save")} onSubmit={(input) => address.save({ type: "auth.address.add", address: input })} />
        </div>
      )}
      {addresses.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("account.addresses.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => {
            const current = currentId === address._id
            return (
              <li key={address._id} className={`rounded-xl border p-4 text-sm ${current ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
                <p className="font-semibold">{address.Name} <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">{t(`account.type.${address.Type}`)}</span></p>
                <p>{address.HNo}, {address.StreetDet}{address.LandMark ? `, ${address.LandMark}` : ""}</p>
                <p>{address.AreaDet}, {address.City}, {address.State} {address.Pincode}</p>
                <p>{t("account.addresses.mobile", { mobile: address.Mobile })}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {current
                    ? <span className="text-xs font-semibold text-orange-700">{t("account.addresses.deliveringHere")}</span>
                    : <button type="button" onClick={() => actors.auth.send({ type: "auth.address.select", address })} className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-medium">{t("account.addresses.deliverHere")}</button>}
                  <Link to="/updateaddress/$id" params={{ id: address._id }} className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-medium">{t("account.addresses.edit")}</Link>
                  <button type="button" disabled={busy} onClick={() => setDeleting(address)} className="rounded-lg border border-red-200 px-3 py-1 text-xs font-medium text-red-700">{t("account.addresses.delete")}</button>
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
  )
}
