import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, render, screen, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { createActor, setup } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Category, CategoryTag, SubCategory, SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import type { Product } from "#domain/product.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import type { BootPayload } from "#src/app/shop.ts"
import { Listing } from "#src/components/listing.tsx"
import { type ListingParent, parentsOfCategory, parentsOfSubCategory, parentsOfTag } from "#src/components/listing-subtitle.tsx"
import { WishlistButton } from "#src/components/saved-lists.tsx"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { renderFirstView } from "#src/first-view.server.tsx"
import { inHindi } from "#tests/support/in-hindi.tsx"
import { listedProduct } from "#tests/support/listed-products.ts"

// Issue 39: the admin's Hindi names of products and categories, shown on a Hindi page when present
// (marked lang="hi"), the shop's English name otherwise; English pages exactly as before.

afterEach(cleanup)

const kurta: Product = { ...listedProduct(1), name: "Khadi Kraft Handloom Kurta", nameHi: "खादी क्राफ़्ट हैंडलूम कुर्ता" }
const untranslated: Product = { ...listedProduct(2), name: "Urban Patang Printed Top" }

/** A listing of the two products, drawn through `wrap` (as is: English; `inHindi`: a Hindi page). */
const show = async (wrap: (ui: ReactNode) => Promise<ReactNode>) => {
  const actors = {
    cart: createActor(cartMachine, { input: { items: [] } }).start(),
    wishlist: createActor(wishlistMachine, { input: { items: [] } }).start(),
    compare: createActor(compareMachine, { input: { items: [] } }).start(),
    productLists: { send: vi.fn() }
  }
  const listing = await wrap(
    <AppProvider value={{ actors } as unknown as AppServices}>
      <OverlayProvider>
        <Listing title="Women" titleHi="महिलाएँ" result={{ products: [kurta, untranslated], page: 1, limit: 24, total: 2 }} search={{}} filters={false} />
      </OverlayProvider>
    </AppProvider>
  )
  const router = createRouter({ routeTree: createRootRoute({ component: () => listing }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  await screen.findAllByRole("article")
}

const card = (index: number) => within(screen.getAllByRole("article")[index]!)

describe("the catalogue's Hindi names on a Hindi page", () => {
  it("titles a listing and names a product card in Hindi where the admin gave a Hindi name, marked lang hi", async () => {
    await show(inHindi)
    const title = screen.getByRole("heading", { level: 1 })
    expect(title.textContent).toBe("महिलाएँ")
    expect(title.getAttribute("lang")).toBe("hi")
    const name = card(0).getByRole("heading", { level: 3 })
    expect(name.textContent).toBe("खादी क्राफ़्ट हैंडलूम कुर्ता")
    expect(name.getAttribute("lang")).toBe("hi")
    expect(card(0).getByRole("img").getAttribute("alt")).toBe("खादी क्राफ़्ट हैंडलूम कुर्ता")
    // The card's quick view button is named with the Hindi name too.
    expect(card(0).getAllByRole("button").some((b) => b.getAttribute("aria-label")?.includes("खादी क्राफ़्ट हैंडलूम कुर्ता"))).toBe(true)
    expect(screen.queryByText("Khadi Kraft Handloom Kurta")).toBeNull()
    expect(screen.queryByText("Women")).toBeNull()
  })

  it("keeps the shop's own name for a product without a Hindi name, without a lang of its own", async () => {
    await show(inHindi)
    const name = card(1).getByRole("heading", { level: 3 })
    expect(name.textContent).toBe("Urban Patang Printed Top")
    expect(name.hasAttribute("lang")).toBe(false)
  })

  it("shows the English names on an English page, as before", async () => {
    await show(async (ui) => ui)
    const title = screen.getByRole("heading", { level: 1 })
    expect(title.textContent).toBe("Women")
    expect(title.hasAttribute("lang")).toBe(false)
    expect(card(0).getByRole("heading", { level: 3 }).textContent).toBe("Khadi Kraft Handloom Kurta")
    expect(card(0).getByRole("heading", { level: 3 }).hasAttribute("lang")).toBe(false)
    expect(screen.getByRole("button", { name: "Quick view of Khadi Kraft Handloom Kurta" })).toBeTruthy()
    expect(screen.queryByText("खादी क्राफ़्ट हैंडलूम कुर्ता")).toBeNull()
  })
})

describe("the saved lists' buttons on a Hindi page", () => {
  it("name the product by its Hindi name, where the shop gave one, for the wishlist and compare", async () => {
    await show(inHindi)
    expect(card(0).getByRole("button", { name: "खादी क्राफ़्ट हैंडलूम कुर्ता को विशलिस्ट में जोड़ें" })).toBeTruthy()
    expect(card(0).getByRole("checkbox", { name: "खादी क्राफ़्ट हैंडलूम कुर्ता की तुलना करें" })).toBeTruthy()
    expect(card(1).getByRole("button", { name: "Urban Patang Printed Top को विशलिस्ट में जोड़ें" })).toBeTruthy()
    const labels = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? "")
    expect(labels.filter((label) => label.includes("Khadi Kraft Handloom Kurta"))).toEqual([])
  })

  it("name it the product page's way too (the text button)", async () => {
    const actors = { wishlist: createActor(wishlistMachine, { input: { items: [] } }).start() }
    const page = await inHindi(<AppProvider value={{ actors } as unknown as AppServices}><WishlistButton product={kurta} variant="text" /></AppProvider>)
    render(<>{page}</>)
    expect((await screen.findByRole("button")).getAttribute("aria-label")).toBe("विशलिस्ट में जोड़ें: खादी क्राफ़्ट हैंडलूम कुर्ता")
  })

  it("name the shop's English name on an English page, as before", async () => {
    await show(async (ui) => ui)
    expect(card(0).getByRole("button", { name: "Add Khadi Kraft Handloom Kurta to wishlist" })).toBeTruthy()
    expect(card(0).getByRole("checkbox", { name: "Compare Khadi Kraft Handloom Kurta" })).toBeTruthy()
  })
})

describe("a listing's subtitle", () => {
  const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
  /** A catalogue list as its loader holds it. */
  const catalogueList = (resource: string, items: ReadonlyArray<object>) => createActor(setup({}).createMachine({ context: { resource, items } })).start()
  const clothing: SuperCategory = { _id: id(9), name: "Clothing", slugUrl: "clothing", showProducts: true, desktopImage: "", nameHi: "कपड़े" }
  const women: Category = { _id: id(1), name: "Women", slugUrl: "women", status: true, superCategory: "Clothing", superCategoryId: id(9), desktopImage: "", nameHi: "महिलाएँ" }
  const kurtis: SubCategory = {
    _id: id(2), name: "Kurtis", slugUrl: "kurtis", status: true, category: "Women", categoryId: id(1), categorySlugUrl: "women", superCategory: "Clothing", superCategoryId: id(9), desktopImage: ""
  }
  const festive: CategoryTag = {
    _id: id(3), name: "Festive", slugUrl: "festive", status: true, desktopImage: "", SubCategory: "Kurtis", SubCategoryId: id(2), superCategory: "Clothing", categoryId: id(1), category: "Women"
  }

  /** A listing with `subtitle`, drawn through `wrap`, in a shop holding the catalogue above; its subtitle line. */
  const subtitleOf = async (subtitle: ReadonlyArray<ListingParent>, wrap: (ui: ReactNode) => Promise<ReactNode>, subCategories: ReadonlyArray<object> = [kurtis]) => {
    const actors = {
      cart: createActor(cartMachine, { input: { items: [] } }).start(),
      wishlist: createActor(wishlistMachine, { input: { items: [] } }).start(),
      compare: createActor(compareMachine, { input: { items: [] } }).start(),
      productLists: { send: vi.fn() },
      catalogue: {
        superCategories: catalogueList("superCategories", [clothing]),
        categories: catalogueList("categories", [women]),
        subCategories: catalogueList("subCategories", subCategories)
      }
    }
    const listing = await wrap(
      <AppProvider value={{ actors } as unknown as AppServices}>
        <OverlayProvider>
          <Listing title="Kurtis" subtitle={subtitle} result={{ products: [kurta], page: 1, limit: 24, total: 1 }} search={{}} filters={false} />
        </OverlayProvider>
      </AppProvider>
    )
    const router = createRouter({ routeTree: createRootRoute({ component: () => listing }), history: createMemoryHistory() })
    render(<RouterProvider router={router} />)
    return (await screen.findByRole("heading", { level: 1 })).nextElementSibling!
  }

  it("names the levels above in Hindi on a Hindi page where the shop gave Hindi names, marked lang hi", async () => {
    const line = await subtitleOf(parentsOfSubCategory(kurtis), inHindi)
    expect(line.textContent).toBe("महिलाएँ · कपड़े · 1 प्रोडक्ट")
    expect([...line.querySelectorAll("[lang=hi]")].map((part) => part.textContent)).toEqual(["महिलाएँ", "कपड़े"])
    cleanup()
    // A tag knows its super category by name alone; its subcategory has no Hindi name, so it keeps the shop's.
    const tagLine = await subtitleOf(parentsOfTag(festive), inHindi)
    expect(tagLine.textContent).toBe("Kurtis · कपड़े · 1 प्रोडक्ट")
    expect(tagLine.querySelector("[lang]")?.textContent).toBe("कपड़े")
  })

  it("keeps the shop's name of a level the page does not hold", async () => {
    const line = await subtitleOf(parentsOfTag({ ...festive, SubCategoryId: id(8), superCategory: "Footwear" }), inHindi, [])
    expect(line.textContent).toBe("Kurtis · Footwear · 1 प्रोडक्ट")
    expect(line.querySelector("[lang]")).toBeNull()
  })

  it("reads as before on an English page", async () => {
    expect((await subtitleOf(parentsOfCategory(women), async (ui) => ui)).textContent).toBe("Clothing · 1 product")
    cleanup()
    expect((await subtitleOf(parentsOfSubCategory(kurtis), async (ui) => ui)).textContent).toBe("Women · Clothing · 1 product")
    cleanup()
    expect((await subtitleOf(parentsOfTag(festive), async (ui) => ui)).textContent).toBe("Kurtis · Clothing · 1 product")
  })
})

describe("the header's category menu", () => {
  const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
  const women = { _id: id(1), name: "Women", slugUrl: "women", status: true, superCategory: "Clothing", superCategoryId: id(9), desktopImage: "", nameHi: "महिलाएँ" }
  const toys = { _id: id(2), name: "Board Games", slugUrl: "board-games", status: true, superCategory: "Clothing", superCategoryId: id(9), desktopImage: "" }
  const clothing = { _id: id(9), name: "Clothing", slugUrl: "clothing", showProducts: true, desktopImage: "", nameHi: "कपड़े" }
  const BOOT = { catalogue: { categories: [women, toys], superCategories: [clothing] } } as unknown as BootPayload

  const menuLinks = async (path: string) => {
    const { html } = await renderFirstView(path, BOOT, "https://seller.example")
    const page = new DOMParser().parseFromString(html!, "text/html")
    return [...page.querySelectorAll("header nav a")].map((a) => ({ text: a.textContent, lang: a.querySelector("[lang]")?.getAttribute("lang") ?? null }))
  }

  it("names a category by its Hindi name on a Hindi page (lang hi), the others as the shop entered them", async () => {
    expect(await menuLinks("/hi/mobcategory")).toEqual([{ text: "महिलाएँ", lang: "hi" }, { text: "BOARD GAMES", lang: null }])
  })

  it("names every category in upper case on an English page, as before", async () => {
    expect(await menuLinks("/mobcategory")).toEqual([{ text: "WOMEN", lang: null }, { text: "BOARD GAMES", lang: null }])
  })
})
