import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createActor } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ListingFacets } from "#domain/listing-facets.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { Listing } from "#src/components/listing.tsx"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"
import { listedProducts } from "#tests/support/listed-products.ts"

// Issue 36 item 5: a tap answers with what it changed, not by drawing the listing again. Opening the
// phone's filters draws the drawer, not the page's cards; a filter chosen shows at once, and the
// router reads the listing it asks for after that paint.

withModalDialogs()
afterEach(cleanup)

const FACETS: ListingFacets = {
  total: 24,
  brands: [{ slug: "sutradhar", name: "Sutradhar", count: 6 }],
  sizes: [{ value: "M", count: 6 }],
  colours: [],
  attributes: [],
  discounts: [],
  ratings: [],
  price: { min: 289, max: 2399 }
}

const show = () => {
  const actors = {
    cart: createActor(cartMachine, { input: { items: [] } }).start(),
    wishlist: createActor(wishlistMachine, { input: { items: [] } }).start(),
    compare: createActor(compareMachine, { input: { items: [] } }).start(),
    productLists: { send: vi.fn() }
  }
  // Every component that reads the app's actors (each product card does) counts here when it renders.
  const reads = { actors: 0 }
  const services = { get actors() { reads.actors++; return actors } } as unknown as AppServices
  const ui = () => (
    <AppProvider value={services}>
      <OverlayProvider>
        <Listing title="Men" result={{ products: listedProducts(24), page: 1, limit: 24, total: 24 }} search={{}}
          facets={{ read: () => Promise.resolve({ ok: true, facets: FACETS }) }} />
      </OverlayProvider>
    </AppProvider>
  )
  const router = createRouter({ routeTree: createRootRoute({ component: ui }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  return { reads, router }
}

describe("a listing's taps", () => {
  it("opens the phone's filters without drawing a product card again", async () => {
    const { reads } = show()
    await waitFor(() => expect(document.querySelectorAll("article")).toHaveLength(24))
    const before = reads.actors
    fireEvent.click(screen.getByRole("button", { name: "Filters" }))
    const drawer = await screen.findByRole("dialog", { name: "Filters" })
    await within(drawer).findByRole("group", { name: "Size" })
    expect(reads.actors).toBe(before)
  })

  it("shows a filter chosen at once, and asks for its listing after the next paint", async () => {
    const { router } = show()
    fireEvent.click(await screen.findByRole("button", { name: "Filters" }))
    const drawer = await screen.findByRole("dialog", { name: "Filters" })
    const medium = within(await within(drawer).findByRole("group", { name: "Size" })).getByRole("checkbox", { name: /M/ }) as HTMLInputElement
    fireEvent.click(medium)
    expect(medium.checked).toBe(true)
    expect(screen.getByRole("button", { name: "Filters (1)" })).toBeTruthy()
    expect(router.state.location.searchStr).toBe("")
    await waitFor(() => expect(router.state.location.searchStr).toContain("size="))
  })
})
