import type { Product } from "./product.ts"

/**
 * Which size chart a product has (issue 19 item 8), without the charts' measurements: the product
 * page decides from this whether to show its "Size chart" button, and fetches the measurements
 * (domain/size-chart.ts) only when the button is pressed (issue 36 item 1). A chart is chosen by
 * the product's category; a product whose pack sizes are not all sizes of that chart ("Free Size"
 * sarees, "1 L", "32 GB") has none.
 */

export type SizeChartId =
  | "men-tops" | "men-kurtas" | "men-shirts" | "men-jeans" | "women" | "kids" | "infants"
  | "men-footwear" | "women-footwear" | "kids-footwear"

/** A chart's name and sizes. Its measurements (domain/size-chart.ts) have exactly these sizes, in this order (a unit test holds them together). */
export interface SizeChartSizes {
  readonly title: string
  /** Every size of the chart, smallest first. */
  readonly sizes: ReadonlyArray<string>
  /** Preferred over the category's other charts when the product's subcategory matches. */
  readonly subCategory?: RegExp
}

export const SIZE_CHART_SIZES: Readonly<Record<SizeChartId, SizeChartSizes>> = {
  "men-tops": { title: "Men's topwear size chart", sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"] },
  "men-kurtas": { title: "Men's kurta size chart", sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"], subCategory: /kurta|sherwani/i },
  "men-shirts": { title: "Men's shirt size chart", sizes: ["36", "38", "39", "40", "42", "44", "46", "48"], subCategory: /(^|[^-])shirt/i },
  "men-jeans": { title: "Men's jeans size chart", sizes: ["28", "30", "32", "34", "36", "38", "40"], subCategory: /jean|trouser|pant|chino/i },
  women: { title: "Women's size chart", sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"] },
  kids: { title: "Kids' size chart", sizes: ["1-2Y", "2-3Y", "3-4Y", "4-5Y", "5-6Y", "6-7Y", "7-8Y", "8-9Y", "9-10Y", "10-11Y", "11-12Y", "12-13Y"] },
  infants: { title: "Infants' size chart", sizes: ["0-3 Month", "3-6 Month", "6-9 Month", "9-12 Month", "12-18 Month", "18-24 Month"] },
  "men-footwear": { title: "Men's footwear size chart", sizes: ["UK 5", "UK 6", "UK 7", "UK 8", "UK 9", "UK 10", "UK 11", "UK 12"] },
  "women-footwear": { title: "Women's footwear size chart", sizes: ["UK 2", "UK 3", "UK 4", "UK 5", "UK 6", "UK 7", "UK 8", "UK 9"] },
  "kids-footwear": { title: "Kids' footwear size chart", sizes: ["0-6 Month", "6-12 Month", "12-18 Month", "2-3 Years", "4-5 Years", "6-7 Years", "8-9 Years", "10-11 Years", "12-13 Years"] }
}

/** Each category (by its slug, so "Kid's Footwear" and "Kids' Footwear" are one) and its charts, in order of preference. */
const CHARTS_OF_CATEGORY: Readonly<Record<string, ReadonlyArray<SizeChartId>>> = {
  men: ["men-tops", "men-kurtas", "men-shirts", "men-jeans"],
  "winter-wear": ["men-tops"],
  women: ["women"],
  kids: ["kids", "infants"],
  "mens-footwear": ["men-footwear"],
  "womens-footwear": ["women-footwear"],
  "kids-footwear": ["kids-footwear"]
}

export type SizedProduct = Pick<Product, "categorySlugUrl" | "SubCategory"> & {
  readonly packSize: ReadonlyArray<{ readonly packSizeName: string }>
}

/** A product's pack size names, as the charts name sizes. */
export const sizeNamesOf = (product: SizedProduct): ReadonlyArray<string> => product.packSize.map((size) => size.packSizeName.trim())

/**
 * The size chart a product has: the first of its category's charts (one matching its subcategory
 * first) that has every one of its pack sizes; undefined when its category has no chart or its
 * sizes are not a chart's sizes.
 */
export const sizeChartIdFor = (product: SizedProduct): SizeChartId | undefined => {
  const candidates = CHARTS_OF_CATEGORY[product.categorySlugUrl] ?? []
  const matches = (id: SizeChartId) => SIZE_CHART_SIZES[id].subCategory?.test(product.SubCategory) === true
  const preferred = [...candidates.filter(matches), ...candidates.filter((id) => !matches(id))]
  const names = sizeNamesOf(product)
  if (names.length === 0) return undefined
  return preferred.find((id) => names.every((name) => SIZE_CHART_SIZES[id].sizes.includes(name)))
}
