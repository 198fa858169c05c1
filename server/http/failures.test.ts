import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer } from "@effect/platform"
import { SqlError } from "@effect/sql"
import { Cause, Effect, Exit, Layer, Logger, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { NotFound, ServiceUnavailable } from "#domain/http/errors.ts"
import { DATABASE_UNAVAILABLE, groupOrUnavailable, orUnavailable } from "./failures.ts"

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

// A small API of the shop's shape: ServiceUnavailable declared for every call, NotFound for one.
const Ok = Schema.Struct({ success: Schema.Literal(true) })
const ShelfGroup = HttpApiGroup.make("shelf")
  .add(HttpApiEndpoint.get("fails", "/fails").addSuccess(Ok))
  .add(HttpApiEndpoint.get("dies", "/dies").addSuccess(Ok))
  .add(HttpApiEndpoint.get("missing", "/missing").addSuccess(Ok).addError(NotFound))
  .add(HttpApiEndpoint.get("fine", "/fine").addSuccess(Ok))
const ShelfApi = HttpApi.make("shelf").add(ShelfGroup).addError(ServiceUnavailable)

const ShelfLive = groupOrUnavailable(ShelfApi, "shelf", (handlers) =>
  handlers
    .handle("fails", () => Effect.fail(lost))
    .handle("dies", () => Effect.die(lost))
    .handle("missing", () => Effect.fail(new NotFound({ message: "No such shelf" })))
    .handle("fine", () => Effect.succeed({ success: true as const })))

// The boundary keeps the handlers' types honest: an undeclared failure does not type-check, nor
// does the boundary on an API that does not declare the 503 for every call.
groupOrUnavailable(ShelfApi, "shelf", (handlers) =>
  handlers
    // @ts-expect-error NotFound is not among the errors "fails" declares
    .handle("fails", () => Effect.fail(new NotFound({ message: "undeclared" })))
    .handle("dies", () => Effect.die(lost))
    .handle("missing", () => Effect.fail(lost))
    .handle("fine", () => Effect.succeed({ success: true as const })))
// @ts-expect-error the API does not declare ServiceUnavailable
groupOrUnavailable(HttpApi.make("bare").add(ShelfGroup), "shelf", (handlers) => handlers)

const call = async (path: string) => {
  const logged: Array<string> = []
  const logger = Logger.make(({ message }) => void logged.push(JSON.stringify(message)))
  const { handler, dispose } = HttpApiBuilder.toWebHandler(
    Layer.mergeAll(HttpApiBuilder.api(ShelfApi).pipe(Layer.provide(ShelfLive)), HttpServer.layerContext, Logger.replace(Logger.defaultLogger, logger))
  )
  try {
    const response = await handler(new Request(`http://shop.example${path}`))
    return { status: response.status, body: await response.json() as Record<string, unknown>, logged }
  } finally {
    await dispose()
  }
}

describe("groupOrUnavailable", () => {
  it("answers a handler's database failure with the 503 and its sentence, and logs the fault", async () => {
    const answer = await call("/fails")
    expect(answer).toMatchObject({ status: 503, body: { _tag: "ServiceUnavailable", message: DATABASE_UNAVAILABLE } })
    expect(answer.logged.join("\n")).toContain("Connection terminated unexpectedly")
  })

  it("answers the same 503 when a handler's COMMIT failed (a defect)", async () => {
    expect(await call("/dies")).toMatchObject({ status: 503, body: { _tag: "ServiceUnavailable", message: DATABASE_UNAVAILABLE } })
  })

  it("leaves a declared refusal and a success as they are", async () => {
    expect(await call("/missing")).toMatchObject({ status: 404, body: { _tag: "NotFound", message: "No such shelf" } })
    expect(await call("/fine")).toMatchObject({ status: 200, body: { success: true } })
  })
})
