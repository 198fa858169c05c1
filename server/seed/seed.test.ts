import { describe, expect, it } from "vitest"
import { discountedPrice, generateCatalogue, type PackSizeOptionRow, type PackSizeRow, type ProductRow } from "./generate.ts"
import { EM_PER_CHAR, escapeXml, svgText } from "./images.ts"
import { BLOG_POSTS, MAIN_HOME_SLIDERS, THREE_SLIDERS } from "./catalogue-data.ts"

// The generator and the seed images, without a database. Seeding a database with them is
// tests/api/seed.db.test.ts (the db project: PGlite, and the PostgreSQL server in CI).

const TIMEOUT = 120_000

const allProducts = (products: number, batchSize?: number) => {
  const rows = { products: [] as Array<ProductRow>, packSizes: [] as Array<PackSizeRow>, packSizeOptions: [] as Array<PackSizeOptionRow> }
  for (const batch of generateCatalogue({ products }).productBatches(batchSize)) {
    rows.products.push(...batch.products)
    rows.packSizes.push(...batch.packSizes)
    rows.packSizeOptions.push(...batch.packSizeOptions)
  }
  return rows
}

describe("generating the catalogue", { timeout: TIMEOUT }, () => {
  const catalogue = generateCatalogue()
  const { fixed } = catalogue
  const products = allProducts(600)

  it("gives the same rows and ids for the same input", () => {
    const again = generateCatalogue({ products: 600 })
    expect(again.fixed).toEqual(fixed)
    expect(allProducts(600)).toEqual(products)
  })

  it("makes the same products whatever the batch size", () => {
    expect(allProducts(600, 7)).toEqual(products)
  })

  it("makes 600 products by default", () => {
    expect(catalogue.productCount).toBe(600)
    expect(products.products).toHaveLength(600)
  })

  it("makes products lazily, a batch at a time, with a bounded pool of images", () => {
    const large = generateCatalogue({ products: 100_000 })
    const batches = large.productBatches(500)
    const first = batches.next()
    expect(first.done).toBe(false)
    expect(first.value?.products).toHaveLength(500)
    expect(large.fixed.images.length).toBe(fixed.images.length)
  })

  it("gives every product a unique, valid slug and a name of at most 120 characters", () => {
    const slugs = new Set(products.products.map((p) => p.slug_url))
    expect(slugs.size).toBe(products.products.length)
    for (const p of products.products) {
      expect(p.slug_url).toMatch(/^[a-z0-9][a-z0-9,.\-]*$/)
      expect(p.slug_url.length).toBeLessThanOrEqual(160)
      expect(p.name.length).toBeLessThanOrEqual(120)
      expect(p.description.length).toBeGreaterThan(40)
      expect(Object.keys(JSON.parse(p.attributes) as Record<string, string>).length).toBeGreaterThan(0)
    }
  })

  it("prices in whole rupees with discounts of at most 60%, the same for every option of a pack size", () => {
    for (const o of products.packSizeOptions) {
      expect(Number.isInteger(o.price) && Number.isInteger(o.mrp)).toBe(true)
      expect(o.price).toBeGreaterThan(0)
      expect(o.mrp).toBeGreaterThanOrEqual(o.price)
      expect(o.price).toBeGreaterThanOrEqual(Math.ceil(o.mrp * 0.4))
    }
    expect(products.packSizeOptions.some((o) => o.price % 100 === 99)).toBe(true)
    expect(products.packSizeOptions.some((o) => o.price < o.mrp)).toBe(true)
    expect(discountedPrice(999, 60, true)).toBe(400)
    expect(discountedPrice(1999, 10, true)).toBe(1799)
    expect(discountedPrice(1999, 12, true)).toBe(1759)
    expect(discountedPrice(1999, 12, false)).toBe(1759)
    expect(discountedPrice(2499, 0, true)).toBe(2499)
    // Colours of one pack size cost the same; only multi-packs change the price.
    const colourPrices = new Map<string, Set<number>>()
    for (const o of products.packSizeOptions.filter((o) => !o.name.startsWith("Pack of"))) {
      colourPrices.set(o.pack_size_id, (colourPrices.get(o.pack_size_id) ?? new Set()).add(o.price))
    }
    expect([...colourPrices.values()].every((prices) => prices.size === 1)).toBe(true)
  })

  it("flags about 15% recommended, 10% trending, 10% hot and 8% of options sold out", () => {
    const share = (n: number, of: number) => n / of
    const list = products.products
    expect(share(list.filter((p) => p.recommended).length, list.length)).toBeGreaterThan(0.09)
    expect(share(list.filter((p) => p.recommended).length, list.length)).toBeLessThan(0.21)
    expect(share(list.filter((p) => p.trending).length, list.length)).toBeGreaterThan(0.05)
    expect(share(list.filter((p) => p.trending).length, list.length)).toBeLessThan(0.15)
    expect(share(list.filter((p) => p.hot).length, list.length)).toBeGreaterThan(0.05)
    expect(share(list.filter((p) => p.hot).length, list.length)).toBeLessThan(0.15)
    const soldOut = share(products.packSizeOptions.filter((o) => o.available_stock === 0).length, products.packSizeOptions.length)
    expect(soldOut).toBeGreaterThan(0.04)
    expect(soldOut).toBeLessThan(0.12)
  })

  it("spreads creation times over the year before 1 November 2026, oldest first", () => {
    const times = products.products.map((p) => Date.parse(p.created_at))
    expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true)
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse("2025-11-01T00:00:00Z"))
    expect(times.at(-1)).toBeLessThan(Date.parse("2026-11-01T00:00:00Z"))
  })

  it("puts products under every category tag, and hides those under hidden entries", () => {
    const tagIds = new Set(products.products.map((p) => p.category_tag_id))
    expect(tagIds.size).toBe(fixed.categoryTags.length)
    const hiddenTags = new Set(fixed.categoryTags.filter((t) => !t.status).map((t) => t.id))
    const hiddenCategories = new Set(fixed.categories.filter((c) => !c.status).map((c) => c.id))
    expect(hiddenTags.size).toBeGreaterThanOrEqual(1)
    expect(hiddenCategories.size).toBe(1)
    for (const p of products.products) {
      expect(p.show).toBe(!hiddenTags.has(p.category_tag_id) && !hiddenCategories.has(p.category_id))
    }
  })

  it("hides a few brands and ties every brand to what it sells", () => {
    expect(fixed.brands.filter((b) => !b.show).length).toBeGreaterThanOrEqual(2)
    for (const b of fixed.brands) {
      expect(fixed.brandSubCategories.some((r) => r.brand_id === b.id)).toBe(true)
      expect(fixed.brandCategories.some((r) => r.brand_id === b.id)).toBe(true)
    }
    const sells = new Set(fixed.brandSubCategories.map((r) => `${r.brand_id}:${r.sub_category_id}`))
    for (const p of products.products) expect(sells.has(`${p.brand_id}:${p.sub_category_id}`)).toBe(true)
  })

  it("makes sliders that link to categories and blog posts with bodies", () => {
    const categorySlugs = new Set(fixed.categories.map((c) => c.slug_url))
    expect(fixed.mainHomeSliders.length).toBeGreaterThanOrEqual(4)
    expect(fixed.mainHomeSliders.length).toBeLessThanOrEqual(6)
    expect(fixed.mainHomeSliders.every((s) => categorySlugs.has(s.slug_url))).toBe(true)
    expect(fixed.threeSliders).toHaveLength(3)
    expect(new Set(fixed.threeSliders.map((s) => s.super_category_id)).size).toBe(3)
    expect(fixed.blogPosts.length).toBeGreaterThanOrEqual(6)
    expect(fixed.blogPosts.every((p) => p.body.split("\n\n").length >= 2)).toBe(true)
  })

  it("gives each subcategory one to four category tags", () => {
    for (const s of fixed.subCategories) {
      const n = fixed.categoryTags.filter((t) => t.sub_category_id === s.id).length
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(4)
    }
  })
})

describe("seed images", () => {
  it("are small SVG documents whose id is the hash of their bytes", () => {
    const { fixed } = generateCatalogue({ products: 1 })
    for (const image of fixed.images) {
      expect(image.bytes.length).toBeLessThan(2048)
      expect(new TextDecoder().decode(image.bytes)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      expect(image.id).toMatch(/^[0-9a-f]{32}$/)
    }
  })

  it("are the same text for the same input and differ by colour seed", () => {
    const a = svgText({ kind: "product", label: "Sarees", seed: "x", shape: "saree" })
    expect(svgText({ kind: "product", label: "Sarees", seed: "x", shape: "saree" })).toBe(a)
    expect(svgText({ kind: "product", label: "Sarees", seed: "y", shape: "saree" })).not.toBe(a)
  })

  it("escape labels for XML", () => {
    expect(escapeXml(`Tom & "Jerry's" <toys>`)).toBe("Tom &amp; &quot;Jerry&apos;s&quot; &lt;toys&gt;")
    const text = svgText({ kind: "banner", label: "Toys & games <new>", seed: "s", caption: `"Big" sale` })
    expect(text).toContain("Toys &amp; games &lt;new&gt;")
    expect(text).toContain("&quot;Big&quot; sale")
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
})

describe("the home page's offers and the blog's covers (issue 33)", () => {
  /** Each `<text>` of an SVG: its words, where it starts or is centred, its size and weight. */
  const texts = (svg: string) => [...svg.matchAll(/<text x="(\d+)"[^>]*?( text-anchor="middle")?[^>]*?font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)]
    .map(([whole, x, middle, size, text]) => ({ x: Number(x), middle: middle !== undefined || whole.includes('text-anchor="middle"'), size: Number(size), bold: /font-weight="(700|800)"/.test(whole), text: text! }))
  const widthOf = (svg: string) => Number(/width="(\d+)"/.exec(svg)![1])
  const unescape = (text: string) => text.replace(/&amp;/g, "&").replace(/&apos;/g, "'").replace(/&quot;/g, "\"")

  const images = [
    ...MAIN_HOME_SLIDERS.flatMap((slider) => [
      { what: `${slider.name} on a phone`, words: `${slider.name} ${slider.caption}`, svg: svgText({ kind: "bannerMobile", label: slider.name, caption: slider.caption, seed: "s" }) },
      { what: `${slider.name} on a computer`, words: `${slider.name} ${slider.caption}`, svg: svgText({ kind: "banner", label: slider.name, caption: slider.caption, seed: "s" }) }
    ]),
    ...THREE_SLIDERS.map((slider) => ({ what: slider.name, words: `${slider.name} ${slider.caption}`, svg: svgText({ kind: "banner", label: slider.name, caption: slider.caption, seed: "s" }) })),
    ...BLOG_POSTS.map((post) => ({ what: post.title, words: post.title, svg: svgText({ kind: "cover", label: post.title, seed: "s" }) }))
  ]

  it.each(images)("$what shows every word of its name and caption, none cut", ({ words, svg }) => {
    expect(svg).not.toContain("…")
    const shown = texts(svg).map((t) => unescape(t.text)).join(" ")
    for (const word of words.split(/\s+/)) expect(shown.split(/\s+/)).toContain(word)
  })

  it.each(images)("$what keeps each line inside the image, at the widest the system font draws it", ({ svg }) => {
    const width = widthOf(svg)
    for (const line of texts(svg)) {
      const drawn = Array.from(unescape(line.text)).length * line.size * EM_PER_CHAR[line.bold ? "bold" : "regular"]
      if (line.middle) expect(drawn / 2, line.text).toBeLessThanOrEqual(Math.min(line.x, width - line.x))
      else expect(line.x + drawn, line.text).toBeLessThanOrEqual(width)
    }
  })
})
