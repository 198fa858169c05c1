import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { ATTRIBUTE_GROUPS } from "#domain/attribute-options.ts"
import { formatOrderId } from "#domain/order.ts"
import { PackSizeInput, PackSizeOptionInput, ProductInput } from "#domain/product-input.ts"
import { type ContractEndpoint, pathParams } from "./contract-endpoints.ts"

// Requests generated from the contract's Schemas (issue 8): a valid value of each input from
// Effect's Arbitrary, then, by `kind`, left valid or broken in one place. A case is plain data
// (fast-check draws it from the seed); `buildRequest` turns it into bytes on the wire, with real
// ids from the database mixed in so the handlers behind the lookups run too.

/** What a request tries; the weights say how often. */
export const KIND_WEIGHTS = {
  valid: 30,
  boundary: 8,
  "wrong-type": 8,
  "missing-field": 6,
  "extra-field": 6,
  huge: 4,
  unicode: 8,
  "bad-json": 6,
  "content-type": 5,
  "bad-path": 6,
  "bad-query": 6,
  oversize: 2,
  "bad-cookie": 3
} as const
export type Kind = keyof typeof KIND_WEIGHTS
export const KINDS = Object.keys(KIND_WEIGHTS) as ReadonlyArray<Kind>

/** One generated request before it meets the database's ids and a session. */
export interface Case {
  readonly kind: Kind
  readonly path: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, unknown>>
  readonly payload: unknown
  /** Choices for the mutation and the ids (where to break, which value, which row). */
  readonly picks: ReadonlyArray<number>
  /** Whether ids and slugs are taken from the database (else they are random and mostly unknown). */
  readonly realistic: boolean
  readonly odd: string
}

/** Ids and slugs of the seeded shop, to aim requests at rows that exist. */
export interface Pools {
  readonly ids: Readonly<Record<"product" | "superCategory" | "category" | "subCategory" | "tag" | "brand", ReadonlyArray<string>>>
  readonly slugs: Readonly<Record<"product" | "superCategory" | "category" | "subCategory" | "tag" | "brand" | "blog", ReadonlyArray<string>>>
  readonly packOptions: ReadonlyArray<{ readonly id: string; readonly packId: string }>
  /** Orders are numbered from 1: how many there are now (the fuzzer's own orders add to it). */
  readonly orderCount: () => number
}

/** Who sends the request. */
export interface Identity {
  readonly name: "public" | "customer" | "admin"
  /** The session token (the bazaar_session cookie's value), none for the public. */
  readonly token: string | undefined
  readonly clientId: string
  readonly email: string
  /** The client's addresses, kept up to date from the answers (the fuzzer deletes some). */
  readonly addressIds: Array<string>
}

/** A request as it goes on the wire. */
export interface WireRequest {
  readonly kind: Kind
  readonly method: string
  /** Path and query, from /api/v1. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | Oversize | undefined
}

/** A body over a limit, made only when sent: `bytes` long, with or without a Content-Length. */
export interface Oversize {
  readonly _tag: "Oversize"
  readonly bytes: number
  readonly chunked: boolean
}

type AnySchema = Schema.Schema<unknown, unknown, never>

// ProductInput's filters (distinct names, one option shown first, attributes of the group) would
// reject almost every random value, so its Arbitrary draws the plain shape and repairs it.
const productInputArbitrary = (): fc.Arbitrary<unknown> => {
  const pack = Schema.Struct({
    ...PackSizeInput.from.from.fields,
    PackSizeOptions: Schema.Array(PackSizeOptionInput).pipe(Schema.minItems(1), Schema.maxItems(4))
  })
  const product = Schema.Struct({
    ...ProductInput.from.from.from.fields,
    attributes: Schema.Struct({}),
    packSize: Schema.Array(pack).pipe(Schema.minItems(1), Schema.maxItems(3))
  })
  return fc.tuple(Arbitrary.make(product), fc.constantFrom(...ATTRIBUTE_GROUPS.map((group) => group.key))).map(([p, attributeGroup]) => ({
    ...p,
    attributeGroup,
    packSize: p.packSize.map((size, s) => ({
      ...size,
      packSizeName: `${size.packSizeName} ${s}`,
      PsPrime: s === 0,
      PackSizeOptions: size.PackSizeOptions.map((option, o) => ({ ...option, _id: undefined, packSizeOptionName: `${option.packSizeOptionName} ${o}`, PsnPrime: o === 0 })),
      _id: undefined
    }))
  }))
}

const PAYLOAD_ARBITRARIES: Readonly<Record<string, () => fc.Arbitrary<unknown>>> = {
  "productAdmin.create": productInputArbitrary,
  "productAdmin.update": productInputArbitrary
}

/** A valid value of the schema on the wire (its encoded side); the raw value when it cannot encode. */
const encodedArbitrary = (schema: AnySchema, custom?: () => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  (custom?.() ?? Arbitrary.make(schema)).map((value) => Either.getOrElse(Schema.encodeUnknownEither(schema)(value), () => value))

export const ODD_TEXTS: ReadonlyArray<string> = [
  "\uD800", "\uDFFF", "a\uD83D", "\uDE00b", "\u202Eevil\u202C", "\u200F\u200E", "\u200B", "\u200B\u200C\u200D\u2060\uFEFF",
  "😀", "👩‍👩‍👧‍👦🇮🇳", "नमस्ते", "மதுரை", "مرحبا بالعالم", "\u0000", "a\u0000b", "\u0085\u2028\u2029", "e\u0301\u0301\u0301",
  "\uFFFD\uFFFE\uFFFF", "İ", "ß", "ﬁ", "\u00A0x\u00A0", "Z̵̢̛a̷l̸g̶o̵", "\t\n\r\f\v", "'; DROP TABLE orders; --",
  "<script>alert(1)</script>", "${7*7}", "%s%n", "../../etc/passwd", "\\", "\"", "ＡＢＣ", "١٢٣", "९८७६५४३२१०", "\u001B[31m"
]

const oddText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 5 },
  // Any UTF-16 code unit, lone surrogates included.
  { arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 12 }), weight: 1 }
)

const kindArbitrary: fc.Arbitrary<Kind> = fc.oneof(...KINDS.map((kind) => ({ arbitrary: fc.constant(kind), weight: KIND_WEIGHTS[kind] })))

/** The cases of one endpoint. */
export const caseArbitrary = (endpoint: ContractEndpoint): fc.Arbitrary<Case> =>
  fc.record({
    kind: kindArbitrary,
    path: endpoint.pathSchema === undefined ? fc.constant({}) : encodedArbitrary(endpoint.pathSchema) as fc.Arbitrary<Record<string, string>>,
    query: endpoint.urlParamsSchema === undefined ? fc.constant({}) : encodedArbitrary(endpoint.urlParamsSchema) as fc.Arbitrary<Record<string, unknown>>,
    payload: endpoint.payloadSchema === undefined ? fc.constant(undefined) : encodedArbitrary(endpoint.payloadSchema, PAYLOAD_ARBITRARIES[endpoint.key]),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    realistic: fc.nat(9).map((n) => n < 7),
    odd: oddText
  })

// ---------------------------------------------------------------------------------------------
// From a case to the wire.

type Json = null | boolean | number | string | Array<Json> | { [key: string]: Json }

const at = <A>(values: ReadonlyArray<A>, n: number): A => values[n % values.length]!

/** The pool an id or slug parameter of an endpoint's group names. */
const GROUP_POOL: Readonly<Record<string, keyof Pools["ids"] | "blog">> = {
  supercategory: "superCategory", supercategoryAdmin: "superCategory", category: "category", subcategory: "subCategory",
  categorytag: "tag", product: "product", productAdmin: "product", brand: "brand", brandAdmin: "brand", blog: "blog", wishlist: "product"
}

/** A value from the database for a key, or undefined to keep the generated one. */
const realValue = (key: string, group: string, pools: Pools, who: Identity, n: number): string | undefined => {
  const ids = (pool: keyof Pools["ids"]) => (pools.ids[pool].length === 0 ? undefined : at(pools.ids[pool], n))
  const slugs = (pool: keyof Pools["slugs"]) => (pools.slugs[pool].length === 0 ? undefined : at(pools.slugs[pool], n))
  const own = GROUP_POOL[group]
  switch (key) {
    case "slug": return own === undefined ? undefined : slugs(own)
    case "id": case "supercatid": case "brandid": case "productid": case "productId":
      return own === undefined || own === "blog" ? (key === "id" ? at(who.addressIds, n) : undefined) : ids(own)
    case "category": return ids("category")
    case "subcategory": return ids("subCategory")
    case "categoryUrl": return slugs("category")
    case "superCategory": return slugs("superCategory")
    case "subCategory": return slugs("subCategory")
    case "tag": return slugs("tag")
    case "brand": return slugs("brand")
    case "categoryTagId": return ids("tag")
    case "brandId": return ids("brand")
    case "addressId": return at(who.addressIds, n)
    case "clientId": return n % 5 === 0 ? undefined : who.clientId
    case "orderid": return formatOrderId(1 + (n % (pools.orderCount() + 2)))
    case "number": return String(n % (pools.orderCount() + 2))
    case "email": return n % 2 === 0 ? who.email : undefined
    case "couponCode": case "code": return n % 2 === 0 ? "WELCOME20" : undefined
    default: return undefined
  }
}

/** Puts database ids into a generated value, keeping one choice per key so related keys agree. */
const realistic = (value: unknown, key: string, group: string, pools: Pools, who: Identity, n: number): unknown => {
  if (Array.isArray(value)) {
    if (key === "productIds") return value.map((_, i) => ids(pools, n + i))
    if (key === "categories") return value.map((_, i) => at(pools.ids.category, n + i))
    if (key === "subCategories") return value.map((_, i) => at(pools.ids.subCategory, n + i))
    return value.map((item, i) => realistic(item, key, group, pools, who, n + i * 7))
  }
  if (typeof value === "object" && value !== null) {
    const object = { ...(value as Record<string, unknown>) }
    for (const [k, v] of Object.entries(object)) object[k] = realistic(v, k, group, pools, who, n)
    if ("PackOptionId" in object && pools.packOptions.length > 0) {
      const option = at(pools.packOptions, n)
      object["PackOptionId"] = option.id
      object["PackId"] = option.packId
      if (typeof object["quantity"] === "number" && n % 3 !== 0) object["quantity"] = 1 + (n % 3)
    }
    // Most orders and quotes come without a coupon (WELCOME20 is for a first order only).
    if ("couponCode" in object && n % 3 !== 0) delete object["couponCode"]
    if ("dataUrl" in object && n % 2 === 0) object["dataUrl"] = TINY_PNG
    // An address being edited is one of the client's own.
    if (group === "client" && key === "" && "_id" in object && who.addressIds.length > 0) object["_id"] = at(who.addressIds, n)
    return object
  }
  if (typeof value === "string") {
    if (key === "ids") return value === "" ? value : value.split(",").map((_, i) => ids(pools, n + i)).join(",")
    return realValue(key, group, pools, who, n) ?? value
  }
  return value
}

const ids = (pools: Pools, n: number) => at(pools.ids.product, n)

/** A 1×1 PNG, so that uploads get past the content check now and then. */
const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

/** Every place in a JSON value: its path of keys and the value there. */
const places = (value: unknown, path: ReadonlyArray<string | number> = []): Array<{ path: ReadonlyArray<string | number>; value: unknown }> => {
  const here = [{ path, value }]
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => places(item, [...path, i]))]
  if (typeof value === "object" && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...path, k]))]
  }
  return here
}

/** The value with the place at `path` replaced (or removed, when `replacement` is REMOVE). */
const REMOVE = Symbol("remove")
const replaceAt = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1)
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement)
    return copy
  }
  const copy = { ...(value as Record<string, unknown>) }
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string]
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement)
  return copy
}

const BOUNDARY_LENGTHS = [0, 1, 2, 5, 9, 10, 11, 23, 24, 25, 39, 40, 41, 79, 80, 81, 99, 100, 101, 119, 120, 121, 159, 160, 161,
  199, 200, 201, 253, 254, 255, 256, 499, 500, 501, 1000, 1999, 2000, 2001, 2048, 2049, 4999, 5000, 5001]
const BOUNDARY_NUMBERS = [0, -0, 1, -1, 0.5, 0.005, 1.005, 2, 6, 99, 100, 101, 199, 200, 499, 500, 999, 1000, 100_000, 100_001,
  999_999, 1_000_000, 1_000_001, 9_999_999, 10_000_000, 10_000_000.01, 10_000_001, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53,
  2 ** 53 + 2, 1e21, 1e300, Number.MIN_VALUE, -1e-7, 1e-7, 123.456789, 0.1 + 0.2, -10_000_000]
/** Numbers JSON can say but JavaScript cannot hold exactly (written into the text as they are). */
const RAW_NUMBERS = ["1e400", "-1e400", "1e-400", "-0", "0.00000000000000000000000000001", "123456789012345678901234567890",
  "1.0", "1E2", "9".repeat(400), "-0.0e0"]
const WRONG_TYPES: ReadonlyArray<Json> = [null, true, false, 0, 1, -1, 1.5, "", "0", "1", "true", "null", [], [null], {}, { a: 1 }, [[]], "[object Object]"]
const EXTRA_FIELDS: ReadonlyArray<readonly [string, Json]> = [
  ["constructor", { prototype: { polluted: true } }], ["_tag", "x"], ["success", false], ["role", "admin"], ["WalletBalance", 1_000_000],
  ["Price", 0], ["Status", 5], ["PaymentStatus", "Paid"], ["clientId", "0123456789abcdef01234567"], ["x".repeat(500), 1], ["", ""], ["show", true]
]
const BROKEN_JSON = ["", " ", "{", "}", "[", "]", "{\"a\":}", "{'a':1}", "nul", "undefined", "NaN", "{\"a\":NaN}", "{\"a\":Infinity}",
  "{\"a\":1,}", "[1,]", "[]", "\"x\"", "1", "null", "true", "\u0000", "{\"a\":\"\\u\"}", "{\"a\":\"\t\"}", "{\"a\":\"\\x41\"}",
  "[".repeat(5000) + "]".repeat(5000), "{\"a\":".repeat(3000) + "1" + "}".repeat(3000), "{\"__proto__\":{\"role\":\"admin\"}}"]
const CONTENT_TYPES: ReadonlyArray<string | undefined> = [
  "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=xyz", undefined, "application/json; charset=utf-16",
  "APPLICATION/JSON", "application/json;charset=utf-8", "application/jsonp", "application/vnd.api+json", "application/json, text/plain",
  " application/json ", "application/xml", "text/html", "application/octet-stream", "application/json; boundary=x; charset=latin1", "*/*"
]
const BAD_PATH_PARAMS = ["", " ", "..", ".", "%2e%2e", "%2F", "a%2Fb", "%00", "%zz", "%", "%E0%A4", "%ED%A0%80", "%FF", "%C0%80", "null",
  "undefined", "-1", "0", "1e3", "0x1f", "NaN", "Infinity", "1.5", "9".repeat(30), "a".repeat(3000), "A".repeat(24), "0".repeat(23),
  "0".repeat(25), "g".repeat(24), "BZ-000001", "bz-000001", "BZ-0000001", "BZ-", "0123456789abcdef01234567/extra", ";x=1", "%3Cscript%3E",
  "%F0%9F%98%80", "%E2%80%AE", "%E2%80%8B", "*", "~", "$", "(", "'", "%22", "%5C", "%0A", "%0D%0A", "%09", "-", ",", "a..b", "%2e"]
const BAD_QUERIES = ["page=abc", "page=0", "page=-1", "page=1.5", "page=1e309", "page=", "page", "page=%00", "page=1&page=2", "limit=0",
  "limit=99999999999999999999", "limit=-5", "limit=1e2", "limit=%205", "limit=0x10", "unknown=1", "__proto__=1", "constructor[prototype]=1",
  "ids=,,,", `ids=${Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, "0")).join(",")}`, `ids=${"0".repeat(2000)}`, "q=",
  "q=%FF", "q=%ED%A0%80", `q=${"a".repeat(300)}`, "sort=__proto__", "&&&", "=", "==", "?", "%", "%zz=1", "a=%zz", "status=9", "status=-0",
  "status=1.0", "page=Infinity", "page=%20%201", "minPrice=-1", "maxPrice=1e400", "minPrice=NaN", "minPrice=5&maxPrice=1", "id=xyz",
  "id[]=1", "page[]=1", "page[a]=1", "q=%00", "q=%E2%80%AE%E2%80%8B", "tag=UPPER", "brand=%2e%2e", "sort=price-asc&sort=price-desc"]
const BAD_COOKIES = (token: string) => ["bazaar_session=", "bazaar_session=x", `bazaar_session=${"a".repeat(4000)}`, "bazaar_session=%00",
  `bazaar_session=${token.toUpperCase()}`, `bazaar_session=${token.slice(0, -1)}`, `bazaar_session=garbage; bazaar_session=${token}`,
  `bazaar_session=${token}; bazaar_session=garbage`, `bazaar_session="${token}"`, "bazaar_session=%F0%9F%98%80", "other=1", ";;;",
  "bazaar_session", `bazaar_session=${token}%00`, `BAZAAR_SESSION=${token}`]
const INVALID_UTF8: ReadonlyArray<ReadonlyArray<number>> = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0xa4], [0xfe, 0xff]]

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncode = (text: string) =>
  [...new TextEncoder().encode(text)].map((byte) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])
const BODY_KINDS = new Set<Kind>(["bad-json", "content-type", "oversize"])
const LEAF_KINDS = new Set<Kind>(["boundary", "wrong-type", "missing-field", "extra-field", "huge", "unicode"])

interface Draft {
  path: Record<string, string>
  query: Record<string, unknown>
  payload: unknown
  /** Raw text put into the JSON text in place of a placeholder string. */
  raws: Array<readonly [string, string]>
  /** Bytes put into the body in place of a placeholder string. */
  bytes: Array<readonly [string, ReadonlyArray<number>]>
  rawPath: Record<string, string>
  rawQuery: string | undefined
  extraSegment: string | undefined
  noBody: boolean
}

const RAW = (n: number) => `__fuzz_raw_${n}__`

/** The mutation of one place of a value, by kind; strings only where only strings travel (path, query). */
const mutateValue = (kind: Kind, value: unknown, c: Case, draft: Draft, stringsOnly: boolean): unknown => {
  const p = c.picks
  switch (kind) {
    case "boundary": {
      if (typeof value === "number" || (stringsOnly && typeof value === "string" && /^-?[0-9.e]+$/i.test(value))) {
        const n = at(BOUNDARY_NUMBERS, p[3]!)
        if (!stringsOnly && p[4]! % 4 === 0) return registerRaw(draft, at(RAW_NUMBERS, p[5]!))
        return stringsOnly ? String(n) : n
      }
      if (Array.isArray(value)) {
        const sizes = [0, 1, 2, 21, 51, 101, 201]
        const size = at(sizes, p[3]!)
        return value.length === 0 ? [] : Array.from({ length: size }, (_, i) => value[i % value.length])
      }
      if (typeof value === "object" && value !== null) return {}
      const text = typeof value === "string" && value.length > 0 ? value : "a"
      const length = at(BOUNDARY_LENGTHS, p[3]!)
      const filler = at([text[0]!, "a", "9", " ", "é", "😀"], p[4]!)
      return p[5]! % 2 === 0 ? text.repeat(Math.ceil(length / text.length)).slice(0, length) : filler.repeat(length).slice(0, Math.max(length, 0))
    }
    case "wrong-type": {
      const wrong = at(WRONG_TYPES, p[3]!)
      return stringsOnly ? (typeof wrong === "string" ? wrong : JSON.stringify(wrong)) : wrong
    }
    case "huge": {
      if (stringsOnly) return at(["x", "9", "é", "%"], p[3]!).repeat(at([2000, 8000], p[4]!))
      if (typeof value === "number" || p[3]! % 5 === 0) return registerRaw(draft, at(RAW_NUMBERS, p[4]!))
      if (Array.isArray(value) && value.length > 0) return Array.from({ length: 5000 }, (_, i) => value[i % value.length])
      if (p[3]! % 7 === 1) return registerRaw(draft, "[".repeat(4000) + "]".repeat(4000))
      return at(["x", "😀", "\u0301", "क्षि"], p[4]!).repeat(at([10_000, 30_000, 60_000], p[5]!) / 4)
    }
    case "unicode": {
      if (!stringsOnly && p[3]! % 6 === 0) {
        const placeholder = RAW(draft.bytes.length + 1000)
        draft.bytes.push([placeholder, at(INVALID_UTF8, p[4]!)])
        return placeholder
      }
      const text = typeof value === "string" ? value : ""
      switch (p[4]! % 4) {
        case 0: return c.odd
        case 1: return text + c.odd
        case 2: return c.odd + text
        default: return text.slice(0, text.length >> 1) + c.odd + text.slice(text.length >> 1)
      }
    }
    default:
      return value
  }
}

const registerRaw = (draft: Draft, raw: string): string => {
  const placeholder = RAW(draft.raws.length)
  draft.raws.push([placeholder, raw])
  return placeholder
}

/** Breaks one place of the payload (JSON). */
const mutatePayload = (kind: Kind, c: Case, draft: Draft) => {
  const p = c.picks
  const all = places(draft.payload)
  if (kind === "missing-field") {
    const objects = all.filter((place) => typeof place.value === "object" && place.value !== null)
    const target = objects.length === 0 ? undefined : at(objects, p[1]!)
    if (target === undefined || p[2]! % 10 === 0) {
      draft.noBody = p[2]! % 20 === 0
      draft.payload = p[2]! % 20 === 0 ? undefined : {}
      return
    }
    const keys: ReadonlyArray<string | number> = Array.isArray(target.value) ? target.value.map((_, i) => i) : Object.keys(target.value as object)
    if (keys.length === 0) return
    draft.payload = replaceAt(draft.payload, [...target.path, at(keys, p[2]!)], REMOVE)
    return
  }
  if (kind === "extra-field") {
    const objects = all.filter((place) => typeof place.value === "object" && place.value !== null && !Array.isArray(place.value))
    if (objects.length === 0) {
      draft.payload = { payload: draft.payload ?? null, extra: true }
      return
    }
    const target = at(objects, p[1]!)
    if (target.path.length === 0 && p[2]! % 6 === 0) {
      // `__proto__` as an own key can only be written in the text.
      draft.raws.push(["__fuzz_proto__", "{\"role\":\"admin\",\"polluted\":true}"])
      draft.payload = { __fuzz_proto_key__: "__fuzz_proto__", ...(target.value as object) }
      return
    }
    const [key, extra] = p[2]! % 5 === 0 ? [c.odd, c.odd] as const : at(EXTRA_FIELDS, p[3]!)
    draft.payload = replaceAt(draft.payload, [...target.path, key], extra)
    return
  }
  const leaves = all.filter((place) => place.path.length > 0 || typeof place.value !== "object" || place.value === null)
  const target = leaves.length === 0 ? { path: [], value: draft.payload } : at(leaves, p[1]!)
  draft.payload = replaceAt(draft.payload, target.path, mutateValue(kind, target.value, c, draft, false))
}

/** Breaks one path or query parameter. */
const mutateParams = (kind: Kind, c: Case, params: Record<string, unknown>, isPath: boolean, draft: Draft): Record<string, unknown> => {
  const p = c.picks
  const keys = Object.keys(params)
  const copy = { ...params }
  if (kind === "missing-field" || keys.length === 0) {
    if (keys.length > 0) {
      if (isPath) copy[at(keys, p[2]!)] = ""
      else delete copy[at(keys, p[2]!)]
    } else if (!isPath) copy[c.odd === "" ? "unknown" : c.odd] = "1"
    return copy
  }
  if (kind === "extra-field") {
    if (isPath) draft.extraSegment = at(["extra", "..", "%2e", "", c.odd], p[3]!)
    else if (p[3]! % 2 === 0) copy[at(keys, p[2]!)] = [String(copy[at(keys, p[2]!)]), "2"] // the key twice
    else copy[at(["unknown", "__proto__", "constructor", "_tag", "role", c.odd], p[4]!)] = "1"
    return copy
  }
  const key = at(keys, p[2]!)
  const value = copy[key]
  copy[key] = mutateValue(kind, Array.isArray(value) ? value[0] : value, c, draft, true)
  return copy
}

/** The request for a case, by a given identity, against the pools of the database. */
export const buildRequest = (endpoint: ContractEndpoint, c: Case, pools: Pools, who: Identity): WireRequest => {
  const group = endpoint.key.split(".")[0]!
  const p = c.picks
  const n = p[0]!
  const draft: Draft = {
    path: { ...c.path },
    query: { ...c.query },
    payload: c.payload,
    raws: [],
    bytes: [],
    rawPath: {},
    rawQuery: undefined,
    extraSegment: undefined,
    noBody: false
  }
  if (c.realistic) {
    draft.path = realistic(draft.path, "", group, pools, who, n) as Record<string, string>
    draft.query = realistic(draft.query, "", group, pools, who, n) as Record<string, unknown>
    draft.payload = realistic(draft.payload, "", group, pools, who, n)
  }
  const params = pathParams(endpoint.path)
  const canBody = BODY_METHODS.has(endpoint.method)
  let kind = c.kind
  if (BODY_KINDS.has(kind) && !canBody) kind = "bad-query"
  if (kind === "bad-path" && params.length === 0 && p[6]! % 2 === 0) kind = "bad-query"
  if (LEAF_KINDS.has(kind)) {
    const targets = [
      ...(endpoint.payloadSchema !== undefined ? ["payload", "payload"] : []),
      ...(endpoint.urlParamsSchema !== undefined ? ["query"] : []),
      ...(params.length > 0 ? ["path"] : [])
    ]
    const target = targets.length === 0 ? "query" : at(targets, p[6]!)
    if (target === "payload") mutatePayload(kind, c, draft)
    else if (target === "path") draft.path = mutateParams(kind, c, draft.path, true, draft) as Record<string, string>
    else draft.query = mutateParams(kind, c, draft.query, false, draft)
  }
  if (kind === "bad-path") {
    if (params.length > 0) {
      const param = at(params, p[1]!)
      draft.rawPath[param] = p[2]! % 4 === 0 ? `${draft.path[param] ?? ""}${percentEncode(c.odd)}` : at(BAD_PATH_PARAMS, p[3]!)
    } else {
      draft.extraSegment = at(BAD_PATH_PARAMS, p[3]!)
    }
  }
  if (kind === "bad-query") {
    draft.rawQuery = p[2]! % 4 === 0 ? `${percentEncode(c.odd)}=${percentEncode(c.odd)}` : at(BAD_QUERIES, p[3]!)
    if (p[4]! % 2 === 0) draft.query = {}
  }

  // The URL.
  let path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    draft.rawPath[name] ?? percentEncode(String(draft.path[name] ?? "")))
  if (draft.extraSegment !== undefined) path = p[5]! % 3 === 0 ? path.replace(/\/[^/]*$/, `/${draft.extraSegment}`) : `${path}/${draft.extraSegment}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(draft.query)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one))
  }
  const query = [search.toString(), draft.rawQuery ?? ""].filter((part) => part !== "").join("&")
  const url = query === "" ? path : `${path}?${query}`

  // The cookie.
  const headers: Record<string, string> = {}
  const token = who.token ?? "0".repeat(43)
  if (kind === "bad-cookie") headers["cookie"] = at(BAD_COOKIES(token), p[1]!)
  else if (who.token !== undefined) headers["cookie"] = `bazaar_session=${who.token}`

  // The body.
  let body: WireRequest["body"] = undefined
  const sendsBody = canBody && !draft.noBody && (endpoint.payloadSchema !== undefined || BODY_KINDS.has(kind) || LEAF_KINDS.has(kind) && p[7]! % 3 === 0)
  if (sendsBody) {
    const json = jsonText(draft)
    headers["content-type"] = "application/json"
    if (kind === "bad-json") {
      const choice = p[1]! % 8
      body = choice === 0 ? json.slice(0, p[2]! % Math.max(json.length, 1))
        : choice === 1 ? `${json}${at(["x", "}", "]", ",", "\u0000", " {}"], p[2]!)}`
        : choice === 2 ? `\uFEFF${json}`
        : choice === 3 ? json.replace("{", "{\"x\":1,\"x\":2,")
        : choice === 4 ? json.replaceAll("\"", "'")
        : at(BROKEN_JSON, p[2]!)
    } else if (kind === "content-type") {
      const type = at(CONTENT_TYPES, p[1]!)
      body = p[2]! % 5 === 0 ? at(["a=1&b=2", "<a/>", "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--xyz--", ""], p[3]!) : json
      if (type === undefined) {
        delete headers["content-type"]
        body = new TextEncoder().encode(body) // no Content-Type at all (fetch adds text/plain to a string)
      } else headers["content-type"] = type
    } else if (kind === "oversize") {
      const sizes = [64 * 1024 + 1, 64 * 1024 + 1, 64 * 1024 + 1, 64 * 1024 + 1, 1024 * 1024 + 1, 1024 * 1024 + 1, 12 * 1024 * 1024 + 1]
      body = { _tag: "Oversize", bytes: at(sizes, p[1]!) + (p[3]! % 1000), chunked: p[2]! % 2 === 0 }
    } else {
      body = draft.bytes.length === 0 ? json : withBytes(json, draft.bytes)
    }
  }
  return { kind, method: endpoint.method, url, headers, body }
}

/** The payload as JSON text, with raw numbers and `__proto__` written in. */
const jsonText = (draft: Draft): string => {
  let text = JSON.stringify(draft.payload ?? {}) ?? "{}"
  text = text.replace("\"__fuzz_proto_key__\":", "\"__proto__\":")
  for (const [placeholder, raw] of draft.raws) text = text.replace(`"${placeholder}"`, raw)
  return text
}

/** The JSON text as bytes, with invalid UTF-8 in place of the byte placeholders. */
const withBytes = (json: string, bytes: Draft["bytes"]): Uint8Array => {
  const encoder = new TextEncoder()
  let out: Array<number> = [...encoder.encode(json)]
  for (const [placeholder, raw] of bytes) {
    const needle = [...encoder.encode(placeholder)]
    const index = out.findIndex((_, i) => needle.every((byte, j) => out[i + j] === byte))
    if (index >= 0) out = [...out.slice(0, index), ...raw, ...out.slice(index + needle.length)]
  }
  return Uint8Array.from(out)
}

/** The body of an oversize request, as text (it is valid JSON: one huge string). */
export const oversizeText = (bytes: number): string => `{"x":"${"x".repeat(Math.max(bytes - 8, 0))}"}`
