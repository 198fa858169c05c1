import { describe, expect, it } from "vitest"
import { BRAND_BODY_BYTES } from "#domain/http/brand.http.ts"
import { PRODUCT_BODY_BYTES } from "#domain/http/product-admin.http.ts"
import { IMPORT_BODY_BYTES } from "#domain/http/product-csv.http.ts"
import { routedPath } from "./api-address.ts"
import { CONTRACT_CALLS } from "./contract-calls.ts"
import { bodyLimitOf, isCrossSite, MAX_BODY_BYTES, jsonBodyProblem, MAX_JSON_DEPTH } from "./request-guard.ts"

describe("the body limit of a call", () => {
  it("is 12 MB for the brand writes of §9 and image uploads, 1 MB for product writes and 64 KB for everything else", () => {
    expect(bodyLimitOf("POST", "/api/v1/brand/new")).toBe(BRAND_BODY_BYTES)
    expect(bodyLimitOf("POST", "/api/v1/brand/brandimages")).toBe(BRAND_BODY_BYTES)
    expect(bodyLimitOf("PUT", "/api/v1/brand/0123456789abcdef01234567")).toBe(BRAND_BODY_BYTES)
    expect(bodyLimitOf("POST", "/api/v1/admin/images")).toBe(BRAND_BODY_BYTES)
    expect(bodyLimitOf("POST", "/api/v1/product/new")).toBe(PRODUCT_BODY_BYTES)
    expect(bodyLimitOf("PUT", "/api/v1/product/0123456789abcdef01234567")).toBe(PRODUCT_BODY_BYTES)
    for (const [method, path] of [
      ["DELETE", "/api/v1/brand/0123456789abcdef01234567"],
      ["PUT", "/api/v1/product/0123456789abcdef01234567/show"],
      ["PUT", "/api/v1/settings"],
      ["POST", "/api/v1/client/new"],
      ["POST", "/api/v1/brand/new/extra"]
    ] as const) expect(bodyLimitOf(method, path), `${method} ${path}`).toBe(MAX_BODY_BYTES)
  })

  it("is 16 MB for the product import and its preview (ADR 038)", () => {
    expect(bodyLimitOf("POST", "/api/v1/product/import")).toBe(IMPORT_BODY_BYTES)
    expect(bodyLimitOf("POST", "/api/v1/product/import/preview")).toBe(IMPORT_BODY_BYTES)
    expect(bodyLimitOf("GET", "/api/v1/product/export")).toBe(MAX_BODY_BYTES)
  })

  it("is, for every call of the contract, the limit its annotation gives (64 KB when none), however its address is spelt", () => {
    for (const call of CONTRACT_CALLS) {
      const path = call.path.replace(/:[^/]+/g, "0123456789abcdef01234567")
      for (const spelt of [path, path.toUpperCase(), `${path}/`, path.replace("/v1/", "//v1//")]) {
        expect(bodyLimitOf(call.method, routedPath(spelt)), `${call.method} ${spelt}`).toBe(call.bodyLimit ?? MAX_BODY_BYTES)
      }
    }
  })
})

describe("a cookie-relying write from another site (issue 8)", () => {
  const host = "shop.example.in"
  it("is cross-site when the browser names another origin or site", () => {
    expect(isCrossSite({ cookie: "s=1", host, origin: "https://evil.example" })).toBe(true)
    expect(isCrossSite({ cookie: "s=1", host, origin: "null" })).toBe(true)
    expect(isCrossSite({ cookie: "s=1", host, origin: "not a url" })).toBe(true)
    expect(isCrossSite({ cookie: "s=1", host, "sec-fetch-site": "cross-site" })).toBe(true)
    expect(isCrossSite({ cookie: "s=1", host, "sec-fetch-site": "same-site", origin: "https://m.shop.example.in" })).toBe(true)
  })
  it("is not when it comes from the shop's own origin, carries no cookie, or names no origin (not a browser)", () => {
    expect(isCrossSite({ cookie: "s=1", host, origin: "https://shop.example.in", "sec-fetch-site": "same-origin" })).toBe(false)
    expect(isCrossSite({ host, origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toBe(false)
    expect(isCrossSite({ cookie: "s=1", host })).toBe(false)
    expect(isCrossSite({ cookie: "s=1", host: "127.0.0.1:3000", "x-forwarded-host": host, origin: "https://shop.example.in" })).toBe(false)
  })
})

describe("a JSON body unfit to decode or store (found by fuzzing: a 500 and 503s)", () => {
  const fit = (value: unknown) => jsonBodyProblem(JSON.stringify(value), MAX_JSON_DEPTH)
  it("nests too deeply when it has more levels than the limit", () => {
    expect(jsonBodyProblem("[".repeat(5000) + "]".repeat(5000), MAX_JSON_DEPTH)).toBe(`the JSON body nests deeper than ${MAX_JSON_DEPTH} levels`)
    expect(jsonBodyProblem(`{"City":${"[".repeat(40)}${"]".repeat(40)}}`, MAX_JSON_DEPTH)).toBeDefined()
    expect(jsonBodyProblem("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBeUndefined()
    expect(fit({ packSize: [{ PackSizeOptions: [{ Price: 1 }] }] })).toBeUndefined()
  })
  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(fit({ name: "[".repeat(100), note: "\\\"{{{{".repeat(50) })).toBeUndefined()
  })
  it("holds a NUL character or half of a surrogate pair, however it is placed", () => {
    expect(fit({ name: "a\u0000b" })).toBe("text must not contain the NUL character (U+0000)")
    for (const text of ["\uD800", "\uDFFF", "a\uD83D", "\uDE00b", "😀".slice(0, 1) + "x", "\uD83D\uD83D\uDE00"]) {
      expect(fit({ name: text }), JSON.stringify(text)).toBe("text must not hold half of a surrogate pair")
    }
  })
  it("is fit with emoji, Indian scripts, RTL and zero-width marks, and escaped backslashes", () => {
    expect(fit({ name: "😀 👩‍👩‍👧‍👦 नमस्ते \u202Eabc \u200B", emoji: "\uD83D\uDE00" })).toBeUndefined()
    expect(jsonBodyProblem(String.raw`{"a":"\\u0000","b":"\\ud800"}`, MAX_JSON_DEPTH)).toBeUndefined()
    expect(jsonBodyProblem(String.raw`{"emoji":"\ud83d\ude00"}`, MAX_JSON_DEPTH)).toBeUndefined()
  })
})
