import { useNavigate } from "@tanstack/react-router"
import { Effect } from "effect"
import { slugify } from "#domain/common.ts"
import { GST_RATES } from "#domain/gst.ts"
import type { AdminProduct, ProductInput } from "#domain/product-input.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, readAsDataUrl } from "./admin-kit.tsx"
import { ProductAttributes } from "./product-form-attributes.tsx"
import { ProductFlags } from "./product-form-flags.tsx"
import type { UploadImage } from "./product-form-images.tsx"
import { PackSizes } from "./product-form-packs.tsx"
import { CataloguePlace } from "./product-form-place.tsx"
import { bound, CheckedField, ProblemList } from "./product-form-problems.tsx"
import { useProductForm } from "./product-form-state.ts"

/**
 * The admin's product form (issue 6, §3): where the product sits in the catalogue (super category,
 * category, subcategory, tag), its brand, its attributes as selects from the §3 option lists of
 * one attribute group, and its pack sizes with options (price, MRP at least the price, stock).
 * The form is TanStack Form's, checked with the same Schema as the server (ADR 050); each problem
 * is shown beside its field and listed by the button.
 */
export function ProductForm({ product }: { readonly product?: AdminProduct }) {
  const navigate = useNavigate()
  // The calls' own failures are the call machine's; what the Schema finds wrong is the form's.
  const call = useCall()
  const save = (input: ProductInput) =>
    call.run("product", "Saved.", adminCall((api) => (product === undefined ? api.createProduct(input) : api.updateProduct(product._id, input))).pipe(
      Effect.zipRight(Effect.promise(() => navigate({ to: "/admin/products", search: { q: input.name } })))
    ))
  const form = useProductForm(product, save)
  const upload: UploadImage = (file, use) => {
    if (file === undefined) return
    call.run("image", "Image uploaded.", Effect.promise(() => readAsDataUrl(file)).pipe(
      Effect.flatMap((dataUrl) => adminCall((api) => api.uploadImage({ fileName: file.name.slice(0, 255), dataUrl }))),
      Effect.tap((url) => Effect.sync(() => use(url)))
    ))
  }

  return (
    <form onSubmit={(e) => { e.preventDefault(); void form.handleSubmit() }} className="space-y-6">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">The product</legend>
        <form.Field name="name" listeners={{
          // The slug follows the name until the admin edits it; an existing product's is its own.
          onChange: ({ value }) => {
            if (product === undefined && form.getFieldMeta("slugUrl")?.isDirty !== true) form.setFieldValue("slugUrl", slugify(value), { dontUpdateMeta: true })
          }
        }}>
          {(field) => (
            <CheckedField field={field} label="Name">
              <input required maxLength={120} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        <form.Field name="slugUrl">
          {(field) => (
            <CheckedField field={field} label="Slug URL" hint="The product's page: /product-info/{slug}">
              <input required maxLength={160} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => (
            <CheckedField field={field} label="Description" className="sm:col-span-2">
              <textarea rows={3} maxLength={5000} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        {/* Issue 39: shown instead of the English on the Hindi shop (/hi) when given. */}
        <form.Field name="nameHi">
          {(field) => (
            <CheckedField field={field} label="Name in Hindi" hint="Optional: shown on the Hindi shop (/hi); in Devanagari" className="sm:col-span-2">
              <input lang="hi" maxLength={120} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        <form.Field name="descriptionHi">
          {(field) => (
            <CheckedField field={field} label="Description in Hindi" hint="Optional: shown on the Hindi shop (/hi); in Devanagari" className="sm:col-span-2">
              <textarea lang="hi" rows={3} maxLength={5000} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        <CataloguePlace form={form} tagId={product?.categoryTagId} />
        <form.Field name="hsn">
          {(field) => (
            <CheckedField field={field} label="HSN code" hint="4, 6 or 8 digits; left empty, the code the shop uses for the subcategory">
              <input inputMode="numeric" maxLength={8} {...bound(field)} />
            </CheckedField>
          )}
        </form.Field>
        <form.Field name="gstRate">
          {(field) => (
            <CheckedField field={field} label="GST rate" hint="Prices include it; the invoice takes it out">
              <select {...bound(field)}>
                <option value="">{product === undefined ? "The subcategory's rate" : "Choose…"}</option>
                {GST_RATES.map((rate) => <option key={rate} value={String(rate)}>{rate}%</option>)}
              </select>
            </CheckedField>
          )}
        </form.Field>
        <ProductFlags form={form} />
      </fieldset>

      <ProductAttributes form={form} isNew={product === undefined} />
      <PackSizes form={form} upload={upload} />

      <ProblemList form={form} callProblem={call.problem} />
      <button type="submit" disabled={call.running} className={buttonClass}>
        {call.busy("product") ? "Saving..." : product === undefined ? "Add product" : "Save product"}
      </button>
    </form>
  )
}
