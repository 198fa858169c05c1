import type { Category, CategoryTag, SubCategory } from "./catalogue.ts"
import { type HindiNamed, shownName } from "./catalogue-language.ts"
import type { Language } from "./language.ts"
import { superCategorySlug } from "./search-submit.ts"

// §2 Search, §5, §9: the header's search-suggestion rule, computed in the browser over the catalogue
// the app already holds. The index is built once per catalogue; `suggest` runs on every keystroke
// and must stay under 1 ms over 10,000 names (DESIGN §6; `npx tsx scripts/bench-search.ts`).

// §9 search: minimum 2 characters, at most 4 suggestions per kind.
export const MIN_SEARCH_CHARS = 2
export const MAX_SUGGESTIONS_PER_KIND = 4

/**
 * §2 "leading spaces stripped", and the same for matching: trailing spaces are stripped too, runs of
 * white space inside become one space, and the text is lower-cased. Trailing spaces go because phone
 * keyboards append one after an auto-completed word, and "Kurta " must still suggest "Kurta"; so "a "
 * counts as one character. Names go through the same function, so both sides compare alike.
 */
export const normaliseQuery = (text: string): string => text.replace(/\s+/g, " ").trim().toLowerCase()


export type SuggestionKind = "category" | "subCategory" | "categoryTag"

/** What the view shows for one suggestion (§2: image, name, 'in {super category}') and where it links. */
export interface Suggestion {
  readonly kind: SuggestionKind
  readonly _id: string
  readonly name: string
  /** The entry's desktopImage. */
  readonly image: string
  /** The super category's name, for the text 'in {super category}'. */
  readonly superCategory: string
  readonly path: string
}

export interface Suggestions {
  readonly categories: ReadonlyArray<Suggestion>
  readonly subCategories: ReadonlyArray<Suggestion>
  readonly categoryTags: ReadonlyArray<Suggestion>
}

export type CategorySource = Pick<Category, "_id" | "name" | "nameHi" | "slugUrl" | "status" | "superCategory" | "desktopImage">
export type SubCategorySource = Pick<
  SubCategory,
  "_id" | "name" | "nameHi" | "slugUrl" | "status" | "superCategory" | "categorySlugUrl" | "desktopImage"
>
export type CategoryTagSource = Pick<CategoryTag, "_id" | "name" | "nameHi" | "slugUrl" | "status" | "superCategory" | "desktopImage">

export interface SuggestionSources {
  readonly categories: ReadonlyArray<CategorySource>
  readonly subCategories: ReadonlyArray<SubCategorySource>
  readonly categoryTags: ReadonlyArray<CategoryTagSource>
  /** The super categories, for their Hindi names on a Hindi page ('in {super category}'); each entry knows its own by English name. */
  readonly superCategories?: ReadonlyArray<HindiNamed>
}

/**
 * One kind's visible entries sorted by normalised name, and which entries hold each pair of
 * characters. An entry with a Hindi name (issue 39) is there twice, once by each name, so a shopper
 * finds it typing either, on a page in either language.
 */
export interface KindIndex {
  readonly entries: ReadonlyArray<Suggestion>
  /** normaliseQuery of each entry's name (English or Hindi), same order; sorted by UTF-16 code units, so a prefix is one run. */
  readonly keys: ReadonlyArray<string>
  /** For each two adjacent UTF-16 code units found in the keys: the entries holding them, ascending (name order). */
  readonly pairs: ReadonlyMap<number, Int32Array>
}

export interface SuggestionIndex {
  readonly categories: KindIndex
  readonly subCategories: KindIndex
  readonly categoryTags: KindIndex
}

// "Stable by name": code-unit order of the normalised name, then the name as written, then _id, so
// the order never depends on the input's order or the browser's locale (and prefixes stay contiguous).
const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const pairAt = (text: string, i: number): number => text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1)

/** A suggestion and the names it is found by: the shop's, and its Hindi one where it has one. */
interface Named {
  readonly s: Suggestion
  readonly names: ReadonlyArray<string>
}

const buildKind = (named: ReadonlyArray<Named>): KindIndex => {
  const keyed = named.flatMap(({ s, names }) => names.map((name) => ({ s, key: normaliseQuery(name) })))
  keyed.sort(
    (a, b) => compareCodeUnits(a.key, b.key) || compareCodeUnits(a.s.name, b.s.name) || compareCodeUnits(a.s._id, b.s._id)
  )
  const keys = keyed.map((k) => k.key)
  const lists = new Map<number, Array<number>>()
  keys.forEach((key, i) => {
    for (let j = 0; j + 1 < key.length; j++) {
      const pair = pairAt(key, j)
      const list = lists.get(pair)
      if (list === undefined) lists.set(pair, [i])
      else if (list[list.length - 1] !== i) list.push(i)
    }
  })
  const pairs = new Map<number, Int32Array>()
  for (const [pair, list] of lists) pairs.set(pair, Int32Array.from(list))
  return { entries: keyed.map((k) => k.s), keys, pairs }
}

/** The names an entry is found by: the shop's, then its Hindi one where it has one. */
const namesOf = (entry: HindiNamed): ReadonlyArray<string> =>
  entry.nameHi === undefined || entry.nameHi.trim() === "" ? [entry.name] : [entry.name, entry.nameHi]

/**
 * Prepare the catalogue for `suggest`, once: only visible entries (status true), names normalised and
 * sorted. Each entry is found by its English name and its Hindi one (issue 39), and shows the name a
 * page in `language` shows (its Hindi one on a Hindi page where it has one), as does its super category.
 */
export const buildSuggestionIndex = (sources: SuggestionSources, language: Language = "en"): SuggestionIndex => {
  // A handful of super categories among thousands of entries: slug and name each once.
  const slugs = new Map<string, string>()
  const superSlug = (name: string): string => {
    let slug = slugs.get(name)
    if (slug === undefined) slugs.set(name, (slug = superCategorySlug(name)))
    return slug
  }
  const superNames = new Map((sources.superCategories ?? []).map((entry) => [entry.name, shownName(entry, language)]))
  const superName = (name: string): string => superNames.get(name) ?? name
  const suggestion = (kind: SuggestionKind, entry: CategorySource | SubCategorySource | CategoryTagSource, path: string): Named => ({
    s: { kind, _id: entry._id, name: shownName(entry, language), image: entry.desktopImage, superCategory: superName(entry.superCategory), path },
    names: namesOf(entry)
  })
  return {
    // §2 category suggestions link to /search/{superCategory}/{slugUrl}.
    categories: buildKind(
      sources.categories.filter((c) => c.status).map((c) => suggestion("category", c, `/search/${superSlug(c.superCategory)}/${c.slugUrl}`))
    ),
    // §2 subcategory suggestions link to /search/{superCategory}/{category}/{slugUrl}; {category} is the category's slugUrl.
    subCategories: buildKind(
      sources.subCategories.filter((s) => s.status).map((s) =>
        suggestion("subCategory", s, `/search/${superSlug(s.superCategory)}/${s.categorySlugUrl}/${s.slugUrl}`))
    ),
    // §2 tag suggestions link to /tag-search/{slugUrl}.
    categoryTags: buildKind(sources.categoryTags.filter((t) => t.status).map((t) => suggestion("categoryTag", t, `/tag-search/${t.slugUrl}`)))
  }
}

const NO_SUGGESTIONS: Suggestions = Object.freeze({
  categories: Object.freeze([]),
  subCategories: Object.freeze([]),
  categoryTags: Object.freeze([])
})

/**
 * Whether the character that ends just before `end` in `key` is a letter, digit or mark. It reads the
 * whole code point: a letter outside the Basic Multilingual Plane (𝐊, 𠀀) is two UTF-16 units, and its
 * second half alone is no letter, which would make a word start in the middle of a word.
 */
const isWordCharacterBefore = (key: string, end: number): boolean => {
  const code = key.charCodeAt(end - 1)
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
  // Above 0xFFFF only when the two units before `end` are one surrogate pair.
  const pair = end >= 2 ? (key.codePointAt(end - 2) as number) : 0
  return /[\p{L}\p{N}\p{M}]/u.test(String.fromCodePoint(pair > 0xffff ? pair : code))
}

/** True when `query` occurs in `key` at the start of a word (after a character that is no letter or digit). */
const matchesAtWordStart = (key: string, query: string, from: number): boolean => {
  for (let i = key.indexOf(query, from); i !== -1; i = key.indexOf(query, i + 1)) {
    if (i === 0 || !isWordCharacterBefore(key, i)) return true
  }
  return false
}

const lowerBound = (keys: ReadonlyArray<string>, query: string): number => {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((keys[mid] as string) < query) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Up to `limit` entries whose name contains `query`: names that start with it first, then names with
 * a word that starts with it, then the rest; each group by name. Prefix matches are one run of the
 * sorted keys (binary search), so a common query stops there. Otherwise only the entries holding the
 * query's rarest pair of characters are checked, in name order, stopping as soon as the word starts
 * fill what the prefixes left; a pair no name holds means no match at all.
 */
const suggestKind = (index: KindIndex, query: string, limit: number): ReadonlyArray<Suggestion> => {
  const { entries, keys, pairs } = index
  const result: Array<Suggestion> = []
  for (let i = lowerBound(keys, query); i < keys.length && result.length < limit; i++) {
    if (!(keys[i] as string).startsWith(query)) break
    // An entry found by both its names (a query of digits or signs alone) is suggested once.
    if (!result.includes(entries[i] as Suggestion)) result.push(entries[i] as Suggestion)
  }
  const wanted = limit - result.length
  if (wanted === 0) return result
  let candidates: Int32Array | undefined
  for (let j = 0; j + 1 < query.length; j++) {
    const list = pairs.get(pairAt(query, j))
    if (list === undefined) return result
    if (candidates === undefined || list.length < candidates.length) candidates = list
  }
  const wordStarts: Array<Suggestion> = []
  const elsewhere: Array<Suggestion> = []
  for (const entry of candidates ?? []) {
    const key = keys[entry] as string
    const pos = key.indexOf(query)
    // -1: no match; 0: a prefix match, already taken above (all of them, since `wanted` > 0).
    if (pos <= 0) continue
    // An entry is found by one of its two names at most once.
    const found = entries[entry] as Suggestion
    if (result.includes(found) || wordStarts.includes(found)) continue
    if (matchesAtWordStart(key, query, pos)) {
      const before = elsewhere.indexOf(found)
      if (before !== -1) elsewhere.splice(before, 1)
      wordStarts.push(found)
      if (wordStarts.length === wanted) break
    } else if (elsewhere.length < wanted && !elsewhere.includes(found)) {
      elsewhere.push(found)
    }
  }
  for (let i = 0; i < wanted && i < wordStarts.length + elsewhere.length; i++) {
    result.push((i < wordStarts.length ? wordStarts[i] : elsewhere[i - wordStarts.length]) as Suggestion)
  }
  return result
}

/**
 * §9's "characters" are what the shopper sees in the box: grapheme clusters (Unicode UAX #29), counted
 * with Intl.Segmenter. Not UTF-16 code units (`.length`: "🎁" is 2), and not code points either
 * (`Array.from`: the flag "🇮🇳", "👍🏽" and an "é" typed as e + combining accent are 2 each, and
 * "👨‍👩‍👧" is 5, yet each is one character on screen, which the cursor steps over at once). So one
 * emoji alone suggests nothing, as one letter does not. An Indic syllable such as "कि" or "क्ष" is one
 * cluster too, drawn and stepped over as one, so it waits for a second one as well. A browser without
 * Intl.Segmenter (Firefox before 125) counts code points, the nearest it has: only a lone
 * multi-code-point character gets through there. Made once: building a segmenter is the slow part.
 */
const graphemes: Intl.Segmenter | undefined =
  typeof Intl === "object" && typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined

/** True when `text` has at least `n` characters (grapheme clusters); it stops counting at `n`, so a long paste costs nothing. */
const hasAtLeastCharacters = (text: string, n: number): boolean => {
  // A character is at least one UTF-16 unit: fewer units than `n` is too short without segmenting.
  if (text.length < n) return false
  // Two printable ASCII characters side by side are never one cluster, so `n` of them at the start are
  // `n` characters, whatever follows: the common Latin query needs no segmenter.
  let ascii = 0
  while (ascii < n && text.charCodeAt(ascii) >= 0x20 && text.charCodeAt(ascii) < 0x7f) ascii++
  if (ascii === n) return true
  let count = 0
  for (const _ of graphemes === undefined ? text : graphemes.segment(text)) {
    if (++count >= n) return true
  }
  return count >= n
}

/**
 * §2 suggestions for the text in the search box: at most 4 categories, 4 subcategories and 4 category
 * tags whose names contain the normalised text (case-insensitively); nothing below 2 characters.
 */
export const suggest = (index: SuggestionIndex, text: string): Suggestions => {
  const query = normaliseQuery(text)
  if (!hasAtLeastCharacters(query, MIN_SEARCH_CHARS)) return NO_SUGGESTIONS
  return {
    categories: suggestKind(index.categories, query, MAX_SUGGESTIONS_PER_KIND),
    subCategories: suggestKind(index.subCategories, query, MAX_SUGGESTIONS_PER_KIND),
    categoryTags: suggestKind(index.categoryTags, query, MAX_SUGGESTIONS_PER_KIND)
  }
}
