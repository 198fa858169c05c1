import { HttpApiBuilder } from "@effect/platform"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/client.http.ts"
import { Conflict, Forbidden, NotFound } from "#domain/http/errors.ts"
import { REVIEW_LIMITS } from "#domain/http/review.http.ts"
import { type AdminReview, authorName, CANNOT_RATE_SENTENCE, type RatingSummary, type Review, type ReviewInput, type ReviewSort, type ReviewVisibility } from "#domain/review.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"
import { newId } from "../db/ids.ts"
import { orUnavailable } from "../http/failures.ts"
import { limitByAccount, RATE_RULES } from "../http/rate-limit.ts"
import { BazaarApi } from "#domain/http/api.ts"

// Ratings and reviews (issue 19 item 1, ADR 030; migration 0020). The product's rating columns are
// kept by the database's triggers in the same transaction as each review written, edited, hidden or
// shown; this module reads and writes the reviews and checks who may.

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

const productOf = (slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [product] = yield* sql<{ id: Id; average: number | null; count: number; stars: [number, number, number, number, number] }>`
      SELECT id, rating_avg::float8 AS average, rating_count AS count, rating_counts AS stars FROM products WHERE slug_url = ${slug} AND show`
    if (product === undefined) return yield* new NotFound({ message: `There is no product '${slug}' to review.` })
    return product
  })

const summaryOf = (product: { average: number | null; count: number; stars: RatingSummary["stars"] }): RatingSummary =>
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
    return { summary: summaryOf(product), reviews: rows.map(toReview), sort, page, limit, total: product.count }
  })

/** Whether the client has an order of the product that was delivered (DESIGN §4 status 5). */
const delivered = (sql: SqlClient.SqlClient, clientId: Id, productId: Id) =>
  Effect.map(sql<{ yes: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.client_id = ${clientId} AND o.status = 5 AND l.product_id = ${productId}
    ) AS yes`, (rows) => rows[0]?.yes === true)

const ownReview = (sql: SqlClient.SqlClient, where: Statement.Fragment) =>
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

/**
 * Writes or edits the client's review of the product, once it was delivered to them (verified); the
 * same words again change nothing (not even its time of edit). The product's rating follows in the
 * same transaction (migration 0020's triggers).
 */
export const saveReview = (clientId: Id, slug: string, input: ReviewInput) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const { id: productId } = yield* productOf(slug)
    if (!(yield* delivered(sql, clientId, productId))) return yield* new Forbidden({ message: CANNOT_RATE_SENTENCE })
    yield* sql`
      INSERT INTO reviews (id, product_id, client_id, rating, title, body, verified, created_at, updated_at)
      VALUES (${newId()}, ${productId}, ${clientId}, ${input.rating}, ${input.title}, ${input.body}, true, now(), now())
      ON CONFLICT (client_id, product_id) DO UPDATE SET
        rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body, verified = true, updated_at = now()
      WHERE (reviews.rating, reviews.title, reviews.body, reviews.verified) IS DISTINCT FROM (EXCLUDED.rating, EXCLUDED.title, EXCLUDED.body, true)`
    const review = yield* ownReview(sql, sql`r.client_id = ${clientId} AND r.product_id = ${productId}`)
    const product = yield* productOf(slug)
    return { review: review!, summary: summaryOf(product) }
  })))

/**
 * Marks a visible review helpful for the client, once; the review's count after it. One statement
 * (atomic by itself): the vote's row and the count's step, or nothing when the vote was there.
 */
export const markHelpful = (clientId: Id, reviewId: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [review] = yield* sql<{ clientId: Id; helpfulCount: number }>`
      WITH r AS (SELECT id, client_id, helpful_count FROM reviews WHERE id = ${reviewId} AND NOT hidden),
      voted AS (
        INSERT INTO review_votes (review_id, client_id, at) SELECT id, ${clientId}, now() FROM r WHERE client_id <> ${clientId}
        ON CONFLICT DO NOTHING RETURNING review_id
      ),
      counted AS (UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id IN (SELECT review_id FROM voted) RETURNING helpful_count)
      SELECT r.client_id AS "clientId", coalesce((SELECT helpful_count FROM counted), r.helpful_count) AS "helpfulCount" FROM r`
    if (review === undefined) return yield* new NotFound({ message: "We could not find that review." })
    if (review.clientId === clientId) return yield* new Conflict({ message: "You cannot mark your own review as helpful." })
    return { reviewId, helpfulCount: review.helpfulCount }
  })

interface AdminReviewRow extends Omit<AdminReview, "author"> {
  readonly authorFullName: string
}

const adminReviews = (sql: SqlClient.SqlClient, where: Statement.Fragment, tail: Statement.Fragment) =>
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

/** Hides a review (with the admin's reason) or shows it again; the product's rating follows in the same transaction. */
export const setVisibility = (adminId: Id, reviewId: Id, change: ReviewVisibility) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const updated = change.hidden
      ? yield* sql`UPDATE reviews SET hidden = true, hidden_reason = ${change.reason ?? ""}, hidden_by = ${adminId}, hidden_at = now() WHERE id = ${reviewId} RETURNING 1`
      : yield* sql`UPDATE reviews SET hidden = false, hidden_reason = NULL, hidden_by = NULL, hidden_at = NULL WHERE id = ${reviewId} RETURNING 1`
    if (updated.length === 0) return yield* new NotFound({ message: "We could not find that review." })
    const [review] = yield* adminReviews(sql, sql`r.id = ${reviewId}`, sql``)
    return review!
  })))

export const ReviewHandlersLive = HttpApiBuilder.group(BazaarApi, "review", (handlers) =>
  handlers.handle("list", ({ path, urlParams }) =>
    productReviews(path.slug, urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer })), orUnavailable)))

export const ReviewCustomerHandlersLive = HttpApiBuilder.group(BazaarApi, "reviewCustomer", (handlers) =>
  handlers
    .handle("mine", ({ path }) => Effect.flatMap(CurrentClient, ({ clientId }) => myReview(clientId, path.slug)).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer })), orUnavailable))
    // Counted by account before the write (RATE_RULES: a refused write writes nothing).
    .handle("save", ({ path, payload }) => Effect.flatMap(CurrentClient, ({ clientId }) =>
      limitByAccount(RATE_RULES.reviewWrites, clientId).pipe(Effect.zipRight(saveReview(clientId, path.slug, payload)))).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer })), orUnavailable))
    .handle("helpful", ({ path }) => Effect.flatMap(CurrentClient, ({ clientId }) =>
      limitByAccount(RATE_RULES.helpfulVotes, clientId).pipe(Effect.zipRight(markHelpful(clientId, path.id)))).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer })), orUnavailable)))

export const ReviewAdminHandlersLive = HttpApiBuilder.group(BazaarApi, "reviewAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => allReviews(urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer })), orUnavailable))
    .handle("visibility", ({ path, payload }) => Effect.flatMap(CurrentClient, ({ clientId }) => setVisibility(clientId, path.id, payload)).pipe(
      Effect.map((review) => ({ success: true as const, review })), orUnavailable)))
