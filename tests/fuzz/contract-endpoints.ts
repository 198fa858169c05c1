import { HttpApi } from "@effect/platform"
import { Option, type Schema } from "effect"
import { BazaarApi } from "#domain/http/api.ts"

/** Who a call needs: nobody, a session (SessionAuth), or an admin's session (AdminAuth). */
export type Guard = "public" | "session" | "admin"

type AnySchema = Schema.Schema<unknown, unknown, never>

/** One endpoint of the contract, as the fuzzer reads it. */
export interface ContractEndpoint {
  /** `group.name`, e.g. `order.create`. */
  readonly key: string
  readonly method: string
  /** The full path with `:param` placeholders, e.g. `/api/v1/order/:orderid`. */
  readonly path: string
  readonly guard: Guard
  readonly pathSchema: AnySchema | undefined
  readonly urlParamsSchema: AnySchema | undefined
  readonly payloadSchema: AnySchema | undefined
  /** Every success the endpoint may answer (a union when it has more than one). */
  readonly successSchema: AnySchema
}

const orUndefined = (schema: Option.Option<unknown>): AnySchema | undefined =>
  Option.getOrUndefined(schema) as AnySchema | undefined

/** Every endpoint of the contract (domain/http/api.ts), in the contract's order. */
export const contractEndpoints = (api: HttpApi.HttpApi.Any = BazaarApi): ReadonlyArray<ContractEndpoint> => {
  const found: Array<ContractEndpoint> = []
  HttpApi.reflect(api as typeof BazaarApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) => {
      const keys = [...middleware].map((tag) => (tag as { readonly key: string }).key)
      found.push({
        key: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        path: endpoint.path,
        guard: keys.includes("AdminAuth") ? "admin" : keys.includes("SessionAuth") ? "session" : "public",
        pathSchema: orUndefined(endpoint.pathSchema),
        urlParamsSchema: orUndefined(endpoint.urlParamsSchema),
        payloadSchema: orUndefined(endpoint.payloadSchema),
        successSchema: endpoint.successSchema as AnySchema
      })
    }
  })
  return found
}

/** The `:name` placeholders of a path, in order. */
export const pathParams = (path: string): ReadonlyArray<string> => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
