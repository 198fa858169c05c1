import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Brand } from "#domain/brand.ts"
import type { CategoryTag } from "#domain/catalogue.ts"
import type { Id } from "#domain/common.ts"
import { type AdminProduct, attributeGroupOf, type ProductInput } from "#domain/product-input.ts"
import type { Product } from "#domain/product.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 6, item 5: products run by admins. What an admin writes is what the storefront shows:
// placed by its tag, priced from its cheapest option, found by search, gone while hidden.

const ADMIN_MOBILE = "9000000011"
let server: TestServer
let admin: string
let asAdmin: ReturnType<typeof contractClient>
let shop: ReturnType<typeof contractClient>
let smartTvs: CategoryTag
let qledTvs: CategoryTag
let bharat: Brand

const call = (method: string, path: string, body?: unknown, cookie: string | undefined = admin) =>
  raw(server.baseUrl, `/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : { cookie }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

/** A made-up word no other product has (nor one like it), so search and the admin filter find exactly one product. */
const uniqueWord = () => {
  const letters = [...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join("")
  return letters[0]!.toUpperCase() + letters.slice(1)
}

/** Every item of a paged list, page by page: newest-first order does not decide what a test sees. */
const everyPage = async <A>(page: (n: number) => Promise<{ readonly items: ReadonlyArray<A>; readonly total: number }>) => {
  const items: Array<A> = []
  for (let n = 1; ; n++) {
    const answer = await page(n)
    items.push(...answer.items)
    if (answer.items.length === 0 || items.length >= answer.total) return { items, total: answer.total }
  }
}

// Real labels of the televisions attribute group (domain/attribute-options.ts, §3).
const TV_ATTRIBUTES = { Screen_type: "QLED", Display_resolution: "2160p", Refresh_rate: "240 Hz", Tv_screen_size: "139 cm (55 inch)", Star_rating: "4" }
/** The keywords' words of the demo catalogue's Hindi names above a Bharat Electro TV: "टीवी और ऑडियो", "टीवी", "भारत इलेक्ट्रो". */
const TV_HINDI_WORDS = "tivi aur odiyo ilektro"

type OptionInput = ProductInput["packSize"][number]["PackSizeOptions"][number]
const option = (packSizeOptionName: string, Price: number, Mrp: number, extra: Partial<OptionInput> = {}): OptionInput =>
  ({ packSizeOptionName, PsnPrime: false, Price, Mrp, availablestock: 7, ...extra })

/** Two pack sizes; the cheapest option (₹18,765) is the second option of the first size. */
const productInput = (word = uniqueWord()): ProductInput => ({
  name: `Bharat Electro ${word} QLED Smart TV`,
  slugUrl: `bharat-electro-${word.toLowerCase()}-qled-smart-tv`,
  description: "A bright QLED picture for the living room, with Dolby Audio.",
  categoryTagId: smartTvs._id,
  brandId: bharat._id,
  attributeGroup: "televisions",
  attributes: TV_ATTRIBUTES,
  recommended: true,
  trending: true,
  hot: true,
  packSize: [
    {
      packSizeName: "43 inch",
      PsPrime: true,
      thumbnail: "",
      slider: [],
      PackSizeOptions: [option("Black", 29_999, 44_999, { PsnPrime: true }), option("Black, open box", 18_765, 44_999)]
    },
    {
      packSizeName: "55 inch",
      PsPrime: false,
      thumbnail: "https://images.example.in/tv-55.png",
      slider: ["https://images.example.in/tv-55-side.png"],
      PackSizeOptions: [option("Black", 41_999, 59_999), option("Black with wall mount", 43_499.5, 61_999, { availablestock: 0 })]
    }
  ]
})

const create = async (input: ProductInput = productInput()): Promise<AdminProduct> => {
  const answer = await call("POST", "/product/new", input)
  if (answer.status !== 201) throw new Error(`product/new: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body as { product: AdminProduct }).product
}

/** What the storefront shows of an admin's product: all but the admin's own fields. */
const storefrontPart = ({ show: _show, categoryTagId: _tag, brandId: _brand, attributeGroup: _group, hsn: _hsn, gstRate: _rate, ...product }: AdminProduct): Product => product

const optionIds = (product: Product) => product.packSize.flatMap((s) => s.PackSizeOptions.map((o) => o._id))
const existingOptions = async (ids: ReadonlyArray<string>) =>
  (await rows<{ id: string }>((sql) => sql`SELECT id FROM pack_size_options WHERE id IN ${sql.in(ids)}`)).map((r) => r.id).sort()

const rowCounts = async () =>
  (await rows<{ products: number; sizes: number; options: number }>((sql) => sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM pack_sizes) AS sizes,
      (SELECT count(*)::int FROM pack_size_options) AS options`))[0]!

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  admin = (await registeredCustomer(server, ADMIN_MOBILE, "Meera Iyer")).cookie
  asAdmin = contractClient(server.baseUrl, { cookie: admin })
  shop = contractClient(server.baseUrl)
  smartTvs = await shop((api) => api.categorytag.bySlug({ path: { slug: "smart-tvs" } })).then((r) => r.categoryTag)
  qledTvs = await shop((api) => api.categorytag.bySlug({ path: { slug: "qled-tvs" } })).then((r) => r.categoryTag)
  bharat = await shop((api) => api.brand.bySlug({ path: { slug: "bharat-electro" } })).then((r) => r.brand)
})
afterAll(() => server?.close())

describe("creating a product", () => {
  it("answers it in the storefront's shape, placed by its tag, with new ids in the input's order", async () => {
    const input = productInput()
    const answer = await call("POST", "/product/new", input)
    expect(answer.status).toBe(201)
    const product = (answer.body as { success: true; product: AdminProduct }).product
    expect(answer.body).toMatchObject({ success: true })
    expect(product).toMatchObject({
      name: input.name,
      slugUrl: input.slugUrl,
      description: input.description,
      superCategory: "Electronics",
      category: smartTvs.category,
      SubCategory: "Televisions",
      CategoryTag: "Smart TVs",
      categoryTagSlugUrl: "smart-tvs",
      brand: "Bharat Electro",
      brandSlugUrl: "bharat-electro",
      attributes: TV_ATTRIBUTES,
      recommended: true,
      trending: true,
      hot: true,
      show: true,
      categoryTagId: smartTvs._id,
      brandId: bharat._id,
      attributeGroup: "televisions"
    })
    expect(product.packSize.map((s) => s.packSizeName)).toEqual(["43 inch", "55 inch"])
    expect(product.packSize[1]).toMatchObject({ PsPrime: false, thumbnail: input.packSize[1]!.thumbnail, slider: input.packSize[1]!.slider })
    expect(product.packSize.map((s) => s.PackSizeOptions.map((o) => [o.packSizeOptionName, o.Price, o.Mrp, o.availablestock, o.PsnPrime]))).toEqual([
      [["Black", 29_999, 44_999, 7, true], ["Black, open box", 18_765, 44_999, 7, false]],
      [["Black", 41_999, 59_999, 7, false], ["Black with wall mount", 43_499.5, 61_999, 0, false]]
    ])
    const ids = [product._id, ...product.packSize.map((s) => s._id), ...optionIds(product)]
    expect(new Set(ids).size).toBe(7)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/)

    // What the storefront's queries rely on: the catalogue ids of the tag, the lowest price, the keywords.
    const [stored] = await rows<{ sub: string; category: string; priceFrom: number; keywords: string }>((sql) => sql`
      SELECT sub_category_id AS sub, category_id AS category, price_from::float8 AS "priceFrom", keywords FROM products WHERE id = ${product._id}`)
    expect(stored).toEqual({
      sub: smartTvs.SubCategoryId,
      category: smartTvs.categoryId,
      priceFrom: 18_765,
      // Issue 39: then the words of the Hindi names above it the English lacks: the category's
      // "टीवी और ऑडियो" and the brand's "भारत इलेक्ट्रो" (domain/hindi-keywords.ts).
      keywords: `Smart TVs Televisions ${smartTvs.category} Bharat Electro ${Object.values(TV_ATTRIBUTES).join(" ")} ${TV_HINDI_WORDS}`
    })
  })

  it("reads back the same through admin/products/:id, and the storefront's page shows it", async () => {
    const made = await create()
    const one = await asAdmin((api) => api.productAdmin.one({ path: { id: made._id } }))
    expect(one.product).toEqual(made)
    const page = await shop((api) => api.product.verifySlug({ path: { slug: made.slugUrl } }))
    expect(page.product).toEqual(storefrontPart(made))
    const quick = await shop((api) => api.product.quickView({ path: { slug: made.slugUrl } }))
    expect(quick.product).toEqual(storefrontPart(made))
  })

  it("is sorted and filtered by its cheapest option, whichever pack size holds it", async () => {
    const made = await create()
    const atItsPrice = await shop((api) => api.product.all({ urlParams: { tag: "smart-tvs", minPrice: 18_765, maxPrice: 18_765, limit: 100 } }))
    expect(atItsPrice.product.map((p) => p._id)).toContain(made._id)
    const belowFirstOption = await shop((api) => api.product.all({ urlParams: { category: made.categorySlugUrl, maxPrice: 20_000, limit: 100 } }))
    expect(belowFirstOption.product.map((p) => p._id)).toContain(made._id)

    const { items: cheapestFirst } = await everyPage((page) =>
      shop((api) => api.product.all({ urlParams: { tag: "smart-tvs", sort: "price-asc", limit: 100, page } })).then((r) => ({ items: r.product, total: r.total })))
    const lowest = (p: Product) => Math.min(...p.packSize.flatMap((s) => s.PackSizeOptions.map((o) => o.Price)))
    const prices = cheapestFirst.map(lowest)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const index = cheapestFirst.findIndex((p) => p._id === made._id)
    expect(index).toBeGreaterThanOrEqual(0)
    expect(cheapestFirst.slice(0, index).every((p) => lowest(p) <= 18_765)).toBe(true)
    expect(cheapestFirst.slice(index + 1).every((p) => lowest(p) >= 18_765)).toBe(true)
  })

  it("is found by product search by a word of its name, and by the admin list's filter in any case", async () => {
    const word = uniqueWord()
    const made = await create(productInput(word))
    const found = await shop((api) => api.product.search({ urlParams: { q: word.toLowerCase() } }))
    expect(found.products.map((p) => p._id)).toEqual([made._id])
    const listed = await asAdmin((api) => api.productAdmin.list({ urlParams: { q: word.toUpperCase() } }))
    expect(listed).toMatchObject({ total: 1, page: 1 })
    expect(listed.products).toEqual([made])
  })
})

describe("the admin list", () => {
  it("pages through every product, hidden ones too, newest first", async () => {
    const first = await asAdmin((api) => api.productAdmin.list({ urlParams: { limit: 5 } }))
    const [counts] = await rows<{ all: number; shown: number }>((sql) => sql`
      SELECT count(*)::int AS "all", (count(*) FILTER (WHERE show))::int AS shown FROM products`)
    expect(first).toMatchObject({ page: 1, limit: 5, total: counts!.all })
    expect(counts!.all).toBeGreaterThan(counts!.shown)
    const second = await asAdmin((api) => api.productAdmin.list({ urlParams: { page: 2, limit: 5 } }))
    expect(second.products).toHaveLength(5)
    const dates = [...first.products, ...second.products].map((p) => p.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first.products, ...second.products].map((p) => p._id)).size).toBe(10)

    const [seededHidden] = await rows<{ id: string; name: string }>((sql) => sql`SELECT id, name FROM products WHERE NOT show LIMIT 1`)
    const found = await asAdmin((api) => api.productAdmin.list({ urlParams: { q: seededHidden!.name, limit: 100 } }))
    expect(found.products.find((p) => p._id === seededHidden!.id)).toMatchObject({ show: false })
  })

  it("shows the newest product first", async () => {
    const older = await create()
    const newer = await create()
    const { items } = await everyPage((page) =>
      asAdmin((api) => api.productAdmin.list({ urlParams: { page, limit: 100 } })).then((r) => ({ items: r.products, total: r.total })))
    const ids = items.map((p) => p._id)
    expect(ids.indexOf(newer._id)).toBe(ids.indexOf(older._id) - 1)
  })

  it("takes the filter's text literally: '%' and '_' match only themselves", async () => {
    expect((await call("GET", "/admin/products?q=%25")).body).toMatchObject({ success: true, products: [], total: 0 })
    expect((await call("GET", "/admin/products?q=_")).body).toMatchObject({ success: true, products: [], total: 0 })
  })

  it("answers 404 for a product that does not exist, and 400 for an id that is not one", async () => {
    const missing = await call("GET", "/admin/products/ffffffffffffffffffffffff")
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining("ffffffffffffffffffffffff") })
    expect((await call("GET", "/admin/products/not-an-id")).status).toBe(400)
  })
})

describe("a product's tax class (issue 19 item 6)", () => {
  it("is the subcategory's when the admin gives none, the admin's when given, kept on an edit that leaves it out", async () => {
    const proposed = await create()
    expect([proposed.hsn, proposed.gstRate]).toEqual(["8528", 18])
    const given = await create({ ...productInput(), hsn: "85287217", gstRate: 28 })
    expect([given.hsn, given.gstRate]).toEqual(["85287217", 28])
    const { hsn: _hsn, gstRate: _rate, ...rest } = { ...productInput(), slugUrl: given.slugUrl, hsn: undefined, gstRate: undefined }
    const edited = await call("PUT", `/product/${given._id}`, { ...rest, name: "Renamed QLED TV" })
    expect(edited.status).toBe(200)
    expect((edited.body as { product: AdminProduct }).product).toMatchObject({ name: "Renamed QLED TV", hsn: "85287217", gstRate: 28 })
  })

  it("refuses an HSN code that is not 4, 6 or 8 digits and a rate GST does not have, with a sentence", async () => {
    const before = await rowCounts()
    for (const [change, sentence] of [
      [{ hsn: "85-28" }, "The HSN code must have 4, 6 or 8 digits."],
      [{ hsn: "85281" }, "The HSN code must have 4, 6 or 8 digits."],
      [{ gstRate: 7 }, "The GST rate must be 0, 0.25, 3, 5, 12, 18, 28 or 40 per cent."]
    ] as const) {
      const answer = await call("POST", "/product/new", { ...productInput(), ...change })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain(sentence)
    }
    expect(await rowCounts()).toEqual(before)
  })
})

describe("editing a product", () => {
  it("keeps the option ids it was sent back, deletes the rows left out and inserts the new ones", async () => {
    const made = await create()
    const [small, large] = made.packSize
    const [black, openBox] = small!.PackSizeOptions
    const [largeBlack, wallMount] = large!.PackSizeOptions
    const word = uniqueWord()
    const input: ProductInput = {
      ...productInput(word),
      categoryTagId: qledTvs._id,
      attributes: { Screen_type: "OLED", Tv_os: "webOS" },
      recommended: false,
      packSize: [
        {
          _id: small!._id,
          packSizeName: "43 inch (2026)",
          PsPrime: true,
          thumbnail: "",
          slider: [],
          // The open-box option is left out; the kept one changes its price; a new one is added.
          PackSizeOptions: [option("Black", 27_499, 44_999, { _id: black!._id, PsnPrime: true }), option("Graphite", 28_999, 44_999)]
        },
        {
          packSizeName: "65 inch",
          PsPrime: false,
          thumbnail: "",
          slider: [],
          // The 55 inch size is left out, but its wall-mount option moves here with its id.
          PackSizeOptions: [option("Black", 64_999, 89_999), option("Black with wall mount", 66_499, 91_999, { _id: wallMount!._id })]
        }
      ]
    }
    const answer = await call("PUT", `/product/${made._id}`, input)
    expect(answer.status).toBe(200)
    const edited = (answer.body as { product: AdminProduct }).product
    expect(edited).toMatchObject({
      _id: made._id,
      name: input.name,
      slugUrl: input.slugUrl,
      CategoryTag: "QLED TVs",
      categoryTagId: qledTvs._id,
      attributes: { Screen_type: "OLED", Tv_os: "webOS" },
      recommended: false,
      createdAt: made.createdAt
    })
    expect(edited.packSize.map((s) => s.packSizeName)).toEqual(["43 inch (2026)", "65 inch"])
    expect(edited.packSize[0]!._id).toBe(small!._id)
    expect(edited.packSize[1]!._id).not.toBe(large!._id)
    const [keptBlack, graphite] = edited.packSize[0]!.PackSizeOptions
    expect(keptBlack).toMatchObject({ _id: black!._id, Price: 27_499 })
    expect(graphite!._id).not.toBe(openBox!._id)
    const [newBlack, movedMount] = edited.packSize[1]!.PackSizeOptions
    expect(movedMount).toMatchObject({ _id: wallMount!._id, Price: 66_499, availablestock: 7 })
    expect([black!._id, openBox!._id, largeBlack!._id, wallMount!._id]).not.toContain(newBlack!._id)

    expect(await existingOptions([black!._id, openBox!._id, largeBlack!._id, wallMount!._id])).toEqual([black!._id, wallMount!._id].sort())
    expect(await rows((sql) => sql`SELECT id FROM pack_sizes WHERE id = ${large!._id}`)).toEqual([])
    expect(await existingOptions(optionIds(edited))).toEqual([...optionIds(edited)].sort())

    const [stored] = await rows<{ priceFrom: number; keywords: string }>((sql) => sql`
      SELECT price_from::float8 AS "priceFrom", keywords FROM products WHERE id = ${made._id}`)
    expect(stored).toEqual({ priceFrom: 27_499, keywords: `QLED TVs Televisions ${qledTvs.category} Bharat Electro OLED webOS ${TV_HINDI_WORDS}` })

    // The storefront follows: the new slug, the new tag, the new prices; the old slug is gone.
    expect((await shop((api) => api.product.verifySlug({ path: { slug: input.slugUrl } }))).product).toEqual(storefrontPart(edited))
    expect((await call("GET", `/product/verify-slugurl/${made.slugUrl}`, undefined, undefined)).status).toBe(404)
    expect((await asAdmin((api) => api.productAdmin.one({ path: { id: made._id } }))).product).toEqual(edited)
  })

  it("sent back unchanged, changes nothing", async () => {
    const made = await create()
    const again: ProductInput = {
      name: made.name,
      slugUrl: made.slugUrl,
      description: made.description,
      categoryTagId: made.categoryTagId,
      brandId: made.brandId,
      attributeGroup: made.attributeGroup,
      attributes: made.attributes,
      recommended: made.recommended,
      trending: made.trending,
      hot: made.hot,
      packSize: made.packSize.map(({ PackSizeOptions, ...size }) => ({ ...size, PackSizeOptions: PackSizeOptions.map((o) => ({ ...o })) }))
    }
    const answer = await call("PUT", `/product/${made._id}`, again)
    expect(answer.status).toBe(200)
    expect((answer.body as { product: AdminProduct }).product).toEqual(made)
  })

  // Issue 33: a third of the seeded catalogue has no attribute group its attributes fit; none of it could be saved.
  it("restocks a product without an attribute group, keeping its attributes, and gives it none it did not have", async () => {
    const { items } = await everyPage((page) => asAdmin((api) => api.productAdmin.list({ urlParams: { page, limit: 100 } })).then((r) => ({ items: r.products, total: r.total })))
    const seeded = items.find((p) => attributeGroupOf(p) === "" && Object.keys(p.attributes).length > 0)
    expect(seeded).toBeDefined()
    const made = seeded!
    const restock: ProductInput = {
      name: made.name, slugUrl: made.slugUrl, description: made.description, categoryTagId: made.categoryTagId, brandId: made.brandId,
      attributeGroup: attributeGroupOf(made), attributes: made.attributes, recommended: made.recommended, trending: made.trending, hot: made.hot,
      packSize: made.packSize.map(({ PackSizeOptions, ...size }) => ({ ...size, PackSizeOptions: PackSizeOptions.map((o) => ({ ...o, availablestock: o.availablestock + 5 })) }))
    }
    const answer = await call("PUT", `/product/${made._id}`, restock)
    expect(answer.status).toBe(200)
    const saved = (answer.body as { product: AdminProduct }).product
    expect(saved.attributes).toEqual(made.attributes)
    expect(saved.packSize.flatMap((size) => size.PackSizeOptions.map((o) => o.availablestock)))
      .toEqual(made.packSize.flatMap((size) => size.PackSizeOptions.map((o) => o.availablestock + 5)))
    const gained = await call("PUT", `/product/${made._id}`, { ...restock, attributes: { ...made.attributes, Colour: "Red" } })
    expect(gained.status).toBe(400)
    expect((gained.body as { message: string }).message).toBe(
      "'Colour' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists.")
    // A new product has no attributes of its own to keep: it takes them from a group's lists.
    const fresh = await call("POST", "/product/new", { ...productInput(), attributeGroup: "", attributes: { Colour: "Red" } })
    expect(fresh.status).toBe(400)
  })

  it("answers 404 for a product that does not exist", async () => {
    const answer = await call("PUT", "/product/ffffffffffffffffffffffff", productInput())
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining("ffffffffffffffffffffffff") })
  })
})

describe("hiding a product", () => {
  const listedIn = async (made: AdminProduct) => {
    const all = await everyPage((page) =>
      shop((api) => api.product.all({ urlParams: { category: made.categorySlugUrl, limit: 100, page } })).then((r) => ({ items: r.product, total: r.total })))
    const tagged = await everyPage((page) =>
      shop((api) => api.product.all({ urlParams: { tag: made.categoryTagSlugUrl, limit: 100, page } })).then((r) => ({ items: r.product, total: r.total })))
    const flagged = (flag: "recommended" | "trending" | "hot") =>
      everyPage((page) => shop((api) => api.product[flag]({ urlParams: { limit: 100, page } })).then((r) => ({ items: r.products, total: r.total })))
    const recommended = await flagged("recommended")
    const trending = await flagged("trending")
    const hot = await flagged("hot")
    const search = await shop((api) => api.product.search({ urlParams: { q: made.name.split(" ")[2]! } }))
    const page = await call("GET", `/product/verify-slugurl/${made.slugUrl}`, undefined, undefined)
    const quick = await call("GET", `/product/quickview/${made.slugUrl}`, undefined, undefined)
    const has = (list: ReadonlyArray<Product>) => list.some((p) => p._id === made._id)
    return {
      total: all.total,
      where: {
        category: has(all.items),
        tag: has(tagged.items),
        recommended: has(recommended.items),
        trending: has(trending.items),
        hot: has(hot.items),
        search: has(search.products),
        page: page.status,
        quickView: quick.status
      }
    }
  }
  const everywhere = { category: true, tag: true, recommended: true, trending: true, hot: true, search: true, page: 200, quickView: 200 }
  const nowhere = { category: false, tag: false, recommended: false, trending: false, hot: false, search: false, page: 404, quickView: 404 }

  it("takes it out of every storefront list, search and page, and showing it brings it back", async () => {
    const made = await create()
    const shown = await listedIn(made)
    expect(shown.where).toEqual(everywhere)

    const hid = await asAdmin((api) => api.productAdmin.visibility({ path: { productid: made._id }, payload: { show: false } }))
    expect(hid.product).toEqual({ ...made, show: false })
    const hidden = await listedIn(made)
    expect(hidden.where).toEqual(nowhere)
    expect(hidden.total).toBe(shown.total - 1)
    // The admin still sees it.
    expect((await asAdmin((api) => api.productAdmin.one({ path: { id: made._id } }))).product.show).toBe(false)
    expect((await asAdmin((api) => api.productAdmin.list({ urlParams: { q: made.name } }))).products.map((p) => p._id)).toEqual([made._id])

    const back = await asAdmin((api) => api.productAdmin.visibility({ path: { productid: made._id }, payload: { show: true } }))
    expect(back.product).toEqual(made)
    const again = await listedIn(made)
    expect(again).toEqual(shown)
  })

  it("an edit leaves a hidden product hidden", async () => {
    const made = await create()
    await call("PUT", `/product/${made._id}/show`, { show: false })
    const edited = await call("PUT", `/product/${made._id}`, { ...productInput(), slugUrl: made.slugUrl })
    expect((edited.body as { product: AdminProduct }).product.show).toBe(false)
    expect((await call("GET", `/product/verify-slugurl/${made.slugUrl}`, undefined, undefined)).status).toBe(404)
  })

  it("corrects a misspelling of a new product's word from its first save (migration 0014: search_words)", async () => {
    const word = uniqueWord()
    const made = await create(productInput(word))
    // One letter changed in the middle: no word matches, the corrected one does.
    const middle = Math.floor(word.length / 2)
    const misspelt = word.slice(0, middle) + (word[middle] === "q" ? "z" : "q") + word.slice(middle + 1)
    const found = await shop((api) => api.product.search({ urlParams: { q: misspelt.toLowerCase() } }))
    expect(found.products.map((p) => p._id)).toContain(made._id)
    const edited = uniqueWord()
    await call("PUT", `/product/${made._id}`, { ...productInput(edited), slugUrl: made.slugUrl })
    const afterEdit = await shop((api) => api.product.search({ urlParams: { q: edited.slice(0, -1).toLowerCase() + "x" } }))
    expect(afterEdit.products.map((p) => p._id)).toContain(made._id)
  })

  it("answers 404 for a product that does not exist, and 400 without a show flag", async () => {
    expect((await call("PUT", "/product/ffffffffffffffffffffffff/show", { show: false })).status).toBe(404)
    expect((await call("PUT", `/product/${(await create())._id}/show`, { show: "no" })).status).toBe(400)
  })
})

describe("refused writes", () => {
  const UNKNOWN = "ffffffffffffffffffffffff" as Id
  const withOption = (input: ProductInput, change: Partial<OptionInput>): ProductInput => ({
    ...input,
    packSize: [{ ...input.packSize[0]!, PackSizeOptions: [{ ...input.packSize[0]!.PackSizeOptions[0]!, ...change }] }]
  })

  it.each([
    ["an MRP below the price", () => withOption(productInput(), { Price: 500, Mrp: 499 }), "the MRP must be at least the price"],
    ["an attribute value that is not in its list", () => ({ ...productInput(), attributes: { ...TV_ATTRIBUTES, Screen_type: "Plasma" } }), "'Plasma' is not an option of Screen_type"],
    ["an attribute that is not one of its group's", () => ({ ...productInput(), attributes: { Saree_type: "Banarasi" } }), "'Saree_type' is not an attribute of Televisions"],
    ["an attribute group that does not exist", () => ({ ...productInput(), attributeGroup: "spaceships" }), "There is no attribute group 'spaceships'"],
    ["an unknown category tag id", () => ({ ...productInput(), categoryTagId: UNKNOWN }), `No category tag has the id '${UNKNOWN}'`],
    ["an unknown brand id", () => ({ ...productInput(), brandId: UNKNOWN }), `No brand has the id '${UNKNOWN}'`],
    ["no pack sizes", () => ({ ...productInput(), packSize: [] }), "a product needs at least one pack size"],
    ["a pack size without options", () => ({ ...productInput(), packSize: [{ ...productInput().packSize[0]!, PackSizeOptions: [] }] }), "a pack size needs at least one option"],
    ["two pack sizes shown first", () => ({ ...productInput(), packSize: productInput().packSize.map((s) => ({ ...s, PsPrime: true })) }), "at most one pack size is shown first"],
    ["an _id on a new product's option", () => withOption(productInput(), { _id: UNKNOWN }), "have no _id yet"],
    ["a slug that is not one", () => ({ ...productInput(), slugUrl: "Not A Slug" }), "slugUrl"]
  ])("a new product with %s is a 400 with a message, and nothing is written", async (_name, input, message) => {
    const before = await rowCounts()
    const answer = await call("POST", "/product/new", input())
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(message) })
    expect(await rowCounts()).toEqual(before)
  })

  it.each([
    ["another product's option id", (_mine: AdminProduct, theirs: AdminProduct) => withOption(productInput(), { _id: theirs.packSize[0]!.PackSizeOptions[0]!._id }), "is not one of this product's"],
    ["another product's pack size id", (_mine: AdminProduct, theirs: AdminProduct) => ({ ...productInput(), packSize: [{ ...productInput().packSize[0]!, _id: theirs.packSize[0]!._id }] }), "is not one of this product's"],
    ["one option id given twice", (mine: AdminProduct) => ({
      ...productInput(),
      packSize: productInput().packSize.map((s) => ({ ...s, PackSizeOptions: [{ ...s.PackSizeOptions[0]!, _id: mine.packSize[0]!.PackSizeOptions[0]!._id }] }))
    }), "is given twice"],
    ["an unknown brand id", () => ({ ...productInput(), brandId: UNKNOWN }), "No brand has the id"],
    ["an MRP below the price", () => withOption(productInput(), { Price: 10, Mrp: 9 }), "the MRP must be at least the price"]
  ])("an edit with %s is a 400 with a message, and changes nothing", async (_name, input, message) => {
    const mine = await create()
    const theirs = await create()
    const before = await rowCounts()
    const answer = await call("PUT", `/product/${mine._id}`, input(mine, theirs))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(message) })
    expect(await rowCounts()).toEqual(before)
    expect((await asAdmin((api) => api.productAdmin.one({ path: { id: mine._id } }))).product).toEqual(mine)
    expect((await asAdmin((api) => api.productAdmin.one({ path: { id: theirs._id } }))).product).toEqual(theirs)
  })

  it("a slug another product has is a 409, on create and on edit", async () => {
    const taken = await create()
    const before = await rowCounts()
    const duplicate = await call("POST", "/product/new", { ...productInput(), slugUrl: taken.slugUrl })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toMatchObject({ success: false, message: "Another product already has this slug URL." })
    expect(await rowCounts()).toEqual(before)

    const mine = await create()
    const edit = await call("PUT", `/product/${mine._id}`, { ...productInput(), slugUrl: taken.slugUrl })
    expect(edit.status).toBe(409)
    expect((await asAdmin((api) => api.productAdmin.one({ path: { id: mine._id } }))).product).toEqual(mine)
  })
})
