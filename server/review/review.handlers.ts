import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { limitByAccount, RATE_RULES } from "../http/rate-limit.ts"
import { allReviews, myReview, productReviews } from "./review.repo.ts"
import { markHelpful, saveReview, setVisibility } from "./review.writes.ts"

// Ratings and reviews (issue 19 item 1, ADR 030): the product's reviews for everyone, a customer's
// own, and the admin's list.

export const ReviewHandlersLive = groupOrUnavailable(BazaarApi, "review", (handlers) =>
  handlers.handle("list", ({ path, urlParams }) =>
    productReviews(path.slug, urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer })))))

export const ReviewCustomerHandlersLive = groupOrUnavailable(BazaarApi, "reviewCustomer", (handlers) =>
  handlers
    .handle("mine", ({ path }) => Effect.flatMap(CurrentClient, ({ clientId }) => myReview(clientId, path.slug)).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer }))))
    // Counted by account before the write (RATE_RULES: a refused write writes nothing).
    .handle("save", ({ path, payload }) => Effect.flatMap(CurrentClient, ({ clientId }) =>
      limitByAccount(RATE_RULES.reviewWrites, clientId).pipe(Effect.zipRight(saveReview(clientId, path.slug, payload)))).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer }))))
    .handle("helpful", ({ path }) => Effect.flatMap(CurrentClient, ({ clientId }) =>
      limitByAccount(RATE_RULES.helpfulVotes, clientId).pipe(Effect.zipRight(markHelpful(clientId, path.id)))).pipe(
      Effect.map((answer) => ({ success: true as const, ...answer })))))

export const ReviewAdminHandlersLive = groupOrUnavailable(BazaarApi, "reviewAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => allReviews(urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer }))))
    .handle("visibility", ({ path, payload }) => Effect.flatMap(CurrentClient, ({ clientId }) => setVisibility(clientId, path.id, payload)).pipe(
      Effect.map((review) => ({ success: true as const, review })))))
