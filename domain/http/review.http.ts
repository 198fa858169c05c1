import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, CatalogueWrite } from "./call-kinds.ts"
import { Id } from "../common.ts"
import { AdminReview, MyReviewAnswer, RatingSummary, Review, ReviewInput, ReviewSort, ReviewVisibility } from "../review.ts"
import { SessionAuth, SupportAuth } from "./auth.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests, Unauthorized } from "./errors.ts"
import { pagingParams, SlugPath, successTrue } from "./params.ts"

/**
 * A product's reviews are kept this long at most (ADR 030): a helpful vote tells no one; a review
 * written, reworded, hidden or shown clears them at once (ADR 061: they are kept by the product's id,
 * `productId`, and the database announces the product).
 */
export const REVIEWS_TTL_MS = 30_000

/** Reviews per page: a product page's section, the admin's list. */
export const REVIEW_LIMITS = { default: 10, max: 50 } as const

const ReviewPageParams = Schema.Struct({ ...pagingParams(REVIEW_LIMITS.max), sort: Schema.optional(ReviewSort) })

// Ratings and reviews (issue 19 item 1, ADR 030). Anyone reads a product's visible reviews with its
// rating; a signed-in customer reads and writes their own review (only once the product was
// delivered to them) and marks others' reviews helpful; an admin lists every review and hides or
// shows one.
export const ReviewGroup = HttpApiGroup.make("review")
  .add(
    // The product's visible reviews, newest or most helpful first, with its rating and each star's count.
    HttpApiEndpoint.get("list", "/review/product/:slug").annotate(CatalogueRead, { ttlMs: REVIEWS_TTL_MS })
      .setPath(SlugPath)
      .setUrlParams(ReviewPageParams)
      .addSuccess(Schema.Struct({
        success: successTrue, productId: Id, summary: RatingSummary, reviews: Schema.Array(Review),
        sort: ReviewSort, page: Schema.Number, limit: Schema.Number, total: Schema.Number
      }))
      .addError(NotFound)
  )

export const ReviewCustomerGroup = HttpApiGroup.make("reviewCustomer")
  .add(
    // The session's own review of the product (null when none), whether it may rate it, and its helpful votes there.
    HttpApiEndpoint.get("mine", "/review/mine/:slug")
      .setPath(SlugPath)
      .addSuccess(Schema.Struct({ success: successTrue, ...MyReviewAnswer.fields }))
      .addError(NotFound)
  )
  .add(
    // Writes or edits the session's review of the product (idempotent); 403 Forbidden, with its sentence, before delivery.
    // Its product's kept answers and the lists go at once in this process (the product's rating may move).
    HttpApiEndpoint.put("save", "/review/product/:slug").annotate(CatalogueWrite, "its-product")
      .setPath(SlugPath)
      .setPayload(ReviewInput)
      .addSuccess(Schema.Struct({ success: successTrue, productId: Id, review: Review, summary: RatingSummary }))
      .addError(NotFound).addError(Forbidden).addError(BadRequest).addError(TooManyRequests)
  )
  .add(
    // Marks a visible review helpful, once per customer (again changes nothing); 409 for one's own.
    HttpApiEndpoint.put("helpful", "/review/:id/helpful")
      .setPath(Schema.Struct({ id: Id }))
      .addSuccess(Schema.Struct({ success: successTrue, reviewId: Id, helpfulCount: Schema.Number }))
      .addError(NotFound).addError(Conflict).addError(TooManyRequests)
  )
  .addError(Unauthorized)
  .middleware(SessionAuth)

export const ReviewAdminGroup = HttpApiGroup.make("reviewAdmin")
  .add(
    // Every review, hidden ones too, newest first.
    HttpApiEndpoint.get("list", "/admin/reviews")
      .setUrlParams(Schema.Struct(pagingParams(REVIEW_LIMITS.max)))
      .addSuccess(Schema.Struct({ success: successTrue, reviews: Schema.Array(AdminReview), page: Schema.Number, limit: Schema.Number, total: Schema.Number }))
  )
  .add(
    // Hides a review (with a reason) or shows it again; the product's rating follows in the same transaction.
    HttpApiEndpoint.put("visibility", "/admin/reviews/:id").annotate(CatalogueWrite, true)
      .setPath(Schema.Struct({ id: Id }))
      .setPayload(ReviewVisibility)
      .addSuccess(Schema.Struct({ success: successTrue, review: AdminReview }))
      .addError(NotFound).addError(BadRequest)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(SupportAuth)
