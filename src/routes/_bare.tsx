import { createFileRoute, Link, Outlet } from "@tanstack/react-router"
import { CartButton } from "../components/header.tsx"
import { Logo } from "../components/icons.tsx"
import { MiniCartDrawer, ShopModals } from "../components/modals.tsx"
import { OfflineBanner } from "../components/offline.tsx"
import { OverlayProvider } from "../components/overlays.tsx"
import { CompareBar, WishlistLink } from "../components/saved-lists.tsx"
import { SearchBox } from "../components/search-box.tsx"
import { MAIN_ID, SkipLink } from "../components/skip-link.tsx"
import { LanguageSwitch } from "../components/language-switch.tsx"
import { useTexts } from "../i18n/i18n.tsx"

/** §2 routes outside the layout: a compact bar (logo, search, cart) and no footer or bottom bar. */
export const Route = createFileRoute("/_bare")({
  component: BareLayout
})

function BareLayout() {
  const { t } = useTexts()
  return (
    <OverlayProvider>
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
          <Link to="/" aria-label={t("header.home")}><Logo /></Link>
          <SearchBox className="flex-1" />
          <LanguageSwitch className="shrink-0 rounded-lg px-1 py-2 text-sm font-medium hover:bg-slate-100" />
          <WishlistLink />
          <CartButton />
        </div>
      </header>
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-4 outline-none">
        <Outlet />
      </main>
      <MiniCartDrawer />
      <ShopModals />
      <CompareBar />
    </OverlayProvider>
  )
}
