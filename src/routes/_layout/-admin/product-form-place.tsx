import { useSelector as useFormSelector } from "@tanstack/react-form"
import { useSelector } from "@xstate/react"
import { suggestAttributeGroup } from "#domain/product-input.ts"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useAdminActors } from "./admin-kit.tsx"
import { bound, CheckedField } from "./product-form-problems.tsx"
import type { ProductFormApi } from "./product-form-state.ts"

type Choice = "superCategoryId" | "categoryId" | "subCategoryId" | "categoryTagId" | "brandId"

/**
 * Where the product sits in the catalogue (super category, category, subcategory, tag) and its brand,
 * each chosen among those of the level above; the tag places it, and suggests its attribute group.
 */
export function CataloguePlace({ form, tagId }: { readonly form: ProductFormApi; readonly tagId: string | undefined }) {
  const { actors } = useApp()
  const admin = useAdminActors()
  const superCategories = useSelector(actors.catalogue.superCategories, (s) => catalogueItems(s, "superCategories"))
  const categories = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories"))
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const tags = useSelector(actors.catalogue.categoryTags, (s) => catalogueItems(s, "categoryTags"))
  const brands = useSelector(admin.brands, (s) => s.context.brands)

  // The product's own place, read from its tag, until the admin chooses another.
  const startSub = subCategories.find((s) => s._id === tags.find((t) => t._id === tagId)?.SubCategoryId)
  const superCategoryId = useFormSelector(form.store, (s) => s.values.superCategoryId) ?? startSub?.superCategoryId ?? ""
  const categoryId = useFormSelector(form.store, (s) => s.values.categoryId) ?? startSub?.categoryId ?? ""
  const subCategoryId = useFormSelector(form.store, (s) => s.values.subCategoryId) ?? startSub?._id ?? ""

  /** A level chosen anew empties the levels under it. */
  const empty = (...below: ReadonlyArray<Choice>) => {
    for (const name of below) form.setFieldValue(name, "", { dontRunListeners: true })
  }
  const suggestGroup = (id: string) => {
    if (form.getFieldValue("attributeGroup") !== "") return
    const tag = tags.find((t) => t._id === id)
    const sub = subCategories.find((s) => s._id === subCategoryId)
    const suggested = suggestAttributeGroup([tag?.name ?? "", sub?.name ?? "", sub?.category ?? ""])
    if (suggested !== undefined) form.setFieldValue("attributeGroup", suggested)
  }

  const select = (
    name: Choice,
    label: string,
    options: ReadonlyArray<{ readonly _id: string; readonly name: string }>,
    chosen: (id: string) => void,
    /** What the select shows when not the field's own value: the level as read from the product's tag. */
    shown?: string
  ) => (
    <form.Field name={name} listeners={{ onChange: ({ value }) => chosen(value ?? "") }}>
      {(field) => (
        <CheckedField field={field} label={label}>
          <select required {...bound(field)} {...(shown === undefined ? {} : { value: shown })}>
            <option value="">Choose…</option>
            {options.map((o) => <option key={o._id} value={o._id}>{o.name}</option>)}
          </select>
        </CheckedField>
      )}
    </form.Field>
  )

  return (
    <>
      {select("superCategoryId", "Super category", superCategories, () => empty("categoryId", "subCategoryId", "categoryTagId"), superCategoryId)}
      {select("categoryId", "Category", categories.filter((c) => c.superCategoryId === superCategoryId), () => empty("subCategoryId", "categoryTagId"), categoryId)}
      {select("subCategoryId", "Subcategory", subCategories.filter((s) => s.categoryId === categoryId), () => empty("categoryTagId"), subCategoryId)}
      {select("categoryTagId", "Tag", tags.filter((t) => t.SubCategoryId === subCategoryId), suggestGroup)}
      {select("brandId", "Brand", brands, () => {})}
    </>
  )
}
