import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Effect } from "effect"
import { STAFF_SMS_PER_ORDER, STAFF_SMS_WINDOW_MS } from "#domain/staff-text.ts"

// Issue 34 item 5: the texts staff make the server send about one order (the back office's order
// SMS, a refund's SMS, a return's steps) are at most STAFF_SMS_PER_ORDER in any 24 hours, counted in
// the database (`staff_sms`, migration 0042), so every server process counts the same ones. The
// order's row is locked while its count is read and its new row written: two staff members texting
// the same order at once are counted one after the other. The texts of its status changes are not
// counted: each status is texted once (order_sms), so they cannot be repeated.

export type StaffSmsKind = "order" | "refund" | "return"

/** Sent, or held back because the order has had its texts for now (`waitMs` until the oldest counted one is 24 hours old). */
export type StaffSmsOutcome = { readonly _tag: "Sent" } | { readonly _tag: "Held"; readonly waitMs: number }

type Reservation = { readonly _tag: "Reserved"; readonly id: string } | { readonly _tag: "Held"; readonly waitMs: number }

/** One of the order's texts taken for this one, if any is left in the last 24 hours. */
const reserve = (orderId: string, kind: StaffSmsKind, actorId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`
    const now = yield* Clock.currentTimeMillis
    const counted = yield* sql<{ sentAt: Date }>`
      SELECT sent_at AS "sentAt" FROM staff_sms WHERE order_id = ${orderId} AND sent_at > ${new Date(now - STAFF_SMS_WINDOW_MS)}
      ORDER BY sent_at LIMIT ${STAFF_SMS_PER_ORDER}`
    if (counted.length >= STAFF_SMS_PER_ORDER) {
      return { _tag: "Held", waitMs: new Date(counted[0]!.sentAt).getTime() + STAFF_SMS_WINDOW_MS - now } satisfies Reservation
    }
    const [row] = yield* sql<{ id: string }>`
      INSERT INTO staff_sms (order_id, kind, actor_id, sent_at) VALUES (${orderId}, ${kind}, ${actorId}, ${new Date(now)}) RETURNING id::text AS id`
    return { _tag: "Reserved", id: row!.id } satisfies Reservation
  })))

/**
 * Sends a text a member of staff made the server send about `orderId` (`send`), if the order has
 * had fewer than STAFF_SMS_PER_ORDER such texts in the last 24 hours; otherwise sends nothing and
 * answers Held. A text that could not be sent is not counted (its row goes again) and fails as `send` does.
 */
export const textAsStaff = <E, R>(orderId: string, kind: StaffSmsKind, actorId: string, send: Effect.Effect<void, E, R>) =>
  Effect.flatMap(reserve(orderId, kind, actorId), (reservation): Effect.Effect<StaffSmsOutcome, E | SqlError.SqlError, R | SqlClient.SqlClient> =>
    reservation._tag === "Held"
      ? Effect.succeed(reservation)
      : send.pipe(
        Effect.onError(() => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM staff_sms WHERE id = ${reservation.id}::bigint`).pipe(Effect.ignore)),
        Effect.as({ _tag: "Sent" } as const)
      ))

/** The log line of a text held back (the action it belongs to stands). */
export const logHeld = (what: string, orderid: string) =>
  Effect.logInfo(`${what} not sent: order ${orderid} has had ${STAFF_SMS_PER_ORDER} texts from the shop in the last 24 hours`)
