import { type SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Runtime, Schema } from "effect"
import type { Id } from "#domain/common.ts"
import { LIVE_HEARTBEAT_MS, LiveFact, type OptionNow } from "#domain/live.ts"
import { DatabaseNotifications } from "../db/database.ts"
import { CATALOGUE_CHANNEL } from "../http/answer-cache.ts"
import { optionsNow, orderFactsOf } from "./live.repo.ts"

/**
 * The shop's live streams in this process (issue 38, ADR 062). Each process holds its own shoppers'
 * streams and hears the database once per channel: 'bazaar_orders' says whose orders changed
 * (migration 0047), 'bazaar_catalogue' which products (migration 0046). A change of a shopper's
 * orders is read once for all that shopper's streams here; a product's change goes to the streams
 * that follow it. Nothing is kept but the streams themselves: a browser that reconnects to any
 * process resumes from the database by the id of the last event it had.
 */
export const ORDERS_CHANNEL = "bazaar_orders"

/** The most streams one shopper (or, signed out, one address) holds at once: a tab each, and then some. */
export const STREAMS_PER_KEY = 20
/**
 * A stream with this much written and not yet taken by its connection (a browser that stopped
 * reading) is ended; it comes back and resumes from its last id.
 */
export const MAX_BEHIND_BYTES = 256 * 1024
/** The ids a stream remembers having sent, to skip them when the look-back brings them again. */
const SENT_KEPT = 500

export interface LiveStream {
  /** The shopper (their orders' facts) or undefined (signed out: the catalogue's only). */
  readonly clientId: Id | undefined
  /** Who the per-key limit counts: the client, else the address. */
  readonly key: string
  readonly products: ReadonlySet<string>
  /** Sends a chunk of the event stream; false when the stream is too far behind and was ended. */
  readonly send: (chunk: string) => boolean
  /** Ends the stream (the server is stopping). */
  readonly end: () => void
  /** The highest id sent, and the ids sent lately. */
  lastId: bigint
  readonly sent: Set<string>
}

/** One server-sent event: its `id:` line when it has one, its JSON on one `data:` line. */
export const sseEvent = (fact: LiveFact, id?: string): string =>
  `${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(fact)}\n\n`

export interface LiveHub {
  /** Adds a stream, or says that its key holds too many already. */
  readonly add: (stream: LiveStream) => boolean
  readonly remove: (stream: LiveStream) => void
  /** How many streams are open here. */
  readonly size: () => number
  /** Ends every stream (the server is stopping: an open stream would hold its close for the grace time). */
  readonly endAll: () => void
  /** A comment to every stream: an idle one stays open through proxies (most cut at 60 s). */
  readonly keepAlive: () => void
  /** Anything in the catalogue may have changed: every stream is told. */
  readonly everythingChanged: () => void
  /** Whether a stream here follows the product. */
  readonly follows: (productId: string) => boolean
  /** A followed product changed (its facts, or its stock or reviews), and its options now: its streams are told. */
  readonly productChanged: (productId: Id, facts: boolean, options: ReadonlyArray<OptionNow>) => void
  /** The streams of a shopper. */
  readonly streamsOf: (clientId: Id) => ReadonlyArray<LiveStream>
  /** Every shopper with a stream here. */
  readonly clients: () => ReadonlyArray<Id>
}

const addTo = <K>(map: Map<K, Set<LiveStream>>, key: K, stream: LiveStream) => {
  let set = map.get(key)
  if (set === undefined) map.set(key, set = new Set())
  set.add(stream)
}
const removeFrom = <K>(map: Map<K, Set<LiveStream>>, key: K, stream: LiveStream) => {
  const set = map.get(key)
  set?.delete(stream)
  if (set?.size === 0) map.delete(key)
}

export const makeLiveHub = (): LiveHub => {
  const all = new Set<LiveStream>()
  const byKey = new Map<string, Set<LiveStream>>()
  const byClient = new Map<Id, Set<LiveStream>>()
  const byProduct = new Map<string, Set<LiveStream>>()
  const sendTo = (streams: Iterable<LiveStream>, chunk: string) => {
    for (const stream of [...streams]) stream.send(chunk)
  }
  return {
    add: (stream) => {
      if ((byKey.get(stream.key)?.size ?? 0) >= STREAMS_PER_KEY) return false
      all.add(stream)
      addTo(byKey, stream.key, stream)
      if (stream.clientId !== undefined) addTo(byClient, stream.clientId, stream)
      for (const id of stream.products) addTo(byProduct, id, stream)
      return true
    },
    remove: (stream) => {
      if (!all.delete(stream)) return
      removeFrom(byKey, stream.key, stream)
      if (stream.clientId !== undefined) removeFrom(byClient, stream.clientId, stream)
      for (const id of stream.products) removeFrom(byProduct, id, stream)
    },
    size: () => all.size,
    endAll: () => {
      for (const stream of [...all]) stream.end()
    },
    keepAlive: () => sendTo(all, ": keep-alive\n\n"),
    everythingChanged: () => sendTo(all, sseEvent({ _tag: "catalogue.changed" })),
    follows: (productId) => byProduct.has(productId),
    productChanged: (productId, facts, options) => {
      const streams = byProduct.get(productId)
      if (streams !== undefined) sendTo(streams, sseEvent({ _tag: "product.changed", productId, facts, options }))
    },
    streamsOf: (clientId) => [...(byClient.get(clientId) ?? [])],
    clients: () => [...byClient.keys()]
  }
}

/** Whether `stream` may be sent the fact numbered `id` (not sent already); remembers it. */
const fresh = (stream: LiveStream, id: string): boolean => {
  if (stream.sent.has(id)) return false
  stream.sent.add(id)
  if (stream.sent.size > SENT_KEPT) stream.sent.delete(stream.sent.values().next().value!)
  const n = BigInt(id)
  if (n > stream.lastId) stream.lastId = n
  return true
}

const decodeFact = Schema.decodeUnknownOption(LiveFact)

/** The facts of `clientId`'s orders after `after` (and the look-back), each decoded, sent to `streams` that have not had it. */
export const sendOrderFacts = (clientId: Id, streams: ReadonlyArray<LiveStream>, after: bigint | undefined) =>
  Effect.gen(function* () {
    const rows = yield* orderFactsOf(clientId, after)
    for (const row of rows) {
      const fact = decodeFact(row.fact)
      if (fact._tag === "None") {
        yield* Effect.logWarning(`live: a stored fact of order ${String((row.fact as { orderId?: unknown }).orderId)} does not decode; not sent`)
        continue
      }
      const chunk = sseEvent(fact.value, row.id)
      for (const stream of streams) if (fresh(stream, row.id)) stream.send(chunk)
    }
  })

export class Live extends Context.Tag("bazaar/Live")<Live, LiveHub>() {
  /**
   * The hub, hearing the database for as long as the server runs. A shopper's orders are read again
   * one change at a time (a change heard while a read is under way reads once more after it); when the
   * listening connection was lost and comes back, every stream is told the catalogue may have
   * changed and every shopper's orders are read again (nothing heard meanwhile is lost for good).
   */
  static readonly layer = (hub: LiveHub) => Layer.scoped(Live, Effect.gen(function* () {
    const notifications = yield* DatabaseNotifications
    const runtime = yield* Effect.runtime<SqlClient.SqlClient>()
    const reading = new Map<Id, boolean>()
    const readOrders = (clientId: Id) => {
      if (reading.has(clientId)) return void reading.set(clientId, true)
      reading.set(clientId, false)
      const streams = hub.streamsOf(clientId)
      if (streams.length === 0) return void reading.delete(clientId)
      const after = streams.reduce((low, stream) => stream.lastId < low ? stream.lastId : low, streams[0]!.lastId)
      Runtime.runFork(runtime)(sendOrderFacts(clientId, streams, after).pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("live: a shopper's orders could not be read", cause)),
        Effect.ensuring(Effect.sync(() => {
          const again = reading.get(clientId) === true
          reading.delete(clientId)
          if (again) readOrders(clientId)
        }))
      ))
    }
    // A followed product's options are read once for all its streams here, one change at a time.
    const productReads = new Map<string, { facts: boolean; again: boolean }>()
    const readProduct = (productId: string, facts: boolean) => {
      const under = productReads.get(productId)
      if (under !== undefined) {
        under.facts ||= facts
        under.again = true
        return
      }
      const read = { facts, again: false }
      productReads.set(productId, read)
      Runtime.runFork(runtime)(optionsNow([productId]).pipe(
        Effect.tap((options) => Effect.sync(() => hub.productChanged(productId as Id, read.facts, options.get(productId) ?? []))),
        Effect.catchAllCause((cause) => Effect.logWarning("live: a followed product could not be read", cause)),
        Effect.ensuring(Effect.sync(() => {
          productReads.delete(productId)
          if (read.again) readProduct(productId, read.facts)
        }))
      ))
    }
    const catalogueChanged = (payload: string) => {
      const colon = payload.indexOf(":")
      const kind = payload.slice(0, colon)
      const id = payload.slice(colon + 1)
      if ((kind === "listed" || kind === "product") && id !== "") {
        if (hub.follows(id)) readProduct(id, kind === "listed")
      } else {
        hub.everythingChanged()
      }
    }
    let lost = false
    const regained = () => {
      if (!lost) return
      lost = false
      hub.everythingChanged()
      for (const clientId of hub.clients()) readOrders(clientId)
    }
    yield* notifications.listen(ORDERS_CHANNEL, {
      onMessage: (payload) => {
        const clientId = payload as Id
        if (hub.streamsOf(clientId).length > 0) readOrders(clientId)
      },
      onListening: regained,
      onLost: () => { lost = true }
    })
    yield* notifications.listen(CATALOGUE_CHANNEL, {
      onMessage: catalogueChanged,
      onListening: regained,
      onLost: () => { lost = true }
    })
    // One keep-alive for every stream here, not a timer each (a stream costs little: docs/benchmarks.md).
    const heartbeat = setInterval(() => hub.keepAlive(), LIVE_HEARTBEAT_MS)
    heartbeat.unref()
    yield* Effect.addFinalizer(() => Effect.sync(() => {
      clearInterval(heartbeat)
      hub.endAll()
    }))
    return hub
  }))
}
