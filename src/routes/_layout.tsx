import { createFileRoute, Outlet } from "@tanstack/react-router"
import { BottomBar } from "../components/bottom-bar.tsx"
import { Footer } from "../components/footer.tsx"
import { Header } from "../components/header.tsx"
import { MiniCart } from "../components/mini-cart.tsx"
import { AddedToCartModal, QuickViewModal } from "../components/modals.tsx"
import { OfflineBanner } from "../components/offline.tsx"
import { OverlayProvider } from "../components/overlays.tsx"
import { CompareBar } from "../components/saved-lists.tsx"
import { useSession } from "../components/session.ts"
import { MAIN_ID, SkipLink } from "../components/skip-link.tsx"

/** §2 the layout: header, footer and mobile bottom bar around the routes inside it. */
export const Route = createFileRoute("/_layout")({ component: Layout })

function Layout() {
  const session = useSession()
  return (
    <OverlayProvider>
      <SkipLink />
      <Header isAuth={session.isAuth} onSignOut={session.signOut} />
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto min-h-[60vh] max-w-7xl px-4 py-4 outline-none">
        <Outlet />
      </main>
      <Footer isAuth={session.isAuth} onSignOut={session.signOut} />
      <BottomBar isAuth={session.isAuth} />
      <MiniCart />
      <AddedToCartModal />
      <QuickViewModal />
      <CompareBar />
    </OverlayProvider>
  )
}
