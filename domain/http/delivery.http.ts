import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, CatalogueWrite } from "./call-kinds.ts"
import { DeliveryZones } from "../delivery.ts"
import { DeliveryEstimate } from "../delivery-words.ts"
import { Pincode } from "../order.ts"
import { AdminAuth } from "./auth.http.ts"
import { BadRequest, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

/** A pincode's delivery estimate is kept this long at most (issue 19: its promised day is counted from today). */
export const DELIVERY_TTL_MS = 60_000

// Delivery by pincode (issue 19 item 2): whether the shop delivers to a pincode, with COD and the
// day it would arrive (the product page, cart and checkout ask), and the zones an admin edits.
export const DeliveryGroup = HttpApiGroup.make("delivery")
  .add(
    // Its estimate names a day counted from today: kept a minute at most, so the day turns with India's.
    HttpApiEndpoint.get("check", "/delivery/pincode/:pincode").annotate(CatalogueRead, { ttlMs: DELIVERY_TTL_MS })
      .setPath(Schema.Struct({ pincode: Pincode }))
      .addSuccess(Schema.Struct({ success: successTrue, delivery: DeliveryEstimate }))
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("zones", "/delivery/zones").annotate(CatalogueRead, {}).addSuccess(Schema.Struct({ success: successTrue, zones: DeliveryZones })))

export const DeliveryAdminGroup = HttpApiGroup.make("deliveryAdmin")
  .add(
    HttpApiEndpoint.put("saveZones", "/delivery/zones").annotate(CatalogueWrite, true)
      .setPayload(Schema.Struct({ zones: DeliveryZones }))
      .addSuccess(Schema.Struct({ success: successTrue, zones: DeliveryZones }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(AdminAuth)
