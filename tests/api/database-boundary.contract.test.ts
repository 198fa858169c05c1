import type { HttpApi, HttpApiGroup } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Logger, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ZONES } from "#domain/delivery.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { DATABASE_UNAVAILABLE } from "#server/http/failures.ts"
import { webhookSignature } from "#server/payment/razorpay.ts"
import { raw } from "#tests/support/api-client.ts"
import { call, type Shopper, shopper } from "#tests/support/orders.ts"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 35 item 6: a database fault becomes the 503 with DATABASE_UNAVAILABLE in one place, the
// boundary every group's handlers are built behind (groupOrUnavailable, server/http/failures.ts).
// Every table but the sessions' and the clients' is moved out of the handlers' sight, so each
// call's own statements fail while its session still passes the middleware; one call of every
// group of the contract must then answer the 503 with its sentence (no 500, no other answer).

type GroupName = typeof BazaarApi extends HttpApi.HttpApi<infer _Id, infer Groups, infer _E, infer _R> ? HttpApiGroup.HttpApiGroup.Name<Groups> : never

const UNKNOWN = "0123456789abcdef01234567"

// Razorpay's webhook is believed only when signed: the server takes Razorpay (its API never called
// here) so that the webhook's call reaches the database.
const RAZORPAY = {
  _tag: "Razorpay", keyId: "rzp_test_boundary", keySecret: Redacted.make("boundary-key-secret"), webhookSecret: Redacted.make("boundary-webhook-secret"),
  apiUrl: "http://127.0.0.1:9", checkoutUrl: "http://127.0.0.1:9/v1/checkout.js"
} as const
const WEBHOOK = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_AAAAAAAAAAAAAA", order_id: "order_AAAAAAAAAAAAAA", amount: 100, status: "captured" } } } })

let server: TestServer
let admin: Shopper
/** The server's log lines, each as its messages joined. */
const logged: Array<string> = []

/** One call of each group, as [method, path, body]: a GET where the group has one, else a write that reaches the database. */
const calls = (): Record<GroupName, readonly [string, string, unknown?]> => ({
  supercategory: ["GET", "/supercategory/all"],
  supercategoryAdmin: ["DELETE", `/supercategory/${UNKNOWN}`],
  category: ["GET", "/category/all"],
  subcategory: ["GET", "/subcategory/all"],
  categorytag: ["GET", "/categorytag/allforadmin"],
  slider: ["GET", "/mainhomeslider/all"],
  categoryAdmin: ["DELETE", `/category/${UNKNOWN}`],
  subcategoryAdmin: ["DELETE", `/subcategory/${UNKNOWN}`],
  categorytagAdmin: ["DELETE", `/categorytag/${UNKNOWN}`],
  sliderAdmin: ["GET", "/mainhomeslider/allforadmin"],
  product: ["GET", "/product/all?limit=5"],
  productAdmin: ["GET", "/admin/products"],
  productCsv: ["POST", "/product/import/preview", { csv: csvOf(newProductRecords("boundary", 1)) }],
  brand: ["GET", "/brand/all"],
  brandAdmin: ["DELETE", `/brand/${UNKNOWN}`],
  order: ["GET", `/order/orderbyclientid/${admin.clientId}`],
  orderAdmin: ["GET", "/admin/orders"],
  returns: ["GET", "/returns"],
  returnsAdmin: ["GET", "/admin/returns"],
  customerAdmin: ["GET", "/admin/customers"],
  client: ["GET", "/client/email/asha%40example.in"],
  sms: ["POST", "/admin/sendsms", { Mobile: "9845012345" }],
  session: ["GET", "/session"],
  wishlist: ["GET", "/wishlist"],
  blog: ["GET", "/blog/all"],
  coupon: ["POST", "/coupon/check", { code: "WELCOME20", priceTotal: 500 }],
  offer: ["GET", "/offers"],
  myOffers: ["GET", "/offers/mine"],
  delivery: ["GET", "/delivery/zones"],
  deliveryAdmin: ["PUT", "/delivery/zones", { zones: DEFAULT_ZONES }],
  review: ["GET", "/review/product/any-product"],
  reviewCustomer: ["GET", "/review/mine/any-product"],
  reviewAdmin: ["GET", "/admin/reviews"],
  settings: ["GET", "/settings"],
  settingsAdmin: ["GET", "/admin/settings"],
  contact: ["POST", "/contact", { name: "Asha", email: "asha@example.in", message: "When does my order come?" }],
  stockAlert: ["GET", "/stock-alerts"],
  search: ["GET", "/search/suggest?q=rice"],
  searchAdmin: ["GET", "/search/synonyms"],
  staff: ["GET", "/admin/audit"],
  couponAdmin: ["GET", "/admin/coupons"],
  messageAdmin: ["GET", "/admin/messages"],
  dashboard: ["GET", "/admin/dashboard"],
  paymentWebhooks: ["POST", "/payment/razorpay/webhook", WEBHOOK],
  // Resumed, a signed-in stream reads the shopper's orders before it opens.
  live: ["GET", "/events?after=1"]
})

/** A call as the suite sends it: the webhook's body as signed, with Razorpay's headers. */
const send = (method: string, path: string, body: unknown) =>
  path === "/payment/razorpay/webhook"
    ? raw(server.baseUrl, `/api/v1${path}`, {
      method, body: body as string,
      headers: { "content-type": "application/json", "x-razorpay-signature": webhookSignature(RAZORPAY, body as string), "x-razorpay-event-id": "evt_boundary" }
    })
    : call(server, method, path, admin.cookie, body)

/** Moves the named tables (and views) of the public schema out of the search path: every statement naming them fails. */
const hide = (tables: "all but the sessions'" | "the sessions'") =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`
    CREATE SCHEMA IF NOT EXISTS hidden;
    DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND NOT c.relispartition
          AND (c.relname IN ('sessions', 'clients')) = ${tables === "the sessions'" ? "true" : "false"}
      LOOP
        EXECUTE format(CASE r.relkind WHEN 'v' THEN 'ALTER VIEW public.%I SET SCHEMA hidden' WHEN 'm' THEN 'ALTER MATERIALIZED VIEW public.%I SET SCHEMA hidden'
          ELSE 'ALTER TABLE public.%I SET SCHEMA hidden' END, r.relname);
      END LOOP;
    END $$`)).pipe(Effect.orDie))

beforeAll(async () => {
  const capture = Logger.make<unknown, void>(({ message }) => void logged.push((Array.isArray(message) ? message : [message]).map(String).join(" ")))
  server = await startTestServer({ products: 20, logger: capture, payment: RAZORPAY })
  admin = await shopper(server, "admin")
}, 300_000)

afterAll(async () => {
  await server?.close()
})

describe("a database fault, at the one boundary of every group", () => {
  it("the suite calls one endpoint of every group of the contract", () => {
    expect(Object.keys(calls()).sort()).toEqual(Object.keys(BazaarApi.groups).sort())
  })

  it("answers 503 with the database's sentence from every group's handlers, its session still valid, and logs each fault", async () => {
    await hide("all but the sessions'")
    const answers: Record<string, unknown> = {}
    for (const [group, [method, path, body]] of Object.entries(calls())) {
      // The session group reads the sessions themselves: it is called once they are gone too.
      if (group === "session") continue
      const answer = await send(method, path, body)
      answers[group] = { status: answer.status, body: answer.body }
    }
    await hide("the sessions'")
    const [method, path] = calls().session
    const answer = await call(server, method, path, admin.cookie)
    answers["session"] = { status: answer.status, body: answer.body }
    const expected = Object.fromEntries(Object.keys(answers).map((group) => [group, { status: 503, body: { success: false, message: DATABASE_UNAVAILABLE } }]))
    expect(answers).toMatchObject(expected)
    expect(logged.filter((line) => line.startsWith("database call failed")).length).toBeGreaterThanOrEqual(Object.keys(expected).length)
  })
})
