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
 * The payload's rows without their repeated keys (issue 36 item 3): a list of two or more plain
 * objects that all have the same keys in the same order and no undefined value (the categories, a
 * listing's products) is sent as `{ "$rows": keys, "$values": [[...], ...] }`, each object's values
 * in the keys' order. A row may lack keys at the end (issue 39: a category's Hindi name, there only
 * when it has one): `$rows` is the longest row's keys, and a row's values stop where its keys do.
 * The server packs what it embeds (`embedJson`) and marks the payload
 * `"$packed": 1`; the browser unpacks a marked payload only (`decodeFirstPayload`). A payload that
 * already holds an object of the packed shape (a product attribute could be named "$rows") is sent
 * unmarked and as it is, so the shop's own data is never read as a packed list.
 */
const PACKED_KEYS = ["$rows", "$values"] as const
const MARK = "$packed"

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

const looksPacked = (value: Record<string, unknown>): boolean => {
  const keys = Object.keys(value)
  return keys.length === 2 && keys[0] === PACKED_KEYS[0] && keys[1] === PACKED_KEYS[1]
}

const holdsPackedShape = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(holdsPackedShape)
    : isPlainObject(value) && (looksPacked(value) || Object.values(value).some(holdsPackedShape))

/** Whether `a` is `b`, or `b` with keys left out at its end. */
const keysStart = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length <= b.length && a.every((key, i) => key === b[i])

/** A row that packs to the same JSON it was: a plain object with no undefined value (JSON drops those). */
const isRow = (value: unknown): value is Record<string, unknown> => isPlainObject(value) && Object.values(value).every((entry) => entry !== undefined)

const packValue = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const rows = value.every(isRow) ? value.map((item: Record<string, unknown>) => Object.keys(item)) : []
    const keys = rows.reduce<ReadonlyArray<string>>((longest, own) => (own.length > longest.length ? own : longest), [])
    const like = value.length >= 2 && keys.length > 0 && rows.every((own) => keysStart(own, keys))
    if (!like) return value.map(packValue)
    return { [PACKED_KEYS[0]]: keys, [PACKED_KEYS[1]]: value.map((item: Record<string, unknown>) => Object.keys(item).map((key) => packValue(item[key]))) }
  }
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, packValue(entry)]))
  return value
}

const unpackValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(unpackValue)
  if (!isPlainObject(value)) return value
  if (looksPacked(value)) {
    const keys = value[PACKED_KEYS[0]]
    const rows = value[PACKED_KEYS[1]]
    if (Array.isArray(keys) && keys.every((key) => typeof key === "string") && Array.isArray(rows) && rows.every(Array.isArray)) {
      return rows.map((row: ReadonlyArray<unknown>) => Object.fromEntries(keys.slice(0, row.length).map((key: string, i) => [key, unpackValue(row[i])])))
    }
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, unpackValue(entry)]))
}

/**
 * The payload with its lists of like rows packed and marked (the server's side); anything else as
 * it is. FirstPayload has no key of the mark's name, so a payload holding one is not packed.
 */
export const packRows = (value: unknown): unknown =>
  !isPlainObject(value) || Object.hasOwn(value, MARK) || holdsPackedShape(value) ? value : { [MARK]: 1, ...(packValue(value) as Record<string, unknown>) }

/** A marked payload with its packed lists made objects again (the browser's side); anything else as it is. */
export const unpackRows = (value: unknown): unknown => {
  if (!isPlainObject(value) || value[MARK] !== 1) return value
  const { [MARK]: _mark, ...rest } = value
  return unpackValue(rest)
}
