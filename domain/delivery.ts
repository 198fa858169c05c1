import { Schema } from "effect"
import { type IndianState, INDIAN_STATES_AND_UTS, StateName } from "./order.ts"

// Delivery by pincode (issue 19 item 2): the shop delivers to zones of states, each with its days
// to deliver and whether Cash on Delivery is taken there. The zones are a shop setting an admin
// edits; a pincode's state comes from India Post's directory (server/client/pincodes.ts). These
// are the rules over them, with no I/O.

/** Most days a zone may promise, and most zones. */
export const MAX_DELIVERY_DAYS = 30
export const MAX_ZONES = 20

const ZoneName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "A zone needs a name." }),
  Schema.maxLength(60, { message: () => "A zone's name must be at most 60 characters." })
)

/** One delivery zone: the states it covers, the working days a parcel takes there, and COD. */
export const DeliveryZone = Schema.Struct({
  name: ZoneName,
  states: Schema.Array(StateName).pipe(Schema.minItems(1, { message: () => "A zone needs at least one state." })),
  days: Schema.Number.pipe(
    Schema.int({ message: () => "Days to deliver must be a whole number." }),
    Schema.between(1, MAX_DELIVERY_DAYS, { message: () => `Days to deliver must be between 1 and ${MAX_DELIVERY_DAYS}.` })
  ),
  cod: Schema.Boolean
})
export type DeliveryZone = typeof DeliveryZone.Type

/** The shop's zones: each state in one zone at most; a state in none is not delivered to. */
export const DeliveryZones = Schema.Array(DeliveryZone).pipe(
  Schema.maxItems(MAX_ZONES, { message: () => `At most ${MAX_ZONES} zones.` }),
  Schema.filter((zones) => {
    const seen = new Map<string, string>()
    for (const zone of zones) {
      for (const state of zone.states) {
        const other = seen.get(state)
        if (other !== undefined) return `${state} is in two zones, ${other} and ${zone.name}; keep it in one.`
        seen.set(state, zone.name)
      }
    }
    return new Set(zones.map((z) => z.name.toLowerCase())).size === zones.length || "Two zones have the same name."
  })
)
export type DeliveryZones = typeof DeliveryZones.Type

/** What the shop starts with: every state and union territory, nearer ones sooner, COD but on the farthest. */
export const DEFAULT_ZONES: DeliveryZones = [
  { name: "Karnataka", states: ["Karnataka"], days: 2, cod: true },
  { name: "South India", states: ["Tamil Nadu", "Kerala", "Andhra Pradesh", "Telangana", "Puducherry", "Goa"], days: 3, cod: true },
  {
    name: "West and Central India",
    states: ["Maharashtra", "Gujarat", "Madhya Pradesh", "Chhattisgarh", "Rajasthan", "Dadra and Nagar Haveli and Daman and Diu"],
    days: 4,
    cod: true
  },
  {
    name: "North India",
    states: ["Delhi", "Haryana", "Punjab", "Chandigarh", "Uttar Pradesh", "Uttarakhand", "Himachal Pradesh", "Jammu and Kashmir"],
    days: 5,
    cod: true
  },
  { name: "East India", states: ["West Bengal", "Odisha", "Bihar", "Jharkhand"], days: 5, cod: true },
  { name: "North-East India", states: ["Assam", "Arunachal Pradesh", "Manipur", "Meghalaya", "Mizoram", "Nagaland", "Sikkim", "Tripura"], days: 7, cod: false },
  { name: "Islands and Ladakh", states: ["Andaman and Nicobar Islands", "Lakshadweep", "Ladakh"], days: 10, cod: false }
]

/** The zone of a state, if the shop delivers there. */
export const zoneOfState = <Z extends { readonly states: ReadonlyArray<string> }>(zones: ReadonlyArray<Z>, state: string): Z | undefined =>
  zones.find((zone) => zone.states.some((s) => s === state))

/**
 * The zone for a place that may be in more than one state (the directory files Ladakh's pincodes
 * under Jammu and Kashmir): the slowest of their zones, COD only if every one takes it, so the
 * promise holds whichever it is; none when any of them is not delivered to.
 */
export const zoneOfStates = (zones: ReadonlyArray<DeliveryZone>, states: ReadonlyArray<string>): DeliveryZone | undefined => {
  const found = states.map((state) => zoneOfState(zones, state))
  if (found.length === 0 || found.some((zone) => zone === undefined)) return undefined
  const all = found as ReadonlyArray<DeliveryZone>
  const slowest = all.reduce((a, b) => (b.days > a.days ? b : a))
  return { ...slowest, cod: all.every((zone) => zone.cod) }
}

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/**
 * The day a parcel is promised for: `days` working days (Sundays are not) after the day of `from`
 * in India, as an ISO date ("2026-11-28").
 */
export const promisedDate = (from: Date, days: number): string => {
  let day = new Date(Math.floor((from.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS)
  let left = days
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS)
    if (day.getUTCDay() !== 0) left -= 1
  }
  return day.toISOString().slice(0, 10)
}

/** States no zone covers: where the shop does not deliver. */
export const statesWithoutZone = (zones: ReadonlyArray<{ readonly states: ReadonlyArray<string> }>): ReadonlyArray<IndianState> =>
  INDIAN_STATES_AND_UTS.filter((state) => zoneOfState(zones, state) === undefined)
