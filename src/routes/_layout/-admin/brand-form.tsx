import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useState } from "react"
import { type Brand, BrandInput } from "#domain/brand.ts"
import { catalogueItems, visibleCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../../app/app-context.tsx"
import { sameFields } from "../../../app/same-fields.ts"
import { buttonClass, Field, readAsDataUrl, secondaryButtonClass, useAdminActors } from "./admin-kit.tsx"
import { HindiNameField, NameAndSlugFields, type Naming } from "./catalogue-entry-form.tsx"

const decodeInput = Schema.decodeUnknownEither(BrandInput)

interface Draft extends Naming {
  readonly show: boolean
  readonly categories: ReadonlyArray<string>
  readonly subCategories: ReadonlyArray<string>
  readonly mobileImage: string
  readonly desktopImage: string
  /** Issue 39: "" for none (saving "" clears a stored one). */
  readonly nameHi: string
}

const EMPTY: Draft = { name: "", slugUrl: "", slugEdited: false, show: true, categories: [], subCategories: [], mobileImage: "", desktopImage: "", nameHi: "" }

const draftOf = (brand: Brand): Draft => ({
  name: brand.name,
  slugUrl: brand.slugUrl,
  slugEdited: true,
  show: brand.show,
  categories: brand.categories,
  subCategories: brand.subCategories,
  mobileImage: brand.mobileImage,
  desktopImage: brand.desktopImage,
  nameHi: brand.nameHi ?? ""
})

const toggle = (list: ReadonlyArray<string>, id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

/**
 * A brand's form (§3, §4), to add one (`editing` null) or edit it: its name and slug URL (unique
 * among `brands`), whether the storefront shows it, its categories and their subcategories, and its
 * two images, uploaded through the brand actor before the brand is saved.
 */
export function BrandForm({ editing, brands, onDone }: { readonly editing: Brand | null; readonly brands: ReadonlyArray<Brand>; readonly onDone: () => void }) {
  const { actors } = useApp()
  const admin = useAdminActors()
  const categories = useSelector(actors.catalogue.categories, visibleCategories)
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const uploaded = useSelector(admin.brands, (s) => ({ mobile: s.context.mobileImage, desktop: s.context.desktopImage, uploading: s.matches({ images: "pending" }) }), sameFields)
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
      subCategories: draft.subCategories.filter((id) => chosenSubCategories.some((s) => s._id === id)),
      nameHi: draft.nameHi
    })
    if (Either.isLeft(decoded)) return setProblem("Check the name, the slug URL (lower-case letters, digits and '-' only) and the Hindi name (Devanagari, or empty).")
    if (brands.some((b) => b.slugUrl === decoded.right.slugUrl && b._id !== editing?._id)) return setProblem(`Another brand already has the slug URL '${decoded.right.slugUrl}'.`)
    setProblem(null)
    admin.brands.send(editing === null ? { type: "brand.create", input: decoded.right } : { type: "brand.update", id: editing._id, input: decoded.right })
    onDone()
  }

  return (
    <section aria-labelledby="brand-form" className="h-fit space-y-4 rounded-xl border border-slate-200 p-4 lg:sticky lg:top-24">
      <h2 id="brand-form" className="text-lg font-semibold">{editing === null ? "Add a brand" : `Edit ${editing.name}`}</h2>
      <form onSubmit={submit} className="space-y-4">
        <NameAndSlugFields naming={draft} slugHint="The brand's address: /{category}/{slug}" onChange={(naming) => setDraft({ ...draft, ...naming })} />
        <HindiNameField value={draft.nameHi} onChange={(nameHi) => setDraft({ ...draft, nameHi })} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.show} onChange={(e) => setDraft({ ...draft, show: e.target.checked })} />
          Show in the storefront
        </label>
        <Choices legend="Categories" options={categories} chosen={draft.categories} onToggle={(id) => setDraft({ ...draft, categories: toggle(draft.categories, id) })} />
        {chosenSubCategories.length > 0 && (
          <Choices legend="Subcategories" options={chosenSubCategories} chosen={draft.subCategories} onToggle={(id) => setDraft({ ...draft, subCategories: toggle(draft.subCategories, id) })} />
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

/** A brand's categories or subcategories: a box of checkboxes. */
function Choices({ legend, options, chosen, onToggle }: {
  readonly legend: string
  readonly options: ReadonlyArray<{ readonly _id: string; readonly name: string }>
  readonly chosen: ReadonlyArray<string>
  readonly onToggle: (id: string) => void
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid max-h-40 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 text-sm">
        {options.map((option) => (
          <label key={option._id} className="flex items-center gap-2">
            <input type="checkbox" checked={chosen.includes(option._id)} onChange={() => onToggle(option._id)} />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
