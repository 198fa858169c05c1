import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { ReviewCustomerGroup, ReviewGroup } from "#domain/http/review.http.ts"
import type { ReviewInput, ReviewSort } from "#domain/review.ts"
import { contractOf, failWithText, groupClient } from "./contract-client.ts"

/**
 * The product page's review calls (issue 19 item 1, ADR 030), a feature on the one seam (ADR 045):
 * the contract's review groups, loaded as the runtime's `ReviewApi` at the first review call (the
 * lazy "Ratings & Reviews" section), so neither the home page nor a product page never scrolled
 * carries them (DESIGN §6).
 */
const ReviewContract = contractOf(ReviewGroup, ReviewCustomerGroup)

/** The texts a failed review call stores (§8 has none: ours); the server's sentence is what is shown. */
export const REVIEW_TEXTS = { list: "Reviews Not Found", save: "Review Not Saved", vote: "Vote Not Counted" } as const

export const makeReviewCalls = Effect.gen(function* () {
  const review = yield* groupClient(ReviewContract, "review")
  const customer = yield* groupClient(ReviewContract, "reviewCustomer")
  return {
    list: (slug: string, sort: ReviewSort, page: number) =>
      Effect.flatMap(review, (api) => api.list({ path: { slug }, urlParams: { sort, page } })).pipe(failWithText(REVIEW_TEXTS.list)),
    mine: (slug: string) => Effect.flatMap(customer, (api) => api.mine({ path: { slug } })).pipe(failWithText(REVIEW_TEXTS.list)),
    save: (slug: string, input: ReviewInput) => Effect.flatMap(customer, (api) => api.save({ path: { slug }, payload: input })).pipe(failWithText(REVIEW_TEXTS.save)),
    vote: (reviewId: Id) => Effect.flatMap(customer, (api) => api.helpful({ path: { id: reviewId } })).pipe(failWithText(REVIEW_TEXTS.vote))
  }
})
export type ReviewCalls = Effect.Effect.Success<typeof makeReviewCalls>
