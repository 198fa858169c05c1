import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { attributeLabel, LOW_STOCK_AT, type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { chooseSize, stockToneOf } from "#domain/product-choice.ts"
import { sizeChartIdFor } from "#domain/size-chart-sizes.ts"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { useOnClient } from "./hydration.ts"
import { ImageZoom } from "./image-zoom.tsx"
import { useAddToCart, useBuyNow } from "./overlays.tsx"
import { Price } from "./price.tsx"
import { CompareButton, WishlistButton } from "./saved-lists.tsx"
import { PincodeCheck } from "./pincode-check.tsx"
import { useSession } from "./session.ts"
import { ShareButton } from "./share-button.tsx"
import { SizeChartButton } from "./size-chart-button.tsx"
import { STOCK_LINE, VariantPickers } from "./variant-pickers.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { descriptionLang, type HindiNamed, nameLang, shownDescription, shownName } from "#domain/catalogue-language.ts"
import { productTexts } from "../i18n/texts/product.ts"
import { imageSrc } from "#domain/common.ts"

// Issue 19 item 7: "Notify me" loads only for a signed-in customer on a sold-out option.
const NotifyMe = lazy(() => import("./notify-me.tsx").then((m) => ({ default: m.NotifyMe })))

/**
 * The product's category and sub category, each by the name the page's language shows (issue 39:
 * the catalogue's Hindi name where the shop gave one, read from the catalogue the page holds).
 */
function Breadcrumb({ product }: { readonly product: Product }) {
  const { actors } = useApp()
  const { t, language } = useTexts(productTexts)
  const category = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories").find((c) => c.slugUrl === product.categorySlugUrl))
  const heldSubCategory = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories").find((c) => c.slugUrl === product.subCategorySlugUrl))
  // The page brings the categories, so the server draws their Hindi names as the browser does; the
  // subcategories come from the browser's storage, so they are read once the server's first view is
  // taken over (as the listing's subtitle reads them), and the page React adopts matches its HTML.
  const subCategory = useOnClient() ? heldSubCategory : undefined
  const shown = (entry: HindiNamed | undefined, name: string) => {
    const named = entry ?? { name }
    return <span lang={nameLang(named, language)}>{shownName(named, language)}</span>
  }
  return (
    <nav aria-label={t("product.breadcrumb")} className="text-xs text-slate-500">
      <Link to="/category/$category" params={{ category: product.categorySlugUrl }} className="hover:underline">{shown(category, product.category)}</Link>
      {" / "}
      <Link to="/shop/$sub_category" params={{ sub_category: product.subCategorySlugUrl }} className="hover:underline">{shown(subCategory, product.SubCategory)}</Link>
    </nav>
  )
}

/**
 * The product page (§2 /product-info/{producturl}): images (zoomable), the size and colour (pack
 * size and option) pickers with the size chart where sizes apply, stock, add to cart.
 */
export function ProductDetail({ product }: { readonly product: Product }) {
  const { t, language } = useTexts(productTexts)
  const name = shownName(product, language)
  const addToCart = useAddToCart()
  const { isAuth } = useSession()
  const buyNow = useBuyNow()
  const [sizeId, setSizeId] = useState(() => primaryPackSize(product)?._id)
  const size = product.packSize.find((s) => s._id === sizeId) ?? primaryPackSize(product)
  const [optionId, setOptionId] = useState(() => (size === undefined ? undefined : primaryOption(size)?._id))
  const option = size?.PackSizeOptions.find((o) => o._id === optionId) ?? (size === undefined ? undefined : primaryOption(size))
  const images = size === undefined ? [] : size.slider.length > 0 ? size.slider : [size.thumbnail]
  const [imageIndex, setImageIndex] = useState(0)
  const inStock = option !== undefined && option.availablestock > 0
  const sizeChartId = sizeChartIdFor(product)

  return (
    <article className="grid gap-8 md:grid-cols-2">
      <div>
        <ImageZoom images={images} index={imageIndex} onIndexChange={setImageIndex} alt={name} />
        {images.length > 1 && (
          <ul className="mt-3 flex gap-2" aria-label={t("product.images")}>
            {images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button type="button" onClick={() => setImageIndex(i)} aria-label={t("product.imageNumber", { number: i + 1 })} aria-current={i === imageIndex} className={`overflow-hidden rounded-lg border-2 ${i === imageIndex ? "border-orange-500" : "border-transparent"}`}>
                  <img src={imageSrc(src)} alt="" width={72} height={72} className="h-16 w-16 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <Breadcrumb product={product} />
        <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-orange-700">{product.brand}</p>
        <h1 lang={nameLang(product, language)} className="text-2xl font-bold">{name}</h1>
        {option !== undefined && (
          <div className="mt-3">
            <Price Price={option.Price} Mrp={option.Mrp} size="lg" />
            <p className="text-sm text-slate-500">{t("product.mrpInclTaxes", { amount: formatRupees(option.Mrp) })}</p>
          </div>
        )}
        <VariantPickers
          product={product}
          size={size}
          option={option}
          showSizes={product.packSize.length > 1 || sizeChartId !== undefined}
          // Another size keeps the colour chosen when it has it (issue 33), else its own first option.
          onSize={(s) => { setSizeId(s._id); setOptionId((chooseSize({ size, option }, s).option ?? primaryOption(s))?._id); setImageIndex(0) }}
          onOption={(o) => setOptionId(o._id)}
          sizeAside={sizeChartId !== undefined && <SizeChartButton chartId={sizeChartId} product={product} chosen={size?.packSizeName} className="float-left mb-2" />}
        />
        <p className={`mt-4 text-sm font-semibold ${!inStock ? "text-red-700" : option.availablestock <= LOW_STOCK_AT ? "text-amber-700" : "text-green-700"}`} role="status">
          {t(STOCK_LINE[stockToneOf(option)], { count: option?.availablestock ?? 0 })}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {inStock ? (
            <>
              <button
                type="button"
                onClick={() => { if (size !== undefined) addToCart(product, size, option) }}
                className="w-full rounded-xl bg-orange-700 px-4 py-3 text-lg font-semibold text-white hover:bg-orange-800 sm:w-auto sm:min-w-56"
              >
                {t("product.addToCart")}
              </button>
              <button
                type="button"
                onClick={() => { if (size !== undefined) buyNow(product, size, option) }}
                className="w-full rounded-xl bg-slate-900 px-4 py-3 text-lg font-semibold text-white hover:bg-slate-700 sm:w-auto sm:min-w-56"
              >
                {t("product.buyNow")}
              </button>
            </>
          ) : option === undefined ? (
            <button type="button" disabled className="w-full rounded-xl bg-slate-300 px-4 py-3 text-lg font-semibold text-slate-600 sm:w-auto sm:min-w-56">{t("product.soldOut")}</button>
          ) : isAuth ? (
            <Suspense fallback={<button type="button" disabled className="w-full rounded-xl bg-slate-300 px-4 py-3 text-lg font-semibold text-slate-600 sm:w-auto sm:min-w-56">{t("product.notifyMe")}</button>}>
              <NotifyMe key={option._id} optionId={option._id} />
            </Suspense>
          ) : (
            // A visitor signs in first (the SMS goes to the number they sign in with) and comes back here.
            <div className="w-full space-y-2">
              <Link
                to="/login"
                search={{ product: product.slugUrl }}
                className="block w-full rounded-xl bg-orange-700 px-4 py-3 text-center text-lg font-semibold text-white hover:bg-orange-800 sm:inline-block sm:w-auto sm:min-w-56"
              >
                {t("product.notifyMe")}
              </Link>
              <p className="text-sm text-slate-600">{t("product.signInForSms")}</p>
            </div>
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <WishlistButton product={product} variant="text" />
          <CompareButton product={product} className="text-sm" />
          <ShareButton title={name} url={() => `${window.location.origin}/product-info/${product.slugUrl}`} />
        </div>
        <div className="mt-5 rounded-xl border border-slate-200 p-4">
          <PincodeCheck />
        </div>
        <section className="mt-8">
          <h2 className="mb-2 font-semibold">{t("product.about")}</h2>
          <p lang={descriptionLang(product, language)} className="text-slate-700">{shownDescription(product, language)}</p>
          {Object.keys(product.attributes).length > 0 && (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {Object.entries(product.attributes).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-slate-500">{attributeLabel(name)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </article>
  )
}
