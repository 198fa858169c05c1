import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { Conflict, NotFound } from "#domain/http/errors.ts"
import type { Role } from "#domain/order.ts"

// A member of staff's role, as an admin sets it (issue 20 item 8, ADR 036).

/** Gives the client registered with `mobile` the role `role`; `by` (the admin) may not change their own. */
export const setRole = (by: Id, mobile: string, role: Role) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [client] = yield* sql<{ id: Id; role: Role }>`SELECT id, role FROM clients WHERE mobile = ${mobile} FOR UPDATE`
    if (client === undefined) return yield* Effect.fail(new NotFound({ message: `No customer is registered with the mobile number ${mobile}; they sign up first.` }))
    if (client.id === by && client.role !== role) return yield* Effect.fail(new Conflict({ message: "You cannot change your own role: another admin can." }))
    if (client.role !== role) yield* sql`UPDATE clients SET role = ${role} WHERE id = ${client.id}`
  })
