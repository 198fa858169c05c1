import { SqlClient, type Statement } from "@effect/sql"
import { walletBalanceSql } from "../ledger/ledger.ts"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { CouponNotValid } from "#domain/http/errors.ts"
import { refused, sayStockProblem } from "#domain/refusal-words.ts"
import type { StockProblem } from "#domain/refusals.ts"
import type { OrderLineRequest, OrderQuote, OrderQuoteRequest, QuoteProblem } from "#domain/http/order.http.ts"
import { couponAmount, couponRefusal, type CouponRules, indiaDay } from "#domain/coupon.ts"
import type { Offer } from "#domain/offers.ts"
import { type OrderLine, orderAmountsOf } from "#domain/order.ts"

// Pricing an order on the server (issue 5, DESIGN §4): every line is priced from the database,
// whatever the browser believes; the §9 figures come from the domain's one pricing rule.

/** A line as the database sells it now, with the stock it has left. */
export interface PricedLine extends OrderLine {
  readonly availablestock: number
  /** The product's tax class now: what the order line keeps for its invoice (domain/gst.ts). */
  readonly hsn: string
  readonly gstRate: number
}

export interface OptionRow {
  readonly optionId: Id
  readonly optionName: string
  readonly price: number
  readonly mrp: number
  readonly stock: number
  readonly packId: Id
  readonly packName: string
  readonly thumbnail: string
  readonly productId: Id
  readonly productName: string
  readonly productNameHi: string | null
  readonly slugUrl: string
  readonly show: boolean
  readonly hsn: string
  readonly gstRate: number
}

/** The options a request asks for, each once, in id order (the order their rows are locked in). */
export const optionIdsOf = (lines: ReadonlyArray<OrderLineRequest>): Array<string> => [...new Set(lines.map((line) => line.PackOptionId))].sort()

/**
 * The options' rows as `OptionRow`s, in id order; with `lock`, each row is locked until the
 * transaction ends (in id order, so two orders never wait on each other in a circle). A fragment, so
 * placing an order reads them in its first statement, after the client's row is locked
 * (order.writes.ts), and a quote in a statement of its own.
 */
const optionRowsSql = (sql: SqlClient.SqlClient, ids: ReadonlyArray<string>, lock: boolean, after?: Statement.Fragment) => sql`
  SELECT o.id AS "optionId", o.name AS "optionName", o.price::float8 AS price, o.mrp::float8 AS mrp,
    o.available_stock AS stock, ps.id AS "packId", ps.name AS "packName", ps.thumbnail,
    p.id AS "productId", p.name AS "productName", p.name_hi AS "productNameHi", p.slug_url AS "slugUrl", p.show,
    p.hsn, p.gst_rate::float8 AS "gstRate"
  FROM pack_size_options o
  JOIN pack_sizes ps ON ps.id = o.pack_size_id
  JOIN products p ON p.id = ps.product_id
  WHERE o.id IN ${sql.in(ids)}${after === undefined ? sql`` : sql` AND ${after}`}
  ORDER BY o.id
  ${lock ? sql`FOR UPDATE OF o` : sql``}`

/**
 * The same rows as one JSON array (`OptionRow`s, in id order), for a statement that reads them beside
 * other things: with `lock`, locked as `optionRowsSql` locks them. `after` is a condition on what the
 * statement read before (the client's locked row): the rows are read, and locked, for each row it holds.
 */
export const optionRowsJsonSql = (sql: SqlClient.SqlClient, ids: ReadonlyArray<string>, lock: boolean, after: Statement.Fragment) => sql`
  (SELECT coalesce(json_agg(row_to_json(r) ORDER BY r."optionId"), '[]'::json) FROM (${optionRowsSql(sql, ids, lock, after)}) r)`

/** The lines priced from their options' rows as read now, and what cannot be sold as asked. */
export const pricedFrom = (lines: ReadonlyArray<OrderLineRequest>, rows: ReadonlyArray<OptionRow>) => {
  const byId = new Map(rows.map((row) => [row.optionId, row]))
  const priced: Array<PricedLine> = []
  const problems: Array<QuoteProblem> = []
  const stockProblems: Array<StockProblem> = []
  // Each line's problem, named (what placing refuses with) and in the quote's English words.
  const quoteProblem = (PackOptionId: QuoteProblem["PackOptionId"], availablestock: number, problem: StockProblem): QuoteProblem => {
    stockProblems.push(problem)
    return { PackOptionId, availablestock, message: sayStockProblem(problem) }
  }
  for (const line of lines) {
    const row = byId.get(line.PackOptionId)
    if (row === undefined || row.packId !== line.PackId || !row.show) {
      problems.push(quoteProblem(line.PackOptionId, 0, { _tag: "NoLongerSold" }))
      continue
    }
    const name = `${row.productName} (${row.packName} / ${row.optionName})`
    if (row.stock < line.quantity) {
      problems.push(quoteProblem(line.PackOptionId, row.stock, row.stock === 0 ? { _tag: "SoldOut", name } : { _tag: "OnlyLeft", name, left: row.stock, asked: line.quantity }))
    }
    priced.push({
      productId: row.productId,
      ProductName: row.productName,
      ...(row.productNameHi === null ? {} : { ProductNameHi: row.productNameHi }),
      slugurl: row.slugUrl,
      thumbnail: row.thumbnail,
      PackId: row.packId,
      packSizeName: row.packName,
      PackOptionId: row.optionId,
      packSizeOptionName: row.optionName,
      Price: row.price,
      Mrp: row.mrp,
      quantity: line.quantity,
      availablestock: row.stock,
      hsn: row.hsn,
      gstRate: row.gstRate
    } as PricedLine)
  }
  return { priced, problems, stockProblems }
}

/**
 * The lines priced now, and what cannot be sold as asked. With `lock`, the options' rows are
 * locked (in id order) until the transaction ends: the stock read is then the stock the order takes from.
 */
export const priceLines = (lines: ReadonlyArray<OrderLineRequest>, options: { readonly lock: boolean } = { lock: false }) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<OptionRow>`${optionRowsSql(sql, optionIdsOf(lines), options.lock)}`).pipe(
    Effect.map((rows) => pricedFrom(lines, rows))
  )

/** A coupon's row as its rules (domain/coupon.ts). */
export const couponColumns = (sql: SqlClient.SqlClient) => sql`
  code, percent_off AS "percentOff", amount_off::float8 AS "amountOff", min_order::float8 AS "minOrder",
  first_order_only AS "firstOrderOnly", per_customer_limit AS "perCustomerLimit", total_limit AS "totalLimit",
  to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn", active`

/**
 * The coupon applied to an order of this client, and its discount on the price total; every rule
 * of the coupon checked (issue 20 item 5), each refusal with its own sentence. With `lock` (placing
 * an order), a coupon with a total limit has its row locked until the transaction ends, so its uses
 * are counted one order at a time and two orders cannot both take the last use; the per-customer
 * count is safe already under the client's lock that placement holds.
 */
export const couponFor = (clientId: string, code: string | undefined, priceTotal: number, options: { readonly lock: boolean } = { lock: false }) =>
  Effect.gen(function* () {
    if (code === undefined) return Option.none<{ readonly code: string; readonly discount: number; readonly coupon: Offer }>()
    const sql = yield* SqlClient.SqlClient
    const wanted = code.trim().toUpperCase()
    const [coupon] = yield* sql<CouponRules>`SELECT ${couponColumns(sql)} FROM coupons WHERE code = ${wanted}`
    if (coupon === undefined) {
      return yield* Effect.fail(new CouponNotValid(refused({ _tag: "CouponUnknown", code: code.trim().slice(0, 40) })))
    }
    if (options.lock && coupon.totalLimit !== null) yield* sql`SELECT 1 FROM coupons WHERE code = ${coupon.code} FOR UPDATE`
    // An order that was cancelled does not count: the shopper never received it.
    const [counts] = yield* sql<{ orderedBefore: boolean; customerUses: number; totalUses: number }>`
      SELECT
        ${coupon.firstOrderOnly ? sql`EXISTS (SELECT 1 FROM orders WHERE client_id = ${clientId} AND status <> 0)` : sql`false`} AS "orderedBefore",
        ${coupon.perCustomerLimit !== null
          ? sql`(SELECT count(*) FROM orders WHERE coupon_code = ${coupon.code} AND client_id = ${clientId} AND status <> 0)::int`
          : sql`0`} AS "customerUses",
        ${coupon.totalLimit !== null ? sql`(SELECT count(*) FROM orders WHERE coupon_code = ${coupon.code} AND status <> 0)::int` : sql`0`} AS "totalUses"`
    const today = indiaDay(new Date(yield* Clock.currentTimeMillis))
    const refusal = couponRefusal(coupon, { today, priceTotal, orderedBefore: counts!.orderedBefore, customerUses: counts!.customerUses, totalUses: counts!.totalUses })
    if (refusal !== null) return yield* Effect.fail(new CouponNotValid(refused(refusal)))
    return Option.some({ code: coupon.code, discount: couponAmount(coupon, priceTotal), coupon: offerOf(coupon) })
  })

/** A coupon as a shopper sees it (GET offers, the coupon check): the keys it does not use left out. */
export const offerOf = (coupon: CouponRules): Offer => ({
  code: coupon.code,
  ...(coupon.percentOff !== null ? { percentOff: coupon.percentOff } : {}),
  ...(coupon.amountOff !== null ? { amountOff: coupon.amountOff } : {}),
  ...(coupon.minOrder > 0 ? { minOrder: coupon.minOrder } : {}),
  ...(coupon.endsOn !== null ? { endsOn: coupon.endsOn } : {}),
  firstOrderOnly: coupon.firstOrderOnly
})

/** §9 rain fee: the shop's rain status as it is now. */
export const rainStatusNow = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ rain: boolean }>`
  SELECT rain_status AS rain FROM shop_settings`).pipe(Effect.map((rows) => rows[0]?.rain ?? false))

/** The client's wallet balance (with `lock`, locked until the transaction ends). */
export const walletBalanceOf = (clientId: string, options: { readonly lock: boolean } = { lock: false }) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ balance: number }>`
    SELECT ${walletBalanceSql(sql, sql`clients.id`)} AS balance FROM clients WHERE id = ${clientId} ${options.lock ? sql`FOR UPDATE` : sql``}`).pipe(
    Effect.map((rows) => rows[0]?.balance ?? 0)
  )

/**
 * The server's quote: every line priced now, the coupon and the wallet applied, every §9 figure.
 * Placing an order passes the rain status, the wallet balance and the options' rows it has just
 * read (and locked) under the client's lock (`known`), so they are not asked for again.
 */
export const quoteOrder = (
  clientId: string,
  request: OrderQuoteRequest,
  modes: OrderQuote["paymentModes"],
  options: { readonly lock: boolean } = { lock: false },
  known?: { readonly rainStatus: boolean; readonly balance: number; readonly options: ReadonlyArray<OptionRow> }
) =>
  Effect.gen(function* () {
    const { priced, problems, stockProblems } = known === undefined ? yield* priceLines(request.lines, options) : pricedFrom(request.lines, known.options)
    const rainStatus = known?.rainStatus ?? (yield* rainStatusNow)
    const balance = known?.balance ?? (yield* walletBalanceOf(clientId, options))
    const priceTotalBeforeCoupon = orderAmountsOf({ lines: priced, rainStatus: false, coupon: 0, wallet: 0 }).TotalPrice
    const coupon = yield* couponFor(clientId, request.couponCode, priceTotalBeforeCoupon, options)
    const amounts = orderAmountsOf({
      lines: priced,
      rainStatus,
      coupon: Option.match(coupon, { onNone: () => 0, onSome: (c) => c.discount }),
      wallet: Math.min(request.walletAmount ?? 0, balance)
    })
    const lines: Array<OrderLine> = priced.map(({ availablestock: _, ...line }) => line)
    return {
      quote: {
        lines,
        ...amounts,
        couponCode: Option.match(coupon, { onNone: () => null, onSome: (c) => c.code }),
        walletBalance: balance,
        paymentModes: modes,
        problems
      } satisfies OrderQuote,
      priced,
      stockProblems
    }
  })
