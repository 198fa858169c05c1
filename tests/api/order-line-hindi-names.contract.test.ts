import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, deliveredOrder, lineOf, order, orderOf, type SellableOption, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 39 (ADR 064): a product's Hindi name, where the admin gave one, travels with its lines: the
// checkout's quote, the order placed (kept as it was at placing, DESIGN §4's snapshot) and a
// return's lines carry it as ProductNameHi, so a Hindi page shows them by it; a line of a product
// without one carries no such key, as before.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper

beforeAll(async () => {
  server = await startTestServer({ products: 60 })
  options = await sellableOptions(server, 5)
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const setHindiName = (productId: string, nameHi: string | null) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET name_hi = ${nameHi} WHERE id = ${productId}`))

type Line = { readonly PackOptionId: string; readonly ProductName: string; readonly ProductNameHi?: string }

describe("a product's Hindi name on its order lines", () => {
  it("is on the quote's and the placed order's line, and stays as it was at placing", async () => {
    const [named, plain] = [options[0]!, options.find((o) => o.productId !== options[0]!.productId)!]
    await setHindiName(named.productId, "रेशमी साड़ी")
    const asha = await shopper(server)
    const quote = await call(server, "POST", "/order/quote", asha.cookie, { lines: [lineOf(named), lineOf(plain)] })
    expect(quote.status).toBe(200)
    const quoted = (quote.body as { quote: { lines: ReadonlyArray<Line> } }).quote.lines
    expect(quoted.map((l) => [l.ProductName, l.ProductNameHi])).toEqual([[named.productName, "रेशमी साड़ी"], [plain.productName, undefined]])
    expect("ProductNameHi" in quoted[1]!).toBe(false)

    const placed = orderOf(await order(server, asha, [lineOf(named), lineOf(plain)], { language: "hi" }))
    const lines = placed.lines as unknown as ReadonlyArray<Line>
    expect(lines.map((l) => l.ProductNameHi)).toEqual(["रेशमी साड़ी", undefined])
    expect("ProductNameHi" in lines[1]!).toBe(false)

    // The admin renames it later: the order keeps the name it was placed with.
    await setHindiName(named.productId, "सिल्क साड़ी")
    const read = await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)
    expect(read.status).toBe(200)
    const kept = (read.body as { order: { lines: ReadonlyArray<Line> } }).order.lines
    expect(kept.map((l) => l.ProductNameHi)).toEqual(["रेशमी साड़ी", undefined])
    await setHindiName(named.productId, null)
  })

  it("is on a return's line, and absent from one of a product without it", async () => {
    const named = options[2]!
    const plain = options.find((o) => o.productId !== named.productId && o.productId !== options[0]!.productId)!
    await setHindiName(named.productId, "सूती कुर्ता")
    const ravi = await shopper(server)
    const delivered = await deliveredOrder(server, ravi, admin, [lineOf(named), lineOf(plain)], { language: "hi" })
    const asked = await call(server, "POST", `/order/${delivered.orderid}/returns`, ravi.cookie,
      { kind: "return", lines: [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], reason: "size-fit", refundTo: "wallet" })
    expect(asked.status).toBe(201)
    const listed = await call(server, "GET", `/order/${delivered.orderid}/returns`, ravi.cookie)
    expect(listed.status).toBe(200)
    const body = listed.body as { returns: ReadonlyArray<{ lines: ReadonlyArray<Line> }> }
    const returned = body.returns[0]!.lines
    expect(returned.map((l) => [l.ProductName, l.ProductNameHi])).toEqual([[named.productName, "सूती कुर्ता"], [plain.productName, undefined]])
    expect("ProductNameHi" in returned[1]!).toBe(false)
    await setHindiName(named.productId, null)
  })
})
