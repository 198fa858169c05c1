import { describe, expect, it } from "vitest"
import { titleOf } from "./first-view.server.tsx"

// Issue 33: the title the server sends for a page it has not drawn in time, from its address alone.

describe("a screen's title from its address (issue 33)", () => {
  it("names a tag's, a category's and a search's page by what they show", async () => {
    expect(await titleOf("/tag-search/round-neck-t-shirts")).toBe("Round neck t shirts | Bazaar")
    expect(await titleOf("/search/clothing/men")).toBe("Men | Bazaar")
    expect(await titleOf("/search/clothing/men/t-shirts")).toBe("T shirts | Bazaar")
    expect(await titleOf("/product-search/silk%20saree")).toBe("Search results for \"silk saree\" | Bazaar")
    expect(await titleOf("/searchproductpage")).toBe("Search | Bazaar")
  })

})
