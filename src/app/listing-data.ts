import { notFound } from "@tanstack/react-router"
import { Cause, type Effect, Exit, Option } from "effect"
import type { Category, SubCategory } from "#domain/catalogue.ts"
import {
  CategoryAnswer,
  FIRST_ANSWER_PATHS,
  isWholePage,
  OneProductAnswer,
  ProductsPageAnswer,
  SubCategoryAnswer
} from "#domain/http/first-answers.ts"
import type { ProductListParams } from "#domain/http/product.http.ts"
import type { Product } from "#domain/product.ts"
import type { ListingPage, ListingRest } from "../components/listing.tsx"
import { filtersOf, type ListingSearch } from "./listing-search.ts"
import { type FacetsData, facetsOf } from "./listing-facets.ts"
import { type CallFailed, CatalogueApi, featureCall, ProductApi } from "./api-tags.ts"
import type { FirstAnswers } from "./first-answers.ts"
import { KeptAnswerUnread, readKeptAnswer } from "./kept-lists.ts"
import { once } from "./once.ts"
import type { ApiRuntime, ApiServices } from "./runtime.ts"

/** What a screen's loader needs to get its data: the API runtime, and the answers the page brought. */
export interface ScreenData {
  readonly runtime: ApiRuntime
  readonly firstAnswers: FirstAnswers
}

export interface ListingData {
  readonly result: ListingPage
  /** The filters' counts, read by the panel in the browser (issue 19 item 4). */
  readonly facets: FacetsData
}

type Filter = Pick<ProductListParams, "superCategory" | "category" | "subCategory" | "tag" | "brand">

// Nothing by that slug, or a slug the contract refuses (the server's 400): the route's not-found page.
const isMissing = (error: CallFailed) => {
  const tag = error.reason._tag
  return tag === "NotFound" || tag === "BadRequest"
}

/** Runs a lookup for a route loader: a 404 or a malformed slug from the server is the route's not-found page. */
export const lookup = async <A>(runtime: ApiRuntime, effect: Effect.Effect<A, CallFailed, ApiServices>): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure) && isMissing(failure.value)) throw notFound()
  throw Cause.squash(exit.cause)
}

/** The answer the page brought, else the call: the first screen starts without the HTTP client (ADR 010). */
const firstOr = <A>(data: ScreenData, first: Option.Option<A>, effect: Effect.Effect<A, CallFailed, ApiServices>): Promise<A> =>
  Option.isSome(first) ? Promise.resolve(first.value) : lookup(data.runtime, effect)

export const categoryBySlug = (data: ScreenData, slug: string): Promise<Category> =>
  firstOr(
    data,
    Option.map(data.firstAnswers.take(FIRST_ANSWER_PATHS.category(slug), CategoryAnswer), (answer) => answer.category),
    featureCall(CatalogueApi)((api) => api.categoryBySlug(slug))
  )

export const subCategoryBySlug = (data: ScreenData, slug: string): Promise<SubCategory> =>
  firstOr(
    data,
    Option.map(data.firstAnswers.take(FIRST_ANSWER_PATHS.subCategory(slug), SubCategoryAnswer), (answer) => answer.subcategory),
    featureCall(CatalogueApi)((api) => api.subCategoryBySlug(slug))
  )

export const productBySlug = (data: ScreenData, slug: string): Promise<Product> =>
  firstOr(
    data,
    Option.map(data.firstAnswers.take(FIRST_ANSWER_PATHS.product(slug), OneProductAnswer), (answer) => answer.product),
    featureCall(ProductApi)((api) => api.bySlug(slug))
  )

const isFirstPage = (search: ListingSearch) => Object.values(search).every((value) => value === undefined)

/** The path of a listing's first page as the server embeds it: a plain category or subcategory only. */
const firstPagePath = (filter: Filter, search: ListingSearch): string | undefined => {
  if (!isFirstPage(search)) return undefined
  const keys = Object.entries(filter).filter(([, value]) => value !== undefined).map(([key]) => key)
  if (keys.length !== 1) return undefined
  if (filter.category !== undefined) return FIRST_ANSWER_PATHS.productsOfCategory(filter.category)
  if (filter.subCategory !== undefined) return FIRST_ANSWER_PATHS.productsOfSubCategory(filter.subCategory)
  return undefined
}

/**
 * The rest of a first page the server brought with only its first cards (issue 36 item 3): the
 * whole page, read once as the server's kept answer under the very path it was embedded under
 * (a plain GET, without the HTTP client), when the listing draws it in the browser.
 */
const restOf = (path: string): ListingRest => ({
  read: once(() => readKeptAnswer(path, ProductsPageAnswer, (status, detail) => new KeptAnswerUnread({ path, status, detail })).then(
    (page) => ({ ok: true as const, products: page.product }),
    () => ({ ok: false as const })
  ))
})

/**
 * A listing's page of products (the page the server brought, else the call) and the description of
 * its filters' counts, read later by the panel (issue 19 item 4: the brands are one of them). A
 * page the server brought with its first cards only says how to read the rest (`rest`).
 */
export const loadListing = async (data: ScreenData, filter: Filter, search: ListingSearch): Promise<ListingData> => {
  const path = firstPagePath(filter, search)
  const firstPage = path === undefined ? Option.none() : data.firstAnswers.take(path, ProductsPageAnswer)
  const { brand: _brand, ...scope } = filter
  const filters = filtersOf({ ...search, brand: filter.brand ?? search.brand })
  const facets = facetsOf(data.runtime, { ...scope, ...filters })
  const page = Option.isSome(firstPage)
    ? firstPage.value
    : await data.runtime.runPromise(featureCall(ProductApi)((api) => api.all({ ...scope, ...filters, page: search.page, sort: search.sort })))
  const rest = path !== undefined && Option.isSome(firstPage) && !isWholePage(firstPage.value) ? restOf(path) : undefined
  return { result: { products: page.product, page: page.page, limit: page.limit, total: page.total, ...(rest === undefined ? {} : { rest }) }, facets }
}
