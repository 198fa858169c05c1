import { describe, expect, it } from "vitest"
import { allUnitsTsQuery, readSearchQuery, searchTerm, unitTsQuery, unitWords, usesSearchSyntax, withWords } from "./search-reading.ts"

const GROUPS = [
  ["saree", "sari", "saari", "sadi", "साड़ी"],
  ["kurti", "kurtis", "कुर्ती"],
  ["kurta", "kurtas", "कुर्ता"],
  ["mobile cover", "mobile case", "phone cover", "back cover", "mobile accessories"],
  ["mobile", "phone", "smartphone"],
  ["mixie", "mixer grinder"],
  ["t-shirt", "tshirt"],
  ["tv", "television"]
]
const read = (text: string) => readSearchQuery(text, GROUPS)
const words = (text: string) => read(text).units.map((unit) => unit.alternatives[0])

describe("price phrases", () => {
  it.each([
    ["saree under 1000", 1000], ["saree below 1000", 1000], ["saree less than 1,000", 1000], ["saree upto 1000", 1000], ["saree up to ₹1000", 1000],
    ["saree within rs. 1000", 1000], ["saree 1000 se kam", 1000], ["saree 1000 rs se kam", 1000], ["saree 1000 ke andar", 1000], ["saree 1000 tak", 1000],
    ["saree ₹1000", 1000], ["saree 1000 rupees", 1000], ["saree under 15k", 15000], ["साड़ी 1000 से कम", 1000], ["saree under Rs 1,00,000", 100000]
  ])("%s is sarees at most ₹%i", (text, most) => {
    const query = read(text)
    expect(query.maxPrice).toBe(most)
    expect(query.minPrice).toBeUndefined()
    expect(words(text)).toEqual([expect.stringMatching(/^sa/)])
  })

  it("reads the least a shopper pays, and a range", () => {
    expect(read("kurti above 500")).toMatchObject({ minPrice: 500 })
    expect(read("kurti 500 se zyada")).toMatchObject({ minPrice: 500 })
    expect(read("kurti more than ₹500")).toMatchObject({ minPrice: 500 })
    expect(read("kurti between 500 and 1000")).toMatchObject({ minPrice: 500, maxPrice: 1000 })
    expect(read("kurti rs 500-1000")).toMatchObject({ minPrice: 500, maxPrice: 1000 })
    expect(read("kurti 500 to 1000 rs")).toMatchObject({ minPrice: 500, maxPrice: 1000 })
  })

  it("leaves a number that is no price: an age, a size, a model", () => {
    expect(read("toys for kids under 5").maxPrice).toBeUndefined()
    expect(read("power bank max 10000 mah").maxPrice).toBeUndefined()
    expect(read("32 inch tv").maxPrice).toBeUndefined()
    expect(read("4k tv").maxPrice).toBeUndefined()
    expect(words("4k tv")).toEqual(["4k", "tv"])
    expect(read("saree under").maxPrice).toBeUndefined()
    expect(words("saree under")).toEqual(["saree"])
  })
})

describe("whom it is for", () => {
  it.each([
    ["kurti for women", "women"], ["ladies top", "women"], ["women's kurti", "women"], ["mens kurta", "men"], ["gents chappal", "men"],
    ["kids shoes", "kids"], ["girls frock", "girls"], ["ladki ke liye frock", "girls"], ["boys t-shirt", "boys"], ["bachon ke liye cycle", "kids"]
  ])("%s is for %s, and the word is not searched", (text, audience) => {
    const query = read(text)
    expect(query.audience).toBe(audience)
    expect(query.units).toHaveLength(1)
  })

  it("says nothing about whom when two are named", () => {
    expect(read("sandals for men and women").audience).toBeUndefined()
    expect(words("sandals for men and women")).toEqual(["sandals"])
  })

  it("reads a kurta for women as a kurti too, and a man's kurta as a kurta only", () => {
    for (const text of ["women kurta", "kurta for women", "ladies kurta"]) {
      expect(read(text).units[0]!.alternatives).toEqual(expect.arrayContaining(["kurta", "kurti", "kurtis"]))
    }
    expect(read("mens kurta").units[0]!.alternatives).not.toContain("kurti")
    expect(read("kurta").units[0]!.alternatives).not.toContain("kurti")
  })
})

describe("the words searched", () => {
  it("leaves out stop words in English and Hindi", () => {
    expect(words("shoes with velcro for school")).toEqual(["shoes", "velcro", "school"])
    expect(words("buy saree online")).toEqual(["saree"])
    expect(words("cycle ke liye bell")).toEqual(["cycle", "bell"])
  })

  it("takes a group's phrase as one thing, by any spelling of its words", () => {
    expect(read("mobile cover").units).toEqual([{ alternatives: ["mobile cover", "mobile case", "phone cover", "back cover", "mobile accessories"] }])
    expect(read("Mobile Covers").units[0]!.alternatives).toContain("mobile accessories")
    expect(read("mixie").units[0]!.alternatives).toEqual(["mixie", "mixer grinder"])
    expect(read("mobile").units[0]!.alternatives).toEqual(["mobile", "phone", "smartphone"])
  })

  it("gives each word its group's terms by its spelling, and marks a plain word as correctable", () => {
    expect(read("sadi").units[0]!.alternatives).toEqual(["sadi", "saree", "sari", "saari"])
    expect(read("saadee").units[0]!.alternatives).toContain("saree")
    expect(read("tshirt").units[0]!.alternatives).toEqual(["tshirt", "t-shirt"])
    expect(read("T-Shirts").units[0]!.alternatives).toEqual(["t-shirts", "t-shirt", "tshirt"])
    expect(read("kurtha").units).toEqual([{ alternatives: ["kurtha"], correctable: "kurtha" }])
    expect(read("5g").units).toEqual([{ alternatives: ["5g"] }])
  })

  it("reads a size with its unit, as the shop writes it", () => {
    expect(read("32 inch tv").units[0]).toEqual({ alternatives: ["32 inch", "32inch"], size: "32 inch" })
    expect(read("1.5 ton ac").units[0]).toEqual({ alternatives: ["1.5 ton", "1.5ton"], size: "1.5 ton" })
    expect(read("pendrive 64GB").units[1]).toEqual({ alternatives: ["64 gb", "64gb"], size: "64 gb" })
    expect(read("43 inches tv").units[0]).toEqual({ alternatives: ["43 inches", "43 inch", "43inch"], size: "43 inch" })
  })

  it("writes to_tsquery text from letters, digits, points and inner hyphens only", () => {
    expect(allUnitsTsQuery(read("Red sadi & 'mobile cover'!"))).toBe(
      "red & (sadi | saree | sari | saari) & (mobile <-> cover | mobile <-> case | phone <-> cover | back <-> cover | mobile <-> accessories)"
    )
    expect(unitTsQuery(read("1.5 ton").units[0]!)).toBe("(1.5 <-> ton | 1.5ton)")
    expect(allUnitsTsQuery(read(" :* & ! <-> ' \\ "))).toBeNull()
    expect(allUnitsTsQuery(read("for women under 500"))).toBeNull()
    expect(searchTerm("T-Shirt, Men's")).toBe("t-shirt men s")
  })

  it("rewrites the query's words, keeping its filters as typed", () => {
    const query = read("sadee under 1000 for women")
    expect(unitWords(query)).toEqual(["sadee"])
    expect(withWords(query, () => "saree")).toBe("saree under 1000 for women")
  })

  it("knows the web search syntax a query was always searched with", () => {
    expect(usesSearchSyntax("\"silk saree\"")).toBe(true)
    expect(usesSearchSyntax("saree -silk")).toBe(true)
    expect(usesSearchSyntax("saree or kurti")).toBe(true)
    expect(usesSearchSyntax("t-shirt for men")).toBe(false)
    expect(usesSearchSyntax("saree under 1000")).toBe(false)
  })
})
