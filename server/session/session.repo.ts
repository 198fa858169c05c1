import { createHash, randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import type { Role } from "#domain/order.ts"

/** Sessions last 30 days; the cookie's Max-Age is the same. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/** Only the SHA-256 of a token is stored. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex")

/** A new session for the client; answers the token for the cookie. */
export const createSession = (clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const token = randomBytes(32).toString("base64url")
    yield* sql`INSERT INTO sessions (token_hash, client_id, created_at, expires_at)
      VALUES (${hashToken(token)}, ${clientId}, ${new Date(now)}, ${new Date(now + SESSION_TTL_MS)})`
    return token
  })

/** The client of a live session (not expired, not revoked, the client not blocked: ADR 039). */
export const sessionClient = (token: string) =>
  Effect.gen(function* () {
    if (token === "") return Option.none()
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const rows = yield* sql<{ clientId: Id; role: Role }>`
      SELECT c.id AS "clientId", c.role FROM sessions s JOIN clients c ON c.id = s.client_id
      WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${new Date(now)}
        AND c.blocked_at IS NULL`
    return Option.fromNullable(rows[0])
  })

/** Sign-out: the session stops working at once, in every server process. */
export const revokeSession = (token: string) =>
  Effect.gen(function* () {
    if (token === "") return
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    yield* sql`UPDATE sessions SET revoked_at = ${new Date(now)} WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL`
  })
