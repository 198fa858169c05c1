import { describe, expect, it } from "vitest"
import { hasDotSegment, isApiAddress, routedPath } from "./api-address.ts"

describe("an address under /api", () => {
  it("is one however the router would read it: any case, repeated slashes, escapes, an absolute address", () => {
    for (const url of ["/api/v1/contact", "/API/v1/contact", "//api/v1/contact", "/api//v1/contact", "/%61pi/v1/contact", "http://shop.example/api/v1/contact", "/api", "/api/", "/api?x=1", "/api;x"]) {
      expect(isApiAddress(url), url).toBe(true)
    }
  })

  it("is one however the pages would read it: dot segments resolved, backslashes, an escaped slash", () => {
    for (const url of ["/category/../api/v1/x", "/./api/v1/x", "/category\\..\\api\\v1\\x", "/api%2Fv1/x", "/api\\v1", "/x/%2e%2e/api"]) {
      expect(isApiAddress(url), url).toBe(true)
    }
  })

  it("is not a page of the shop, even one whose name starts with api", () => {
    for (const url of ["/", "/category/men", "/shop/televisions?page=2", "/apple-juice", "/api-docs", "/images/ab.png", "/category/men/.."]) {
      expect(isApiAddress(url), url).toBe(false)
    }
  })
})

describe("the path the router matches", () => {
  it("drops the query, repeated and trailing slashes and case, and decodes all but reserved characters", () => {
    expect(routedPath("//API/v1/Brand/New/?x=1")).toBe("/api/v1/brand/new")
    expect(routedPath("/api/v1/%62rand/new;x")).toBe("/api/v1/brand/new")
    expect(routedPath("/api/v1/brand%2Fnew")).toBe("/api/v1/brand%2fnew")
    expect(routedPath("http://shop.example/api/v1/brand/new")).toBe("/api/v1/brand/new")
    expect(routedPath("/api/v1/%E0%A4")).toBe("/api/v1/%e0%a4")
  })
})

describe("a dot segment", () => {
  it("is `.` or `..`, however written, between slashes or backslashes", () => {
    for (const url of ["/api/v1/..", "/api/v1/../", "/api/v1/.", "/api/v1/%2e%2e", "/api/v1/%2E.", "/api/./v1", "/api/v1\\..\\x", "/api/v1/..?page=1"]) {
      expect(hasDotSegment(url), url).toBe(true)
    }
  })

  it("is not a name with dots in it, an escaped slash within a segment, or dots in the query", () => {
    for (const url of ["/api/v1/a..b", "/api/v1/...", "/api/v1/..%2F..%2Fetc", "/api/v1/product/search?q=..", "/assets/index-abc.js"]) {
      expect(hasDotSegment(url), url).toBe(false)
    }
  })
})
