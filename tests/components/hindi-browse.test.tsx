import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createActor, setup } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { CatalogueSuggestions } from "#domain/catalogue-suggestions.ts"
import { Id } from "#domain/common.ts"
import { CallFailed, Unreachable } from "#domain/failures.ts"
import type { ListingFacets } from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import type { FacetsAnswer, FacetsData } from "#src/app/listing-facets.ts"
import { AppliedFilters, FilterPanel } from "#src/components/listing-filters.tsx"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { lazyApiRuntime } from "#src/app/runtime.ts"
import type { BootPayload } from "#src/app/shop.ts"
import SearchSuggestionsPanel from "#src/components/search-suggestions-panel.tsx"
import { renderFirstView } from "#src/first-view.server.tsx"
import { useTexts } from "#src/i18n/i18n.tsx"
import { browseTexts } from "#src/i18n/texts/browse.ts"
import { DidYouMean } from "#src/routes/_bare/-components/did-you-mean.tsx"
import { inHindi } from "#tests/support/in-hindi.tsx"
import { testShop } from "#tests/support/test-shop.ts"

// Issue 39: searching and browsing in Hindi on a Hindi page (the search page, the categories' page
// for phones, the search box's suggestions, "Did you mean", the results' and a brand's titles); the
// catalogue's names as the shop entered them.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const category = { _id: id(1), name: "Women", slugUrl: "women", status: true, superCategory: "Clothing", superCategoryId: id(9), desktopImage: "/images/w.jpg" }
const superCategory = { _id: id(9), name: "Clothing", slugUrl: "clothing", status: true, showProducts: true, desktopImage: "/images/c.jpg" }
const BOOT = { catalogue: { categories: [category], superCategories: [superCategory] } } as unknown as BootPayload

/** A screen as the server draws it for an address, parsed. */
const drawn = async (path: string): Promise<Document> => {
  const { html } = await renderFirstView(path, BOOT, "https://seller.example")
  expect(html).not.toBeNull()
  return new DOMParser().parseFromString(html!, "text/html")
}

describe("browsing in Hindi", () => {
  it("titles the search page and says how to search in Hindi", async () => {
    const page = await drawn("/hi/searchproductpage")
    expect(page.querySelector("h1")?.textContent).toBe("Bazaar पर खोजें")
    expect(page.body.textContent).toContain("सुझाव देखने के लिए सर्च बॉक्स में कम से कम दो अक्षर लिखें, या कोई श्रेणी देखें।")
    expect(page.body.textContent).not.toContain("Type at least two letters")
    expect((await drawn("/searchproductpage")).querySelector("h1")?.textContent).toBe("Search Bazaar")
  })

  it("titles the phone's categories page in Hindi", async () => {
    const page = await drawn("/hi/mobcategory")
    expect(page.querySelector("h1")?.textContent).toBe("श्रेणियाँ")
    expect((await drawn("/mobcategory")).querySelector("h1")?.textContent).toBe("Categories")
  })

  it("titles a search's results and a brand's listing in Hindi, in English as before", async () => {
    function Titles() {
      const { t } = useTexts(browseTexts)
      return <><h1>{t("browse.resultsFor", { text: "saree" })}</h1><h2>{t("browse.brandIn", { brand: "Biba", category: "Women" })}</h2></>
    }
    render(await inHindi(<Titles />))
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("“saree” के नतीजे")
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Women में Biba")
    cleanup()
    render(<Titles />)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Results for “saree”")
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Biba in Women")
  })

  it("asks 'Did you mean' in Hindi, the queries as links where the sentence puts them", async () => {
    const closest = Promise.resolve(["saree", "sari", "shirt"])
    const draw = async (hindi: boolean) => {
      const router = createRouter({ routeTree: createRootRoute({ component: () => <DidYouMean closest={closest} /> }), history: createMemoryHistory() })
      render(hindi ? await inHindi(<RouterProvider router={router} />) : <RouterProvider router={router} />)
      return (await screen.findByRole("link", { name: "saree" })).closest("p")!
    }
    const hindi = await draw(true)
    expect(hindi.textContent).toBe("क्या आप saree, sari या shirt खोज रहे थे?")
    expect(within(hindi).getAllByRole("link").map((link) => link.textContent)).toEqual(["saree", "sari", "shirt"])
    cleanup()
    expect((await draw(false)).textContent).toBe("Did you mean saree, sari or shirt?")
  })

  it("groups the search box's suggestions under Hindi headings, the catalogue's names as entered", async () => {
    const ANSWER: CatalogueSuggestions = {
      products: [{ _id: id(3), name: "Khadi Kraft Rayon Kurti", slugUrl: "khadi-kraft-rayon-kurti", brand: "Khadi Kraft", image: "", price: 929, mrp: 1099 }],
      brands: [{ _id: id(4), name: "Khadi Kraft", slugUrl: "khadi-kraft", image: "", category: "Women", categorySlugUrl: "women" }]
    }
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ success: true, ...ANSWER }), { headers: { "content-type": "application/json" } }))
    const list = <T,>(resource: string, items: ReadonlyArray<T>) => createActor(setup({}).createMachine({ context: { resource, items } })).start()
    const services = {
      runtime: lazyApiRuntime((input, init) => fetch(input, init)),
      shop: testShop(),
      actors: {
        catalogue: {
          superCategories: list("superCategories", [superCategory]),
          categories: list("categories", [category]),
          subCategories: list("subCategories", []),
          categoryTags: list("categoryTags", [])
        }
      }
    } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><SearchSuggestionsPanel id="s" text="wom" open onPick={() => {}} onShown={() => {}} /></AppProvider>))
    const panel = screen.getByRole("region", { name: "खोज के सुझाव" })
    expect(within(panel).getByRole("heading", { name: "श्रेणियाँ" })).toBeTruthy()
    expect(within(panel).getByText("Clothing में")).toBeTruthy()
    expect(await within(panel).findByRole("heading", { name: "प्रोडक्ट" }, { timeout: 5000 })).toBeTruthy()
    expect(within(panel).getByRole("heading", { name: "ब्रांड" })).toBeTruthy()
    expect(within(panel).getByText("Women में")).toBeTruthy()
    expect(within(panel).getByText("15% की छूट")).toBeTruthy()
    expect(within(panel).queryByRole("heading", { name: "Categories" })).toBeNull()
  })
  it("suggests a category by its Hindi name, shown in Hindi with its super category's Hindi name", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ success: true, products: [], brands: [] }), { headers: { "content-type": "application/json" } }))
    const list = <T,>(resource: string, items: ReadonlyArray<T>) => createActor(setup({}).createMachine({ context: { resource, items } })).start()
    const services = {
      runtime: lazyApiRuntime((input, init) => fetch(input, init)),
      shop: testShop(),
      actors: {
        catalogue: {
          superCategories: list("superCategories", [{ ...superCategory, nameHi: "कपड़े" }]),
          categories: list("categories", [{ ...category, nameHi: "महिलाएँ" }]),
          subCategories: list("subCategories", []),
          categoryTags: list("categoryTags", [])
        }
      }
    } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><SearchSuggestionsPanel id="s" text="महिला" open onPick={() => {}} onShown={() => {}} /></AppProvider>))
    const panel = screen.getByRole("region", { name: "खोज के सुझाव" })
    const link = within(panel).getByRole("link", { name: /महिलाएँ/ })
    expect(link.getAttribute("href")).toBe("/search/clothing/women")
    expect(within(link).getByText("कपड़े में")).toBeTruthy()
  })
})

describe("a listing's filters in Hindi", () => {
  const FACETS: ListingFacets = {
    total: 11,
    brands: [{ slug: "sutradhar", name: "Sutradhar", count: 6 }],
    sizes: [{ value: "M", count: 6 }],
    colours: [{ value: "Teal", count: 3 }],
    attributes: [],
    discounts: [{ atLeast: 20, count: 5 }],
    ratings: [{ atLeast: 4, count: 2 }],
    price: { min: 289, max: 2399 }
  }
  const dataOf = (answer: FacetsAnswer): FacetsData => ({ read: () => Promise.resolve(answer) })
  const inRouter = (ui: () => React.ReactNode) =>
    <RouterProvider router={createRouter({ routeTree: createRootRoute({ component: ui }), history: createMemoryHistory() })} />
  const ENGLISH = /Brand|Price|Size|Discount|Customer rating|Colour|Any|or more|& above|From ₹|Under|and above|Show all|Clear all|Remove filter|Try again|We could not/

  it("names the panel's groups and choices in Hindi, the brands and colours as the shop wrote them", async () => {
    const { container } = render(await inHindi(inRouter(() => <FilterPanel prefix="t" data={dataOf({ ok: true, facets: FACETS })} chosen={{}} fixedBrand={false} onChange={() => {}} />)))
    expect(await screen.findByRole("group", { name: "ब्रांड" }, { timeout: 5000 })).toBeTruthy()
    for (const name of ["कीमत", "साइज़", "छूट", "ग्राहक रेटिंग", "रंग"]) expect(screen.getByRole("group", { name })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "कोई भी कीमत" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: /^₹500 से ₹999 तक/ })).toBeTruthy()
    expect(screen.getByRole("radio", { name: /^₹500 से कम/ })).toBeTruthy()
    expect(screen.getByRole("radio", { name: /^₹10,000 और उससे ज़्यादा/ })).toBeTruthy()
    expect(screen.getByRole("radio", { name: /^20% या ज़्यादा/ })).toBeTruthy()
    expect(screen.getByRole("radio", { name: /^4★ और ज़्यादा/ })).toBeTruthy()
    expect(screen.getByText("₹289 से ₹2,399 तक")).toBeTruthy()
    expect(screen.getByRole("checkbox", { name: /Sutradhar/ })).toBeTruthy()
    expect(screen.getByRole("checkbox", { name: /Teal/ })).toBeTruthy()
    expect(container.textContent).not.toMatch(ENGLISH)
  })

  it("says why the counts could not be read in Hindi, with a way to try again", async () => {
    const unreached = new CallFailed({ text: "Not Found", reason: new Unreachable({ detail: "offline" }) })
    const { container } = render(await inHindi(inRouter(() => <FilterPanel prefix="t" data={dataOf({ ok: false, failure: unreached })} chosen={{}} fixedBrand={false} onChange={() => {}} />)))
    expect(await screen.findByText("हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।", {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy()
    expect(container.textContent).not.toMatch(ENGLISH)
  })

  it("names the chosen filters' chips in Hindi, and each still removes its filter", async () => {
    const changes: Array<ListingFilters> = []
    const chosen: ListingFilters = { size: ["M"], discount: 20, rating: 4, minPrice: 500, maxPrice: 999, colour: ["Teal"] }
    const { container } = render(await inHindi(inRouter(() => <AppliedFilters data={dataOf({ ok: true, facets: FACETS })} chosen={chosen} fixedBrand={false} onChange={(next) => changes.push(next)} />)))
    const chips = await screen.findByRole("list", { name: "चुने गए फ़िल्टर" }, { timeout: 5000 })
    expect(within(chips).getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual([
      "फ़िल्टर हटाएँ: ₹500 से ₹999 तक", "फ़िल्टर हटाएँ: साइज़ M", "फ़िल्टर हटाएँ: 20% या ज़्यादा", "फ़िल्टर हटाएँ: 4★ और ज़्यादा", "फ़िल्टर हटाएँ: Teal", "सभी हटाएँ"
    ])
    fireEvent.click(screen.getByRole("button", { name: "फ़िल्टर हटाएँ: साइज़ M" }))
    fireEvent.click(screen.getByRole("button", { name: "सभी हटाएँ" }))
    await waitFor(() => expect(changes).toEqual([{ ...chosen, size: undefined }, {}]))
    expect(container.textContent).not.toMatch(ENGLISH)
  })

  it("keeps the chips' English on an English page", async () => {
    const chosen: ListingFilters = { discount: 20, rating: 4, minPrice: 10000 }
    render(inRouter(() => <AppliedFilters data={dataOf({ ok: true, facets: FACETS })} chosen={chosen} fixedBrand={false} onChange={() => {}} />))
    const chips = await screen.findByRole("list", { name: "Chosen filters" })
    expect(within(chips).getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual([
      "Remove filter ₹10,000 and above", "Remove filter 20% or more", "Remove filter 4★ & above", "Clear all"
    ])
  })
})
