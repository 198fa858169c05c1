import { createFileRoute, Outlet } from "@tanstack/react-router"
import { BottomBar } from "../components/bottom-bar.tsx"
import { Footer } from "../components/footer.tsx"
import { Header } from "../components/header.tsx"
import { MiniCart } from "../components/mini-cart.tsx"
import { AddedToCartModal, QuickViewModal } from "../components/modals.tsx"
import { OverlayProvider } from "../components/overlays.tsx"

// The authentication actor arrives with sign-in (issue 4); until then every visitor is signed out.
const SIGNED_OUT = { isAuth: false, signOut: () => {} }

/** §2 the layout: header, footer and mobile bottom bar around the routes inside it. */
export const Route = createFileRoute("/_layout")({
  component: () => (
    <OverlayProvider>
      <Header isAuth={SIGNED_OUT.isAuth} onSignOut={SIGNED_OUT.signOut} />
      <main className="mx-auto min-h-[60vh] max-w-7xl px-4 py-4">
        <Outlet />
      </main>
      <Footer isAuth={SIGNED_OUT.isAuth} onSignOut={SIGNED_OUT.signOut} />
      <BottomBar isAuth={SIGNED_OUT.isAuth} />
      <MiniCart />
      <AddedToCartModal />
      <QuickViewModal />
    </OverlayProvider>
  )
})
