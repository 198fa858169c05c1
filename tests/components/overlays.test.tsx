import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { CartProduct } from "#domain/cart.ts"
import { OverlayProvider, useOverlayActions, useOverlays } from "#src/components/overlays.tsx"

// Issue 36 item 5: opening an overlay re-renders the overlays, not every product card behind them
// (each card's 'Add to cart' reads the actions only).

afterEach(cleanup)

describe("the overlays' two contexts", () => {
  it("re-renders a component that reads only the actions never, and one that reads what is open on each change", () => {
    const renders = { actions: 0, state: 0 }
    function Card() {
      const { showAdded } = useOverlayActions()
      renders.actions++
      return <button type="button" onClick={() => showAdded({ packSizeOptionName: "Blue" } as CartProduct)}>Add to cart</button>
    }
    function Modal() {
      const { added, close, openMiniCart, miniCart } = useOverlays()
      renders.state++
      return (
        <>
          <p data-testid="open">{added === null ? (miniCart ? "mini-cart" : "none") : added.packSizeOptionName}</p>
          <button type="button" onClick={openMiniCart}>Cart</button>
          <button type="button" onClick={close}>Close</button>
        </>
      )
    }
    render(<OverlayProvider><Card /><Modal /></OverlayProvider>)
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }))
    expect(screen.getByTestId("open").textContent).toBe("Blue")
    act(() => { fireEvent.click(screen.getByRole("button", { name: "Cart" })) })
    expect(screen.getByTestId("open").textContent).toBe("mini-cart")
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.getByTestId("open").textContent).toBe("none")
    expect(renders).toEqual({ actions: 1, state: 4 })
  })
})
