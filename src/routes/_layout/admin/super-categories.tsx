import { createFileRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useState } from "react"
import type { SuperCategory } from "#domain/catalogue.ts"
import { slugify } from "#domain/common.ts"
import { SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { Pending } from "../../../components/pending.tsx"
import { buttonClass, CallError, Field, inputClass, secondaryButtonClass, useAdminActors } from "../-admin/admin-kit.tsx"

/** /admin/super-categories (issue 6, §4): create appends, update replaces by _id, delete removes. */
export const Route = createFileRoute("/_layout/admin/super-categories")({ component: SuperCategoriesAdmin })

const decodeInput = Schema.decodeUnknownEither(SuperCategoryInput)

function SuperCategoriesAdmin() {
  const admin = useAdminActors()
  const state = useSelector(admin.superCategories, (s) => s.context)
  const [editing, setEditing] = useState<SuperCategory | null>(null)
  const [formKey, setFormKey] = useState(0)
  const updating = useSelector(admin.superCategories, (s) => s.matches({ update: "pending" }))
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
        <CallError text={state.problem ?? state.error} />
        {state.listLoading && state.superCategories.length === 0 ? (
          <Pending />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {state.superCategories.map((superCategory) => (
              <li key={superCategory._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{superCategory.name}</p>
                  <p className="text-xs text-slate-500">/{superCategory.slugUrl}</p>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={superCategory.showProducts} disabled={updating} onChange={(e) => setShown(superCategory, e.target.checked)} />
                  Show products
                </label>
                {/* The form starts from the row: not while the row's change is on its way (it would start from the old one). */}
                <button type="button" disabled={updating} onClick={() => { setEditing(superCategory); setFormKey((k) => k + 1) }} className={secondaryButtonClass} aria-label={`Edit ${superCategory.name}`}>Edit</button>
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
      <SuperCategoryForm key={formKey} editing={editing} existing={state.superCategories} onDone={() => { setEditing(null); setFormKey((k) => k + 1) }} />
    </div>
  )
}

function SuperCategoryForm({ editing, existing, onDone }: { readonly editing: SuperCategory | null; readonly existing: ReadonlyArray<SuperCategory>; readonly onDone: () => void }) {
  const admin = useAdminActors()
  const [name, setName] = useState(editing?.name ?? "")
  const [slugUrl, setSlugUrl] = useState(editing?.slugUrl ?? "")
  const [slugEdited, setSlugEdited] = useState(editing !== null)
  const [showProducts, setShowProducts] = useState(editing?.showProducts ?? true)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeInput({ name, slugUrl, showProducts, ...(editing === null ? {} : { desktopImage: editing.desktopImage }) })
    if (Either.isLeft(decoded)) return setProblem("Check the name and the slug URL: lower-case letters, digits and '-' only.")
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
        <Field label="Name">
          <input required maxLength={120} value={name} className={inputClass} onChange={(e) => { setName(e.target.value); if (!slugEdited) setSlugUrl(slugify(e.target.value)) }} />
        </Field>
        <Field label="Slug URL">
          <input required maxLength={160} pattern="[a-z0-9][a-z0-9,.\-]*" value={slugUrl} className={inputClass} onChange={(e) => { setSlugUrl(e.target.value); setSlugEdited(true) }} />
        </Field>
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
