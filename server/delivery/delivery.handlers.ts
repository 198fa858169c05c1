import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { deliveryZones, pincodeEstimate } from "./delivery.repo.ts"
import { saveZones } from "./delivery.writes.ts"

export const DeliveryHandlersLive = groupOrUnavailable(BazaarApi, "delivery", (handlers) =>
  handlers
    .handle("check", ({ path }) => pincodeEstimate(path.pincode).pipe(Effect.map((delivery) => ({ success: true as const, delivery }))))
    .handle("zones", () => onCatalogueReads(deliveryZones).pipe(Effect.map((zones) => ({ success: true as const, zones })))))

export const DeliveryAdminHandlersLive = groupOrUnavailable(BazaarApi, "deliveryAdmin", (handlers) =>
  handlers.handle("saveZones", ({ payload }) =>
    Effect.zipRight(saveZones(payload.zones), deliveryZones).pipe(Effect.map((zones) => ({ success: true as const, zones })))))
