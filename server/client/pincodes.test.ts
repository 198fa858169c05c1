import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { checkPincodePlace, statesOf } from "#domain/pincode-place.ts"
import { INDIAN_STATES_AND_UTS } from "#domain/order.ts"
import { pincodeDirectory } from "./pincodes.ts"
import { sayRefusal } from "#domain/refusal-words.ts"

// Issue 16: pincode 110001 (New Delhi) was accepted with Mumbai, Maharashtra. The rule
// (domain/pincode-place.ts) over India Post's directory as the registry publishes it.

const directory = Effect.runSync(pincodeDirectory)
const check = (Pincode: string, City: string, State: string) =>
  checkPincodePlace({ Pincode, City, State }, directory.placesOf(Pincode), directory.knownCities)

describe("a pincode checked against its city and state", () => {
  it("knows the directory's pincodes, and maps every state it names to today's official names", () => {
    expect(directory.placesOf("110001").length).toBeGreaterThan(0)
    const states = new Set(["110001", "400001", "560038", "194101", "605001", "396210", "744101", "492001"].flatMap((pincode) =>
      directory.placesOf(pincode).flatMap((place) => statesOf(place.state))))
    for (const state of states) expect(INDIAN_STATES_AND_UTS as ReadonlyArray<string>, state).toContain(state)
  })

  it("refuses a pincode of another state, saying where the pincode is", () => {
    const delhi = check("110001", "Mumbai", "Maharashtra")
    expect(delhi).toEqual({ _tag: "WrongState", refusal: { _tag: "PincodeState", pincode: "110001", states: ["Delhi"], state: "Maharashtra" } })
    expect(delhi._tag === "WrongState" && sayRefusal(delhi.refusal)).toBe("Pincode 110001 is in Delhi, not Maharashtra. Please check the pincode or the state.")
  })

  it("refuses a pincode of another city the directory knows, in the same state", () => {
    const pune = check("400001", "Pune", "Maharashtra")
    expect(pune._tag).toBe("WrongCity")
    expect(pune._tag === "WrongCity" && sayRefusal(pune.refusal)).toMatch(/^Pincode 400001 is in Mumbai\b.*, not Pune\. Please check the pincode or the city\.$/)
  })

  it("accepts the city by any of its names, a locality of the pincode, and a place the directory does not list", () => {
    expect(check("560038", "Bengaluru", "Karnataka")._tag).toBe("Matches")
    expect(check("560038", "Bangalore", "Karnataka")._tag).toBe("Matches")
    expect(check("560038", "Indiranagar", "Karnataka")._tag).toBe("Matches")
    expect(check("400001", "Bombay", "Maharashtra")._tag).toBe("Matches")
    expect(check("122001", "Gurugram", "Haryana")._tag).toBe("Matches")
    expect(check("110001", "New Delhi", "Delhi")._tag).toBe("Matches")
    // Ladakh's pincodes are filed under Jammu and Kashmir in the directory (before 2019).
    expect(check("194101", "Leh", "Ladakh")._tag).toBe("Matches")
  })

  it("accepts a pincode the directory does not know (a new one): the courier checks it", () => {
    expect(check("999999", "Anywhere", "Goa")._tag).toBe("UnknownPincode")
  })
})
