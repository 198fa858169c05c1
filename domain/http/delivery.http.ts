import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { DeliveryEstimate, DeliveryZones } from "../delivery.ts"
import { Pincode } from "../order.ts"
import { AdminAuth } from "./client.http.ts"
import { BadRequest, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

// Delivery by pincode (issue 19 item 2): whether the shop delivers to a pincode, with COD and the
// day it would arrive (the product page, cart and checkout ask), and the zones an admin edits.
export const DeliveryGroup = HttpApiGroup.make("delivery")
  .add(
    HttpApiEndpoint.get("check", "/delivery/pincode/:pincode")
      .setPath(Schema.Struct({ pincode: Pincode }))
      .addSuccess(Schema.Struct({ success: successTrue, delivery: DeliveryEstimate }))
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("zones", "/delivery/zones").addSuccess(Schema.Struct({ success: successTrue, zones: DeliveryZones })))

export const DeliveryAdminGroup = HttpApiGroup.make("deliveryAdmin")
  .add(
    HttpApiEndpoint.put("saveZones", "/delivery/zones")
      .setPayload(Schema.Struct({ zones: DeliveryZones }))
      .addSuccess(Schema.Struct({ success: successTrue, zones: DeliveryZones }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(AdminAuth)
