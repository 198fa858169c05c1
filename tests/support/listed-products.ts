import type { Id } from "#domain/common.ts"
import type { Product } from "#domain/product.ts"

// A listing's products for the browser's tests (issue 36 item 3): n-th product of one pack size
// and one option, in stock, as the contract's Product Schema decodes it.

const id = (n: number) => n.toString(16).padStart(24, "0") as Id

export const listedProduct = (n: number): Product => ({
  _id: id(n), name: `Kurta ${n}`, slugUrl: `kurta-${n}`, description: "", superCategory: "Clothing", category: "Men",
  categorySlugUrl: "men", SubCategory: "Kurtas", subCategorySlugUrl: "kurtas", CategoryTag: "Kurtas", categoryTagSlugUrl: "kurtas",
  brand: "Biba", brandSlugUrl: "biba", attributes: {}, recommended: false, trending: false, hot: false, createdAt: "2026-11-01T00:00:00.000Z",
  ratingAverage: null, ratingCount: 0,
  packSize: [{ _id: id(1000 + n), PsPrime: true, packSizeName: "M", thumbnail: "/images/k.svg", slider: [], PackSizeOptions: [
    { _id: id(2000 + n), PsnPrime: true, packSizeOptionName: "Blue", Price: 799, Mrp: 999, availablestock: 5 }
  ] }]
}) as unknown as Product

/** A page of `count` listed products, the 1st to the count-th. */
export const listedProducts = (count: number): Array<Product> => Array.from({ length: count }, (_, n) => listedProduct(n + 1))
