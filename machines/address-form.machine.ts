import { assign, fromPromise, setup } from "xstate"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { type AddressInput, INDIAN_STATES_AND_UTS, PINCODE_PATTERN } from "#domain/order.ts"

/**
 * The address form's fields as typed (src/components/address-form.tsx; issue 33), and the place of
 * its pincode (issue 35 item 5: data reaches a screen through an actor). A pincode typed in full
 * asks India Post's directory (`findPlace`, the delivery estimate) for its city and state; a newer
 * pincode replaces the question in flight (the state is entered again, the old question stopped),
 * so only the last pincode's answer can fill the fields. A pincode the directory does not know fills
 * nothing: the server checks the address when it is saved.
 *
 * The screen provides `findPlace` (the call through the one API runtime); without it every question
 * fails loudly, and fills nothing.
 */

export type AddressFields = Record<keyof AddressInput, string>

/** What the last pincode's answer filled in, so that the next one may replace it (and nothing typed). */
export type PlaceFilled = Partial<Record<"City" | "State", string>>

/** What the directory answers of a pincode that the form reads. */
export type PlaceFound = Pick<DeliveryEstimate, "pincode" | "city" | "state">

export interface AddressFormContext {
  readonly fields: AddressFields
  readonly filled: PlaceFilled
}

export type AddressFormEvent = { readonly type: "address.field.set"; readonly field: keyof AddressInput; readonly value: string }

const isState = (name: string | undefined): name is string => name !== undefined && (INDIAN_STATES_AND_UTS as ReadonlyArray<string>).includes(name)

/**
 * The fields with the city and state of a pincode's answer filled in (issue 33): only a field that
 * is empty, or that the last pincode filled (`filled`), never what the shopper typed; and only while
 * the pincode is still the one asked about.
 */
export const withPlaceOf = (fields: AddressFields, estimate: PlaceFound, filled: PlaceFilled) => {
  if (fields.Pincode !== estimate.pincode) return { fields, filled }
  const found = { City: estimate.city, State: isState(estimate.state) ? estimate.state : undefined }
  const next = { ...fields }
  const nowFilled = { ...filled }
  for (const key of ["City", "State"] as const) {
    const value = found[key]
    if (value === undefined || value === "" || (fields[key] !== "" && fields[key] !== filled[key])) continue
    next[key] = value
    nowFilled[key] = value
  }
  return { fields: next, filled: nowFilled }
}

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFields
  },
  actors: {
    // STYLE §9: the screen provides the real call; without it every question fails loudly.
    findPlace: fromPromise<PlaceFound, { readonly pincode: string }>(() => Promise.reject(new Error("findPlace not provided")))
  },
  guards: {
    // DESIGN §4: 6 digits, not starting with 0; a part of one asks nothing.
    pincodeInFull: ({ event }) => event.field === "Pincode" && PINCODE_PATTERN.test(event.value.trim()),
    pincodeChanged: ({ event }) => event.field === "Pincode"
  },
  actions: {
    set: assign(({ context, event }) => ({ fields: { ...context.fields, [event.field]: event.value } })),
    place: assign(({ context }, params: { readonly found: PlaceFound }) => withPlaceOf(context.fields, params.found, context.filled))
  }
}).createMachine({
  id: "addressForm",
  context: ({ input }) => ({ fields: input, filled: {} }),
  initial: "idle",
  on: {
    "address.field.set": [
      // A newer pincode: the question in flight is stopped, its answer never read.
      { guard: "pincodeInFull", target: ".findingPlace", reenter: true, actions: "set" },
      { guard: "pincodeChanged", target: ".idle", actions: "set" },
      { actions: "set" }
    ]
  },
  states: {
    idle: {},
    findingPlace: {
      invoke: {
        src: "findPlace",
        input: ({ context }) => ({ pincode: context.fields.Pincode.trim() }),
        onDone: { target: "idle", actions: { type: "place", params: ({ event }) => ({ found: event.output }) } },
        // A pincode the directory does not know fills nothing: the server checks the address when it is saved.
        onError: { target: "idle" }
      }
    }
  }
})

export type AddressFormMachine = typeof addressFormMachine
