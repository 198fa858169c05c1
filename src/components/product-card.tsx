import { Link } from "@tanstack/react-router"
import { memo, useDeferredValue } from "react"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { useApp } from "../app/app-context.tsx"
import { EyeIcon } from "./icons.tsx"
import { useAddToCart } from "./overlays.tsx"
import { FIRST_CARDS } from "#domain/first-cards.ts"
import { Price } from "./price.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { CompareButton, WishlistButton } from "./saved-lists.tsx"
import { imageSrc } from "#domain/common.ts"

export function ProductCard({ product }: { readonly product: Product }) {
  const { actors } = useApp()
  const addToCart = useAddToCart()
  const size = primaryPackSize(product)
  const option = size === undefined ? undefined : primaryOption(size)
  const inStock = option !== undefined && option.availablestock > 0
  const { t, language } = useTexts()
  // Issue 39: the admin's Hindi name on a Hindi page, when the product has one.
  const name = shownName(product, language)
  const lang = nameLang(product, language)
  return (
    <article className="group flex flex-col rounded-xl border border-slate-200 bg-white p-3 transition hover:shadow-md">
      <div className="relative">
        <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} className="block">
          <img
            src={imageSrc(size?.thumbnail)}
            alt={name}
            lang={lang}
            width={300}
            height={300}
            loading="lazy"
            className="aspect-square w-full rounded-lg bg-slate-50 object-cover"
          />
        </Link>
        <div className="absolute right-2 top-2 flex flex-col gap-1.5">
          <WishlistButton product={product} />
          <button
            type="button"
            onClick={() => actors.productLists.send({ type: "products.quickview.open", slug: product.slugUrl })}
            className="rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:text-orange-600"
            aria-label={t("card.quickView", { name })}
          >
            <EyeIcon width={18} height={18} />
          </button>
        </div>
      </div>
      <p className="mt-2 text-xs uppercase tracking-wide text-slate-500">{product.brand}</p>
      <h3 lang={lang} className="line-clamp-2 min-h-[2.5rem] text-sm font-medium">
        <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} className="hover:text-orange-700">
          {name}
        </Link>
      </h3>
      {product.ratingCount > 0 && <p className="text-xs">{`★ ${product.ratingAverage?.toFixed(1)} (${product.ratingCount})`}</p>}
      {option !== undefined && <div className="mt-1"><Price Price={option.Price} Mrp={option.Mrp} /></div>}
      <p className="text-xs text-slate-500">{size?.packSizeName}{option !== undefined ? ` · ${option.packSizeOptionName}` : ""}</p>
      <CompareButton product={product} className="mt-1.5" />
      <button
        type="button"
        disabled={!inStock}
        onClick={() => { if (size !== undefined && option !== undefined) addToCart(product, size, option) }}
        className="mt-auto w-full rounded-lg bg-orange-700 px-3 py-2 text-sm font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 [&:not(:first-child)]:mt-3"
      >
        {inStock ? t("card.addToCart") : t("card.soldOut")}
      </button>
    </article>
  )
}


/**
 * A grid of product cards: its first `FIRST_CARDS` drawn first, the rest in a background render.
 * Drawn again only when its products change (issue 36 item 5): a tap that opens the filters or
 * chooses one re-renders the listing around it, not its cards.
 */
export const ProductGrid = memo(function ProductGrid({ products }: { readonly products: ReadonlyArray<Product> }) {
  const count = useDeferredValue(products.length, Math.min(products.length, FIRST_CARDS))
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.slice(0, count).map((p) => <ProductCard key={p._id} product={p} />)}
    </div>
  )
})
