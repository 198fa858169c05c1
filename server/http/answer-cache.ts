import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { HttpApiBuilder, type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Runtime } from "effect"
import { CatalogueReads, lsnValue } from "../db/catalogue-reads.ts"
import { DatabaseNotifications } from "../db/database.ts"
import { CountCache } from "../product/count-cache.ts"
import { ShopMetrics, statusClass } from "./metrics.ts"
import { requestIdOf, REQUEST_ID_HEADER } from "./observe-requests.ts"
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts"
import { chooseEncoding, encode } from "./compression.ts"
import { routedPath } from "./api-address.ts"
import { callFinder, type ContractCall, CONTRACT_CALLS } from "./contract-calls.ts"

/**
 * Public catalogue answers computed once (issue 18, ADR 022). An anonymous read of the catalogue
 * (taxonomy, sliders, settings, product lists and pages, brands, blog) is the same for everyone
 * until the catalogue changes, so its encoded bytes are kept by address, compressed once per
 * encoding, sent with an ETag (304 when the browser or a CDN already holds them) and a
 * `Cache-Control` a CDN may honour. The database says when they change: its triggers NOTIFY the
 * channel below (migrations 0012, 0046) and every server process listening drops what changed: all
 * of it ('*'), the answers holding one product ('product:<id>': its stock moved, or its reviews), or
 * those and every list of products by their facts ('listed:<id>': its price, MRP, rating, sizes or
 * name moved; ADR 061). Order placement never reads this cache: prices and stock at checkout come
 * from the database.
 */
export const CATALOGUE_CHANNEL = "bazaar_catalogue"

/**
 * What any cache, the browser's among them, may do with a kept answer: keep it, and ask again with
 * its ETag before each use (a 304 without a body when it holds). Not stale while revalidating: a
 * shopper told by the live stream that a product changed (issue 38, ADR 062) must read the new
 * answer, not the copy the browser held.
 */
export const PUBLIC_CACHE_CONTROL = "public, no-cache"

/** What a CDN may do with it (RFC 9213's CDN-Cache-Control, for the CDN alone): keep it briefly, serve it stale while it fetches again. */
export const CDN_CACHE_CONTROL = "max-age=10, stale-while-revalidate=30"

/**
 * The same answer to a request that carried a cookie (the shop's own pages send the session with
 * every call): it depends on nobody, but ADR 020 keeps every exchange with a session out of shared
 * caches; the browser may keep it and ask again with its ETag.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-cache"

const MAX_ENTRIES = 4_000
/** The raw answers' bytes (their compressed forms add about a fifth): a bound on the server's memory (issue 18: under 300 MB with PGlite at 1,000,000 products). */
const MAX_BYTES = 16 * 1024 * 1024

interface Policy {
  /** The route's pattern, for the metrics (a hit never reaches the router, which would name it). */
  readonly route: string
  readonly ttlMs?: number
  /** The query as the answer depends on it (search: its words in one case and spacing). */
  readonly normalise?: (params: URLSearchParams) => void
  /** A list of products by their facts: it goes with any product's 'listed:<id>'. */
  readonly lists?: true
}

const normaliseWords = (params: URLSearchParams) => {
  const q = params.get("q")
  if (q !== null) params.set("q", q.trim().replace(/\s+/g, " ").toLowerCase())
}

/**
 * The calls whose answers are kept: the contract's anonymous catalogue reads (`CatalogueRead`,
 * ADR 047), each with its route (the metrics' name), how long it is kept and how its query counts.
 */
const POLICIES = new Map<ContractCall, Policy>(CONTRACT_CALLS.flatMap((call) =>
  call.method === "GET" && call.read !== undefined
    ? [[call, {
      route: call.path,
      ...(call.read.ttlMs === undefined ? {} : { ttlMs: call.read.ttlMs }),
      ...(call.read.query === "words" ? { normalise: normaliseWords } : {}),
      ...(call.read.lists === true ? { lists: true as const } : {})
    }] as const]
    : []))
// An address is matched as it is spelt (a GET spelt another way is left to the router).
const exactCall = callFinder(CONTRACT_CALLS, { caseSensitive: true })
// A write is seen however it is spelt, as the router reads it.
const routedCall = callFinder(CONTRACT_CALLS, { caseSensitive: false })

/** The cache key of a request, and its policy, or undefined when its answer is not kept. */
export const cacheKeyOf = (method: string, url: string): { readonly key: string; readonly policy: Policy } | undefined => {
  if (method !== "GET") return undefined
  const parsed = new URL(url, "http://localhost")
  // An address spelt another way (dot segments, a doubled slash) is left to the router and its guard.
  const rawPath = url.split("?", 1)[0]!
  if (rawPath !== parsed.pathname) return undefined
  const call = exactCall(method, parsed.pathname)
  const policy = call === undefined ? undefined : POLICIES.get(call)
  if (policy === undefined) return undefined
  const params = new URLSearchParams(parsed.search)
  policy.normalise?.(params)
  params.sort()
  const query = params.toString()
  return { key: query === "" ? parsed.pathname : `${parsed.pathname}?${query}`, policy }
}

/**
 * A call that changes the public catalogue (`CatalogueWrite` in the contract, ADR 047): an admin's
 * write to it, the synonyms (the search's answers): `true`; a customer's review (its product's rating
 * may move, ADR 030): "its-product" (ADR 061). `undefined` for any other call.
 */
export const catalogueWriteOf = (method: string, url: string): true | "its-product" | undefined => {
  if (method === "GET" || method === "HEAD") return undefined
  return routedCall(method, routedPath(url))?.catalogueWrite
}

/**
 * This process's own catalogue write lets its kept answers go as it answers, not when the database's
 * notification comes back (on a PostgreSQL server a moment later, on its listening connection), so
 * the writer's next read shows the change; other processes hear the notification. A write of one
 * product's facts lets go that product's answers and the lists only (its answer names the product).
 */
export const dropWritten = (store: AnswerStore, method: string, url: string, response: HttpServerResponse.HttpServerResponse) => {
  if (response.status < 200 || response.status >= 300) return
  const kind = catalogueWriteOf(method, url)
  if (kind === undefined) return
  const ids = kind === "its-product" && response.body._tag === "Uint8Array" ? productIdsOfBytes(response.body.body) : []
  if (ids.length === 0) return store.changed("*")
  for (const id of ids) store.changed(`listed:${id}`)
}

const productIdsOfBytes = (body: Uint8Array): ReadonlyArray<string> => {
  try {
    return productIdsOf(JSON.parse(new TextDecoder().decode(body)))
  } catch {
    return []
  }
}

/** The products an answer shows (its `product` or `products`, one or a list; or the `productId` it is about), by id. */
export const productIdsOf = (body: unknown): ReadonlyArray<string> => {
  if (typeof body !== "object" || body === null) return []
  const ids: Array<string> = []
  const about = (body as Record<string, unknown>)["productId"]
  if (typeof about === "string") ids.push(about)
  for (const key of ["product", "products"]) {
    const value = (body as Record<string, unknown>)[key]
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      const id = (item as { _id?: unknown } | null)?._id
      if (typeof id === "string") ids.push(id)
    }
  }
  return ids
}

interface Entry {
  readonly key: string
  readonly body: Uint8Array
  readonly contentType: string
  readonly etag: string
  readonly products: ReadonlyArray<string>
  readonly lists: boolean
  readonly expiresAt: number
  /** The body as sent for each encoding asked for, made on the first request that asks. */
  readonly encoded: Map<string, { readonly body: Uint8Array; readonly encoding: string | undefined }>
}

/** Kept answers and what they hold; see the module's comment. */
export interface AnswerStore {
  readonly get: (key: string) => Entry | undefined
  /** A ticket for an answer about to be computed: the store keeps it only if nothing it shows changed meanwhile. */
  readonly ticket: () => number
  /**
   * Keeps an answer. `replayedLsn`: how far the replica it was read from had replayed the primary's
   * WAL when the read began; it is kept only if that covers every change announced so far.
   */
  readonly put: (key: string, ticket: number, answer: { readonly body: Uint8Array; readonly contentType: string; readonly ttlMs?: number; readonly replayedLsn?: bigint; readonly lists?: true }) => void
  /** A change was announced whose place in the primary's WAL is being asked for. */
  readonly lsnAsked: () => void
  /** The primary's WAL position after an announced change (or `undefined`: it could not be read; nothing read from a replica is kept until the next is known). */
  readonly lsnKnown: (lsn: bigint | undefined) => void
  /** A notification's payload: '*', 'product:<id>' or 'listed:<id>'. */
  readonly changed: (payload: string) => void
  /**
   * Whether something computed at `ticket`, showing `products`, is still what the database holds:
   * listening all along, nothing changed everywhere since, no list of products changed since (it may
   * show lists), none of those products changed since (the first view's payload, kept outside the
   * store, asks this before each reuse).
   */
  readonly current: (ticket: number, products: ReadonlyArray<string>) => boolean
  /** Listening or not: while not, nothing is kept (a change could go unheard). */
  readonly setListening: (listening: boolean) => void
  readonly size: () => number
  /** Told of every answer sent straight from the store (the metrics count them). */
  observer: ((route: string, status: number, seconds: number) => void) | undefined
  /** Told of every read whose answer may be kept: answered from the store, or computed (the metrics' hit ratio). */
  tally: ((kept: boolean) => void) | undefined
}

/** A notification's payload read: everything, one product's stock or reviews, or one product's facts (its lists too). */
const changeOf = (payload: string): readonly ["*", ""] | readonly ["product" | "listed", string] => {
  const colon = payload.indexOf(":")
  const kind = payload.slice(0, colon)
  const id = payload.slice(colon + 1)
  return (kind === "product" || kind === "listed") && id !== "" ? [kind, id] : ["*", ""]
}

export const makeAnswerStore = (now: () => number = Date.now): AnswerStore => {
  const entries = new Map<string, Entry>()
  const byProduct = new Map<string, Set<string>>()
  const lists = new Set<string>()
  let bytes = 0
  let listening = false
  // Every change moves the clock on; each product remembers the tick of its last change.
  let tick = 0
  let everythingAt = 0
  let listsChangedAt = 0
  const productChangedAt = new Map<string, number>()
  // Marks older than this were let go: an answer begun before it cannot be told current.
  let forgottenBefore = 0
  // Reads from a replica (ADR 023): the WAL position every kept answer must have been read at.
  let requiredLsn = 0n
  let lsnPending = 0
  let lsnUnknown = false

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (entry === undefined) return
    entries.delete(key)
    lists.delete(key)
    bytes -= entry.body.length
    for (const id of entry.products) {
      const keys = byProduct.get(id)
      keys?.delete(key)
      if (keys?.size === 0) byProduct.delete(id)
    }
  }
  const clear = () => {
    entries.clear()
    byProduct.clear()
    lists.clear()
    productChangedAt.clear()
    bytes = 0
    everythingAt = ++tick
  }

  return {
    get: (key) => {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      if (now() >= entry.expiresAt) {
        remove(key)
        return undefined
      }
      return entry
    },
    ticket: () => tick,
    put: (key, ticket, answer) => {
      if (!listening || ticket < everythingAt) return
      if (answer.replayedLsn !== undefined && (lsnPending > 0 || lsnUnknown || answer.replayedLsn < requiredLsn)) return
      let products: ReadonlyArray<string> = []
      try {
        products = productIdsOf(JSON.parse(new TextDecoder().decode(answer.body)))
      } catch {
        return
      }
      // A product that changed after the answer began to be computed may be shown as it was (a list,
      // after any product's facts changed, may hold one it should not, or miss one).
      if (products.some((id) => (productChangedAt.get(id) ?? 0) > ticket)) return
      if (answer.lists === true && listsChangedAt > ticket) return
      remove(key)
      while (entries.size >= MAX_ENTRIES || (bytes + answer.body.length > MAX_BYTES && entries.size > 0)) remove(entries.keys().next().value!)
      const entry: Entry = {
        key,
        body: answer.body,
        contentType: answer.contentType,
        etag: `"${createHash("sha1").update(answer.body).digest("base64url").slice(0, 22)}"`,
        products,
        lists: answer.lists === true,
        expiresAt: answer.ttlMs === undefined ? Number.POSITIVE_INFINITY : now() + answer.ttlMs,
        encoded: new Map()
      }
      entries.set(key, entry)
      if (entry.lists) lists.add(key)
      bytes += entry.body.length
      for (const id of products) {
        let keys = byProduct.get(id)
        if (keys === undefined) byProduct.set(id, keys = new Set())
        keys.add(key)
      }
    },
    changed: (payload) => {
      const [kind, id] = changeOf(payload)
      if (kind === "*") return clear()
      productChangedAt.set(id, ++tick)
      if (kind === "listed") {
        listsChangedAt = tick
        for (const key of [...lists]) remove(key)
      }
      // The marks are needed only while an answer begun before them may still arrive.
      if (productChangedAt.size > 10_000) {
        for (const [old, at] of productChangedAt) {
          productChangedAt.delete(old)
          forgottenBefore = Math.max(forgottenBefore, at)
          if (productChangedAt.size <= 5_000) break
        }
      }
      for (const key of [...(byProduct.get(id) ?? [])]) remove(key)
    },
    current: (ticket, products) =>
      listening && ticket >= everythingAt && ticket >= listsChangedAt && ticket >= forgottenBefore && products.every((id) => (productChangedAt.get(id) ?? 0) <= ticket),
    setListening: (value) => {
      listening = value
      clear()
    },
    size: () => entries.size,
    lsnAsked: () => {
      lsnPending++
    },
    lsnKnown: (lsn) => {
      lsnPending = Math.max(0, lsnPending - 1)
      lsnUnknown = lsn === undefined
      if (lsn !== undefined && lsn > requiredLsn) requiredLsn = lsn
    },
    observer: undefined,
    tally: undefined
  }
}

export class AnswerCache extends Context.Tag("bazaar/AnswerCache")<AnswerCache, AnswerStore>() {
  /**
   * The store, listening to the catalogue's notifications for as long as the server runs; the
   * server's own fast path (`sendKept`) reads the same store, and the metrics count what it sends.
   */
  static readonly layer = (store: AnswerStore) => Layer.scoped(AnswerCache, Effect.gen(function* () {
    const metrics = yield* ShopMetrics
    store.observer = (route, status, seconds) => {
      const labels = { method: "GET", route, status_class: statusClass(status) }
      metrics.requests.inc(labels)
      metrics.duration.observe(labels, seconds)
    }
    store.tally = (kept) => metrics.keptAnswers.inc({ outcome: kept ? "hit" : "miss" })
    const notifications = yield* DatabaseNotifications
    // The lists' totals are kept apart (CountCache); a change to the catalogue drops them too.
    const counts = yield* Effect.serviceOption(CountCache)
    const dropCounts = () => { if (counts._tag === "Some") Effect.runSync(counts.value.invalidate) }
    // With a replica, each change's place in the primary's WAL: answers read before the replica
    // has replayed that far are sent but not kept (ADR 023).
    const reads = yield* CatalogueReads
    const primary = yield* SqlClient.SqlClient
    const runtime = yield* Effect.runtime<never>()
    const askLsn = () => {
      if (!reads.replica) return
      store.lsnAsked()
      Runtime.runFork(runtime)(primary<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.pipe(
        Effect.map((rows) => rows[0] === undefined ? undefined : lsnValue(rows[0].lsn)),
        Effect.orElseSucceed(() => undefined),
        Effect.tap((lsn) => Effect.sync(() => store.lsnKnown(lsn)))
      ))
    }
    yield* notifications.listen(CATALOGUE_CHANNEL, {
      onMessage: (payload) => {
        if (!payload.startsWith("product:")) dropCounts()
        store.changed(payload)
        askLsn()
      },
      onListening: () => {
        store.setListening(true)
        askLsn()
      },
      onLost: () => store.setListening(false)
    })
    return store
  }))
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))

type RequestHeaders = Readonly<Record<string, string | Array<string> | undefined>>
const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

/** A kept answer as the request asks for it: 304 when it holds it already, else compressed when it accepts that. */
const answerOf = (entry: Entry, headers: RequestHeaders) => {
  const personal = headers["cookie"] !== undefined || headers["authorization"] !== undefined
  const common = {
    etag: entry.etag,
    "cache-control": personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    ...(personal ? {} : { "cdn-cache-control": CDN_CACHE_CONTROL }),
    vary: "accept-encoding"
  }
  if (matches(header(headers, "if-none-match"), entry.etag)) return { status: 304, headers: common, body: undefined }
  const accepted = chooseEncoding(header(headers, "accept-encoding") ?? "") ?? "identity"
  let sent = entry.encoded.get(accepted)
  if (sent === undefined) entry.encoded.set(accepted, sent = encode(entry.body, entry.contentType, accepted, "perRequest"))
  return {
    status: 200,
    headers: { ...common, "content-type": entry.contentType, ...(sent.encoding === undefined ? {} : { "content-encoding": sent.encoding }) },
    body: sent.body
  }
}

const answerFrom = (entry: Entry, request: HttpServerRequest.HttpServerRequest) => {
  const { status, headers, body } = answerOf(entry, request.headers)
  const { "content-type": contentType, ...rest } = headers as Record<string, string>
  return body === undefined
    ? HttpServerResponse.empty({ status, headers: rest })
    : HttpServerResponse.uint8Array(body, { status, ...(contentType === undefined ? {} : { contentType }), headers: rest })
}

/**
 * The server's fast path (issue 18): a GET whose answer is kept is sent by Node straight from the
 * store, with the headers every answer carries (security headers, request id) and counted in the
 * metrics, without the HTTP framework's work per request (its fibers, middleware and router were
 * half of the CPU time of a kept answer; docs/benchmarks.md, CPU profile). Anything else, and a
 * miss, goes on to the app. Whether the request was answered.
 */
export const sendKept = (store: AnswerStore, production: boolean, request: IncomingMessage, response: ServerResponse): boolean => {
  const started = process.hrtime.bigint()
  const found = cacheKeyOf(request.method ?? "", request.url ?? "")
  if (found === undefined) return false
  const entry = store.get(found.key)
  if (entry === undefined) return false
  const { status, headers, body } = answerOf(entry, request.headers)
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    ...(production ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
    [REQUEST_ID_HEADER]: requestIdOf(header(request.headers, REQUEST_ID_HEADER)),
    ...headers,
    ...(body === undefined ? {} : { "content-length": body.length })
  })
  response.end(body)
  store.observer?.(found.policy.route, status, Number(process.hrtime.bigint() - started) / 1e9)
  store.tally?.(true)
  return true
}

/**
 * The middleware: a kept answer is sent without running the call; a call whose answer may be kept
 * runs, and its 200 is kept and sent as a kept one is. An API-level middleware (inside the
 * platform's handling, so the answer it makes is the one sent).
 */
const keptAnswers = (store: AnswerStore, reads: { readonly sql: SqlClient.SqlClient; readonly replica: boolean }) => (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const found = cacheKeyOf(request.method, request.url)
    if (found === undefined) {
      const response = yield* app
      dropWritten(store, request.method, request.url, response)
      return response
    }
    // A kept answer never reaches the router, which names the route for the metrics.
    yield* Effect.annotateCurrentSpan("http.route", found.policy.route)
    const kept = store.get(found.key)
    store.tally?.(kept !== undefined)
    if (kept !== undefined) return answerFrom(kept, request)
    const ticket = store.ticket()
    // Read from a replica: how far it had replayed when this read began (a miss costs one more query).
    const replayedLsn = reads.replica
      ? yield* reads.sql<{ lsn: string }>`SELECT coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS lsn`.pipe(
        Effect.map((rows) => rows[0] === undefined ? undefined : lsnValue(rows[0].lsn)),
        Effect.orElseSucceed(() => -1n)
      )
      : undefined
    const response = yield* app
    if (response.status !== 200 || response.body._tag !== "Uint8Array" || !response.body.contentType.startsWith("application/json")) return response
    store.put(found.key, ticket, {
      body: response.body.body,
      contentType: response.body.contentType,
      ...(found.policy.ttlMs === undefined ? {} : { ttlMs: found.policy.ttlMs }),
      ...(found.policy.lists === true ? { lists: true as const } : {}),
      ...(replayedLsn === undefined ? {} : { replayedLsn })
    })
    const entry = store.get(found.key)
    return entry === undefined ? response : answerFrom(entry, request)
  })

/** The kept answers, as the API's middleware. */
export const answerCacheLayer = HttpApiBuilder.middleware(Effect.map(Effect.all([AnswerCache, CatalogueReads]), ([store, reads]) => keptAnswers(store, reads)))
