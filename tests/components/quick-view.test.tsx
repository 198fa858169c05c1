import type * as Router from "@tanstack/react-router"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import type { ReactNode } from "react"
import { createActor } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Id } from "#domain/common.ts"
import type { PackSize, Product } from "#domain/product.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { OverlayProvider, useOverlays } from "#src/components/overlays.tsx"
import { QuickView } from "#src/components/quick-view.tsx"

// Issue 33 item 5: the quick view added the first size (XS) without the shopper choosing it, and said
// "Only N left!" whatever the stock. It now has the product page's size and colour pickers, adds
// nothing the shopper did not choose, and says the stock as the product page does.

vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...await importOriginal<typeof Router>(),
  Link: ({ children }: { readonly children: ReactNode }) => <a href="/product-info/x">{children}</a>
}))

const id = (n: number) => n.toString(16).padStart(24, "0") as Id

const option = (n: number, name: string, stock: number, Price = 799) =>
  ({ _id: id(n), PsnPrime: false, packSizeOptionName: name, Price, Mrp: 1299, availablestock: stock })
const size = (n: number, name: string, options: PackSize["PackSizeOptions"]): PackSize =>
  ({ _id: id(n), PsPrime: n === 100, packSizeName: name, thumbnail: `/images/${name}.svg`, slider: [], PackSizeOptions: options })

const kurti = {
  _id: id(1), name: "Biba Cotton Kurti", slugUrl: "biba-cotton-kurti", description: "", superCategory: "Clothing", category: "Women",
  categorySlugUrl: "women", SubCategory: "Kurtis", subCategorySlugUrl: "kurtis", CategoryTag: "Kurtis", categoryTagSlugUrl: "kurtis",
  brand: "Biba", brandSlugUrl: "biba", attributes: {}, recommended: false, trending: false, hot: false, createdAt: "2026-11-01T00:00:00.000Z",
  ratingAverage: null, ratingCount: 0,
  packSize: [
    size(100, "XS", [option(1000, "Maroon", 40), option(1001, "Teal", 3)]),
    size(101, "M", [option(1010, "Maroon", 25), option(1011, "Teal", 0)]),
    size(102, "L", [option(1020, "Teal", 7)])
  ]
} as unknown as Product

const bottle = {
  ...kurti, _id: id(2), name: "Steel Bottle", superCategory: "Home and furniture",
  packSize: [size(200, "1 L", [option(2000, "Silver", 60, 499)])]
} as unknown as Product

/** The added-to-cart modal's product, as the shop's overlays hold it. */
function Added() {
  const { added, refusal } = useOverlays()
  return <p data-testid="added">{added === null ? "" : `${added.packSizeOptionName} / ${added.packSizeName}${refusal === null ? "" : `: ${refusal}`}`}</p>
}

const show = (product: Product) => {
  const cart = createActor(cartMachine, { input: { items: [] } }).start()
  const wishlist = createActor(wishlistMachine, { input: { items: [] } }).start()
  const onClose = vi.fn()
  render(
    <AppProvider value={{ actors: { cart, wishlist } } as unknown as AppServices}>
      <OverlayProvider>
        <QuickView product={product} onClose={onClose} />
        <Added />
      </OverlayProvider>
    </AppProvider>
  )
  return { cart, onClose }
}

const addButton = () => screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement
const line = () => screen.getByRole("status").textContent
const group = (name: string) => screen.getByRole("group", { name })

afterEach(cleanup)

describe("quick view (issue 33)", () => {
  it("chooses no size or colour for the shopper: Add to cart waits, and the line says what is missing", () => {
    const { cart } = show(kurti)
    expect(within(group("Size")).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false])
    expect(screen.queryByRole("group", { name: "Colour" })).toBeNull()
    expect(screen.queryByRole("group", { name: "Pack size" })).toBeNull()
    expect(line()).toBe("Choose a size.")
    expect(addButton().disabled).toBe(true)
    fireEvent.click(addButton())
    expect(cart.getSnapshot().context.CartItems).toEqual([])

    fireEvent.click(within(group("Size")).getByLabelText("M"))
    expect(within(group("Colour")).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false])
    expect(line()).toBe("Choose a colour.")
    expect(addButton().disabled).toBe(true)
  })

  it("adds exactly the size and colour chosen, and closes; the confirmation opens after the next paint (issue 36 item 5)", async () => {
    const { cart, onClose } = show(kurti)
    fireEvent.click(within(group("Size")).getByLabelText("M"))
    fireEvent.click(within(group("Colour")).getByLabelText("Maroon"))
    expect(addButton().disabled).toBe(false)
    fireEvent.click(addButton())
    expect(onClose).toHaveBeenCalledTimes(1)
    // The cart (and with it the header's count) answers the tap at once; the modal waits for a frame.
    expect(cart.getSnapshot().context.CartItems.map((item) => [item.packSizeName, item.packSizeOptionName, item.cart_Quentity])).toEqual([["M", "Maroon", 1]])
    expect(screen.getByTestId("added").textContent).toBe("")
    await waitFor(() => expect(screen.getByTestId("added").textContent).toBe("Maroon / M"))
  })

  it("says at once why nothing more was added when the cart holds all the stock shown", async () => {
    const { cart } = show(bottle)
    for (let unit = 0; unit < 60; unit++) fireEvent.click(addButton())
    expect(cart.getSnapshot().context.CartItems.map((item) => item.cart_Quentity)).toEqual([60])
    await waitFor(() => expect(screen.getByTestId("added").textContent).toBe("Silver / 1 L"))
    fireEvent.click(addButton())
    expect(screen.getByTestId("added").textContent).toMatch(/^Silver \/ 1 L: .+/)
    expect(cart.getSnapshot().context.CartItems.map((item) => item.cart_Quentity)).toEqual([60])
  })

  it("keeps the colour chosen when the size changes, where the new size has it", () => {
    show(kurti)
    fireEvent.click(within(group("Size")).getByLabelText("XS"))
    fireEvent.click(within(group("Colour")).getByLabelText("Teal"))
    fireEvent.click(within(group("Size")).getByLabelText("L"))
    expect((within(group("Colour")).getByLabelText("Teal") as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(group("Size")).getByLabelText("M"))
    expect((within(group("Colour")).getByLabelText("Teal") as HTMLInputElement).checked).toBe(true)
    // M in Teal is sold out: nothing can be added.
    expect(line()).toBe("Sold out")
    expect(addButton().disabled).toBe(true)
  })

  it("says the stock as the product page does: 'Only N left!' only when few are left", () => {
    show(kurti)
    fireEvent.click(within(group("Size")).getByLabelText("XS"))
    fireEvent.click(within(group("Colour")).getByLabelText("Maroon"))
    expect(line()).toBe("In stock")
    fireEvent.click(within(group("Colour")).getByLabelText("Teal"))
    expect(line()).toBe("Order now, Only 3 left!")
  })

  it("has nothing to choose for a product of one pack size and one option, and calls its pickers by their pack words", () => {
    const { cart } = show(bottle)
    expect(screen.queryByRole("group", { name: "Size" })).toBeNull()
    expect((within(group("Pack size")).getByLabelText("1 L") as HTMLInputElement).checked).toBe(true)
    expect((within(group("Option")).getByLabelText("Silver") as HTMLInputElement).checked).toBe(true)
    expect(line()).toBe("In stock")
    fireEvent.click(addButton())
    expect(cart.getSnapshot().context.CartItems.map((item) => item.packSizeOptionName)).toEqual(["Silver"])
  })

  it("shows the lowest price with 'From' while the sizes differ in price, and the chosen option's price once chosen", () => {
    const dearer = { ...kurti, packSize: [kurti.packSize[0]!, size(103, "XL", [option(1030, "Maroon", 20, 899)])] } as Product
    show(dearer)
    expect(screen.getByText("From")).toBeTruthy()
    expect(screen.getByText("₹799")).toBeTruthy()
    fireEvent.click(within(group("Size")).getByLabelText("XL"))
    expect(screen.queryByText("From")).toBeNull()
    expect(screen.getByText("₹899")).toBeTruthy()
    expect(screen.getByText("MRP ₹1,299 (incl. of all taxes)")).toBeTruthy()
  })
})
