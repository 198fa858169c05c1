import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ToWords } from "to-words"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AuditEntry } from "#domain/audit.ts"
import type { AdminCoupon, CouponInput } from "#domain/coupon.ts"
import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import type { OrderDetail } from "#domain/support-admin.ts"
import {
  call, deliveredOrder, lineOf, order, orderOf, type SellableOption, sellableOptions, setWallet, shopper, type Shopper, walletOf
} from "#tests/support/orders.ts"
import { pdfText } from "#tests/support/pdf-text.ts"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { codeFromOutbox, forgetAddresses, login, register, sendCode, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 9: bugs planted one at a time in the code survived the suite. Each rule here is
// tested at its edge, just below it and just above it, so that the planted bug fails a test:
// staff roles on an order's status move, the sign-in's wrong tries after a right code, a refund to
// the original payment, the invoice's amount in words, a coupon's minimum and total limit, the
// audit log's one person, and a product file's rows that must agree on `show`. The catalogue's
// (facets, filter steps, Hindi search) are tests/api/listing-boundaries.contract.test.ts.

let server: TestServer
let admin: Shopper
let options: ReadonlyArray<SellableOption>
let optionIndex = 0
const nextOption = () => options[optionIndex++]!

beforeAll(async () => {
  server = await startTestServer()
  admin = await shopper(server, "admin")
  options = await sellableOptions(server, 20)
})
afterAll(() => server?.close())

const statusMove = (who: Shopper, orderid: string, event = "order.processing") =>
  call(server, "PUT", `/order/${orderid}`, who.cookie, { _tag: "status", orderid, event })
const statusOf = async (orderid: string) => orderOf(await call(server, "GET", `/order/${orderid}`, admin.cookie)).Status

describe("a. an order's status move belongs to support's area (ADR 036)", () => {
  it("a catalogue editor's move is refused: 403 on their own order, 404 on another's, and the order stays where it was", async () => {
    const editor = await shopper(server, "catalogue")
    const own = orderOf(await order(server, editor, [lineOf(nextOption())]))
    expect(await statusMove(editor, own.orderid)).toMatchObject({ status: 403, body: { success: false, message: "Only an admin can move an order's status." } })
    expect(await statusOf(own.orderid)).toBe(1)

    const customer = await shopper(server)
    const theirs = orderOf(await order(server, customer, [lineOf(nextOption())]))
    // Another person's order is not even seen by a role outside support.
    expect((await statusMove(editor, theirs.orderid)).status).toBe(404)
    expect((await call(server, "GET", `/order/${theirs.orderid}`, editor.cookie)).status).toBe(404)
    expect(await statusOf(theirs.orderid)).toBe(1)
  })

  it("the roles either side of the edge: the customer whose order it is refused, support and an admin move it", async () => {
    const customer = await shopper(server)
    const placed = orderOf(await order(server, customer, [lineOf(nextOption())]))
    expect(await statusMove(customer, placed.orderid)).toMatchObject({ status: 403, body: { message: "Only an admin can move an order's status." } })
    const support = await shopper(server, "support")
    expect(await statusMove(support, placed.orderid)).toMatchObject({ status: 200, body: { order: { Status: 2 } } })
    expect(await statusMove(admin, placed.orderid, "order.dispatched")).toMatchObject({ status: 200, body: { order: { Status: 3 } } })
  })
})

describe("b. a right code clears the address's wrong tries (ADR 021)", () => {
  beforeEach(() => forgetAddresses(server))
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")
  const freshCode = async (mobile: string) => {
    await timePasses(server, 31)
    expect((await sendCode(server, mobile)).status).toBe(200)
    return codeFromOutbox(server, mobile)
  }

  it("after 4 wrong codes a right one signs in; the next code then takes 4 wrong tries unlocked and locks at the 5th", async () => {
    const mobile = "9876534001"
    await sendCode(server, mobile)
    expect((await register(server, { Name: "Ravi Kumar", Mobile: mobile, Email: `${mobile}@example.in`, otp: await codeFromOutbox(server, mobile) })).status).toBe(201)

    const first = await freshCode(mobile)
    for (let i = 1; i <= 4; i++) {
      expect(await login(server, mobile, wrongCode(first))).toMatchObject({ status: 400, body: { message: expect.stringContaining(`${5 - i} tr`) } })
    }
    // Just below the lock: the right code is taken, and the count starts again from zero.
    expect((await login(server, mobile, first)).status).toBe(200)

    const second = await freshCode(mobile)
    for (let i = 1; i <= 4; i++) {
      const wrong = await login(server, mobile, wrongCode(second))
      expect(wrong.status, `wrong try ${i} after the right code`).toBe(400)
      expect(wrong.body).toMatchObject({ message: expect.stringContaining(`${5 - i} tr`) })
    }
    // At the edge: the 5th wrong try since the right code locks; just above it, even the right code is refused.
    expect(await login(server, mobile, wrongCode(second))).toMatchObject({ status: 429, body: { retryAfterSeconds: 900 } })
    expect((await login(server, mobile, second)).status).toBe(429)
  })
})

const refund = (orderid: string, body: unknown) => call(server, "POST", `/admin/orders/${orderid}/refunds`, admin.cookie, body)

describe("c. a second refund beyond what is still paid is refused (ADR 041)", () => {
  /**
   * An online order of two items, not yet paid online but for `wallet` from the wallet (all it holds);
   * the first item refunded: answers the second item's refund.
   */
  const secondRefund = async (extraPaise: number) => {
    const [x, y] = [nextOption(), nextOption()]
    const wallet = fromPaise(toPaise(x.price) + toPaise(y.price) + extraPaise)
    const who = await shopper(server)
    await setWallet(server, who.clientId, wallet)
    const placed = orderOf(await order(server, who, [lineOf(x), lineOf(y)], { PaymentMode: "Online", walletAmount: wallet }))
    expect(placed).toMatchObject({ wallet, PaymentStatus: "Pending" })
    const first = await refund(placed.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "Out of stock" })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const answer = await refund(placed.orderid, { scope: "lines", lines: [{ position: 1, quantity: 1 }], refundTo: "wallet", reason: "Out of stock too" })
    return { answer, placed, y, who, wallet }
  }

  it("a paisa more paid than the two items: the second is refunded; exactly their price: refunded, nothing left; a paisa less: refused", async () => {
    const below = await secondRefund(1)
    expect(below.answer.status, JSON.stringify(below.answer.body)).toBe(201)
    expect((await call(server, "GET", `/admin/orders/${below.placed.orderid}`, admin.cookie)).body).toMatchObject({ detail: { refundable: { remaining: 0.01 } } })

    const at = await secondRefund(0)
    expect(at.answer.status, JSON.stringify(at.answer.body)).toBe(201)
    expect(await walletOf(server, at.who.clientId)).toBe(at.wallet)
    expect(await refund(at.placed.orderid, { scope: "order", refundTo: "wallet", reason: "Again" }))
      .toMatchObject({ status: 409, body: { message: `Everything paid for order ${at.placed.orderid} has been refunded already.` } })

    const above = await secondRefund(-1)
    expect(above.answer).toMatchObject({
      status: 409,
      body: { _tag: "RefundNotAllowed", message: `Order ${above.placed.orderid} has ${formatRupees(fromPaise(toPaise(above.y.price) - 1))} paid and not refunded; this refund would be ${formatRupees(above.y.price)}.` }
    })
    // Nothing moved: the wallet holds what the first refund gave back, the order the rest.
    expect(await walletOf(server, above.who.clientId)).toBe(fromPaise(toPaise(above.wallet) - toPaise(above.y.price) + 1))
  })
})

describe("d. a refund to the original payment gives only the wallet's share to the wallet (ADR 041)", () => {
  const share = (amount: number, paid: { readonly wallet: number; readonly Netpayable: number }) =>
    Math.round((toPaise(amount) * toPaise(paid.wallet)) / (toPaise(paid.wallet) + toPaise(paid.Netpayable)))

  it("a unit refunded to the original payment adds the wallet's share of it to the wallet, the rest to the payment; the second unit the rest of the share", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 100)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)], { PaymentMode: "Online", walletAmount: 100 })
    expect(delivered).toMatchObject({ wallet: 100, PaymentStatus: "Paid" })
    expect(delivered.Netpayable).toBeGreaterThan(100)
    const before = await walletOf(server, asha.clientId)

    const first = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "original", reason: "One arrived torn" })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const made = (first.body as { detail: OrderDetail }).detail.refunds.at(-1)!
    const walletPart = share(made.amount, delivered)
    expect(walletPart).toBeGreaterThan(0)
    expect(toPaise(made.toWallet)).toBe(walletPart)
    expect(toPaise(made.toWallet)).toBeLessThan(toPaise(made.amount))
    expect(toPaise(made.toOriginal)).toBe(toPaise(made.amount) - walletPart)
    expect(toPaise(await walletOf(server, asha.clientId))).toBe(toPaise(before) + walletPart)

    // The second unit: the wallet's share of both refunds together, less what the first gave it.
    const second = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "original", reason: "The other arrived torn" })
    expect(second.status, JSON.stringify(second.body)).toBe(201)
    const again = (second.body as { detail: OrderDetail }).detail.refunds.at(-1)!
    const bothParts = share(made.amount + again.amount, delivered) - walletPart
    expect(toPaise(again.toWallet)).toBe(bothParts)
    expect(toPaise(await walletOf(server, asha.clientId))).toBe(toPaise(before) + walletPart + bothParts)
  })

  it("a return refunded to the original payment likewise: the wallet's share of it to the wallet when refunded, no more", async () => {
    const meera = await shopper(server)
    await setWallet(server, meera.clientId, 100)
    const delivered = await deliveredOrder(server, meera, admin, [lineOf(nextOption(), 2)], { PaymentMode: "Online", walletAmount: 100 })
    const asked = await call(server, "POST", `/order/${delivered.orderid}/returns`, meera.cookie,
      { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "size-fit", refundTo: "original" })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    const request = (asked.body as { returnRequest: { _id: string; refundAmount: number; refundToWallet: number; refundToOriginal: number } }).returnRequest
    const walletPart = share(request.refundAmount, delivered)
    expect(walletPart).toBeGreaterThan(0)
    expect(toPaise(request.refundToWallet)).toBe(walletPart)
    expect(toPaise(request.refundToOriginal)).toBe(toPaise(request.refundAmount) - walletPart)
    const before = await walletOf(server, meera.clientId)
    for (const step of ["approve", "pickedUp", "refund"]) {
      const moved = await call(server, "PUT", `/admin/returns/${request._id}`, admin.cookie, { _tag: step })
      expect(moved.status, `${step}: ${JSON.stringify(moved.body)}`).toBe(200)
    }
    expect(toPaise(await walletOf(server, meera.clientId))).toBe(toPaise(before) + walletPart)
  })

  it("an order paid without the wallet gives nothing to the wallet when refunded to the original payment", async () => {
    const ravi = await shopper(server)
    const delivered = await deliveredOrder(server, ravi, admin, [lineOf(nextOption(), 1)], { PaymentMode: "Online" })
    expect(delivered.wallet).toBe(0)
    const before = await walletOf(server, ravi.clientId)
    const answer = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "original", reason: "Arrived torn" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect((answer.body as { detail: OrderDetail }).detail.refunds.at(-1)).toMatchObject({ toWallet: 0 })
    expect(await walletOf(server, ravi.clientId)).toBe(before)
  })
})

describe("e. the invoice's amount in words is the invoice value, after the coupon", () => {
  const words = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true } })
  const invoiceText = async (who: Shopper, orderid: string) => {
    const answer = await fetch(`${server.baseUrl}/api/v1/order/${orderid}/invoice`, { headers: { cookie: who.cookie } })
    expect(answer.status).toBe(200)
    return (await pdfText(new Uint8Array(await answer.arrayBuffer()))).replace(/\s+/g, " ")
  }

  it("with a coupon and the wallet: the total less the coupon in words, not the total before it nor what was left to pay", async () => {
    const meena = await shopper(server)
    await setWallet(server, meena.clientId, 50)
    const placed = orderOf(await order(server, meena, [lineOf(nextOption(), 2)], { couponCode: "WELCOME20", walletAmount: 50 }))
    expect(placed.coupon).toBeGreaterThan(0)
    const value = fromPaise(toPaise(placed.TotalAmount) - toPaise(placed.coupon))
    const text = await invoiceText(meena, placed.orderid)
    expect(text).toContain(`Invoice value in words: ${words.convert(value)}`)
    expect(text).not.toContain(`in words: ${words.convert(placed.TotalAmount)}`)
    expect(text).not.toContain(`in words: ${words.convert(placed.Netpayable)}`)
  })

  it("without a coupon: the total itself in words", async () => {
    const kiran = await shopper(server)
    const placed = orderOf(await order(server, kiran, [lineOf(nextOption())]))
    expect(placed.coupon).toBe(0)
    expect(await invoiceText(kiran, placed.orderid)).toContain(`Invoice value in words: ${words.convert(placed.TotalAmount)}`)
  })
})

let codes = 0
const couponRules = (extra: Partial<CouponInput> = {}): CouponInput => ({
  code: `B${Date.now().toString(36).toUpperCase()}${++codes}`.slice(0, 20), percentOff: null, amountOff: 50, minOrder: 0, firstOrderOnly: false,
  perCustomerLimit: null, totalLimit: null, startsOn: null, endsOn: null, active: true, ...extra
})
const createCoupon = async (input: CouponInput): Promise<AdminCoupon> => {
  const answer = await call(server, "POST", "/admin/coupons", admin.cookie, input)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body as { coupon: AdminCoupon }).coupon
}
const quote = (who: Shopper, option: SellableOption, couponCode: string) =>
  call(server, "POST", "/order/quote", who.cookie, { lines: [lineOf(option)], couponCode })

describe("f. a coupon's minimum order is inclusive", () => {
  it("an order of exactly the minimum takes the coupon, at the quote and the order; a paisa more is refused; a paisa less taken", async () => {
    const option = nextOption()
    const who = await shopper(server)
    const exactly = await createCoupon(couponRules({ minOrder: option.price }))
    expect(await quote(who, option, exactly.code)).toMatchObject({ status: 200, body: { quote: { couponCode: exactly.code, coupon: 50 } } })
    expect(orderOf(await order(server, who, [lineOf(option)], { couponCode: exactly.code }))).toMatchObject({ couponCode: exactly.code, coupon: 50 })

    const above = await createCoupon(couponRules({ minOrder: fromPaise(toPaise(option.price) + 1) }))
    const message = `${above.code} needs an order of at least ${formatRupees(above.minOrder)}; add ₹0.01 more.`
    expect(await quote(who, option, above.code)).toMatchObject({ status: 400, body: { _tag: "CouponNotValid", message } })
    expect(await order(server, who, [lineOf(option)], { couponCode: above.code })).toMatchObject({ status: 400, body: { message } })

    const below = await createCoupon(couponRules({ minOrder: fromPaise(toPaise(option.price) - 1) }))
    expect(await quote(who, option, below.code)).toMatchObject({ status: 200, body: { quote: { couponCode: below.code, coupon: 50 } } })
  })
})

describe("g. a cancelled order gives its use back to a coupon's total limit", () => {
  it("a limit of 2: taken below it, refused at it, taken again once an order is cancelled, refused again at it", async () => {
    const option = nextOption()
    const coupon = await createCoupon(couponRules({ totalLimit: 2 }))
    const [asha, ravi, meena, kiran] = [await shopper(server), await shopper(server), await shopper(server), await shopper(server)]
    const first = orderOf(await order(server, asha, [lineOf(option)], { couponCode: coupon.code }))
    expect(first.couponCode).toBe(coupon.code)
    // Just below the limit (1 of 2 used): taken.
    expect(orderOf(await order(server, ravi, [lineOf(option)], { couponCode: coupon.code })).couponCode).toBe(coupon.code)
    // At the limit: refused.
    const full = `${coupon.code} has been used as many times as it allows.`
    expect(await quote(meena, option, coupon.code)).toMatchObject({ status: 400, body: { message: full } })
    const uses = async () => ((await call(server, "GET", "/admin/coupons", admin.cookie)).body as { coupons: ReadonlyArray<AdminCoupon> }).coupons.find((c) => c.code === coupon.code)!.uses
    expect(await uses()).toBe(2)

    const cancelled = await call(server, "PUT", `/order/${first.orderid}`, asha.cookie, { _tag: "cancel", orderid: first.orderid, reason: "Ordered by mistake" })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await uses()).toBe(1)
    expect(await quote(meena, option, coupon.code)).toMatchObject({ status: 200, body: { quote: { couponCode: coupon.code } } })
    expect(orderOf(await order(server, meena, [lineOf(option)], { couponCode: coupon.code })).couponCode).toBe(coupon.code)
    // At the limit again.
    expect(await order(server, kiran, [lineOf(option)], { couponCode: coupon.code })).toMatchObject({ status: 400, body: { message: full } })
  })
})

describe("h. the audit log narrowed to one person holds that person's entries only", () => {
  const log = async (query: string) => {
    const answer = await call(server, "GET", `/admin/audit${query}`, admin.cookie)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as { entries: ReadonlyArray<AuditEntry>; total: number }
  }
  const loggedBy = (who: Shopper) => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
    SELECT count(*)::int AS n FROM audit_log WHERE actor_id = ${who.clientId}`)).then((rows) => rows[0]!.n)

  it("each of three staff members' writes, and none of the others', whatever the newest entry; nobody's for a customer", async () => {
    const support = await shopper(server, "support")
    const editor = await shopper(server, "catalogue")
    const customer = await shopper(server)
    const placed = orderOf(await order(server, customer, [lineOf(nextOption())]))
    expect((await statusMove(support, placed.orderid)).status).toBe(200)
    const stamp = Date.now().toString(36)
    const brand = { name: `Audit Brand ${stamp}`, slugUrl: `audit-brand-${stamp}`, show: true, mobileImage: "", desktopImage: "", categories: [], subCategories: [] }
    expect((await call(server, "POST", "/brand/new", editor.cookie, brand)).status).toBe(201)
    expect((await call(server, "POST", "/brand/new", editor.cookie, { ...brand, name: `${brand.name} 2`, slugUrl: `${brand.slugUrl}-2` })).status).toBe(201)
    // The newest entry is the admin's, so a filter that is not applied shows someone else's first.
    expect((await statusMove(admin, placed.orderid, "order.dispatched")).status).toBe(200)

    const bySupport = await log(`?actor=${support.clientId}`)
    expect(bySupport.total).toBe(1)
    expect(bySupport.entries.map((e) => e.actor._id)).toEqual([support.clientId])
    expect(bySupport.entries[0]).toMatchObject({ method: "PUT", path: `/api/v1/order/${placed.orderid}` })

    const byEditor = await log(`?actor=${editor.clientId}`)
    expect(byEditor.total).toBe(2)
    expect(byEditor.entries.map((e) => e.actor._id)).toEqual([editor.clientId, editor.clientId])

    const byAdmin = await log(`?actor=${admin.clientId}&limit=100`)
    expect(byAdmin.total).toBe(await loggedBy(admin))
    expect(byAdmin.entries.every((e) => e.actor._id === admin.clientId)).toBe(true)

    expect(await log(`?actor=${customer.clientId}`)).toMatchObject({ total: 0, entries: [] })
    // Without the filter: everyone's.
    const everyone = await log("?limit=100")
    expect(everyone.total).toBeGreaterThanOrEqual(bySupport.total + byEditor.total + byAdmin.total)
    expect(everyone.entries.map((e) => e.actor._id)).toEqual(expect.arrayContaining([admin.clientId, support.clientId, editor.clientId]))
  })
})

describe("i. a product file's rows of one product must agree on `show` (ADR 038)", () => {
  const preview = async (rows: ReturnType<typeof newProductRecords>) => {
    const answer = await call(server, "POST", "/product/import/preview", admin.cookie, { csv: csvOf(rows) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as { problems: ReadonlyArray<{ row: number; column: string; message: string }>; products: number }
  }
  const differs = "Differs from row 2 of the same product; a product's columns must be the same on each of its rows."

  it("refuses a product shown on one row and hidden on another, as it refuses `hot` (the column before); pack sizes may differ (the column after)", async () => {
    const [one, two] = newProductRecords(`agree-${Date.now().toString(36)}`, 1, 2)
    expect(await preview([one!, two!])).toMatchObject({ problems: [], products: 1 })
    expect((await preview([one!, { ...two!, show: "no" }])).problems).toEqual([{ row: 3, column: "show", message: differs }])
    expect((await preview([{ ...one!, show: "no" }, { ...two!, show: "no" }])).problems).toEqual([])
    expect((await preview([one!, { ...two!, hot: "yes" }])).problems).toEqual([{ row: 3, column: "hot", message: differs }])
    expect((await preview([one!, { ...two!, pack_size: "55 inch", pack_size_first: "no" }])).problems).toEqual([])

    const refused = await call(server, "POST", "/product/import", admin.cookie, { csv: csvOf([one!, { ...two!, show: "no" }]) })
    expect(refused).toMatchObject({ status: 400, body: { _tag: "ImportRefused", message: expect.stringContaining(`Row 3, show: ${differs}`) } })
  })
})
