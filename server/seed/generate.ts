// Pure generation of the seed catalogue: the same product count gives the same rows, byte for byte.
// Products are made one at a time from their index, so they can be produced lazily in batches.
import type { Id } from "#domain/common.ts"
import { taxClassFor } from "#domain/gst.ts"
import { rememberedHindiNameWords, withHindiWords } from "#domain/hindi-keywords.ts"
import { discountPercent } from "#domain/product.ts"
import { imageId, seedId } from "#server/db/ids.ts"
import {
  BLOG_POSTS,
  BRANDS,
  CATALOGUE,
  DESCRIPTION_CLOSERS,
  MAIN_HOME_SLIDERS,
  slugify,
  THREE_SLIDERS,
  type BrandDef,
  type CategoryDef,
  type CategoryTagDef,
  type SubCategoryDef,
  type SuperCategoryDef
} from "./catalogue-data.ts"
import { BRANDS_HI, CATEGORIES_HI, CATEGORY_TAGS_HI, productHindi, SUB_CATEGORIES_HI, SUPER_CATEGORIES_HI } from "./hindi-names.ts"
import { hash32, svgBytes, type SvgImage } from "./images.ts"

export const DEFAULT_PRODUCT_COUNT = 600
/** Seeded timestamps lie in the year before this instant, so a seed never depends on the clock. */
export const SEED_NOW = Date.parse("2026-11-01T00:00:00.000Z")
const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const PRNG_SEED = 0x5eed_ba2a
/** Illustrations per subcategory; products share them so 100,000 products need no more images. */
export const IMAGES_PER_SUB_CATEGORY = 4

// ---------------------------------------------------------------------------------------------
// Rows, keyed by column name (server/db/migrations/0001_catalogue.sql). jsonb columns hold JSON text.

export type ImageRow = {
  readonly id: string
  readonly content_type: "image/svg+xml"
  readonly bytes: Uint8Array
  readonly created_at: string
}
export type SuperCategoryRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly show_products: boolean
  readonly desktop_image: string
  readonly position: number
  /** Issue 39: its Hindi name, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
}
export type CategoryRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly status: boolean
  readonly super_category_id: Id
  readonly desktop_image: string
  readonly position: number
  /** Issue 39: its Hindi name, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
}
export type SubCategoryRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly status: boolean
  readonly category_id: Id
  readonly super_category_id: Id
  readonly desktop_image: string
  readonly position: number
  /** Issue 39: its Hindi name, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
}
export type CategoryTagRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly status: boolean
  readonly sub_category_id: Id
  readonly category_id: Id
  readonly super_category_id: Id
  readonly desktop_image: string
  readonly position: number
  /** Issue 39: its Hindi name, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
}
export type BrandRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly show: boolean
  readonly mobile_image: string
  readonly desktop_image: string
  readonly created_at: string
  /** Issue 39: its Hindi name, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
}
export type BrandCategoryRow = { readonly brand_id: Id; readonly category_id: Id }
export type BrandSubCategoryRow = { readonly brand_id: Id; readonly sub_category_id: Id }
export type MainHomeSliderRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly desktop_image: string
  readonly mobile_image: string
  readonly position: number
}
export type ThreeSliderRow = {
  readonly id: Id
  readonly name: string
  readonly super_category_id: Id
  readonly slug_url: string
  readonly desktop_image: string
  readonly position: number
}
export type BlogPostRow = {
  readonly id: Id
  readonly title: string
  readonly slug_url: string
  readonly cover_image: string
  readonly summary: string
  readonly body: string
  readonly published_at: string
}
export type ProductRow = {
  readonly id: Id
  readonly name: string
  readonly slug_url: string
  readonly description: string
  /** Issue 39: its Hindi name and description, null for none (server/seed/hindi-names.ts). */
  readonly name_hi: string | null
  readonly description_hi: string | null
  readonly category_tag_id: Id
  readonly sub_category_id: Id
  readonly category_id: Id
  readonly super_category_id: Id
  readonly brand_id: Id
  /** JSON text of a Record<string, string>. */
  readonly attributes: string
  readonly recommended: boolean
  readonly trending: boolean
  readonly hot: boolean
  readonly show: boolean
  /** Words a shopper may search by besides the name: tag, subcategory, category, brand, attribute values. */
  readonly keywords: string
  /** The lowest option price: what price sorting uses (docs/decisions/002-paged-lists.md). */
  price_from: number
  /** The tax class (domain/gst.ts taxClassFor): set with price_from, once the options are priced. */
  hsn: string
  gst_rate: number
  /** What the listing filters read (migration 0024, product_filter_facts): set with price_from. */
  discount_pct: number
  sizes: ReadonlyArray<string>
  colours: ReadonlyArray<string>
  readonly created_at: string
}
export type PackSizeRow = {
  readonly id: Id
  readonly product_id: Id
  readonly name: string
  readonly ps_prime: boolean
  readonly thumbnail: string
  /** JSON text of an array of image URLs. */
  readonly slider: string
  readonly position: number
}
export type PackSizeOptionRow = {
  readonly id: Id
  readonly pack_size_id: Id
  readonly name: string
  readonly psn_prime: boolean
  readonly price: number
  readonly mrp: number
  readonly available_stock: number
  readonly position: number
}

/** Everything but the products: small enough to hold at once. */
export interface FixedRows {
  readonly images: ReadonlyArray<ImageRow>
  readonly superCategories: ReadonlyArray<SuperCategoryRow>
  readonly categories: ReadonlyArray<CategoryRow>
  readonly subCategories: ReadonlyArray<SubCategoryRow>
  readonly categoryTags: ReadonlyArray<CategoryTagRow>
  readonly brands: ReadonlyArray<BrandRow>
  readonly brandCategories: ReadonlyArray<BrandCategoryRow>
  readonly brandSubCategories: ReadonlyArray<BrandSubCategoryRow>
  readonly mainHomeSliders: ReadonlyArray<MainHomeSliderRow>
  readonly threeSliders: ReadonlyArray<ThreeSliderRow>
  readonly blogPosts: ReadonlyArray<BlogPostRow>
}

/** The rows of a run of consecutive products. */
export interface ProductBatch {
  readonly products: ReadonlyArray<ProductRow>
  readonly packSizes: ReadonlyArray<PackSizeRow>
  readonly packSizeOptions: ReadonlyArray<PackSizeOptionRow>
}

export interface GeneratedCatalogue {
  readonly productCount: number
  readonly fixed: FixedRows
  /** Products in order of creation (oldest first), `batchSize` at a time, made as they are asked for. */
  readonly productBatches: (batchSize?: number) => Generator<ProductBatch, void, undefined>
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness.

/** mulberry32: a small, fast 32-bit PRNG; never Math.random in a seed. */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number

const pick = <A>(random: Random, items: ReadonlyArray<A>): A => {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error("seed data: pick from an empty list")
  return item
}

const at = <A>(items: ReadonlyArray<A>, index: number): A => {
  const item = items[index]
  if (item === undefined) throw new Error(`seed data: no item at ${index}`)
  return item
}

const intBetween = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1))

// ---------------------------------------------------------------------------------------------
// Prices: MRPs end in 99 or 49 like shop prices; discounts of 0 to 60%.

/** A shop-style MRP near `amount`: …49 or …99 below ₹1,000, …99 above. */
export const shopPrice = (amount: number): number => {
  if (amount < 100) return Math.max(9, Math.round(amount / 10) * 10 - 1)
  if (amount < 1000) return Math.max(99, Math.round(amount / 50) * 50 - 1)
  return Math.round(amount / 100) * 100 - 1
}

/** The selling price for an MRP and a discount; `endInNine` rounds it down to …9 when that keeps it within 60% off. */
export const discountedPrice = (mrp: number, discountPercent: number, endInNine: boolean): number => {
  const floor = Math.ceil(mrp * 0.4) // never more than 60% off
  const exact = Math.max(floor, Math.round((mrp * (100 - discountPercent)) / 100))
  const nine = exact % 10 === 9 ? exact : Math.floor(exact / 10) * 10 - 1
  const price = endInNine && exact >= 100 && nine >= floor ? nine : exact
  return Math.min(mrp, Math.max(1, price))
}

// ---------------------------------------------------------------------------------------------
// Images.

const imageUrl = (id: string): string => `/images/${id}.svg`

class ImagePool {
  readonly rows = new Map<string, ImageRow>()
  constructor(private readonly createdAt: string) {}
  add(image: SvgImage): string {
    const bytes = svgBytes(image)
    const id = imageId(bytes)
    if (!this.rows.has(id)) this.rows.set(id, { id, content_type: "image/svg+xml", bytes, created_at: this.createdAt })
    return imageUrl(id)
  }
}

// ---------------------------------------------------------------------------------------------
// The catalogue tree with ids, and the checks the seed relies on.

interface TagNode {
  readonly def: CategoryTagDef
  readonly id: Id
  readonly visible: boolean
  readonly sub: SubNode
}
interface SubNode {
  readonly def: SubCategoryDef
  readonly id: Id
  readonly category: CategoryNode
  readonly images: ReadonlyArray<string>
  readonly brands: Array<BrandNode>
}
interface CategoryNode {
  readonly def: CategoryDef
  readonly id: Id
  readonly superCategory: SuperNode
}
interface SuperNode {
  readonly def: SuperCategoryDef
  readonly id: Id
}
interface BrandNode {
  readonly def: BrandDef
  readonly id: Id
}

/** Every Hindi name of the seed names an entry there is (a renamed entry would lose its Hindi name unseen). */
const namesKnown = (what: string, hindi: Readonly<Record<string, string>>, entries: ReadonlyArray<{ readonly name: string }>): void => {
  const names = new Set(entries.map((entry) => entry.name))
  for (const name of Object.keys(hindi)) if (!names.has(name)) throw new Error(`seed data: a Hindi name for the unknown ${what} "${name}"`)
}

const uniqueSlugs = (what: string, slugs: ReadonlyArray<string>): void => {
  const seen = new Set<string>()
  for (const slug of slugs) {
    if (slug === "" || !/^[a-z0-9][a-z0-9,.\-]*$/.test(slug)) throw new Error(`seed data: bad ${what} slug "${slug}"`)
    if (seen.has(slug)) throw new Error(`seed data: duplicate ${what} slug "${slug}"`)
    seen.add(slug)
  }
}

const isoAt = (ms: number): string => new Date(ms).toISOString()

// A stride coprime with the tag count visits every tag once per round, in a scattered order,
// so even the smallest seed has products under every tag.
const strideFor = (count: number): number => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  let stride = Math.max(1, Math.floor(count * 0.382))
  while (gcd(stride, count) !== 1) stride++
  return stride
}

/** Build the whole seed for `products` products (default 600). */
export const generateCatalogue = (options: { readonly products?: number } = {}): GeneratedCatalogue => {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`product count must be a positive whole number, got ${productCount}`)

  const pool = new ImagePool(isoAt(SEED_NOW - YEAR_MS))
  const superCategories: Array<SuperCategoryRow> = []
  const categories: Array<CategoryRow> = []
  const subCategories: Array<SubCategoryRow> = []
  const categoryTags: Array<CategoryTagRow> = []
  const tags: Array<TagNode> = []
  const subsBySlug = new Map<string, SubNode>()

  CATALOGUE.forEach((superDef, superPosition) => {
    const superNode: SuperNode = { def: superDef, id: seedId("super-category", superDef.slugUrl) }
    superCategories.push({
      id: superNode.id,
      name: superDef.name,
      slug_url: superDef.slugUrl,
      show_products: superDef.showProducts,
      desktop_image: pool.add({ kind: "tile", label: superDef.name, seed: `super:${superDef.slugUrl}` }),
      position: superPosition,
      name_hi: SUPER_CATEGORIES_HI[superDef.name] ?? null
    })
    superDef.categories.forEach((categoryDef, categoryPosition) => {
      const categoryNode: CategoryNode = { def: categoryDef, id: seedId("category", categoryDef.slugUrl), superCategory: superNode }
      categories.push({
        id: categoryNode.id,
        name: categoryDef.name,
        slug_url: categoryDef.slugUrl,
        status: categoryDef.status,
        super_category_id: superNode.id,
        desktop_image: pool.add({ kind: "tile", label: categoryDef.name, seed: `category:${categoryDef.slugUrl}` }),
        position: categoryPosition,
        name_hi: CATEGORIES_HI[categoryDef.name] ?? null
      })
      categoryDef.subCategories.forEach((subDef, subPosition) => {
        const images = Array.from({ length: IMAGES_PER_SUB_CATEGORY }, (_, variant) =>
          pool.add({ kind: "product", label: subDef.name, seed: `product:${subDef.slugUrl}:${variant}`, shape: subDef.product.shape })
        )
        const subNode: SubNode = { def: subDef, id: seedId("sub-category", subDef.slugUrl), category: categoryNode, images, brands: [] }
        subsBySlug.set(subDef.slugUrl, subNode)
        subCategories.push({
          id: subNode.id,
          name: subDef.name,
          slug_url: subDef.slugUrl,
          status: subDef.status,
          category_id: categoryNode.id,
          super_category_id: superNode.id,
          desktop_image: pool.add({ kind: "tile", label: subDef.name, seed: `sub-category:${subDef.slugUrl}` }),
          position: subPosition,
          name_hi: SUB_CATEGORIES_HI[subDef.name] ?? null
        })
        subDef.tags.forEach((tagDef, tagPosition) => {
          const slug = slugify(tagDef.name)
          const tagNode: TagNode = {
            def: tagDef,
            id: seedId("category-tag", slug),
            visible: categoryDef.status && subDef.status && tagDef.status,
            sub: subNode
          }
          tags.push(tagNode)
          categoryTags.push({
            id: tagNode.id,
            name: tagDef.name,
            slug_url: slug,
            status: tagDef.status,
            sub_category_id: subNode.id,
            category_id: categoryNode.id,
            super_category_id: superNode.id,
            desktop_image: pool.add({ kind: "tile", label: tagDef.name, seed: `category-tag:${slug}` }),
            position: tagPosition,
            name_hi: CATEGORY_TAGS_HI[tagDef.name] ?? null
          })
        })
      })
    })
  })

  uniqueSlugs("super category", superCategories.map((r) => r.slug_url))
  uniqueSlugs("category", categories.map((r) => r.slug_url))
  uniqueSlugs("subcategory", subCategories.map((r) => r.slug_url))
  uniqueSlugs("category tag", categoryTags.map((r) => r.slug_url))
  uniqueSlugs("brand", BRANDS.map((b) => b.slugUrl))
  namesKnown("super category", SUPER_CATEGORIES_HI, superCategories)
  namesKnown("category", CATEGORIES_HI, categories)
  namesKnown("subcategory", SUB_CATEGORIES_HI, subCategories)
  namesKnown("category tag", CATEGORY_TAGS_HI, categoryTags)
  namesKnown("brand", BRANDS_HI, BRANDS)

  const brands: Array<BrandRow> = []
  const brandCategories: Array<BrandCategoryRow> = []
  const brandSubCategories: Array<BrandSubCategoryRow> = []
  BRANDS.forEach((brandDef, index) => {
    const node: BrandNode = { def: brandDef, id: seedId("brand", brandDef.slugUrl) }
    brands.push({
      id: node.id,
      name: brandDef.name,
      slug_url: brandDef.slugUrl,
      show: brandDef.show,
      mobile_image: pool.add({ kind: "tile", label: brandDef.name, seed: `brand:${brandDef.slugUrl}` }),
      desktop_image: pool.add({ kind: "logo", label: brandDef.name, seed: `brand:${brandDef.slugUrl}` }),
      // Brands joined the shop one after another over the first weeks of the year.
      created_at: isoAt(SEED_NOW - YEAR_MS + index * 86_400_000),
      name_hi: BRANDS_HI[brandDef.name] ?? null
    })
    const categoryIds = new Set<Id>()
    for (const slug of brandDef.sells) {
      const subNode = subsBySlug.get(slug)
      if (subNode === undefined) throw new Error(`seed data: brand ${brandDef.name} sells in unknown subcategory "${slug}"`)
      subNode.brands.push(node)
      brandSubCategories.push({ brand_id: node.id, sub_category_id: subNode.id })
      if (!categoryIds.has(subNode.category.id)) {
        categoryIds.add(subNode.category.id)
        brandCategories.push({ brand_id: node.id, category_id: subNode.category.id })
      }
    }
  })
  for (const subNode of subsBySlug.values()) {
    if (subNode.brands.length === 0) throw new Error(`seed data: no brand sells in subcategory "${subNode.def.slugUrl}"`)
  }

  const categoryIdBySlug = new Map(categories.map((c) => [c.slug_url, c] as const))
  const linkedCategory = (slug: string): CategoryRow => {
    const row = categoryIdBySlug.get(slug)
    if (row === undefined) throw new Error(`seed data: slider links to unknown category "${slug}"`)
    return row
  }

  const mainHomeSliders: Array<MainHomeSliderRow> = MAIN_HOME_SLIDERS.map((slider, position) => {
    linkedCategory(slider.slugUrl)
    return {
      id: seedId("main-home-slider", slider.name),
      name: slider.name,
      slug_url: slider.slugUrl,
      desktop_image: pool.add({ kind: "banner", label: slider.name, caption: slider.caption, seed: `slider:${slider.name}` }),
      mobile_image: pool.add({ kind: "bannerMobile", label: slider.name, caption: slider.caption, seed: `slider:${slider.name}` }),
      position
    }
  })

  const threeSliders: Array<ThreeSliderRow> = THREE_SLIDERS.map((slider, position) => {
    const superRow = superCategories.find((s) => s.name === slider.superCategory)
    if (superRow === undefined) throw new Error(`seed data: three-slider for unknown super category "${slider.superCategory}"`)
    if (linkedCategory(slider.slugUrl).super_category_id !== superRow.id) {
      throw new Error(`seed data: three-slider "${slider.name}" links outside ${slider.superCategory}`)
    }
    return {
      id: seedId("three-slider", slider.name),
      name: slider.name,
      super_category_id: superRow.id,
      slug_url: slider.slugUrl,
      desktop_image: pool.add({ kind: "banner", label: slider.name, caption: slider.caption, seed: `three-slider:${slider.name}` }),
      position
    }
  })

  uniqueSlugs("blog post", BLOG_POSTS.map((p) => p.slugUrl))
  const blogPosts: Array<BlogPostRow> = BLOG_POSTS.map((post) => ({
    id: seedId("blog-post", post.slugUrl),
    title: post.title,
    slug_url: post.slugUrl,
    cover_image: pool.add({ kind: "cover", label: post.title, seed: `blog:${post.slugUrl}` }),
    summary: post.summary,
    body: post.body,
    published_at: post.publishedAt
  }))

  const fixed: FixedRows = {
    images: [...pool.rows.values()],
    superCategories,
    categories,
    subCategories,
    categoryTags,
    brands,
    brandCategories,
    brandSubCategories,
    mainHomeSliders,
    threeSliders,
    blogPosts
  }

  const stride = strideFor(tags.length)
  const slot = YEAR_MS / productCount
  // Issue 39: the keywords end with the Hindi names' words, as the product's writes make them (domain/hindi-keywords.ts).
  const hindiWordsOf = rememberedHindiNameWords()

  const makeProduct = (index: number, into: { products: Array<ProductRow>; packSizes: Array<PackSizeRow>; packSizeOptions: Array<PackSizeOptionRow> }): void => {
    const random = mulberry32(hash32(`${PRNG_SEED}:${index}`))
    const tagNode = at(tags, (index * stride) % tags.length)
    const subNode = tagNode.sub
    const template = subNode.def.product
    const superDef = subNode.category.superCategory.def
    const brandNode = pick(random, subNode.brands)

    const adjective = pick(random, template.adjectives)
    const noun = pick(random, tagNode.def.nouns ?? template.nouns)
    const variant = pick(random, template.variants)
    const name = [brandNode.def.name, adjective, noun, variant].filter((part) => part !== "").join(" ")
    const id = seedId("product", String(index))
    const attributes: Record<string, string> = {}
    for (const [key, values] of Object.entries(template.attributes)) attributes[key] = pick(random, values)

    const fill = (text: string) => text.replace("{brand}", brandNode.def.name).replace("{adjective}", adjective).replace("{noun}", noun)
    const opener = pick(random, superDef.openers)
    const closer = pick(random, DESCRIPTION_CLOSERS)
    const description = `${fill(opener)} ${template.blurb} ${closer}`
    const hindi = productHindi({
      subCategory: subNode.def.name, brand: brandNode.def.name, adjective, noun, variant,
      opener: superDef.openers.indexOf(opener), closer: DESCRIPTION_CLOSERS.indexOf(closer)
    })

    const productRow: ProductRow = {
      id,
      name,
      slug_url: `${slugify(name).slice(0, 140).replace(/-+$/, "")}-${index.toString(36)}`,
      description,
      name_hi: hindi.name,
      description_hi: hindi.description,
      category_tag_id: tagNode.id,
      sub_category_id: subNode.id,
      category_id: subNode.category.id,
      super_category_id: subNode.category.superCategory.id,
      brand_id: brandNode.id,
      attributes: JSON.stringify(attributes),
      recommended: random() < 0.15,
      trending: random() < 0.1,
      hot: random() < 0.1,
      show: tagNode.visible,
      keywords: withHindiWords(
        [tagNode.def.name, subNode.def.name, subNode.category.def.name, brandNode.def.name, ...Object.values(attributes)].join(" "),
        name,
        [hindi.name, CATEGORY_TAGS_HI[tagNode.def.name], SUB_CATEGORIES_HI[subNode.def.name], CATEGORIES_HI[subNode.category.def.name], BRANDS_HI[brandNode.def.name]],
        hindiWordsOf
      ),
      // Oldest first, one slot of the year per product, so insertion order (seq) follows created_at.
      price_from: 0,
      hsn: "",
      gst_rate: 0,
      discount_pct: 0,
      sizes: [],
      colours: [],
      created_at: isoAt(Math.floor(SEED_NOW - YEAR_MS + (index + random() * 0.9) * slot))
    }
    into.products.push(productRow)
    const firstOptionRow = into.packSizeOptions.length
    const firstSizeRow = into.packSizes.length

    // Prices: a log-uniform MRP in the subcategory's range, rising with each larger pack size.
    const [low, high] = template.mrp
    const baseMrp = low * Math.pow(high / low, Math.pow(random(), 1.3))
    const discount = random() < 0.2 ? 0 : intBetween(random, 5, template.maxDiscount)
    // Half of the products have prices ending in 9, as shops like them.
    const endInNine = random() < 0.5
    const sizeCount = intBetween(random, 1, Math.min(template.maxPackSizes, template.packSizes.length))
    const firstSize = intBetween(random, 0, template.packSizes.length - sizeCount)
    const imageVariant = intBetween(random, 0, IMAGES_PER_SUB_CATEGORY - 1)
    const optionCount = intBetween(random, 1, Math.min(template.maxOptions, template.options.length))
    const firstOption = intBetween(random, 0, template.options.length - 1)

    for (let s = 0; s < sizeCount; s++) {
      const packSizeId = seedId("pack-size", `${index}:${s}`)
      const sizeMrp = baseMrp * Math.pow(1 + template.packSizeStep, firstSize + s)
      const thumbnail = at(subNode.images, (imageVariant + s) % IMAGES_PER_SUB_CATEGORY)
      into.packSizes.push({
        id: packSizeId,
        product_id: id,
        name: at(template.packSizes, firstSize + s),
        ps_prime: s === 0,
        thumbnail,
        slider: JSON.stringify([0, 1, 2].map((k) => at(subNode.images, (imageVariant + s + k) % IMAGES_PER_SUB_CATEGORY))),
        position: s
      })
      for (let o = 0; o < optionCount; o++) {
        const option = at(template.options, (firstOption + o) % template.options.length)
        // Multi-packs cost a little less per unit.
        const mrp = shopPrice(sizeMrp * option.factor)
        const packDiscount = Math.min(60, discount + (option.factor > 1 ? 3 * (option.factor - 1) : 0))
        into.packSizeOptions.push({
          id: seedId("pack-size-option", `${index}:${s}:${o}`),
          pack_size_id: packSizeId,
          name: option.name,
          psn_prime: o === 0,
          price: discountedPrice(mrp, packDiscount, endInNine),
          mrp,
          // About 8% sold out, the rest 1 to 50 in stock.
          available_stock: random() < 0.08 ? 0 : intBetween(random, 1, 50),
          position: o
        })
      }
    }
    const prices = into.packSizeOptions.slice(firstOptionRow).map((o) => o.price)
    productRow.price_from = Math.min(...prices)
    const sold = into.packSizeOptions.slice(firstOptionRow)
    productRow.discount_pct = Math.max(...sold.map((o) => discountPercent({ Price: o.price, Mrp: o.mrp })))
    productRow.sizes = [...new Set(into.packSizes.slice(firstSizeRow).map((size) => size.name))].sort()
    productRow.colours = [...new Set(sold.map((o) => o.name))].sort()
    const taxClass = taxClassFor({ category: subNode.category.def.name, subCategory: subNode.def.name }, Math.max(...prices))
    productRow.hsn = taxClass.hsn
    productRow.gst_rate = taxClass.gstRate
  }

  function* productBatches(batchSize = 1000): Generator<ProductBatch, void, undefined> {
    if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`batch size must be a positive whole number, got ${batchSize}`)
    for (let start = 0; start < productCount; start += batchSize) {
      const batch = { products: [] as Array<ProductRow>, packSizes: [] as Array<PackSizeRow>, packSizeOptions: [] as Array<PackSizeOptionRow> }
      const end = Math.min(productCount, start + batchSize)
      for (let index = start; index < end; index++) makeProduct(index, batch)
      yield batch
    }
  }

  return { productCount, fixed, productBatches }
}
