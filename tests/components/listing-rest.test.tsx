import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, render, screen, waitFor } from "@testing-library/react"
import { createActor } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import { FIRST_CARDS } from "#domain/first-cards.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { Listing, type ListingPage, type ListingRestAnswer } from "#src/components/listing.tsx"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { listedProducts } from "#tests/support/listed-products.ts"

// Issue 36 item 3: a listing's first page brings the cards its first view draws; the listing reads
// the whole page in the browser and draws it, or says why it could not and offers to try again.

afterEach(cleanup)

const WHOLE = listedProducts(24)

const show = (result: ListingPage) => {
  const actors = {
    cart: createActor(cartMachine, { input: { items: [] } }).start(),
    wishlist: createActor(wishlistMachine, { input: { items: [] } }).start(),
    compare: createActor(compareMachine, { input: { items: [] } }).start(),
    productLists: { send: vi.fn() }
  }
  const ui = () => (
    <AppProvider value={{ actors } as unknown as AppServices}>
      <OverlayProvider>
        <Listing title="Men" result={result} search={{}} filters={false} />
      </OverlayProvider>
    </AppProvider>
  )
  const router = createRouter({ routeTree: createRootRoute({ component: ui }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
}


describe("a listing whose page brought its first cards only", () => {
  it("draws the first cards, then every card of the page once the whole page is read, reading it once", async () => {
    let answer: (value: ListingRestAnswer) => void = () => {}
    const read = vi.fn(() => new Promise<ListingRestAnswer>((resolve) => { answer = resolve }))
    show({ products: WHOLE.slice(0, FIRST_CARDS), page: 1, limit: 24, total: 38, rest: { read } })
    await screen.findByText("Kurta 1")
    expect(document.querySelectorAll("article")).toHaveLength(FIRST_CARDS)
    expect(screen.getByText("38 products")).toBeTruthy()
    answer({ ok: true, products: WHOLE })
    await waitFor(() => expect(document.querySelectorAll("article")).toHaveLength(24))
    expect(screen.getByText("Kurta 24")).toBeTruthy()
    expect(read).toHaveBeenCalledTimes(1)
  })

  it("keeps the first cards and says why the rest is missing, with a way to try again", async () => {
    show({ products: WHOLE.slice(0, FIRST_CARDS), page: 1, limit: 24, total: 38, rest: { read: async () => ({ ok: false }) } })
    expect(await screen.findByText("The rest of this page's products could not be loaded.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
    expect(document.querySelectorAll("article")).toHaveLength(FIRST_CARDS)
  })

  it("reads nothing more for a whole page", async () => {
    show({ products: WHOLE, page: 1, limit: 24, total: 24 })
    await screen.findByText("Kurta 1")
    await waitFor(() => expect(document.querySelectorAll("article")).toHaveLength(24))
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull()
  })
})
