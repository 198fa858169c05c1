import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"

/** A client's wishlist, newest first (rows of one merge: the later insert first). */
export const wishlistOf = (clientId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<typeof WishlistEntry.Type>`
    SELECT w.product_id AS "productId", p.slug_url AS "slugUrl",
      to_char(w.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
    FROM wishlist_items w JOIN products p ON p.id = w.product_id
    WHERE w.client_id = ${clientId}
    ORDER BY w.added_at DESC, w.seq DESC`)
