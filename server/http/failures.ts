import { type HttpApi, HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { SqlError } from "@effect/sql"
import { Chunk, Effect, type Layer, Option, type Scope } from "effect"
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
 * The repository boundary (STYLE §3), applied to every handler by `groupOrUnavailable` and to the
 * session's lookup by its middlewares: a database fault becomes a 503 with a clear message and is
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

type AnyHandlers = HttpApiBuilder.Handlers<unknown, unknown, unknown, never>

/** The group's handlers as built, each behind `orUnavailable` (`handle` and `handleRaw` alike). */
const behindBoundary = (handlers: AnyHandlers): AnyHandlers =>
  Object.assign(Object.create(Object.getPrototypeOf(handlers) as object) as AnyHandlers, handlers, {
    handlers: Chunk.map(handlers.handlers, (item) => ({ ...item, handler: (request: never) => orUnavailable(item.handler(request)) }))
  })

/** An API whose every call may answer ServiceUnavailable (`addError` on the whole API). */
type DeclaresUnavailable<ApiError> = [ServiceUnavailable] extends [ApiError]
  ? unknown
  : { readonly "the API must declare ServiceUnavailable for every call": never }

/**
 * `HttpApiBuilder.group` with the repository boundary: a handler may fail with an `SqlError`
 * (beside the errors its endpoint declares), and every handler of the group answers it, or the
 * same fault raised as a defect by a failed COMMIT, as `orUnavailable` does. The one place a
 * database fault becomes the 503 the API declares for every call, so a handler need not remember
 * it; a handler of a plain `HttpApiBuilder.group` that lets an `SqlError` through does not type-check.
 */
export const groupOrUnavailable = <
  ApiId extends string,
  Groups extends HttpApiGroup.HttpApiGroup.Any,
  ApiError,
  ApiR,
  const Name extends HttpApiGroup.HttpApiGroup.Name<Groups>,
  Return
>(
  api: HttpApi.HttpApi<ApiId, Groups, ApiError, ApiR> & DeclaresUnavailable<ApiError>,
  groupName: Name,
  build: (
    handlers: HttpApiBuilder.Handlers.FromGroup<ApiError | SqlError.SqlError, ApiR, HttpApiGroup.HttpApiGroup.WithName<Groups, Name>>
  ) => HttpApiBuilder.Handlers.ValidateReturn<Return>
): Layer.Layer<
  HttpApiGroup.ApiGroup<ApiId, Name>,
  HttpApiBuilder.Handlers.Error<Return>,
  Exclude<HttpApiBuilder.Handlers.Context<Return> | HttpApiGroup.HttpApiGroup.MiddlewareWithName<Groups, Name>, Scope.Scope>
> =>
  // The casts only widen the handlers' errors by the SqlError that `behindBoundary` takes away
  // again; the platform's own types cannot say that a builder maps every handler's errors.
  HttpApiBuilder.group(api, groupName, (handlers) => {
    const built = build(handlers as never) as unknown as AnyHandlers | Effect.Effect<AnyHandlers, unknown, unknown>
    return (Effect.isEffect(built) ? Effect.map(built, behindBoundary) : behindBoundary(built)) as never
  }) as never

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
