import { SqlError } from "@effect/sql"
import { Effect, Option } from "effect"
import { Conflict, NotFound, ServiceUnavailable } from "#domain/http/errors.ts"

/** What every call answers (503) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = "The shop's database is not reachable right now; please try again shortly."

const unavailable = (error: SqlError.SqlError) =>
  Effect.logError("database call failed", error.message, error.cause).pipe(
    Effect.zipRight(
      Effect.fail(new ServiceUnavailable({ message: DATABASE_UNAVAILABLE }))
    )
  )

/**
 * The repository boundary (STYLE §3): a database fault becomes a 503 with a clear message and is
 * logged with its context; it never leaks as a 500 or as a value that claims success. @effect/sql
 * turns a COMMIT or ROLLBACK that fails (the connection dropped mid-transaction) into a defect;
 * that is the database going away too, and answers the same 503. Whether such a transaction
 * committed is unknown to the server as to the client; an order carries an idempotency key, so its
 * retry is safe.
 */
export const orUnavailable = <A, E, R>(
  effect: Effect.Effect<A, E | SqlError.SqlError, R>
): Effect.Effect<A, Exclude<E, SqlError.SqlError> | ServiceUnavailable, R> =>
  Effect.catchIf(effect, (e): e is SqlError.SqlError => e instanceof SqlError.SqlError, unavailable).pipe(
    Effect.catchSomeDefect((defect) => defect instanceof SqlError.SqlError ? Option.some(unavailable(defect)) : Option.none())
  ) as Effect.Effect<A, Exclude<E, SqlError.SqlError> | ServiceUnavailable, R>

/** A lookup that found nothing answers 404 with a message naming what was looked for. */
export const orNotFound = (message: string) =>
  <A, E, R>(effect: Effect.Effect<Option.Option<A>, E, R>): Effect.Effect<A, E | NotFound, R> =>
    Effect.flatMap(effect, Option.match({
      onNone: () => Effect.fail(new NotFound({ message })),
      onSome: Effect.succeed
    }))

const sqlState = (error: unknown): unknown => {
  const cause = (error as { readonly cause?: { readonly code?: unknown } } | undefined)?.cause
  return typeof cause === "object" && cause !== null ? cause.code : undefined
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), from either database. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === "23505"

/** PostgreSQL's foreign_key_violation (SQLSTATE 23503): a row others still refer to. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === "23503"

/**
 * A write that a unique index or a reference refused answers 409 with the message that says why;
 * the index decides, so two racing writes cannot both pass a check made before them.
 */
export const orConflict = (messages: { readonly duplicate?: string; readonly referenced?: string }) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | Conflict, R> =>
    Effect.catchIf(
      effect,
      (error) =>
        (messages.duplicate !== undefined && isUniqueViolation(error)) ||
        (messages.referenced !== undefined && isForeignKeyViolation(error)),
      (error) => Effect.fail(new Conflict({ message: (isUniqueViolation(error) ? messages.duplicate : messages.referenced) ?? "Conflict" }))
    )
