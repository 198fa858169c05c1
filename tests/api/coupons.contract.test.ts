import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AdminCoupon, type CouponInput, indiaDay } from "#domain/coupon.ts"
import { couponDiscount } from "#domain/pricing.ts"
import { call, lineOf, newKey, order, orderOf, type SellableOption, sellableOptions, setStock, shopper, type Shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 5 (ADR 040): coupons an admin makes, every rule checked by the server at the quote
// and again at placement, with a sentence for each refusal; a total limit counted under a lock.

let server: TestServer
let admin: Shopper
let options: ReadonlyArray<SellableOption>
let cheap: SellableOption
let dear: SellableOption
let codes = 0

const DAY = 86_400_000
const today = () => indiaDay(new Date())
const dayFrom = (days: number) => indiaDay(new Date(Date.now() + days * DAY))
const fresh = () => `C${Date.now().toString(36).toUpperCase()}${++codes}`.slice(0, 20)
const rules = (extra: Partial<CouponInput> = {}): CouponInput => ({
  code: fresh(), percentOff: null, amountOff: 100, minOrder: 0, firstOrderOnly: false, perCustomerLimit: null, totalLimit: null,
  startsOn: null, endsOn: null, active: true, ...extra
})
const create = async (input: CouponInput): Promise<AdminCoupon> => {
  const answer = await call(server, "POST", "/admin/coupons", admin.cookie, input)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body as { coupon: AdminCoupon }).coupon
}
const quote = (who: Shopper, option: SellableOption, couponCode: string, quantity = 1) =>
  call(server, "POST", "/order/quote", who.cookie, { lines: [lineOf(option, quantity)], couponCode })
/** The quote and the placement both refuse with this sentence, and nothing is placed. */
const refusedBoth = async (who: Shopper, option: SellableOption, code: string, message: string, quantity = 1) => {
  expect(await quote(who, option, code, quantity)).toMatchObject({ status: 400, body: { _tag: "CouponNotValid", success: false, message } })
  expect(await order(server, who, [lineOf(option, quantity)], { couponCode: code }))
    .toMatchObject({ status: 400, body: { _tag: "CouponNotValid", success: false, message } })
}

beforeAll(async () => {
  server = await startTestServer({ products: 40 })
  admin = await shopper(server, "admin")
  options = await sellableOptions(server, 5)
  const byPrice = [...options].sort((a, b) => a.price - b.price)
  cheap = byPrice[0]!
  dear = byPrice[byPrice.length - 1]!
})
afterAll(() => server?.close())

describe("coupons an admin makes", () => {
  it("WELCOME20 is a seeded coupon with its rules: 20% off a first order, no minimum, no limits, no dates", async () => {
    const answer = await call(server, "GET", "/admin/coupons", admin.cookie)
    expect(answer.status).toBe(200)
    expect((answer.body as { coupons: ReadonlyArray<AdminCoupon> }).coupons).toContainEqual({
      code: "WELCOME20", percentOff: 20, amountOff: null, minOrder: 0, firstOrderOnly: true, perCustomerLimit: null, totalLimit: null,
      startsOn: null, endsOn: null, active: true, uses: expect.any(Number)
    })
  })

  it("an amount off with a minimum order: refused below it with how much more to add, taken above it, at the quote and the order", async () => {
    const minOrder = cheap.price + 1
    const coupon = await create(rules({ amountOff: 50, minOrder }))
    const who = await shopper(server)
    const more = (minOrder - cheap.price).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const quoted = await quote(who, cheap, coupon.code)
    expect(quoted.status).toBe(400)
    expect((quoted.body as { message: string }).message).toMatch(new RegExp(`^${coupon.code} needs an order of at least ₹.+; add ₹${more.replace(/\.00$/, "(\\.00)?")} more\\.$`))
    await refusedBoth(who, cheap, coupon.code, (quoted.body as { message: string }).message)

    const ok = await quote(who, cheap, coupon.code.toLowerCase(), 2)
    expect(ok).toMatchObject({ status: 200, body: { quote: { couponCode: coupon.code, coupon: 50 } } })
    const placed = await order(server, who, [lineOf(cheap, 2)], { couponCode: coupon.code })
    expect(placed.status).toBe(201)
    expect(orderOf(placed)).toMatchObject({ couponCode: coupon.code, coupon: 50 })
  })

  it("an amount off never takes more than the items cost; a percentage takes its share", async () => {
    const big = await create(rules({ amountOff: cheap.price + 500 }))
    expect(await quote(await shopper(server), cheap, big.code)).toMatchObject({ status: 200, body: { quote: { coupon: cheap.price } } })
    const pct = await create(rules({ amountOff: null, percentOff: 15 }))
    expect(await quote(await shopper(server), dear, pct.code)).toMatchObject({ status: 200, body: { quote: { coupon: couponDiscount(15, dear.price) } } })
  })

  it("runs only within its days in India: refused before its first day and after its last", async () => {
    const later = await create(rules({ startsOn: dayFrom(2), endsOn: dayFrom(9) }))
    const gone = await create(rules({ startsOn: dayFrom(-9), endsOn: dayFrom(-1) }))
    const running = await create(rules({ startsOn: today(), endsOn: today() }))
    const who = await shopper(server)
    const long = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    await refusedBoth(who, cheap, later.code, `${later.code} can be used from ${long(dayFrom(2))}.`)
    await refusedBoth(who, cheap, gone.code, `${gone.code} ended on ${long(dayFrom(-1))}.`)
    expect((await quote(who, cheap, running.code)).status).toBe(200)
  })

  it("first order only: refused once the shopper has an order that stands", async () => {
    const coupon = await create(rules({ firstOrderOnly: true }))
    const who = await shopper(server)
    expect((await order(server, who, [lineOf(cheap)], { couponCode: coupon.code })).status).toBe(201)
    await refusedBoth(who, cheap, coupon.code, `${coupon.code} is for a first order only, and you have ordered before.`)
  })

  it("a per-customer limit: the shopper's uses counted (a cancelled order gives its use back), others unaffected", async () => {
    const coupon = await create(rules({ perCustomerLimit: 1 }))
    const asha = await shopper(server)
    const first = await order(server, asha, [lineOf(cheap)], { couponCode: coupon.code })
    expect(first.status).toBe(201)
    await refusedBoth(asha, cheap, coupon.code, `You have already used ${coupon.code}.`)
    expect((await quote(await shopper(server), cheap, coupon.code)).status).toBe(200)
    const { orderid } = orderOf(first)
    expect((await call(server, "PUT", `/order/${orderid}`, asha.cookie, { _tag: "cancel", orderid, reason: "Ordered by mistake" })).status).toBe(200)
    expect((await quote(asha, cheap, coupon.code)).status).toBe(200)

    const twice = await create(rules({ perCustomerLimit: 2 }))
    expect((await order(server, asha, [lineOf(cheap)], { couponCode: twice.code })).status).toBe(201)
    expect((await order(server, asha, [lineOf(cheap)], { couponCode: twice.code })).status).toBe(201)
    await refusedBoth(asha, cheap, twice.code, `You have already used ${twice.code} 2 times, as often as it allows.`)
  })

  it("a total limit under concurrency: of 12 shoppers ordering at once with the last 3 uses, 3 get it and 9 are refused", async () => {
    const coupon = await create(rules({ totalLimit: 3 }))
    const option = options[1]!
    await setStock(server, option.PackOptionId, 100)
    const crowd: Array<Shopper> = []
    for (let i = 0; i < 12; i++) crowd.push(await shopper(server))
    const answers = await Promise.all(crowd.map((who) => call(server, "POST", "/order/new", who.cookie, {
      lines: [lineOf(option)], addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey(), couponCode: coupon.code
    })))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    const refused = answers.filter((a) => a.status === 400)
    expect(refused).toHaveLength(9)
    for (const answer of refused) expect(answer.body).toMatchObject({ _tag: "CouponNotValid", message: `${coupon.code} has been used as many times as it allows.` })
    const [counted] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE coupon_code = ${coupon.code}`))
    expect(counted!.n).toBe(3)
    // Used up: the offers no longer show it.
    const offers = (await call(server, "GET", "/offers")).body as { offers: ReadonlyArray<{ code: string }> }
    expect(offers.offers.map((o) => o.code)).not.toContain(coupon.code)
  })

  it("ended by the admin: inactive, last day yesterday, refused with 'not valid', gone from the offers; its orders keep it", async () => {
    const coupon = await create(rules({ amountOff: 75 }))
    const who = await shopper(server)
    const placed = orderOf(await order(server, who, [lineOf(cheap, 2)], { couponCode: coupon.code }))
    let offers = (await call(server, "GET", "/offers")).body as { offers: ReadonlyArray<unknown> }
    expect(offers.offers).toContainEqual({ code: coupon.code, amountOff: 75, firstOrderOnly: false })
    const ended = await call(server, "POST", `/admin/coupons/${coupon.code}/end`, admin.cookie)
    expect(ended).toMatchObject({ status: 200, body: { coupon: { code: coupon.code, active: false, endsOn: dayFrom(-1), uses: 1 } } })
    await refusedBoth(await shopper(server), cheap, coupon.code, `The coupon code '${coupon.code}' is not valid.`)
    offers = (await call(server, "GET", "/offers")).body as { offers: ReadonlyArray<unknown> }
    expect(offers.offers).not.toContainEqual(expect.objectContaining({ code: coupon.code }))
    const mine = await call(server, "GET", `/order/orderbyclientid/${who.clientId}`, who.cookie)
    expect((mine.body as { order: ReadonlyArray<{ orderid: string; couponCode: string; coupon: number }> }).order)
      .toContainEqual(expect.objectContaining({ orderid: placed.orderid, couponCode: coupon.code, coupon: 75 }))
  })

  it("edits a coupon's rules (not its code); the quote follows at once", async () => {
    const coupon = await create(rules({ amountOff: 40 }))
    const edited = await call(server, "PUT", `/admin/coupons/${coupon.code}`, admin.cookie, { ...rules({ code: coupon.code, amountOff: null, percentOff: 5, minOrder: 1 }) })
    expect(edited).toMatchObject({ status: 200, body: { coupon: { code: coupon.code, percentOff: 5, amountOff: null, minOrder: 1 } } })
    expect(await quote(await shopper(server), dear, coupon.code)).toMatchObject({ status: 200, body: { quote: { coupon: couponDiscount(5, dear.price) } } })
    expect(await call(server, "PUT", `/admin/coupons/${coupon.code}`, admin.cookie, rules({ code: "OTHERCODE" })))
      .toMatchObject({ status: 400, body: { success: false, message: `A coupon's code cannot change: this form is for ${coupon.code}. Make a new coupon for OTHERCODE.` } })
    expect(await call(server, "PUT", "/admin/coupons/NOSUCHCODE", admin.cookie, rules({ code: "NOSUCHCODE" })))
      .toMatchObject({ status: 404, body: { message: "There is no coupon NOSUCHCODE." } })
  })

  it("refuses malformed coupons with a sentence (400) and a taken code (409), writing nothing", async () => {
    const bad = async (body: unknown, message: string) => {
      const answer = await call(server, "POST", "/admin/coupons", admin.cookie, body)
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain(message)
    }
    await bad(rules({ percentOff: 10, amountOff: 10 }), "Give either a percentage or an amount off, not both.")
    await bad(rules({ startsOn: "2026-12-10", endsOn: "2026-12-01" }), "The end date cannot be before the start date.")
    await bad(rules({ code: "welcome" }), "The code has 3 to 20 capital letters or digits.")
    await bad(rules({ amountOff: null, percentOff: 120 }), "The percentage is between 1 and 100.")
    await bad(rules({ perCustomerLimit: 0 }), "A limit is between 1 and 1,00,00,000.")
    await bad({ code: "HALF" }, "")
    expect(await call(server, "POST", "/admin/coupons", admin.cookie, rules({ code: "WELCOME20" })))
      .toMatchObject({ status: 409, body: { success: false, message: "There is already a coupon WELCOME20; choose another code or edit that one." } })
    const [welcome] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ amount: number | null }>`
      SELECT amount_off::float8 AS amount FROM coupons WHERE code = 'WELCOME20'`))
    expect(welcome!.amount).toBeNull()
  })
})
