import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AuditEntry } from "#domain/audit.ts"
import { ORDER_LIMIT_DEFAULTS } from "#domain/order-limits.ts"
import type { StaffMember } from "#domain/http/staff.http.ts"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { call, deliveredOrder, lineOf, order, orderOf, sellableOptions, type Shopper, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 8 (ADR 036): an admin gives roles; every staff write is recorded with who, when,
// which call and what changed (before and after), in the same transaction as the write; failed
// calls and customers' writes are not; only an admin reads the log.

let server: TestServer
let admin: Shopper

beforeAll(async () => {
  server = await startTestServer()
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const mobileOf = async (who: Shopper) =>
  (await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${who.clientId}`)))[0]!.mobile

const log = async (query = "") => {
  const answer = await call(server, "GET", `/admin/audit${query}`, admin.cookie)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body as { entries: Array<AuditEntry>; total: number })
}
const latest = async () => (await log("?limit=1")).entries[0]!

let counter = 0
const superCategory = () => ({ name: `Festive ${++counter} ${Date.now().toString(36)}`, slugUrl: `festive-${counter}-${Date.now().toString(36)}`, showProducts: true })

describe("the audit log", () => {
  it("records an admin's create and update with who, when, the call, and each changed field before and after", async () => {
    const before = (await log()).total
    const input = superCategory()
    const created = await call(server, "POST", "/supercategory/new", admin.cookie, input)
    expect(created.status).toBe(201)
    const id = (created.body as { supercategory: { _id: string } }).supercategory._id
    const entry = await latest()
    expect(entry).toMatchObject({ actor: { _id: admin.clientId, Name: "Meera Admin", role: "admin" }, method: "POST", path: "/api/v1/supercategory/new", status: 201 })
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000)
    const insert = entry.changes.find((c) => c.table === "super_categories")!
    expect(insert).toMatchObject({ operation: "INSERT", rowKey: id })
    expect(insert.fields.find((f) => f.name === "name")).toEqual({ name: "name", before: null, after: input.name })

    const renamed = { ...input, name: `${input.name} Sale` }
    expect((await call(server, "PUT", `/supercategory/${id}`, admin.cookie, { ...renamed, supercatid: id })).status).toBe(200)
    const update = (await latest()).changes.find((c) => c.table === "super_categories")!
    expect(update.operation).toBe("UPDATE")
    // Only what changed: the name, before and after.
    expect(update.fields).toEqual([{ name: "name", before: input.name, after: renamed.name }])
    expect((await log()).total).toBe(before + 2)
  })

  it("records nothing for a refused call or a customer's write", async () => {
    const before = (await log()).total
    const refused = await call(server, "POST", "/supercategory/new", admin.cookie, { name: "", slugUrl: "x", showProducts: true })
    expect(refused.status).toBe(400)
    const customer = await shopper(server)
    const [option] = await sellableOptions(server, 1)
    const placed = await order(server, customer, [lineOf(option!)])
    expect(placed.status).toBe(201)
    expect((await log()).total).toBe(before)
    // ...but a support member's status move of that order is recorded with its event.
    const support = await shopper(server, "support")
    const orderid = orderOf(placed).orderid
    const moved = await call(server, "PUT", `/order/${orderid}`, support.cookie, { _tag: "status", orderid, event: "order.processing" })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const entry = await latest()
    expect(entry).toMatchObject({ actor: { _id: support.clientId, role: "support" }, method: "PUT", path: `/api/v1/order/${orderid}` })
    expect(entry.changes.some((c) => c.table === "order_events" && c.operation === "INSERT")).toBe(true)
  })

  it("commits a staff write and its record before the answer is sent: the next read sees it (PostgreSQL found this)", async () => {
    for (let i = 0; i < 6; i++) {
      const url = `https://seller${i}.bazaar.example/`
      const put = await call(server, "PUT", "/settings", admin.cookie, { rainStatus: i % 2 === 0, sellerPortalUrl: url, ...ORDER_LIMIT_DEFAULTS })
      expect(put.status).toBe(200)
      const [row] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ url: string }>`SELECT seller_portal_url AS url FROM shop_settings`))
      expect(row?.url).toBe(url)
      expect(((await call(server, "GET", "/settings")).body as { settings: { sellerPortalUrl: string } }).settings.sellerPortalUrl).toBe(url)
    }
  })

  it("records a product import, whose work outlives its streamed answer, once, with the rows it wrote", async () => {
    const before = (await log()).total
    const applied = await call(server, "POST", "/product/import", admin.cookie, { csv: csvOf(newProductRecords(`audit-${Date.now().toString(36)}`, 3, 2)) })
    expect(applied.status).toBe(200)
    // The answer is a stream of progress lines ending with the result; the log has the import once it ends.
    await expect.poll(async () => (await log()).total, { timeout: 15_000 }).toBe(before + 1)
    const entry = await latest()
    expect(entry).toMatchObject({ actor: { _id: admin.clientId }, method: "POST", path: "/api/v1/product/import", status: 200 })
    const tables = entry.changes.map((c) => `${c.table} ${c.operation}`)
    expect(tables.filter((t) => t === "products INSERT")).toHaveLength(3)
    expect(tables.filter((t) => t === "pack_size_options INSERT")).toHaveLength(6)
    const [count] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM products WHERE slug_url LIKE 'audit-%'`))
    expect(count?.n).toBe(3)
  })

  it("is the admin's alone to read, page and narrow to one staff member", async () => {
    for (const role of ["catalogue", "support", "customer"] as const) {
      expect((await call(server, "GET", "/admin/audit", (await shopper(server, role)).cookie)).status).toBe(403)
    }
    expect((await call(server, "GET", "/admin/audit")).status).toBe(401)
    const mine = await log(`?actor=${admin.clientId}&limit=1&page=1`)
    expect(mine.entries.every((e) => e.actor._id === admin.clientId)).toBe(true)
    expect((await call(server, "GET", "/admin/audit?limit=1000", admin.cookie)).status).toBe(400)
  })
})

describe("the back office's writes of issue 20's done-when, each in the log with what it changed", () => {
  it("a category, a coupon, a one-line refund, a wallet credit and a message answered", async () => {
    const [clothing] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`SELECT id FROM super_categories WHERE name = 'Clothing'`))
    const stamp = Date.now().toString(36)
    const expectLogged = async (answer: { status: number; body: unknown }, path: string, table: string, operation: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
      const entry = await latest()
      expect(entry.path, path).toBe(path)
      expect(entry.changes.map((c) => `${c.table} ${c.operation}`), path).toContain(`${table} ${operation}`)
    }
    await expectLogged(await call(server, "POST", "/category/new", admin.cookie, { name: `Festive ${stamp}`, slugUrl: `festive-${stamp}`, status: true, superCategoryId: clothing!.id }),
      "/api/v1/category/new", "categories", "INSERT")
    await expectLogged(await call(server, "POST", "/admin/coupons", admin.cookie, {
      code: `AUD${stamp}`.toUpperCase().slice(0, 20), percentOff: null, amountOff: 100, minOrder: 0, firstOrderOnly: false, perCustomerLimit: null, totalLimit: null, startsOn: null, endsOn: null, active: true
    }), "/api/v1/admin/coupons", "coupons", "INSERT")

    const customer = await shopper(server)
    const [option] = await sellableOptions(server, 2)
    const delivered = await deliveredOrder(server, customer, admin, [lineOf(option!, 2)])
    await expectLogged(await call(server, "POST", `/admin/orders/${delivered.orderid}/refunds`, admin.cookie, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "One arrived torn" }),
      `/api/v1/admin/orders/${delivered.orderid}/refunds`, "ledger_entries", "INSERT")
    expect((await latest()).changes.map((c) => c.table)).toEqual(expect.arrayContaining(["order_refunds", "order_events", "ledger_entries"]))
    await expectLogged(await call(server, "POST", `/admin/customers/${customer.clientId}/wallet`, admin.cookie, { direction: "credit", amount: 150, reason: "Goodwill for the wait" }),
      `/api/v1/admin/customers/${customer.clientId}/wallet`, "ledger_entries", "INSERT")

    const messageId = randomBytes(12).toString("hex")
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO contact_messages (id, name, email, message) VALUES (${messageId}, 'Asha Rao', 'asha@example.com', 'Where is my parcel? It is late.')`))
    await expectLogged(await call(server, "PUT", `/admin/messages/${messageId}`, admin.cookie, { handled: true }), `/api/v1/admin/messages/${messageId}`, "contact_messages", "UPDATE")
  })
})

describe("staff roles, as an admin gives them", () => {
  it("gives a registered customer a role, which works at once, recorded; takes it back", async () => {
    const person = await shopper(server)
    const Mobile = await mobileOf(person)
    const brand = { name: `Staff Brand ${Date.now().toString(36)}`, slugUrl: `staff-brand-${Date.now().toString(36)}`, show: true, mobileImage: "", desktopImage: "", categories: [], subCategories: [] }
    expect((await call(server, "POST", "/brand/new", person.cookie, brand)).status).toBe(403)
    const given = await call(server, "PUT", "/admin/staff", admin.cookie, { Mobile, role: "catalogue" })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect((given.body as { staff: Array<StaffMember> }).staff).toContainEqual({ _id: person.clientId, Name: "Ravi Kumar", Mobile, role: "catalogue" })
    const roleChange = (await latest()).changes.find((c) => c.table === "clients")!
    expect(roleChange.fields).toEqual([{ name: "role", before: "customer", after: "catalogue" }])

    // A catalogue editor now writes the catalogue (recorded as theirs) and is refused orders.
    expect((await call(server, "POST", "/brand/new", person.cookie, brand)).status).toBe(201)
    expect(await latest()).toMatchObject({ actor: { _id: person.clientId, role: "catalogue" }, path: "/api/v1/brand/new" })
    expect((await call(server, "GET", "/admin/orders?status=1", person.cookie)).status).toBe(403)

    expect((await call(server, "PUT", "/admin/staff", admin.cookie, { Mobile, role: "customer" })).status).toBe(200)
    expect((await call(server, "POST", "/brand/new", person.cookie, { ...brand, slugUrl: `${brand.slugUrl}-2` })).status).toBe(403)
  })

  it("refuses an unknown number, a bad role, an admin changing their own role, and anyone but an admin", async () => {
    expect(await call(server, "PUT", "/admin/staff", admin.cookie, { Mobile: "6999999999", role: "support" })).toMatchObject({ status: 404, body: { message: expect.stringContaining("6999999999") } })
    expect((await call(server, "PUT", "/admin/staff", admin.cookie, { Mobile: "6999999999", role: "owner" })).status).toBe(400)
    expect(await call(server, "PUT", "/admin/staff", admin.cookie, { Mobile: await mobileOf(admin), role: "support" })).toMatchObject({ status: 409, body: { message: "You cannot change your own role: another admin can." } })
    const support = await shopper(server, "support")
    expect((await call(server, "PUT", "/admin/staff", support.cookie, { Mobile: await mobileOf(support), role: "admin" })).status).toBe(403)
    expect((await call(server, "GET", "/admin/staff", support.cookie)).status).toBe(403)
  })
})
