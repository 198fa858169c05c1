import { Schema } from "effect"
import { ATTRIBUTE_GROUPS, AttributeCategoryKey, attributeCategory, attributeNamesFor, attributeOptions } from "./attribute-options.ts"
import { Id, ImageRef, Name, Rupees, Slug } from "./common.ts"
import { Product } from "./product.ts"

// What an admin sends to create or edit a product (issue 6, §3): the tag places it in the
// catalogue (the tag knows its subcategory, category and super category), the attributes come
// from the option lists of one attribute group, and every pack size option has its price, an MRP
// at least the price, and its stock. The same Schemas check the admin's form and the server.

const describeLabels = (labels: ReadonlyArray<string>) => (labels.length > 6 ? `${labels.slice(0, 6).join(", ")}, …` : labels.join(", "))

/**
 * §3 the problems of a product's attributes against its attribute group, one sentence each, none
 * when every attribute is one of the group's and every value one of its list's labels.
 */
export const attributeProblems = (group: string, attributes: Readonly<Record<string, string>>): ReadonlyArray<string> => {
  if (attributeCategory(group) === undefined) return [`There is no attribute group '${group}'.`]
  const names = attributeNamesFor(group)
  return Object.entries(attributes).flatMap(([name, value]) => {
    if (!names.includes(name)) return [`'${name}' is not an attribute of ${attributeCategory(group)?.label}.`]
    const labels = attributeOptions(name)?.options.map((o) => o.label) ?? []
    return labels.includes(value) ? [] : [`'${value}' is not an option of ${name} (${describeLabels(labels)}).`]
  })
}

const distinct = <A>(values: ReadonlyArray<A>) => new Set(values).size === values.length

export const PackSizeOptionInput = Schema.Struct({
  /** Present when editing an option that exists: its id (the cart's AttributeId) is kept. */
  _id: Schema.optional(Id),
  packSizeOptionName: Name,
  PsnPrime: Schema.Boolean,
  Price: Rupees,
  Mrp: Rupees,
  availablestock: Schema.Number.pipe(Schema.int(), Schema.between(0, 1_000_000, { message: () => "stock must be between 0 and 10,00,000" }))
}).pipe(Schema.filter((o) => o.Mrp >= o.Price || `${o.packSizeOptionName}: the MRP must be at least the price`))
export type PackSizeOptionInput = typeof PackSizeOptionInput.Type

export const PackSizeInput = Schema.Struct({
  _id: Schema.optional(Id),
  packSizeName: Name,
  PsPrime: Schema.Boolean,
  thumbnail: ImageRef,
  slider: Schema.Array(ImageRef).pipe(Schema.maxItems(8)),
  PackSizeOptions: Schema.Array(PackSizeOptionInput).pipe(
    Schema.minItems(1, { message: () => "a pack size needs at least one option" }),
    Schema.maxItems(20)
  )
}).pipe(
  Schema.filter((p) => distinct(p.PackSizeOptions.map((o) => o.packSizeOptionName)) || `${p.packSizeName}: option names must differ`),
  Schema.filter((p) => p.PackSizeOptions.filter((o) => o.PsnPrime).length <= 1 || `${p.packSizeName}: at most one option is shown first`)
)
export type PackSizeInput = typeof PackSizeInput.Type

/** POST product/new and PUT product/{productid}. */
export const ProductInput = Schema.Struct({
  name: Name,
  slugUrl: Slug,
  description: Schema.String.pipe(Schema.maxLength(5000)),
  categoryTagId: Id,
  brandId: Id,
  attributeGroup: AttributeCategoryKey,
  attributes: Schema.Record({ key: Schema.String.pipe(Schema.maxLength(60)), value: Schema.String.pipe(Schema.maxLength(120)) }),
  recommended: Schema.Boolean,
  trending: Schema.Boolean,
  hot: Schema.Boolean,
  packSize: Schema.Array(PackSizeInput).pipe(
    Schema.minItems(1, { message: () => "a product needs at least one pack size" }),
    Schema.maxItems(10)
  )
}).pipe(
  Schema.filter((p) => distinct(p.packSize.map((s) => s.packSizeName)) || "pack size names must differ"),
  Schema.filter((p) => p.packSize.filter((s) => s.PsPrime).length <= 1 || "at most one pack size is shown first"),
  Schema.filter((p) => {
    const problems = attributeProblems(p.attributeGroup, p.attributes)
    return problems.length === 0 || problems.join(" ")
  })
)
export type ProductInput = typeof ProductInput.Type

/** A product as the admin screens see it: the storefront's shape, its visibility, and what the form edits. */
export const AdminProduct = Schema.Struct({
  ...Product.fields,
  show: Schema.Boolean,
  categoryTagId: Id,
  brandId: Id,
  attributeGroup: Schema.String
})
export type AdminProduct = typeof AdminProduct.Type

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "").replace(/s$/, "")

/**
 * The attribute group a new product most likely takes, from the names of its tag, subcategory
 * and category (most specific first): "Televisions" → televisions, "Sarees" → sarees. The admin
 * may choose another; undefined when no name matches a group.
 */
export const suggestAttributeGroup = (names: ReadonlyArray<string>): string | undefined => {
  for (const name of names) {
    const wanted = normalise(name)
    const group = ATTRIBUTE_GROUPS.find((g) => normalise(g.label) === wanted || normalise(g.key) === wanted)
    if (group !== undefined) return group.key
  }
  return undefined
}
