import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { addItem } from "#domain/cart.ts"
import type { AppServices } from "#src/app/app-context.tsx"
import { fixtureProduct } from "#domain/cart.fixtures.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"
import { memoryStorage } from "#tests/support/memory-storage.ts"
import { testShop } from "#tests/support/test-shop.ts"

// Issue 36 item 1, ADR 059: the mini-cart's code is not in the start-up. The drawer is loaded when it
// first opens; once its code is here (fetched as the shopper nears the cart button) a tap draws it in
// the tap's own render, never an empty frame first. Each case loads the app's modules afresh, as a
// page does: nothing of the drawer loaded yet.

withModalDialogs()
beforeEach(() => { vi.resetModules() })
afterEach(cleanup)

/** A page's cart button and drawer, from modules loaded afresh, and its `preloadMiniCart`. */
const freshPage = async (): Promise<{ readonly ui: ReactNode; readonly preloadMiniCart: () => Promise<void> }> => {
  const { createMemoryHistory, createRootRoute, createRouter, RouterProvider } = await import("@tanstack/react-router")
  const { AppProvider } = await import("#src/app/app-context.tsx")
  const { makeBrowserStorage } = await import("#src/app/storage.ts")
  const { CartButton } = await import("#src/components/header.tsx")
  const { MiniCartDrawer, preloadMiniCart } = await import("#src/components/modals.tsx")
  const { OverlayProvider } = await import("#src/components/overlays.tsx")
  const [line] = addItem([], fixtureProduct(1, 400, 500))
  const services = {
    actors: { cart: createActor(cartMachine, { input: { items: [line!] } }).start() },
    storage: makeBrowserStorage(memoryStorage(), (work) => work()),
    shop: testShop()
  } as unknown as AppServices
  const page = () => (
    <AppProvider value={services}>
      <OverlayProvider>
        <CartButton />
        <MiniCartDrawer />
      </OverlayProvider>
    </AppProvider>
  )
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  return { ui: <RouterProvider router={router} />, preloadMiniCart }
}

describe("the mini-cart drawer", () => {
  it("is not drawn before it is opened; a tap before its code has come shows it once the code is here", async () => {
    const page = await freshPage()
    render(page.ui)
    const cart = await screen.findByRole("button", { name: /^Cart, / })
    expect(screen.queryByRole("dialog")).toBeNull()
    fireEvent.click(cart)
    expect(await screen.findByRole("dialog", { name: "Cart" })).toBeTruthy()
    expect(screen.getByText("Netpayable")).toBeTruthy()
  })

  it("once its code is here (the pointer neared the button), is drawn by the tap's own render", async () => {
    const page = await freshPage()
    render(page.ui)
    const cart = await screen.findByRole("button", { name: /^Cart, / })
    await page.preloadMiniCart()
    act(() => { fireEvent.click(cart) })
    // No waiting: the render the tap caused already holds the drawer and its totals.
    expect(screen.getByRole("dialog", { name: "Cart" })).toBeTruthy()
    expect(screen.getByText("Netpayable")).toBeTruthy()
  })
})
