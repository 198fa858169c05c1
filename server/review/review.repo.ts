import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { NotFound } from "#domain/http/errors.ts"
import { REVIEW_LIMITS } from "#domain/http/review.http.ts"
import { type AdminReview, authorName, type RatingSummary, type Review, type ReviewSort } from "#domain/review.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"

// Ratings and reviews (issue 19 item 1, ADR 030; migration 0020). The product's rating columns are
// kept by the database's triggers in the same transaction as each review written, edited, hidden or
// shown. This file reads; review.writes.ts writes and checks who may; review.handlers.ts answers the calls.

const ts = (sql: SqlClient.SqlClient, column: string) =>
  sql.literal(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

interface ReviewRow extends Omit<Review, "author"> {
  readonly authorFullName: string
}

/** The columns of a review as shown (`r` the review, `c` its author). */
const reviewColumns = (sql: SqlClient.SqlClient) => sql`
  r.id AS "_id", r.rating, r.title, r.body, c.name AS "authorFullName", r.verified, r.helpful_count AS "helpfulCount",
  ${ts(sql, "r.created_at")} AS "createdAt", ${ts(sql, "r.updated_at")} AS "updatedAt"`

const toReview = ({ authorFullName, ...row }: ReviewRow): Review => ({ ...row, author: authorName(authorFullName) })

/** The shown product of the slug, with its rating; 404 when there is none. */
export const productOf = (slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [product] = yield* sql<{ id: Id; average: number | null; count: number; stars: [number, number, number, number, number] }>`
      SELECT id, rating_avg::float8 AS average, rating_count AS count, rating_counts AS stars FROM products WHERE slug_url = ${slug} AND show`
    if (product === undefined) return yield* new NotFound({ message: `There is no product '${slug}' to review.` })
    return product
  })

export const summaryOf = (product: { average: number | null; count: number; stars: RatingSummary["stars"] }): RatingSummary =>
  ({ average: product.average, count: product.count, stars: product.stars })

const ORDER: { readonly [S in ReviewSort]: string } = {
  newest: "r.created_at DESC, r.id DESC",
  helpful: "r.helpful_count DESC, r.created_at DESC, r.id DESC"
}

/** A product's visible reviews, a page of them in the order asked, with its rating (its count is the reviews' total). */
export const productReviews = (slug: string, request: PageRequest & { readonly sort?: ReviewSort | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const product = yield* productOf(slug)
    const sort = request.sort ?? "newest"
    const { page, limit, offset } = resolvePage(request, REVIEW_LIMITS.default)
    const rows = product.count === 0 ? [] : yield* sql<ReviewRow>`
      SELECT ${reviewColumns(sql)} FROM reviews r JOIN clients c ON c.id = r.client_id
      WHERE r.product_id = ${product.id} AND NOT r.hidden
      ORDER BY ${sql.literal(ORDER[sort])} LIMIT ${limit} OFFSET ${offset}`
    return { productId: product.id, summary: summaryOf(product), reviews: rows.map(toReview), sort, page, limit, total: product.count }
  })

/** Whether the client has an order of the product that was delivered (DESIGN §4 status 5). */
export const delivered = (sql: SqlClient.SqlClient, clientId: Id, productId: Id) =>
  Effect.map(sql<{ yes: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.client_id = ${clientId} AND o.status = 5 AND l.product_id = ${productId}
    ) AS yes`, (rows) => rows[0]?.yes === true)

/** The client's review found by `where`, or null. */
export const ownReview = (sql: SqlClient.SqlClient, where: Statement.Fragment) =>
  Effect.map(sql<ReviewRow>`SELECT ${reviewColumns(sql)} FROM reviews r JOIN clients c ON c.id = r.client_id WHERE ${where}`,
    (rows) => rows[0] === undefined ? null : toReview(rows[0]))

/** The client's own review of the product, whether they may rate it, and which of its reviews they found helpful. */
export const myReview = (clientId: Id, slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const product = yield* productOf(slug)
    const review = yield* ownReview(sql, sql`r.client_id = ${clientId} AND r.product_id = ${product.id}`)
    const canRate = yield* delivered(sql, clientId, product.id)
    const votes = yield* sql<{ id: Id }>`
      SELECT v.review_id AS id FROM review_votes v JOIN reviews r ON r.id = v.review_id
      WHERE v.client_id = ${clientId} AND r.product_id = ${product.id} AND NOT r.hidden ORDER BY v.review_id`
    return { review, canRate, votes: votes.map((v) => v.id) }
  })

interface AdminReviewRow extends Omit<AdminReview, "author"> {
  readonly authorFullName: string
}

/** Reviews as the admin sees them (hidden ones too, with who hid them), chosen by `where`. */
export const adminReviews = (sql: SqlClient.SqlClient, where: Statement.Fragment, tail: Statement.Fragment) =>
  Effect.map(sql<AdminReviewRow>`
    SELECT ${reviewColumns(sql)}, p.name AS "productName", p.slug_url AS "productSlug", r.client_id AS "clientId", c.name AS "clientName",
      r.hidden, r.hidden_reason AS "hiddenReason", h.name AS "hiddenBy", ${ts(sql, "r.hidden_at")} AS "hiddenAt"
    FROM reviews r JOIN clients c ON c.id = r.client_id JOIN products p ON p.id = r.product_id
    LEFT JOIN clients h ON h.id = r.hidden_by
    WHERE ${where} ${tail}`, (rows) => rows.map(({ authorFullName, ...row }): AdminReview => ({ ...row, author: authorName(authorFullName) })))

/** Every review, hidden ones too, newest first (the admin's list). */
export const allReviews = (request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, REVIEW_LIMITS.default)
    const reviews = yield* adminReviews(sql, sql`true`, sql`ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`)
    const [count] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM reviews`
    return { reviews, page, limit, total: count?.n ?? 0 }
  })
