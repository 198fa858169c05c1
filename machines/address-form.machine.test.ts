import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { CallFailed } from "#domain/failures.ts"
import { NotFound } from "#domain/http/errors.ts"
import type { AddressInput } from "#domain/order.ts"
import { type AddressFields, addressFormMachine, type PlaceFound } from "./address-form.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// The address form's actor (issue 33, issue 35 item 5): a pincode typed in full asks for its place,
// a newer pincode replaces the question in flight, and only the last pincode's answer fills the city
// and the state, never over what the shopper typed.

const EMPTY: AddressFields = { Name: "Kavya Menon", Mobile: "9876533333", HNo: "", StreetDet: "", LandMark: "", AreaDet: "", City: "", State: "", Pincode: "", Type: "Home" }
const BANGALORE: PlaceFound = { pincode: "560038", city: "Bangalore", state: "Karnataka" }
const DELHI: PlaceFound = { pincode: "110001", city: "New Delhi", state: "Delhi" }
const UNKNOWN = new CallFailed({ text: "Pincode Not Found", reason: new NotFound({ message: "We could not find the pincode 999999; please check it." }) })

const start = (input: AddressFields = EMPTY) => {
  const held = heldCalls<PlaceFound, { readonly pincode: string }>({ what: "findPlace" })
  const actor = createActor(addressFormMachine.provide({ actors: { findPlace: held.logic } }), { input }).start()
  const type = (field: keyof AddressInput, value: string) => actor.send({ type: "address.field.set", field, value })
  const fields = () => actor.getSnapshot().context.fields
  return { held, actor, type, fields }
}

const answered = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the address form's fields", () => {
  it("start from the input and keep what is typed", () => {
    const { type, fields, held } = start()
    type("HNo", "Flat 4B")
    type("City", "Bengaluru")
    expect(fields()).toEqual({ ...EMPTY, HNo: "Flat 4B", City: "Bengaluru" })
    expect(held.calls).toEqual([])
  })
})

describe("the pincode's place", () => {
  it("is asked for a pincode typed in full, trimmed, and never for a part of one or one starting with 0", () => {
    const { type, held, actor } = start()
    type("Pincode", "56003")
    type("Pincode", "056003")
    expect(held.calls).toEqual([])
    expect(actor.getSnapshot().value).toBe("idle")
    type("Pincode", "560038 ")
    expect(held.calls.map((call) => call.input.pincode)).toEqual(["560038"])
    expect(actor.getSnapshot().value).toBe("findingPlace")
  })

  it("fills the empty city and state from the answer", async () => {
    const { type, held, fields, actor } = start()
    type("Pincode", "560038")
    held.only().resolve(BANGALORE)
    await answered()
    expect(fields()).toEqual({ ...EMPTY, Pincode: "560038", City: "Bangalore", State: "Karnataka" })
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("fills only the last pincode's place: the question a newer pincode replaces is stopped, and its late answer fills nothing", async () => {
    const { type, held, fields } = start()
    type("Pincode", "560038")
    const first = held.only()
    type("Pincode", "110001")
    expect(first.signal.aborted).toBe(true)
    const second = held.only()
    second.resolve(DELHI)
    await answered()
    first.resolve(BANGALORE)
    await answered()
    expect(fields()).toMatchObject({ Pincode: "110001", City: "New Delhi", State: "Delhi" })
  })

  it("fills nothing once the pincode is cut to a part of one while it is asked", async () => {
    const { type, held, fields, actor } = start()
    type("Pincode", "560038")
    const asked = held.only()
    type("Pincode", "56003")
    expect(asked.signal.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe("idle")
    asked.resolve(BANGALORE)
    await answered()
    expect(fields()).toMatchObject({ Pincode: "56003", City: "", State: "" })
  })

  it("keeps asking while other fields are typed, and never replaces a city typed meanwhile", async () => {
    const { type, held, fields } = start()
    type("Pincode", "560038")
    type("City", "Bengaluru")
    held.only().resolve(BANGALORE)
    await answered()
    expect(fields()).toMatchObject({ City: "Bengaluru", State: "Karnataka" })
  })

  it("replaces what the last pincode filled, but nothing the shopper typed", async () => {
    const { type, held, fields } = start()
    type("Pincode", "560038")
    held.only().resolve(BANGALORE)
    await answered()
    type("State", "Kerala")
    type("Pincode", "110001")
    held.only().resolve(DELHI)
    await answered()
    expect(fields()).toMatchObject({ City: "New Delhi", State: "Kerala" })
  })

  it("fills nothing for a pincode the directory does not know, and a state that is not India's", async () => {
    const { type, held, fields, actor } = start()
    type("Pincode", "999999")
    held.only().reject(UNKNOWN)
    await answered()
    expect(fields()).toEqual({ ...EMPTY, Pincode: "999999" })
    expect(actor.getSnapshot().value).toBe("idle")
    type("Pincode", "194101")
    held.only().resolve({ pincode: "194101", city: "Leh", state: "Jammu and Kashmir or Ladakh" })
    await answered()
    expect(fields()).toMatchObject({ City: "Leh", State: "" })
  })

  it("fails every question without a provided call, and fills nothing", async () => {
    const actor = createActor(addressFormMachine, { input: EMPTY }).start()
    actor.send({ type: "address.field.set", field: "Pincode", value: "560038" })
    await answered()
    expect(actor.getSnapshot().context.fields).toEqual({ ...EMPTY, Pincode: "560038" })
    expect(actor.getSnapshot().value).toBe("idle")
  })
})
