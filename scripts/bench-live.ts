// `npm run bench:live` (issue 38): the live stream's figures for docs/benchmarks.md. Starts the real
// server as its own process on a fresh PostgreSQL database (DATABASE_URL names the server; a database
// of the script's own is made and dropped) and measures, from this process:
//  1. what a stream costs the server: its RSS (process_resident_memory_bytes) before and after
//     --streams N visitors' streams are open, each following one product, per stream;
//  2. fan-out: one price written to the database, and how long until each of the N streams has it
//     (p50, p95, the last);
//  3. a shopper's own order: with the N streams open and --rate orders a second placed by other
//     shoppers (Online orders, waiting for their payment), the shopper cancels an order and the event
//     reaches the shopper's stream, --orders times (p50, p95): from the event's own time (recorded by
//     the database, whose clock is this machine's) and from the cancel's request.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live -- --streams 10000 --orders 20 --rate 50
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { request } from "node:http"
import { createServer, type AddressInfo } from "node:net"
import pg from "pg"
import { SERVER_ENV, serverNodeFlags } from "./server-flags.ts"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const STREAMS = arg("streams", 10_000)
const ORDERS = arg("orders", 40)
/** Orders a second placed by other shoppers while the shopper's own events are timed (issue 38's budget: 50). */
const RATE = arg("rate", 50)
/** How many shoppers place that load, in turn. */
const LOADERS = 30
const serverUrl = process.env["DATABASE_URL"]
if (serverUrl === undefined) throw new Error("bench:live runs on a PostgreSQL server: set DATABASE_URL")

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as AddressInfo
    probe.close(() => resolve(port))
  })
})
const quantile = (values: ReadonlyArray<number>, q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
const ms = (value: number) => `${value.toFixed(1)} ms`

const name = `bench_live_${Date.now()}`
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${name}`)
const url = new URL(serverUrl)
url.pathname = `/${name}`
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// The server as `npm start` runs it (its build, with the production flags: a capped old generation)
// when the build is there, else its source through tsx. Development mode for the outbox's codes.
const built = existsSync("dist-node/main.js")
const server = spawn(process.execPath, built ? [...serverNodeFlags(process.env), "dist-node/main.js"] : ["--import", "tsx", "server/main.ts"], {
  env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...SERVER_ENV, NODE_ENV: "development", PORT: String(port), OTP_SECRET: "bench-live", DATABASE_URL: url.toString(),
    // Each visitor's stream comes from an address of its own (a shopper holds at most 20), as behind a proxy.
    TRUST_PROXY: "1" },
  stdio: ["ignore", "ignore", "inherit"]
})
const db = new pg.Client({ connectionString: url.toString() })

/** A server-sent event stream read raw over its own connection; `onEvent` gets each event's data. */
const openStream = (path: string, headers: Record<string, string>, onEvent: (data: string) => void) => new Promise<() => void>((resolve, reject) => {
  const made = request(`${base}${path}`, { headers: { accept: "text/event-stream", ...headers }, agent: false }, (response) => {
    if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`))
    let buffer = ""
    let opened = false
    response.setEncoding("utf8")
    response.on("data", (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (!opened) {
          opened = true
          resolve(() => made.destroy())
        }
        const data = block.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6)).join("\n")
        if (data !== "") onEvent(data)
      }
    })
  })
  made.on("error", reject)
  made.end()
})
const call = async (method: string, path: string, cookie?: string, body?: unknown, address?: string) => {
  const answer = await fetch(`${base}/api/v1${path}`, {
    method, headers: { ...(cookie === undefined ? {} : { cookie }), ...(body === undefined ? {} : { "content-type": "application/json" }), ...(address === undefined ? {} : { "x-forwarded-for": address }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: answer.status, headers: answer.headers, body: await answer.json() as Record<string, unknown> }
}
/** The server's resident memory and V8 heap in use, in MB, from its metrics. */
const memoryMb = async () => {
  const text = await (await fetch(`${base}/metrics`)).text()
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(text)?.[1]) / 1024 / 1024
  return { rss: read("process_resident_memory_bytes"), heap: read("nodejs_heap_size_used_bytes") }
}

try {
  for (let ready = false; !ready;) {
    ready = await fetch(`${base}/api/v1/supercategory/all`).then((answer) => answer.ok, () => false)
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await db.connect()
  const [option] = (await db.query<{ id: string; product: string }>(`
    SELECT o.id, s.product_id AS product FROM pack_size_options o JOIN pack_sizes s ON s.id = o.pack_size_id JOIN products p ON p.id = s.product_id
    WHERE p.show AND o.available_stock >= 1000 OR (p.show AND o.available_stock >= 50) ORDER BY o.available_stock DESC LIMIT 1`)).rows
  if (option === undefined) throw new Error("no product to follow")
  await db.query(`UPDATE pack_size_options SET available_stock = 100000 WHERE id = $1`, [option.id])

  // 1. Memory: N visitors' streams, each following the product.
  const before = await memoryMb()
  const arrivals: Array<number> = []
  let written = 0
  const closes: Array<() => void> = []
  for (let i = 0; i < STREAMS; i++) {
    closes.push(await openStream(`/api/v1/events?products=${option.product}`, { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }, (data) => {
      if (written > 0 && data.includes('"facts":true')) arrivals.push(performance.now() - written)
    }))
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = await memoryMb()

  // 2. Fan-out: a new price, heard by every stream.
  written = performance.now()
  await db.query(`UPDATE pack_size_options SET price = price - 1 WHERE id = $1`, [option.id])
  while (arrivals.length < STREAMS) await new Promise((resolve) => setTimeout(resolve, 5))

  // 3. A shopper's own order event, with the N streams open and other shoppers placing orders.
  let shoppers = 0
  const newShopper = async () => {
    const n = shoppers++
    const mobile = `98${String((Date.now() + n) % 100_000_000).padStart(8, "0")}`
    // Each from an address of its own: sign-in codes are limited per address.
    const address = `172.16.${n >> 8}.${n & 255}`
    await call("POST", "/admin/sendsms", undefined, { Mobile: mobile }, address)
    const outbox = await (await fetch(`${base}/dev/outbox`)).text()
    const otp = new RegExp(`<b>${mobile}</b>: [^<]*?\\b(\\d{6})\\b`).exec(outbox)?.[1]
    const registered = await call("POST", "/client/new", undefined, { Name: "Bench Shopper", Mobile: mobile, Email: `${mobile}@example.in`, otp }, address)
    if (registered.status !== 201 && registered.status !== 200) throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.body)}`)
    const cookie = registered.headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))!.split(";")[0]!
    const withAddress = await call("PUT", "/client/address", cookie, { Name: "Bench Shopper", Mobile: mobile, HNo: "12", StreetDet: "MG Road", LandMark: "", AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home" })
    return { cookie, addressId: (withAddress.body["client"] as { Addresses: Array<{ _id: string }> }).Addresses.at(-1)!._id }
  }
  const { cookie, addressId } = await newShopper()
  const loaders: Array<{ readonly cookie: string; readonly addressId: string }> = []
  for (let i = 0; i < LOADERS; i++) loaders.push(await newShopper())
  const [line] = (await db.query<{ pack: string; option: string }>(`SELECT pack_size_id AS pack, id AS option FROM pack_size_options WHERE id = $1`, [option.id])).rows
  const orderLine = [{ PackId: line!.pack, PackOptionId: line!.option, quantity: 1 }]
  // Each of them may hold as many orders waiting for payment as the shop's setting allows (50): the load's
  // orders are Online ones, placed and left waiting, so the load is placements alone.
  await db.query(`UPDATE shop_settings SET max_unpaid_orders = 50, max_unpaid_units = 10000`)
  // The others buy across the catalogue (one product bought by all would queue every order on its row's lock).
  const bought = (await db.query<{ pack: string; option: string }>(`
    UPDATE pack_size_options SET available_stock = 100000 WHERE id IN (
      SELECT o.id FROM pack_size_options o JOIN pack_sizes s ON s.id = o.pack_size_id JOIN products p ON p.id = s.product_id
      WHERE p.show AND o.id <> $1 ORDER BY o.id LIMIT 200)
    RETURNING pack_size_id AS pack, id AS option`, [option.id])).rows
  let waiting: { readonly orderid: string; readonly done: (heard: { readonly at: number; readonly sinceEvent: number }) => void } | undefined
  closes.push(await openStream("/api/v1/events", { cookie }, (data) => {
    if (waiting !== undefined && data.includes(waiting.orderid) && data.includes("order.cancelled")) {
      // The event's own time (the database's clock, on this machine) to its arrival here.
      const eventAt = Date.parse((JSON.parse(data) as { event: { at: string } }).event.at)
      waiting.done({ at: performance.now(), sinceEvent: Date.now() - eventAt })
    }
  }))
  // The load: RATE orders a second, each shopper in turn, while the shopper's own events are timed.
  const load = { placed: 0, refused: 0, inFlight: 0, firstRefusal: "" }
  let next = 0
  const placing = setInterval(() => {
    const loader = loaders[next++ % loaders.length]!
    load.inFlight++
    const { pack, option: bought1 } = bought[next % bought.length]!
    void call("POST", "/order/new", loader.cookie, { lines: [{ PackId: pack, PackOptionId: bought1, quantity: 1 }], addressId: loader.addressId, PaymentMode: "Online", idempotencyKey: `bench-load-${Date.now()}-${next}` })
      .then((answer) => {
        if (answer.status === 201) return void load.placed++
        load.refused++
        load.firstRefusal ||= `${answer.status} ${String(answer.body["message"])}`
      }, (error: unknown) => {
        load.refused++
        load.firstRefusal ||= String(error)
      })
      .finally(() => { load.inFlight-- })
  }, 1000 / RATE)
  const loadStarted = performance.now()
  const fromEvent: Array<number> = []
  const fromRequest: Array<number> = []
  for (let i = 0; i < ORDERS; i++) {
    const placed = await call("POST", "/order/new", cookie, { lines: orderLine, addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `bench-live-${Date.now()}-${i}` })
    const orderid = (placed.body["order"] as { orderid: string }).orderid
    const heard = new Promise<{ readonly at: number; readonly sinceEvent: number }>((done) => { waiting = { orderid, done } })
    const sent = performance.now()
    const cancelled = await call("PUT", `/order/${orderid}`, cookie, { _tag: "cancel", orderid, reason: "Ordered by mistake" })
    if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}: ${JSON.stringify(cancelled.body)} (the load: ${JSON.stringify(load)} after ${((performance.now() - loadStarted) / 1000).toFixed(1)} s)`)
    const { at, sinceEvent } = await heard
    fromEvent.push(sinceEvent)
    fromRequest.push(at - sent)
    // Spread over the load's seconds, as a shopper's orders are.
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  clearInterval(placing)
  const loadSeconds = (performance.now() - loadStarted) / 1000
  while (load.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  for (const close of closes) close()

  console.log(`bench:live on PostgreSQL, ${STREAMS} visitors' streams following one product`)
  console.log(`server: ${built ? "dist-node/main.js with the production flags" : "server/main.ts through tsx"}`)
  console.log(`| server | before | with ${STREAMS} streams | growth | per stream |`)
  for (const [what, key] of [["RSS", "rss"], ["V8 heap in use", "heap"]] as const) {
    console.log(`| ${what} | ${before[key].toFixed(1)} MB | ${after[key].toFixed(1)} MB | ${(after[key] - before[key]).toFixed(1)} MB | ${(((after[key] - before[key]) * 1024) / STREAMS).toFixed(1)} KB |`)
  }
  console.log(`fan-out of one price to ${STREAMS} streams (write to arrival): p50 ${ms(quantile(arrivals, 0.5))}, p95 ${ms(quantile(arrivals, 0.95))}, last ${ms(Math.max(...arrivals))}`)
  console.log(`other shoppers' orders meanwhile: ${load.placed} placed, ${load.refused} refused in ${loadSeconds.toFixed(1)} s (${(load.placed / loadSeconds).toFixed(1)} a second, ${RATE} asked)${load.firstRefusal === "" ? "" : `; the first refusal: ${load.firstRefusal}`}`)
  console.log(`a shopper's cancellation on the shopper's stream, ${STREAMS} other streams open, over ${ORDERS} orders: from the event (its time as recorded) p50 ${ms(quantile(fromEvent, 0.5))}, p95 ${ms(quantile(fromEvent, 0.95))}; from the cancel's request p50 ${ms(quantile(fromRequest, 0.5))}, p95 ${ms(quantile(fromRequest, 0.95))}`)
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  await db.end().catch(() => {})
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
}
