import { describe, expect, it } from "vitest"
import { BRAND_BODY_BYTES, bodyLimitOf, isCrossSite, MAX_BODY_BYTES, PRODUCT_BODY_BYTES } from "./request-guard.ts"

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
