import type { ReactNode } from "react"
import { BottomBar } from "./bottom-bar.tsx"
import { Footer } from "./footer.tsx"
import { Header } from "./header.tsx"
import { MiniCartDrawer, ShopModals } from "./modals.tsx"
import { OfflineBanner } from "./offline.tsx"
import { OverlayProvider } from "./overlays.tsx"
import { CompareBar } from "./saved-lists.tsx"
import { useSession } from "./session.ts"
import { MAIN_ID, SkipLink } from "./skip-link.tsx"

/**
 * §2 the layout: header (with the search), footer and mobile bottom bar around a screen. The
 * routes inside the layout are drawn in it, and so is the not-found screen (issue 33: an unknown
 * address showed a bare message, without the header or the search).
 */
export function ShopLayout({ children }: { readonly children: ReactNode }) {
  const session = useSession()
  return (
    <OverlayProvider>
      <SkipLink />
      <Header isAuth={session.isAuth} onSignOut={session.signOut} />
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto min-h-[60vh] max-w-7xl px-4 py-4 outline-none">
        {children}
      </main>
      <Footer isAuth={session.isAuth} onSignOut={session.signOut} />
      <BottomBar isAuth={session.isAuth} />
      <MiniCartDrawer />
      <ShopModals />
      <CompareBar />
    </OverlayProvider>
  )
}
