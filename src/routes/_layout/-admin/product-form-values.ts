import { type AdminProduct, attributeGroupOf } from "#domain/product-input.ts"

// The product form's values (ADR 050): what the admin types, as typed (prices and stock as text, the
// slider's addresses one a line); what a product opens with; and the ProductInput they read as.

export interface OptionValues {
  /** Present for an option that exists: its id (the cart's AttributeId) is kept. */
  readonly _id?: string
  readonly packSizeOptionName: string
  readonly PsnPrime: boolean
  readonly Price: string
  readonly Mrp: string
  readonly availablestock: string
}

export interface PackValues {
  readonly _id?: string
  readonly packSizeName: string
  readonly PsPrime: boolean
  readonly thumbnail: string
  /** One address a line. */
  readonly slider: string
  // Mutable, as TanStack Form's array fields take them.
  readonly PackSizeOptions: Array<OptionValues>
}

export interface ProductFormValues {
  readonly name: string
  readonly slugUrl: string
  readonly description: string
  /** Issue 39: shown on Hindi pages when present; "" for none (saving "" clears a stored one). */
  readonly nameHi: string
  readonly descriptionHi: string
  // null until the admin chooses: the product's own place, read from its tag whenever the catalogue
  // lists arrive (they may come after the form opens). Not sent: the tag places the product.
  readonly superCategoryId: string | null
  readonly categoryId: string | null
  readonly subCategoryId: string | null
  readonly categoryTagId: string
  readonly brandId: string
  readonly attributeGroup: string
  readonly attributes: Readonly<Record<string, string>>
  readonly recommended: boolean
  readonly trending: boolean
  readonly hot: boolean
  readonly hsn: string
  /** "" for none chosen. */
  readonly gstRate: string
  readonly packSize: Array<PackValues>
}

/** A number typed into a field, or the text itself so that the Schema names what is wrong. */
const numberOrText = (text: string): number | string => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text)

/** The form's values as ProductInput, still to be checked; a problem's path is the values' own but for a slider line. */
export const inputOf = (values: ProductFormValues) => ({
  name: values.name,
  slugUrl: values.slugUrl,
  description: values.description,
  nameHi: values.nameHi,
  descriptionHi: values.descriptionHi,
  categoryTagId: values.categoryTagId,
  brandId: values.brandId,
  attributeGroup: values.attributeGroup,
  // Every attribute travels as it is, so none is lost unseen: one the group does not have is shown
  // apart with its Remove button, and the Schema names it. A value left at "—" is no value.
  attributes: Object.fromEntries(Object.entries(values.attributes).filter(([, value]) => value !== "")),
  recommended: values.recommended,
  trending: values.trending,
  hot: values.hot,
  // Left empty, a new product takes the shop's class for its subcategory (domain/gst.ts).
  ...(values.hsn.trim() === "" ? {} : { hsn: values.hsn.trim() }),
  ...(values.gstRate === "" ? {} : { gstRate: Number(values.gstRate) }),
  packSize: values.packSize.map((p) => ({
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

export const emptyOption = (): OptionValues => ({ packSizeOptionName: "", PsnPrime: false, Price: "", Mrp: "", availablestock: "0" })
export const emptyPack = (): PackValues => ({ packSizeName: "", PsPrime: false, thumbnail: "", slider: "", PackSizeOptions: [emptyOption()] })

/** What the form opens with: a new product's empty values, or a product as stored. */
export const valuesOf = (product: AdminProduct | undefined): ProductFormValues => ({
  name: product?.name ?? "",
  slugUrl: product?.slugUrl ?? "",
  description: product?.description ?? "",
  nameHi: product?.nameHi ?? "",
  descriptionHi: product?.descriptionHi ?? "",
  superCategoryId: null,
  categoryId: null,
  subCategoryId: null,
  categoryTagId: product?.categoryTagId ?? "",
  brandId: product?.brandId ?? "",
  // Issue 16: a product opens in its attribute group (worked out for one stored without it) with
  // its attributes as stored, so that saving it unchanged sends them exactly as they were.
  attributeGroup: product === undefined ? "" : attributeGroupOf(product),
  attributes: { ...product?.attributes },
  recommended: product?.recommended ?? false,
  trending: product?.trending ?? false,
  hot: product?.hot ?? false,
  hsn: product?.hsn ?? "",
  gstRate: product === undefined ? "" : String(product.gstRate),
  packSize: product === undefined
    ? [emptyPack()]
    : product.packSize.map((p) => ({
      _id: p._id, packSizeName: p.packSizeName, PsPrime: p.PsPrime, thumbnail: p.thumbnail, slider: p.slider.join("\n"),
      PackSizeOptions: p.PackSizeOptions.map((o) => ({
        _id: o._id, packSizeOptionName: o.packSizeOptionName, PsnPrime: o.PsnPrime,
        Price: String(o.Price), Mrp: String(o.Mrp), availablestock: String(o.availablestock)
      }))
    }))
})
