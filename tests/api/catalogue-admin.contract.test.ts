import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Brand } from "#domain/brand.ts"
import type { Category, CategoryTag, MainHomeSlider, SubCategory, SuperCategory, ThreeSlider } from "#domain/catalogue.ts"
import type { BulkChange } from "#domain/product-bulk.ts"
import type { AdminProduct } from "#domain/product-input.ts"
import { REFUSALS } from "#server/catalogue/catalogue-admin.handlers.ts"
import { raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 1: the catalogue run from the back office. Categories, subcategories and tags are
// written with the rules of super categories (a duplicate slug, a missing parent, a delete while in
// use: each refused with its sentence); the public lists follow at once (the kept answers are
// dropped by the write); the sliders are made, edited, ordered and deleted; bulk actions on products
// are previewed, and the change is the preview, all or nothing.

const ADMIN_MOBILE = "9000000001"
let server: TestServer
let admin: string
let clothing: SuperCategory
let men: Category
let smartTvs: CategoryTag
let tvBrand: Brand
let counter = 0
const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${++counter}`

const call = (method: string, path: string, body?: unknown, cookie: string | undefined = admin) =>
  raw(server.baseUrl, `/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : { cookie }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
const ok = async <A>(method: string, path: string, body: unknown, key: string, status = 200): Promise<A> => {
  const answer = await call(method, path, body)
  if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body as Record<string, A>)[key]!
}
const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

const publicList = async <A>(path: string, key: string): Promise<ReadonlyArray<A>> => {
  const answer = await call("GET", path, undefined, undefined)
  return (answer.body as Record<string, ReadonlyArray<A>>)[key]!
}
const categories = () => publicList<Category>("/category/all", "category")
const subCategories = () => publicList<SubCategory>("/subcategory/all", "subcategory")
const tags = () => publicList<CategoryTag>("/categorytag/allforadmin", "ctegoryTags")

/** A 1×1 PNG, uploaded as the admin screens upload images. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
const uploadedImage = () => ok<string>("POST", "/admin/images", { fileName: "category.png", dataUrl: `data:image/png;base64,${PNG}` }, "image")

const productInput = (options: ReadonlyArray<{ Price: number; Mrp: number; availablestock: number }>) => {
  const slugUrl = fresh("vista-tv")
  return {
    name: `Vista TV ${slugUrl}`,
    slugUrl,
    description: "",
    categoryTagId: smartTvs._id,
    brandId: tvBrand._id,
    attributeGroup: "televisions",
    attributes: { Screen_type: "LED" },
    recommended: false,
    trending: false,
    hot: false,
    packSize: [{
      packSizeName: "32 inch",
      PsPrime: true,
      thumbnail: "",
      slider: [],
      PackSizeOptions: options.map((o, i) => ({ packSizeOptionName: `Colour ${i + 1}`, PsnPrime: i === 0, ...o }))
    }]
  }
}
const newProduct = (options = [{ Price: 1_000, Mrp: 1_200, availablestock: 5 }, { Price: 999, Mrp: 999, availablestock: 0 }]) =>
  ok<AdminProduct>("POST", "/product/new", productInput(options), "product", 201)
const productRow = async (id: string) =>
  (await sql<{ show: boolean; priceFrom: number; discountPct: number }>((sql) =>
    sql`SELECT show, price_from::float8 AS "priceFrom", discount_pct AS "discountPct" FROM products WHERE id = ${id}`))[0]!
const options = async (id: string) =>
  sql<{ id: string; price: number; mrp: number; stock: number }>((sql) => sql`
    SELECT o.id, o.price::float8 AS price, o.mrp::float8 AS mrp, o.available_stock AS stock
    FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id WHERE ps.product_id = ${id} ORDER BY o.position`)

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  admin = (await registeredCustomer(server, ADMIN_MOBILE, "Meera Iyer")).cookie
  clothing = (await call("GET", "/supercategory/slugurl/clothing").then((a) => a.body as { supercategory: SuperCategory })).supercategory
  men = (await call("GET", "/category/slugurl/men").then((a) => a.body as { category: Category })).category
  smartTvs = (await call("GET", "/categorytag/slugurl/smart-tvs").then((a) => a.body as { categoryTag: CategoryTag })).categoryTag
  tvBrand = (await call("GET", "/brand/slugurl/bharat-electro").then((a) => a.body as { brand: Brand })).brand
})
afterAll(() => server?.close())

describe("categories, subcategories and tags", () => {
  it("a category is made with its image, edited, hidden and deleted; the public list follows each write", async () => {
    expect((await categories()).length).toBeGreaterThan(0) // the list is kept now: the writes must drop it
    const desktopImage = await uploadedImage()
    const input = { name: "Festive wear", slugUrl: fresh("festive-wear"), status: true, superCategoryId: clothing._id, desktopImage }
    const made = await ok<Category>("POST", "/category/new", input, "category", 201)
    expect(made).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Festive wear", slugUrl: input.slugUrl, status: true, superCategory: "Clothing", superCategoryId: clothing._id, desktopImage })
    expect(await categories()).toContainEqual(made)

    const hidden = await ok<Category>("PUT", `/category/${made._id}`, { ...input, name: "Festive", status: false }, "category")
    expect(hidden).toEqual({ ...made, name: "Festive", status: false })
    expect((await categories()).find((c) => c._id === made._id)).toEqual(hidden)
    // The image is kept when an edit sends none.
    const { desktopImage: _, ...withoutImage } = input
    expect(await ok<Category>("PUT", `/category/${made._id}`, { ...withoutImage, status: false }, "category")).toMatchObject({ desktopImage })

    expect((await call("DELETE", `/category/${made._id}`)).body).toEqual({ success: true, id: made._id })
    expect((await categories()).some((c) => c._id === made._id)).toBe(false)
    expect((await call("GET", `/category/slugurl/${input.slugUrl}`)).status).toBe(404)
    expect(await call("DELETE", `/category/${made._id}`)).toMatchObject({ status: 404, body: { success: false, message: `No category has the id '${made._id}'` } })
  })

  it("a subcategory takes its super category from its category and a tag its places from its subcategory", async () => {
    const sub = await ok<SubCategory>("POST", "/subcategory/new", { name: "Sherwanis", slugUrl: fresh("sherwanis"), status: true, categoryId: men._id }, "subcategory", 201)
    expect(sub).toMatchObject({ superCategory: men.superCategory, superCategoryId: men.superCategoryId, category: men.name, categoryId: men._id, categorySlugUrl: men.slugUrl, desktopImage: "" })
    expect(await subCategories()).toContainEqual(sub)
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", { name: "Silk sherwanis", slugUrl: fresh("silk-sherwanis"), status: true, subCategoryId: sub._id }, "categoryTag", 201)
    expect(tag).toMatchObject({ superCategory: men.superCategory, category: men.name, categoryId: men._id, SubCategory: "Sherwanis", SubCategoryId: sub._id })
    expect(await tags()).toContainEqual(tag)
    const hiddenTag = await ok<CategoryTag>("PUT", `/categorytag/${tag._id}`, { name: tag.name, slugUrl: tag.slugUrl, status: false, subCategoryId: sub._id }, "categoryTag")
    expect((await tags()).find((t) => t._id === tag._id)).toEqual({ ...tag, status: false })
    expect(hiddenTag.status).toBe(false)
  })

  it("refuses a duplicate slug URL, an unknown parent and a malformed body, with a sentence each, and writes nothing", async () => {
    const before = (await categories()).length
    expect(await call("POST", "/category/new", { name: "Men again", slugUrl: "men", status: true, superCategoryId: clothing._id }))
      .toMatchObject({ status: 409, body: { success: false, message: REFUSALS.categoryDuplicate } })
    expect(await call("POST", "/category/new", { name: "Nowhere", slugUrl: fresh("nowhere"), status: true, superCategoryId: "ffffffffffffffffffffffff" }))
      .toMatchObject({ status: 400, body: { success: false, message: "No super category has the id 'ffffffffffffffffffffffff'." } })
    expect(await call("POST", "/subcategory/new", { name: "Nowhere", slugUrl: fresh("nowhere"), status: true, categoryId: "ffffffffffffffffffffffff" }))
      .toMatchObject({ status: 400, body: { message: "No category has the id 'ffffffffffffffffffffffff'." } })
    expect(await call("POST", "/categorytag/new", { name: "Nowhere", slugUrl: "smart-tvs", status: true, subCategoryId: smartTvs.SubCategoryId }))
      .toMatchObject({ status: 409, body: { message: REFUSALS.categoryTagDuplicate } })
    for (const bad of [{}, { name: "", slugUrl: "x", status: true, superCategoryId: clothing._id }, { name: "X", slugUrl: "Not A Slug", status: true, superCategoryId: clothing._id },
      { name: "X", slugUrl: fresh("x"), status: "yes", superCategoryId: clothing._id }, { name: "X", slugUrl: fresh("x"), status: true, superCategoryId: clothing._id, desktopImage: "javascript:alert(1)" }]) {
      const answer = await call("POST", "/category/new", bad)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    }
    expect(await call("PUT", "/category/ffffffffffffffffffffffff", { name: "X", slugUrl: fresh("x"), status: true, superCategoryId: clothing._id }))
      .toMatchObject({ status: 404, body: { message: "No category has the id 'ffffffffffffffffffffffff'" } })
    expect((await categories()).length).toBe(before)
  })

  it("refuses deleting a level still in use, and moving one with children, saying why", async () => {
    expect(await call("DELETE", `/category/${men._id}`)).toMatchObject({ status: 409, body: { success: false, message: REFUSALS.categoryInUse } })
    expect(await call("DELETE", `/subcategory/${smartTvs.SubCategoryId}`)).toMatchObject({ status: 409, body: { message: REFUSALS.subCategoryInUse } })
    expect(await call("DELETE", `/categorytag/${smartTvs._id}`)).toMatchObject({ status: 409, body: { message: REFUSALS.categoryTagInUse } })
    expect(await call("PUT", `/category/${men._id}`, { name: men.name, slugUrl: men.slugUrl, status: true, superCategoryId: (await call("GET", "/supercategory/slugurl/electronics").then((a) => (a.body as { supercategory: SuperCategory }).supercategory._id)) }))
      .toMatchObject({ status: 409, body: { message: expect.stringContaining("keeps its super category") } })
    expect(await call("PUT", `/categorytag/${smartTvs._id}`, { name: smartTvs.name, slugUrl: smartTvs.slugUrl, status: true, subCategoryId: (await subCategories()).find((s) => s._id !== smartTvs.SubCategoryId)!._id }))
      .toMatchObject({ status: 409, body: { message: expect.stringContaining("keeps its subcategory") } })
    // A super category a three-slider banner uses is in use too.
    const superCategory = await ok<SuperCategory>("POST", "/supercategory/new", { name: fresh("Seasonal"), slugUrl: fresh("seasonal"), showProducts: true }, "supercategory", 201)
    const banner = await ok<ThreeSlider>("POST", "/threeslider/new", { name: "Seasonal", superCategoryId: superCategory._id, slugUrl: "men", desktopImage: "" }, "threeSlider", 201)
    expect(await call("DELETE", `/supercategory/${superCategory._id}`)).toMatchObject({ status: 409, body: { message: expect.stringContaining("sliders") } })
    expect((await call("DELETE", `/threeslider/${banner._id}`)).status).toBe(200)
    expect((await call("DELETE", `/supercategory/${superCategory._id}`)).status).toBe(200)
    // Still there after every refusal.
    expect((await categories()).some((c) => c._id === men._id)).toBe(true)
    expect((await tags()).some((t) => t._id === smartTvs._id)).toBe(true)
  })

  it("an emptied level can be deleted, leaves first", async () => {
    const sub = await ok<SubCategory>("POST", "/subcategory/new", { name: "Kurta sets", slugUrl: fresh("kurta-sets"), status: true, categoryId: men._id }, "subcategory", 201)
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", { name: "Cotton sets", slugUrl: fresh("cotton-sets"), status: true, subCategoryId: sub._id }, "categoryTag", 201)
    expect((await call("DELETE", `/subcategory/${sub._id}`)).status).toBe(409)
    expect((await call("DELETE", `/categorytag/${tag._id}`)).body).toEqual({ success: true, id: tag._id })
    expect((await call("DELETE", `/subcategory/${sub._id}`)).body).toEqual({ success: true, id: sub._id })
    expect((await subCategories()).some((s) => s._id === sub._id)).toBe(false)
  })

  it("a renamed tag renames its products' search keywords", async () => {
    const sub = await ok<SubCategory>("POST", "/subcategory/new", { name: "Projectors", slugUrl: fresh("projectors"), status: true, categoryId: smartTvs.categoryId }, "subcategory", 201)
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", { name: "Pocket projectors", slugUrl: fresh("pocket-projectors"), status: true, subCategoryId: sub._id }, "categoryTag", 201)
    const product = await ok<AdminProduct>("POST", "/product/new", { ...productInput([{ Price: 500, Mrp: 600, availablestock: 1 }]), categoryTagId: tag._id }, "product", 201)
    await ok("PUT", `/categorytag/${tag._id}`, { name: "Mini beamers", slugUrl: tag.slugUrl, status: true, subCategoryId: sub._id }, "categoryTag")
    const [row] = await sql<{ keywords: string }>((sql) => sql`SELECT keywords FROM products WHERE id = ${product._id}`)
    expect(row!.keywords).toContain("Mini beamers")
    expect(row!.keywords).not.toContain("Pocket projectors")
    expect(row!.keywords).toContain("Projectors")
  })
})

describe("sliders", () => {
  const mainSlides = () => publicList<MainHomeSlider>("/mainhomeslider/all", "mainHomeSliders")
  const banners = () => publicList<ThreeSlider>("/threeslider/all", "threeSliders")
  const adminSlides = () => ok<ReadonlyArray<MainHomeSlider & { status: boolean }>>("GET", "/mainhomeslider/allforadmin", undefined, "mainHomeSliders")
  const adminBanners = () => ok<ReadonlyArray<ThreeSlider & { status: boolean }>>("GET", "/threeslider/allforadmin", undefined, "threeSliders")
  /** An entry as the storefront's list shows it: without the back office's status. */
  const shownAs = <A extends { status: boolean }>({ status: _status, ...entry }: A) => entry

  it("a main home slide is made with its images, edited, put first and deleted; the home page's list follows", async () => {
    const image = await uploadedImage()
    const slide = await ok<MainHomeSlider & { status: boolean }>("POST", "/mainhomeslider/new", { name: "Diwali sale", slugUrl: "men", desktopImage: image, mobileImage: image }, "mainHomeSlider", 201)
    expect(slide.status).toBe(true)
    expect((await mainSlides()).at(-1)).toEqual(shownAs(slide))
    const edited = await ok<MainHomeSlider>("PUT", `/mainhomeslider/${slide._id}`, { name: "Diwali offers", slugUrl: "women", desktopImage: image, mobileImage: "" }, "mainHomeSlider")
    expect(edited).toEqual({ ...slide, name: "Diwali offers", slugUrl: "women", mobileImage: "" })
    const ids = (await mainSlides()).map((s) => s._id)
    const first = [slide._id, ...ids.filter((id) => id !== slide._id)]
    expect((await ok<ReadonlyArray<MainHomeSlider>>("PUT", "/mainhomeslider/order", { ids: first }, "mainHomeSliders")).map((s) => s._id)).toEqual(first)
    expect((await mainSlides()).map((s) => s._id)).toEqual(first)
    // A list that misses an entry (made or deleted meanwhile) moves nothing.
    expect(await call("PUT", "/mainhomeslider/order", { ids: first.slice(1) })).toMatchObject({ status: 409, body: { message: expect.stringContaining("changed since the list was read") } })
    expect(await call("PUT", "/mainhomeslider/order", { ids: [first[0], first[0]] })).toMatchObject({ status: 400 })
    expect((await mainSlides()).map((s) => s._id)).toEqual(first)
    expect((await call("DELETE", `/mainhomeslider/${slide._id}`)).body).toEqual({ success: true, id: slide._id })
    expect((await mainSlides()).some((s) => s._id === slide._id)).toBe(false)
  })

  it("a slide or banner hidden leaves the home page's lists, keeps its place in the back office's, and is shown again", async () => {
    const image = await uploadedImage()
    const slide = await ok<MainHomeSlider & { status: boolean }>("POST", "/mainhomeslider/new", { name: "Holi colours", slugUrl: "men", desktopImage: image, mobileImage: image, status: false }, "mainHomeSlider", 201)
    expect(slide.status).toBe(false)
    expect((await mainSlides()).some((s) => s._id === slide._id)).toBe(false)
    expect((await adminSlides()).find((s) => s._id === slide._id)).toEqual(slide)
    // An edit that leaves the status out keeps it; one that sends it changes it.
    expect(await ok<{ status: boolean }>("PUT", `/mainhomeslider/${slide._id}`, { name: "Holi", slugUrl: "men", desktopImage: image, mobileImage: image }, "mainHomeSlider")).toMatchObject({ status: false })
    const shown = await ok<MainHomeSlider & { status: boolean }>("PUT", `/mainhomeslider/${slide._id}`, { name: "Holi", slugUrl: "men", desktopImage: image, mobileImage: image, status: true }, "mainHomeSlider")
    expect((await mainSlides()).find((s) => s._id === slide._id)).toEqual(shownAs(shown))
    // Ordering names every entry, hidden ones too.
    const banner = await ok<ThreeSlider & { status: boolean }>("POST", "/threeslider/new", { name: "Monsoon", superCategoryId: clothing._id, slugUrl: "men", desktopImage: "" }, "threeSlider", 201)
    const hidden = await ok<{ status: boolean }>("PUT", `/threeslider/${banner._id}`, { name: "Monsoon", superCategoryId: clothing._id, slugUrl: "men", desktopImage: "", status: false }, "threeSlider")
    expect(hidden.status).toBe(false)
    expect((await banners()).some((b) => b._id === banner._id)).toBe(false)
    const all = (await adminBanners()).map((b) => b._id)
    expect(all).toContain(banner._id)
    expect((await call("PUT", "/threeslider/order", { ids: (await banners()).map((b) => b._id) })).status).toBe(409)
    expect((await ok<ReadonlyArray<{ _id: string; status: boolean }>>("PUT", "/threeslider/order", { ids: [...all].reverse() }, "threeSliders")).map((b) => b._id)).toEqual([...all].reverse())
    // The back office's lists are staff's: a visitor and a customer are refused.
    expect((await raw(server.baseUrl, "/api/v1/mainhomeslider/allforadmin")).status).toBe(401)
    expect((await call("PUT", `/mainhomeslider/${slide._id}`, { name: "Holi", slugUrl: "men", desktopImage: image, mobileImage: image, status: "no" })).status).toBe(400)
    expect((await call("DELETE", `/threeslider/${banner._id}`)).status).toBe(200)
    expect((await call("DELETE", `/mainhomeslider/${slide._id}`)).status).toBe(200)
  })

  it("a three-slider banner names an existing super category", async () => {
    expect(await call("POST", "/threeslider/new", { name: "Lost", superCategoryId: "ffffffffffffffffffffffff", slugUrl: "men", desktopImage: "" }))
      .toMatchObject({ status: 400, body: { message: "No super category has the id 'ffffffffffffffffffffffff'." } })
    const banner = await ok<ThreeSlider>("POST", "/threeslider/new", { name: "Winter", superCategoryId: clothing._id, slugUrl: "men", desktopImage: "" }, "threeSlider", 201)
    expect(banner).toMatchObject({ name: "Winter", superCategory: "Clothing", slugUrl: "men" })
    const ids = (await banners()).map((b) => b._id)
    expect((await ok<ReadonlyArray<ThreeSlider>>("PUT", "/threeslider/order", { ids: [...ids].reverse() }, "threeSliders")).map((b) => b._id)).toEqual([...ids].reverse())
    expect((await call("PUT", `/threeslider/${banner._id}`, { name: "Winter", superCategoryId: clothing._id, slugUrl: "Bad Slug", desktopImage: "" })).status).toBe(400)
    expect((await call("DELETE", `/threeslider/${banner._id}`)).status).toBe(200)
  })
})

describe("product bulk actions", () => {
  const bulk = (path: string, body: unknown) => ok<ReadonlyArray<BulkChange>>("POST", path, body, "changes")

  it("a price change by a percentage: the preview is what the change writes, in whole rupees, the MRP never below the price", async () => {
    const a = await newProduct()
    const b = await newProduct([{ Price: 2_345, Mrp: 3_000, availablestock: 2 }])
    const request = { productIds: [a._id, b._id], action: { _tag: "price", percent: 10 } }
    const preview = await bulk("/admin/products/bulk/preview", request)
    const [a1, a2] = await options(a._id)
    const [b1] = await options(b._id)
    expect(preview).toEqual([
      { productId: a._id, productName: a.name, optionId: a1!.id, optionName: "32 inch / Colour 1", before: { price: 1_000, mrp: 1_200 }, after: { price: 1_100, mrp: 1_200 } },
      { productId: a._id, productName: a.name, optionId: a2!.id, optionName: "32 inch / Colour 2", before: { price: 999, mrp: 999 }, after: { price: 1_099, mrp: 1_099 } },
      { productId: b._id, productName: b.name, optionId: b1!.id, optionName: "32 inch / Colour 1", before: { price: 2_345, mrp: 3_000 }, after: { price: 2_580, mrp: 3_000 } }
    ])
    // The preview writes nothing.
    expect((await options(a._id)).map((o) => o.price)).toEqual([1_000, 999])
    expect(await bulk("/product/bulk", request)).toEqual(preview)
    expect(await options(a._id)).toEqual([{ id: a1!.id, price: 1_100, mrp: 1_200, stock: 5 }, { id: a2!.id, price: 1_099, mrp: 1_099, stock: 0 }])
    // The listing's price and discount filter follow the options.
    expect(await productRow(a._id)).toMatchObject({ priceFrom: 1_099, discountPct: 8 })
    // The storefront shows the new price.
    const page = await call("GET", `/product/verify-slugurl/${a.slugUrl}`, undefined, undefined)
    expect(JSON.stringify(page.body)).toContain("1100")

    const down = await bulk("/product/bulk", { productIds: [b._id], action: { _tag: "price", percent: -33.3 } })
    expect(down).toEqual([expect.objectContaining({ before: { price: 2_580, mrp: 3_000 }, after: { price: 1_721, mrp: 3_000 } })])
  })

  it("set stock, hide and show: only what changes is listed and written", async () => {
    const a = await newProduct()
    const [a1, a2] = await options(a._id)
    const stock = await bulk("/product/bulk", { productIds: [a._id], action: { _tag: "stock", stock: 5 } })
    // The first option has 5 already.
    expect(stock).toEqual([{ productId: a._id, productName: a.name, optionId: a2!.id, optionName: "32 inch / Colour 2", before: { stock: 0 }, after: { stock: 5 } }])
    expect((await options(a._id)).map((o) => o.stock)).toEqual([5, 5])
    expect(a1).toBeDefined()

    const hidden = await bulk("/product/bulk", { productIds: [a._id], action: { _tag: "hide" } })
    expect(hidden).toEqual([{ productId: a._id, productName: a.name, optionId: null, optionName: null, before: { show: true }, after: { show: false } }])
    expect((await productRow(a._id)).show).toBe(false)
    expect((await call("GET", `/product/verify-slugurl/${a.slugUrl}`, undefined, undefined)).status).toBe(404)
    expect(await bulk("/admin/products/bulk/preview", { productIds: [a._id], action: { _tag: "hide" } })).toEqual([])
    expect(await bulk("/product/bulk", { productIds: [a._id], action: { _tag: "show" } })).toHaveLength(1)
    expect((await call("GET", `/product/verify-slugurl/${a.slugUrl}`, undefined, undefined)).status).toBe(200)
  })

  it("the change is recomputed when it runs, never taken from the preview", async () => {
    const a = await newProduct([{ Price: 100, Mrp: 100, availablestock: 1 }])
    const request = { productIds: [a._id], action: { _tag: "price", percent: 50 } }
    expect((await bulk("/admin/products/bulk/preview", request))[0]!.after).toEqual({ price: 150, mrp: 150 })
    await sql((sql) => sql`UPDATE pack_size_options o SET price = 200, mrp = 220 FROM pack_sizes ps WHERE ps.id = o.pack_size_id AND ps.product_id = ${a._id} RETURNING o.id`)
    expect((await bulk("/product/bulk", request))[0]).toMatchObject({ before: { price: 200, mrp: 220 }, after: { price: 300, mrp: 300 } })
  })

  it("all or nothing: an unknown product, or a row the database refuses, leaves every product as it was", async () => {
    const a = await newProduct()
    const b = await newProduct()
    const unknown = await call("POST", "/product/bulk", { productIds: [a._id, "ffffffffffffffffffffffff"], action: { _tag: "stock", stock: 9 } })
    expect(unknown).toMatchObject({ status: 400, body: { success: false, message: "No product has the id 'ffffffffffffffffffffffff'; nothing was changed." } })
    expect((await options(a._id)).map((o) => o.stock)).toEqual([5, 0])

    // The second product's last option is refused by the database halfway through the statement.
    const [, refused] = await options(b._id)
    await sql((sql) => sql`CREATE FUNCTION refuse_bulk_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.pipe(Effect.as([])))
    await sql((sql) => sql`CREATE TRIGGER refuse_bulk_test BEFORE UPDATE ON pack_size_options FOR EACH ROW WHEN (OLD.id = ${sql.literal(`'${refused!.id}'`)}) EXECUTE FUNCTION refuse_bulk_test()`.pipe(Effect.as([])))
    try {
      const failed = await call("POST", "/product/bulk", { productIds: [a._id, b._id], action: { _tag: "stock", stock: 9 } })
      expect(failed.status).toBe(503)
      expect(failed.body).toMatchObject({ success: false, message: expect.any(String) })
      expect((await options(a._id)).map((o) => o.stock)).toEqual([5, 0])
      expect((await options(b._id)).map((o) => o.stock)).toEqual([5, 0])
    } finally {
      await sql((sql) => sql`DROP TRIGGER refuse_bulk_test ON pack_size_options`.pipe(Effect.as([])))
    }
  })

  it("refuses a malformed request with a sentence", async () => {
    const a = await newProduct()
    for (const [action, words] of [
      [{ _tag: "price", percent: 0 }, "0%"],
      [{ _tag: "price", percent: -95 }, "between -90 and +500"],
      [{ _tag: "stock", stock: 1.5 }, "whole number"],
      [{ _tag: "stock", stock: -1 }, "between 0"],
      [{ _tag: "delete" }, ""]
    ] as const) {
      const answer = await call("POST", "/admin/products/bulk/preview", { productIds: [a._id], action })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(words) })
    }
    expect(await call("POST", "/product/bulk", { productIds: [], action: { _tag: "hide" } })).toMatchObject({ status: 400, body: { message: expect.stringContaining("at least one product") } })
    expect(await call("POST", "/product/bulk", { productIds: [a._id, a._id], action: { _tag: "hide" } })).toMatchObject({ status: 400, body: { message: expect.stringContaining("once") } })
    expect((await productRow(a._id)).show).toBe(true)
  })
})
