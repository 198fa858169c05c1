import { HttpApi } from "@effect/platform"
import { Context, Option } from "effect"
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
  readonly writesCatalogue: boolean
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
        writesCatalogue: Context.getOption(mergedAnnotations, CatalogueWrite)._tag === "Some",
        bodyLimit: Option.getOrUndefined(Context.getOption(mergedAnnotations, BodyLimit))
      })
    }
  })
  return calls
})()

/** A template's segment: its text, or null for a `:param` (any one non-empty segment). */
type Segment = string | null

const segmentsOf = (path: string, caseSensitive: boolean): ReadonlyArray<Segment> =>
  path.split("/").map((segment) => (segment.startsWith(":") ? null : caseSensitive ? segment : segment.toLowerCase()))

/** Static before `:param` at the first segment where two templates differ, as the router chooses (find-my-way). */
const byPrecedence = (a: ReadonlyArray<Segment>, b: ReadonlyArray<Segment>): number => {
  if (a.length !== b.length) return a.length - b.length
  for (let i = 0; i < a.length; i++) {
    const rank = (a[i] === null ? 1 : 0) - (b[i] === null ? 1 : 0)
    if (rank !== 0) return rank
  }
  return 0
}

/**
 * The call of `calls` a request's path reaches, by method and path template, as the router would
 * choose it: an exact static path first, else the first template in order of precedence. The path
 * is matched as given (no decoding, no trailing slash dropped); `caseSensitive: false` compares it
 * in lower case, as the router does (pass it `routedPath`).
 */
export const callFinder = (calls: ReadonlyArray<ContractCall>, options: { readonly caseSensitive: boolean }) => {
  const byMethod = new Map<string, { readonly exact: Map<string, ContractCall>; readonly templates: Array<{ readonly segments: ReadonlyArray<Segment>; readonly call: ContractCall }> }>()
  for (const call of calls) {
    let entry = byMethod.get(call.method)
    if (entry === undefined) byMethod.set(call.method, entry = { exact: new Map(), templates: [] })
    const segments = segmentsOf(call.path, options.caseSensitive)
    if (segments.includes(null)) entry.templates.push({ segments, call })
    else entry.exact.set(segments.join("/"), call)
  }
  for (const { templates } of byMethod.values()) templates.sort((a, b) => byPrecedence(a.segments, b.segments))
  return (method: string, path: string): ContractCall | undefined => {
    const entry = byMethod.get(method)
    if (entry === undefined) return undefined
    const asked = options.caseSensitive ? path : path.toLowerCase()
    const exact = entry.exact.get(asked)
    if (exact !== undefined) return exact
    const parts = asked.split("/")
    return entry.templates.find(({ segments }) =>
      segments.length === parts.length && segments.every((segment, i) => (segment === null ? parts[i] !== "" : segment === parts[i])))?.call
  }
}
