import { Link, useLocation, useRouter } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { shownName } from "#domain/catalogue-language.ts"
import { COMPARE_FULL_TEXT, COMPARE_LIMIT } from "#domain/compare.ts"
import type { Product } from "#domain/product.ts"
import { useApp } from "../app/app-context.tsx"
import { useFailureSentence } from "./failure-sentence.ts"
import { useOnClient } from "./hydration.ts"
import { type ProductsAnswer, type SavedProductsData, unasked } from "./products-by-ids.ts"
import { CloseIcon, HeartIcon } from "./icons.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { savedTexts } from "../i18n/texts/saved.ts"

// The wishlist and compare lists live in the browser (and a customer's wishlist on the server), so
// the page the server sent shows every product as not saved; the client's truth appears on hydration.
// A button names its product as the page shows it (issue 39: the Hindi name on a Hindi page, where
// the shop gave one), so a screen reader says the name the shopper sees.

/** Adds a product to the wishlist or takes it out (product cards, the product page, quick view). */
export function WishlistButton({ product, variant = "icon" }: { readonly product: Product; readonly variant?: "icon" | "text" }) {
  const { actors } = useApp()
  const onClient = useOnClient()
  const saved = useSelector(actors.wishlist, (s) => s.context.items.some((entry) => entry.productId === product._id)) && onClient
  const { t, language } = useTexts(savedTexts)
  const name = shownName(product, language)
  const toggle = () =>
    actors.wishlist.send({ type: "wishlist.toggle", entry: { productId: product._id, slugUrl: product.slugUrl, addedAt: new Date().toISOString() } })
  const label = saved ? t("saved.remove", { name }) : t("saved.add", { name })
  if (variant === "text") {
    // The visible words start the name (WCAG 2.5.3, label in name); the product's name follows.
    const shown = saved ? t("saved.inWishlist") : t("saved.addToWishlist")
    return (
      <button type="button" onClick={toggle} aria-pressed={saved} aria-label={t(saved ? "saved.inWishlistLabel" : "saved.addToWishlistLabel", { name })} className="flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50">
        <HeartIcon width={18} height={18} className={saved ? "fill-rose-600 text-rose-600" : ""} />
        {shown}
      </button>
    )
  }
  return (
    <button type="button" onClick={toggle} aria-pressed={saved} aria-label={label} className="rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:text-rose-600">
      <HeartIcon width={18} height={18} className={saved ? "fill-rose-600 text-rose-600" : ""} />
    </button>
  )
}

/** Puts a product in the compare list (up to 4: the machine keeps the limit and its message). */
export function CompareButton({ product, className }: { readonly product: Product; readonly className?: string }) {
  const { actors } = useApp()
  const onClient = useOnClient()
  const inList = useSelector(actors.compare, (s) => s.context.items.some((entry) => entry.productId === product._id)) && onClient
  const { t, language } = useTexts()
  return (
    <label className={`flex cursor-pointer items-center gap-1.5 text-xs text-slate-600 ${className ?? ""}`}>
      <input
        type="checkbox"
        checked={inList}
        onChange={() =>
          actors.compare.send(inList ? { type: "compare.remove", productId: product._id } : { type: "compare.add", entry: { productId: product._id, slugUrl: product.slugUrl } })}
        className="h-4 w-4 accent-orange-600"
        aria-label={t("card.compareLabel", { name: shownName(product, language) })}
      />
      {t("card.compare")}
    </label>
  )
}

/** The compare list's bar: how many products are in it, a way to the table, and the limit's message. */
export function CompareBar() {
  const { actors } = useApp()
  const onClient = useOnClient()
  const count = useSelector(actors.compare, (s) => s.context.items.length)
  const message = useSelector(actors.compare, (s) => s.context.message)
  // The compare screen is the table itself: the bar would only cover it.
  const onCompare = useLocation({ select: (location) => location.pathname === "/Compare" })
  const { t } = useTexts(savedTexts)
  if (!onClient || onCompare || (count === 0 && message === null)) return null
  return (
    <div className="fixed inset-x-0 bottom-16 z-30 flex justify-center px-4 md:bottom-4" role="region" aria-label={t("saved.compareList")}>
      <div className="flex max-w-xl flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
        {message !== null && (
          <p role="alert" className="flex items-center gap-2 text-amber-200">
            {/* The machine's one message: the full list's (domain/compare.ts). */}
            {message === COMPARE_FULL_TEXT ? t("saved.compareFull", { limit: COMPARE_LIMIT }) : message}
            <button type="button" onClick={() => actors.compare.send({ type: "compare.dismiss" })} aria-label={t("saved.dismiss")} className="rounded p-0.5 hover:bg-slate-700">
              <CloseIcon width={16} height={16} />
            </button>
          </p>
        )}
        {count > 0 && (
          <>
            <span>{t("saved.toCompare", { count })}</span>
            <Link to="/Compare" className="rounded-lg bg-orange-700 px-3 py-1.5 font-semibold hover:bg-orange-800">{t("saved.compareNow")}</Link>
            <button type="button" onClick={() => actors.compare.send({ type: "compare.clear" })} className="text-slate-300 underline hover:text-white">{t("saved.clear")}</button>
          </>
        )}
      </div>
    </div>
  )
}

/** The header's wishlist link, with how many products are saved. */
export function WishlistLink() {
  const { actors } = useApp()
  const onClient = useOnClient()
  const count = useSelector(actors.wishlist, (s) => s.context.items.length)
  const shown = onClient ? count : 0
  const { t } = useTexts(savedTexts)
  return (
    <Link to="/wishlist" className="relative rounded-lg p-2 hover:bg-slate-100" aria-label={t("saved.link", { count: shown })}>
      <HeartIcon />
      {shown > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white" aria-hidden="true">{shown}</span>
      )}
    </Link>
  )
}

/** Two id lists with the same ids in the same order (a selector's equality: no render for a copy). */
export const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => a.length === b.length && a.every((id, i) => id === b[i])

/**
 * The products of a saved list (wishlist, compare), as the route's loader read them, rendered by
 * `children`; or why they could not be read, with a way to try again (the loader reads again). When
 * the list holds ids the loader did not ask for (a sign-in merged another list in), the loader reads
 * again, and the products already read stay on screen meanwhile. The failure is said in the page's
 * language.
 */
export function SavedProducts({ ids, data, children }: {
  readonly ids: ReadonlyArray<string>
  readonly data: SavedProductsData
  readonly children: (answer: Extract<ProductsAnswer, { ok: true }>) => React.ReactNode
}) {
  const router = useRouter()
  const { t } = useTexts()
  const missing = unasked(data, ids).length > 0
  const problem = useFailureSentence(data.answer.ok ? null : data.answer.failure)
  useEffect(() => {
    if (missing) void router.invalidate()
  }, [missing, router])
  if (data.answer.ok) return children(data.answer)
  return (
    <div className="py-10 text-center">
      <p role="alert">{problem}</p>
      <button type="button" onClick={() => void router.invalidate()} className="mt-3 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">{t("listing.tryAgain")}</button>
    </div>
  )
}
