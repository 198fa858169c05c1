import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { renderApiDoc, renderOpenApi } from "./api-docs.ts"

describe("the API documents", () => {
  it("docs/api.md and docs/openapi.json match the contract (run `npm run docs:api` after a change)", () => {
    expect(readFileSync("docs/api.md", "utf8")).toBe(renderApiDoc())
    expect(readFileSync("docs/openapi.json", "utf8")).toBe(renderOpenApi())
  })

  it("lists every call of §7 with its exact path", () => {
    const doc = renderApiDoc()
    for (const path of [
      "/api/v1/order/sendsms", "/api/v1/order/new", "/api/v1/order/tenOrderbyclient/:clientId",
      "/api/v1/order/orderbyclientid/:clientId", "/api/v1/order/generatenewtoken/:number", "/api/v1/order/:orderid",
      "/api/v1/brand/all", "/api/v1/brand/category-brand/:category", "/api/v1/brand/getFilterBrandBycatUrl/:categoryUrl",
      "/api/v1/brand/subcategory-brand/:subcategory", "/api/v1/brand/new", "/api/v1/brand/slugurl/:slug",
      "/api/v1/brand/brandimages", "/api/v1/brand/:brandid", "/api/v1/brand/:id",
      "/api/v1/client/loginclient", "/api/v1/client/new", "/api/v1/admin/sendsms", "/api/v1/admin/order-sendsms",
      "/api/v1/client/email/:email", "/api/v1/client/address", "/api/v1/client/updateclientsingleaddress",
      "/api/v1/client/deleteclientsingleaddress",
      "/api/v1/product/all", "/api/v1/product/recommend-products", "/api/v1/product/trending-products",
      "/api/v1/product/hot-products", "/api/v1/product/verify-slugurl/:slug",
      "/api/v1/supercategory/all", "/api/v1/supercategory/new", "/api/v1/supercategory/:supercatid",
      "/api/v1/supercategory/:id", "/api/v1/supercategory/slugurl/:slug", "/api/v1/category/all",
      "/api/v1/category/slugurl/:slug", "/api/v1/subcategory/all", "/api/v1/subcategory/slugurl/:slug",
      "/api/v1/categorytag/allforadmin", "/api/v1/categorytag/slugurl/:slug", "/api/v1/mainhomeslider/all",
      "/api/v1/threeslider/all"
    ]) {
      expect(doc).toContain(`\`${path}\``)
    }
  })
})
