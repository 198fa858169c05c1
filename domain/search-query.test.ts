import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { closestQueries, closestWordLists, devanagariToLatin, normaliseQuery, phoneticKey, suggestionTsQueries, SynonymGroups, tsQueryText, understandQuery } from "./search-query.ts"

const GROUPS = [["saree", "sari", "saari", "साड़ी"], ["chappal", "slippers", "sandals"], ["kurti", "kurta"], ["lehenga", "lehnga", "ghagra"], ["jhumka", "jhumki", "earrings"]]

describe("Devanagari as Hindi speakers type it in Latin letters", () => {
  it.each([
    ["साड़ी", "sari"], ["चप्पल", "chappal"], ["झुमका", "jhumka"], ["कुर्ती", "kurti"], ["कुर्ता", "kurta"], ["लहंगा", "lahanga"],
    ["दुपट्टा", "dupatta"], ["जूती", "juti"], ["कमल", "kamal"], ["आम", "am"], ["लाल साड़ी", "lal sari"], ["साड़ी 2", "sari 2"], ["१२", "12"]
  ])("%s → %s", (hindi, latin) => {
    expect(devanagariToLatin(hindi)).toBe(latin)
  })

  it("leaves Latin letters and punctuation as they are", () => {
    expect(devanagariToLatin("Silk साड़ी, red")).toBe("Silk sari, red")
  })
})

describe("Hinglish spellings share a key", () => {
  it.each([
    ["saari", "sari", "saree", "sarees"], ["chappal", "chapal", "chappals", "chappal"], ["lehenga", "lehnga", "lahanga", "lehengas"],
    ["jutti", "juti", "jooti", "juttis"], ["kurti", "kurtee", "kurtie", "kurtis"]
  ])("%s, %s, %s and %s", (...spellings) => {
    expect(new Set(spellings.map(phoneticKey)).size).toBe(1)
  })

  it("keeps different words apart", () => {
    expect(phoneticKey("kurta")).not.toBe(phoneticKey("kurti"))
    expect(phoneticKey("sari")).not.toBe(phoneticKey("sara"))
    expect(phoneticKey("shirt")).not.toBe(phoneticKey("skirt"))
  })
})

describe("a query understood", () => {
  it("gives each word its group's terms, whatever the spelling or script", () => {
    for (const asked of ["saari", "साड़ी", "Saree", "sarees"]) {
      const understood = understandQuery(asked, GROUPS)
      expect(new Set(understood.words[0])).toEqual(new Set([normaliseQuery(asked), "saree", "sari", "saari"]))
    }
    expect(understandQuery("chappal", GROUPS).words).toEqual([["chappal", "slippers", "sandals"]])
    expect(understandQuery("jhumka", GROUPS).words).toEqual([["jhumka", "jhumki", "earrings"]])
    expect(understandQuery("लहंगा", GROUPS).words[0]).toEqual(["lahanga", "lehenga", "lehnga", "ghagra"])
  })

  it("keeps words no group knows as they are, and writes the tsquery text from letters and digits only", () => {
    const understood = understandQuery("Red saari & 'blue'!", GROUPS)
    expect(understood.latin).toBe("red saari blue")
    expect(tsQueryText(understood)).toBe("red & (saari | saree | sari) & blue")
    expect(tsQueryText(understandQuery("  ! ", GROUPS))).toBeNull()
    expect(tsQueryText(understandQuery("kolhapuri", [["kolhapuri", "kolhapuri chappal"]]))).toBe("(kolhapuri | kolhapuri <-> chappal)")
  })

  it("writes the suggestions' tsquery texts: the last word's alternatives prefixes, the words before it whole, and the words taken as prefixes", () => {
    expect(suggestionTsQueries(understandQuery("kur", GROUPS))).toEqual({ prefix: "kur:*", whole: null, starts: "kur" })
    expect(suggestionTsQueries(understandQuery("Red saari", GROUPS))).toEqual({ prefix: "(saari:* | saree:* | sari:*)", whole: "red", starts: "saari saree sari" })
    expect(suggestionTsQueries(understandQuery("saari red ka", GROUPS))).toEqual({ prefix: "ka:*", whole: "(saari | saree | sari) & red", starts: "ka" })
    expect(suggestionTsQueries(understandQuery("kolha", [["kolha", "kolhapuri chappal"]]))).toEqual({ prefix: "(kolha:* | kolhapuri <-> chappal:*)", whole: null, starts: "kolha chappal" })
    expect(suggestionTsQueries(understandQuery(" :* & ", GROUPS))).toBeNull()
  })
})

describe("the synonym groups an admin edits", () => {
  const decode = Schema.decodeUnknownEither(SynonymGroups)
  it("take groups of 2 or more terms, in any script", () => {
    expect(decode(GROUPS)._tag).toBe("Right")
  })
  it("refuse a term in two groups (by its Latin form), a group of one, and symbols", () => {
    const twice = decode([["saree", "sari"], ["साड़ी", "lugda"]])
    expect(twice._tag === "Left" && String(twice.left)).toContain("is in two groups")
    expect(decode([["saree"]])._tag).toBe("Left")
    expect(decode([["saree", "sa<r>i"]])._tag).toBe("Left")
  })
})

describe("the closest queries of a query that found nothing", () => {
  it("take each word's nearest words in turn, leave out the query itself and repeats, at most four", () => {
    expect(closestQueries(["sareee"], [["saree", "sarees", "sari"]])).toEqual(["saree", "sarees", "sari"])
    expect(closestQueries(["red", "kurtaa"], [["red"], ["kurta", "kurti"]])).toEqual(["red kurta", "red kurti"])
    expect(closestQueries(["zzqx"], [[]])).toEqual([])
    expect(closestQueries(["a"], [["b", "c", "d", "e", "f"]])).toHaveLength(4)
  })

  it("give them as lists of words, as many as asked (issue 33: the server keeps those that find products)", () => {
    expect(closestWordLists(["sadee", "silkk"], [["saree", "sari"], ["silk"]], 8)).toEqual([["saree", "silk"], ["sari", "silk"]])
    expect(closestWordLists(["a"], [["b", "c", "d", "e", "f", "g"]], 6)).toHaveLength(6)
    expect(closestWordLists(["saree"], [["saree", "sarees"]], 8)).toEqual([["sarees"]])
  })
})
