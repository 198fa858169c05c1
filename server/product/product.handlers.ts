import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { ServedApi } from "../http/served-api.ts"
import { orNotFound, orUnavailable } from "../http/failures.ts"
import * as Repo from "./product.repo.ts"

const asProductsPage = ({ items, ...paging }: Repo.ProductPage) => ({ success: true as const, products: items, ...paging })

export const ProductHandlersLive = HttpApiBuilder.group(ServedApi, "product", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      Repo.listProducts(urlParams).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, product: items, ...paging })),
        orUnavailable
      ))
    .handle("recommended", ({ urlParams }) => Repo.listFlagged("recommended", urlParams).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("trending", ({ urlParams }) => Repo.listFlagged("trending", urlParams).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("hot", ({ urlParams }) => Repo.listFlagged("hot", urlParams).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("verifySlug", ({ path }) =>
      Repo.productBySlug(path.slug).pipe(
        orUnavailable,
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("quickView", ({ path }) =>
      Repo.productBySlug(path.slug).pipe(
        orUnavailable,
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("byIds", ({ urlParams }) =>
      Repo.productsByIds(urlParams.ids).pipe(Effect.map((product) => ({ success: true as const, product })), orUnavailable))
    // A search costs tens of milliseconds of the database's time: 120 a minute from one address, counted
    // before the search runs (issue 17: 16 looping clients made an unrelated call wait 16 to 28 s).
    .handle("search", ({ urlParams }) =>
      limitByAddress(RATE_RULES.search).pipe(
        Effect.zipRight(Repo.searchProducts(urlParams.q, urlParams)),
        Effect.map(asProductsPage),
        orUnavailable
      ))
)
