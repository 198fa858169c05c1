import { Effect } from "effect"
import { SearchGroup } from "#domain/http/search.http.ts"
import { contractOf, groupClient } from "./contract-client.ts"

/**
 * "Did you mean" (issue 19 item 5, ADR 033) and the header's product and brand suggestions (ADR
 * 035), a feature on the one seam (ADR 045): the contract's `search` group, loaded as the runtime's
 * `SearchApi` with a search that found nothing or with the search box's first use, not with the
 * storefront's client (src/app/api.ts), which the home page loads and whose budget is spent.
 */
const SearchContract = contractOf(SearchGroup)

export const makeSearchCalls = Effect.gen(function* () {
  const search = yield* groupClient(SearchContract, "search")
  return {
    /** The closest queries to `text`; none when the shop cannot say (the page shows no suggestion then). */
    closest: (text: string): Effect.Effect<ReadonlyArray<string>> =>
      Effect.flatMap(search, (api) => api.closest({ urlParams: { q: text } })).pipe(
        Effect.map((answer) => answer.queries),
        Effect.orElseSucceed((): ReadonlyArray<string> => [])
      ),
    /**
     * The header's product and brand suggestions for `query` (issue 19 item 5, ADR 035). A failure is
     * the machine's to handle (it shows none and asks again later).
     */
    suggest: (query: string) =>
      Effect.flatMap(search, (api) => api.suggest({ urlParams: { q: query } })).pipe(Effect.map(({ products, brands }) => ({ products, brands })))
  }
})
export type SearchCalls = Effect.Effect.Success<typeof makeSearchCalls>
