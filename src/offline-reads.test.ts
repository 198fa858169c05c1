import { HttpApi } from "@effect/platform"
import { Context, Option } from "effect"
import { describe, expect, it } from "vitest"
import { BazaarApi } from "#domain/http/api.ts"
import { CatalogueRead } from "#domain/http/call-kinds.ts"
import { isOfflineRead, OFFLINE_READS } from "./offline-reads.ts"

/** The paths of the contract's catalogue reads marked `offline`, in the contract's order. */
const contractOfflineReads = (): ReadonlyArray<string> => {
  const paths: Array<string> = []
  HttpApi.reflect(BazaarApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, mergedAnnotations }) => {
      const read = Option.getOrUndefined(Context.getOption(mergedAnnotations, CatalogueRead))
      if (endpoint.method === "GET" && read?.offline === true) paths.push(endpoint.path)
    }
  })
  return paths
}

describe("the calls the service worker keeps offline", () => {
  it("are the contract's catalogue reads marked offline, in its order", () => {
    expect(OFFLINE_READS).toEqual(contractOfflineReads())
  })

  it("are matched by their path with any one segment for a parameter", () => {
    for (const path of ["/api/v1/category/all", "/api/v1/brand/slugurl/desi-denim-co.", "/api/v1/product/quickview/cotton-kurta", "/api/v1/brand/getFilterBrandBycatUrl/men", "/api/v1/settings"]) {
      expect(isOfflineRead(path), path).toBe(true)
    }
  })

  it("leave out what a shopper typed or did, admin reads, and any other address", () => {
    for (const path of [
      "/api/v1/product/search", "/api/v1/product/facets", "/api/v1/search/suggest", "/api/v1/product/by-ids", "/api/v1/delivery/pincode/110001",
      "/api/v1/mainhomeslider/allforadmin", "/api/v1/session", "/api/v1/wishlist", "/api/v1/brand/slugurl/", "/api/v1/brand/slugurl/a/b",
      "/api/v1/product/allx", "/api/v1/settingsx", "/api/v1/category/all/"
    ]) expect(isOfflineRead(path), path).toBe(false)
  })
})
