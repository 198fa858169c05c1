import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { Conflict, NotFound, Unauthorized } from "#domain/http/errors.ts"
import { WISHLIST_LIMIT } from "#domain/wishlist.ts"

// Wishlist writes (issue 7, DESIGN §4). Each runs in one transaction that first locks the client's
// row, so one client's writes take turns: the count checked against WISHLIST_LIMIT is the count
// the insert adds to, however many tabs add at once.

const lockClient = (clientId: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM clients WHERE id = ${clientId} FOR UPDATE`
    if (rows.length === 0) return yield* Effect.fail(new Unauthorized({ message: "Your account no longer exists; please sign in again." }))
  })

const countOf = (clientId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wishlist_items WHERE client_id = ${clientId}`).pipe(Effect.map((rows) => rows[0]?.n ?? 0))

/** PUT wishlist/{productId}: a shown product joins the list once; adding it again changes nothing. */
export const addToWishlist = (clientId: Id, productId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* lockClient(clientId)
    const shown = yield* sql`SELECT 1 FROM products WHERE id = ${productId} AND show`
    if (shown.length === 0) return yield* Effect.fail(new NotFound({ message: `There is no product with the id '${productId}' to add to your wishlist.` }))
    const present = yield* sql`SELECT 1 FROM wishlist_items WHERE client_id = ${clientId} AND product_id = ${productId}`
    if (present.length > 0) return
    if ((yield* countOf(clientId)) >= WISHLIST_LIMIT) {
      return yield* Effect.fail(new Conflict({
        message: `Your wishlist already holds ${WISHLIST_LIMIT} products, the most it can; remove one before adding another.`
      }))
    }
    yield* sql`INSERT INTO wishlist_items (client_id, product_id) VALUES (${clientId}, ${productId}) ON CONFLICT DO NOTHING`
  })))

/** DELETE wishlist/{productId}: the product leaves the list; removing what is not there changes nothing. */
export const removeFromWishlist = (clientId: Id, productId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    DELETE FROM wishlist_items WHERE client_id = ${clientId} AND product_id = ${productId}`).pipe(Effect.asVoid)

/**
 * POST wishlist/merge (DESIGN §4, at sign-in): the visitor's ids that name shown products and are
 * not on the list yet join it, in the visitor's order, while there is room; the customer's own
 * entries stay first in line for the limit. Unknown, hidden and repeated ids are ignored. The
 * first id asked ends up the newest, so the visitor's order reads the same on the merged list.
 */
export const mergeIntoWishlist = (clientId: Id, productIds: ReadonlyArray<Id>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* lockClient(clientId)
    const room = WISHLIST_LIMIT - (yield* countOf(clientId))
    if (productIds.length === 0 || room <= 0) return
    yield* sql`
      INSERT INTO wishlist_items (client_id, product_id)
      SELECT ${clientId}, joining.id FROM (
        SELECT p.id, min(asked.ord) AS ord
        FROM json_array_elements_text(${JSON.stringify(productIds)}::json) WITH ORDINALITY AS asked (id, ord)
        JOIN products p ON p.id = asked.id AND p.show
        WHERE NOT EXISTS (SELECT 1 FROM wishlist_items w WHERE w.client_id = ${clientId} AND w.product_id = p.id)
        GROUP BY p.id ORDER BY min(asked.ord) LIMIT ${room}
      ) joining
      ORDER BY joining.ord DESC
      ON CONFLICT DO NOTHING`
  })))
