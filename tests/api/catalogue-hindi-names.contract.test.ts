import { SqlClient } from "@effect/sql"
import { parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Brand } from "#domain/brand.ts"
import type { Category, CategoryTag, SubCategory, SuperCategory } from "#domain/catalogue.ts"
import { packRows } from "#domain/http/first-payload.ts"
import { CSV_COLUMNS, type CsvRecord, OPTIONAL_COLUMNS } from "#domain/product-csv.ts"
import type { AdminProduct } from "#domain/product-input.ts"
import type { Product } from "#domain/product.ts"
import { listCategories } from "#server/catalogue/catalogue.repo.ts"
import { raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 39: the admin's Hindi name of a catalogue entry, a brand or a product, and a product's
// Hindi description. Written by the back office (left out: kept; "": cleared; not Devanagari:
// refused), read by the storefront where present, and absent (no key at all) where there is none,
// so English pages carry nothing more.

const ADMIN_MOBILE = "9000000039"
let server: TestServer
let admin: string
let clothing: SuperCategory
let smartTvs: CategoryTag
let bharat: Brand
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
/** A public read, without a session, as a shopper's page makes it. */
const read = async <A>(path: string, key: string): Promise<A> => {
  const answer = await call("GET", path, undefined, undefined)
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return (answer.body as Record<string, A>)[key]!
}
const stored = (table: string, id: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ nameHi: string | null }>`SELECT name_hi AS "nameHi" FROM ${sql(table)} WHERE id = ${id}`))
    .then((rows) => rows[0]!.nameHi)

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  admin = (await registeredCustomer(server, ADMIN_MOBILE, "Meera Iyer")).cookie
  clothing = await read<SuperCategory>("/supercategory/slugurl/clothing", "supercategory")
  smartTvs = await read<CategoryTag>("/categorytag/slugurl/smart-tvs", "categoryTag")
  bharat = await read<Brand>("/brand/slugurl/bharat-electro", "brand")
})
afterAll(() => server?.close())

describe("the demo catalogue's Hindi names, as the storefront reads them", () => {
  it("carries a Hindi name where the entry has one, and no key where it has none", async () => {
    expect(clothing.nameHi).toBe("कपड़े")
    expect(await read<Category>("/category/slugurl/women", "category")).toMatchObject({ name: "Women", nameHi: "महिलाएँ" })
    const subCategories = await read<ReadonlyArray<SubCategory>>("/subcategory/all?limit=1000", "subcategory")
    expect(subCategories.find((s) => s.slugUrl === "sarees")).toMatchObject({ name: "Sarees", nameHi: "साड़ियाँ" })
    expect(subCategories.find((s) => s.slugUrl === "t-shirts")).not.toHaveProperty("nameHi")
    expect(bharat.nameHi).toBe("भारत इलेक्ट्रो")
    expect(await read<Brand>("/brand/slugurl/lumio", "brand")).not.toHaveProperty("nameHi")
    expect(smartTvs).not.toHaveProperty("nameHi")
  })

  it("gives a listing's rows the Hindi name only, and one product's page its Hindi description too", async () => {
    const sarees = await read<ReadonlyArray<Product>>("/product/all?subCategory=sarees", "product")
    expect(sarees.length).toBeGreaterThan(0)
    for (const saree of sarees) {
      expect(saree.nameHi).toMatch(/साड़ी/)
      // No list shows a description: the rows do not carry the Hindi one.
      expect(saree).not.toHaveProperty("descriptionHi")
      // The Hindi name is the row's last key, so the embedded lists' rows pack (domain/http/first-payload.ts).
      expect(Object.keys(saree).at(-1)).toBe("nameHi")
    }
    const page = await read<Product>(`/product/verify-slugurl/${sarees[0]!.slugUrl}`, "product")
    expect(page).toMatchObject({ nameHi: sarees[0]!.nameHi, descriptionHi: expect.stringMatching(/साड़ी/) })
    const quickView = await read<Product>(`/product/quickview/${sarees[0]!.slugUrl}`, "product")
    expect(quickView.descriptionHi).toBe(page.descriptionHi)
    const tvs = await read<ReadonlyArray<Product>>("/product/all?tag=smart-tvs", "product")
    for (const tv of tvs) {
      expect(tv).not.toHaveProperty("nameHi")
      expect(tv).not.toHaveProperty("descriptionHi")
    }
  })

  it("packs the embedded categories, with and without Hindi names, as one list of rows", async () => {
    const categories = (await server.run(listCategories({ page: 1, limit: 1000 }))).items
    const packed = packRows({ catalogue: { categories } }) as { catalogue: { categories: { $rows?: ReadonlyArray<string> } } }
    expect(packed.catalogue.categories.$rows?.at(-1)).toBe("nameHi")
  })
})

describe("the back office's Hindi names", () => {
  it("a category is made with its Hindi name (trimmed), keeps it when an edit leaves it out, and loses it for an empty one", async () => {
    const input = { name: "Festive wear", slugUrl: fresh("festive-wear"), status: true, superCategoryId: clothing._id }
    const made = await ok<Category>("POST", "/category/new", { ...input, nameHi: " त्योहार के कपड़े " }, "category", 201)
    expect(made.nameHi).toBe("त्योहार के कपड़े")
    expect((await read<ReadonlyArray<Category>>("/category/all?limit=1000", "category")).find((c) => c._id === made._id)).toEqual(made)

    const renamed = await ok<Category>("PUT", `/category/${made._id}`, { ...input, name: "Festive" }, "category")
    expect(renamed).toMatchObject({ name: "Festive", nameHi: "त्योहार के कपड़े" })
    const cleared = await ok<Category>("PUT", `/category/${made._id}`, { ...input, nameHi: "" }, "category")
    expect(cleared).not.toHaveProperty("nameHi")
    expect(await stored("categories", made._id)).toBeNull()
    expect(await read<Category>(`/category/slugurl/${input.slugUrl}`, "category")).not.toHaveProperty("nameHi")
  })

  it("a subcategory, a tag and a super category take theirs as a category does", async () => {
    const women = await read<Category>("/category/slugurl/women", "category")
    const sub = await ok<SubCategory>("POST", "/subcategory/new", { name: "Lehengas", slugUrl: fresh("lehengas"), status: true, categoryId: women._id, nameHi: "लहंगे" }, "subcategory", 201)
    expect(sub.nameHi).toBe("लहंगे")
    const tag = await ok<CategoryTag>("POST", "/categorytag/new", { name: "Bridal Lehengas", slugUrl: fresh("bridal-lehengas"), status: true, subCategoryId: sub._id, nameHi: "दुल्हन के लहंगे" }, "categoryTag", 201)
    expect(await read<CategoryTag>(`/categorytag/slugurl/${tag.slugUrl}`, "categoryTag")).toMatchObject({ nameHi: "दुल्हन के लहंगे" })

    const made = await ok<SuperCategory>("POST", "/supercategory/new", { name: fresh("Festive"), slugUrl: fresh("festive"), showProducts: false }, "supercategory", 201)
    expect(made).not.toHaveProperty("nameHi")
    const named = await ok<SuperCategory>("PUT", `/supercategory/${made._id}`, { name: made.name, slugUrl: made.slugUrl, showProducts: false, nameHi: "त्योहार" }, "supercategory")
    expect(named.nameHi).toBe("त्योहार")
    // Ticking "Show products" sends no Hindi name: it is kept.
    expect(await ok<SuperCategory>("PUT", `/supercategory/${made._id}`, { name: made.name, slugUrl: made.slugUrl, showProducts: true }, "supercategory"))
      .toMatchObject({ showProducts: true, nameHi: "त्योहार" })
  })

  it("refuses a Hindi name not in Devanagari or too long, with a sentence, and writes nothing", async () => {
    const slugUrl = fresh("not-hindi")
    const input = { name: "Not Hindi", slugUrl, status: true, superCategoryId: clothing._id }
    for (const nameHi of ["Tyohar", "त".repeat(121), 42]) {
      const answer = await call("POST", "/category/new", { ...input, nameHi })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    }
    expect((await call("POST", "/category/new", { ...input, nameHi: "Tyohar" })).body).toMatchObject({ message: expect.stringContaining("Devanagari") })
    expect((await call("GET", `/category/slugurl/${slugUrl}`, undefined, undefined)).status).toBe(404)
    expect((await call("PUT", `/brand/${bharat._id}`, { ...brandInput(bharat), nameHi: "Bharat" })).status).toBe(400)
    expect(await stored("brands", bharat._id)).toBe("भारत इलेक्ट्रो")
  })

  it("a brand is made with its Hindi name, keeps it when shown or hidden, and loses it for an empty one", async () => {
    const slugUrl = fresh("kalamkari-house")
    const made = await ok<Brand>("POST", "/brand/new", { ...brandInput(bharat), name: "Kalamkari House", slugUrl, nameHi: "कलमकारी हाउस" }, "brand", 201)
    expect(made.nameHi).toBe("कलमकारी हाउस")
    expect(await read<Brand>(`/brand/slugurl/${slugUrl}`, "brand")).toEqual(made)
    // The brands screen's Hide sends the brand as it is, without the _id: with its Hindi name, or none.
    const { _id, nameHi: _nameHi, ...withoutHindi } = made
    expect(await ok<Brand>("PUT", `/brand/${_id}`, { ...withoutHindi, show: false }, "brand")).toMatchObject({ show: false, nameHi: "कलमकारी हाउस" })
    expect(await ok<Brand>("PUT", `/brand/${_id}`, { ...withoutHindi, nameHi: "" }, "brand")).not.toHaveProperty("nameHi")
    expect(await stored("brands", _id)).toBeNull()
  })

  it("a product is made with its Hindi name and description; the storefront shows them, an edit keeps or clears each", async () => {
    const slugUrl = fresh("vistara-tv")
    const input = {
      name: "Bharat Electro Vistara Smart TV", slugUrl, description: "A bright QLED picture.",
      categoryTagId: smartTvs._id, brandId: bharat._id, attributeGroup: "televisions", attributes: { Screen_type: "QLED" },
      recommended: false, trending: false, hot: false,
      packSize: [{ packSizeName: "43 inch", PsPrime: true, thumbnail: "", slider: [], PackSizeOptions: [{ packSizeOptionName: "Black", PsnPrime: true, Price: 20_000, Mrp: 30_000, availablestock: 5 }] }]
    }
    const made = await ok<AdminProduct>("POST", "/product/new", { ...input, nameHi: "भारत इलेक्ट्रो विस्तारा स्मार्ट टीवी ", descriptionHi: "चमकदार QLED तस्वीर।" }, "product", 201)
    expect(made).toMatchObject({ nameHi: "भारत इलेक्ट्रो विस्तारा स्मार्ट टीवी", descriptionHi: "चमकदार QLED तस्वीर।" })
    expect(await ok<AdminProduct>("GET", `/admin/products/${made._id}`, undefined, "product")).toMatchObject({ nameHi: made.nameHi, descriptionHi: made.descriptionHi })

    expect(await read<Product>(`/product/verify-slugurl/${slugUrl}`, "product")).toMatchObject({ nameHi: made.nameHi, descriptionHi: made.descriptionHi })
    const row = (await read<ReadonlyArray<Product>>("/product/all?tag=smart-tvs&limit=100", "product")).find((p) => p._id === made._id)
    expect(row).toMatchObject({ nameHi: made.nameHi })
    expect(row).not.toHaveProperty("descriptionHi")

    // An edit without them (a client of the contract before issue 39) keeps both.
    const packSize = made.packSize.map((size) => ({ ...size, PackSizeOptions: size.PackSizeOptions.map((o) => ({ ...o, availablestock: 9 })) }))
    const restocked = await ok<AdminProduct>("PUT", `/product/${made._id}`, { ...input, packSize }, "product")
    expect(restocked).toMatchObject({ nameHi: made.nameHi, descriptionHi: made.descriptionHi })
    const cleared = await ok<AdminProduct>("PUT", `/product/${made._id}`, { ...input, packSize, nameHi: made.nameHi, descriptionHi: "" }, "product")
    expect(cleared.nameHi).toBe(made.nameHi)
    expect(cleared).not.toHaveProperty("descriptionHi")
    expect(await read<Product>(`/product/verify-slugurl/${slugUrl}`, "product")).not.toHaveProperty("descriptionHi")

    const refused = await call("PUT", `/product/${made._id}`, { ...input, packSize, descriptionHi: "A bright picture." })
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("Devanagari") } })
  })
})

describe("the products' file (CSV)", () => {
  const exportRecords = async (q: string): Promise<Array<CsvRecord>> => {
    const response = await fetch(`${server.baseUrl}/api/v1/product/export?q=${encodeURIComponent(q)}`, { headers: { cookie: admin } })
    return parse(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()), { bom: true, columns: true })
  }
  const importFile = async (csv: string) => {
    const answer = await call("POST", "/product/import", { csv })
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.body)).toContain("applied")
  }

  it("exports the Hindi name and description; a file without those columns keeps them, one with them empty clears them", async () => {
    const saree = (await read<ReadonlyArray<Product>>("/product/all?subCategory=sarees", "product"))[0]!
    const page = await read<Product>(`/product/verify-slugurl/${saree.slugUrl}`, "product")
    const rows = (await exportRecords(saree.name)).filter((r) => r.slug === saree.slugUrl)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toMatchObject({ name_hi: page.nameHi, description_hi: page.descriptionHi })

    // An older file: no Hindi columns, a new stock figure. The product keeps its Hindi texts.
    const older = CSV_COLUMNS.filter((column) => !(OPTIONAL_COLUMNS as ReadonlyArray<string>).includes(column))
    await importFile(stringify(rows.map((r) => ({ ...r, stock: "3" })), { header: true, columns: older }))
    expect(await read<Product>(`/product/verify-slugurl/${saree.slugUrl}`, "product")).toMatchObject({ nameHi: page.nameHi, descriptionHi: page.descriptionHi })

    await importFile(stringify(rows.map((r) => ({ ...r, description_hi: "" })), { header: true, columns: [...CSV_COLUMNS] }))
    const after = await read<Product>(`/product/verify-slugurl/${saree.slugUrl}`, "product")
    expect(after.nameHi).toBe(page.nameHi)
    expect(after).not.toHaveProperty("descriptionHi")
  })
})

/** A brand's fields as its form sends them. */
const brandInput = (brand: Brand) => ({
  name: brand.name, slugUrl: brand.slugUrl, show: brand.show, mobileImage: brand.mobileImage, desktopImage: brand.desktopImage,
  categories: brand.categories, subCategories: brand.subCategories
})
