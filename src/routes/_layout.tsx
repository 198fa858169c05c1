import { createFileRoute, Outlet } from "@tanstack/react-router"
import { BottomBar } from "../components/bottom-bar.tsx"
import { Footer } from "../components/footer.tsx"
import { Header } from "../components/header.tsx"
import { MiniCart } from "../components/mini-cart.tsx"
import { AddedToCartModal, QuickViewModal } from "../components/modals.tsx"
import { OverlayProvider } from "../components/overlays.tsx"
import { CompareBar } from "../components/saved-lists.tsx"
import { useSession } from "../components/session.ts"

/** §2 the layout: header, footer and mobile bottom bar around the routes inside it. */
export const Route = createFileRoute("/_layout")({ component: Layout })

function Layout() {
  const session = useSession()
  return (
    <OverlayProvider>
      <Header isAuth={session.isAuth} onSignOut={session.signOut} />
      <main className="mx-auto min-h-[60vh] max-w-7xl px-4 py-4">
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
