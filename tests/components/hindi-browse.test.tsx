import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, render, screen, within } from "@testing-library/react"
import { createActor, setup } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { CatalogueSuggestions } from "#domain/catalogue-suggestions.ts"
import { Id } from "#domain/common.ts"
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
      actors: { catalogue: { categories: list("categories", [category]), subCategories: list("subCategories", []), categoryTags: list("categoryTags", []) } }
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
})
