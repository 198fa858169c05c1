import { useNavigate } from "@tanstack/react-router"
import { createContext, type ReactNode, useContext, useMemo, useState } from "react"
import { type CartProduct, cartProductOf, moreRefusal } from "#domain/cart.ts"
import { useApp } from "../app/app-context.tsx"

/** Which overlay is open: the mini-cart drawer, the mobile menu, the added-to-cart modal. View state only. */
interface Overlays {
  readonly miniCart: boolean
  readonly menu: boolean
  readonly added: CartProduct | null
  /** Why the product shown in the modal was not added (its stock is all in the cart), or null. */
  readonly refusal: string | null
  readonly openMiniCart: () => void
  readonly openMenu: () => void
  readonly showAdded: (product: CartProduct, refusal?: string | null) => void
  readonly close: () => void
}

const OverlayContext = createContext<Overlays | null>(null)

export function OverlayProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<{ miniCart: boolean; menu: boolean; added: CartProduct | null; refusal: string | null }>({
    miniCart: false,
    menu: false,
    added: null,
    refusal: null
  })
  const value = useMemo<Overlays>(() => ({
    ...state,
    openMiniCart: () => setState({ miniCart: true, menu: false, added: null, refusal: null }),
    openMenu: () => setState({ miniCart: false, menu: true, added: null, refusal: null }),
    showAdded: (product, refusal = null) => setState({ miniCart: false, menu: false, added: product, refusal }),
    close: () => setState({ miniCart: false, menu: false, added: null, refusal: null })
  }), [state])
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>
}

export const useOverlays = (): Overlays => {
  const overlays = useContext(OverlayContext)
  if (overlays === null) throw new Error("useOverlays outside OverlayProvider")
  return overlays
}

/**
 * Adds one unit of a pack-size option to the cart and shows 'Added to cart Successfully!', or, when
 * the cart already holds all the stock shown (domain `moreRefusal`), says so and adds nothing.
 */
export const useAddToCart = () => {
  const { actors } = useApp()
  const overlays = useOverlays()
  return (...chosen: Parameters<typeof cartProductOf>) => {
    const line = cartProductOf(...chosen)
    const inCart = actors.cart.getSnapshot().context.CartItems.find((item) => item.AttributeId === line.AttributeId)
    const refusal = inCart === undefined ? undefined : moreRefusal({ ...inCart, ...(line.availablestock === undefined ? {} : { availablestock: line.availablestock }) })
    actors.cart.send({ type: "cart.add", product: line })
    overlays.showAdded(line, refusal ?? null)
  }
}

/**
 * Buy now (issue 19 item 8): the option goes into the cart, once (a second Buy now does not add
 * another), and the shopper goes straight to /check-out, with no 'Added to cart' modal between.
 */
export const useBuyNow = () => {
  const { actors } = useApp()
  const navigate = useNavigate()
  return (...chosen: Parameters<typeof cartProductOf>) => {
    const line = cartProductOf(...chosen)
    const inCart = actors.cart.getSnapshot().context.CartItems.some((item) => item.AttributeId === line.AttributeId)
    if (!inCart) actors.cart.send({ type: "cart.add", product: line })
    void navigate({ to: "/check-out" })
  }
}
