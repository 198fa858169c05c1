// The calls the service worker keeps for offline use (ADR 013): the contract's catalogue reads marked
// `offline` (CatalogueRead, ADR 047), as their paths are declared. Written out here so the worker
// stays small (it loads neither Effect nor the contract); offline-reads.test.ts holds the list equal
// to the contract's annotations.
export const OFFLINE_READS: ReadonlyArray<string> = [
  "/api/v1/supercategory/all",
  "/api/v1/supercategory/slugurl/:slug",
  "/api/v1/category/all",
  "/api/v1/category/slugurl/:slug",
  "/api/v1/subcategory/all",
  "/api/v1/subcategory/slugurl/:slug",
  "/api/v1/categorytag/allforadmin",
  "/api/v1/categorytag/slugurl/:slug",
  "/api/v1/mainhomeslider/all",
  "/api/v1/threeslider/all",
  "/api/v1/product/all",
  "/api/v1/product/recommend-products",
  "/api/v1/product/trending-products",
  "/api/v1/product/hot-products",
  "/api/v1/product/verify-slugurl/:slug",
  "/api/v1/product/quickview/:slug",
  "/api/v1/product/similar/:slug",
  "/api/v1/brand/all",
  "/api/v1/brand/category-brand/:category",
  "/api/v1/brand/getFilterBrandBycatUrl/:categoryUrl",
  "/api/v1/brand/subcategory-brand/:subcategory",
  "/api/v1/brand/slugurl/:slug",
  "/api/v1/blog/all",
  "/api/v1/blog/slugurl/:slug",
  "/api/v1/settings"
]

const OFFLINE_PATTERN = new RegExp(
  `^(?:${OFFLINE_READS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")).join("|")})$`
)

/** Whether an address's path is one of OFFLINE_READS (a `:param` is any one segment). */
export const isOfflineRead = (pathname: string): boolean => OFFLINE_PATTERN.test(pathname)
