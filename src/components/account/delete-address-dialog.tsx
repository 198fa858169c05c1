import type { Address } from "#domain/order.ts"
import { Dialog } from "../dialog.tsx"

/** Issue 33: deleting an address cannot be undone, so the customer confirms which one first. */
export function DeleteAddressDialog({ address, onDelete, onKeep }: {
  readonly address: Address | null
  readonly onDelete: (address: Address) => void
  readonly onKeep: () => void
}) {
  return (
    <Dialog open={address !== null} onClose={onKeep} label="Delete this address?">
      {address !== null && (
        <div className="space-y-4 p-6 text-sm">
          <h2 className="pr-8 text-lg font-semibold">Delete this address?</h2>
          <p className="text-slate-700">
            {address.Name}, {address.HNo}, {address.StreetDet}, {address.AreaDet}, {address.City}, {address.State} {address.Pincode}
          </p>
          <p className="text-slate-600">It leaves your address book; orders already placed keep their address.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onKeep} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">Keep it</button>
            <button type="button" onClick={() => onDelete(address)} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">Delete address</button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
