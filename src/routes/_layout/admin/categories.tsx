import { createFileRoute, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { useState } from "react"
import type { Id } from "#domain/common.ts"
import { CategoryInput, CategoryTagInput, SubCategoryInput } from "#domain/http/catalogue-admin.http.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useCall } from "../../../app/use-call.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"
import { CatalogueEntryForm, type EntryDraft, type ParentChoice } from "../-admin/catalogue-entry-form.tsx"

/**
 * /admin/categories (issue 20 item 1): the catalogue's categories, subcategories and category tags,
 * hidden ones too, a level at a time; create, edit, hide and show, delete (asked first; the server
 * refuses one still in use and says why). The storefront's lists in this browser are read again
 * after each change; every other shopper's follow within the server's refresh time.
 */
export const Route = createFileRoute("/_layout/admin/categories")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.catalogue)),
  component: CategoriesAdmin
})

type Level = "categories" | "subCategories" | "categoryTags"

const LEVELS: ReadonlyArray<{ readonly level: Level; readonly label: string; readonly one: string; readonly parent: string }> = [
  { level: "categories", label: "Categories", one: "category", parent: "Super category" },
  { level: "subCategories", label: "Subcategories", one: "subcategory", parent: "Category" },
  { level: "categoryTags", label: "Tags", one: "category tag", parent: "Subcategory" }
]

interface Entry extends EntryDraft {
  readonly _id: Id
  readonly parentName: string
}

const decodeCategory = Schema.decodeUnknownEither(CategoryInput)
const decodeSubCategory = Schema.decodeUnknownEither(SubCategoryInput)
const decodeCategoryTag = Schema.decodeUnknownEither(CategoryTagInput)
const FORM_PROBLEM = "Check the name and the slug URL (lower-case letters, digits and '-'), and choose where it belongs."

function CategoriesAdmin() {
  const data = Route.useLoaderData()
  const router = useRouter()
  const { actors } = useApp()
  const [level, setLevel] = useState<Level>("categories")
  const [editing, setEditing] = useState<Entry | null>(null)
  const [formKey, setFormKey] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Entry | null>(null)
  const [filter, setFilter] = useState("")
  // After a change: this screen's lists, and the storefront's own lists in this browser.
  const call = useCall(() => {
    for (const loader of [actors.catalogue.categories, actors.catalogue.subCategories, actors.catalogue.categoryTags]) loader.send({ type: "catalogue.refresh" })
    return router.invalidate()
  })
  const meta = LEVELS.find((l) => l.level === level)!

  const entries: ReadonlyArray<Entry> =
    level === "categories"
      ? data.categories.map((c) => ({ _id: c._id, name: c.name, slugUrl: c.slugUrl, status: c.status, desktopImage: c.desktopImage, parentId: c.superCategoryId, parentName: c.superCategory }))
      : level === "subCategories"
        ? data.subCategories.map((s) => ({ _id: s._id, name: s.name, slugUrl: s.slugUrl, status: s.status, desktopImage: s.desktopImage, parentId: s.categoryId, parentName: `${s.category} · ${s.superCategory}` }))
        : data.categoryTags.map((t) => ({ _id: t._id, name: t.name, slugUrl: t.slugUrl, status: t.status, desktopImage: t.desktopImage, parentId: t.SubCategoryId, parentName: `${t.SubCategory} · ${t.category}` }))
  const parents: ReadonlyArray<ParentChoice> =
    level === "categories"
      ? data.superCategories.map((s) => ({ _id: s._id, label: s.name }))
      : level === "subCategories"
        ? data.categories.map((c) => ({ _id: c._id, label: `${c.name} (${c.superCategory})` }))
        : data.subCategories.map((s) => ({ _id: s._id, label: `${s.name} (${s.category})` }))
  const shown = filter.trim() === "" ? entries : entries.filter((e) => e.name.toLowerCase().includes(filter.trim().toLowerCase()))

  const resetForm = () => { setEditing(null); setProblem(null); setFormKey((k) => k + 1) }
  /** Decoded with the contract's Schema, then sent; a malformed draft is a sentence, never a call. */
  const save = (id: Id | null, draft: EntryDraft, done: string, fromForm = true) => {
    const base = { name: draft.name, slugUrl: draft.slugUrl, status: draft.status, desktopImage: draft.desktopImage }
    if (level === "categories") {
      const input = decodeCategory({ ...base, superCategoryId: draft.parentId })
      if (Either.isLeft(input)) return setProblem(FORM_PROBLEM)
      call.run(id ?? "new", done, adminCall((api) => api.saveCategory(id, input.right)))
    } else if (level === "subCategories") {
      const input = decodeSubCategory({ ...base, categoryId: draft.parentId })
      if (Either.isLeft(input)) return setProblem(FORM_PROBLEM)
      call.run(id ?? "new", done, adminCall((api) => api.saveSubCategory(id, input.right)))
    } else {
      const input = decodeCategoryTag({ ...base, subCategoryId: draft.parentId })
      if (Either.isLeft(input)) return setProblem(FORM_PROBLEM)
      call.run(id ?? "new", done, adminCall((api) => api.saveCategoryTag(id, input.right)))
    }
    if (fromForm) resetForm()
  }
  const remove = (entry: Entry) =>
    call.run(entry._id, `${entry.name}: deleted.`, adminCall((api) =>
      level === "categories" ? api.deleteCategory(entry._id) : level === "subCategories" ? api.deleteSubCategory(entry._id) : api.deleteCategoryTag(entry._id)))

  return (
    <div className="space-y-4">
      <nav aria-label="Catalogue level" className="flex flex-wrap gap-1 text-sm">
        {LEVELS.map((l) => (
          <button key={l.level} type="button" aria-pressed={level === l.level} onClick={() => { setLevel(l.level); setFilter(""); resetForm() }}
            className={`rounded-lg px-3 py-1.5 ${level === l.level ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>
            {l.label} ({l.level === "categories" ? data.categories.length : l.level === "subCategories" ? data.subCategories.length : data.categoryTags.length})
          </button>
        ))}
      </nav>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
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
                  {entry.desktopImage !== "" ? (
                    <img src={entry.desktopImage} alt="" width={40} height={40} className="h-10 w-10 rounded-lg bg-slate-50 object-contain" />
                  ) : (
                    <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-500">{entry.name.slice(0, 1)}</span>
                  )}
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
          parents={parents}
          call={call}
          problem={problem}
          onSubmit={(draft) => save(editing?._id ?? null, draft, editing === null ? `${draft.name.trim()}: added.` : `${draft.name.trim()}: saved.`)}
          {...(editing === null ? {} : { onCancel: resetForm })}
        />
      </div>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} label={`Delete a ${meta.one}`}>
        {deleting !== null && (
          <form className="space-y-4 p-5" onSubmit={(event) => { event.preventDefault(); remove(deleting); setDeleting(null) }}>
            <h3 className="pr-8 text-lg font-semibold">Delete {deleting.name}?</h3>
            <p className="text-sm text-slate-600">
              Only a {meta.one} with nothing in it can be deleted{level === "categoryTags" ? " (no products)" : level === "subCategories" ? " (no tags)" : " (no subcategories)"}. To take it out of the storefront for now, hide it instead. This cannot be undone.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setDeleting(null)} className={secondaryButtonClass}>Keep it</button>
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">Delete</button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  )
}
