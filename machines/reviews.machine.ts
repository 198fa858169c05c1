import { and, assign, fromPromise, not, raise, setup, type SnapshotFrom, stateIn } from "xstate"
import type { Id } from "#domain/common.ts"
import { type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import type { MyReviewAnswer, RatingSummary, Review, ReviewInput, ReviewSort } from "#domain/review.ts"
import { requestRegion } from "./request-region.ts"

/**
 * The product page's "Ratings & Reviews" (issue 19 item 1, ADR 030): the product's rating and a
 * page of its reviews in the order chosen, and for a signed-in customer their own review (the form,
 * when they may rate), and their helpful votes. The section provides the three calls; the machine
 * has no other side effects (DESIGN §1).
 *
 * Each call is a request region (machines/request-region.ts), one at a time: a command while a call
 * is in flight is not taken (the buttons wait), and a sort, a page, a save or a vote only while the
 * list is shown (`reviewsReady`).
 * - `list` reads the page asked for (and the customer's own review, when signed in) as the section
 *   opens, and again on `reviews.load` (the section's "Try again"), which a sort, a page and a save
 *   also give; a failure is kept in `problem`.
 * - `save` writes the review; done, the list is read again from its first page, newest first (the
 *   review is the newest), with its new rating. A refusal (not delivered yet, a bad title) stays
 *   beside the form as `formProblem`.
 * - `vote` marks a review helpful (one shown, not the customer's own, not voted for yet); its
 *   count and the customer's votes follow the answer; a failure says why in `problem`.
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
  /** The last failed read or vote, kept (the screen says it above the list, in the page's language). */
  readonly problem: KeptFailure | null
  /** The last refused save, kept (said in the form). */
  readonly formProblem: KeptFailure | null
  /** Set after a save, until the next command: "Thank you: your review is saved." */
  readonly saved: boolean
}

export type ReviewsEvent =
  | { readonly type: "reviews.sort"; readonly sort: ReviewSort }
  | { readonly type: "reviews.page"; readonly page: number }
  | { readonly type: "reviews.save"; readonly input: ReviewInput }
  | { readonly type: "reviews.vote"; readonly reviewId: Id }
  /** Read the page asked for (again): "Try again" after a failed read; a sort, a page and a save give it too. */
  | { readonly type: "reviews.load" }

/** The customer's votes after a vote on `reviewId` was counted. */
export const withVote = (mine: MyReviewAnswer | null, reviewId: Id): MyReviewAnswer | null =>
  mine === null || mine.votes.includes(reviewId) ? mine : { ...mine, votes: [...mine.votes, reviewId] }

/** The list with a review's helpful count as the server counted it. */
export const withHelpfulCount = (list: ReviewsPage | null, reviewId: Id, helpfulCount: number): ReviewsPage | null =>
  list === null ? null : { ...list, reviews: list.reviews.map((review) => (review._id === reviewId ? { ...review, helpfulCount } : review)) }

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

/** No call of the section is in flight. */
const atRest = and([not(stateIn("#reviews.list.pending")), not(stateIn("#reviews.save.pending")), not(stateIn("#reviews.vote.pending"))])
/** The list is shown and no call is in flight: a sort, a page, a save or a vote may be taken. */
const ready = and([stateIn("#reviews.list.idle"), not(stateIn("#reviews.save.pending")), not(stateIn("#reviews.vote.pending"))])

const reviewsSetup = setup({
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
    atRest,
    /** Signed in and allowed to rate this product, with the list shown and nothing in flight. */
    mayRate: and([({ context }: { readonly context: ReviewsContext }) => context.mine?.canRate === true, ready]),
    /** A review shown, not the customer's own, not voted for yet; the list shown and nothing in flight. */
    mayVote: and([
      ({ context, event }: { readonly context: ReviewsContext; readonly event: ReviewsEvent }) =>
        context.mine !== null && event.type === "reviews.vote" && !context.mine.votes.includes(event.reviewId) &&
        context.mine.review?._id !== event.reviewId && context.list?.reviews.some((review) => review._id === event.reviewId) === true,
      ready
    ]),
    /** Another page of the list; the list shown and nothing in flight. */
    otherPage: and([
      ({ context, event }: { readonly context: ReviewsContext; readonly event: ReviewsEvent }) =>
        event.type === "reviews.page" && event.page !== context.page && event.page >= 1 &&
        (context.list === null || event.page <= Math.max(1, Math.ceil(context.list.total / context.list.limit))),
      ready
    ]),
    /** Another order of the list; the list shown and nothing in flight. */
    otherSort: and([({ context, event }: { readonly context: ReviewsContext; readonly event: ReviewsEvent }) => event.type === "reviews.sort" && event.sort !== context.sort, ready])
  },
  actions: {
    /** The list is read again as the context now asks (the list region's command). */
    reload: raise({ type: "reviews.load" })
  }
})

export const reviewsMachine = reviewsSetup.createMachine({
  id: "reviews",
  context: ({ input }) => ({
    slug: input.slug, signedIn: input.signedIn, sort: "newest", page: 1, list: null, mine: null, problem: null, formProblem: null, saved: false
  }),
  type: "parallel",
  on: {
    "reviews.sort": { guard: "otherSort", actions: [assign(({ event }) => ({ sort: event.sort, page: 1, saved: false })), "reload"] },
    "reviews.page": { guard: "otherPage", actions: [assign(({ event }) => ({ page: event.page, saved: false })), "reload"] }
  },
  states: {
    list: requestRegion(reviewsSetup, {
      command: "reviews.load",
      when: "atRest",
      // The section opens with its list being read.
      startsPending: true,
      whilePending: "refused",
      src: "load",
      id: "load",
      input: (_, context) => ({ slug: context.slug, sort: context.sort, page: context.page, signedIn: context.signedIn }),
      problem: { key: "problem", keep: keepFailure },
      onDone: assign(({ event }) => ({ list: event.output.page, mine: event.output.mine }))
    }),
    save: requestRegion(reviewsSetup, {
      command: "reviews.save",
      when: "mayRate",
      whilePending: "refused",
      src: "save",
      id: "save",
      input: (event, context) => ({ slug: context.slug, input: event.input }),
      problem: { key: "formProblem", keep: keepFailure },
      onStart: assign({ saved: false }),
      // The review is the newest: the list is read again from its first page, newest first.
      onDone: [
        assign(({ context, event }) => ({
          saved: true, sort: "newest" as const, page: 1,
          mine: context.mine === null ? null : { ...context.mine, review: event.output.review }
        })),
        "reload"
      ]
    }),
    vote: requestRegion(reviewsSetup, {
      command: "reviews.vote",
      when: "mayVote",
      whilePending: "refused",
      src: "vote",
      id: "vote",
      input: (event) => ({ reviewId: event.reviewId }),
      problem: { key: "problem", keep: keepFailure },
      onStart: assign({ saved: false }),
      onDone: assign(({ context, event }) => ({
        list: withHelpfulCount(context.list, event.output.reviewId, event.output.helpfulCount),
        mine: withVote(context.mine, event.output.reviewId)
      }))
    })
  }
})

export type ReviewsMachine = typeof reviewsMachine

/** The list is shown and no call is in flight: the section's sort, pages and votes may be used. */
export const reviewsReady = (snapshot: SnapshotFrom<ReviewsMachine>): boolean =>
  snapshot.matches({ list: "idle" }) && !snapshot.matches({ save: "pending" }) && !snapshot.matches({ vote: "pending" })
