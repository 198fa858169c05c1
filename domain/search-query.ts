import { Schema } from "effect"

// Search that understands (issue 19 item 5, ADR 033): a shopper's query in English, Hinglish or Hindi
// becomes the words the catalogue is written in. Devanagari is transliterated to Latin letters,
// Hinglish spellings are compared by a phonetic key ("saari", "sari" and "saree" are one word), and
// the synonym groups an admin edits give each word its alternatives. No I/O: the server passes the
// groups it read.

// ------------------------------------------------------------------------------------------------
// Devanagari to Latin, as Hindi speakers type it (not scholarly transliteration): long vowels single
// ("साड़ी" → "sari"), the inherent "a" dropped at a word's end and between syllables where Hindi drops
// it ("झुमका" → "jhumka", "चप्पल" → "chappal").

const CONSONANTS: Readonly<Record<string, string>> = {
  "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n", "च": "ch", "छ": "chh", "ज": "j", "झ": "jh", "ञ": "n",
  "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n", "त": "t", "थ": "th", "द": "d", "ध": "dh", "न": "n",
  "प": "p", "फ": "ph", "ब": "b", "भ": "bh", "म": "m", "य": "y", "र": "r", "ल": "l", "व": "v", "श": "sh",
  "ष": "sh", "स": "s", "ह": "h", "ळ": "l", "क़": "q", "ख़": "kh", "ग़": "g", "ज़": "z", "ड़": "r", "ढ़": "rh", "फ़": "f", "य़": "y"
}
const NUKTA_FORMS: Readonly<Record<string, string>> = { "क": "क़", "ख": "ख़", "ग": "ग़", "ज": "ज़", "ड": "ड़", "ढ": "ढ़", "फ": "फ़", "य": "य़" }
const VOWELS: Readonly<Record<string, string>> = {
  "अ": "a", "आ": "a", "इ": "i", "ई": "i", "उ": "u", "ऊ": "u", "ऋ": "ri", "ए": "e", "ऐ": "ai", "ओ": "o", "औ": "au", "ऑ": "o", "ऍ": "e"
}
const SIGNS: Readonly<Record<string, string>> = {
  "ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o", "ौ": "au", "ॉ": "o", "ॅ": "e"
}
const HALANT = "्"
const NUKTA = "़"
const NASAL: Readonly<Record<string, string>> = { "ं": "n", "ँ": "n", "ः": "h" }
const DIGITS = "०१२३४५६७८९"

/** One written syllable: a consonant (with its vowel, inherent or written) or a vowel, or anything else. */
interface Unit {
  readonly consonant: string
  /** The vowel: a sign's, an independent vowel's; "a" when inherent; "" after a halant. */
  vowel: string
  readonly inherent: boolean
  nasal: string
  readonly other?: string
}

const unitsOf = (word: string): Array<Unit> => {
  const units: Array<Unit> = []
  const chars = [...word.normalize("NFC")]
  for (let i = 0; i < chars.length; i++) {
    let char = chars[i]!
    if (chars[i + 1] === NUKTA && NUKTA_FORMS[char] !== undefined) {
      char = NUKTA_FORMS[char]!
      i++
    }
    const last = units.at(-1)
    if (CONSONANTS[char] !== undefined) units.push({ consonant: CONSONANTS[char]!, vowel: "a", inherent: true, nasal: "" })
    else if (VOWELS[char] !== undefined) units.push({ consonant: "", vowel: VOWELS[char]!, inherent: false, nasal: "" })
    else if (SIGNS[char] !== undefined && last !== undefined && last.consonant !== "") units[units.length - 1] = { ...last, vowel: SIGNS[char]!, inherent: false }
    else if (char === HALANT && last !== undefined) units[units.length - 1] = { ...last, vowel: "", inherent: false }
    else if (NASAL[char] !== undefined && last !== undefined) last.nasal = NASAL[char]!
    else if (DIGITS.includes(char)) units.push({ consonant: "", vowel: "", inherent: false, nasal: "", other: String(DIGITS.indexOf(char)) })
    else units.push({ consonant: "", vowel: "", inherent: false, nasal: "", other: char })
  }
  // Hindi's schwa deletion: the inherent "a" goes at a word's end (after its first syllable) and in
  // a vowel–consonant–consonant+vowel run (ka-ma-la → kamal, jhu-ma-ka → jhumka).
  const hasVowel = (unit: Unit | undefined) => unit !== undefined && unit.other === undefined && unit.vowel !== ""
  const last = units.length - 1
  if (last > 0 && units[last]!.inherent && units[last]!.nasal === "") units[last]!.vowel = ""
  for (let i = last - 1; i > 0; i--) {
    const unit = units[i]!
    if (unit.inherent && unit.nasal === "" && hasVowel(units[i - 1]) && units[i + 1]?.consonant !== "" && hasVowel(units[i + 1])) unit.vowel = ""
  }
  return units
}

/** Devanagari in `text` written in Latin letters as Hindi speakers type them; other characters kept. */
export const devanagariToLatin = (text: string): string =>
  text.replace(/[\u0900-\u097F]+/g, (word) => unitsOf(word).map((u) => u.other ?? `${u.consonant}${u.vowel}${u.nasal}`).join(""))

// ------------------------------------------------------------------------------------------------
// Hinglish spellings: one key for the ways a word is spelt in Latin letters.

/**
 * The phonetic key of a Latin word: "saari", "sari" and "saree" share one, as do "chappal",
 * "chapal" and "chappals", "lehenga" and "lehnga", "jutti" and "juti". Letters doubled count once;
 * ee, ea, ey, ie and a final y read as i; oo and ou as u; w as v; z as j; ph as f; the vowels inside
 * the word are left out (where Hinglish spellings differ), its first and last letters kept.
 */
export const phoneticKey = (word: string): string => {
  let key = word.toLowerCase().replace(/[^a-z0-9]/g, "")
  key = key.replace(/ph/g, "f").replace(/w/g, "v").replace(/z/g, "j").replace(/q/g, "k").replace(/ck/g, "k")
  key = key.replace(/ee|ea|ey|ie/g, "i").replace(/oo|ou/g, "u").replace(/y$/, "i")
  key = key.replace(/(.)\1+/g, "$1")
  // A plural's s ("chappals", "sarees").
  if (key.length > 4) key = key.replace(/([^s])s$/, "$1")
  // Vowels inside a word are what Hinglish spellings disagree on; its first and last letters stay.
  key = key.length > 3 ? key[0] + key.slice(1, -1).replace(/[aeiou]/g, "") + key.slice(-1) : key
  // A final vowel by its sound: a; i (i, e); u (u, o).
  return key.replace(/[ie]$/, "i").replace(/[uo]$/, "u")
}

// ------------------------------------------------------------------------------------------------
// Synonym groups an admin edits.

/** Most groups, and most terms in a group. */
export const MAX_SYNONYM_GROUPS = 200
export const MAX_SYNONYM_TERMS = 12

const Term = Schema.Trim.pipe(
  Schema.minLength(2, { message: () => "A term needs at least 2 letters." }),
  Schema.maxLength(40, { message: () => "A term must be at most 40 characters." }),
  Schema.pattern(/^[\p{L}\p{M}0-9 -]+$/u, { message: () => "A term may hold letters, digits, spaces and '-' only." })
)

/** One group of words a shopper may mean alike ("saree", "sari", "saari", "साड़ी"). */
export const SynonymGroup = Schema.Array(Term).pipe(
  Schema.minItems(2, { message: () => "A group needs at least 2 terms." }),
  Schema.maxItems(MAX_SYNONYM_TERMS, { message: () => `A group holds at most ${MAX_SYNONYM_TERMS} terms.` })
)
export type SynonymGroup = typeof SynonymGroup.Type

/** The shop's groups; a term (as its Latin form) in one group at most. */
export const SynonymGroups = Schema.Array(SynonymGroup).pipe(
  Schema.maxItems(MAX_SYNONYM_GROUPS, { message: () => `At most ${MAX_SYNONYM_GROUPS} groups.` }),
  Schema.filter((groups) => {
    const seen = new Map<string, string>()
    for (const group of groups) {
      for (const term of group) {
        const key = normaliseQuery(term)
        const other = seen.get(key)
        if (other !== undefined && other !== group[0]) return `'${term}' is in two groups (${other} and ${group[0]}); keep it in one.`
        seen.set(key, group[0]!)
      }
    }
    return true
  })
)
export type SynonymGroups = typeof SynonymGroups.Type

// ------------------------------------------------------------------------------------------------
// The query, understood.

/** How many closest queries "Did you mean" offers. */
export const CLOSEST_QUERIES = 4

/**
 * The closest queries from each word's nearest known words (closest first): the i-th query takes
 * every word's i-th candidate (its last when it has fewer); a word with none stays as it is. The
 * query itself and repeats are left out.
 */
export const closestQueries = (words: ReadonlyArray<string>, candidates: ReadonlyArray<ReadonlyArray<string>>): ReadonlyArray<string> =>
  closestWordLists(words, candidates, CLOSEST_QUERIES).map((list) => list.join(" "))

/** closestQueries' queries as their lists of words, at most `most` (issue 33: the server checks each finds products). */
export const closestWordLists = (words: ReadonlyArray<string>, candidates: ReadonlyArray<ReadonlyArray<string>>, most: number): ReadonlyArray<ReadonlyArray<string>> => {
  const lists: Array<ReadonlyArray<string>> = []
  const seen = new Set([words.join(" ")])
  const longest = Math.max(0, ...candidates.map((list) => list.length))
  for (let i = 0; i < longest && lists.length < most; i++) {
    const list = words.map((word, w) => candidates[w]?.[Math.min(i, (candidates[w]?.length ?? 1) - 1)] ?? word)
    if (!seen.has(list.join(" "))) lists.push(list)
    seen.add(list.join(" "))
  }
  return lists
}

/** Lower case, Latin letters for Devanagari, accents off, one space between words. */
export const normaliseQuery = (text: string): string =>
  devanagariToLatin(text.normalize("NFC")).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, " ").trim()

export interface UnderstoodQuery {
  /** The query in Latin letters, normalised ("साड़ी लाल" → "sari lal"). */
  readonly latin: string
  /** Each word of the query with its alternatives (the word itself first), in the query's order. */
  readonly words: ReadonlyArray<ReadonlyArray<string>>
}

/** The words of `text` and, for each, the terms of the synonym group its spelling belongs to. */
export const understandQuery = (text: string, groups: ReadonlyArray<ReadonlyArray<string>>): UnderstoodQuery => {
  const latin = normaliseQuery(text)
  const byKey = new Map<string, ReadonlyArray<string>>()
  for (const group of groups) {
    const terms = [...new Set(group.map(normaliseQuery).filter((term) => term !== ""))]
    for (const term of terms) if (!term.includes(" ")) byKey.set(phoneticKey(term), terms)
  }
  const words = latin === "" ? [] : latin.split(" ").map((word) => {
    const alternatives = byKey.get(phoneticKey(word))
    return alternatives === undefined ? [word] : [word, ...alternatives.filter((term) => term !== word)]
  })
  return { latin, words }
}

/**
 * The query as PostgreSQL's to_tsquery text: each word's alternatives ORed (a term of several words
 * as a phrase), the words ANDed: "saari lal" → "(saari | saree | sari) & lal". Only [a-z0-9] reach
 * it (normaliseQuery), so nothing in it is tsquery syntax the shopper typed. Null when no word is left.
 */
export const tsQueryText = (understood: UnderstoodQuery): string | null => {
  const phrase = (term: string) => term.split(" ").join(" <-> ")
  const parts = understood.words.map((alternatives) => alternatives.length === 1 ? phrase(alternatives[0]!) : `(${alternatives.map(phrase).join(" | ")})`)
  return parts.length === 0 ? null : parts.join(" & ")
}

/**
 * The query as to_tsquery texts for suggestions while the shopper types (issue 19 item 5, ADR 035):
 * `prefix`, the last word's alternatives as prefixes ("kur" → "kur:*"), matched against a product's
 * NAME, since its last letters are still to come; `whole`, the words before it as tsQueryText writes
 * them, matched against the name or the keywords (a fabric, a brand): "rayon kur" → prefix "kur:*",
 * whole "rayon"; `starts`, the words `prefix` takes as prefixes (each alternative's last word),
 * space-separated, from which the server finds the names' words they start (ADR 035): "kolha" with
 * the group ["kolha", "kolhapuri chappal"] → "kolha chappal". Null when no word is left.
 */
export const suggestionTsQueries = (understood: UnderstoodQuery): { readonly prefix: string; readonly whole: string | null; readonly starts: string } | null => {
  const last = understood.words.at(-1)
  if (last === undefined) return null
  const terms = last.map((term) => `${term.split(" ").join(" <-> ")}:*`)
  return {
    prefix: terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`,
    whole: tsQueryText({ latin: understood.latin, words: understood.words.slice(0, -1) }),
    starts: last.map((term) => term.split(" ").at(-1)!).join(" ")
  }
}
