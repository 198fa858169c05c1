import { createContext, type ReactNode, useContext, useMemo, useState } from "react"
import { type CartProduct, cartProductOf } from "#domain/cart.ts"
import { useApp } from "../app/app-context.tsx"

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

/** Adds one unit of a pack-size option to the cart and shows 'Added to cart Successfully!'. */
export const useAddToCart = () => {
  const { actors } = useApp()
  const overlays = useOverlays()
  return (product: Parameters<typeof cartProductOf>[0], packSize: Parameters<typeof cartProductOf>[1], option: Parameters<typeof cartProductOf>[2]) => {
    const line = cartProductOf(product, packSize, option)
    actors.cart.send({ type: "cart.add", product: line })
    overlays.showAdded(line)
  }
}
