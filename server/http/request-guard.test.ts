import { describe, expect, it } from "vitest"
import { BRAND_BODY_BYTES, bodyLimitOf, MAX_BODY_BYTES, PRODUCT_BODY_BYTES } from "./request-guard.ts"

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
