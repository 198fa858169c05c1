import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { SignInConfig } from "../sign-in/sign-in-settings.ts"
import { mustNotStore, securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts"

const NO_HEADERS = {}

describe("which answers no cache may keep", () => {
  it.each([
    ["a write", "POST", NO_HEADERS, NO_HEADERS, false, true],
    ["a delete", "DELETE", NO_HEADERS, NO_HEADERS, false, true],
    ["a read with the session cookie", "GET", { cookie: "bazaar_session=abc" }, NO_HEADERS, false, true],
    ["a read with credentials", "GET", { authorization: "Bearer abc" }, NO_HEADERS, false, true],
    ["a read whose answer sets a cookie", "GET", NO_HEADERS, NO_HEADERS, true, true],
    ["an anonymous read (the public catalogue)", "GET", NO_HEADERS, NO_HEADERS, false, false],
    ["an anonymous HEAD", "HEAD", NO_HEADERS, NO_HEADERS, false, false],
    ["a read with a cookie whose handler chose its own caching", "GET", { cookie: "bazaar_session=abc" }, { "cache-control": "no-cache" }, false, false],
    ["a write whose handler chose its own caching", "POST", NO_HEADERS, { "cache-control": "private, max-age=0" }, true, false]
  ] as const)("%s: %s", (_, method, requestHeaders, responseHeaders, setsCookie, expected) => {
    expect(mustNotStore({ method, headers: requestHeaders }, { headers: responseHeaders, setsCookie })).toBe(expected)
  })
})

const settings = (production: boolean) => ({
  production,
  otpSecret: Redacted.make("secret"),
  adminMobile: undefined,
  sms: { _tag: "Outbox" as const }
})

const answer = (app: HttpApp.Default, production: boolean, init?: RequestInit) =>
  HttpApp.toWebHandler(Effect.provideService(securityHeaders(app), SignInConfig, settings(production)))(new Request("http://shop.example/api/v1/contact", init))

describe("the headers middleware", () => {
  const ok = Effect.succeed(HttpServerResponse.text("ok"))

  it("pins https in production only", async () => {
    expect((await answer(ok, true)).headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY)
    expect((await answer(ok, false)).headers.get("strict-transport-security")).toBeNull()
  })

  it("marks a write's answer no-store and leaves an anonymous read's alone", async () => {
    expect((await answer(ok, false, { method: "POST" })).headers.get("cache-control")).toBe("no-store")
    expect((await answer(ok, false)).headers.get("cache-control")).toBeNull()
    expect((await answer(ok, false, { headers: { cookie: "bazaar_session=abc" } })).headers.get("cache-control")).toBe("no-store")
  })

  it("keeps a Cache-Control the handler chose", async () => {
    const cached = Effect.succeed(HttpServerResponse.text("ok", { headers: { "cache-control": "public, max-age=300" } }))
    expect((await answer(cached, false, { headers: { cookie: "bazaar_session=abc" } })).headers.get("cache-control")).toBe("public, max-age=300")
  })

  it("a cookie set by the handler makes its answer no-store", async () => {
    const signIn = Effect.succeed(HttpServerResponse.unsafeSetCookie(HttpServerResponse.text("ok"), "bazaar_session", "abc"))
    const sent = await answer(signIn, false)
    expect(sent.headers.getSetCookie()).not.toEqual([])
    expect(sent.headers.get("cache-control")).toBe("no-store")
  })
})
