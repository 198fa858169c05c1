import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DEFAULT_ZONES, DeliveryZones, promisedDate, statesWithoutZone, zoneOfState, zoneOfStates } from "./delivery.ts"
import { arrivalDate, arrivalText, formatPromisedDate } from "./delivery-words.ts"
import { messages as ordersEnglish } from "./messages/orders.en.ts"
import { INDIAN_STATES_AND_UTS } from "./order.ts"

const decodeZones = Schema.decodeUnknownEither(DeliveryZones)
const problemOf = (input: unknown) => {
  const decoded = decodeZones(input)
  return Either.isLeft(decoded) ? decoded.left.message : undefined
}

describe("delivery zones", () => {
  it("the shop starts delivering to every state and union territory, each in one zone", () => {
    expect(Either.isRight(decodeZones(DEFAULT_ZONES))).toBe(true)
    expect(statesWithoutZone(DEFAULT_ZONES)).toEqual([])
    expect(DEFAULT_ZONES.flatMap((z) => z.states).sort()).toEqual([...INDIAN_STATES_AND_UTS].sort())
    expect(zoneOfState(DEFAULT_ZONES, "Karnataka")).toMatchObject({ days: 2, cod: true })
    expect(zoneOfState(DEFAULT_ZONES, "Ladakh")).toMatchObject({ days: 10, cod: false })
  })

  it("refuses a state in two zones, two zones of one name, and days out of range, with a sentence", () => {
    expect(problemOf([{ name: "A", states: ["Goa"], days: 2, cod: true }, { name: "B", states: ["Goa"], days: 3, cod: true }]))
      .toContain("Goa is in two zones, A and B; keep it in one.")
    expect(problemOf([{ name: "A", states: ["Goa"], days: 2, cod: true }, { name: "a", states: ["Kerala"], days: 3, cod: true }]))
      .toContain("Two zones have the same name.")
    expect(problemOf([{ name: "A", states: ["Goa"], days: 0, cod: true }])).toContain("Days to deliver must be between 1 and 30.")
    expect(problemOf([{ name: "A", states: ["Atlantis"], days: 2, cod: true }])).toContain("Choose one of India's 28 states or 8 union territories.")
    expect(problemOf([{ name: "A", states: [], days: 2, cod: true }])).toContain("A zone needs at least one state.")
  })

  it("a state no zone has is not delivered to; a place of two states takes the slower zone, COD only if both take it", () => {
    const zones = DEFAULT_ZONES.filter((z) => z.name !== "South India")
    expect(zoneOfState(zones, "Kerala")).toBeUndefined()
    expect(statesWithoutZone(zones)).toEqual(["Andhra Pradesh", "Goa", "Kerala", "Tamil Nadu", "Telangana", "Puducherry"])
    expect(zoneOfStates(DEFAULT_ZONES, ["Jammu and Kashmir", "Ladakh"])).toMatchObject({ days: 10, cod: false })
    expect(zoneOfStates(zones, ["Karnataka", "Kerala"])).toBeUndefined()
    expect(zoneOfStates(zones, [])).toBeUndefined()
  })
})

describe("promised dates", () => {
  it("counts working days from today in India, Sundays not", () => {
    // Wednesday 25 November 2026, 10:00 in India.
    expect(promisedDate(new Date("2026-11-25T04:30:00Z"), 2)).toBe("2026-11-27")
    expect(promisedDate(new Date("2026-11-25T04:30:00Z"), 4)).toBe("2026-11-30") // Thu, Fri, Sat, (Sun), Mon
    // 18:29 UTC on the 28th is 23:59 on Saturday in India; 18:30 is Sunday: both promise Monday.
    expect(promisedDate(new Date("2026-11-28T18:29:00Z"), 1)).toBe("2026-11-30")
    expect(promisedDate(new Date("2026-11-28T18:30:00Z"), 1)).toBe("2026-11-30")
    expect(promisedDate(new Date("2026-12-31T20:00:00Z"), 1)).toBe("2027-01-02")
  })

  it("writes a date as the shop says it", () => {
    expect(formatPromisedDate("2026-11-27")).toBe("Fri, 27 Nov")
    expect(formatPromisedDate("2026-11-27", "en")).toBe("Fri, 27 Nov")
    expect(formatPromisedDate("2026-11-27", "hi")).toBe("शुक्रवार, 27 नवंबर")
    expect(formatPromisedDate("2027-02-01", "hi")).toBe("सोमवार, 1 फ़रवरी")
  })
})

describe("an order's arrival", () => {
  const promised = "2026-11-27"

  it("is said for the promised day while the order is on its way (placed, not yet delivered)", () => {
    for (const Status of [1, 2, 3, 4]) expect(arrivalDate({ Status, promisedDate: promised }), `status ${Status}`).toBe(promised)
    expect(arrivalText({ Status: 3, promisedDate: promised })).toBe("Arriving by Fri, 27 Nov")
  })

  it("is not said for a cancelled or delivered order, nor one without a promised day", () => {
    for (const Status of [0, 5]) {
      expect(arrivalDate({ Status, promisedDate: promised })).toBeUndefined()
      expect(arrivalText({ Status, promisedDate: promised })).toBeUndefined()
    }
    expect(arrivalDate({ Status: 2 })).toBeUndefined()
    expect(arrivalText({ Status: 2, promisedDate: undefined })).toBeUndefined()
  })

  it("reads in the SMS as the order's screens say it in English (orders.arrivingBy)", () => {
    expect(ordersEnglish["orders.arrivingBy"].replace("{date}", formatPromisedDate(promised))).toBe(arrivalText({ Status: 1, promisedDate: promised }))
  })
})
