import { describe, expect, it } from "vitest"
import { SIZE_CHARTS, type SizedProduct, sizeChartFor } from "./size-chart.ts"
import { SIZE_CHART_SIZES, sizeChartIdFor } from "./size-chart-sizes.ts"

// Issue 19 item 8: a size chart on the product page where sizes apply, with the rows of the sizes
// the product comes in.

const product = (category: string, SubCategory: string, sizes: ReadonlyArray<string>): SizedProduct => ({
  categorySlugUrl: category,
  SubCategory,
  packSize: sizes.map((packSizeName) => ({ packSizeName }))
})

const chartOf = (category: string, SubCategory: string, sizes: ReadonlyArray<string>) => sizeChartFor(product(category, SubCategory, sizes))

describe("sizeChartFor", () => {
  it("chooses each chart for its category and subcategory", () => {
    const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<string>, string]> = [
      ["men", "T-Shirts", ["S", "M", "L", "XL", "XXL"], "men-tops"],
      ["men", "Kurtas", ["M", "L"], "men-kurtas"],
      ["men", "Shirts", ["38", "40", "42", "44", "46"], "men-shirts"],
      ["men", "Jeans", ["28", "30", "32", "34", "36", "38"], "men-jeans"],
      ["winter-wear", "Jackets", ["L", "XL"], "men-tops"],
      ["women", "Kurtis", ["XS", "S", "M", "L", "XL"], "women"],
      ["kids", "Boys' Clothing", ["1-2Y", "3-4Y", "5-6Y", "7-8Y", "9-10Y", "11-12Y"], "kids"],
      ["kids", "Infant Wear", ["0-3 Month", "3-6 Month", "6-9 Month", "9-12 Month"], "infants"],
      ["mens-footwear", "Sports Shoes", ["UK 6", "UK 7", "UK 8", "UK 9", "UK 10", "UK 11"], "men-footwear"],
      ["womens-footwear", "Heels", ["UK 3", "UK 4", "UK 5", "UK 6", "UK 7", "UK 8"], "women-footwear"],
      ["kids-footwear", "School Shoes", ["4-5 Years", "6-7 Years", "8-9 Years", "10-11 Years", "12-13 Years"], "kids-footwear"],
      ["kids-footwear", "Infant Booties", ["0-6 Month", "6-12 Month", "12-18 Month"], "kids-footwear"]
    ]
    for (const [category, sub, sizes, id] of cases) {
      const chart = chartOf(category, sub, sizes)
      expect(chart?.id, `${category} / ${sub}`).toBe(id)
      expect(chart?.rows.map((row) => row.size)).toEqual(sizes)
      for (const row of chart?.rows ?? []) expect(row.values.length, `${id} ${row.size}`).toBe(chart?.columns.length)
    }
  })

  it("tells a shirt's collar 38 from a jeans' waist 38 by the subcategory", () => {
    expect(chartOf("men", "Shirts", ["38"])?.id).toBe("men-shirts")
    expect(chartOf("men", "Jeans", ["38"])?.id).toBe("men-jeans")
  })

  it("gives the rows of the product's sizes only, in the product's order", () => {
    const chart = chartOf("women", "Dresses", ["L", "XS", "M"])
    expect(chart?.rows.map((row) => row.size)).toEqual(["L", "XS", "M"])
    expect(chart?.rows[0]).toEqual({ size: "L", values: ["38", "32", "41"] })
    expect(chart?.columns).toEqual(["Bust (in)", "Waist (in)", "Hip (in)"])
    expect(chartOf("mens-footwear", "Formal Shoes", ["UK 8"])?.rows).toEqual([{ size: "UK 8", values: ["42", "9", "26.2"] }])
  })

  it("gives none to products without sizes: free-size sarees, electronics, home goods, no pack size", () => {
    expect(chartOf("women", "Sarees", ["Free Size"])).toBeUndefined()
    expect(chartOf("mobile--accessories", "Power Banks", ["10000 mAh", "20000 mAh"])).toBeUndefined()
    expect(chartOf("laptops--computers", "Pen Drives", ["32 GB", "64 GB"])).toBeUndefined()
    expect(chartOf("kitchen--dining", "Water Bottles", ["1 L"])).toBeUndefined()
    // Sizes in a category without a chart: a cushion's "Small" is no garment size.
    expect(chartOf("home-decor", "Cushions", ["S", "M"])).toBeUndefined()
    expect(chartOf("men", "T-Shirts", [])).toBeUndefined()
  })

  it("gives none when any of the sizes is not one of the chart's", () => {
    expect(chartOf("men", "T-Shirts", ["M", "Pack of 2"])).toBeUndefined()
    expect(chartOf("women", "Tops", ["S", "M", "UK 6"])).toBeUndefined()
    expect(chartOf("mens-footwear", "Sports Shoes", ["UK 6", "UK 15"])).toBeUndefined()
    // Women's shoe sizes on a men's shoe are not read from the women's chart.
    expect(chartOf("mens-footwear", "Sandals & Floaters", ["UK 3"])).toBeUndefined()
  })

  it("has one value per column in every row of every chart", () => {
    for (const chart of Object.values(SIZE_CHARTS)) {
      const rows = Object.entries(chart.sizes)
      expect(rows.length, chart.id).toBeGreaterThan(0)
      for (const [size, values] of rows) {
        expect(values.length, `${chart.id} ${size}`).toBe(chart.columns.length)
        for (const value of values) expect(value.trim(), `${chart.id} ${size}`).not.toBe("")
      }
    }
  })

  it("has the measurements of exactly the sizes the page chooses by, in their order, under the same name", () => {
    expect(Object.keys(SIZE_CHARTS).sort()).toEqual(Object.keys(SIZE_CHART_SIZES).sort())
    for (const [id, chart] of Object.entries(SIZE_CHARTS)) {
      expect(chart.id).toBe(id)
      expect(Object.keys(chart.sizes), id).toEqual(SIZE_CHART_SIZES[chart.id].sizes)
    }
  })

  it("decides whether the page has a chart (sizeChartIdFor) as the chart itself does", () => {
    const cases: ReadonlyArray<SizedProduct> = [
      product("men", "Shirts", ["38", "40"]), product("men", "Jeans", ["38"]), product("men", "T-Shirts", ["M", "Pack of 2"]),
      product("women", "Sarees", ["Free Size"]), product("kids", "Infant Wear", ["0-3 Month"]), product("electronics", "Phones", ["32 GB"]),
      product("men", "T-Shirts", [])
    ]
    for (const p of cases) expect(sizeChartIdFor(p), `${p.categorySlugUrl} ${p.SubCategory}`).toBe(sizeChartFor(p)?.id)
  })
})
