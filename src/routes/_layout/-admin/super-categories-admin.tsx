import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useState } from "react"
import type { SuperCategory } from "#domain/catalogue.ts"
import { SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { sameFields } from "../../../app/same-fields.ts"
import { Pending } from "../../../components/pending.tsx"
import { buttonClass, CallError, secondaryButtonClass, useAdminActors } from "./admin-kit.tsx"
import { HindiNameField, NameAndSlugFields, type Naming } from "./catalogue-entry-form.tsx"

const decodeInput = Schema.decodeUnknownEither(SuperCategoryInput)

/** /admin/super-categories (issue 6, §4): from the admin's super category actor; create appends, update replaces by _id, delete removes. */
export function SuperCategoriesAdmin() {
  const admin = useAdminActors()
  const list = useSelector(admin.superCategories, (s) => ({
    superCategories: s.context.superCategories,
    problem: s.context.problem ?? s.context.error,
    loading: s.context.listLoading,
    updating: s.matches({ update: "pending" })
  }), sameFields)
  const [editing, setEditing] = useState<SuperCategory | null>(null)
  const [formKey, setFormKey] = useState(0)
  const setShown = (superCategory: SuperCategory, showProducts: boolean) =>
    admin.superCategories.send({
      type: "supercategory.update",
      id: superCategory._id,
      input: { name: superCategory.name, slugUrl: superCategory.slugUrl, showProducts, desktopImage: superCategory.desktopImage }
    })
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="super-category-list" className="space-y-3">
        <h2 id="super-category-list" className="text-xl font-semibold">Super categories</h2>
        <p className="text-sm text-slate-500">A super category with its products shown has a section on the home page and its categories in the menus.</p>
        <CallError text={list.problem} />
        {list.loading && list.superCategories.length === 0 ? (
          <Pending />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {list.superCategories.map((superCategory) => (
              <li key={superCategory._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{superCategory.name}</p>
                  <p className="text-xs text-slate-500">/{superCategory.slugUrl}</p>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={superCategory.showProducts} disabled={list.updating} onChange={(e) => setShown(superCategory, e.target.checked)} />
                  Show products
                </label>
                {/* The form starts from the row: not while the row's change is on its way (it would start from the old one). */}
                <button type="button" disabled={list.updating} onClick={() => { setEditing(superCategory); setFormKey((k) => k + 1) }} className={secondaryButtonClass} aria-label={`Edit ${superCategory.name}`}>Edit</button>
                <button
                  type="button"
                  onClick={() => { if (confirm(`Delete ${superCategory.name}? Only a super category without categories or sliders can be deleted.`)) admin.superCategories.send({ type: "supercategory.delete", id: superCategory._id }) }}
                  className={`${secondaryButtonClass} text-red-700`}
                  aria-label={`Delete ${superCategory.name}`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SuperCategoryForm key={formKey} editing={editing} existing={list.superCategories} onDone={() => { setEditing(null); setFormKey((k) => k + 1) }} />
    </div>
  )
}

/** A super category's form, to add one (`editing` null) or edit it: name and slug URL, each unique among `existing`, and whether its products are shown. */
function SuperCategoryForm({ editing, existing, onDone }: { readonly editing: SuperCategory | null; readonly existing: ReadonlyArray<SuperCategory>; readonly onDone: () => void }) {
  const admin = useAdminActors()
  const [naming, setNaming] = useState<Naming>({ name: editing?.name ?? "", slugUrl: editing?.slugUrl ?? "", slugEdited: editing !== null })
  const [showProducts, setShowProducts] = useState(editing?.showProducts ?? true)
  const [nameHi, setNameHi] = useState(editing?.nameHi ?? "")
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeInput({ name: naming.name, slugUrl: naming.slugUrl, showProducts, nameHi, ...(editing === null ? {} : { desktopImage: editing.desktopImage }) })
    if (Either.isLeft(decoded)) return setProblem("Check the name, the slug URL (lower-case letters, digits and '-' only) and the Hindi name (Devanagari, or empty).")
    if (existing.some((s) => (s.slugUrl === decoded.right.slugUrl || s.name === decoded.right.name) && s._id !== editing?._id)) {
      return setProblem("Another super category already has this name or slug URL.")
    }
    setProblem(null)
    admin.superCategories.send(editing === null
      ? { type: "supercategory.create", input: decoded.right }
      : { type: "supercategory.update", id: editing._id, input: decoded.right })
    onDone()
  }
  return (
    <section aria-labelledby="super-category-form" className="h-fit space-y-4 rounded-xl border border-slate-200 p-4">
      <h2 id="super-category-form" className="text-lg font-semibold">{editing === null ? "Add a super category" : `Edit ${editing.name}`}</h2>
      <form onSubmit={submit} className="space-y-4">
        <NameAndSlugFields naming={naming} onChange={setNaming} />
        <HindiNameField value={nameHi} onChange={setNameHi} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={showProducts} onChange={(e) => setShowProducts(e.target.checked)} />
          Show its products in the storefront
        </label>
        {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass}>{editing === null ? "Add super category" : "Save super category"}</button>
          {editing !== null && <button type="button" onClick={onDone} className={secondaryButtonClass}>Cancel</button>}
        </div>
      </form>
    </section>
  )
}
