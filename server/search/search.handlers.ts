import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { closest, synonymGroups } from "./search.repo.ts"
import { saveSynonyms } from "./search.writes.ts"
import { catalogueSuggestions } from "./suggestions.ts"

// The search's calls beside the product search itself (issue 19 item 5): "Did you mean", the
// header's suggestions, and the admin's synonym groups.

export const SearchHandlersLive = groupOrUnavailable(BazaarApi, "search", (handlers) =>
  handlers
    // Never kept, so every one is counted (issue 34: RATE_RULES.closest), before its words are compared.
    .handle("closest", ({ urlParams }) =>
      limitByAddress(RATE_RULES.closest).pipe(
        Effect.zipRight(onCatalogueReads(closest(urlParams.q))),
        Effect.map((queries) => ({ success: true as const, queries }))
      ))
    // Asked as a shopper types (after a pause): limited apart from the search, more generously.
    .handle("suggest", ({ urlParams }) =>
      limitByAddress(RATE_RULES.suggest).pipe(
        Effect.zipRight(onCatalogueReads(catalogueSuggestions(urlParams.q))),
        Effect.map((suggestions) => ({ success: true as const, ...suggestions }))
      )))

export const SearchAdminHandlersLive = groupOrUnavailable(BazaarApi, "searchAdmin", (handlers) =>
  handlers
    .handle("synonyms", () => synonymGroups.pipe(Effect.map((synonyms) => ({ success: true as const, synonyms }))))
    .handle("saveSynonyms", ({ payload }) =>
      Effect.zipRight(saveSynonyms(payload.synonyms), synonymGroups).pipe(Effect.map((synonyms) => ({ success: true as const, synonyms })))))
