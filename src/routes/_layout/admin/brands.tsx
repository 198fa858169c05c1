import { createFileRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useState } from "react"
import { type Brand, BrandInput } from "#domain/brand.ts"
import { slugify } from "#domain/common.ts"
import { catalogueItems, visibleCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../../app/app-context.tsx"
import { Pending } from "../../../components/pending.tsx"
import { buttonClass, CallError, countOf, Field, inputClass, readAsDataUrl, secondaryButtonClass, useAdminActors } from "../-admin/admin-kit.tsx"

/** /admin/brands (issue 6, §3, §4): every brand, shown or hidden; create, edit, hide, delete, images. */
export const Route = createFileRoute("/_layout/admin/brands")({ component: BrandsAdmin })

const decodeInput = Schema.decodeUnknownEither(BrandInput)

interface Draft {
  readonly name: string
  readonly slugUrl: string
  readonly slugEdited: boolean
  readonly show: boolean
  readonly categories: ReadonlyArray<string>
  readonly subCategories: ReadonlyArray<string>
  readonly mobileImage: string
  readonly desktopImage: string
}

const EMPTY: Draft = { name: "", slugUrl: "", slugEdited: false, show: true, categories: [], subCategories: [], mobileImage: "", desktopImage: "" }

const draftOf = (brand: Brand): Draft => ({
  name: brand.name,
  slugUrl: brand.slugUrl,
  slugEdited: true,
  show: brand.show,
  categories: brand.categories,
  subCategories: brand.subCategories,
  mobileImage: brand.mobileImage,
  desktopImage: brand.desktopImage
})

const toggle = (list: ReadonlyArray<string>, id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

function BrandsAdmin() {
  const admin = useAdminActors()
  const state = useSelector(admin.brands, (s) => s.context)
  const [editing, setEditing] = useState<Brand | null>(null)
  const [formKey, setFormKey] = useState(0)
  // A call in flight disables its buttons; a failed one (its §8 flag stays true) does not.
  const busy = useSelector(admin.brands, (s) => s.matches({ update: "pending" }))
  const deleting = useSelector(admin.brands, (s) => s.matches({ delete: "pending" }))
  const setShow = (brand: Brand, show: boolean) => {
    const { _id, ...input } = brand
    admin.brands.send({ type: "brand.update", id: _id, input: { ...input, show } })
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="brand-list" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="brand-list" className="text-xl font-semibold">Brands</h2>
          <p className="text-sm text-slate-500">{countOf(state.brands.length, "brand", "brands")}, {state.shownBrands.length.toLocaleString("en-IN")} shown in the storefront</p>
        </div>
        <CallError text={state.problem ?? state.error} />
        {state.listLoading && state.brands.length === 0 ? (
          <Pending />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {state.brands.map((brand) => (
              <li key={brand._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                {brand.desktopImage !== "" ? (
                  <img src={brand.desktopImage} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-slate-50 object-contain" />
                ) : (
                  <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-400">{brand.name.slice(0, 1)}</span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{brand.name}</p>
                  <p className="truncate text-xs text-slate-500">/{brand.slugUrl} · {countOf(brand.categories.length, "category", "categories")}</p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${brand.show ? "bg-green-50 text-green-700" : "bg-slate-100 text-slate-600"}`}>
                  {brand.show ? "Shown" : "Hidden"}
                </span>
                <div className="flex gap-2">
                  <button type="button" disabled={busy} onClick={() => setShow(brand, !brand.show)} className={secondaryButtonClass} aria-label={`${brand.show ? "Hide" : "Show"} ${brand.name}`}>
                    {brand.show ? "Hide" : "Show"}
                  </button>
                  <button type="button" onClick={() => { setEditing(brand); setFormKey((k) => k + 1) }} className={secondaryButtonClass} aria-label={`Edit ${brand.name}`}>Edit</button>
                  <button
                    type="button"
                    disabled={deleting}
                    onClick={() => { if (confirm(`Delete ${brand.name}? A brand with products cannot be deleted; hide it instead.`)) admin.brands.send({ type: "brand.delete", id: brand._id }) }}
                    className={`${secondaryButtonClass} text-red-700`}
                    aria-label={`Delete ${brand.name}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BrandForm
        key={formKey}
        editing={editing}
        brands={state.brands}
        onDone={() => { setEditing(null); setFormKey((k) => k + 1) }}
      />
    </div>
  )
}

function BrandForm({ editing, brands, onDone }: { readonly editing: Brand | null; readonly brands: ReadonlyArray<Brand>; readonly onDone: () => void }) {
  const { actors } = useApp()
  const admin = useAdminActors()
  const categories = useSelector(actors.catalogue.categories, visibleCategories)
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const uploaded = useSelector(admin.brands, (s) => ({ mobile: s.context.mobileImage, desktop: s.context.desktopImage, uploading: s.matches({ images: "pending" }) }))
  const saving = useSelector(admin.brands, (s) => s.matches({ create: "pending" }) || s.matches({ update: "pending" }))
  const [draft, setDraft] = useState<Draft>(editing === null ? EMPTY : draftOf(editing))
  const [files, setFiles] = useState<{ mobile?: File; desktop?: File }>({})
  const [problem, setProblem] = useState<string | null>(null)
  const mobileImage = uploaded.mobile ?? draft.mobileImage
  const desktopImage = uploaded.desktop ?? draft.desktopImage
  const chosenSubCategories = subCategories.filter((s) => draft.categories.includes(s.categoryId))

  const upload = async () => {
    if (files.mobile === undefined || files.desktop === undefined) return setProblem("Choose a mobile and a desktop image first.")
    setProblem(null)
    const [mobile, desktop] = await Promise.all([readAsDataUrl(files.mobile), readAsDataUrl(files.desktop)])
    admin.brands.send({ type: "brand.images.upload", images: { mobileImage: { fileName: files.mobile.name, dataUrl: mobile }, desktopImage: { fileName: files.desktop.name, dataUrl: desktop } } })
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeInput({
      name: draft.name,
      slugUrl: draft.slugUrl,
      show: draft.show,
      mobileImage,
      desktopImage,
      categories: draft.categories,
      subCategories: draft.subCategories.filter((id) => chosenSubCategories.some((s) => s._id === id))
    })
    if (Either.isLeft(decoded)) return setProblem("Check the name and the slug URL: lower-case letters, digits and '-' only.")
    if (brands.some((b) => b.slugUrl === decoded.right.slugUrl && b._id !== editing?._id)) return setProblem(`Another brand already has the slug URL '${decoded.right.slugUrl}'.`)
    setProblem(null)
    admin.brands.send(editing === null ? { type: "brand.create", input: decoded.right } : { type: "brand.update", id: editing._id, input: decoded.right })
    onDone()
  }

  return (
    <section aria-labelledby="brand-form" className="h-fit space-y-4 rounded-xl border border-slate-200 p-4 lg:sticky lg:top-24">
      <h2 id="brand-form" className="text-lg font-semibold">{editing === null ? "Add a brand" : `Edit ${editing.name}`}</h2>
      <form onSubmit={submit} className="space-y-4">
        <Field label="Name">
          <input required maxLength={120} value={draft.name} className={inputClass}
            onChange={(e) => setDraft({ ...draft, name: e.target.value, slugUrl: draft.slugEdited ? draft.slugUrl : slugify(e.target.value) })} />
        </Field>
        <Field label="Slug URL" hint="The brand's address: /{category}/{slug}">
          <input required maxLength={160} pattern="[a-z0-9][a-z0-9,.\-]*" value={draft.slugUrl} className={inputClass}
            onChange={(e) => setDraft({ ...draft, slugUrl: e.target.value, slugEdited: true })} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.show} onChange={(e) => setDraft({ ...draft, show: e.target.checked })} />
          Show in the storefront
        </label>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-700">Categories</legend>
          <div className="grid max-h-40 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm">
            {categories.map((c) => (
              <label key={c._id} className="flex items-center gap-2">
                <input type="checkbox" checked={draft.categories.includes(c._id)} onChange={() => setDraft({ ...draft, categories: toggle(draft.categories, c._id) })} />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        {chosenSubCategories.length > 0 && (
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-700">Subcategories</legend>
            <div className="grid max-h-40 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm">
              {chosenSubCategories.map((s) => (
                <label key={s._id} className="flex items-center gap-2">
                  <input type="checkbox" checked={draft.subCategories.includes(s._id)} onChange={() => setDraft({ ...draft, subCategories: toggle(draft.subCategories, s._id) })} />
                  {s.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Images (PNG, JPEG or WebP, up to 4 MB each)</legend>
          <Field label="Mobile image">
            <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" onChange={(e) => setFiles({ ...files, mobile: e.target.files?.[0] })} />
          </Field>
          <Field label="Desktop image">
            <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" onChange={(e) => setFiles({ ...files, desktop: e.target.files?.[0] })} />
          </Field>
          <div className="flex gap-2">
            <button type="button" onClick={() => void upload()} disabled={uploaded.uploading} className={secondaryButtonClass}>
              {uploaded.uploading ? "Uploading..." : "Upload images"}
            </button>
            {(mobileImage !== "" || desktopImage !== "") && (
              <button type="button" onClick={() => { admin.brands.send({ type: "brand.images.remove" }); setDraft({ ...draft, mobileImage: "", desktopImage: "" }) }} className={secondaryButtonClass}>
                Remove images
              </button>
            )}
          </div>
          {(mobileImage !== "" || desktopImage !== "") && (
            <div className="flex gap-3">
              {mobileImage !== "" && <img src={mobileImage} alt="Mobile image" className="h-16 w-16 rounded-lg border border-slate-200 object-contain" />}
              {desktopImage !== "" && <img src={desktopImage} alt="Desktop image" className="h-16 w-32 rounded-lg border border-slate-200 object-contain" />}
            </div>
          )}
        </fieldset>
        {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <div className="flex gap-2">
          <button type="submit" disabled={saving} className={buttonClass}>{editing === null ? "Add brand" : "Save brand"}</button>
          {editing !== null && <button type="button" onClick={onDone} className={secondaryButtonClass}>Cancel</button>}
        </div>
      </form>
    </section>
  )
}
