import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, CatalogueWrite, SEARCH_READ } from "./call-kinds.ts"
import { CatalogueSuggestions, SuggestText } from "../catalogue-suggestions.ts"
import { SearchText } from "../product.ts"
import { CLOSEST_QUERIES, SynonymGroups } from "../search-query.ts"
import { AdminAuth } from "./auth.http.ts"
import { BadRequest, Forbidden, TooManyRequests, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

// Search that understands (issue 19 item 5, ADR 033): the synonym groups the product search gives a
// query's words, which an admin reads and replaces (all at once, in the admin's order).
/**
 * "Did you mean": for a query that found nothing, up to CLOSEST_QUERIES queries of the catalogue's own
 * words (and the synonyms' terms) nearest to it by trigram similarity, closest first, its price and
 * whom it is for kept as typed; only queries that find products (issue 33, ADR 042); none when
 * nothing is near.
 */
export const SearchGroup = HttpApiGroup.make("search")
  .add(
    HttpApiEndpoint.get("closest", "/search/closest")
      .setUrlParams(Schema.Struct({ q: SearchText }))
      .addSuccess(Schema.Struct({ success: successTrue, queries: Schema.Array(Schema.String).pipe(Schema.maxItems(CLOSEST_QUERIES)) }))
      .addError(TooManyRequests)
  )
  /**
   * The header's product and brand suggestions while a shopper types (issue 19 item 5, ADR 035):
   * up to 4 products whose names start words with the text (its last word a prefix, Hindi and
   * Hinglish understood as the search understands them) and up to 4 brands, each in a category it
   * sells in. §2's category kinds are computed by the browser (domain/search-suggestions.ts). Kept as
   * a search is, by the text in one case and spacing.
   */
  .add(
    HttpApiEndpoint.get("suggest", "/search/suggest").annotate(CatalogueRead, SEARCH_READ)
      .setUrlParams(Schema.Struct({ q: SuggestText }))
      .addSuccess(Schema.extend(Schema.Struct({ success: successTrue }), CatalogueSuggestions))
      .addError(TooManyRequests)
  )

const SynonymsAnswer = Schema.Struct({ success: successTrue, synonyms: SynonymGroups })

export const SearchAdminGroup = HttpApiGroup.make("searchAdmin")
  .add(HttpApiEndpoint.get("synonyms", "/search/synonyms").addSuccess(SynonymsAnswer).addError(Unauthorized).addError(Forbidden))
  .add(
    HttpApiEndpoint.put("saveSynonyms", "/search/synonyms").annotate(CatalogueWrite, true)
      .setPayload(Schema.Struct({ synonyms: SynonymGroups }))
      .addSuccess(SynonymsAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(AdminAuth)
