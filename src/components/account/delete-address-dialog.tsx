import type { Address } from "#domain/order.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { Dialog } from "../dialog.tsx"

/** Issue 33: deleting an address cannot be undone, so the customer confirms which one first. */
export function DeleteAddressDialog({ address, onDelete, onKeep }: {
  readonly address: Address | null
  readonly onDelete: (address: Address) => void
  readonly onKeep: () => void
}) {
  const { t } = useTexts(accountTexts)
  return (
    <Dialog open={address !== null} onClose={onKeep} label={t("account.deleteAddress.title")}>
      {address !== null && (
        <div className="space-y-4 p-6 text-sm">
          <h2 className="pr-8 text-lg font-semibold">{t("account.deleteAddress.title")}</h2>
          <p className="text-slate-700">
            {address.Name}, {address.HNo}, {address.StreetDet}, {address.AreaDet}, {address.City}, {address.State} {address.Pincode}
          </p>
          <p className="text-slate-600">{t("account.deleteAddress.text")}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onKeep} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">{t("account.deleteAddress.keep")}</button>
            <button type="button" onClick={() => onDelete(address)} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">{t("account.deleteAddress.confirm")}</button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
