import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Effect, Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { ATTRIBUTE_GROUPS, attributeCategory } from "#domain/attribute-options.ts"
import { slugify } from "#domain/common.ts"
import { GST_RATES } from "#domain/gst.ts"
import { type AdminProduct, attributeFields, attributeGroupOf, ProductInput, suggestAttributeGroup } from "#domain/product-input.ts"
import { attributeLabel } from "#domain/product.ts"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass, readAsDataUrl, secondaryButtonClass, useAdminActors } from "./admin-kit.tsx"

const decodeInput = Schema.decodeUnknownEither(ProductInput, { errors: "all" })

interface OptionDraft { _id?: string; packSizeOptionName: string; PsnPrime: boolean; Price: string; Mrp: string; availablestock: string }
interface PackDraft { _id?: string; packSizeName: string; PsPrime: boolean; thumbnail: string; slider: string; PackSizeOptions: Array<OptionDraft> }

const emptyOption = (): OptionDraft => ({ packSizeOptionName: "", PsnPrime: false, Price: "", Mrp: "", availablestock: "0" })
const emptyPack = (): PackDraft => ({ packSizeName: "", PsPrime: false, thumbnail: "", slider: "", PackSizeOptions: [emptyOption()] })

const packsOf = (product: AdminProduct): Array<PackDraft> =>
  product.packSize.map((p) => ({
    _id: p._id,
    packSizeName: p.packSizeName,
    PsPrime: p.PsPrime,
    thumbnail: p.thumbnail,
    slider: p.slider.join("\n"),
    PackSizeOptions: p.PackSizeOptions.map((o) => ({
      _id: o._id, packSizeOptionName: o.packSizeOptionName, PsnPrime: o.PsnPrime,
      Price: String(o.Price), Mrp: String(o.Mrp), availablestock: String(o.availablestock)
    }))
  }))

/** The form's own words for the fields of ProductInput (issue 33: a refusal named "attributeGroup", "Mrp"). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: "Name", slugUrl: "Slug URL", description: "Description", categoryTagId: "Tag", brandId: "Brand",
  attributeGroup: "Attribute group", attributes: "Attributes", hsn: "HSN code", gstRate: "GST rate",
  packSizeName: "name", PsPrime: "shown first", thumbnail: "thumbnail", slider: "slider images",
  packSizeOptionName: "name", PsnPrime: "shown first", Price: "price", Mrp: "MRP", availablestock: "stock"
}

/** Where a problem is, in the form's words: "Pack size 1, option 2, price". */
const whereIs = (path: ReadonlyArray<PropertyKey>): string => {
  const words: Array<string> = []
  for (let i = 0; i < path.length; i++) {
    const key = path[i]
    const next = path[i + 1]
    if ((key === "packSize" || key === "PackSizeOptions") && typeof next === "number") {
      words.push(`${key === "packSize" ? "Pack size" : "option"} ${next + 1}`)
      i++
    } else if (typeof key === "string") {
      words.push(FIELD_WORDS[key] ?? attributeLabel(key))
    } else words.push(String(key))
  }
  return words.length === 0 ? "Product" : words.join(", ")
}

/** A number typed into a field, or the text itself so that the Schema names what is wrong. */
const numberOrText = (text: string): number | string => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text)

/**
 * The admin's product form (issue 6, §3): where the product sits in the catalogue (super category,
 * category, subcategory, tag), its brand, its attributes as selects from the §3 option lists of
 * one attribute group, and its pack sizes with options (price, MRP at least the price, stock).
 * The form is checked with the same Schema as the server (domain/product-input.ts).
 */
export function ProductForm({ product }: { readonly product?: AdminProduct }) {
  const { actors } = useApp()
  const admin = useAdminActors()
  const navigate = useNavigate()
  const superCategories = useSelector(actors.catalogue.superCategories, (s) => catalogueItems(s, "superCategories"))
  const categories = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories"))
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const tags = useSelector(actors.catalogue.categoryTags, (s) => catalogueItems(s, "categoryTags"))
  const brands = useSelector(admin.brands, (s) => s.context.brands)

  const startTag = tags.find((t) => t._id === product?.categoryTagId)
  const startSub = subCategories.find((s) => s._id === startTag?.SubCategoryId)
  const [name, setName] = useState(product?.name ?? "")
  const [slugUrl, setSlugUrl] = useState(product?.slugUrl ?? "")
  const [slugEdited, setSlugEdited] = useState(product !== undefined)
  const [description, setDescription] = useState(product?.description ?? "")
  // null until the admin chooses: the product's own place, read from its tag whenever the catalogue
  // lists arrive (they may come after the form opens).
  const [superChoice, setSuperCategoryId] = useState<string | null>(null)
  const [categoryChoice, setCategoryId] = useState<string | null>(null)
  const [subCategoryChoice, setSubCategoryId] = useState<string | null>(null)
  const superCategoryId = superChoice ?? startSub?.superCategoryId ?? ""
  const categoryId = categoryChoice ?? startSub?.categoryId ?? ""
  const subCategoryId = subCategoryChoice ?? startSub?._id ?? ""
  const [categoryTagId, setCategoryTagId] = useState<string>(product?.categoryTagId ?? "")
  const [brandId, setBrandId] = useState<string>(product?.brandId ?? "")
  // Issue 16: a product opens in its attribute group (worked out for one stored without it) with
  // its attributes as stored, so that saving it unchanged sends them exactly as they were.
  const [attributeGroup, setAttributeGroup] = useState(product === undefined ? "" : attributeGroupOf(product))
  const [attributes, setAttributes] = useState<Record<string, string>>({ ...product?.attributes })
  const [flags, setFlags] = useState({ recommended: product?.recommended ?? false, trending: product?.trending ?? false, hot: product?.hot ?? false })
  const [hsn, setHsn] = useState(product?.hsn ?? "")
  const [gstRate, setGstRate] = useState(product === undefined ? "" : String(product.gstRate))
  const [packs, setPacks] = useState<Array<PackDraft>>(product === undefined ? [emptyPack()] : packsOf(product))
  // What the Schema finds wrong in the form; the calls' own failures are the call machine's.
  const [problems, setProblems] = useState<ReadonlyArray<string>>([])
  const call = useCall()

  const ownCategories = categories.filter((c) => c.superCategoryId === superCategoryId)
  const ownSubCategories = subCategories.filter((s) => s.categoryId === categoryId)
  const ownTags = tags.filter((t) => t.SubCategoryId === subCategoryId)
  const { fields, others } = attributeFields(attributeGroup, attributes)
  const removeAttribute = (name: string) => setAttributes(Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== name)))

  const chooseTag = (id: string) => {
    setCategoryTagId(id)
    if (attributeGroup !== "") return
    const tag = tags.find((t) => t._id === id)
    const sub = subCategories.find((s) => s._id === subCategoryId)
    const suggested = suggestAttributeGroup([tag?.name ?? "", sub?.name ?? "", sub?.category ?? ""])
    if (suggested !== undefined) setAttributeGroup(suggested)
  }
  /** Uploads a picked image (checked by the server by its content) and gives its address. */
  const uploadImage = (file: File | undefined, use: (url: string) => void) => {
    if (file === undefined) return
    setProblems([])
    call.run("image", "Image uploaded.", Effect.promise(() => readAsDataUrl(file)).pipe(
      Effect.flatMap((dataUrl) => adminCall((api) => api.uploadImage({ fileName: file.name.slice(0, 255), dataUrl }))),
      Effect.tap((url) => Effect.sync(() => use(url)))
    ))
  }
  const updatePack = (index: number, change: Partial<PackDraft>) => setPacks(packs.map((p, i) => (i === index ? { ...p, ...change } : p)))
  const updateOption = (pack: number, index: number, change: Partial<OptionDraft>) =>
    updatePack(pack, { PackSizeOptions: packs[pack]!.PackSizeOptions.map((o, i) => (i === index ? { ...o, ...change } : o)) })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // Every attribute travels as it is, so none is lost unseen: one the group does not have is shown
    // apart with its Remove button, and the Schema names it. A value left at "—" is no value.
    const decoded = decodeInput({
      name, slugUrl, description, categoryTagId, brandId, attributeGroup,
      attributes: Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== "")),
      ...flags,
      // Left empty, a new product takes the shop's class for its subcategory (domain/gst.ts).
      ...(hsn.trim() === "" ? {} : { hsn: hsn.trim() }),
      ...(gstRate === "" ? {} : { gstRate: Number(gstRate) }),
      packSize: packs.map((p) => ({
        ...(p._id === undefined ? {} : { _id: p._id }),
        packSizeName: p.packSizeName, PsPrime: p.PsPrime, thumbnail: p.thumbnail.trim(),
        slider: p.slider.split("\n").map((s) => s.trim()).filter((s) => s !== ""),
        PackSizeOptions: p.PackSizeOptions.map((o) => ({
          ...(o._id === undefined ? {} : { _id: o._id }),
          packSizeOptionName: o.packSizeOptionName, PsnPrime: o.PsnPrime,
          Price: numberOrText(o.Price), Mrp: numberOrText(o.Mrp), availablestock: numberOrText(o.availablestock)
        }))
      }))
    })
    if (Either.isLeft(decoded)) {
      return setProblems(ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((issue) => `${whereIs(issue.path)}: ${issue.message}`))
    }
    setProblems([])
    const input = decoded.right
    call.run("product", "Saved.", adminCall((api) => (product === undefined ? api.createProduct(input) : api.updateProduct(product._id, input))).pipe(
      Effect.zipRight(Effect.promise(() => navigate({ to: "/admin/products", search: { q: input.name } })))
    ))
  }

  const select = (label: string, value: string, onChange: (value: string) => void, options: ReadonlyArray<{ readonly _id: string; readonly name: string }>) => (
    <Field label={label}>
      <select required value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">Choose…</option>
        {options.map((o) => <option key={o._id} value={o._id}>{o.name}</option>)}
      </select>
    </Field>
  )

  return (
    <form onSubmit={submit} className="space-y-6">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">The product</legend>
        <Field label="Name">
          <input required maxLength={120} value={name} className={inputClass} onChange={(e) => { setName(e.target.value); if (!slugEdited) setSlugUrl(slugify(e.target.value)) }} />
        </Field>
        <Field label="Slug URL" hint="The product's page: /product-info/{slug}">
          <input required maxLength={160} value={slugUrl} className={inputClass} onChange={(e) => { setSlugUrl(e.target.value); setSlugEdited(true) }} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description">
            <textarea rows={3} maxLength={5000} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} />
          </Field>
        </div>
        {select("Super category", superCategoryId, (v) => { setSuperCategoryId(v); setCategoryId(""); setSubCategoryId(""); setCategoryTagId("") }, superCategories)}
        {select("Category", categoryId, (v) => { setCategoryId(v); setSubCategoryId(""); setCategoryTagId("") }, ownCategories)}
        {select("Subcategory", subCategoryId, (v) => { setSubCategoryId(v); setCategoryTagId("") }, ownSubCategories)}
        {select("Tag", categoryTagId, chooseTag, ownTags)}
        {select("Brand", brandId, setBrandId, brands)}
        <Field label="HSN code" hint="4, 6 or 8 digits; left empty, the code the shop uses for the subcategory">
          <input inputMode="numeric" maxLength={8} value={hsn} onChange={(e) => setHsn(e.target.value)} className={inputClass} />
        </Field>
        <Field label="GST rate" hint="Prices include it; the invoice takes it out">
          <select value={gstRate} onChange={(e) => setGstRate(e.target.value)} className={inputClass}>
            <option value="">{product === undefined ? "The subcategory's rate" : "Choose…"}</option>
            {GST_RATES.map((rate) => <option key={rate} value={String(rate)}>{rate}%</option>)}
          </select>
        </Field>
        <div className="flex flex-wrap items-end gap-4 text-sm">
          {(["recommended", "trending", "hot"] as const).map((flag) => (
            <label key={flag} className="flex items-center gap-2">
              <input type="checkbox" checked={flags[flag]} onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })} />
              {flag === "recommended" ? "Recommended" : flag === "trending" ? "Trending" : "Hot deal"}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Attributes</legend>
        <Field label="Attribute group" hint="The option lists this kind of product is described with.">
          <select value={attributeGroup} onChange={(e) => setAttributeGroup(e.target.value)} className={inputClass}>
            {/* Issue 33: a product described before the lists is saved without a group, its attributes as they are. */}
            <option value="">{product === undefined ? "None: no attributes" : "None: attributes kept as they are"}</option>
            {ATTRIBUTE_GROUPS.map((g) => <option key={g.key} value={g.key}>{g.label}</option>)}
          </select>
        </Field>
        {fields.length > 0 && <div className="grid gap-3 sm:grid-cols-3">
          {fields.map((field) => (
            <Field key={field.list.name} label={attributeLabel(field.list.name)}
              {...(field.listed ? {} : { hint: `'${field.value}' is not one of this list's options; choose one before saving.` })}>
              <select value={field.value} onChange={(e) => setAttributes({ ...attributes, [field.name]: e.target.value })} className={inputClass}>
                <option value="">—</option>
                {!field.listed && <option value={field.value}>{field.value} (not in the list)</option>}
                {field.list.options.map((o) => <option key={o.label} value={o.label}>{o.label}</option>)}
              </select>
            </Field>
          ))}
        </div>}
        {others.length > 0 && (
          <div className={`space-y-2 rounded-lg px-4 py-3 text-sm ${attributeGroup === "" ? "bg-slate-50 text-slate-800" : "bg-amber-50 text-amber-900"}`}>
            <p>
              {attributeGroup === ""
                ? "This product was described before the attribute lists: it is saved with these attributes as they are, and can gain none. Choose an attribute group to describe it with the lists instead."
                : `These attributes are not among the ${attributeCategory(attributeGroup)?.label ?? attributeGroup} attributes, so the product cannot be saved with them. Choose the group they belong to, or remove them.`}
            </p>
            <ul className="space-y-1" aria-label={attributeGroup === "" ? "The product's own attributes" : "Attributes outside the group"}>
              {others.map(([key, value]) => (
                <li key={key} className="flex items-center gap-3">
                  <span>{attributeLabel(key)}: {value}</span>
                  <button type="button" onClick={() => removeAttribute(key)} className="text-xs text-red-700 underline">Remove {attributeLabel(key)}</button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>

      {packs.map((pack, p) => (
        <fieldset key={pack._id ?? `new-${p}`} className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">Pack size {p + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Pack size name" hint="e.g. 500 ml, M, 1.5 Ton">
              <input required maxLength={120} value={pack.packSizeName} onChange={(e) => updatePack(p, { packSizeName: e.target.value })} className={inputClass} />
            </Field>
            <Field label="Thumbnail" hint="An uploaded image (/images/…) or an https address">
              <input value={pack.thumbnail} onChange={(e) => updatePack(p, { thumbnail: e.target.value })} className={inputClass} />
            </Field>
            <Field label={`Upload a thumbnail for pack size ${p + 1}`} hint="PNG, JPEG or WebP, up to 4 MB">
              <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm"
                onChange={(e) => void uploadImage(e.target.files?.[0], (url) => updatePack(p, { thumbnail: url }))} />
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input type="radio" name="primary-pack" checked={pack.PsPrime} onChange={() => setPacks(packs.map((x, i) => ({ ...x, PsPrime: i === p })))} />
              Shown first
            </label>
          </div>
          <Field label="Slider images" hint="One address per line, up to 8">
            <textarea rows={2} value={pack.slider} onChange={(e) => updatePack(p, { slider: e.target.value })} className={inputClass} />
          </Field>
          <Field label={`Upload a slider image for pack size ${p + 1}`}>
            <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm"
              onChange={(e) => void uploadImage(e.target.files?.[0], (url) => updatePack(p, { slider: [pack.slider.trim(), url].filter((line) => line !== "").join("\n") }))} />
          </Field>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-500"><th className="pb-1">Option</th><th>Price (₹)</th><th>MRP (₹)</th><th>Stock</th><th>First</th><th /></tr>
            </thead>
            <tbody>
              {pack.PackSizeOptions.map((option, o) => (
                <tr key={option._id ?? `new-${o}`}>
                  <td className="pr-2"><input aria-label={`Pack size ${p + 1} option ${o + 1} name`} required value={option.packSizeOptionName} onChange={(e) => updateOption(p, o, { packSizeOptionName: e.target.value })} className={inputClass} /></td>
                  <td className="pr-2"><input aria-label={`Pack size ${p + 1} option ${o + 1} price`} inputMode="decimal" required value={option.Price} onChange={(e) => updateOption(p, o, { Price: e.target.value })} className={inputClass} /></td>
                  <td className="pr-2"><input aria-label={`Pack size ${p + 1} option ${o + 1} MRP`} inputMode="decimal" required value={option.Mrp} onChange={(e) => updateOption(p, o, { Mrp: e.target.value })} className={inputClass} /></td>
                  <td className="pr-2"><input aria-label={`Pack size ${p + 1} option ${o + 1} stock`} inputMode="numeric" required value={option.availablestock} onChange={(e) => updateOption(p, o, { availablestock: e.target.value })} className={inputClass} /></td>
                  <td className="text-center"><input type="radio" aria-label={`Pack size ${p + 1} option ${o + 1} shown first`} name={`primary-option-${p}`} checked={option.PsnPrime} onChange={() => updatePack(p, { PackSizeOptions: pack.PackSizeOptions.map((x, i) => ({ ...x, PsnPrime: i === o })) })} /></td>
                  <td>{pack.PackSizeOptions.length > 1 && <button type="button" onClick={() => updatePack(p, { PackSizeOptions: pack.PackSizeOptions.filter((_, i) => i !== o) })} className="text-xs text-red-700">Remove</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex gap-2">
            <button type="button" onClick={() => updatePack(p, { PackSizeOptions: [...pack.PackSizeOptions, emptyOption()] })} className={secondaryButtonClass}>Add an option</button>
            {packs.length > 1 && <button type="button" onClick={() => setPacks(packs.filter((_, i) => i !== p))} className={`${secondaryButtonClass} text-red-700`}>Remove this pack size</button>}
          </div>
        </fieldset>
      ))}
      <button type="button" onClick={() => setPacks([...packs, emptyPack()])} className={secondaryButtonClass}>Add a pack size</button>

      {(problems.length > 0 || call.problem !== null) && (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {(call.problem === null ? problems : [...problems, call.problem]).map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      )}
      <button type="submit" disabled={call.running} className={buttonClass}>
        {call.busy("product") ? "Saving..." : product === undefined ? "Add product" : "Save product"}
      </button>
    </form>
  )
}
