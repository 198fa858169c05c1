import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Category } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import { CategoryTiles } from "#src/components/category-tiles.tsx"

// An image the admin left out is "" (domain/common.ts ImageRef). A page draws its place without a
// `src` (`imageSrc`, domain/common.ts): `src=""` would ask the browser for the page itself again;
// React 19 leaves it out and warns in development, so no warning is written.

afterEach(cleanup)

const category = (n: number, name: string, desktopImage: string): Category => ({
  _id: Id.make(n.toString(16).padStart(24, "0")), name, slugUrl: name.toLowerCase(), status: true,
  superCategory: "Clothing", superCategoryId: Id.make("9".padStart(24, "0")), desktopImage
})

describe("a category tile without its image", () => {
  it("keeps its place and name, with no src and no warning, beside one with its image", async () => {
    const warnings = vi.spyOn(console, "error")
    const tiles = <CategoryTiles superCategory="Clothing" categories={[category(1, "Women", ""), category(2, "Men", "/images/men.webp")]} />
    const router = createRouter({ routeTree: createRootRoute({ component: () => tiles }), history: createMemoryHistory() })
    render(<RouterProvider router={router} />)
    const links = await screen.findAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual(["Women", "Men"])
    const [without, withImage] = links.map((link) => link.querySelector("img")!)
    expect(without!.hasAttribute("src")).toBe(false)
    expect(withImage!.getAttribute("src")).toBe("/images/men.webp")
    expect(warnings.mock.calls.map((call) => String(call[0]))).toEqual([])
    warnings.mockRestore()
  })
})
