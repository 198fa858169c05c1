import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, deliveredOrder, lineOf, order, orderOf, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { ReturnRequest } from "#domain/returns.ts"
import { withReturnFact } from "#domain/order-facts.ts"
import { Schema } from "effect"
import { type LiveStreamReader, openLiveStream, orderFactOf } from "#tests/support/live-stream.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"
import { STREAMS_PER_KEY } from "#server/live/live-hub.ts"

// Issue 38 (ADR 062): the shop's live stream. A signed-in shopper's stream carries the events of
// their own orders, each with an id, resumed by Last-Event-ID without missing one; anyone's stream
// carries the changes of the products it follows. Every wait ends when the event arrives (no sleeps);
// an absence is shown by order: the stream is one sequence, so a later event arriving first means
// the earlier one was never sent. PGlite by default, PostgreSQL with DATABASE_URL.

let server: TestServer
let admin: Shopper
let asha: Shopper
let ravi: Shopper
const open: Array<LiveStreamReader> = []

beforeAll(async () => {
  server = await startTestServer({ products: 20 })
  ;[admin, asha, ravi] = await Promise.all([shopper(server, "admin"), shopper(server), shopper(server)])
}, 120_000)
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()))
  await server?.close()
})

const stream = async (options: Parameters<typeof openLiveStream>[1]) => {
  const opened = await openLiveStream(server.baseUrl, options)
  open.push(opened)
  return opened
}

const placeFor = async (who: Shopper) => {
  const [option] = await sellableOptions(server, 3)
  const placed = await order(server, who, [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }])
  expect(placed.status).toBe(201)
  return orderOf(placed)
}
const move = async (orderid: string, event: string) => {
  const answer = await call(server, "PUT", `/order/${orderid}`, admin.cookie, { _tag: "status", orderid, event })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

describe("a shopper's live stream", () => {
  it("answers text/event-stream, kept by no one", async () => {
    const live = await stream({ cookie: asha.cookie })
    expect(live.status).toBe(200)
    expect(live.headers.get("content-type")).toMatch(/^text\/event-stream/)
    expect(live.headers.get("cache-control")).toBe("no-store")
    await live.close()
  })

  it("carries an admin's move of the shopper's order, with its id, and never another shopper's order", async () => {
    const mine = await placeFor(asha)
    const theirs = await placeFor(ravi)
    const live = await stream({ cookie: asha.cookie })
    await move(theirs.orderid, "order.processing")
    await move(mine.orderid, "order.processing")
    const moved = await live.next((event) => event.fact._tag === "order.event" && event.fact.event._tag === "order.processing")
    // The first move this stream received is Asha's own: Ravi's, made before it, never came.
    expect(moved.fact).toMatchObject({ _tag: "order.event", orderId: mine._id, orderid: mine.orderid, event: { _tag: "order.processing", by: "admin" } })
    expect(moved.id).toMatch(/^[0-9]+$/)
    expect(live.all().some((event) => "orderId" in event.fact && event.fact.orderId === theirs._id)).toBe(false)
    await live.close()
  })

  it("resumed by Last-Event-ID, sends every event missed meanwhile", async () => {
    const placed = await placeFor(asha)
    const live = await stream({ cookie: asha.cookie })
    await move(placed.orderid, "order.processing")
    const seen = await live.next(orderFactOf(placed._id))
    await live.close()
    // Away: two moves happen.
    await move(placed.orderid, "order.dispatched")
    await move(placed.orderid, "order.out-for-delivery")
    const back = await stream({ cookie: asha.cookie, lastEventId: seen.id! })
    const dispatched = await back.next((event) => orderFactOf(placed._id)(event) && event.fact._tag === "order.event" && event.fact.event._tag === "order.dispatched")
    const onTheWay = await back.next((event) => orderFactOf(placed._id)(event) && event.fact._tag === "order.event" && event.fact.event._tag === "order.out-for-delivery")
    expect(BigInt(dispatched.id!)).toBeGreaterThan(BigInt(seen.id!))
    expect(BigInt(onTheWay.id!)).toBeGreaterThan(BigInt(dispatched.id!))
    // What the browser could not know while away: the catalogue is to be read again.
    expect(back.all().some((event) => event.fact._tag === "catalogue.changed")).toBe(true)
    await back.close()
  })

  it("a cancellation's refund and a placed order's first event reach the shopper too", async () => {
    const live = await stream({ cookie: asha.cookie })
    const placed = await placeFor(asha)
    const first = await live.next(orderFactOf(placed._id))
    expect(first.fact).toMatchObject({ _tag: "order.event", event: { _tag: "order.placed", PaymentMode: "Cash on Delivery" } })
    const cancelled = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid, reason: "Ordered by mistake" })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const next = await live.next(orderFactOf(placed._id))
    expect(next.fact).toMatchObject({ _tag: "order.event", event: { _tag: "order.cancelled", by: "customer" } })
    await live.close()
  })

  it("a return's steps reach the shopper whole, and folded by the return lifecycle they give the request the server holds (issue 38)", async () => {
    const [option] = await sellableOptions(server, 5)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(option!)])
    const live = await stream({ cookie: asha.cookie })
    const asked = await call(server, "POST", `/order/${delivered.orderid}/returns`, asha.cookie, { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "damaged", refundTo: "wallet" })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    const requested = Schema.decodeUnknownSync(ReturnRequest)((asked.body as { returnRequest: unknown }).returnRequest)
    const stepOf = (tag: string) => (event: { readonly fact: { readonly _tag: string } }) =>
      event.fact._tag === "return.event" && "event" in event.fact && (event.fact.event as { _tag: string })._tag === tag
    const first = await live.next(stepOf("return.requested"))
    expect(first.fact).toEqual({ _tag: "return.event", orderId: delivered._id, orderid: delivered.orderid, returnId: requested._id, event: requested.events[0] })
    const rejected = await call(server, "PUT", `/admin/returns/${requested._id}`, admin.cookie, { _tag: "reject", reason: "The seal is broken" })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    const step = await live.next(stepOf("return.rejected"))
    expect(step.id).toMatch(/^[0-9]+$/)
    const onServer = Schema.decodeUnknownSync(ReturnRequest)((rejected.body as { returnRequest: unknown }).returnRequest)
    expect(withReturnFact([requested], step.fact as Parameters<typeof withReturnFact>[1])).toEqual([onServer])
    await live.close()
  })

  it("refuses more streams than one shopper may hold, with a sentence", async () => {
    const many = await Promise.all(Array.from({ length: STREAMS_PER_KEY }, () => stream({ cookie: ravi.cookie })))
    expect(many.every((live) => live.status === 200)).toBe(true)
    const over = await stream({ cookie: ravi.cookie })
    expect(over.status).toBe(429)
    expect(over.body).toMatchObject({ success: false, message: expect.stringContaining("Too many live connections") })
    await Promise.all(many.map((live) => live.close()))
    // A tab closed frees its place once the server hears its connection end (asked until then).
    let again = await openLiveStream(server.baseUrl, { cookie: ravi.cookie })
    while (again.status === 429) again = await openLiveStream(server.baseUrl, { cookie: ravi.cookie })
    open.push(again)
    expect(again.status).toBe(200)
  })
})

describe("the products a stream follows", () => {
  const twoProducts = async () => {
    const options = await sellableOptions(server, 1)
    const one = options[0]!
    return [one, options.find((option) => option.productId !== one.productId)!] as const
  }
  const write = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, statement))

  it("a visitor's stream hears a followed product's new price (its facts) and stock, and nothing of another product", async () => {
    const [followed, other] = await twoProducts()
    const live = await stream({ products: [followed.productId] })
    expect(live.status).toBe(200)
    // Opened, the stream says first how the product is now (a change just before it opened is not missed).
    const now = await live.next((event) => event.fact._tag === "product.changed")
    expect(now.fact).toMatchObject({ _tag: "product.changed", productId: followed.productId, facts: false })
    expect(now.fact._tag === "product.changed" && now.fact.options.find((o) => o.PackOptionId === followed.PackOptionId))
      .toEqual({ PackOptionId: followed.PackOptionId, Price: followed.price, Mrp: followed.mrp, availablestock: followed.stock })
    await write((sql) => sql`UPDATE pack_size_options SET mrp = mrp + 1, price = price + 1 WHERE id = ${other.PackOptionId}`)
    await write((sql) => sql`UPDATE pack_size_options SET mrp = mrp + 1, price = price + 1 WHERE id = ${followed.PackOptionId}`)
    const first = await live.next((event) => event.fact._tag === "product.changed")
    // The other product changed first and was not sent: the first product fact is the followed one's,
    // with its option's new price as a cart line shows it.
    expect(first.fact).toMatchObject({ _tag: "product.changed", productId: followed.productId, facts: true })
    expect(first.fact._tag === "product.changed" && first.fact.options.find((o) => o.PackOptionId === followed.PackOptionId))
      .toEqual({ PackOptionId: followed.PackOptionId, Price: followed.price + 1, Mrp: followed.mrp + 1, availablestock: followed.stock })
    expect(first.id).toBeUndefined()
    await write((sql) => sql`UPDATE pack_size_options SET available_stock = available_stock + 1 WHERE id = ${followed.PackOptionId}`)
    const restocked = await live.next((event) => event.fact._tag === "product.changed")
    expect(restocked.fact).toMatchObject({ _tag: "product.changed", productId: followed.productId, facts: false })
    expect(restocked.fact._tag === "product.changed" && restocked.fact.options.find((o) => o.PackOptionId === followed.PackOptionId)?.availablestock).toBe(followed.stock + 1)
    await live.close()
  })

  it("an admin's change to the whole catalogue reaches every stream", async () => {
    const live = await stream({})
    await write((sql) => sql`UPDATE shop_settings SET rain_status = NOT rain_status`)
    expect((await live.next((event) => event.fact._tag === "catalogue.changed")).fact).toEqual({ _tag: "catalogue.changed" })
    await write((sql) => sql`UPDATE shop_settings SET rain_status = NOT rain_status`)
    await live.close()
  })

  it("refuses an address that is not a list of product ids, or names its list twice, with a sentence", async () => {
    const wrong = await stream({ products: ["not-an-id"] })
    expect(wrong.status).toBe(400)
    const [one, two] = await sellableOptions(server, 2)
    const twice = await fetch(`${server.baseUrl}/api/v1/events?products=${one!.productId}&products=${two!.productId}`, { headers: { accept: "text/event-stream" } })
    expect(twice.status).toBe(400)
    expect(await twice.json()).toMatchObject({ success: false, message: expect.stringContaining("products") })
  })
})
