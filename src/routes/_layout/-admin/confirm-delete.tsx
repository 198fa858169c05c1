import type { ReactNode } from "react"
import { Dialog } from "../../../components/dialog.tsx"
import { secondaryButtonClass } from "./admin-kit.tsx"

/**
 * A delete the admin is asked about first (the catalogue's levels, the sliders): the entry's name,
 * what deleting it means (`children`), and 'Keep it' or 'Delete'. Open while `entry` is not null.
 */
export function ConfirmDelete<TEntry extends { readonly name: string }>({ entry, label, onClose, onDelete, children }: {
  readonly entry: TEntry | null
  /** The dialog's name. */
  readonly label: string
  readonly onClose: () => void
  readonly onDelete: (entry: TEntry) => void
  readonly children: ReactNode
}) {
  return (
    <Dialog open={entry !== null} onClose={onClose} label={label}>
      {entry !== null && (
        <form className="space-y-4 p-5" onSubmit={(event) => { event.preventDefault(); onDelete(entry); onClose() }}>
          <h3 className="pr-8 text-lg font-semibold">Delete {entry.name}?</h3>
          <p className="text-sm text-slate-600">{children}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>Keep it</button>
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">Delete</button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
