import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import { type DeliveryZone, promisedDate, zoneOfStates } from "#domain/delivery.ts"
import { type DeliveryEstimate } from "#domain/delivery-words.ts"
import { NotFound } from "#domain/http/errors.ts"
import { cityOf, placeName, statesOf } from "#domain/pincode-place.ts"
import { pincodeDirectory } from "../client/pincodes.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"

// Delivery by pincode (issue 19 item 2): the zones an admin edits (migration 0018), a pincode's
// estimate from India Post's directory, and the zone an order's address is delivered in. The
// zones' write is delivery.writes.ts; the calls, delivery.handlers.ts.

/** The shop's delivery zones, in the admin's order. */
export const deliveryZones = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<DeliveryZone>`
  SELECT name, states, days, cod FROM delivery_zones ORDER BY position`)

/** What the shop says of an address or a pincode in `states` (one, or two the directory cannot tell apart). */
export const estimateOf = (zones: ReadonlyArray<DeliveryZone>, place: { readonly pincode: string; readonly place: string; readonly states: ReadonlyArray<string> }, now: Date): DeliveryEstimate => {
  const zone = zoneOfStates(zones, place.states)
  return zone === undefined
    ? { pincode: place.pincode, place: place.place, deliverable: false, cod: false, promisedDate: null }
    : { pincode: place.pincode, place: place.place, deliverable: true, cod: zone.cod, promisedDate: promisedDate(now, zone.days) }
}

/** The estimate for one of the client's addresses (its own state decides); None when it has no such address. */
export const addressEstimate = (clientId: string, addressId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [address] = yield* sql<{ pincode: string; city: string; state: string }>`
      SELECT pincode, city, state FROM addresses WHERE id = ${addressId} AND client_id = ${clientId}`
    if (address === undefined) return Option.none<DeliveryEstimate>()
    const zones = yield* deliveryZones
    return Option.some(estimateOf(zones, { pincode: address.pincode, place: `${address.city}, ${address.state}`, states: [address.state] },
      new Date(yield* Clock.currentTimeMillis)))
  })

/** A pincode's estimate now; fails NotFound when India Post's directory does not know it. */
export const pincodeEstimate = (pincode: string) =>
  Effect.gen(function* () {
    const directory = yield* pincodeDirectory
    const places = directory.placesOf(pincode)
    if (places.length === 0) {
      return yield* new NotFound({ message: `We could not find the pincode ${pincode}; please check it. At checkout, your address decides the delivery.` })
    }
    const states = [...new Set(places.flatMap((place) => statesOf(place.state)))]
    const zones = yield* onCatalogueReads(deliveryZones)
    const estimate = estimateOf(zones, { pincode, place: placeName(places), states }, new Date(yield* Clock.currentTimeMillis))
    // Issue 33: the address form fills the city and, where there is only one, the state.
    return { ...estimate, city: cityOf(places), ...(states.length === 1 ? { state: states[0]! } : {}) }
  })
