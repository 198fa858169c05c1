import { HttpApiClient, type HttpApiGroup, HttpClient } from "@effect/platform"
import { Effect } from "effect"
import { ERROR_TEXTS, type ErrorTextKey } from "#domain/error-texts.ts"
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from "#domain/language.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import type { FeatureContract } from "#domain/http/contract.ts"
import { withServerWords } from "./server-words.ts"

/**
 * The seam every browser feature calls the server through (ADR 045). A feature names the groups of
 * the one contract (domain/http/api.ts) it calls; `contractOf` puts exactly those group values under
 * the contract's prefix with the failure every call may answer, so a feature's module carries its
 * own groups' schemas and no other's (DESIGN §6 budgets; assembled as the whole contract is,
 * domain/http/contract.ts), and `groupClient` derives a group's client
 * over the runtime's one HTTP client (src/app/api.ts `makeRuntime`), at its first call, once. The
 * server's answers that the contract does not name are read in one place (server-words.ts), and a
 * failed call becomes a `CallFailed` with its text and its failure by name in one place (`failWithText`).
 */

/** A feature's part of the contract: its groups, assembled where the whole contract is (domain/http/contract.ts). */
export { contractOf, type FeatureContract } from "#domain/http/contract.ts"

/** Where the calls go: the page's own origin (tests in Node have none). */
export const baseUrl = () => globalThis.location?.origin ?? "http://localhost:3000"

/**
 * The language of the page the shopper acts from (issue 39, ADR 064: the address carries it, fixed
 * for the page's life), sent with the calls whose SMS speak it: placing an order, asking for a
 * sign-in code, asking for a back-in-stock alert. English where there is no page (a test in Node).
 */
export const pageLanguage = (): Language => (typeof location === "undefined" ? DEFAULT_LANGUAGE : languageOfPath(location.pathname))

/**
 * One group's client, derived at its first call and kept, over the runtime's HTTP client: deriving a
 * whole contract up front costs a phone tens of milliseconds at start for calls it may never make.
 */
export const groupClient = <Groups extends HttpApiGroup.HttpApiGroup.Any, const Name extends HttpApiGroup.HttpApiGroup.Name<Groups>>(
  contract: FeatureContract<Groups>,
  group: Name
) =>
  Effect.flatMap(HttpClient.HttpClient, (httpClient) =>
    Effect.cached(HttpApiClient.group(contract, { group, httpClient, transformResponse: withServerWords, baseUrl: baseUrl() })))

/** Every group's client of a feature's contract at once, over the runtime's HTTP client (a feature that loads whole, the admin's). */
export const contractClient = <Groups extends HttpApiGroup.HttpApiGroup.Any>(contract: FeatureContract<Groups>) =>
  Effect.flatMap(HttpClient.HttpClient, (httpClient) =>
    HttpApiClient.make(contract, { baseUrl: baseUrl(), transformResponse: withServerWords }).pipe(Effect.provideService(HttpClient.HttpClient, httpClient)))

/** A failed call as a `CallFailed` with its text and its failure by name (ADR 016). */
export const failWithText = (text: string) => Effect.mapError((cause: unknown) => new CallFailed({ text, reason: apiFailureOf(cause) }))

/** A failed call as a `CallFailed` with its §8 text, by the text's key. */
export const failWith = (key: ErrorTextKey) => failWithText(ERROR_TEXTS[key])
