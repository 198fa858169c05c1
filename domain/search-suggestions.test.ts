import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Id } from "./common.ts"
import { ERROR_TEXTS } from "./error-texts.ts"
import {
  buildSuggestionIndex,
  MAX_SUGGESTIONS_PER_KIND,
  MIN_SEARCH_CHARS,
  normaliseQuery,
  suggest,
  type CategorySource,
  type CategoryTagSource,
  type SubCategorySource,
  type Suggestion,
  type SuggestionSources
} from "./search-suggestions.ts"
import { searchPath, searchSubmit, superCategorySlug } from "./search-submit.ts"

let nextId = 1
const id = () => Id.make((nextId++).toString(16).padStart(24, "0"))
const slug = (name: string) => superCategorySlug(name) || "x"

const category = (name: string, superCategory = "Clothing", status = true): CategorySource => ({
  _id: id(),
  name,
  slugUrl: slug(name),
  status,
  superCategory,
  desktopImage: `/images/${slug(name)}.svg`
})

const subCategory = (name: string, categorySlugUrl = "men", superCategory = "Clothing", status = true): SubCategorySource => ({
  _id: id(),
  name,
  slugUrl: slug(name),
  status,
  superCategory,
  categorySlugUrl,
  desktopImage: `/images/${slug(name)}.svg`
})

const tag = (name: string, superCategory = "Clothing", status = true): CategoryTagSource => ({
  _id: id(),
  name,
  slugUrl: slug(name),
  status,
  superCategory,
  desktopImage: `/images/${slug(name)}.svg`
})

const catalogue: SuggestionSources = {
  categories: [
    category("Men"),
    category("Women"),
    category("Kurtas & Kurtis"),
    category("Kids"),
    category("Kids", "Footwear"),
    category("Kitchen", "Home and furniture"),
    category("Board Games", "Toys & games"),
    category("Hidden Kurta Corner", "Clothing", false)
  ],
  subCategories: [
    subCategory("Kurta Sets", "women"),
    subCategory("Kurtis", "women"),
    subCategory("Short Kurtas", "men"),
    subCategory("Silk Kurtas", "men"),
    subCategory("Pathani Kurtas", "men"),
    subCategory("Kurta Pyjama", "men"),
    subCategory("Cookware", "kitchen", "Home and furniture"),
    subCategory("Secret Kurtas", "men", "Clothing", false)
  ],
  categoryTags: [
    tag("Cotton Kurtas"),
    tag("Anarkali Kurtas"),
    tag("Straight Kurtas"),
    tag("Kurta with Dupatta"),
    tag("Printed Kurtis"),
    tag("Jigsaw Puzzles", "Toys & games"),
    tag("Hidden Kurtas", "Clothing", false)
  ]
}
const index = buildSuggestionIndex(catalogue)
const names = (list: ReadonlyArray<Suggestion>) => list.map((s) => s.name)

describe("search suggestions (§2, §5, §9)", () => {
  it("keeps the §9 limits: 2 characters, 4 suggestions per kind", () => {
    expect(MIN_SEARCH_CHARS).toBe(2)
    expect(MAX_SUGGESTIONS_PER_KIND).toBe(4)
  })

  it("suggests nothing below 2 characters, counting after leading spaces are stripped", () => {
    for (const text of ["", "k", "a", " a", "   k", "k ", "  "]) {
      const result = suggest(index, text)
      expect(result.categories).toEqual([])
      expect(result.subCategories).toEqual([])
      expect(result.categoryTags).toEqual([])
    }
  })

  it("strips leading spaces, so '  ku' suggests what 'ku' does", () => {
    const plain = suggest(index, "ku")
    expect(plain.categories.length).toBeGreaterThan(0)
    expect(suggest(index, "  ku")).toEqual(plain)
    expect(suggest(index, "\t ku ")).toEqual(plain)
  })

  it("normalises the query: spaces at both ends dropped, inner runs made one, lower-cased", () => {
    expect(normaliseQuery("   Kurta  SETS ")).toBe("kurta sets")
    expect(suggest(index, "KURTA  sets").subCategories.map((s) => s.name)).toEqual(["Kurta Sets"])
  })

  it("matches names case-insensitively", () => {
    expect(suggest(index, "KURTIS")).toEqual(suggest(index, "kurtis"))
    expect(names(suggest(index, "kUrTiS").subCategories)).toEqual(["Kurtis"])
    expect(names(suggest(index, "kUrTiS").categoryTags)).toEqual(["Printed Kurtis"])
  })

  it("gives at most 4 of each kind", () => {
    const result = suggest(index, "kurta")
    expect(result.subCategories).toHaveLength(4)
    expect(result.categoryTags).toHaveLength(4)
    expect(names(result.categories)).toEqual(["Kurtas & Kurtis"])
  })

  it("never suggests hidden entries (status false)", () => {
    const all = [...["hidden", "secret", "kurta", "corner"].flatMap((q) => Object.values(suggest(index, q)).flat())]
    expect(all.map((s) => s.name)).not.toContain("Hidden Kurta Corner")
    expect(all.map((s) => s.name)).not.toContain("Secret Kurtas")
    expect(all.map((s) => s.name)).not.toContain("Hidden Kurtas")
    expect(suggest(index, "secret").subCategories).toEqual([])
  })

  it("links each kind exactly as §2 says, with the image, name and super category to show", () => {
    expect(suggest(index, "board").categories).toEqual([
      {
        kind: "category",
        _id: catalogue.categories[6]?._id,
        name: "Board Games",
        image: "/images/board-games.svg",
        superCategory: "Toys & games",
        path: "/search/toys--games/board-games"
      }
    ])
    expect(suggest(index, "kitchen").categories[0]?.path).toBe("/search/home-and-furniture/kitchen")
    expect(suggest(index, "cookware").subCategories).toEqual([
      {
        kind: "subCategory",
        _id: catalogue.subCategories[6]?._id,
        name: "Cookware",
        image: "/images/cookware.svg",
        superCategory: "Home and furniture",
        path: "/search/home-and-furniture/kitchen/cookware"
      }
    ])
    expect(suggest(index, "jigsaw").categoryTags).toEqual([
      {
        kind: "categoryTag",
        _id: catalogue.categoryTags[5]?._id,
        name: "Jigsaw Puzzles",
        image: "/images/jigsaw-puzzles.svg",
        superCategory: "Toys & games",
        path: "/tag-search/jigsaw-puzzles"
      }
    ])
  })

  it("slugs super category names the way the shop's links do", () => {
    expect(superCategorySlug("Toys & games")).toBe("toys--games")
    expect(superCategorySlug("Home and furniture")).toBe("home-and-furniture")
    expect(superCategorySlug("Clothing")).toBe("clothing")
    expect(superCategorySlug("Skincare, Bath & Body")).toBe("skincare,-bath--body")
  })

  it("ranks names that start with the query first, then word starts, then the rest, each by name", () => {
    // "kurta": prefix "Kurta Pyjama", "Kurta Sets"; word start "Pathani Kurtas", "Short Kurtas", "Silk Kurtas".
    expect(names(suggest(index, "kurta").subCategories)).toEqual(["Kurta Pyjama", "Kurta Sets", "Pathani Kurtas", "Short Kurtas"])
    // Tags: "Kurta with Dupatta" is the only prefix; the word starts follow by name.
    expect(names(suggest(index, "kurta").categoryTags)).toEqual([
      "Kurta with Dupatta",
      "Anarkali Kurtas",
      "Cotton Kurtas",
      "Straight Kurtas"
    ])
    // "men": "Men" starts with it; "Women" has it inside a word, so comes after.
    expect(names(suggest(index, "men").categories)).toEqual(["Men", "Women"])
    // A later word start beats an earlier inside-a-word hit in the same name.
    const mixed = buildSuggestionIndex({
      categories: [category("Parkas"), category("Zebra Arkas"), category("Barkas Ark"), category("Arkansas")],
      subCategories: [],
      categoryTags: []
    })
    expect(names(suggest(mixed, "ark").categories)).toEqual(["Arkansas", "Barkas Ark", "Zebra Arkas", "Parkas"])
  })

  it("is stable by name whatever order the catalogue comes in", () => {
    const shuffled = buildSuggestionIndex({
      categories: [...catalogue.categories].reverse(),
      subCategories: [...catalogue.subCategories].reverse(),
      categoryTags: [...catalogue.categoryTags].reverse()
    })
    expect(suggest(shuffled, "kids").categories.map((s) => s.superCategory)).toEqual(["Clothing", "Footwear"])
    for (const q of ["ku", "kurta", "ts", "men", "an", "kids"]) expect(suggest(shuffled, q)).toEqual(suggest(index, q))
  })

  it("goes to /product-search/{text} on submit, trimmed and escaped", () => {
    expect(searchPath("kurta")).toBe("/product-search/kurta")
    expect(searchPath("  cotton kurta ")).toBe("/product-search/cotton%20kurta")
    expect(searchPath("toys & games/50%")).toBe("/product-search/toys%20%26%20games%2F50%25")
    expect(searchSubmit(" Kurta")).toEqual({ _tag: "navigate", path: "/product-search/Kurta" })
  })

  it("alerts 'Please type something...' on an empty or blank submit", () => {
    expect(searchPath("")).toBeNull()
    expect(searchPath("   ")).toBeNull()
    for (const text of ["", "   ", "\t"]) {
      expect(searchSubmit(text)).toEqual({ _tag: "alert", message: "Please type something..." })
    }
    expect(ERROR_TEXTS.searchEmpty).toBe("Please type something...")
  })
})

// Issue 16, item 5: §9's "2 characters" are characters as the shopper sees them, not UTF-16 code
// units. The first and third tests below fail when the minimum is counted with `.length`, the third
// also when it is counted in code points (`Array.from`); the second holds the count from erring the
// other way (two emoji are enough); the fourth fails when the character before a match is read as one
// UTF-16 unit.
describe("search suggestions count characters, not UTF-16 code units", () => {
  const gifts = buildSuggestionIndex({
    categories: [
      category("🎁 Gift Hampers"),
      category("🎁🎁 Double Gifts"),
      category("🇮🇳 Made in India"),
      category("👍🏽 Staff Picks"),
      category("👨‍👩‍👧 Family Packs"),
      category("Cafe\u0301 Blends")
    ],
    subCategories: [subCategory("🎁 Gift Wrap", "gifts")],
    categoryTags: [tag("Gifts 🎁")]
  })
  const none = { categories: [], subCategories: [], categoryTags: [] }

  it("takes one emoji for one character: '🎁' alone suggests nothing, though it is two UTF-16 units", () => {
    expect("🎁".length).toBe(2)
    for (const text of ["🎁", " 🎁", "🎁 ", "  🎁  "]) expect(suggest(gifts, text), text).toEqual(none)
  })

  it("suggests at the limit: two emoji and nothing else are two characters", () => {
    expect(names(suggest(gifts, "🎁🎁").categories)).toEqual(["🎁🎁 Double Gifts"])
    // An inner space counts: emoji, space and letter are three.
    expect(names(suggest(gifts, "🎁 g").categories)).toEqual(["🎁 Gift Hampers"])
    expect(names(suggest(gifts, "🎁 g").subCategories)).toEqual(["🎁 Gift Wrap"])
    expect(names(suggest(gifts, "s 🎁").categoryTags)).toEqual(["Gifts 🎁"])
  })

  it("takes a character of several code points for one: a flag, a skin tone, a family, a combining accent", () => {
    for (const one of ["🇮🇳", "👍🏽", "👨‍👩‍👧", "e\u0301"]) {
      // Counted in code points each of these would pass the minimum; on screen it is one character.
      expect(Array.from(one).length, one).toBeGreaterThanOrEqual(MIN_SEARCH_CHARS)
      expect(suggest(gifts, one), one).toEqual(none)
      expect(suggest(gifts, ` ${one} `), one).toEqual(none)
    }
    expect(names(suggest(gifts, "🇮🇳 m").categories)).toEqual(["🇮🇳 Made in India"])
    expect(names(suggest(gifts, "👍🏽 s").categories)).toEqual(["👍🏽 Staff Picks"])
    expect(names(suggest(gifts, "👨‍👩‍👧 f").categories)).toEqual(["👨‍👩‍👧 Family Packs"])
    expect(names(suggest(gifts, "fe\u0301").categories)).toEqual(["Cafe\u0301 Blends"])
  })

  it("reads the character before a match whole: a letter beyond two UTF-16 units is still a letter", () => {
    // "𝐀" (U+1D400) is a letter in two units: 'abc' after it is inside a word. "🎁" is no letter:
    // 'abc' after it starts a word, as after a space.
    const astral = buildSuggestionIndex({
      categories: [category("X𝐀abc"), category("Y abc"), category("Z🎁abc")],
      subCategories: [],
      categoryTags: []
    })
    expect(names(suggest(astral, "abc").categories)).toEqual(["Y abc", "Z🎁abc", "X𝐀abc"])
  })
})

// A plain model of §2 to hold the index against: filter, rank, sort, take 4.
// Characters as the shopper sees them (grapheme clusters); Node always has Intl.Segmenter.
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" })
const characters = (text: string) => [...segmenter.segment(text)].length
const wordStart = (key: string, q: string) => {
  for (let i = key.indexOf(q); i !== -1; i = key.indexOf(q, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}\p{M}]/u.test(Array.from(key.slice(0, i)).at(-1) as string)) return true
  }
  return false
}
const model = (entries: ReadonlyArray<{ readonly name: string; readonly status: boolean; readonly _id: string }>, text: string) => {
  const q = normaliseQuery(text)
  if (characters(q) < 2) return []
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return entries
    .filter((e) => e.status && normaliseQuery(e.name).includes(q))
    .map((e) => {
      const key = normaliseQuery(e.name)
      return { e, key, rank: key.startsWith(q) ? 0 : wordStart(key, q) ? 1 : 2 }
    })
    .sort((a, b) => a.rank - b.rank || cmp(a.key, b.key) || cmp(a.e.name, b.e.name) || cmp(a.e._id, b.e._id))
    .slice(0, 4)
    .map((r) => r.e._id)
}

describe("search suggestions, for any catalogue and any text", () => {
  // Emoji, a flag, a combining accent and a letter beyond two UTF-16 units among them: characters
  // that are more than one unit or code point, where counting or looking back by unit goes wrong.
  const syllable = fc.constantFrom("ku", "rt", "a", "s", "Ka", "si", "lk", " ", "-", "&", "Kur", "é", "ma", "N", "🎁", "🇮🇳", "e\u0301", "𝐊")
  const name = fc
    .array(syllable, { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join("").trim())
    .filter((n) => n.length > 0)
  const entry = fc.record({ name, visible: fc.integer({ min: 0, max: 4 }).map((n) => n > 0) })
  const sources = fc
    .record({
      categories: fc.array(entry, { maxLength: 30 }),
      subCategories: fc.array(entry, { maxLength: 30 }),
      categoryTags: fc.array(entry, { maxLength: 30 })
    })
    .map(
      (s): SuggestionSources => ({
        categories: s.categories.map((e) => category(e.name, "Clothing", e.visible)),
        subCategories: s.subCategories.map((e) => subCategory(e.name, "men", "Clothing", e.visible)),
        categoryTags: s.categoryTags.map((e) => tag(e.name, "Clothing", e.visible))
      })
    )
  const text = fc.oneof(
    fc.array(syllable, { minLength: 0, maxLength: 3 }).map((p) => p.join("")),
    fc.string({ maxLength: 4 })
  )

  it("gives at most 4 per kind, each visible and containing the query case-insensitively", () => {
    fc.assert(
      fc.property(sources, text, (src, t) => {
        const result = suggest(buildSuggestionIndex(src), t)
        const q = normaliseQuery(t)
        const visible = new Set(
          [...src.categories, ...src.subCategories, ...src.categoryTags].filter((e) => e.status).map((e) => e._id)
        )
        for (const list of [result.categories, result.subCategories, result.categoryTags]) {
          expect(list.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_KIND)
          for (const s of list) {
            expect(visible.has(s._id as Id)).toBe(true)
            expect(s.name.toLowerCase().replace(/\s+/g, " ")).toContain(q)
          }
          if (characters(q) < MIN_SEARCH_CHARS) expect(list).toEqual([])
        }
      }),
      { numRuns: 500 }
    )
  })

  it("agrees with a plain filter-rank-sort model of §2", () => {
    fc.assert(
      fc.property(sources, text, (src, t) => {
        const index = buildSuggestionIndex(src)
        const result = suggest(index, t)
        expect(result.categories.map((s) => s._id)).toEqual(model(src.categories, t))
        expect(result.subCategories.map((s) => s._id)).toEqual(model(src.subCategories, t))
        expect(result.categoryTags.map((s) => s._id)).toEqual(model(src.categoryTags, t))
      }),
      { numRuns: 500 }
    )
  })
})

describe("search suggestions by Hindi names (issue 39)", () => {
  const hindi = <T extends CategorySource | SubCategorySource | CategoryTagSource>(entry: T, nameHi: string): T => ({ ...entry, nameHi })
  const sarees = hindi(category("Sarees", "Clothing"), "साड़ियाँ")
  const silkSarees = hindi(subCategory("Silk Sarees", "sarees"), "रेशमी साड़ियाँ")
  const kurta = hindi(tag("Kurta Sets"), "कुर्ता सेट")
  const plain = category("Salwar Suits")
  const sources: SuggestionSources = {
    superCategories: [{ name: "Clothing", nameHi: "कपड़े" }],
    categories: [sarees, plain, hindi(category("Hidden Saris", "Clothing", false), "साड़ी छिपी")],
    subCategories: [silkSarees],
    categoryTags: [kurta]
  }

  it("finds an entry by its Hindi name and shows it in Hindi, with its super category's Hindi name, on a Hindi page", () => {
    const result = suggest(buildSuggestionIndex(sources, "hi"), "साड़")
    expect(result.categories.map((s) => [s._id, s.name, s.superCategory])).toEqual([[sarees._id, "साड़ियाँ", "कपड़े"]])
    // A word start inside the Hindi name: 'रेशमी साड़ियाँ'.
    expect(names(result.subCategories)).toEqual(["रेशमी साड़ियाँ"])
    expect(result.categoryTags).toEqual([])
    // The link stays the shop's, whatever the page's language.
    expect(result.categories[0]?.path).toBe("/search/clothing/sarees")
  })

  it("finds an entry by its Hindi name on an English page too, shown by the shop's English name", () => {
    const result = suggest(buildSuggestionIndex(sources, "en"), "कुर्ता")
    expect(result.categoryTags.map((s) => [s.name, s.superCategory])).toEqual([["Kurta Sets", "Clothing"]])
  })

  it("finds an entry by its English name on a Hindi page, shown in Hindi; one without a Hindi name keeps the shop's", () => {
    const index = buildSuggestionIndex(sources, "hi")
    expect(names(suggest(index, "sar").categories)).toEqual(["साड़ियाँ"])
    expect(names(suggest(index, "sal").categories)).toEqual(["Salwar Suits"])
    expect(suggest(index, "sal").categories[0]?.superCategory).toBe("कपड़े")
  })

  it("never suggests a hidden entry by its Hindi name", () => {
    const result = suggest(buildSuggestionIndex(sources, "hi"), "छिपी")
    expect(result.categories).toEqual([])
  })

  it("suggests an entry found by both its names once", () => {
    const both = hindi(category("Kids 2 Go"), "बच्चे 2 गो")
    const index = buildSuggestionIndex({ categories: [both], subCategories: [], categoryTags: [] }, "hi")
    // '2 g' is inside both names, at a word start in each.
    expect(suggest(index, "2 g").categories.map((s) => s._id)).toEqual([both._id])
    const digits = hindi(category("12 Mart"), "12 मार्ट")
    // '12' starts both names.
    expect(suggest(buildSuggestionIndex({ categories: [digits], subCategories: [], categoryTags: [] }), "12").categories).toHaveLength(1)
  })

  it("treats a blank Hindi name as none", () => {
    const blank = hindi(category("Shawls"), "  ")
    const result = suggest(buildSuggestionIndex({ categories: [blank], subCategories: [], categoryTags: [] }, "hi"), "sh")
    expect(names(result.categories)).toEqual(["Shawls"])
  })

  it("for any catalogue with Hindi names: at most 4 per kind, none twice, each holding the query in one of its names", () => {
    const word = fc.constantFrom("सा", "ड़ी", "कु", "र्ता", " ", "2", "ku", "rta", "sa", "ree")
    const named = fc.array(word, { minLength: 1, maxLength: 5 }).map((p) => p.join("").trim()).filter((n) => n.length > 0)
    const entries = fc.array(fc.record({ name: named, nameHi: fc.option(named, { nil: undefined }) }), { maxLength: 25 })
    const query = fc.array(word, { minLength: 1, maxLength: 3 }).map((p) => p.join(""))
    fc.assert(
      fc.property(entries, query, fc.constantFrom("en" as const, "hi" as const), (list, q, language) => {
        const built = list.map((e) => ({ ...category(e.name), nameHi: e.nameHi }))
        const byId = new Map(built.map((e) => [e._id as string, e]))
        const result = suggest(buildSuggestionIndex({ categories: built, subCategories: [], categoryTags: [] }, language), q)
        const ids = result.categories.map((s) => s._id)
        expect(ids.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_KIND)
        expect(new Set(ids).size).toBe(ids.length)
        const wanted = normaliseQuery(q)
        for (const s of result.categories) {
          const e = byId.get(s._id)!
          expect([e.name, e.nameHi ?? ""].some((n) => normaliseQuery(n).includes(wanted))).toBe(true)
          expect(s.name).toBe(language === "hi" && e.nameHi !== undefined ? e.nameHi : e.name)
        }
        // Every entry holding the query as a prefix of either name is there when fewer than 4 do.
        const prefixed = built.filter((e) => [e.name, e.nameHi ?? ""].some((n) => normaliseQuery(n).startsWith(wanted)))
        if (prefixed.length <= MAX_SUGGESTIONS_PER_KIND && characters(wanted) >= MIN_SEARCH_CHARS)
          for (const e of prefixed) expect(ids).toContain(e._id)
      }),
      { numRuns: 300 }
    )
  })
})
