import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CustomerDetail, CustomerSummary } from "#domain/support-admin.ts"
import { BLOCKED_TEXT } from "#domain/support-admin.ts"
import { movementsAddUp } from "#domain/returns.ts"
import { call, lineOf, order, sellableOptions, type SellableOption, shopper, type Shopper, walletOf } from "#tests/support/orders.ts"
import { codeFromOutbox, login, registeredCustomer, sendCode, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 4 (ADR 039): support finds customers, reads their orders, addresses and wallet,
// credits or debits the wallet with a reason (a movement naming who made it, never below zero), and
// blocks a customer: no sign-in, no orders, their sessions ended.

let server: TestServer
let admin: Shopper
let options: ReadonlyArray<SellableOption>

beforeAll(async () => {
  server = await startTestServer()
  admin = await shopper(server, "admin")
  options = await sellableOptions(server, 5)
})
afterAll(() => server?.close())

const detailOf = async (clientId: string) => {
  const answer = await call(server, "GET", `/admin/customers/${clientId}`, admin.cookie)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body as { detail: CustomerDetail }).detail
}
const adjust = (clientId: string, body: unknown) => call(server, "POST", `/admin/customers/${clientId}/wallet`, admin.cookie, body)
const block = (clientId: string, body: unknown) => call(server, "PUT", `/admin/customers/${clientId}/block`, admin.cookie, body)

describe("finding customers", () => {
  it("finds a customer by name, mobile (with or without +91) and e-mail, with their orders' count", async () => {
    const { client, cookie } = await registeredCustomer(server, "9123456780", "Farida Shaikh")
    const addressId = ((await call(server, "PUT", "/client/address", cookie, {
      Name: "Farida Shaikh", Mobile: "9123456780", HNo: "12", StreetDet: "Linking Road", LandMark: "", AreaDet: "Bandra West",
      City: "Mumbai", State: "Maharashtra", Pincode: "400050", Type: "Home"
    })).body as { client: { Addresses: ReadonlyArray<{ _id: string }> } }).client.Addresses[0]!._id
    expect((await order(server, { clientId: client._id as never, cookie, addressId: addressId as never }, [lineOf(options[0]!)])).status).toBe(201)
    for (const q of ["farida", "SHAIKH", "9123456780", "+91%209123456780", "23456", "9123456780%40example"]) {
      const answer = await call(server, "GET", `/admin/customers?q=${q}`, admin.cookie)
      const found = (answer.body as { customers: ReadonlyArray<CustomerSummary> }).customers
      expect(found.map((c) => c._id), q).toEqual([client._id])
      expect(found[0]).toMatchObject({ Name: "Farida Shaikh", Mobile: "9123456780", orders: 1, blocked: false, WalletBalance: 0 })
    }
    const all = (await call(server, "GET", "/admin/customers?page=1", admin.cookie)).body as { total: number; limit: number }
    expect(all.limit).toBe(25)
    expect(all.total).toBeGreaterThanOrEqual(2)
    const detail = await detailOf(client._id)
    expect(detail.addresses.map((a) => a.City)).toEqual(["Mumbai"])
    expect(detail.orders).toHaveLength(1)
    expect((await call(server, "GET", "/admin/customers/0123456789abcdef01234567", admin.cookie)).status).toBe(404)
    expect((await call(server, "GET", "/admin/customers?page=0", admin.cookie)).status).toBe(400)
  })
})

describe("the wallet", () => {
  it("credits and debits with a reason, each a movement naming who made it; the customer sees them", async () => {
    const ravi = await shopper(server)
    const credited = await adjust(ravi.clientId, { direction: "credit", amount: 250.5, reason: "Goodwill for a late delivery" })
    expect(credited.status, JSON.stringify(credited.body)).toBe(201)
    expect(await walletOf(server, ravi.clientId)).toBe(250.5)
    const debited = await adjust(ravi.clientId, { direction: "debit", amount: 50, reason: "Credited twice by mistake" })
    expect(debited.status).toBe(201)
    const detail = (debited.body as { detail: CustomerDetail }).detail
    expect(detail.customer.WalletBalance).toBe(200.5)
    expect(detail.movements.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "shop-debit", amount: -50, balanceAfter: 200.5, reason: "Credited twice by mistake", by: "Meera Admin" }),
      expect.objectContaining({ kind: "shop-credit", amount: 250.5, balanceAfter: 250.5, reason: "Goodwill for a late delivery", by: "Meera Admin" })
    ])
    expect(movementsAddUp([...detail.movements].reverse())).toBe(true)
    const mine = (await call(server, "GET", "/wallet", ravi.cookie)).body as { balance: number; movements: ReadonlyArray<{ kind: string; reason: string }> }
    expect(mine.balance).toBe(200.5)
    expect(mine.movements[0]).toMatchObject({ kind: "shop-debit", reason: "Credited twice by mistake" })
  })

  it("never debits below zero, and refuses malformed amounts and reasons with a sentence", async () => {
    const ravi = await shopper(server)
    await adjust(ravi.clientId, { direction: "credit", amount: 100, reason: "Opening goodwill" })
    const over = await adjust(ravi.clientId, { direction: "debit", amount: 100.01, reason: "Too much" })
    expect(over).toMatchObject({ status: 409, body: { message: "The wallet holds ₹100; a debit of ₹100.01 would take it below zero." } })
    expect(await walletOf(server, ravi.clientId)).toBe(100)
    for (const [body, words] of [
      [{ direction: "credit", amount: -5, reason: "Negative" }, "at least ₹0.01"],
      [{ direction: "credit", amount: 0, reason: "Nothing" }, "at least ₹0.01"],
      [{ direction: "credit", amount: 1.4e-44, reason: "A sliver" }, "at least ₹0.01"],
      [{ direction: "credit", amount: 1.005, reason: "Fractions of paise" }, "2 decimals"],
      [{ direction: "credit", amount: 100_001, reason: "Too large" }, "at most ₹1,00,000"],
      [{ direction: "credit", amount: "50", reason: "A string" }, "number"],
      [{ direction: "credit", amount: 50, reason: " " }, "reason"],
      [{ direction: "gift", amount: 50, reason: "Unknown" }, "credit or debit"]
    ] as const) {
      const answer = await adjust(ravi.clientId, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect((answer.body as { message: string }).message, JSON.stringify(body)).toContain(words)
    }
    expect(await walletOf(server, ravi.clientId)).toBe(100)
    expect((await adjust("0123456789abcdef01234567", { direction: "credit", amount: 5, reason: "No one" })).status).toBe(404)
  })
})

describe("blocking", () => {
  it("a blocked customer's sessions end, they cannot sign in or order, with a clear sentence; unblocked, they sign in again", async () => {
    const mobile = "9234567801"
    const { client, cookie } = await registeredCustomer(server, mobile, "Blocked Person")
    const blocked = await block(client._id, { blocked: true, reason: "Repeated fake orders" })
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200)
    expect((blocked.body as { detail: CustomerDetail })).toMatchObject({ detail: { customer: { blocked: true }, blockedReason: "Repeated fake orders" } })
    // The session they had is over: no order, no account.
    const ordering = await call(server, "POST", "/order/new", cookie, { lines: [lineOf(options[1]!)], addressId: "0123456789abcdef01234567", PaymentMode: "Cash on Delivery", idempotencyKey: "blocked-order-1" })
    expect(ordering.status).toBe(401)
    expect(((await call(server, "GET", "/session", cookie)).body as { client: unknown }).client).toBeNull()
    // Signing in again is refused with the sentence (a new code, once the resend wait is over).
    await timePasses(server, 60)
    await sendCode(server, mobile)
    const refused = await login(server, mobile, await codeFromOutbox(server, mobile))
    expect(refused).toMatchObject({ status: 403, body: { success: false, _tag: "AccountBlocked", message: BLOCKED_TEXT } })
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("bazaar_session="))).toBe(false)
    // Unblocked: the same code signs them in.
    expect((await block(client._id, { blocked: false })).status).toBe(200)
    const again = await login(server, mobile, await codeFromOutbox(server, mobile))
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect((await detailOf(client._id)).blockedReason).toBeNull()
  })

  it("asks a reason to block, and does not block staff", async () => {
    const ravi = await shopper(server)
    expect(await block(ravi.clientId, { blocked: true })).toMatchObject({ status: 400, body: { message: expect.stringContaining("reason") } })
    expect(await block(admin.clientId, { blocked: true, reason: "Testing" })).toMatchObject({ status: 409, body: { message: expect.stringContaining("staff") } })
    expect((await detailOf(ravi.clientId)).customer.blocked).toBe(false)
  })
})
