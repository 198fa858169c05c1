import { useNavigate } from "@tanstack/react-router"
import { createContext, type ReactNode, useContext, useMemo, useState } from "react"
import { type CartProduct, cartProductOf, type MoreRefusal, moreRefusal } from "#domain/cart.ts"
import { afterNextPaint } from "../app/after-paint.ts"
import { useApp } from "../app/app-context.tsx"

/** Which overlay is open: the mini-cart drawer, the mobile menu, the added-to-cart modal. View state only. */
interface OverlayState {
  readonly miniCart: boolean
  readonly menu: boolean
  readonly added: CartProduct | null
  /** Why the product shown in the modal was not added (its stock is all in the cart), or null: the modal says it in the page's language. */
  readonly refusal: MoreRefusal | null
}

/** What opens and closes them: the same functions for the page's whole life. */
interface OverlayActions {
  readonly openMiniCart: () => void
  readonly openMenu: () => void
  readonly showAdded: (product: CartProduct, refusal?: MoreRefusal | null) => void
  readonly close: () => void
}

type Overlays = OverlayState & OverlayActions

// Two contexts (issue 36 item 5): what is open changes on every tap that opens something, and the
// components that only open things (every product card's 'Add to cart', the header's buttons) read
// the actions alone, so a tap re-renders the overlays, not the page of cards behind them.
const OverlayStateContext = createContext<OverlayState | null>(null)
const OverlayActionsContext = createContext<OverlayActions | null>(null)

const CLOSED: OverlayState = { miniCart: false, menu: false, added: null, refusal: null }

export function OverlayProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<OverlayState>(CLOSED)
  const actions = useMemo<OverlayActions>(() => ({
    openMiniCart: () => setState({ ...CLOSED, miniCart: true }),
    openMenu: () => setState({ ...CLOSED, menu: true }),
    showAdded: (product, refusal = null) => setState({ ...CLOSED, added: product, refusal }),
    close: () => setState(CLOSED)
  }), [])
  return (
    <OverlayActionsContext.Provider value={actions}>
      <OverlayStateContext.Provider value={state}>{children}</OverlayStateContext.Provider>
    </OverlayActionsContext.Provider>
  )
}

/** The functions that open and close the overlays; a component reading only these is not re-rendered when one opens. */
export const useOverlayActions = (): OverlayActions => {
  const actions = useContext(OverlayActionsContext)
  if (actions === null) throw new Error("useOverlayActions outside OverlayProvider")
  return actions
}

/** What is open, and the functions: for the overlays themselves. */
export const useOverlays = (): Overlays => {
  const state = useContext(OverlayStateContext)
  const actions = useOverlayActions()
  if (state === null) throw new Error("useOverlays outside OverlayProvider")
  return { ...state, ...actions }
}

/**
 * Adds one unit of a pack-size option to the cart and shows 'Added to cart Successfully!', or, when
 * the cart already holds all the stock shown (domain `moreRefusal`), says so and adds nothing.
 */
export const useAddToCart = () => {
  const { actors } = useApp()
  const overlays = useOverlayActions()
  return (...chosen: Parameters<typeof cartProductOf>) => {
    const line = cartProductOf(...chosen)
    const inCart = actors.cart.getSnapshot().context.CartItems.find((item) => item.AttributeId === line.AttributeId)
    const refusal = inCart === undefined ? undefined : moreRefusal({ ...inCart, ...(line.availablestock === undefined ? {} : { availablestock: line.availablestock }) })
    actors.cart.send({ type: "cart.add", product: line })
    const show = () => overlays.showAdded(line, refusal ?? null)
    // Added: the cart's count in the header and the bottom bar answers the tap, painted before the
    // confirmation opens. Refused: the message is the answer, shown at once.
    if (refusal === undefined) afterNextPaint(show)
    else show()
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
