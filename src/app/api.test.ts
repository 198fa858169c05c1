import { Cause, type Effect, Exit, Option } from "effect"
import { describe, expect, it } from "vitest"
import { failureTagOf } from "#domain/failure-words.ts"
import { type CallFailed, CallFailed as CallFailedClass, FAILURE_SENTENCES } from "#domain/failures.ts"
import { FIRST_ANSWER_PATHS } from "#domain/http/first-answers.ts"
import { type AdminApi, adminCall, CatalogueApi, featureCall, OrderApi, ProductApi, reviewCall } from "./api-tags.ts"
import { makeRuntime } from "./api.ts"
import { lazyApiRuntime } from "./runtime.ts"

/** A runtime whose fetch records each request's path and answers 503, so no call succeeds. */
const recordingRuntime = () => {
  const requested: Array<string> = []
  const runtime = makeRuntime(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requested.push(url.pathname + url.search)
    return new Response(JSON.stringify({ success: false, message: "recorded" }), { status: 503, headers: { "content-type": "application/json" } })
  })
  return { requested, runtime }
}

describe("the first answers' paths", () => {
  // The server embeds a screen's first answers under these paths, and the browser looks them up
  // there (ADR 010): each must be exactly the path the contract's client asks for the same call.
  it("are the paths the contract's client requests, commas in slugs included", async () => {
    const { requested, runtime } = recordingRuntime()
    const slug = "skincare,-bath--body"
    const calls = [
      [featureCall(ProductApi)((api) => api.bySlug(slug)), FIRST_ANSWER_PATHS.product(slug)],
      [featureCall(CatalogueApi)((api) => api.categoryBySlug(slug)), FIRST_ANSWER_PATHS.category(slug)],
      [featureCall(CatalogueApi)((api) => api.subCategoryBySlug(slug)), FIRST_ANSWER_PATHS.subCategory(slug)],
      [featureCall(ProductApi)((api) => api.all({ category: slug })), FIRST_ANSWER_PATHS.productsOfCategory(slug)],
      [featureCall(ProductApi)((api) => api.all({ subCategory: slug })), FIRST_ANSWER_PATHS.productsOfSubCategory(slug)],
      [featureCall(ProductApi)((api) => api.brandsOfCategory(slug)), FIRST_ANSWER_PATHS.brandsOfCategory(slug)]
    ] as const
    for (const [call, path] of calls) {
      await runtime.runPromiseExit(call as Effect.Effect<unknown, unknown, CatalogueApi | ProductApi>)
      expect(requested.at(-1)).toBe(path)
    }
    await runtime.dispose()
  })
})

// Issue 33: an answer of a status the call does not declare (the request guard's 403 to a page it
// takes for another site's, as the development proxy's changed Host made it) read "The shop's answer
// could not be read", although the server had written why.
describe("a failure the call does not declare", () => {
  const answering = (status: number, body: string, type = "application/json") => makeRuntime(async () =>
    new Response(body, { status, headers: { "content-type": type } }))
  const failureOf = async <A>(runtime: ReturnType<typeof makeRuntime>, call: Effect.Effect<A, CallFailed, OrderApi | AdminApi>) => {
    const exit = await runtime.runPromiseExit(call)
    await runtime.dispose()
    if (Exit.isSuccess(exit)) throw new Error("the call succeeded")
    if (Option.isNone(Cause.failureOption(exit.cause))) throw new Error(Cause.pretty(exit.cause))
    return Option.getOrThrow(Cause.failureOption(exit.cause))
  }
  const sendSms = featureCall(OrderApi)((api) => api.sendSms("BZ-000123"))
  const words = "This call is only accepted from the shop's own pages."

  it("shows the server's sentence, by the failure its body names", async () => {
    const failed = await failureOf(answering(403, JSON.stringify({ success: false, _tag: "Forbidden", message: words })), sendSms)
    expect(failed.reason._tag).toBe("Forbidden")
    expect(failed.message).toBe(words)
  })

  it("shows the server's sentence when the body names no failure, as its status's", async () => {
    const failed = await failureOf(answering(403, JSON.stringify({ success: false, message: words })), sendSms)
    expect(failed.reason._tag).toBe("Forbidden")
    expect(failed.message).toBe(words)
  })

  it("does the same for an admin's write", async () => {
    const write = adminCall((api) => api.sendOrderSms("BZ-000123"))
    const tooLarge = "The request body must be at most 64 KB."
    const failed = await failureOf(answering(413, JSON.stringify({ success: false, message: tooLarge })), write)
    expect(failed.reason._tag).toBe("PayloadTooLarge")
    expect(failed.message).toBe(tooLarge)
  })

  it("is still an unreadable answer when there is no sentence in it (a proxy's page)", async () => {
    const failed = await failureOf(answering(502, "<html>Bad gateway</html>", "text/html"), sendSms)
    expect(failed.reason._tag).toBe("UnreadableAnswer")
    expect(failed.message).toBe(FAILURE_SENTENCES.UnreadableAnswer)
  })
})

// Issue 35 (ADR 045): every feature's calls run on the one runtime, through the one HTTP client, and
// fail as a CallFailed by name (the review calls ran on Effect's default runtime: a FiberFailure).
describe("a feature loaded with its first call", () => {
  it("calls through the runtime's fetch and rejects with the failed call itself, its failure by name", async () => {
    const requested: Array<string> = []
    const words = "Only a customer who received this product can rate it."
    const runtime = lazyApiRuntime(async (input) => {
      requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return new Response(JSON.stringify({ success: false, _tag: "Forbidden", message: words }), { status: 403, headers: { "content-type": "application/json" } })
    })
    const rejected = await runtime.runPromise(reviewCall((api) => api.save("cotton-kurta", { rating: 5, title: "", body: "" }))).then(() => null, (error: unknown) => error)
    expect(rejected).toBeInstanceOf(CallFailedClass)
    expect((rejected as CallFailed).reason._tag).toBe("Forbidden")
    expect((rejected as CallFailed).message).toBe(words)
    expect(failureTagOf(rejected)).toBe("Forbidden")
    expect(requested).toEqual(["/api/v1/review/product/cotton-kurta"])
  })
})
