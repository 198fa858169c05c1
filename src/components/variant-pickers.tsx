import { type ReactNode, useId } from "react"
import { type ChoiceLineKind, SIZED_SUPER_CATEGORIES, type StockTone } from "#domain/product-choice.ts"
import type { PackSize, PackSizeOption, Product } from "#domain/product.ts"
import type { messages } from "#domain/messages/product.en.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"

/** A text of the product page. */
export type ProductKey = keyof typeof messages

/** The pickers' words by key: "Size" and "Colour" for clothing and footwear (domain/product-choice.ts `SIZED_SUPER_CATEGORIES`), "Pack size" and "Option" otherwise. */
const SIZE_WORDS = { size: "product.size", option: "product.colour", chooseSize: "product.chooseSize", chooseOption: "product.chooseColour" } as const
const PACK_WORDS = { size: "product.packSize", option: "product.option", chooseSize: "product.choosePackSize", chooseOption: "product.chooseOption" } as const

/** The keys of the pickers' legends and of the sentences asking for each choice, for a product. */
export const choiceKeysOf = (product: Pick<Product, "superCategory">): { readonly [K in keyof typeof SIZE_WORDS]: ProductKey } =>
  SIZED_SUPER_CATEGORIES.includes(product.superCategory) ? SIZE_WORDS : PACK_WORDS

/** The stock line's key by the option's tone (domain/product-choice.ts `stockToneOf`; `{count}` the units left). */
export const STOCK_LINE: { readonly [T in StockTone]: ProductKey } = {
  none: "product.notAvailable", out: "product.soldOut", low: "product.onlyLeft", ok: "product.inStock"
}

/** The key of the line under the quick view's price (domain/product-choice.ts `choiceLineKind`). */
export const choiceLineKey = (product: Pick<Product, "superCategory">, kind: ChoiceLineKind): ProductKey =>
  kind === "soldOut" ? "product.soldOut" : kind === "chooseSize" || kind === "chooseOption" ? choiceKeysOf(product)[kind] : STOCK_LINE[kind]

// The pickers' radios are visually hidden: their label shows the keyboard focus instead (WCAG 2.4.7).
const FOCUS_RING = "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-700 has-[:focus-visible]:ring-offset-2"
const CHOSEN = "border-orange-600 bg-orange-50 font-semibold"

/**
 * The size and colour pickers (pack size and option) of the product page and the quick view (issue
 * 33): a garment's are "Size" and "Colour", other products' "Pack size" and "Option"
 * (`choiceKeysOf`). Nothing is shown as chosen that the caller has not chosen; the options are the
 * chosen size's, shown once a size is chosen. `sizeAside` sits on the size legend's line (the size
 * chart's button).
 */
export function VariantPickers({ product, size, option, onSize, onOption, sizeAside, showSizes = true }: {
  readonly product: Product
  readonly size: PackSize | undefined
  readonly option: PackSizeOption | undefined
  readonly onSize: (size: PackSize) => void
  readonly onOption: (option: PackSizeOption) => void
  readonly sizeAside?: ReactNode
  /** False hides the size picker of a product with one size (the product page shows none then). */
  readonly showSizes?: boolean
}) {
  const { t } = useTexts(productTexts)
  const words = choiceKeysOf(product)
  // Radio groups are named per picker: a quick view over a product page must not share its groups.
  const name = useId()
  return (
    <>
      {showSizes && (
        <fieldset className="mt-5">
          {/* The legend floats so that the size chart's button can sit on its line. */}
          <legend className="float-left mb-2 mr-4 text-sm font-semibold">{t(words.size)}</legend>
          {sizeAside}
          <div className="clear-left flex flex-wrap gap-2">
            {product.packSize.map((s) => (
              <label key={s._id} className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm ${FOCUS_RING} ${s._id === size?._id ? CHOSEN : "border-slate-300"}`}>
                <input type="radio" name={`${name}-size`} className="sr-only" checked={s._id === size?._id} onChange={() => onSize(s)} />
                {s.packSizeName}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {size !== undefined && size.PackSizeOptions.length > 0 && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{t(words.option)}</legend>
          <div className="flex flex-wrap gap-2">
            {size.PackSizeOptions.map((o) => (
              <label key={o._id} className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm ${FOCUS_RING} ${o._id === option?._id ? CHOSEN : "border-slate-300"} ${o.availablestock === 0 ? "text-slate-600 line-through" : ""}`}>
                <input type="radio" name={`${name}-option`} className="sr-only" checked={o._id === option?._id} onChange={() => onOption(o)} />
                {o.packSizeOptionName}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  )
}
