import { SqlError } from "@effect/sql"
import { Cause, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { NotFound } from "#domain/http/errors.ts"
import { DATABASE_UNAVAILABLE, orUnavailable } from "./failures.ts"

const lost = new SqlError.SqlError({ message: "Connection terminated unexpectedly", cause: new Error("ECONNRESET") })
const failureOf = <A, E>(exit: Exit.Exit<A, E>) => Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : undefined

describe("orUnavailable", () => {
  it("answers a database failure with the 503 and its message", async () => {
    const exit = await Effect.runPromiseExit(orUnavailable(Effect.fail(lost)))
    expect(failureOf(exit)).toMatchObject({ _tag: "Some", value: { _tag: "ServiceUnavailable", message: DATABASE_UNAVAILABLE } })
  })

  it("answers the same 503 when a COMMIT or ROLLBACK failed, which @effect/sql raises as a defect", async () => {
    const exit = await Effect.runPromiseExit(orUnavailable(Effect.die(lost)))
    expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(false)
    expect(failureOf(exit)).toMatchObject({ _tag: "Some", value: { _tag: "ServiceUnavailable" } })
  })

  it("keeps other failures and other defects as they are", async () => {
    const notFound = new NotFound({ message: "No such order" })
    expect(failureOf(await Effect.runPromiseExit(orUnavailable(Effect.fail(notFound))))).toMatchObject({ _tag: "Some", value: notFound })
    const bug = new Error("a bug")
    const exit = await Effect.runPromiseExit(orUnavailable(Effect.die(bug)))
    expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true)
  })
})
