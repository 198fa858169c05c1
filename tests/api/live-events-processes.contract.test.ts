import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, order, orderOf, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { type LiveStreamReader, openLiveStream, orderFactOf, type ReadEvent } from "#tests/support/live-stream.ts"
import { createPrivatePostgres, type PrivatePostgres } from "#tests/support/private-postgres.ts"
import { freePort } from "#tests/support/server-process.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 38 item 4 (ADR 062): two server processes of one shop share nothing but the database. A
// shopper's stream held by one hears an event written through the other (each process listens to
// the database once); a shopper who comes back to the other process resumes by Last-Event-ID and
// misses nothing; a process whose listening connection was lost, once it listens again, sends what
// it could not hear. Run on a PostgreSQL server of the suite's own, so that it can be stopped.

let database: PrivatePostgres
let first: TestServer
let second: TestServer
let admin: Shopper
let asha: Shopper
const open: Array<LiveStreamReader> = []

beforeAll(async () => {
  database = await createPrivatePostgres(freePort)
  first = await startTestServer({ products: 20, sharedDatabase: database.url })
  second = await startTestServer({ products: 20, sharedDatabase: database.url })
  ;[admin, asha] = await Promise.all([shopper(first, "admin"), shopper(first)])
}, 120_000)
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()))
  await first?.close()
  await second?.close()
  database?.remove()
})

const stream = async (server: TestServer, options: Parameters<typeof openLiveStream>[1]) => {
  const opened = await openLiveStream(server.baseUrl, options)
  expect(opened.status).toBe(200)
  open.push(opened)
  return opened
}
const placed = async () => {
  const [option] = await sellableOptions(first, 3)
  const answer = await order(first, asha, [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }])
  expect(answer.status).toBe(201)
  return orderOf(answer)
}
const move = async (server: TestServer, orderid: string, event: string) => {
  const answer = await call(server, "PUT", `/order/${orderid}`, admin.cookie, { _tag: "status", orderid, event })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}
const moveOf = (orderId: string, tag: string) => (event: ReadEvent) =>
  orderFactOf(orderId)(event) && event.fact._tag === "order.event" && event.fact.event._tag === tag

describe("live streams across two server processes", () => {
  it("an event written through one process reaches a stream held by the other", async () => {
    const mine = await placed()
    const live = await stream(second, { cookie: asha.cookie })
    await move(first, mine.orderid, "order.processing")
    expect((await live.next(moveOf(mine._id, "order.processing"))).fact).toMatchObject({ orderid: mine.orderid })
    await live.close()
  })

  it("a shopper who comes back through the other process resumes by Last-Event-ID and misses nothing", async () => {
    const mine = await placed()
    const before = await stream(first, { cookie: asha.cookie })
    await move(first, mine.orderid, "order.processing")
    const seen = await before.next(moveOf(mine._id, "order.processing"))
    await before.close()
    await move(first, mine.orderid, "order.dispatched")
    const after = await stream(second, { cookie: asha.cookie, lastEventId: seen.id! })
    expect(BigInt((await after.next(moveOf(mine._id, "order.dispatched"))).id!)).toBeGreaterThan(BigInt(seen.id!))
    await after.close()
  })

  it("after the database was away, a process sends what it could not hear, and the catalogue is read again", async () => {
    const mine = await placed()
    const live = await stream(second, { cookie: asha.cookie })
    database.stop("fast")
    database.start()
    // The first statement after the restart may meet a connection the server ended: once more.
    await move(first, mine.orderid, "order.processing").catch(() => move(first, mine.orderid, "order.processing"))
    expect((await live.next(moveOf(mine._id, "order.processing"))).fact).toMatchObject({ orderid: mine.orderid })
    // Listening again, the process told the stream that the catalogue may have changed meanwhile.
    const catalogue = (event: ReadEvent) => event.fact._tag === "catalogue.changed"
    if (!live.all().some(catalogue)) await live.next(catalogue)
    await live.close()
  }, 60_000)
})
