import { Schema } from "effect"
import { Name } from "./common.ts"
import type { Language } from "./language.ts"

// Issue 39, ADR 064: catalogue content stays as the shop enters it; the admin may add a Hindi name
// (products, brands, every level of the catalogue) and a Hindi description (products), which a
// Hindi page shows in place of the English when present. Absent is absent: an entry without a Hindi
// name carries no key for it, so English pages' answers and embedded rows do not grow.

/** The longest description, English or Hindi (ProductInput's). */
export const DESCRIPTION_MAX = 5000

/** Devanagari letters (the block and its extension): a Hindi text has at least one. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/u

const inDevanagari = (text: string): boolean => text === "" || DEVANAGARI.test(text)

/** A Hindi name as the shop reads it: as the English `Name`, trimmed, 1 to 120 characters. */
export const HindiName = Name

/** A Hindi description as the shop reads it. */
export const HindiDescription = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(DESCRIPTION_MAX))

/**
 * A Hindi name as the admin sends it: trimmed, at most 120 characters like the English, in
 * Devanagari; "" means none (it clears a Hindi name stored before).
 */
export const HindiNameInput = Schema.Trim.pipe(
  Schema.maxLength(120, { message: () => "the Hindi name must be at most 120 characters" }),
  Schema.filter(inDevanagari, { message: () => "the Hindi name must be written in Hindi (Devanagari); leave it empty for none" })
)

/** A Hindi description as the admin sends it: trimmed, at most DESCRIPTION_MAX characters, in Devanagari; "" means none. */
export const HindiDescriptionInput = Schema.Trim.pipe(
  Schema.maxLength(DESCRIPTION_MAX, { message: () => `the Hindi description must be at most ${DESCRIPTION_MAX} characters` }),
  Schema.filter(inDevanagari, { message: () => "the Hindi description must be written in Hindi (Devanagari); leave it empty for none" })
)

/** The read side's field of every named entry: its Hindi name, present only when it has one. */
export const hindiNameField = { nameHi: Schema.optional(HindiName) }

/**
 * The input side's field: left out, an edit keeps the Hindi name stored (as an edit that sends no
 * image keeps the image); "" clears it. Exact: a problem is the Hindi text's own, not "expected undefined".
 */
export const hindiNameInputField = { nameHi: Schema.optionalWith(HindiNameInput, { exact: true }) }

/** What has a name and may have a Hindi one. */
export interface HindiNamed {
  readonly name: string
  readonly nameHi?: string | undefined
}

/** What has a description and may have a Hindi one. */
export interface HindiDescribed {
  readonly description: string
  readonly descriptionHi?: string | undefined
}

const hindiOf = (text: string | undefined, language: Language): string | undefined =>
  language === "hi" && text !== undefined && text.trim() !== "" ? text : undefined

/** The name a page in `language` shows: the Hindi one on a Hindi page when there is one, else the shop's own. */
export const shownName = (item: HindiNamed, language: Language): string => hindiOf(item.nameHi, language) ?? item.name

/** The description a page in `language` shows: the Hindi one on a Hindi page when there is one, else the shop's own. */
export const shownDescription = (item: HindiDescribed, language: Language): string =>
  hindiOf(item.descriptionHi, language) ?? item.description

/**
 * The `lang` of the element showing `shownName(item, language)`: "hi" when it is the Hindi name,
 * else undefined (the page's own language, or the shop's English as entered).
 */
export const nameLang = (item: HindiNamed, language: Language): "hi" | undefined =>
  hindiOf(item.nameHi, language) === undefined ? undefined : "hi"

/** The `lang` of the element showing `shownDescription(item, language)`, as `nameLang`. */
export const descriptionLang = (item: HindiDescribed, language: Language): "hi" | undefined =>
  hindiOf(item.descriptionHi, language) === undefined ? undefined : "hi"

/** The keys of the Hindi texts a stored row may carry. */
const HINDI_KEYS = ["nameHi", "descriptionHi"] as const

/**
 * A row as the database reads it (a Hindi text it does not have is NULL) in the shape the contract
 * sends: each Hindi key without a text left out, the others in their order.
 */
export const presentHindi = <A extends object>(row: A): A => {
  const record = row as Record<string, unknown>
  if (HINDI_KEYS.every((key) => !(key in record) || (typeof record[key] === "string" && record[key] !== ""))) return row
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if ((HINDI_KEYS as ReadonlyArray<string>).includes(key) && (value === null || value === undefined || value === "")) continue
    kept[key] = value
  }
  return kept as A
}

/**
 * A page's embedded catalogue lists (the first payload's `catalogue`) as its language reads them: an
 * English page's without their Hindi names, which only a Hindi page shows (every page embeds the
 * categories, so an English page would carry them all for nothing); a Hindi page's as they are.
 */
export const catalogueInLanguage = <P extends { readonly catalogue?: object | undefined }>(payload: P, language: Language): P => {
  if (language === "hi" || payload.catalogue === undefined) return payload
  const lists = Object.entries(payload.catalogue).map(([key, list]) => [
    key,
    Array.isArray(list) ? list.map((entry: unknown) => (typeof entry === "object" && entry !== null && "nameHi" in entry ? withoutNameHi(entry) : entry)) : list
  ])
  return { ...payload, catalogue: Object.fromEntries(lists) }
}

const withoutNameHi = ({ nameHi: _nameHi, ...entry }: { readonly nameHi?: unknown }) => entry

/** The stored value of a Hindi text the admin sent: undefined (left out: keep what is stored), null for "" (none), else the text. */
export const storedHindi = (text: string | undefined): string | null | undefined =>
  text === undefined ? undefined : text === "" ? null : text

/** A cart's, order's or return's line (ProductName, and its product's Hindi name where it kept one). */
export interface NamedLine {
  readonly ProductName: string
  readonly ProductNameHi?: string | undefined
}

/** A line's product as `shownName` and `nameLang` take it. */
export const lineProduct = (line: NamedLine): HindiNamed => ({ name: line.ProductName, nameHi: line.ProductNameHi })

/** The name a page in `language` shows for a line's product, as `shownName`. */
export const shownLineName = (line: NamedLine, language: Language): string => shownName(lineProduct(line), language)
