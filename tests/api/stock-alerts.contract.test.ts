import { SqlClient } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AdminProduct, attributeGroupOf, ProductInput } from "#domain/product-input.ts"
import { optionLabel, STOCK_ALERT_LIMIT, STOCK_ALERT_TEXTS, stockAlertSms } from "#domain/stock-alert.ts"
import { sweepDueOrders } from "#server/order/payment-holds.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { PaymentGateway, TEST_GATEWAY } from "#server/payment/payment-gateway.ts"
import { sendDueStockAlerts } from "#server/stock-alert/stock-alert-sender.ts"
import { call, lineOf, order, orderOf, type SellableOption, sellableOptions, setStock, shopper, type Shopper, stockOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 19 item 7, "notify me" (ADR 032): a signed-in customer asks for an SMS when a sold-out pack
// option is back; whatever raises the option's stock from 0 (an admin's edit, a cancelled order, an
// expired payment hold) texts every waiting customer once, and nothing is sent for a restock that
// rolled back. Customers see and change only their own alerts.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper
let next = 0

beforeAll(async () => {
  server = await startTestServer({ products: 120 })
  options = await sellableOptions(server, 2)
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

/** A sellable option of its own for each test, sold out unless told. */
const soldOut = async (stock = 0) => {
  const option = options[next++]!
  await setStock(server, option.PackOptionId, stock)
  return option
}

const subscribe = (who: Shopper | undefined, optionId: unknown) => call(server, "POST", "/stock-alerts", who?.cookie, { optionId })
const alertsOf = async (who: Shopper) => {
  const answer = await call(server, "GET", "/stock-alerts", who.cookie)
  expect(answer.status).toBe(200)
  return (answer.body as { alerts: ReadonlyArray<{ optionId: string; productName: string }> }).alerts
}

const mobileOf = (who: Shopper) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${who.clientId}`))
    .then((rows) => rows[0]!.mobile)

/** The back-in-stock SMS in the outbox (the server's own sender's) to the customer. */
const backInStockTo = (who: Shopper) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
    SELECT s.message FROM sms_outbox s JOIN clients c ON c.mobile = s.recipient
    WHERE c.id = ${who.clientId} AND s.message LIKE 'Good news!%' ORDER BY s.id`)).then((rows) => rows.map((row) => row.message))

/** Waits until `check` holds (the sender runs after the restock's commit, in the server's own time). */
const eventually = async (check: () => Promise<boolean>, ms = 30_000) => {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error("the condition did not hold in time")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** What the SMS says of the option, from the database's names. */
const expectedSms = async (option: SellableOption) => {
  const [row] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ productName: string; packSizeName: string; optionName: string; slug: string }>`
    SELECT p.name AS "productName", ps.name AS "packSizeName", o.name AS "optionName", p.slug_url AS slug
    FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id WHERE o.id = ${option.PackOptionId}`))
  return stockAlertSms(row!, `http://localhost:3000/product-info/${row!.slug}`)
}

/** Lets the server's sender catch up with every restock committed so far (a later restock's SMS has gone). */
const settled = async () => {
  const witness = await shopper(server)
  const option = await soldOut()
  expect((await subscribe(witness, option.PackOptionId)).status).toBe(200)
  await setStock(server, option.PackOptionId, 1)
  await eventually(async () => (await backInStockTo(witness)).length === 1)
}

/** The admin's form (which proposes the demo products' attribute group), as it would send the product back with one option's stock changed. */
const adminInputOf = async (option: SellableOption, stock: number): Promise<ProductInput> => {
  const read = await call(server, "GET", `/admin/products/${option.productId}`, admin.cookie)
  expect(read.status).toBe(200)
  const product = (read.body as { product: AdminProduct }).product
  return {
    name: product.name, slugUrl: product.slugUrl, description: product.description, categoryTagId: product.categoryTagId, brandId: product.brandId,
    attributeGroup: attributeGroupOf(product) as ProductInput["attributeGroup"], attributes: product.attributes,
    recommended: product.recommended, trending: product.trending, hot: product.hot, hsn: product.hsn as ProductInput["hsn"], gstRate: product.gstRate as ProductInput["gstRate"],
    packSize: product.packSize.map((size) => ({
      _id: size._id, packSizeName: size.packSizeName, PsPrime: size.PsPrime, thumbnail: size.thumbnail, slider: size.slider,
      PackSizeOptions: size.PackSizeOptions.map((o) => ({
        _id: o._id, packSizeOptionName: o.packSizeOptionName, PsnPrime: o.PsnPrime, Price: o.Price, Mrp: o.Mrp,
        availablestock: o._id === option.PackOptionId ? stock : o.availablestock
      }))
    }))
  }
}

const adminRestocks = async (option: SellableOption, stock: number) => {
  const saved = await call(server, "PUT", `/product/${option.productId}`, admin.cookie, await adminInputOf(option, stock))
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

describe("asking to be told", () => {
  it("keeps one open alert per customer and option (asking again changes nothing), lists it, and cancels it", async () => {
    const option = await soldOut()
    const who = await shopper(server)
    const first = await subscribe(who, option.PackOptionId)
    expect(first.status).toBe(200)
    expect((first.body as { alerts: unknown }).alerts).toEqual([expect.objectContaining({ optionId: option.PackOptionId, productId: option.productId, productName: option.productName })])
    expect((await subscribe(who, option.PackOptionId)).status).toBe(200)
    expect(await alertsOf(who)).toHaveLength(1)
    const cancelled = await call(server, "DELETE", `/stock-alerts/${option.PackOptionId}`, who.cookie)
    expect(cancelled.status).toBe(200)
    expect((cancelled.body as { alerts: unknown }).alerts).toEqual([])
    // Cancelling what is not open changes nothing.
    expect((await call(server, "DELETE", `/stock-alerts/${option.PackOptionId}`, who.cookie)).status).toBe(200)
  })

  it("shows a customer only their own alerts, and one customer cannot cancel another's", async () => {
    const option = await soldOut()
    const asha = await shopper(server)
    const ravi = await shopper(server)
    expect((await subscribe(asha, option.PackOptionId)).status).toBe(200)
    expect(await alertsOf(ravi)).toEqual([])
    expect((await call(server, "DELETE", `/stock-alerts/${option.PackOptionId}`, ravi.cookie)).status).toBe(200)
    expect(await alertsOf(asha)).toHaveLength(1)
  })

  it("refuses an option in stock with a sentence, an unknown or hidden product's option with 404, and no session with 401", async () => {
    const inStock = options[next++]!
    const who = await shopper(server)
    const refused = await subscribe(who, inStock.PackOptionId)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ success: false, _tag: "Conflict", message: expect.stringMatching(/is in stock now; you can order it straight away\.$/) })
    expect((refused.body as { message: string }).message.startsWith(`${inStock.productName} (`)).toBe(true)
    const unknown = await subscribe(who, "ffffffffffffffffffffffff")
    expect(unknown.status).toBe(404)
    expect((unknown.body as { message: string }).message).toBe("We could not find that pack option; it may no longer be sold.")
    const hidden = await soldOut()
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET show = false WHERE id = ${hidden.productId}`))
    expect((await subscribe(who, hidden.PackOptionId)).status).toBe(404)
    expect((await subscribe(undefined, hidden.PackOptionId)).status).toBe(401)
    expect((await call(server, "GET", "/stock-alerts")).status).toBe(401)
    expect(await alertsOf(who)).toEqual([])
  })

  it("answers bad input with 400 and a sentence, never 500", async () => {
    const who = await shopper(server)
    for (const body of [{ optionId: "nope" }, {}, { optionId: 12 }, { optionId: null }]) {
      const answer = await call(server, "POST", "/stock-alerts", who.cookie, body)
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message.length).toBeGreaterThan(0)
    }
    expect((await call(server, "DELETE", "/stock-alerts/not-an-id", who.cookie)).status).toBe(400)
  })

  it(`holds at most ${STOCK_ALERT_LIMIT} open alerts a customer, with a sentence; an alert already open may be asked for again`, async () => {
    const who = await shopper(server)
    const waiting = options.slice(next, next + STOCK_ALERT_LIMIT + 1)
    next += STOCK_ALERT_LIMIT + 1
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.gen(function* () {
      const ids = JSON.stringify(waiting.map((o) => o.PackOptionId))
      yield* sql`UPDATE pack_size_options SET available_stock = 0 WHERE id IN (SELECT json_array_elements_text(${ids}::json))`
      yield* sql`INSERT INTO stock_alerts (client_id, product_id, option_id)
        SELECT ${who.clientId}, r.product_id, r.option_id FROM json_to_recordset(${JSON.stringify(waiting.slice(0, STOCK_ALERT_LIMIT).map((o) => ({ product_id: o.productId, option_id: o.PackOptionId })))}::json)
          AS r (product_id text, option_id text)`
    })))
    const over = await subscribe(who, waiting[STOCK_ALERT_LIMIT]!.PackOptionId)
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ _tag: "Conflict", message: STOCK_ALERT_TEXTS.limit })
    expect((await subscribe(who, waiting[0]!.PackOptionId)).status).toBe(200)
    expect(await alertsOf(who)).toHaveLength(STOCK_ALERT_LIMIT)
  })
})

/** A sold-out option of a product the admin's form can send back as it is (its attribute group known). */
const soldOutEditable = async () => {
  for (;;) {
    const option = options[next++]!
    // The demo catalogue's attributes are not all from the §3 lists, which the admin's form insists on.
    if (Either.isLeft(Schema.decodeUnknownEither(ProductInput)(await adminInputOf(option, 0)))) continue
    await setStock(server, option.PackOptionId, 0)
    return option
  }
}

describe("the SMS when the option is back", () => {
  it("goes once to every waiting customer when an admin raises the stock from 0, with the product, the option and its page", async () => {
    const option = await soldOutEditable()
    const asha = await shopper(server)
    const ravi = await shopper(server)
    const cancelled = await shopper(server)
    for (const who of [asha, ravi, cancelled]) expect((await subscribe(who, option.PackOptionId)).status).toBe(200)
    await call(server, "DELETE", `/stock-alerts/${option.PackOptionId}`, cancelled.cookie)

    await adminRestocks(option, 5)
    const text = await expectedSms(option)
    expect(text).toMatch(/^Good news! .+ \(.+\) is back in stock at Bazaar: http:\/\/localhost:3000\/product-info\/[a-z0-9,.-]+$/)
    await eventually(async () => (await backInStockTo(asha)).length > 0 && (await backInStockTo(ravi)).length > 0)
    // More stock, or the next sell-out and restock, texts no one again: the alerts are answered.
    await adminRestocks(option, 9)
    await adminRestocks(option, 0)
    await adminRestocks(option, 3)
    await settled()
    expect(await backInStockTo(asha)).toEqual([text])
    expect(await backInStockTo(ravi)).toEqual([text])
    expect(await backInStockTo(cancelled)).toEqual([])
    expect(await alertsOf(asha)).toEqual([])
    // Answered, the customer may ask again the next time it sells out.
    await adminRestocks(option, 0)
    expect((await subscribe(asha, option.PackOptionId)).status).toBe(200)
  })

  it("goes when a cancelled order gives the last units back", async () => {
    const option = await soldOut(2)
    const buyer = await shopper(server)
    const placed = orderOf(await order(server, buyer, [lineOf(option, 2)]))
    expect(await stockOf(server, option.PackOptionId)).toBe(0)
    const waiting = await shopper(server)
    expect((await subscribe(waiting, option.PackOptionId)).status).toBe(200)
    const cancel = await call(server, "PUT", `/order/${placed.orderid}`, buyer.cookie, { _tag: "cancel", orderid: placed.orderid })
    expect(cancel.status).toBe(200)
    await eventually(async () => (await backInStockTo(waiting)).length > 0)
    await settled()
    expect(await backInStockTo(waiting)).toEqual([await expectedSms(option)])
  })

  it("goes when an unpaid online order's hold runs out and its stock comes back", async () => {
    const option = await soldOut(1)
    const buyer = await shopper(server)
    const placed = orderOf(await order(server, buyer, [lineOf(option, 1)], { PaymentMode: "Online" }))
    expect(await stockOf(server, option.PackOptionId)).toBe(0)
    const waiting = await shopper(server)
    expect((await subscribe(waiting, option.PackOptionId)).status).toBe(200)
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      UPDATE orders SET payment_due_at = now() - interval '1 second' WHERE number = ${Number(placed.orderid.slice(3))}`))
    const texted: Array<{ to: string; message: string }> = []
    expect(await server.run(sweepDueOrders.pipe(Effect.provide(SmsProvider.memory(texted)), Effect.provide(PaymentGateway.layer(TEST_GATEWAY))))).toBeGreaterThanOrEqual(1)
    expect(await stockOf(server, option.PackOptionId)).toBe(1)
    await eventually(async () => (await backInStockTo(waiting)).length > 0)
    await settled()
    expect(await backInStockTo(waiting)).toEqual([await expectedSms(option)])
  })

  it("is not sent for a restock that rolled back", async () => {
    const option = await soldOut()
    const waiting = await shopper(server)
    expect((await subscribe(waiting, option.PackOptionId)).status).toBe(200)
    const rolledBack = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
      yield* sql`UPDATE pack_size_options SET available_stock = 5 WHERE id = ${option.PackOptionId}`
      return yield* Effect.fail("the import failed after the stock was written" as const)
    })))).catch((error: unknown) => String(error))
    expect(rolledBack).toContain("the import failed")
    expect(await stockOf(server, option.PackOptionId)).toBe(0)
    await settled()
    expect(await backInStockTo(waiting)).toEqual([])
    expect(await alertsOf(waiting)).toHaveLength(1)
  })

  it("is not sent when the option sold out again before the SMS went; the alert waits for the next restock", async () => {
    const option = await soldOut()
    const waiting = await shopper(server)
    expect((await subscribe(waiting, option.PackOptionId)).status).toBe(200)
    // Restocked and sold out again in one transaction: the sender finds it at 0.
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
      yield* sql`UPDATE pack_size_options SET available_stock = 2 WHERE id = ${option.PackOptionId}`
      yield* sql`UPDATE pack_size_options SET available_stock = 0 WHERE id = ${option.PackOptionId}`
    }))))
    await settled()
    expect(await backInStockTo(waiting)).toEqual([])
    expect(await alertsOf(waiting)).toHaveLength(1)
    await setStock(server, option.PackOptionId, 4)
    await eventually(async () => (await backInStockTo(waiting)).length === 1)
  })

  it("is claimed once however many senders run at once: each waiting customer gets exactly one", async () => {
    const option = await soldOut()
    const waiting = await Promise.all(Array.from({ length: 12 }, () => shopper(server)))
    for (const who of waiting) expect((await subscribe(who, option.PackOptionId)).status).toBe(200)
    // The server's own sender and three more race for the same alerts.
    const texted: Array<{ to: string; message: string }> = []
    await setStock(server, option.PackOptionId, 6)
    await server.run(Effect.all([sendDueStockAlerts, sendDueStockAlerts, sendDueStockAlerts], { concurrency: "unbounded" }).pipe(Effect.provide(SmsProvider.memory(texted))))
    await settled()
    const text = await expectedSms(option)
    for (const who of waiting) {
      const mobile = await mobileOf(who)
      const received = [...texted.filter((sms) => sms.to === mobile).map((sms) => sms.message), ...await backInStockTo(who)]
      expect(received).toEqual([text])
    }
  })

  it("names the option once when its pack size has the same name", () => {
    expect(optionLabel({ packSizeName: "1 L", optionName: "1 L" })).toBe("1 L")
    expect(optionLabel({ packSizeName: "Free Size", optionName: "Red" })).toBe("Free Size, Red")
  })
})
