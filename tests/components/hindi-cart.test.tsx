import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, render, screen, within } from "@testing-library/react"
import type { ComponentType, ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { addItem, type CartItem, MAX_CART_QUANTITY, moreRefusal } from "#domain/cart.ts"
import { fixtureProduct } from "#domain/cart.fixtures.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { makeBrowserStorage } from "#src/app/storage.ts"
import { StockNote } from "#src/components/mini-cart.tsx"
import { Route } from "#src/routes/_layout/cart.tsx"
import { inHindi } from "#tests/support/in-hindi.tsx"
import { testShop } from "#tests/support/test-shop.ts"
import { memoryStorage } from "#tests/support/memory-storage.ts"

// Issue 39: the cart page (/cart) in Hindi, its English unchanged (the spec's 'Your cart', 'Check Out',
// 'No Products in the Cart'), and why one more cannot be added in the page's language.

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})


const lineOf = (n: number, Price: number, Mrp: number, quantity: number, availablestock?: number): CartItem => {
  const [line] = addItem([], fixtureProduct(n, Price, Mrp))
  return { ...line!, cart_Quentity: quantity, ...(availablestock === undefined ? {} : { availablestock }) }
}

/** One line that can take more, and one for each reason it cannot: sold out, all the stock held, the most per order. */
const LINES: ReadonlyArray<CartItem> = [
  lineOf(1, 400, 500, 1),
  lineOf(2, 250, 250, 1, 0),
  lineOf(3, 120, 150, 2, 2),
  lineOf(4, 30, 30, MAX_CART_QUANTITY)
]

const CartPage = Route.options.component as ComponentType

/** The route's screen with the cart holding `items` (no offers), as the router draws it. */
const ui = (items: ReadonlyArray<CartItem>): ReactNode => {
  vi.spyOn(Route, "useLoaderData").mockReturnValue([] as never)
  const services = {
    actors: { cart: createActor(cartMachine, { input: { items } }).start() },
    storage: makeBrowserStorage(memoryStorage(), (work) => work()),
    shop: testShop()
  } as unknown as AppServices
  const screenOf = () => <AppProvider value={services}><CartPage /></AppProvider>
  const router = createRouter({ routeTree: createRootRoute({ component: screenOf }), history: createMemoryHistory() })
  return <RouterProvider router={router} />
}

/** The English texts of the cart page itself, none of which a Hindi page may show. */
const ENGLISH = ["Your cart", "Check Out", "Clear cart", "Remove", "You save", "One more", "One less", "No Products in the Cart", "Continue shopping", "all of them are in your cart", "At most", "Sold out", "sold out"]

describe("the cart page in English", () => {
  it("keeps the spec's words, and says why one more cannot be added as the domain does", async () => {
    render(ui(LINES))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Your cart")
    expect(screen.getByRole("link", { name: "Check Out" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Clear cart" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "One less Product 1" })).toBeTruthy()
    expect(screen.getByText("You save ₹100")).toBeTruthy()
    const said = ["This item is sold out.", "Only 2 left: all of them are in your cart.", `At most ${MAX_CART_QUANTITY} of one item per order.`]
    for (const [i, line] of LINES.slice(1).entries()) {
      const more = screen.getByRole("button", { name: `One more ${line.ProductName}` }) as HTMLButtonElement
      expect(more.disabled).toBe(true)
      expect(more.title).toBe(said[i])
      expect(screen.getByText(said[i]!).tagName).toBe("P")
    }
    expect(LINES.slice(1).map((line) => moreRefusal(line))).toEqual([
      { reason: "soldOut" }, { reason: "allInCart", left: 2 }, { reason: "atMost", max: MAX_CART_QUANTITY }
    ])
    expect((screen.getByRole("button", { name: "One more Product 1" }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("says an empty cart is empty", async () => {
    render(ui([]))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Your cart")
    expect(screen.getByText("No Products in the Cart")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Continue shopping" })).toBeTruthy()
  })
})

describe("the cart page in Hindi", () => {
  it("says everything of its own in Hindi, the products' names and the prices as they are", async () => {
    const { container } = render(await inHindi(ui(LINES)))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("आपका कार्ट")
    expect(screen.getByRole("link", { name: "चेकआउट करें" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "कार्ट खाली करें" })).toBeTruthy()
    expect(screen.getAllByRole("button", { name: "हटाएँ" })).toHaveLength(LINES.length)
    expect(screen.getByRole("button", { name: "Product 1 एक कम करें" })).toBeTruthy()
    expect(screen.getByText("आपकी बचत ₹100")).toBeTruthy()
    expect(screen.getByRole("region", { name: "आइटम" })).toBeTruthy()
    expect(screen.getByRole("complementary", { name: "सारांश" })).toBeTruthy()
    const refusals = LINES.slice(1).map((line) => (screen.getByRole("button", { name: `${line.ProductName} एक और जोड़ें` }) as HTMLButtonElement).title)
    expect(refusals).toEqual([
      "यह आइटम स्टॉक में नहीं है।",
      "सिर्फ़ 2 बचे हैं: वे सभी आपके कार्ट में हैं।",
      `एक ऑर्डर में एक आइटम ज़्यादा से ज़्यादा ${MAX_CART_QUANTITY} ही ले सकते हैं।`
    ])
    for (const refusal of refusals) expect(within(container).getByText(refusal, { selector: "p" })).toBeTruthy()
    // The sold-out line's stock note (the mini-cart's, the shell's words).
    expect(within(container).getByText("स्टॉक में नहीं", { selector: "p" })).toBeTruthy()
    const text = container.textContent ?? ""
    for (const english of ENGLISH) expect(text).not.toContain(english)
    expect(text).toContain("Product 1")
  })

  it("says an empty cart is empty, in Hindi", async () => {
    const { container } = render(await inHindi(ui([])))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("आपका कार्ट")
    expect(screen.getByText("आपके कार्ट में कोई प्रोडक्ट नहीं है")).toBeTruthy()
    expect(screen.getByRole("link", { name: "खरीदारी जारी रखें" })).toBeTruthy()
    for (const english of ENGLISH) expect(container.textContent).not.toContain(english)
  })
})

describe("a cart line's stock note (the mini-cart's and the cart page's)", () => {
  const notes = () => [
    <StockNote key="0" line={{ cart_Quentity: 2, availablestock: 0 }} />,
    <StockNote key="1" line={{ cart_Quentity: 3, availablestock: 2 }} />,
    <StockNote key="2" line={{ cart_Quentity: 2, availablestock: 2 }} />,
    <StockNote key="3" line={{ cart_Quentity: 2 }} />
  ]

  it("says a line is sold out, or how few are left, in English as before", () => {
    const { container } = render(<>{notes()}</>)
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Sold out", "Only 2 left"])
  })

  it("says it in Hindi on a Hindi page", async () => {
    const { container } = render(await inHindi(<>{notes()}</>))
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["स्टॉक में नहीं", "सिर्फ़ 2 बचे"])
  })
})
