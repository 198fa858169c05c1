import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { CatalogueSuggestions } from "#domain/catalogue-suggestions.ts"
import { Id } from "#domain/common.ts"
import { lazyApiRuntime } from "#src/app/runtime.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import CatalogueSuggestionGroups from "#src/components/catalogue-suggestions.tsx"

// Issue 19 item 5 (ADR 035): the header's product and brand suggestions as a shopper sees them:
// each product with its picture, name, brand, price and discount, linking to its page; each brand
// 'in {category}', linking to its page there; asked of the server once typing pauses; nothing
// shown (and no error object) when the server cannot answer.

const ANSWER: CatalogueSuggestions = {
  products: [{ _id: Id.make("0000000000000000000000a1"), name: "Khadi Kraft Rayon Kurti", slugUrl: "khadi-kraft-rayon-kurti", brand: "Khadi Kraft", image: "/images/k.jpg", price: 929, mrp: 1099 }],
  brands: [{ _id: Id.make("0000000000000000000000b1"), name: "Khadi Kraft", slugUrl: "khadi-kraft", image: "", category: "Women", categorySlugUrl: "women" }]
}

const makeServer = (status = 200) => {
  const asked: Array<string> = []
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url)
    if (url.pathname !== "/api/v1/search/suggest") return new Response("{}", { status: 404 })
    asked.push(url.searchParams.get("q") ?? "")
    return status === 200
      ? new Response(JSON.stringify({ success: true, ...ANSWER }), { status, headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ success: false, _tag: "ServiceUnavailable", message: "The shop is busy" }), { status, headers: { "content-type": "application/json" } })
  })
  return asked
}

const services = { runtime: lazyApiRuntime((input, init) => fetch(input, init)), shop: testShop() } as unknown as AppServices

const show = (text: string, shown = true) => {
  const picked: Array<string> = []
  const counts: Array<number> = []
  const view = (t: string, s: boolean) => (
    <AppProvider value={services}>
      <CatalogueSuggestionGroups text={t} shown={s} onPick={(path) => picked.push(path)} onCount={(n) => counts.push(n)} />
    </AppProvider>
  )
  const { rerender } = render(view(text, shown))
  return { picked, counts, retype: (t: string, s = shown) => rerender(view(t, s)) }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the header's product and brand suggestions", () => {
  it("ask once typing pauses, and show each product with its price and discount and each brand in its category", async () => {
    const asked = makeServer()
    const { picked, counts, retype } = show("k")
    retype("kh")
    retype("kha")
    retype("khadi")
    const products = await screen.findByRole("heading", { name: "Products" })
    expect(asked).toEqual(["khadi"])
    const productLink = within(products.parentElement!).getByRole("link")
    expect(productLink.getAttribute("href")).toBe("/product-info/khadi-kraft-rayon-kurti")
    expect(productLink.textContent).toBe("Khadi Kraft Rayon KurtiKhadi Kraft · ₹929 15% off")
    const brands = screen.getByRole("heading", { name: "Brands" })
    const brandLink = within(brands.parentElement!).getByRole("link")
    expect(brandLink.getAttribute("href")).toBe("/women/khadi-kraft")
    expect(brandLink.textContent).toBe("Khadi Kraftin Women")
    expect(counts.at(-1)).toBe(2)
    fireEvent.click(brandLink)
    expect(picked).toEqual(["/women/khadi-kraft"])
  })

  it("show nothing while the box's list is closed, and nothing under 2 characters", async () => {
    makeServer()
    const { counts, retype } = show("khadi", false)
    await waitFor(() => expect(counts.at(-1)).toBe(2))
    expect(screen.queryByRole("link")).toBeNull()
    retype("khadi", true)
    expect(screen.getAllByRole("link")).toHaveLength(2)
    retype("k", true)
    expect(screen.queryByRole("link")).toBeNull()
    expect(counts.at(-1)).toBe(0)
  })

  it("show nothing, and no error, when the server cannot answer", async () => {
    const asked = makeServer(503)
    const { counts } = show("khadi")
    await waitFor(() => expect(asked).toEqual(["khadi"]))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole("link")).toBeNull()
    expect(document.body.textContent).toBe("")
    expect(counts.every((n) => n === 0)).toBe(true)
  })
})
