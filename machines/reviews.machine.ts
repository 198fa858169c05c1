import { assign, fromPromise, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import { failureSentence } from "#domain/failure-words.ts"
import type { MyReviewAnswer, RatingSummary, Review, ReviewInput, ReviewSort } from "#domain/review.ts"

/**
 * The product page's "Ratings & Reviews" (issue 19 item 1, ADR 030): the product's rating and a
 * page of its reviews in the order chosen, and for a signed-in customer their own review (the form,
 * when they may rate), and their helpful votes. The section provides the three calls; the machine
 * has no other side effects (DESIGN §1).
 *
 * - `loading` reads the page asked for (and the customer's own review, when signed in); `failed`
 *   waits for `reviews.retry`.
 * - `ready` takes a sort, a page, a save or a vote; one at a time: a second command while a call is
 *   in flight is not taken (the buttons wait).
 * - `saving` writes the review; done, the list is read again from its first page, newest first (the
 *   review is the newest), with its new rating. A refusal (not delivered yet, a bad title) stays
 *   beside the form as `formProblem`.
 * - `voting` marks a review helpful (one shown, not the customer's own, not voted for yet); its
 *   count and the customer's votes follow the answer.
 */

export interface ReviewsPage {
  readonly summary: RatingSummary
  readonly reviews: ReadonlyArray<Review>
  readonly sort: ReviewSort
  readonly page: number
  readonly limit: number
  readonly total: number
}

export interface ReviewsLoadInput {
  readonly slug: string
  readonly sort: ReviewSort
  readonly page: number
  readonly signedIn: boolean
}

export interface ReviewsLoaded {
  readonly page: ReviewsPage
  /** The customer's own review and votes; null for a visitor. */
  readonly mine: MyReviewAnswer | null
}

export interface ReviewsInput {
  readonly slug: string
  readonly signedIn: boolean
}

export interface ReviewsContext {
  readonly slug: string
  readonly signedIn: boolean
  readonly sort: ReviewSort
  readonly page: number
  readonly list: ReviewsPage | null
  readonly mine: MyReviewAnswer | null
  /** The sentence of the last failed read or vote, shown above the list. */
  readonly problem: string | null
  /** The sentence of the last refused save, shown in the form. */
  readonly formProblem: string | null
  /** Set after a save, until the next command: "Thank you: your review is saved." */
  readonly saved: boolean
}

export type ReviewsEvent =
  | { readonly type: "reviews.sort"; readonly sort: ReviewSort }
  | { readonly type: "reviews.page"; readonly page: number }
  | { readonly type: "reviews.save"; readonly input: ReviewInput }
  | { readonly type: "reviews.vote"; readonly reviewId: Id }
  | { readonly type: "reviews.retry" }

export const SAVED_SENTENCE = "Thank you: your review is saved."

/** The customer's votes after a vote on `reviewId` was counted. */
export const withVote = (mine: MyReviewAnswer | null, reviewId: Id): MyReviewAnswer | null =>
  mine === null || mine.votes.includes(reviewId) ? mine : { ...mine, votes: [...mine.votes, reviewId] }

/** The list with a review's helpful count as the server counted it. */
export const withHelpfulCount = (list: ReviewsPage | null, reviewId: Id, helpfulCount: number): ReviewsPage | null =>
  list === null ? null : { ...list, reviews: list.reviews.map((review) => (review._id === reviewId ? { ...review, helpfulCount } : review)) }

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

export const reviewsMachine = setup({
  types: {
    context: {} as ReviewsContext,
    input: {} as ReviewsInput,
    events: {} as ReviewsEvent
  },
  actors: {
    load: unprovided<ReviewsLoaded, ReviewsLoadInput>("load"),
    save: unprovided<{ readonly review: Review; readonly summary: RatingSummary }, { readonly slug: string; readonly input: ReviewInput }>("save"),
    vote: unprovided<{ readonly reviewId: Id; readonly helpfulCount: number }, { readonly reviewId: Id }>("vote")
  },
  guards: {
    mayRate: ({ context }) => context.mine?.canRate === true,
    mayVote: ({ context, event }) =>
      context.mine !== null && event.type === "reviews.vote" && !context.mine.votes.includes(event.reviewId) &&
      context.mine.review?._id !== event.reviewId && context.list?.reviews.some((review) => review._id === event.reviewId) === true,
    otherPage: ({ context, event }) =>
      event.type === "reviews.page" && event.page !== context.page && event.page >= 1 &&
      (context.list === null || event.page <= Math.max(1, Math.ceil(context.list.total / context.list.limit))),
    otherSort: ({ context, event }) => event.type === "reviews.sort" && event.sort !== context.sort
  }
}).createMachine({
  id: "reviews",
  context: ({ input }) => ({
    slug: input.slug, signedIn: input.signedIn, sort: "newest", page: 1, list: null, mine: null, problem: null, formProblem: null, saved: false
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ slug: context.slug, sort: context.sort, page: context.page, signedIn: context.signedIn }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ list: event.output.page, mine: event.output.mine, problem: null }))
        },
        onError: { target: "failed", actions: assign(({ event }) => ({ problem: failureSentence(event.error) })) }
      }
    },
    failed: {
      on: { "reviews.retry": { target: "loading" } }
    },
    ready: {
      on: {
        "reviews.sort": { guard: "otherSort", target: "loading", actions: assign(({ event }) => ({ sort: event.sort, page: 1, saved: false })) },
        "reviews.page": { guard: "otherPage", target: "loading", actions: assign(({ event }) => ({ page: event.page, saved: false })) },
        "reviews.save": { guard: "mayRate", target: "saving", actions: assign({ formProblem: null, saved: false }) },
        "reviews.vote": { guard: "mayVote", target: "voting", actions: assign({ problem: null, saved: false }) }
      }
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context, event }) => ({ slug: context.slug, input: (event as Extract<ReviewsEvent, { type: "reviews.save" }>).input }),
        onDone: {
          target: "loading",
          actions: assign(({ context, event }) => ({
            saved: true, sort: "newest" as const, page: 1,
            mine: context.mine === null ? null : { ...context.mine, review: event.output.review }
          }))
        },
        onError: { target: "ready", actions: assign(({ event }) => ({ formProblem: failureSentence(event.error) })) }
      }
    },
    voting: {
      invoke: {
        id: "vote",
        src: "vote",
        input: ({ event }) => ({ reviewId: (event as Extract<ReviewsEvent, { type: "reviews.vote" }>).reviewId }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            list: withHelpfulCount(context.list, event.output.reviewId, event.output.helpfulCount),
            mine: withVote(context.mine, event.output.reviewId)
          }))
        },
        onError: { target: "ready", actions: assign(({ event }) => ({ problem: failureSentence(event.error) })) }
      }
    }
  }
})

export type ReviewsMachine = typeof reviewsMachine
