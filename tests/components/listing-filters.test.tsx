import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { CallFailed } from "#domain/failures.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import type { ListingFacets } from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import type { FacetsAnswer, FacetsData } from "#src/app/listing-facets.ts"
import { AppliedFilters, FilterPanel } from "#src/components/listing-filters.tsx"
import { filtersOf, searchOfFilters, validateListingSearch } from "#src/app/listing-search.ts"

// Issue 19 item 4 (ADR 034): the filter panel shows each choice with its count, toggles choices
// into the filters, keeps the last counts while new ones are read, and says why counts are missing.

afterEach(cleanup)

const FACETS: ListingFacets = {
  total: 11,
  brands: [{ slug: "sutradhar", name: "Sutradhar", count: 6 }, { slug: "khadi-kraft", name: "Khadi Kraft", count: 5 }],
  sizes: [{ value: "L", count: 6 }, { value: "M", count: 6 }, { value: "XS", count: 2 }, { value: "XXL", count: 0 }],
  colours: [{ value: "Teal", count: 3 }],
  attributes: [{ name: "Fabric", values: [{ value: "Rayon", count: 8 }, { value: "Viscose", count: 1 }] }],
  discounts: [{ atLeast: 10, count: 7 }, { atLeast: 20, count: 5 }, { atLeast: 60, count: 0 }],
  ratings: [{ atLeast: 4, count: 0 }, { atLeast: 3, count: 0 }],
  price: { min: 289, max: 2399 }
}

// A failed read as the API client rejects with it: the server's own sentence is what is said.
const UNREACHED = new CallFailed({ text: "Not Found", reason: new ServiceUnavailable({ message: "We could not reach Bazaar. Check your connection and try again." }) })

const dataOf = (answer: FacetsAnswer | Promise<FacetsAnswer>): FacetsData => ({ read: () => Promise.resolve(answer) })

const show = (ui: () => React.ReactNode) => {
  const router = createRouter({ routeTree: createRootRoute({ component: ui }), history: createMemoryHistory() })
  return render(<RouterProvider router={router} />)
}

describe("the filter panel", () => {
  it("lists each facet's choices with counts, sizes smallest first, hiding choices no product has", async () => {
    show(() => <FilterPanel prefix="t" data={dataOf({ ok: true, facets: FACETS })} chosen={{}} fixedBrand={false} onChange={() => {}} />)
    const size = await screen.findByRole("group", { name: "Size" })
    expect(within(size).getAllByRole("checkbox").map((box) => box.closest("label")!.textContent)).toEqual(["XS(2)", "M(6)", "L(6)"])
    expect(within(screen.getByRole("group", { name: "Brand" })).getByRole("checkbox", { name: /Sutradhar/ })).toBeTruthy()
    expect(within(screen.getByRole("group", { name: "Discount" })).queryByRole("radio", { name: /60% or more/ })).toBeNull()
    expect(screen.getByRole("radio", { name: /20% or more/ }).closest("label")!.textContent).toContain("(5)")
    // No product is rated: the rating filter is not offered.
    expect(screen.queryByRole("group", { name: "Customer rating" })).toBeNull()
    expect(screen.getByText("From ₹289 to ₹2,399")).toBeTruthy()
  })

  it("toggles a choice into the filters and out again", async () => {
    const changes: Array<ListingFilters> = []
    const chosen: ListingFilters = { size: ["M"], attrs: [{ name: "Fabric", values: ["Rayon"] }] }
    show(() => <FilterPanel prefix="t" data={dataOf({ ok: true, facets: FACETS })} chosen={chosen} fixedBrand={false} onChange={(next) => changes.push(next)} />)
    fireEvent.click(await screen.findByRole("checkbox", { name: /^L/ }))
    fireEvent.click(screen.getByRole("checkbox", { name: /^M/ }))
    fireEvent.click(screen.getByRole("checkbox", { name: /^Viscose/ }))
    fireEvent.click(screen.getByRole("radio", { name: /20% or more/ }))
    fireEvent.click(screen.getByRole("checkbox", { name: /Khadi Kraft/ }))
    expect(changes).toEqual([
      { ...chosen, size: ["M", "L"] },
      { ...chosen, size: undefined },
      { ...chosen, attrs: [{ name: "Fabric", values: ["Rayon", "Viscose"] }] },
      { ...chosen, discount: 20 },
      { ...chosen, brands: ["khadi-kraft"] }
    ])
  })

  it("says why the counts could not be read, with a way to try again", async () => {
    show(() => <FilterPanel prefix="t" data={dataOf({ ok: false, failure: UNREACHED })} chosen={{}} fixedBrand={false} onChange={() => {}} />)
    expect(await screen.findByText(/We could not reach Bazaar/)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })

  it("offers no brand filter on a brand's own listing", async () => {
    show(() => <FilterPanel prefix="t" data={dataOf({ ok: true, facets: FACETS })} chosen={{}} fixedBrand onChange={() => {}} />)
    await screen.findByRole("group", { name: "Size" })
    expect(screen.queryByRole("group", { name: "Brand" })).toBeNull()
  })
})

describe("the chosen filters", () => {
  it("are chips that each remove their filter, brands by name, and 'Clear all' removes them all", async () => {
    const changes: Array<ListingFilters> = []
    const chosen: ListingFilters = { brands: ["sutradhar"], size: ["M"], discount: 20, minPrice: 500, maxPrice: 999 }
    show(() => <AppliedFilters data={dataOf({ ok: true, facets: FACETS })} chosen={chosen} fixedBrand={false} onChange={(next) => changes.push(next)} />)
    fireEvent.click(await screen.findByRole("button", { name: "Remove filter Sutradhar" }))
    fireEvent.click(screen.getByRole("button", { name: "Remove filter Size M" }))
    fireEvent.click(screen.getByRole("button", { name: "Remove filter ₹500 to ₹999" }))
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }))
    await waitFor(() => expect(changes).toHaveLength(4))
    expect(changes).toEqual([
      { ...chosen, brands: undefined },
      { ...chosen, size: undefined },
      { ...chosen, minPrice: undefined, maxPrice: undefined },
      {}
    ])
  })
})

describe("the URL's filters", () => {
  it("are read with the API's schemas, a malformed one dropped, and written back the same", () => {
    const search = validateListingSearch({ brands: "sutradhar|khadi-kraft", size: 40, colour: "Teal", discount: 20, rating: 4, attrs: "Fabric:Rayon|Viscose", sort: "popular" })
    expect(search).toMatchObject({ brands: "sutradhar|khadi-kraft", size: "40", colour: "Teal", discount: 20, rating: 4, attrs: "Fabric:Rayon|Viscose", sort: "popular" })
    const filters = filtersOf(search)
    expect(filters).toMatchObject({ brands: ["sutradhar", "khadi-kraft"], size: ["40"], attrs: [{ name: "Fabric", values: ["Rayon", "Viscose"] }] })
    expect(searchOfFilters(filters)).toMatchObject({ brands: "sutradhar|khadi-kraft", size: "40", colour: "Teal", attrs: "Fabric:Rayon|Viscose" })
    expect(validateListingSearch({ discount: 15, rating: 5, attrs: "Fabric", brands: "Not A Slug", size: "" })).toEqual({})
  })
})
