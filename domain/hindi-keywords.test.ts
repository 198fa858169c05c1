import { describe, expect, it } from "vitest"
import { hindiNameWords, rememberedHindiNameWords, withHindiWords } from "./hindi-keywords.ts"
import { readSearchQuery, unitWords } from "./search-reading.ts"

describe("a Hindi name's search words", () => {
  it("are its words in Latin letters, as Hindi speakers type them", () => {
    expect(hindiNameWords("सूती कुर्ता")).toEqual(["suti", "kurta"])
    expect(hindiNameWords("भारत इलेक्ट्रो")).toEqual(["bharat", "ilektro"])
    expect(hindiNameWords("कुर्ता-पायजामा सेट")).toEqual(["kurta-payjama", "set"])
    expect(hindiNameWords("  ")).toEqual([])
  })

  it("are the words the search reads from the same name typed as a query", () => {
    for (const name of ["सूती कुर्ता", "बनारसी साड़ियाँ", "खादी क्राफ़्ट", "ज़रीवाला"]) {
      expect(unitWords(readSearchQuery(name, []))).toEqual(hindiNameWords(name))
    }
  })

  it("are worked out once for a name when remembered, and are the same words", () => {
    const wordsOf = rememberedHindiNameWords()
    const first = wordsOf("सूती कुर्ता")
    expect(first).toEqual(hindiNameWords("सूती कुर्ता"))
    expect(wordsOf("सूती कुर्ता")).toBe(first)
  })
})

describe("a product's keywords with its Hindi names' words", () => {
  const english = "Cotton Kurtas Kurtas Men Khadi Kraft Cotton Blue"

  it("keep the English exactly as it is, the Hindi words after it", () => {
    expect(withHindiWords(english, "Khadi Kraft Cotton Kurta", ["सूती कुर्ता"])).toBe(`${english} suti`)
    expect(withHindiWords(english, "Khadi Kraft Cotton Kurta", ["सूती कुर्ता", "कॉटन कुर्ते", "पुरुष"]).startsWith(`${english} `)).toBe(true)
  })

  it("leave out words the name or the English keywords have, and say each word once", () => {
    expect(withHindiWords(english, "Khadi Kraft Cotton Kurta", ["सूती कुर्ता", "कॉटन कुर्ते", "पुरुष", "खादी क्राफ़्ट", "सूती कुर्ते"]))
      .toBe(`${english} suti kotan kurte purush`)
  })

  it("are the English alone when there is no Hindi name, or every Hindi word is there already", () => {
    expect(withHindiWords(english, "Khadi Kraft Cotton Kurta", [])).toBe(english)
    expect(withHindiWords(english, "Khadi Kraft Cotton Kurta", [null, undefined, ""])).toBe(english)
    expect(withHindiWords("Silk Sarees", "Silk Saree", ["सिल्क"])).toBe("Silk Sarees")
  })

  it("are the Hindi words alone when there is no English keyword", () => {
    expect(withHindiWords("", "Kurta", ["सूती कुर्ता"])).toBe("suti")
  })
})
