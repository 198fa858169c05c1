import { HttpApi } from "@effect/platform"
import { Context, Option } from "effect"
import * as FindMyWay from "find-my-way-ts"
import { BazaarApi } from "#domain/http/api.ts"
import { BodyLimit, CatalogueRead, type CatalogueReadKind, CatalogueWrite } from "#domain/http/call-kinds.ts"

/**
 * A call of the contract as the server's guards and its kept answers see it (ADR 047): its method,
 * its path as declared (under /api/v1, `:param` segments) and what its annotations say it is.
 */
export interface ContractCall {
  readonly method: string
  readonly path: string
  readonly read: CatalogueReadKind | undefined
  /** A catalogue write (ADR 022, 061): `true`, any kept answer may have changed; "its-product", only its product's facts. */
  readonly catalogueWrite: true | "its-product" | undefined
  readonly bodyLimit: number | undefined
}

/** Every call of the contract, read from its annotations once (an endpoint's own over its group's). */
export const CONTRACT_CALLS: ReadonlyArray<ContractCall> = (() => {
  const calls: Array<ContractCall> = []
  HttpApi.reflect(BazaarApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, mergedAnnotations }) => {
      calls.push({
        method: endpoint.method,
        path: endpoint.path,
        read: Option.getOrUndefined(Context.getOption(mergedAnnotations, CatalogueRead)),
        catalogueWrite: Option.getOrUndefined(Context.getOption(mergedAnnotations, CatalogueWrite)),
        bodyLimit: Option.getOrUndefined(Context.getOption(mergedAnnotations, BodyLimit))
      })
    }
  })
  return calls
})()

/**
 * The call of `calls` a request's path reaches, by method and path template, found by the router the
 * server itself routes with (find-my-way-ts, under @effect/platform's HttpRouter): a static segment
 * before a `:param`. The path is matched as given (no trailing slash dropped, no doubled slash
 * merged); `caseSensitive: false` matches it in any case, as the server's router does (pass it
 * `routedPath`).
 */
export const callFinder = (calls: ReadonlyArray<ContractCall>, options: { readonly caseSensitive: boolean }) => {
  const router = FindMyWay.make<ContractCall>({ caseSensitive: options.caseSensitive, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false })
  for (const call of calls) router.on(call.method, call.path as `/${string}`, call)
  return (method: string, path: string): ContractCall | undefined => {
    const found = router.find(method, path)
    // A `:param` names one non-empty segment.
    return found === undefined || Object.values(found.params).some((value) => value === undefined || value === "") ? undefined : found.handler
  }
}
