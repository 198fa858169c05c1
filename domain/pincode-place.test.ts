import { describe, expect, it } from "vitest"
import { checkPincodePlace, type PincodePlace } from "./pincode-place.ts"
import { sayRefusal } from "./refusal-words.ts"

// Issue 39: a pincode refused for its state or city carries its figures, as the server's named
// refusals do, so a page says it in its own language; its English is those refusals' words.

const LEH: ReadonlyArray<PincodePlace> = [{ city: "LEH", district: "LEH", village: "", office: "LEH", state: "JAMMU & KASHMIR" }]

describe("a pincode refused for its place", () => {
  it("names the pincode's states and the state given, its English the PincodeState refusal's", () => {
    const check = checkPincodePlace({ Pincode: "194101", City: "Leh", State: "Kerala" }, LEH, new Set())
    expect(check).toEqual({ _tag: "WrongState", refusal: { _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Kerala" } })
    expect(check._tag === "WrongState" && sayRefusal(check.refusal))
      .toBe("Pincode 194101 is in Jammu and Kashmir or Ladakh, not Kerala. Please check the pincode or the state.")
  })

  it("names the pincode's cities and the city given (trimmed), its English the PincodeCity refusal's", () => {
    const check = checkPincodePlace({ Pincode: "194101", City: " Pune ", State: "Ladakh" }, LEH, new Set(["pune"]))
    expect(check).toEqual({ _tag: "WrongCity", refusal: { _tag: "PincodeCity", pincode: "194101", cities: ["Leh"], city: "Pune" } })
    expect(check._tag === "WrongCity" && sayRefusal(check.refusal)).toBe("Pincode 194101 is in Leh, not Pune. Please check the pincode or the city.")
  })

  it("accepts a place of the pincode, and a pincode the directory does not know", () => {
    expect(checkPincodePlace({ Pincode: "194101", City: "Leh", State: "Ladakh" }, LEH, new Set(["leh"]))).toEqual({ _tag: "Matches" })
    expect(checkPincodePlace({ Pincode: "194101", City: "Leh", State: "Ladakh" }, [], new Set())).toEqual({ _tag: "UnknownPincode" })
  })
})
