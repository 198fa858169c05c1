import { FetchHttpClient, HttpApi, HttpApiClient } from "@effect/platform"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { ReviewCustomerGroup, ReviewGroup } from "#domain/http/review.http.ts"
import type { ReviewInput, ReviewSort } from "#domain/review.ts"
// From the shop's API module, already loaded by then: importing domain/failures.ts here would split it
// out of that module's chunk, which every page loads (DESIGN §6 budget).
import { failWithText } from "./api.ts"

/**
 * The product page's review calls (issue 19 item 1, ADR 030), derived from the contract's review
 * groups. Apart from src/app/api.ts, and loaded only with the lazy "Ratings & Reviews" section, so
 * neither the home page nor a product page that is never scrolled carries them (DESIGN §6).
 */
const ReviewContract = HttpApi.make("bazaar-reviews").add(ReviewGroup).add(ReviewCustomerGroup).addError(ServiceUnavailable).prefix("/api/v1")

/** The texts a failed review call stores (§8 has none: ours); the server's sentence is what is shown. */
export const REVIEW_TEXTS = { list: "Reviews Not Found", save: "Review Not Saved", vote: "Vote Not Counted" } as const

/** The calls, each a promise for the section's machine (its actors). */
export const makeReviewCalls = async () => {
  const api = await Effect.runPromise(
    HttpApiClient.make(ReviewContract, { baseUrl: globalThis.location?.origin ?? "http://localhost:3000" }).pipe(Effect.provide(FetchHttpClient.layer))
  )
  const run = <A>(effect: Effect.Effect<A, unknown>, text: string, signal?: AbortSignal) =>
    Effect.runPromise(effect.pipe(failWithText(text)), signal === undefined ? undefined : { signal })
  return {
    list: (slug: string, sort: ReviewSort, page: number, signal?: AbortSignal) =>
      run(api.review.list({ path: { slug }, urlParams: { sort, page } }), REVIEW_TEXTS.list, signal),
    mine: (slug: string, signal?: AbortSignal) => run(api.reviewCustomer.mine({ path: { slug } }), REVIEW_TEXTS.list, signal),
    save: (slug: string, input: ReviewInput) => run(api.reviewCustomer.save({ path: { slug }, payload: input }), REVIEW_TEXTS.save),
    vote: (reviewId: Id) => run(api.reviewCustomer.helpful({ path: { id: reviewId } }), REVIEW_TEXTS.vote)
  }
}
export type ReviewCalls = Awaited<ReturnType<typeof makeReviewCalls>>
