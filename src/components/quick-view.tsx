import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { choiceLineKind, chooseSize, initialChoice, priceShown, soldOut, stockToneOf } from "#domain/product-choice.ts"
import { type Product, primaryPackSize } from "#domain/product.ts"
import { useAddToCart } from "./overlays.tsx"
import { Price } from "./price.tsx"
import { WishlistButton } from "./saved-lists.tsx"
import { choiceLineKey, VariantPickers } from "./variant-pickers.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { productTexts } from "../i18n/texts/product.ts"
import { imageSrc } from "#domain/common.ts"

const TONE = { none: "text-slate-700", out: "text-red-700", low: "text-amber-700", ok: "text-green-700" } as const

/**
 * §2 Quick view, issue 33: images, price and MRP, the product page's size and colour pickers and its
 * stock line. Nothing is added that the shopper did not choose: with several sizes or colours, Add to
 * cart waits for both, and the line above it says which is missing. Loaded with its first opening,
 * so the home page and the listings do not carry it (DESIGN §6).
 */
export function QuickView({ product, onClose }: { readonly product: Product; readonly onClose: () => void }) {
  const { t, language } = useTexts(productTexts)
  const name = shownName(product, language)
  const addToCart = useAddToCart()
  const [choice, setChoice] = useState(() => initialChoice(product))
  const shownSize = choice.size ?? primaryPackSize(product)
  const images = shownSize === undefined ? [] : shownSize.slider.length > 0 ? shownSize.slider : [shownSize.thumbnail]
  const price = priceShown(product, choice)
  const tone = soldOut(product) ? "out" : stockToneOf(choice.option)
  const canAdd = choice.size !== undefined && choice.option !== undefined && choice.option.availablestock > 0
  return (
    <div className="grid gap-4 p-6 sm:grid-cols-2">
      {/* The images scroll sideways: a keyboard reaches and scrolls them too (WCAG 2.1.1). */}
      <div role="region" aria-label={t("product.imagesOf", { name })} tabIndex={0} className="flex snap-x items-start gap-2 self-start overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-orange-700">
        {images.map((src, i) => (
          <img key={`${src}-${i}`} src={imageSrc(src)} alt={i === 0 ? name : ""} width={300} height={300} className="aspect-square w-full shrink-0 snap-center rounded-lg object-cover" />
        ))}
      </div>
      <div>
        <p className="text-xs uppercase text-slate-500">{product.brand}</p>
        <h2 lang={nameLang(product, language)} className="pr-6 text-lg font-semibold">{name}</h2>
        {price.option !== undefined && (
          <>
            <div className="mt-2 flex flex-wrap items-baseline gap-x-2">
              {price.from && <span className="text-sm text-slate-600">{t("product.from")}</span>}
              <Price Price={price.option.Price} Mrp={price.option.Mrp} size="lg" />
            </div>
            <p className="text-sm text-slate-500">{t("product.mrpInclTaxesShort", { amount: formatRupees(price.option.Mrp) })}</p>
          </>
        )}
        <VariantPickers
          product={product}
          size={choice.size}
          option={choice.option}
          onSize={(size) => setChoice(chooseSize(choice, size))}
          onOption={(option) => setChoice({ size: choice.size, option })}
        />
        <p role="status" className={`mt-4 text-sm font-semibold ${TONE[tone]}`}>{t(choiceLineKey(product, choiceLineKind(product, choice)), { count: choice.option?.availablestock ?? 0 })}</p>
        <div className="mt-4 grid gap-2">
          <button
            type="button"
            disabled={!canAdd}
            onClick={() => {
              if (choice.size === undefined || choice.option === undefined) return
              onClose()
              addToCart(product, choice.size, choice.option)
            }}
            className="rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            {t("product.addToCart")}
          </button>
          <WishlistButton product={product} variant="text" />
          <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} onClick={onClose} className="text-center text-sm font-medium text-orange-700 hover:underline">
            {t("product.viewDetails")}
          </Link>
        </div>
      </div>
    </div>
  )
}
