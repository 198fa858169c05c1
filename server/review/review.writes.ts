import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { Conflict, Forbidden, NotFound } from "#domain/http/errors.ts"
import { CANNOT_RATE_SENTENCE, type ReviewInput, type ReviewVisibility } from "#domain/review.ts"
import { newId } from "../db/ids.ts"
import { adminReviews, delivered, ownReview, productOf, summaryOf } from "./review.repo.ts"

// Ratings and reviews written, voted helpful, hidden and shown (issue 19 item 1, ADR 030): the
// product's rating follows in the same transaction (migration 0020's triggers).

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
    return { productId, review: review!, summary: summaryOf(product) }
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
