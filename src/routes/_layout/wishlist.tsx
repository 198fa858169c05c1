import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import type { messages } from "#domain/messages/account.en.ts"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { WISHLIST_ERROR_TEXTS, WISHLIST_FULL_TEXT, WISHLIST_LIMIT } from "#domain/wishlist.ts"
import { wishlistLoadFailed, wishlistLoading } from "#machines/wishlist-reads.ts"
import { useApp } from "../../app/app-context.tsx"
import { TrashIcon } from "../../components/icons.tsx"
import { useAddToCart } from "../../components/overlays.tsx"
import { Pending } from "../../components/pending.tsx"
import { Price } from "../../components/price.tsx"
import { inListOrder } from "../../components/products-by-ids.ts"
import { loadSavedProducts } from "../../components/saved-products-loader.ts"
import { SavedProducts, sameIds } from "../../components/saved-lists.tsx"
import { type Translate, useTexts } from "../../i18n/i18n.tsx"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { accountTexts } from "../../i18n/texts/account.ts"
import { savedTexts } from "../../i18n/texts/saved.ts"
import { imageSrc } from "#domain/common.ts"

/** /wishlist (§2, issue 7): the saved products, moved to the cart or removed; a way back when empty. */
export const Route = createFileRoute("/_layout/wishlist")({
  loader: ({ context }) =>
    loadSavedProducts(context.runtime, context.actors.wishlist, (s) => s.context.items.map((entry) => entry.productId as string), (s) => !wishlistLoading(s)),
  // Leaving, the saved products are no longer followed (before the next screen says what it shows:
  // an unmounting component would say it after, and undo the product page's).
  onLeave: ({ context }) => context.shop.send({ type: "products.shown", productIds: [] }),
  component: Wishlist
})

/**
 * What the wishlist's machine keeps when a call fails or the list is full (domain/wishlist.ts, the
 * texts of its calls: it keeps no other), by its text's key; anything else as kept.
 */
const wishlistProblem = (error: string, t: Translate<keyof typeof messages>): string =>
  error === WISHLIST_FULL_TEXT ? t("account.problem.wishlistFull", { limit: WISHLIST_LIMIT })
    : error === WISHLIST_ERROR_TEXTS.load ? t("account.problem.wishlistLoad")
      : error === WISHLIST_ERROR_TEXTS.merge ? t("account.problem.wishlistMerge")
        : error === WISHLIST_ERROR_TEXTS.add || error === WISHLIST_ERROR_TEXTS.remove ? t("account.problem.wishlistUpdate")
          : error

function Wishlist() {
  const { actors, shop } = useApp()
  const { t } = useTexts(accountTexts)
  const data = Route.useLoaderData()
  const ids = useSelector(actors.wishlist, (s) => s.context.items.map((entry) => entry.productId as string), sameIds)
  // Issue 38: the saved products are followed on the live stream while this page shows them (a
  // price or stock changed elsewhere, the page reads them again), as the product page's one is.
  useEffect(() => {
    shop.send({ type: "products.shown", productIds: ids })
  }, [shop, ids])
  const loading = useSelector(actors.wishlist, wishlistLoading)
  const error = useSelector(actors.wishlist, (s) => s.context.error)
  // A sign-in whose merge or load failed keeps the visitor's list here until it is tried again.
  const loadFailed = useSelector(actors.wishlist, wishlistLoadFailed)
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("account.wishlist.title")}</h1>
      {error !== null && (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {wishlistProblem(error, t)}
          {loadFailed && <button type="button" onClick={() => actors.wishlist.send({ type: "wishlist.reload" })} className="font-semibold underline">{t("account.tryAgain")}</button>}
        </p>
      )}
      {loading && ids.length === 0
        ? <Pending />
        : ids.length === 0
          ? <EmptyWishlist />
          : <SavedProducts ids={ids} data={data}>{({ products }) => <WishlistProducts ids={ids} found={products} />}</SavedProducts>}
    </div>
  )
}

function EmptyWishlist() {
  const { t } = useTexts(accountTexts)
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-lg">{t("account.wishlist.empty")}</p>
      <p className="mt-1 text-sm text-slate-600">{t("account.wishlist.emptyHint")}</p>
      <Link to="/" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">{t("account.continueShopping")}</Link>
    </div>
  )
}

function WishlistProducts({ ids, found }: { readonly ids: ReadonlyArray<string>; readonly found: ReadonlyArray<Product> }) {
  const { actors } = useApp()
  const { t, language } = useTexts(accountTexts)
  const saved = useTexts(savedTexts)
  const shell = useTexts()
  const addToCart = useAddToCart()
  const products = inListOrder(found, ids)
  const gone = ids.filter((id) => !products.some((p) => p._id === id))
  const remove = (productId: string) => actors.wishlist.send({ type: "wishlist.remove", productId: productId as Product["_id"] })
  const moveToCart = (product: Product) => {
    const size = primaryPackSize(product)
    const option = size === undefined ? undefined : primaryOption(size)
    if (size === undefined || option === undefined) return
    addToCart(product, size, option)
    remove(product._id)
  }
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t("account.wishlist.count", { count: ids.length })}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => {
          const size = primaryPackSize(product)
          const option = size === undefined ? undefined : primaryOption(size)
          const inStock = option !== undefined && option.availablestock > 0
          return (
            <li key={product._id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-3">
              <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} className="shrink-0">
                <img src={imageSrc(size?.thumbnail)} alt="" width={112} height={112} className="h-28 w-28 rounded-lg bg-slate-50 object-cover" />
              </Link>
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="text-xs uppercase tracking-wide text-slate-500">{product.brand}</p>
                <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} lang={nameLang(product, language)} className="line-clamp-2 text-sm font-medium hover:text-orange-700">{shownName(product, language)}</Link>
                {option !== undefined && <div className="mt-1"><Price Price={option.Price} Mrp={option.Mrp} /></div>}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <button type="button" disabled={!inStock} onClick={() => moveToCart(product)} className="rounded-lg bg-orange-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300 disabled:text-slate-600">
                    {inStock ? t("account.wishlist.moveToCart") : shell.t("card.soldOut")}
                  </button>
                  <button type="button" onClick={() => remove(product._id)} aria-label={saved.t("saved.remove", { name: shownName(product, language) })} className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-red-50 hover:text-red-700">
                    <TrashIcon width={16} height={16} /> {t("account.wishlist.remove")}
                  </button>
                </div>
              </div>
            </li>
          )
        })}
        {gone.map((id) => (
          <li key={id} className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
            {t("account.wishlist.gone")}
            <button type="button" onClick={() => remove(id)} className="rounded-lg px-2 py-1.5 hover:bg-red-50 hover:text-red-700">{t("account.wishlist.remove")}</button>
          </li>
        ))}
      </ul>
    </>
  )
}
