import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { SynonymGroups } from "../search-query.ts"
import { AdminAuth } from "./client.http.ts"
import { BadRequest, Forbidden, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

// Search that understands (issue 19 item 5, ADR 033): the synonym groups the product search gives a
// query's words, which an admin reads and replaces (all at once, in the admin's order).
const SynonymsAnswer = Schema.Struct({ success: successTrue, synonyms: SynonymGroups })

export const SearchAdminGroup = HttpApiGroup.make("searchAdmin")
  .add(HttpApiEndpoint.get("synonyms", "/search/synonyms").addSuccess(SynonymsAnswer).addError(Unauthorized).addError(Forbidden))
  .add(
    HttpApiEndpoint.put("saveSynonyms", "/search/synonyms")
      .setPayload(Schema.Struct({ synonyms: SynonymGroups }))
      .addSuccess(SynonymsAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(AdminAuth)
