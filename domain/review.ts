import { Schema } from "effect"
import { Id, Name, Slug, Timestamp } from "./common.ts"
import { formatCount } from "./money.ts"

/**
 * Ratings and reviews (issue 19 item 1, ADR 030): a customer who received a product rates it 1 to
 * 5 and may write a review with a title; one review per customer and product, edited in place; a
 * review by a customer with a delivered order of the product is a verified buyer's; an admin hides
 * abusive reviews (hidden ones are left out of the lists and the averages); customers mark reviews
 * helpful once each. The shapes here are the contract's (domain/http/review.http.ts) and the
 * browser's; the rules below are the one statement of them for both.
 */

export const TITLE_MAX = 100
export const BODY_MAX = 2000
export const HIDE_REASON_MAX = 300

/**
 * The server's refusals of a review, by name: the server sends the sentence, and the product page's
 * form says the refusal it names in the page's language (src/components/reviews-section.tsx).
 */
export const REVIEW_REFUSALS = {
  cannotRate: "You can rate this product once it has been delivered to you.",
  needTitle: "Please give your review a title.",
  titleTooLong: `The title may have at most ${TITLE_MAX} characters.`,
  bodyTooLong: `The review may have at most ${formatCount(BODY_MAX)} characters.`
} as const
export type ReviewRefusal = keyof typeof REVIEW_REFUSALS

/** The sentence for a customer who may not rate (yet): the server's refusal and the product page's note. */
export const CANNOT_RATE_SENTENCE = REVIEW_REFUSALS.cannotRate

/** A rating: whole stars, 1 to 5. */
export const Stars = Schema.Number.pipe(
  Schema.int({ message: () => "rating must be a whole number of stars" }),
  Schema.between(1, 5, { message: () => "rating must be between 1 and 5 stars" })
)
export type Stars = typeof Stars.Type

const ReviewTitle = Schema.Trim.pipe(Schema.maxLength(TITLE_MAX, { message: () => REVIEW_REFUSALS.titleTooLong }))
const ReviewBody = Schema.Trim.pipe(Schema.maxLength(BODY_MAX, { message: () => REVIEW_REFUSALS.bodyTooLong }))

/** What a customer writes: the stars, and optionally a review, which then needs a title. */
export const ReviewInput = Schema.Struct({
  rating: Stars,
  title: Schema.optionalWith(ReviewTitle, { default: () => "" }),
  body: Schema.optionalWith(ReviewBody, { default: () => "" })
}).pipe(Schema.filter((input) => input.body === "" || input.title !== "" || REVIEW_REFUSALS.needTitle))
export type ReviewInput = typeof ReviewInput.Type

/** How a product's reviews are listed: newest first, or the most found helpful first. */
export const ReviewSort = Schema.Literal("newest", "helpful")
export type ReviewSort = typeof ReviewSort.Type

/** A review as the product page shows it. `author` is the reviewer's first name and initial. */
export const Review = Schema.Struct({
  _id: Id,
  rating: Stars,
  title: Schema.String,
  body: Schema.String,
  author: Schema.String,
  verified: Schema.Boolean,
  helpfulCount: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  createdAt: Timestamp,
  updatedAt: Timestamp
})
export type Review = typeof Review.Type

/** A product's rating: the average of its visible reviews (null with none), their count, and each star's count (one star first). */
export const RatingSummary = Schema.Struct({
  average: Schema.NullOr(Schema.Number),
  count: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  stars: Schema.Tuple(Schema.Number, Schema.Number, Schema.Number, Schema.Number, Schema.Number)
})
export type RatingSummary = typeof RatingSummary.Type

/** What the signed-in customer has to do with a product's reviews: their own review, whether they may rate, their votes. */
export const MyReviewAnswer = Schema.Struct({
  review: Schema.NullOr(Review),
  canRate: Schema.Boolean,
  /** The reviews of this product the customer found helpful. */
  votes: Schema.Array(Id)
})
export type MyReviewAnswer = typeof MyReviewAnswer.Type

/** A review as the admin's list shows it: whose, of what, and whether hidden (by whom, when, why). */
export const AdminReview = Schema.Struct({
  ...Review.fields,
  productName: Name,
  productSlug: Slug,
  clientId: Id,
  clientName: Schema.String,
  hidden: Schema.Boolean,
  hiddenReason: Schema.NullOr(Schema.String),
  hiddenBy: Schema.NullOr(Schema.String),
  hiddenAt: Schema.NullOr(Timestamp)
})
export type AdminReview = typeof AdminReview.Type

/** An admin's change: hide with a reason, or show again. */
export const ReviewVisibility = Schema.Struct({
  hidden: Schema.Boolean,
  reason: Schema.optional(Schema.Trim.pipe(
    Schema.maxLength(HIDE_REASON_MAX, { message: () => `The reason may have at most ${HIDE_REASON_MAX} characters.` })
  ))
}).pipe(Schema.filter((change) => !change.hidden || (change.reason ?? "") !== "" || "Please say why the review is hidden."))
export type ReviewVisibility = typeof ReviewVisibility.Type

/** The reviewer's name as shown: first name and the initial of the last ("Asha Rao" → "Asha R."). */
export const authorName = (name: string): string => {
  const words = name.trim().split(/\s+/).filter((word) => word !== "")
  if (words.length === 0) return "A customer"
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ""
  return last === "" ? first : `${first} ${last[0]!.toUpperCase()}.`
}

/** An average as shown beside the stars: one place ("4.3"). */
export const averageText = (average: number): string => (Math.round(average * 10) / 10).toFixed(1)

/** The bar chart's rows, five stars first: each star's count and its whole-percent share of all. */
export const distributionRows = (summary: RatingSummary): ReadonlyArray<{ readonly stars: Stars; readonly count: number; readonly percent: number }> =>
  ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = summary.stars[stars - 1]!
    return { stars, count, percent: summary.count === 0 ? 0 : Math.round((count / summary.count) * 100) }
  })

/** The summary of a list of visible ratings (the server's trigger computes the same; the tests compare). */
export const summaryOf = (ratings: ReadonlyArray<number>): RatingSummary => {
  const stars: [number, number, number, number, number] = [0, 0, 0, 0, 0]
  for (const rating of ratings) stars[rating - 1] = (stars[rating - 1] ?? 0) + 1
  const count = ratings.length
  const average = count === 0 ? null : Math.round((ratings.reduce((sum, r) => sum + r, 0) / count) * 100) / 100
  return { average, count, stars }
}
