import { Cookies, FetchHttpClient, HttpClient, HttpClientRequest, HttpRouter } from "@effect/platform"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { makeRuntime } from "../api.ts"
import * as CookiesShim from "./cookies.ts"
import * as Stream from "./effect-stream.ts"
import { prefixPath } from "./http-router.ts"
import * as TraceContext from "./http-trace-context.ts"

// ADR 054: the browser's build resolves four imports of @effect/platform's client to these modules.

describe("the browser's stand-in for HttpRouter.prefixPath", () => {
  it("prefixes as the real one does, in both forms, with and without a trailing slash", () => {
    for (const [path, prefix] of [["/all", "/api/v1"], ["/", "/api/v1"], ["/x/:id", "/api/v1/"], ["/", "/"], ["/a", ""]] as const) {
      expect(prefixPath(path, prefix), `${path} under ${prefix}`).toBe(HttpRouter.prefixPath(path, prefix))
      expect(prefixPath(prefix)(path)).toBe(HttpRouter.prefixPath(path, prefix))
    }
  })
})

describe("the browser's stand-in for Effect's streams", () => {
  it("fails with a sentence naming the function and the decision, never quietly", () => {
    for (const [name, f] of Object.entries(Stream)) {
      expect(() => (f as (...args: ReadonlyArray<unknown>) => unknown)(), name).toThrow(`Stream.${name} is not in the browser's build`)
      expect(() => (f as (...args: ReadonlyArray<unknown>) => unknown)(), name).toThrow("ADR 054")
    }
    expect(Object.keys(Stream).sort()).toEqual(["ensuring", "fail", "fromReadableStream", "suspend", "toReadableStreamEffect", "unwrap"])
  })
})

describe("the browser's stand-in for the client's cookies", () => {
  it("reads a browser's answer, which shows no Set-Cookie, as the real module's empty cookies", () => {
    const none = CookiesShim.fromSetCookie([])
    expect(Cookies.isCookies(none)).toBe(true)
    expect(Cookies.isEmpty(none as unknown as Cookies.Cookies)).toBe(true)
    expect(JSON.parse(JSON.stringify(none))).toEqual(Cookies.empty.toJSON())
    expect(String(none)).toBe(String(Cookies.empty))
  })

  it("fails with a sentence naming the function when a Set-Cookie or the cookie jar reaches it", () => {
    expect(() => CookiesShim.fromSetCookie(["session=1; Path=/"])).toThrow("Cookies.fromSetCookie is not in the browser's build")
    expect(() => CookiesShim.fromSetCookie("session=1")).toThrow("ADR 054")
    for (const name of ["merge", "isEmpty", "toCookieHeader"] as const) {
      expect(() => (CookiesShim[name] as () => unknown)(), name).toThrow(`Cookies.${name} is not in the browser's build`)
    }
  })
})

describe("the browser's untraced client and the stand-in for its trace headers", () => {
  it("sends a call of the runtime's client without a trace header, so it never needs them", async () => {
    const sent: Array<Headers> = []
    const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers))
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } })
    }) as typeof fetch
    const runtime = makeRuntime(fetchFn)
    try {
      await runtime.runPromise(Effect.flatMap(HttpClient.HttpClient, (client) => client.execute(HttpClientRequest.get("http://shop.test/api/v1/x"))))
    } finally {
      await runtime.dispose()
    }
    expect(sent).toHaveLength(1)
    expect([...sent[0]!.keys()].filter((name) => ["traceparent", "b3"].includes(name))).toEqual([])
    // Fetch's own client, traced as Effect's default, sends them: what the runtime's leaves out.
    const traced: Array<Headers> = []
    await Effect.runPromise(Effect.flatMap(HttpClient.HttpClient, (client) => client.execute(HttpClientRequest.get("http://shop.test/api/v1/x"))).pipe(
      Effect.provide(Layer.provideMerge(FetchHttpClient.layer, Layer.succeed(FetchHttpClient.Fetch, (async (_input: RequestInfo | URL, init?: RequestInit) => {
        traced.push(new Headers(init?.headers))
        return new Response("{}", { status: 200 })
      }) as typeof fetch)))
    ))
    expect(traced[0]!.has("traceparent")).toBe(true)
  })

  it("fails with a sentence naming the function when a span reaches it", () => {
    expect(() => TraceContext.toHeaders()).toThrow("HttpTraceContext.toHeaders is not in the browser's build")
  })
})
