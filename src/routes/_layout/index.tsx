import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useCallback, useEffect, useState } from "react"
import { catalogueItems, visibleCategories, visibleSuperCategories } from "#machines/catalogue-loader.machine.ts"
import type { ProductListName } from "#machines/product-lists.machine.ts"
import { recentlyViewedRow } from "../../app/product-row-data.ts"
import { ensureProductLists } from "../../app/shop.ts"
import { useApp } from "../../app/app-context.tsx"
import { CategoryTiles } from "../../components/category-tiles.tsx"
import { NewsletterModal } from "../../components/modals.tsx"
import { ProductGrid } from "../../components/product-card.tsx"
import { useInView, useOnClient } from "../../components/hydration.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { homeTexts } from "../../i18n/texts/home.ts"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { imageSrc } from "#domain/common.ts"

export const Route = createFileRoute("/_layout/")({
  // Issue 19: read in the browser when its place comes into view (ADR 028); so are the §4 product
  // lists, each by its section (issue 36 item 3).
  loader: ({ context }) => ({ recentlyViewed: recentlyViewedRow(context.runtime, context.actors) }),
  component: Home
})

// Sections below the first screen skip layout and paint until they come near the viewport. Their
// placeholder heights are what they measure (390, 768 and 1280 px wide), so the page does not grow
// while it is scrolled.
const BELOW_THE_FOLD = "[content-visibility:auto]"
const TILES_HEIGHT = "[contain-intrinsic-size:auto_340px] md:[contain-intrinsic-size:auto_200px]"
const PRODUCTS_HEIGHT = "[contain-intrinsic-size:auto_1780px] lg:[contain-intrinsic-size:auto_850px]"
// A list's place before it is drawn holds the list's height, so the page does not grow as it comes.
const LIST_PLACE_HEIGHT = "min-h-[1780px] lg:min-h-[850px]"

function MainSlider() {
  const { actors } = useApp()
  const slides = useSelector(actors.catalogue.mainHomeSliders, (s) => catalogueItems(s, "mainHomeSliders"))
  const { t } = useTexts(homeTexts)
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (slides.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), 6000)
    return () => clearInterval(timer)
  }, [slides.length])
  if (slides.length === 0) return <div className="aspect-[3/1] w-full animate-pulse rounded-2xl bg-slate-100" />
  return (
    <section aria-label={t("home.offers")} className="relative overflow-hidden rounded-2xl">
      <div className="flex transition-transform duration-500" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <Link key={slide._id} to="/category/$category" params={{ category: slide.slugUrl }} className="w-full shrink-0" aria-hidden={i !== index} tabIndex={i === index ? 0 : -1}>
            <picture>
              <source media="(max-width: 640px)" srcSet={slide.mobileImage} />
              <img src={imageSrc(slide.desktopImage)} alt={slide.name} width={1200} height={400} fetchPriority={i === 0 ? "high" : "low"} className="aspect-square w-full object-cover sm:aspect-[3/1]" />
            </picture>
          </Link>
        ))}
      </div>
      <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2">
        {slides.map((slide, i) => (
          <button key={slide._id} type="button" onClick={() => setIndex(i)} aria-label={t("home.showOffer", { number: i + 1, name: slide.name })} aria-current={i === index} className={`h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-white" : "w-2.5 bg-white/60"}`} />
        ))}
      </div>
    </section>
  )
}

function ThreeSlider() {
  const { actors } = useApp()
  const banners = useSelector(actors.catalogue.threeSliders, (s) => catalogueItems(s, "threeSliders"))
  const { t } = useTexts(homeTexts)
  return (
    <section aria-label={t("home.featured")} className="grid gap-3 sm:grid-cols-3">
      {banners.map((b) => (
        <Link key={b._id} to="/category/$category" params={{ category: b.slugUrl }} className="overflow-hidden rounded-xl">
          <img src={imageSrc(b.desktopImage)} alt={t("home.bannerAlt", { name: b.name, superCategory: b.superCategory })} width={1200} height={400} loading="lazy" className="aspect-[3/1] w-full object-cover transition hover:scale-105" />
        </Link>
      ))}
    </section>
  )
}

function SuperCategorySections() {
  const { actors } = useApp()
  const superCategories = useSelector(actors.catalogue.superCategories, visibleSuperCategories)
  const categories = useSelector(actors.catalogue.categories, visibleCategories)
  const { language } = useTexts()
  return (
    <>
      {superCategories.map((sc) => {
        const own = categories.filter((c) => c.superCategory === sc.name)
        if (own.length === 0) return null
        return (
          <section key={sc._id} aria-labelledby={`sc-${sc._id}`} className={`${BELOW_THE_FOLD} ${TILES_HEIGHT}`}>
            <h2 id={`sc-${sc._id}`} lang={nameLang(sc, language)} className="mb-3 text-xl font-bold">{shownName(sc, language)}</h2>
            <CategoryTiles superCategory={sc.name} categories={own} />
          </section>
        )
      })}
    </>
  )
}

const LIST_TITLES: ReadonlyArray<readonly [ProductListName, "home.recommended" | "home.trending" | "home.hot"]> = [
  ["recommended", "home.recommended"],
  ["trending", "home.trending"],
  ["hot", "home.hot"]
]

/** How far below the viewport a list's place counts as in view: it is read as the shopper scrolls towards it. */
const LIST_AHEAD_PX = 600

/**
 * A §4 product list below the first screen (issue 36 item 3): the server draws its place, and the
 * browser reads and draws the list when the place comes near the viewport (ADR 028, 056), so the
 * page embeds no product, and a visit that never scrolls reads none. A list kept in storage from an
 * earlier visit shows at once while it is refreshed.
 */
function ProductListSection({ list, title }: { readonly list: ProductListName; readonly title: string }) {
  const { actors } = useApp()
  const { t } = useTexts()
  const onClient = useOnClient()
  const ask = useCallback(() => ensureProductLists(actors, [list]), [actors, list])
  const [place, seen] = useInView({ ahead: LIST_AHEAD_PX, onSeen: ask })
  const state = useSelector(actors.productLists, (s) => s.context[list])
  const shown = onClient && seen && state.available
  // A list read and found empty has nothing to show: its section goes (§4: a failed read stays
  // 'Loading...', and is read again when the home page is next shown).
  if (onClient && state.loaded && !state.available) return null
  return (
    <section ref={place} aria-labelledby={`list-${list}`} aria-busy={!shown} className={`${BELOW_THE_FOLD} ${PRODUCTS_HEIGHT} ${shown ? "" : LIST_PLACE_HEIGHT}`}>
      <h2 id={`list-${list}`} className="mb-3 text-xl font-bold">{title}</h2>
      {shown ? (
        <ProductGrid products={state.products.slice(0, 10)} />
      ) : onClient && seen ? (
        <p role="status" className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">{t("loading")}</p>
      ) : (
        // Not asked for yet (not near the viewport): nothing is said, the place is kept.
        <div aria-hidden="true" className="h-24 rounded-lg bg-slate-50" />
      )}
    </section>
  )
}

// Its code loads only for a shopper who has viewed products (the home page's budget, DESIGN §6).
const RecentlyViewedProducts = lazy(() => import("../../components/product-rows.tsx").then((m) => ({ default: m.RecentlyViewedProducts })))

function RecentlyViewed() {
  const { recentlyViewed } = Route.useLoaderData()
  const onClient = useOnClient()
  if (!onClient || recentlyViewed.asked.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedProducts data={recentlyViewed} />
    </Suspense>
  )
}

function Home() {
  const { t } = useTexts(homeTexts)
  return (
    <div className="space-y-10">
      <MainSlider />
      <ThreeSlider />
      <SuperCategorySections />
      {LIST_TITLES.map(([list, title]) => <ProductListSection key={list} list={list} title={t(title)} />)}
      {/* Last: drawn in the browser only, it moves nothing the server drew. */}
      <RecentlyViewed />
      <NewsletterModal />
    </div>
  )
}
