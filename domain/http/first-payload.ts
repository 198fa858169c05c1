import { Option, Schema } from "effect"
import { CATALOGUE_LISTS } from "../catalogue.ts"
import { ShopSettings } from "../settings.ts"

/**
 * The first payload the server embeds in every storefront page (server/http/boot.ts, ADR 010,
 * ADR 017, ADR 056): the shop's settings, the catalogue lists the first screen draws, the screen's
 * own first answers (domain/http/first-answers.ts) and when the catalogue was read. The home page's
 * product lists are not in it: their sections read them when they come into view (issue 36 item 3). Described once
 * here: the server's payload is typed by `FirstPayload`, and the browser decodes what the page
 * brought with `decodeFirstPayload` (issue 35 item 7), never casts it.
 *
 * The lists' entries are checked by the actor that takes each list (the catalogue loader:
 * `Schema.is` of the same entry Schemas), between which the browser gets the main
 * thread back on a slow phone; decoding every entry here too would check them twice before the
 * first screen. So the browser's decoding takes each list as a list of unknown entries.
 */
type Lists<F> = { readonly [K in keyof F]: Schema.optional<Schema.Array$<F[K] extends Schema.Schema.Any ? F[K] : never>> }
type UnknownLists<F> = { readonly [K in keyof F]: Schema.optional<Schema.Array$<typeof Schema.Unknown>> }

const listsOf = <F extends Record<string, Schema.Schema.Any>>(entries: F): Schema.Struct<Lists<F>> =>
  Schema.Struct(Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, Schema.optional(Schema.Array(entry))])) as Lists<F>)
const unknownListsOf = <F extends Record<string, Schema.Schema.Any>>(entries: F): Schema.Struct<UnknownLists<F>> =>
  Schema.Struct(Object.fromEntries(Object.keys(entries).map((key) => [key, Schema.optional(Schema.Array(Schema.Unknown))])) as UnknownLists<F>)

/** A screen's first answers, by the request path of their call (FIRST_ANSWER_PATHS); each decoded when taken. */
const Prefetch = Schema.Record({ key: Schema.String, value: Schema.Unknown })

/** What the server embeds: every part optional (a page sent while the database is away has none). */
export const FirstPayload = Schema.Struct({
  settings: Schema.optional(ShopSettings),
  catalogue: Schema.optional(listsOf(CATALOGUE_LISTS)),
  prefetch: Schema.optional(Prefetch),
  /** When the server read the catalogue it embedded (ms since the epoch): its lists' age (ADR 017). */
  readAt: Schema.optional(Schema.Number)
})
export type FirstPayload = typeof FirstPayload.Type

/** The parts of the payload as the browser decodes them, each on its own: a malformed part is dropped, the others kept. */
const BROWSER_PARTS = {
  settings: ShopSettings,
  catalogue: unknownListsOf(CATALOGUE_LISTS),
  prefetch: Prefetch,
  readAt: Schema.Number
} as const

export interface BrowserFirstPayload {
  readonly settings?: ShopSettings
  readonly catalogue?: typeof BROWSER_PARTS.catalogue.Type
  readonly prefetch?: typeof Prefetch.Type
  readonly readAt?: number
}

/**
 * The payload a page brought, from its parsed JSON: untrusted like any stored value (a page kept by
 * a proxy, an older build's), so each part is decoded and a part that does not decode is left out.
 */
export const decodeFirstPayload = (parsed: unknown): BrowserFirstPayload => {
  if (typeof parsed !== "object" || parsed === null) return {}
  const record = unpackRows(parsed) as Record<string, unknown>
  const payload: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(BROWSER_PARTS) as ReadonlyArray<[keyof typeof BROWSER_PARTS, Schema.Schema<unknown, unknown>]>) {
    if (record[key] === undefined) continue
    Option.map(Schema.decodeUnknownOption(schema)(record[key]), (part) => (payload[key] = part))
  }
  return payload as BrowserFirstPayload
}

/**
 * The payload's rows without their repeated keys (issue 36 item 3): a list of two or more objects
 * that all have the same keys in the same order (the products of a list, the categories) is sent as
 * `{ "$rows": keys, "$values": [[...], ...] }`, each object's values in the keys' order. The server
 * packs what it embeds (`embedJson`), the browser unpacks it before decoding (`decodeFirstPayload`).
 * A payload that already holds an object of exactly those two keys (a product attribute could be
 * named "$rows") is sent as it is, so unpacking never mistakes the shop's own data for a packed list.
 */
const PACKED_KEYS = ["$rows", "$values"] as const

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const looksPacked = (value: Record<string, unknown>): boolean => {
  const keys = Object.keys(value)
  return keys.length === 2 && keys[0] === PACKED_KEYS[0] && keys[1] === PACKED_KEYS[1]
}

const holdsPackedShape = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(holdsPackedShape)
    : isPlainObject(value) && (looksPacked(value) || Object.values(value).some(holdsPackedShape))

const sameKeys = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((key, i) => key === b[i])

const packValue = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(packValue)
    if (items.length < 2 || !items.every(isPlainObject)) return items
    const keys = Object.keys(items[0]!)
    if (keys.length === 0 || !items.every((item) => sameKeys(Object.keys(item), keys))) return items
    return { [PACKED_KEYS[0]]: keys, [PACKED_KEYS[1]]: items.map((item) => keys.map((key) => item[key])) }
  }
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, packValue(entry)]))
  return value
}

/** The payload with its lists of like objects packed (the server's side). */
export const packRows = (value: unknown): unknown => (holdsPackedShape(value) ? value : packValue(value))

/** The payload with its packed lists made objects again (the browser's side); anything else as it is. */
export const unpackRows = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(unpackRows)
  if (!isPlainObject(value)) return value
  if (looksPacked(value)) {
    const keys = value[PACKED_KEYS[0]]
    const rows = value[PACKED_KEYS[1]]
    if (Array.isArray(keys) && keys.every((key) => typeof key === "string") && Array.isArray(rows) && rows.every(Array.isArray)) {
      return rows.map((row: ReadonlyArray<unknown>) => Object.fromEntries(keys.map((key: string, i) => [key, unpackRows(row[i])])))
    }
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, unpackRows(entry)]))
}
