import { SqlClient } from "@effect/sql"
import { parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Brand } from "#domain/brand.ts"
import type { Category, CategoryTag, SubCategory, SuperCategory } from "#domain/catalogue.ts"
import { CSV_COLUMNS, type CsvRecord, OPTIONAL_COLUMNS } from "#domain/product-csv.ts"
import type { AdminProduct } from "#domain/product-input.ts"
import { hindiNameKeywords } from "#server/db/migrations/0051_hindi_name_keywords.ts"
import { raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 39: a product is found by the admin's Hindi names, its own and its tag's, subcategory's,
// category's and brand's, typed in Devanagari or in the Latin letters the search reads them as
// ("सूती" → "suti"), though its English says nothing of them. The words follow the English in its
// keywords (domain/hindi-keywords.ts), written by every write of a product or of a name above it.

const ADMIN_MOBILE = "9000000051"
let server: TestServer
let admin: string
let cottonKurtas: CategoryTag
let khadiKraft: Brand
let clothing: SuperCategory
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
/** The names of the products a shopper's search finds (no session). */
const search = async (q: string): Promise<ReadonlyArray<string>> => {
  const answer = await call("GET", `/product/search?q=${encodeURIComponent(q)}&limit=100`, undefined, undefined)
  if (answer.status !== 200) throw new Error(`search '${q}': ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body as { products: ReadonlyArray<{ name: string }> }).products.map((p) => p.name)
}
const keywordsOf = (id: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ keywords: string }>`SELECT keywords FROM products WHERE id = ${id}`))
    .then((rows) => rows[0]!.keywords)

/** A brand's fields as its form sends them. */
const brandFieldsOf = (brand: Brand) => ({
  name: brand.name, slugUrl: brand.slugUrl, show: brand.show, mobileImage: brand.mobileImage, desktopImage: brand.desktopImage,
  categories: brand.categories, subCategories: brand.subCategories
})

const productInput = (name: string, categoryTagId: string, extra: Record<string, unknown> = {}) => ({
  name, slugUrl: fresh("kurta"), description: "Soft handwoven cotton.",
  categoryTagId, brandId: khadiKraft._id, attributeGroup: "clothing", attributes: { Fabric: "Cotton" },
  recommended: false, trending: false, hot: false,
  packSize: [{ packSizeName: "M", PsPrime: true, thumbnail: "", slider: [], PackSizeOptions: [{ packSizeOptionName: "White", PsnPrime: true, Price: 899, Mrp: 1299, availablestock: 5 }] }],
  ...extra
})

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  admin = (await registeredCustomer(server, ADMIN_MOBILE, "Meera Iyer")).cookie
  cottonKurtas = await ok<CategoryTag>("GET", "/categorytag/slugurl/cotton-kurtas", undefined, "categoryTag")
  khadiKraft = await ok<Brand>("GET", "/brand/slugurl/khadi-kraft", undefined, "brand")
  clothing = await ok<SuperCategory>("GET", "/supercategory/slugurl/clothing", undefined, "supercategory")
})
afterAll(() => server?.close())

describe("a product's own Hindi name", () => {
  it("finds it by a word only the Hindi says, in Devanagari and in Latin letters, until the name is cleared", async () => {
    const name = `Loomline Cotton Kurta ${++counter}`
    const made = await ok<AdminProduct>("POST", "/product/new", productInput(name, cottonKurtas._id), "product", 201)
    // The English as before (tag, subcategory, category, brand, attributes), then the words of the
    // Hindi names above it: the tag's "कॉटन कुर्ते", the category's "पुरुष" (the subcategory's
    // "कुर्ते" and the brand's "खादी क्राफ़्ट" have no word more).
    const english = "Cotton Kurtas Kurtas Men Khadi Kraft Cotton"
    expect(await keywordsOf(made._id)).toBe(`${english} kotan kurte purush`)
    expect(await search("सूती")).not.toContain(name)
    expect(await search("suti")).not.toContain(name)

    const input = productInput(name, cottonKurtas._id, { slugUrl: made.slugUrl, packSize: made.packSize })
    await ok<AdminProduct>("PUT", `/product/${made._id}`, { ...input, nameHi: "सूती कुर्ता" }, "product")
    // The English stays as it was, the product's own Hindi words first after it; "kurta" is in the English name already.
    expect(await keywordsOf(made._id)).toBe(`${english} suti kotan kurte purush`)
    for (const q of ["सूती", "suti", "सूती कुर्ता", "suti kurta"]) expect(await search(q)).toContain(name)

    // An edit that leaves the Hindi name out keeps it, and its words.
    await ok<AdminProduct>("PUT", `/product/${made._id}`, input, "product")
    expect(await search("सूती")).toContain(name)

    await ok<AdminProduct>("PUT", `/product/${made._id}`, { ...input, nameHi: "" }, "product")
    expect(await keywordsOf(made._id)).toBe(`${english} kotan kurte purush`)
    expect(await search("सूती")).not.toContain(name)
    expect(await search("suti")).not.toContain(name)
  })

  it("is searchable from the moment the product is made with it, and after a file imports it", async () => {
    const name = `Weavers Cotton Kurta ${++counter}`
    await ok<AdminProduct>("POST", "/product/new", productInput(name, cottonKurtas._id, { nameHi: "खादी का हथकरघा कुर्ता" }), "product", 201)
    expect(await search("हथकरघा")).toEqual([name])

    const other = `Riverbank Cotton Kurta ${++counter}`
    await ok<AdminProduct>("POST", "/product/new", productInput(other, cottonKurtas._id), "product", 201)
    const response = await fetch(`${server.baseUrl}/api/v1/product/export?q=${encodeURIComponent(other)}`, { headers: { cookie: admin } })
    const rows: Array<CsvRecord> = parse(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()), { bom: true, columns: true })
    expect(rows.length).toBeGreaterThan(0)
    const answer = await call("POST", "/product/import", { csv: stringify(rows.map((r) => ({ ...r, name_hi: "नदी किनारे का कुर्ता" })), { header: true, columns: [...CSV_COLUMNS] }) })
    expect(answer.status).toBe(200)
    expect(await search("किनारे")).toEqual([other])
    expect(await search("kinare")).toEqual([other])
    // A file without the Hindi columns keeps the product's Hindi name, and its words.
    const older = CSV_COLUMNS.filter((column) => !(OPTIONAL_COLUMNS as ReadonlyArray<string>).includes(column))
    expect((await call("POST", "/product/import", { csv: stringify(rows.map((r) => ({ ...r, stock: "7" })), { header: true, columns: older }) })).status).toBe(200)
    expect(await search("किनारे")).toEqual([other])
  })
})

describe("the Hindi names above a product", () => {
  it("a category's Hindi name finds its products, follows a change of it and goes when it is cleared", async () => {
    const categoryInput = { name: "Festive wear", slugUrl: fresh("festive-wear"), status: true, superCategoryId: clothing._id }
    const category = await ok<Category>("POST", "/category/new", { ...categoryInput, nameHi: "उत्सव परिधान" }, "category", 201)
    const sub = await ok<SubCategory>("POST", "/subcategory/new", { name: "Sherwanis", slugUrl: fresh("sherwanis"), status: true, categoryId: category._id }, "subcategory", 201)
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", { name: "Wedding Sherwanis", slugUrl: fresh("wedding-sherwanis"), status: true, subCategoryId: sub._id }, "categoryTag", 201)
    const name = `Rajwada Sherwani ${++counter}`
    await ok<AdminProduct>("POST", "/product/new", productInput(name, tag._id), "product", 201)
    expect(await search("परिधान")).toEqual([name])
    expect(await search("paridhan")).toEqual([name])

    // A new Hindi name rewrites the products' words: the old ones go, the new ones find them.
    await ok<Category>("PUT", `/category/${category._id}`, { ...categoryInput, nameHi: "जश्न के कपड़े" }, "category")
    expect(await search("परिधान")).toEqual([])
    expect(await search("जश्न")).toEqual([name])
    // An edit that leaves it out (a client before issue 39) keeps it.
    await ok<Category>("PUT", `/category/${category._id}`, { ...categoryInput, name: "Festive" }, "category")
    expect(await search("जश्न")).toEqual([name])

    await ok<Category>("PUT", `/category/${category._id}`, { ...categoryInput, nameHi: "" }, "category")
    expect(await search("जश्न")).toEqual([])
    expect(await search("jashn")).toEqual([])
    // The English is found as before.
    expect(await search("sherwani")).toContain(name)
  })

  it("a tag's, a subcategory's and a brand's Hindi names find their products", async () => {
    const categoryInput = { name: "Occasion wear", slugUrl: fresh("occasion-wear"), status: true, superCategoryId: clothing._id }
    const category = await ok<Category>("POST", "/category/new", categoryInput, "category", 201)
    const subInput = { name: "Nehru Jackets", slugUrl: fresh("nehru-jackets"), status: true, categoryId: category._id }
    const sub = await ok<SubCategory>("POST", "/subcategory/new", subInput, "subcategory", 201)
    const tagInput = { name: "Silk Nehru Jackets", slugUrl: fresh("silk-nehru-jackets"), status: true, subCategoryId: sub._id }
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", tagInput, "categoryTag", 201)
    const brandInput = { ...brandFieldsOf(khadiKraft), name: "Dhaaga House", slugUrl: fresh("dhaaga-house") }
    const brand = await ok<Brand>("POST", "/brand/new", brandInput, "brand", 201)
    const name = `Dhaaga House Silk Nehru Jacket ${++counter}`
    await ok<AdminProduct>("POST", "/product/new", { ...productInput(name, tag._id), brandId: brand._id }, "product", 201)

    await ok<CategoryTag>("PUT", `/categorytag/${tag._id}`, { ...tagInput, nameHi: "रेशमी बंडी" }, "categoryTag")
    expect(await search("बंडी")).toEqual([name])
    await ok<SubCategory>("PUT", `/subcategory/${sub._id}`, { ...subInput, nameHi: "सदरी" }, "subcategory")
    expect(await search("sadri")).toEqual([name])
    await ok<Brand>("PUT", `/brand/${brand._id}`, { ...brandInput, nameHi: "धागा घर" }, "brand")
    expect(await search("घर")).toEqual([name])
    // The brand's English renamed: its products' keywords follow it, as a renamed level's do.
    await ok<Brand>("PUT", `/brand/${brand._id}`, { ...brandInput, name: "Sutli Studio" }, "brand")
    expect(await search("sutli")).toEqual([name])
    expect(await search("घर")).toEqual([name])
  })

  it("the demo catalogue's are searchable: 'कुर्तियाँ' (the kurtis' subcategory) finds kurtis", async () => {
    const found = await search("कुर्तियाँ")
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((name) => /kurti/i.test(name))).toBe(true)
  })
})

describe("migration 0051, for the products written before", () => {
  it("adds their Hindi names' words after the English keywords, once however often it runs", async () => {
    const name = `Heritage Cotton Kurta ${++counter}`
    const made = await ok<AdminProduct>("POST", "/product/new", productInput(name, cottonKurtas._id, { nameHi: "पुराना सूती कुर्ता" }), "product", 201)
    const withHindi = await keywordsOf(made._id)
    // Back to how a product's keywords were before: English only.
    const english = "Cotton Kurtas Kurtas Men Khadi Kraft Cotton"
    expect(withHindi.startsWith(`${english} `)).toBe(true)
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET keywords = ${english} WHERE id = ${made._id}`))
    expect(await search("पुराना")).toEqual([])

    await server.run(hindiNameKeywords)
    expect(await keywordsOf(made._id)).toBe(withHindi)
    await server.run(hindiNameKeywords)
    expect(await keywordsOf(made._id)).toBe(withHindi)
    expect(await search("पुराना")).toEqual([name])
  })
})
