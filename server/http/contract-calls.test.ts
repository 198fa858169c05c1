import { describe, expect, it } from "vitest"
import { BazaarApi } from "#domain/http/api.ts"
import { callFinder, CONTRACT_CALLS } from "./contract-calls.ts"

const find = callFinder(CONTRACT_CALLS, { caseSensitive: true })
const findRouted = callFinder(CONTRACT_CALLS, { caseSensitive: false })
const nameOf = (call: { readonly method: string; readonly path: string } | undefined) => call === undefined ? undefined : `${call.method} ${call.path}`

describe("the contract's calls and what they are (ADR 047)", () => {
  it("are every endpoint of the contract, once each", () => {
    const endpoints = Object.values(BazaarApi.groups).flatMap((group) => Object.values(group.endpoints))
    expect(CONTRACT_CALLS.length).toBe(endpoints.length)
    expect(new Set(CONTRACT_CALLS.map(nameOf)).size).toBe(CONTRACT_CALLS.length)
  })

  it("says a catalogue read of a GET only, a catalogue write of no GET, and a body limit of a POST or PUT only", () => {
    for (const call of CONTRACT_CALLS) {
      if (call.read !== undefined) expect(call.method, nameOf(call)).toBe("GET")
      if (call.catalogueWrite !== undefined) expect(call.method, nameOf(call)).not.toBe("GET")
      if (call.bodyLimit !== undefined) expect(["POST", "PUT"], nameOf(call)).toContain(call.method)
    }
  })

  it("has a whole segment for each path parameter, as the finder reads a template", () => {
    for (const call of CONTRACT_CALLS) expect(call.path, nameOf(call)).toMatch(/^(\/api\/v1)(\/(:[A-Za-z]+|[A-Za-z0-9-]+))+$/)
  })

  it("finds a call by its address: a static segment before a parameter, as the router chooses", () => {
    expect(nameOf(find("PUT", "/api/v1/mainhomeslider/order"))).toBe("PUT /api/v1/mainhomeslider/order")
    expect(nameOf(find("PUT", "/api/v1/mainhomeslider/abc"))).toBe("PUT /api/v1/mainhomeslider/:sliderid")
    expect(nameOf(find("GET", "/api/v1/order/generatenewtoken/invoice"))).toBe("GET /api/v1/order/generatenewtoken/:number")
    expect(nameOf(find("GET", "/api/v1/order/abc/invoice"))).toBe("GET /api/v1/order/:orderid/invoice")
    expect(nameOf(find("GET", "/api/v1/offers/mine"))).toBe("GET /api/v1/offers/mine")
    expect(nameOf(find("POST", "/api/v1/product/import/preview"))).toBe("POST /api/v1/product/import/preview")
  })

  it("finds nothing for an address that names no call, an empty parameter, or another method", () => {
    for (const [method, path] of [
      ["GET", "/api/v1/brand/slugurl/"], ["GET", "/api/v1/brand/slugurl"], ["GET", "/api/v1/brand/slugurl/a/b"], ["GET", "/api/v1/categorytag/all"],
      ["POST", "/api/v1/brand/0123456789abcdef01234567"], ["PATCH", "/api/v1/settings"], ["GET", "/"]
    ] as const) expect(find(method, path), `${method} ${path}`).toBeUndefined()
  })

  it("finds nothing, and throws nothing, for a parameter spelt wrongly or far too long", () => {
    for (const path of ["/api/v1/brand/%E0%A4%A", "/api/v1/brand/%zz", "/api/v1/brand/slugurl/%", `/api/v1/brand/${"a".repeat(600)}`]) {
      expect(findRouted("PUT", path), path).toBeUndefined()
      expect(find("GET", path), path).toBeUndefined()
    }
  })

  it("matches the address as it is spelt, or in lower case as the router reads it", () => {
    expect(find("GET", "/api/v1/Brand/all")).toBeUndefined()
    expect(nameOf(find("GET", "/api/v1/brand/getFilterBrandBycatUrl/men"))).toBe("GET /api/v1/brand/getFilterBrandBycatUrl/:categoryUrl")
    expect(nameOf(findRouted("GET", "/api/v1/brand/getfilterbrandbycaturl/men"))).toBe("GET /api/v1/brand/getFilterBrandBycatUrl/:categoryUrl")
    expect(nameOf(findRouted("PUT", "/API/V1/SEARCH/SYNONYMS"))).toBe("PUT /api/v1/search/synonyms")
  })
})
