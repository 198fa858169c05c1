import { devanagariToLatin, phoneticKey } from "./search-query.ts"

// Search as Indians type (issue 33 item 3, ADR 042): a query read the way a shopper means it.
// "saree under 1000" is sarees at most ₹1,000; "kurta for women" is kurtas for women (which the shop
// calls kurtis); "mobile cover" is one thing, not a mobile and a cover; "32 inch tv" is a TV in the
// 32 inch size. The words left are what the search matches, each with its synonym group's terms
// (ADR 033); the price and whom it is for are filters; "for", "with", "ke liye" are not searched.
// No I/O: the server passes the groups it read. Kept apart from search-query.ts, which the admin's
// settings screen bundles, since only the server reads queries this way.

/** Whom a query says the goods are for. */
export type Audience = "women" | "men" | "kids" | "girls" | "boys"

/** One thing the shopper asked for: a word or a phrase, with its alternatives. */
export interface SearchUnit {
  /** The word or phrase as read (normalised), then its synonym group's terms: each a word or a phrase. */
  readonly alternatives: ReadonlyArray<string>
  /** A size the shopper named ("32 inch", "1.5 ton", "64 gb"): matched against the product's pack sizes too. */
  readonly size?: string
  /** The unit's one word, when a misspelling of it may be corrected (a plain word of 3 letters or more no group knows). */
  readonly correctable?: string
}

export interface SearchQuery {
  /** The tokens of the query in order, normalised ("Saree under ₹1,000" → saree, under, 1000). */
  readonly tokens: ReadonlyArray<string>
  /** For each token, the unit it is part of (its index in `units`), or -1 for a filter's or a stop word's token. */
  readonly unitOf: ReadonlyArray<number>
  readonly units: ReadonlyArray<SearchUnit>
  readonly audience?: Audience
  /** The price range the query names, in whole rupees. */
  readonly minPrice?: number
  readonly maxPrice?: number
}

// ------------------------------------------------------------------------------------------------
// Tokens: lower case Latin letters and digits; a decimal point kept inside a number ("1.5"), a
// hyphen between words of letters ("t-shirt"), not between numbers ("500-1000" is two); digit
// groups joined ("1,000" and "1,00,000"); "₹" and "rs." read as rs.

const tokenise = (text: string): Array<string> => {
  const latin = devanagariToLatin(text.normalize("NFC")).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/\u20b9|\brs\.?(?=\s|\d|$)|\binr\b/g, " rs ")
    .replace(/(\d),(?=\d{2,3}\b)/g, "$1")
    .replace(/(\d),(?=\d{2,3}\b)/g, "$1")
  return latin.match(/\d+(?:\.\d+)+|[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)+|[a-z0-9]+/g) ?? []
}

// ------------------------------------------------------------------------------------------------
// Price phrases.

const CURRENCY = new Set(["rs", "rupees", "rupee", "rupaye", "rupay", "rupya", "inr"])
/** Words before a number that make it the most the shopper pays ("under 1000", "less than 1000"). */
const AT_MOST_BEFORE: ReadonlyArray<ReadonlyArray<string>> = [
  ["less", "than"], ["lower", "than"], ["cheaper", "than"], ["not", "more", "than"], ["up", "to"], ["upto"], ["under"], ["below"],
  ["within"], ["max"], ["maximum"], ["budget"], ["till"], ["in"]
]
/** Words before a number that make it the least ("above 500", "more than 500"). */
const AT_LEAST_BEFORE: ReadonlyArray<ReadonlyArray<string>> = [
  ["more", "than"], ["greater", "than"], ["higher", "than"], ["above"], ["over"], ["min"], ["minimum"], ["from"], ["starting"]
]
/** Hinglish after a number: "1000 se kam", "1000 ke andar", "1000 tak" (at most); "500 se zyada" (at least). */
const AT_MOST_AFTER: ReadonlyArray<ReadonlyArray<string>> = [
  ["se", "kam"], ["se", "km"], ["se", "neeche"], ["se", "niche"], ["se", "sasta"], ["ke", "andar"], ["ke", "ander"], ["ke", "niche"],
  ["ke", "neeche"], ["tak"], ["ke", "under"], ["or", "less"], ["and", "below"], ["and", "under"], ["max"]
]
const AT_LEAST_AFTER: ReadonlyArray<ReadonlyArray<string>> = [
  ["se", "zyada"], ["se", "jyada"], ["se", "jada"], ["se", "adhik"], ["se", "upar"], ["se", "uper"], ["ke", "upar"], ["or", "more"],
  ["and", "above"], ["plus"]
]
/**
 * A number read as a price without "rs" needs to be at least this ("toys for kids under 5" is an
 * age): the shop's cheapest goods cost tens of rupees.
 */
const LEAST_BARE_PRICE = 50

const isNumber = (token: string | undefined) => token !== undefined && /^\d+(?:\.\d+)?$/.test(token)

/** A price's number: "1000", or "15k" (15,000). */
const priceNumber = (token: string | undefined): number | undefined => {
  const match = token === undefined ? null : /^(\d+(?:\.\d+)?)(k)?$/.exec(token)
  return match === null ? undefined : Math.round(Number(match[1]) * (match[2] === undefined ? 1 : 1000))
}

const startsAt = (tokens: ReadonlyArray<string>, at: number, words: ReadonlyArray<string>) => words.every((word, i) => tokens[at + i] === word)

interface PriceRead { readonly start: number; readonly end: number; readonly min?: number; readonly max?: number }

/** The price phrase starting at `at`, if any: its tokens [start, end) and the range it names. */
const priceAt = (tokens: ReadonlyArray<string>, at: number): PriceRead | undefined => {
  // "between 500 and 1000", "rs 500 to 1000", "500 - 1000 rs" (the hyphen already gone).
  const numberFrom = (i: number): { value: number; next: number; currency: boolean } | undefined => {
    let j = i
    let currency = false
    if (CURRENCY.has(tokens[j] ?? "")) {
      currency = true
      j++
    }
    const value = priceNumber(tokens[j])
    // A number with a size's unit is a size ("6000 mah"), not a price.
    if (value === undefined || SIZE_UNITS[tokens[j + 1] ?? ""] !== undefined) return undefined
    j++
    if (CURRENCY.has(tokens[j] ?? "")) {
      currency = true
      j++
    }
    return { value, next: j, currency }
  }
  const between = tokens[at] === "between" ? numberFrom(at + 1) : undefined
  if (between !== undefined && (tokens[between.next] === "and" || tokens[between.next] === "to")) {
    const upper = numberFrom(between.next + 1)
    if (upper !== undefined && upper.value > between.value) return { start: at, end: upper.next, min: between.value, max: upper.value }
  }
  for (const [words, bound] of [...AT_MOST_BEFORE.map((w) => [w, "max"] as const), ...AT_LEAST_BEFORE.map((w) => [w, "min"] as const)]) {
    if (!startsAt(tokens, at, words)) continue
    const number = numberFrom(at + words.length)
    // "in 1000" only with rupees ("kurti in rs 500"): "in" is too common a word otherwise.
    if (number === undefined || (words[0] === "in" && !number.currency) || (!number.currency && number.value < LEAST_BARE_PRICE)) continue
    return bound === "max" ? { start: at, end: number.next, max: number.value } : { start: at, end: number.next, min: number.value }
  }
  const number = numberFrom(at)
  if (number === undefined) return undefined
  const range = numberFrom(number.next + (tokens[number.next] === "to" ? 1 : 0))
  if ((number.currency || range?.currency === true) && range !== undefined && range.value > number.value) {
    return { start: at, end: range.next, min: number.value, max: range.value }
  }
  const after = number.next + (["ka", "ke", "ki"].includes(tokens[number.next] ?? "") && !["andar", "ander", "niche", "neeche", "upar", "under"].includes(tokens[number.next + 1] ?? "") ? 1 : 0)
  for (const [words, bound] of [...AT_MOST_AFTER.map((w) => [w, "max"] as const), ...AT_LEAST_AFTER.map((w) => [w, "min"] as const)]) {
    if (!startsAt(tokens, after, words) || (!number.currency && number.value < LEAST_BARE_PRICE)) continue
    return bound === "max" ? { start: at, end: after + words.length, max: number.value } : { start: at, end: after + words.length, min: number.value }
  }
  // A bare "₹800", "800 rs": the most the shopper means to pay.
  if (number.currency) return { start: at, end: number.next, max: number.value }
  return undefined
}

// ------------------------------------------------------------------------------------------------
// Whom it is for, stop words and sizes.

const AUDIENCE_WORDS: Readonly<Record<string, Audience>> = {
  women: "women", woman: "women", womens: "women", ladies: "women", lady: "women", female: "women", females: "women", mahila: "women", aurat: "women",
  men: "men", man: "men", mens: "men", gents: "men", gent: "men", male: "men", males: "men", purush: "men",
  kids: "kids", kid: "kids", children: "kids", child: "kids", childrens: "kids", bachche: "kids", bacche: "kids", bachon: "kids", bacchon: "kids", bachcho: "kids", bachchon: "kids",
  girls: "girls", girl: "girls", ladki: "girls", ladkiyon: "girls", ladkiyan: "girls",
  boys: "boys", boy: "boys", ladka: "boys", ladke: "boys", ladkon: "boys"
}

/**
 * Each audience as to_tsquery text over the product's search vector, whose keywords hold its
 * category's name ("Women", "Men's Footwear", "Kid's Footwear", "Girls' Clothing") and whose name
 * may say it ("for Men"): the filter is one more condition of the same index scan.
 */
export const AUDIENCE_TSQUERY: Readonly<Record<Audience, string>> = {
  women: "women | woman | ladies",
  men: "men | man | gents",
  kids: "kid | kids | children | child | boy | girl",
  girls: "(girl | kid) & !boy",
  boys: "(boy | kid) & !girl"
}

/**
 * Words a shopper adds that no product is found by: "kurta for women", "shoes with velcro",
 * "kurta ke liye", "buy saree online"; and the "s" of "men's" once its apostrophe is gone.
 */
const STOP_WORDS = new Set([
  "for", "with", "of", "the", "a", "an", "and", "in", "on", "to", "from", "by", "my",
  "ke", "ka", "ki", "liye", "lie", "liya", "wala", "wali", "wale", "waala", "waali", "waale", "mein", "me", "aur", "se",
  "buy", "online", "shop", "please", "s"
])

/** A price phrase's words left without their number ("saree under"): not searched. */
const LEFT_PRICE_WORDS = new Set(["under", "below", "upto", "above", "within", "than", "budget", "cheaper"])

/** A size's unit, as the shopper may write it, and as the shop writes it. */
const SIZE_UNITS: Readonly<Record<string, string>> = {
  inch: "inch", inches: "inch", inchs: "inch", gb: "gb", tb: "tb", mb: "mb", kg: "kg", kgs: "kg", l: "l", ltr: "l", litre: "l", litres: "l",
  liter: "l", liters: "l", ml: "ml", w: "w", watt: "w", watts: "w", ton: "ton", tons: "ton", tonne: "ton", mah: "mah", cm: "cm", ft: "ft",
  feet: "ft", seater: "seater", mp: "mp", hz: "hz"
}

/** The size at `at` ("32 inch", "64gb", "1.5 ton"): its shop form ("32 inch") and how many tokens it takes. */
const sizeAt = (tokens: ReadonlyArray<string>, at: number): { readonly size: string; readonly length: number } | undefined => {
  const token = tokens[at]!
  const joined = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token)
  if (joined !== null && SIZE_UNITS[joined[2]!] !== undefined) return { size: `${joined[1]} ${SIZE_UNITS[joined[2]!]}`, length: 1 }
  const unit = SIZE_UNITS[tokens[at + 1] ?? ""]
  if (isNumber(token) && unit !== undefined) return { size: `${token} ${unit}`, length: 2 }
  return undefined
}

// ------------------------------------------------------------------------------------------------
// The synonym groups, by the phonetic keys of their terms' words.

/** A group's term as the search writes it: the tokens of `tokenise`, space-separated. */
export const searchTerm = (term: string): string => tokenise(term).join(" ")

interface GroupIndex {
  /** A one-word term's key → its group's terms. */
  readonly words: ReadonlyMap<string, ReadonlyArray<string>>
  /** A phrase term's keys, longest first, each with its group's terms. */
  readonly phrases: ReadonlyArray<{ readonly keys: ReadonlyArray<string>; readonly terms: ReadonlyArray<string> }>
}

const keyOf = (word: string) => phoneticKey(word.replace(/-/g, ""))

const indexGroups = (groups: ReadonlyArray<ReadonlyArray<string>>): GroupIndex => {
  const words = new Map<string, ReadonlyArray<string>>()
  const phrases: Array<{ keys: ReadonlyArray<string>; terms: ReadonlyArray<string> }> = []
  for (const group of groups) {
    const terms = [...new Set(group.map(searchTerm).filter((term) => term !== ""))]
    for (const term of terms) {
      const parts = term.split(" ")
      if (parts.length === 1) words.set(keyOf(term), terms)
      else phrases.push({ keys: parts.map(keyOf), terms })
    }
  }
  phrases.sort((a, b) => b.keys.length - a.keys.length)
  return { words, phrases }
}

/**
 * The groups' index, made again only when the groups change: the server reads the same groups for
 * every search, and indexing them (a phonetic key per term) was a tenth of a new search's own work.
 */
let lastIndex: { readonly key: string; readonly index: GroupIndex } | undefined
const indexOf = (groups: ReadonlyArray<ReadonlyArray<string>>): GroupIndex => {
  const key = JSON.stringify(groups)
  if (lastIndex?.key !== key) lastIndex = { key, index: indexGroups(groups) }
  return lastIndex.index
}

/**
 * What a word means for an audience: a kurta for women is what the shop (and most shoppers) call a
 * kurti, so "women kurta" and "kurta for women" also take the kurti group's terms.
 */
const FOR_AUDIENCE: ReadonlyArray<{ readonly audiences: ReadonlyArray<Audience>; readonly word: string; readonly means: string }> = [
  { audiences: ["women", "girls"], word: "kurta", means: "kurti" }
]

// ------------------------------------------------------------------------------------------------
// The query, read.

/** The query `text` read with the synonym `groups`: its units, whom it is for and its price range. */
export const readSearchQuery = (text: string, groups: ReadonlyArray<ReadonlyArray<string>>): SearchQuery => {
  const tokens = tokenise(text)
  const unitOf: Array<number> = tokens.map(() => -1)
  const units: Array<SearchUnit> = []
  const index = indexOf(groups)
  const audiences = new Set<Audience>()
  let minPrice: number | undefined
  let maxPrice: number | undefined
  let i = 0
  while (i < tokens.length) {
    const price = priceAt(tokens, i)
    if (price !== undefined) {
      if (price.min !== undefined) minPrice = Math.max(minPrice ?? 0, price.min)
      if (price.max !== undefined) maxPrice = Math.min(maxPrice ?? Number.POSITIVE_INFINITY, price.max)
      i = price.end
      continue
    }
    const token = tokens[i]!
    const audience = AUDIENCE_WORDS[token]
    if (audience !== undefined) {
      audiences.add(audience)
      i++
      continue
    }
    const size = sizeAt(tokens, i)
    if (size !== undefined) {
      const compact = size.size.replace(" ", "")
      for (let k = 0; k < size.length; k++) unitOf[i + k] = units.length
      units.push({ alternatives: compact === tokens.slice(i, i + size.length).join("") ? [size.size, compact] : [tokens.slice(i, i + size.length).join(" "), size.size, compact], size: size.size })
      i += size.length
      continue
    }
    const phrase = index.phrases.find((p) => p.keys.every((key, k) => tokens[i + k] !== undefined && keyOf(tokens[i + k]!) === key))
    if (phrase !== undefined) {
      const typed = tokens.slice(i, i + phrase.keys.length).join(" ")
      for (let k = 0; k < phrase.keys.length; k++) unitOf[i + k] = units.length
      units.push({ alternatives: [typed, ...phrase.terms.filter((term) => term !== typed)] })
      i += phrase.keys.length
      continue
    }
    if (STOP_WORDS.has(token) || CURRENCY.has(token) || LEFT_PRICE_WORDS.has(token)) {
      i++
      continue
    }
    const group = index.words.get(keyOf(token))
    unitOf[i] = units.length
    units.push(group === undefined
      ? { alternatives: [token], ...(token.length >= 3 && /^[a-z]+$/.test(token) ? { correctable: token } : {}) }
      : { alternatives: [token, ...group.filter((term) => term !== token)] })
    i++
  }
  // Two different audiences ("for men and women") say nothing about whom.
  const audience = audiences.size === 1 ? [...audiences][0]! : undefined
  const meant = audience === undefined ? units : units.map((unit) => {
    const rule = FOR_AUDIENCE.find((r) => r.audiences.includes(audience) && unit.alternatives.some((term) => keyOf(term) === keyOf(r.word)))
    if (rule === undefined) return unit
    const also = index.words.get(keyOf(rule.means)) ?? [rule.means]
    return { ...unit, alternatives: [...new Set([...unit.alternatives, ...also])] }
  })
  return {
    tokens,
    unitOf,
    units: meant,
    ...(audience === undefined ? {} : { audience }),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined || !Number.isFinite(maxPrice) ? {} : { maxPrice })
  }
}

/**
 * Whether `text` uses the web search syntax a search has always taken ("quoted phrase", -word to
 * leave one out, "or"): such a query is searched as it is typed, as before issue 33.
 */
export const usesSearchSyntax = (text: string): boolean => /"/.test(text) || /(^|\s)-[^\s-]/.test(text) || /(^|\s)or(\s|$)/i.test(text)

/** A term as to_tsquery text: its words in a phrase ("mixer <-> grinder"); only [a-z0-9.-] reach it. */
const phraseText = (term: string) => term.split(" ").join(" <-> ")

/** A unit as to_tsquery text: its alternatives ORed ("(saree | sari | mobile <-> cover)"). */
export const unitTsQuery = (unit: SearchUnit): string =>
  unit.alternatives.length === 1 ? phraseText(unit.alternatives[0]!) : `(${unit.alternatives.map(phraseText).join(" | ")})`

/** Every unit, ANDed; null when the query has none. */
export const allUnitsTsQuery = (query: SearchQuery): string | null =>
  query.units.length === 0 ? null : query.units.map(unitTsQuery).join(" & ")

/** Whether the query says more than its words: an audience or a price. */
export const hasFilters = (query: SearchQuery): boolean =>
  query.audience !== undefined || query.minPrice !== undefined || query.maxPrice !== undefined

/**
 * The query's text with each unit's token `replace`d (the price phrase, whom it is for, the other
 * words kept as typed, normalised): "sadee under 1000" with sadee → saree is "saree under 1000".
 */
export const withWords = (query: SearchQuery, replace: (token: string, position: number) => string): string => {
  let word = -1
  return query.tokens.map((token, i) => {
    if (query.unitOf[i] === -1) return token
    word++
    return replace(token, word)
  }).join(" ")
}

/** The query's words that stand for its units, in order (a phrase's words each). */
export const unitWords = (query: SearchQuery): ReadonlyArray<string> => query.tokens.filter((_, i) => query.unitOf[i] !== -1)
