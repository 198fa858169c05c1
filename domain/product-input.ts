import { Schema } from "effect"
import {
  ATTRIBUTE_GROUPS,
  attributeCategory,
  type AttributeList,
  attributeListsFor,
  attributeNamesFor,
  attributeOptions
} from "./attribute-options.ts"
import { DESCRIPTION_MAX, HindiDescriptionInput, HindiNameInput } from "./catalogue-language.ts"
import { Id, ImageRef, Name, Rupees, Slug } from "./common.ts"
import { GstRate, Hsn } from "./gst.ts"
import { Product } from "./product.ts"

// What an admin sends to create or edit a product (issue 6, §3): the tag places it in the
// catalogue (the tag knows its subcategory, category and super category), the attributes come
// from the option lists of one attribute group, and every pack size option has its price, an MRP
// at least the price, and its stock. The same Schemas check the admin's form and the server.

const describeLabels = (labels: ReadonlyArray<string>) => (labels.length > 6 ? `${labels.slice(0, 6).join(", ")}, …` : labels.join(", "))

const spelling = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "")

/**
 * The attribute of `group` that `name` stands for: the list's own name ("Kurti_length"), or that name
 * as its label reads ("Kurti Length"), which is how products stored before the option lists (the demo
 * catalogue's) spell it. Undefined when the group has no such attribute.
 */
export const groupAttributeName = (group: string, name: string): string | undefined => {
  const names = attributeNamesFor(group)
  return names.includes(name) ? name : names.find((own) => spelling(own) === spelling(name))
}

/**
 * §3 the problems of a product's attributes against its attribute group, one sentence each, none
 * when every attribute is one of the group's and every value one of its list's labels. An attribute
 * may be stored under its label (groupAttributeName), so that a product edited without a change is
 * saved as it was (issue 16); it may not be there under both.
 */
export const attributeProblems = (group: string, attributes: Readonly<Record<string, string>>): ReadonlyArray<string> => {
  if (attributeCategory(group) === undefined) return [`There is no attribute group '${group}'.`]
  const seen = new Map<string, string>()
  return Object.entries(attributes).flatMap(([name, value]) => {
    const own = groupAttributeName(group, name)
    if (own === undefined) return [`'${name}' is not an attribute of ${attributeCategory(group)?.label}.`]
    const before = seen.get(own)
    seen.set(own, name)
    if (before !== undefined) return [`'${before}' and '${name}' are the same attribute; keep one of them.`]
    const labels = attributeOptions(own)?.options.map((o) => o.label) ?? []
    return labels.includes(value) ? [] : [`'${value}' is not an option of ${name} (${describeLabels(labels)}).`]
  })
}

/**
 * Issue 33: a product without an attribute group (described before the option lists, as about a
 * third of the demo catalogue is) keeps the attributes it has, exactly as stored, and gains none: the
 * lists are for describing it anew, once an admin chooses its group. The problems of `attributes`
 * sent for such a product against what it has stored (`stored`; none for a new product), one
 * sentence each; the server checks them, as it alone knows what is stored.
 */
export const ungroupedAttributeProblems = (
  attributes: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, string>> | undefined
): ReadonlyArray<string> =>
  Object.entries(attributes).flatMap(([name, value]) =>
    stored !== undefined && Object.hasOwn(stored, name) && stored[name] === value
      ? []
      : [stored !== undefined && Object.hasOwn(stored, name)
        ? `${name} was '${stored[name]}': without an attribute group an attribute keeps its value; choose the group to describe the product with its lists.`
        : `'${name}' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists.`])

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
  description: Schema.String.pipe(Schema.maxLength(DESCRIPTION_MAX)),
  /** Issue 39: its name and description for Hindi pages. Left out, an edit keeps them; "" clears one. */
  nameHi: Schema.optionalWith(HindiNameInput, { exact: true }),
  descriptionHi: Schema.optionalWith(HindiDescriptionInput, { exact: true }),
  categoryTagId: Id,
  brandId: Id,
  /** One of the §3 groups' keys, or "" for none: a product kept as it was described before the lists (issue 33). */
  attributeGroup: Schema.String.pipe(Schema.maxLength(60)),
  attributes: Schema.Record({ key: Schema.String.pipe(Schema.maxLength(60)), value: Schema.String.pipe(Schema.maxLength(120)) }),
  recommended: Schema.Boolean,
  trending: Schema.Boolean,
  hot: Schema.Boolean,
  /**
   * The tax class (issue 19 item 6). Left out, a new product takes the class the shop proposes for
   * its subcategory and dearest price (domain/gst.ts taxClassFor), an edited one keeps its own.
   */
  hsn: Schema.optional(Hsn),
  gstRate: Schema.optional(GstRate),
  packSize: Schema.Array(PackSizeInput).pipe(
    Schema.minItems(1, { message: () => "a product needs at least one pack size" }),
    Schema.maxItems(10)
  )
}).pipe(
  Schema.filter((p) => distinct(p.packSize.map((s) => s.packSizeName)) || "pack size names must differ"),
  Schema.filter((p) => p.packSize.filter((s) => s.PsPrime).length <= 1 || "at most one pack size is shown first"),
  Schema.filter((p) => {
    // Without a group the attributes are the product's own, which the server checks against what it has stored.
    const problems = p.attributeGroup === "" ? [] : attributeProblems(p.attributeGroup, p.attributes)
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
  attributeGroup: Schema.String,
  hsn: Schema.String,
  gstRate: Schema.Number
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

/**
 * The attribute group an existing product is edited in, and exported with (issues 16 and 33): the
 * one stored with it; for a product stored without one (the demo catalogue's), the group its tag,
 * subcategory or category is named for, else the group that has the most of its attributes (the
 * first such), each only if it has every one of the product's attributes with their values: its
 * attributes then are the group's, and saving it unchanged passes the §3 check. Otherwise "": the
 * product keeps its attributes as they are, without a group (issue 33: a third of the catalogue could
 * not be saved, not even to restock, and its export could not be imported back).
 */
export const attributeGroupOf = (
  product: Pick<AdminProduct, "attributeGroup" | "attributes" | "CategoryTag" | "SubCategory" | "category">
): string => {
  if (attributeCategory(product.attributeGroup) !== undefined) return product.attributeGroup
  const fits = (group: string) => attributeProblems(group, product.attributes).length === 0
  const named = suggestAttributeGroup([product.CategoryTag, product.SubCategory, product.category])
  if (named !== undefined && fits(named)) return named
  const names = Object.keys(product.attributes)
  let best = { key: "", count: 0 }
  for (const group of ATTRIBUTE_GROUPS) {
    const count = names.filter((name) => groupAttributeName(group.key, name) !== undefined).length
    if (count > best.count) best = { key: group.key, count }
  }
  return best.key !== "" && fits(best.key) ? best.key : ""
}

/** One select of the product form: a list of the group, the name the product keeps it under, its value. */
export interface AttributeField {
  readonly list: AttributeList
  /** The list's name, or the label the product stores it under ("Kurti Length"). */
  readonly name: string
  /** "" when the product has no value for it. */
  readonly value: string
  /** False when the stored value is not one of the list's labels (the form says so; saving refuses it). */
  readonly listed: boolean
}

/**
 * The product form's attributes in `group` (issue 16): a select per list of the group, showing the
 * value the product has under the list's name or its label, and apart from them the attributes the
 * group does not have, so that the form shows them instead of dropping them on saving.
 */
export const attributeFields = (
  group: string,
  attributes: Readonly<Record<string, string>>
): { readonly fields: ReadonlyArray<AttributeField>; readonly others: ReadonlyArray<readonly [name: string, value: string]> } => {
  const stored = Object.keys(attributes)
  const fields = attributeListsFor(group).map((list): AttributeField => {
    const name = stored.includes(list.name) ? list.name : stored.find((key) => groupAttributeName(group, key) === list.name) ?? list.name
    const value = attributes[name] ?? ""
    return { list, name, value, listed: value === "" || list.options.some((o) => o.label === value) }
  })
  const shown = new Set(fields.map((field) => field.name))
  return { fields, others: Object.entries(attributes).filter(([name, value]) => !shown.has(name) && value !== "") }
}
