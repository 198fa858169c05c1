import { createHash, randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, FiberRef, Option } from "effect"
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

/** A live session's client, with what the audit log records of them. */
export interface SessionRow {
  readonly clientId: Id
  readonly role: Role
  readonly name: string
  readonly mobile: string
}

/**
 * The session a request's cookie was already looked up as, in this request: the audit's middleware
 * (server/audit/audit.middleware.ts) looks first, for a write call, and the session's middleware then reads
 * its answer instead of asking the database again (one statement less per write call: the ledger's
 * issue 32 paid for its own statements with it, docs/benchmarks.md).
 */
export const KnownSession = FiberRef.unsafeMake<Option.Option<{ readonly token: string; readonly found: Option.Option<SessionRow> }>>(Option.none())

/** The client of a live session (not expired, not revoked, the client not blocked: ADR 039), from the database. */
export const lookUpSession = (token: string) =>
  Effect.gen(function* () {
    if (token === "") return Option.none<SessionRow>()
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const rows = yield* sql<SessionRow>`
      SELECT c.id AS "clientId", c.role, c.name, c.mobile FROM sessions s JOIN clients c ON c.id = s.client_id
      WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${new Date(now)}
        AND c.blocked_at IS NULL`
    return Option.fromNullable(rows[0])
  })

/** The client of a live session: as this request already found it, or from the database. */
export const sessionClient = (token: string) =>
  Effect.flatMap(FiberRef.get(KnownSession), (known) =>
    Option.isSome(known) && known.value.token === token ? Effect.succeed(known.value.found) : lookUpSession(token))

/** Sign-out: the session stops working at once, in every server process. */
export const revokeSession = (token: string) =>
  Effect.gen(function* () {
    if (token === "") return
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    yield* sql`UPDATE sessions SET revoked_at = ${new Date(now)} WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL`
  })
