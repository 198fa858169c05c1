import { createContext, type ReactNode, useContext, useMemo, useState } from "react"
import type { CartProduct } from "#domain/cart.ts"

/** Which overlay is open: the mini-cart drawer, the mobile menu, the added-to-cart modal. View state only. */
interface Overlays {
  readonly miniCart: boolean
  readonly menu: boolean
  readonly added: CartProduct | null
  readonly openMiniCart: () => void
  readonly openMenu: () => void
  readonly showAdded: (product: CartProduct) => void
  readonly close: () => void
}

const OverlayContext = createContext<Overlays | null>(null)

export function OverlayProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<{ miniCart: boolean; menu: boolean; added: CartProduct | null }>({
    miniCart: false,
    menu: false,
    added: null
  })
  const value = useMemo<Overlays>(() => ({
    ...state,
    openMiniCart: () => setState({ miniCart: true, menu: false, added: null }),
    openMenu: () => setState({ miniCart: false, menu: true, added: null }),
    showAdded: (product) => setState({ miniCart: false, menu: false, added: product }),
    close: () => setState({ miniCart: false, menu: false, added: null })
  }), [state])
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>
}

export const useOverlays = (): Overlays => {
  const overlays = useContext(OverlayContext)
  if (overlays === null) throw new Error("useOverlays outside OverlayProvider")
  return overlays
}
