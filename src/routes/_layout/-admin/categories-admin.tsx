import { useState } from "react"
import type { Id } from "#domain/common.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useCall } from "../../../app/use-call.ts"
import { CallOutcome, inputClass, RowPicture, secondaryButtonClass } from "./admin-kit.tsx"
import { CatalogueEntryForm, type EntryDraft } from "./catalogue-entry-form.tsx"
import { type CatalogueData, deleteCall, type Entry, entriesOf, type Level, LEVELS, parentsOf, saveCall } from "./catalogue-levels.ts"
import { ConfirmDelete } from "./confirm-delete.tsx"

const FORM_PROBLEM = "Check the name, the slug URL (lower-case letters, digits and '-') and the Hindi name (Devanagari, or empty), and choose where it belongs."

/**
 * /admin/categories (issue 20 item 1): the catalogue's categories, subcategories and category tags,
 * hidden ones too, a level at a time; create, edit, hide and show, delete (asked first; the server
 * refuses one still in use and says why). After each change the storefront's lists in this browser
 * are read again, and `onChanged` reads the screen's data again; every other shopper's follow within
 * the server's refresh time.
 */
export function CategoriesAdmin({ data, onChanged }: { readonly data: CatalogueData; readonly onChanged: () => Promise<unknown> }) {
  const { actors } = useApp()
  const [level, setLevel] = useState<Level>("categories")
  const [editing, setEditing] = useState<Entry | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Entry | null>(null)
  const [filter, setFilter] = useState("")
  const call = useCall(() => {
    for (const loader of [actors.catalogue.categories, actors.catalogue.subCategories, actors.catalogue.categoryTags]) loader.send({ type: "catalogue.refresh" })
    return onChanged()
  })
  const meta = LEVELS.find((l) => l.level === level)!
  const entries = entriesOf(data, level)
  const shown = filter.trim() === "" ? entries : entries.filter((e) => e.name.toLowerCase().includes(filter.trim().toLowerCase()))

  const resetForm = () => { setEditing(null); setProblem(null); setFormKey((k) => k + 1) }
  /** Decoded with the contract's Schema, then sent; a malformed draft is a sentence, never a call. */
  const save = (id: Id | null, draft: EntryDraft, done: string, fromForm = true) => {
    const request = saveCall(level, id, draft)
    if (request === null) return setProblem(FORM_PROBLEM)
    call.run(id ?? "new", done, request)
    if (fromForm) resetForm()
  }

  return (
    <div className="space-y-4">
      <nav aria-label="Catalogue level" className="flex flex-wrap gap-1 text-sm">
        {LEVELS.map((l) => (
          <button key={l.level} type="button" aria-pressed={level === l.level} onClick={() => { setLevel(l.level); setFilter(""); resetForm() }}
            className={`rounded-lg px-3 py-1.5 ${level === l.level ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>
            {l.label} ({data[l.level].length})
          </button>
        ))}
      </nav>
      <CallOutcome call={call} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="level-list" className="space-y-3">
          <h2 id="level-list" className="text-xl font-semibold">{meta.label}</h2>
          <label className="sr-only" htmlFor="level-filter">Filter {meta.label.toLowerCase()} by name</label>
          <input id="level-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={`Filter ${meta.label.toLowerCase()} by name`} className={inputClass} />
          {shown.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">None here.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {shown.map((entry) => (
                <li key={entry._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <RowPicture src={entry.desktopImage} name={entry.name} size={40} />
                  <div className="min-w-[10rem] flex-1">
                    <p className="font-medium">{entry.name}</p>
                    <p className="truncate text-xs text-slate-600">/{entry.slugUrl} · in {entry.parentName}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${entry.status ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}`}>{entry.status ? "Shown" : "Hidden"}</span>
                    <button type="button" disabled={call.running} className={secondaryButtonClass} aria-label={`${entry.status ? "Hide" : "Show"} ${entry.name}`}
                      onClick={() => save(entry._id, { ...entry, status: !entry.status }, `${entry.name}: ${entry.status ? "hidden" : "shown"}.`, false)}>
                      {entry.status ? "Hide" : "Show"}
                    </button>
                    <button type="button" disabled={call.running} className={secondaryButtonClass} aria-label={`Edit ${entry.name}`}
                      onClick={() => { setEditing(entry); setProblem(null); setFormKey((k) => k + 1) }}>Edit</button>
                    <button type="button" disabled={call.running} className={`${secondaryButtonClass} text-red-700`} aria-label={`Delete ${entry.name}`}
                      onClick={() => setDeleting(entry)}>Delete</button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <CatalogueEntryForm
          key={`${level}-${formKey}`}
          title={editing === null ? `Add a ${meta.one}` : `Edit ${editing.name}`}
          submitLabel={editing === null ? `Add ${meta.one}` : `Save ${meta.one}`}
          initial={editing}
          parentLabel={meta.parent}
          parents={parentsOf(data, level)}
          call={call}
          problem={problem}
          onSubmit={(draft) => save(editing?._id ?? null, draft, editing === null ? `${draft.name.trim()}: added.` : `${draft.name.trim()}: saved.`)}
          {...(editing === null ? {} : { onCancel: resetForm })}
        />
      </div>
      <ConfirmDelete entry={deleting} label={`Delete a ${meta.one}`} onClose={() => setDeleting(null)}
        onDelete={(entry) => call.run(entry._id, `${entry.name}: deleted.`, deleteCall(level, entry._id))}>
        Only a {meta.one} with nothing in it can be deleted{` (no ${meta.holds})`}. To take it out of the storefront for now, hide it instead. This cannot be undone.
      </ConfirmDelete>
    </div>
  )
}
