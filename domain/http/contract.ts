import { HttpApi, type HttpApiError, type HttpApiGroup } from "@effect/platform"
import { ServiceUnavailable } from "./errors.ts"
import { API_PREFIX } from "./prefix.ts"

/**
 * The one place the contract is assembled (STYLE §2, ADR 045): the groups given, under /api/v1,
 * each call able to answer 503 when the database is unreachable. The whole contract
 * (`BazaarApi`, domain/http/api.ts) is every group; a browser feature's part of it (the seam,
 * src/app/contract-client.ts) is the groups it calls, so its module carries only their schemas.
 */
export type FeatureContract<Groups extends HttpApiGroup.HttpApiGroup.Any> =
  HttpApi.HttpApi<"bazaar", Groups, HttpApiError.HttpApiDecodeError | ServiceUnavailable>

export const contractOf = <const Groups extends ReadonlyArray<HttpApiGroup.HttpApiGroup.Any>>(...groups: Groups): FeatureContract<Groups[number]> =>
  groups.reduce<HttpApi.HttpApi<"bazaar", HttpApiGroup.HttpApiGroup.Any, HttpApiError.HttpApiDecodeError>>(
    (contract, group) => contract.add(group),
    HttpApi.make("bazaar")
  ).addError(ServiceUnavailable).prefix(API_PREFIX) as unknown as FeatureContract<Groups[number]>
