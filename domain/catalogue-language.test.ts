import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BrandInput } from "./brand.ts"
import { Category } from "./catalogue.ts"
import {
  catalogueInLanguage, descriptionLang, HindiDescriptionInput, HindiNameInput, nameLang, presentHindi, shownDescription, shownName, storedHindi
} from "./catalogue-language.ts"
import { CategoryInput } from "./http/catalogue-admin.http.ts"
import { SuperCategoryInput } from "./http/catalogue.http.ts"
import { decodeFirstPayload, packRows } from "./http/first-payload.ts"
import { ProductInput } from "./product-input.ts"

// Issue 39: the admin's Hindi name and description of a product, a brand or a catalogue entry,
// shown on a Hindi page when present; the shop's English everywhere else.

const kurta = { name: "Khadi Kraft Handloom Kurta", nameHi: "खादी क्राफ़्ट हैंडलूम कुर्ता", description: "A cotton kurta.", descriptionHi: "एक कॉटन कुर्ता।" }
const plain = { name: "Bharat Electro Smart TV", description: "A bright picture." }

describe("the name and description a page shows", () => {
  it("is the Hindi one on a Hindi page when there is one, marked lang hi", () => {
    expect(shownName(kurta, "hi")).toBe("खादी क्राफ़्ट हैंडलूम कुर्ता")
    expect(nameLang(kurta, "hi")).toBe("hi")
    expect(shownDescription(kurta, "hi")).toBe("एक कॉटन कुर्ता।")
    expect(descriptionLang(kurta, "hi")).toBe("hi")
  })

  it("is the shop's English on an English page, and on a Hindi page without a Hindi one", () => {
    expect(shownName(kurta, "en")).toBe(kurta.name)
    expect(nameLang(kurta, "en")).toBeUndefined()
    expect(shownDescription(kurta, "en")).toBe(kurta.description)
    expect(shownName(plain, "hi")).toBe(plain.name)
    expect(nameLang(plain, "hi")).toBeUndefined()
    expect(shownDescription(plain, "hi")).toBe(plain.description)
    expect(descriptionLang(plain, "hi")).toBeUndefined()
    // A blank Hindi text is none.
    expect(shownName({ name: "Men", nameHi: "  " }, "hi")).toBe("Men")
    expect(shownDescription({ description: "x", descriptionHi: "" }, "hi")).toBe("x")
  })
})

const decode = <A, I>(schema: Schema.Schema<A, I>) => (value: unknown) => Schema.decodeUnknownEither(schema)(value)

describe("the admin's Hindi texts", () => {
  it("are trimmed, in Devanagari, at most as long as the English; empty is none", () => {
    expect(decode(HindiNameInput)("  साड़ियाँ ")).toEqual(Either.right("साड़ियाँ"))
    expect(decode(HindiNameInput)("")).toEqual(Either.right(""))
    expect(decode(HindiNameInput)("   ")).toEqual(Either.right(""))
    // Mixed with Latin letters and digits (a brand, a size) is Hindi still.
    expect(decode(HindiNameInput)("Bazaar की 2 साड़ियाँ")).toEqual(Either.right("Bazaar की 2 साड़ियाँ"))
    expect(Either.isLeft(decode(HindiNameInput)("Sarees"))).toBe(true)
    expect(Either.isLeft(decode(HindiNameInput)("क".repeat(121)))).toBe(true)
    expect(Either.isRight(decode(HindiNameInput)("क".repeat(120)))).toBe(true)
    expect(Either.isRight(decode(HindiDescriptionInput)("क".repeat(5000)))).toBe(true)
    expect(Either.isLeft(decode(HindiDescriptionInput)("क".repeat(5001)))).toBe(true)
    expect(Either.isLeft(decode(HindiDescriptionInput)("A cotton kurta."))).toBe(true)
  })

  it("are optional in every input, and checked there", () => {
    const category = { name: "Sarees", slugUrl: "sarees", status: true, superCategoryId: "a".repeat(24) }
    expect(decode(CategoryInput)(category)).toEqual(Either.right(category))
    expect(decode(CategoryInput)({ ...category, nameHi: " साड़ियाँ" })).toEqual(Either.right({ ...category, nameHi: "साड़ियाँ" }))
    expect(Either.isLeft(decode(CategoryInput)({ ...category, nameHi: "Saree" }))).toBe(true)
    const superCategory = { name: "Clothing", slugUrl: "clothing", showProducts: true }
    expect(Either.isLeft(decode(SuperCategoryInput)({ ...superCategory, nameHi: 42 }))).toBe(true)
    expect(decode(SuperCategoryInput)({ ...superCategory, nameHi: "कपड़े" })).toEqual(Either.right({ ...superCategory, nameHi: "कपड़े" }))
    const brand = { name: "Khadi Kraft", slugUrl: "khadi-kraft", show: true, mobileImage: "", desktopImage: "", categories: [], subCategories: [] }
    expect(decode(BrandInput)({ ...brand, nameHi: "" })).toEqual(Either.right({ ...brand, nameHi: "" }))
    expect(Either.isLeft(decode(BrandInput)({ ...brand, nameHi: "Khadi" }))).toBe(true)
    const product = {
      name: "Kurta", slugUrl: "kurta", description: "", categoryTagId: "a".repeat(24), brandId: "b".repeat(24), attributeGroup: "",
      attributes: {}, recommended: false, trending: false, hot: false,
      packSize: [{ packSizeName: "M", PsPrime: true, thumbnail: "", slider: [], PackSizeOptions: [{ packSizeOptionName: "Red", PsnPrime: true, Price: 1, Mrp: 1, availablestock: 1 }] }]
    }
    expect(Either.getOrThrow(decode(ProductInput)({ ...product, nameHi: "कुर्ता ", descriptionHi: " एक कुर्ता।" }))).toMatchObject({ nameHi: "कुर्ता", descriptionHi: "एक कुर्ता।" })
    expect(Either.getOrThrow(decode(ProductInput)(product))).not.toHaveProperty("nameHi")
    expect(Either.isLeft(decode(ProductInput)({ ...product, descriptionHi: "A kurta." }))).toBe(true)
  })

  it("are stored as the text, NULL for none, and left as stored when not sent", () => {
    expect(storedHindi("कुर्ता")).toBe("कुर्ता")
    expect(storedHindi("")).toBeNull()
    expect(storedHindi(undefined)).toBeUndefined()
  })
})

describe("a row as the contract sends it", () => {
  it("leaves out a Hindi text the entry does not have, and keeps the others in their order", () => {
    const row = { _id: "a", name: "Men", status: true, nameHi: null }
    expect(Object.keys(presentHindi(row))).toEqual(["_id", "name", "status"])
    expect(presentHindi({ _id: "a", name: "Men", nameHi: "पुरुष", descriptionHi: null })).toEqual({ _id: "a", name: "Men", nameHi: "पुरुष" })
    const kept = { _id: "a", name: "Men", nameHi: "पुरुष" }
    expect(presentHindi(kept)).toBe(kept)
    expect(presentHindi({ _id: "b" })).toEqual({ _id: "b" })
  })

  it("decodes with the domain's Schema, with its Hindi name or without", () => {
    const men = { _id: "a".repeat(24), name: "Men", slugUrl: "men", status: true, superCategory: "Clothing", superCategoryId: "b".repeat(24), desktopImage: "" }
    expect(Schema.is(Category)(presentHindi({ ...men, nameHi: null }))).toBe(true)
    expect(Schema.is(Category)({ ...men, nameHi: "पुरुष" })).toBe(true)
    expect(Schema.is(Category)({ ...men, nameHi: "" })).toBe(false)
  })

  it("packs in the page's embedded lists with the rows without one (its key last), and comes back as it was", () => {
    const entry = (name: string, nameHi?: string) => ({ _id: name.toLowerCase(), name, status: true, ...(nameHi === undefined ? {} : { nameHi }) })
    const categories = [entry("Men", "पुरुष"), entry("Women"), entry("Kids", "बच्चे"), entry("Home")]
    const packed = packRows({ catalogue: { categories } }) as { catalogue: { categories: unknown } }
    expect(packed.catalogue.categories).toEqual({
      $rows: ["_id", "name", "status", "nameHi"],
      $values: [["men", "Men", true, "पुरुष"], ["women", "Women", true], ["kids", "Kids", true, "बच्चे"], ["home", "Home", true]]
    })
    expect(decodeFirstPayload(JSON.parse(JSON.stringify(packed))).catalogue).toEqual({ categories })
    // Without any Hindi name the packed list is exactly as before: no key, no value more.
    const english = [entry("Women"), entry("Home")]
    expect((packRows({ catalogue: { categories: english } }) as { catalogue: { categories: unknown } }).catalogue.categories)
      .toEqual({ $rows: ["_id", "name", "status"], $values: [["women", "Women", true], ["home", "Home", true]] })
  })
})

describe("a page's embedded catalogue lists", () => {
  it("carry no Hindi name on an English page, and every one on a Hindi page", () => {
    const payload = { settings: { rain: false }, catalogue: { categories: [{ _id: "a", name: "Men", nameHi: "पुरुष" }, { _id: "b", name: "Home" }], superCategories: undefined }, readAt: 1 }
    expect(catalogueInLanguage(payload, "en")).toEqual({ ...payload, catalogue: { categories: [{ _id: "a", name: "Men" }, { _id: "b", name: "Home" }], superCategories: undefined } })
    expect(catalogueInLanguage(payload, "hi")).toBe(payload)
    const bare: { readonly readAt: number; readonly catalogue?: undefined } = { readAt: 1 }
    expect(catalogueInLanguage(bare, "en")).toBe(bare)
  })
})
