import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { fixtureId } from "#domain/cart.fixtures.ts"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { CallFailed } from "#domain/failures.ts"
import { NotFound, PincodeMismatch, ServiceUnavailable } from "#domain/http/errors.ts"
import { EMAIL_INVISIBLE_SENTENCE, NAME_INVISIBLE_SENTENCE, sayIdentityProblem } from "#domain/identity-text.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { authenticationMachine, type LoginAnswer } from "#machines/authentication.machine.ts"
import { ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { AddressForm, type Fields, withPlaceOf } from "#src/components/address-form.tsx"
import { useAddressSave } from "#src/components/address-save.ts"
import { RegistrationForm, registrationProblems as problemsOf } from "#src/components/sign-in-forms.tsx"
import { DeleteAddressDialog } from "#src/components/account/delete-address-dialog.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"
import { testShop } from "#tests/support/test-shop.ts"

// Issue 33 item 12: the address form starts with the customer's own name and mobile number and fills
// the city and state from the pincode; registration says why it cannot be sent; deleting an address
// asks first.

withModalDialogs()
afterEach(cleanup)

const client: Client = {
  _id: fixtureId(901),
  Name: "Kavya Menon",
  Mobile: "9876533333",
  Email: "kavya@example.in",
  WalletBalance: 0,
  Addresses: [],
  createdAt: "2026-11-01T10:00:00.000Z",
  role: "customer"
}

const estimates: Record<string, Effect.Effect<DeliveryEstimate, CallFailed>> = {
  "560038": Effect.succeed({ pincode: "560038", place: "Bangalore, Karnataka", deliverable: true, cod: true, promisedDate: "2026-12-01", city: "Bangalore", state: "Karnataka" }),
  "110001": Effect.succeed({ pincode: "110001", place: "New Delhi, Delhi", deliverable: true, cod: true, promisedDate: "2026-12-02", city: "New Delhi", state: "Delhi" }),
  "194101": Effect.succeed({ pincode: "194101", place: "Leh, Jammu and Kashmir or Ladakh", deliverable: true, cod: false, promisedDate: "2026-12-09", city: "Leh" }),
  "999999": Effect.fail(new CallFailed({ text: "Pincode Not Found", reason: new NotFound({ message: "We could not find the pincode 999999; please check it." }) }))
}
const asked: Array<string> = []
const shopRuntime = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({
  deliveryEstimate: (pincode: string) => Effect.suspend(() => { asked.push(pincode); return estimates[pincode]! })
}) as unknown as ShopApi["Type"]))

/** The app as the form sees it: the authentication actor (signed in as `client`, or as `loginData`) and the runtime. */
const servicesWith = (auth: ReturnType<typeof createActor<typeof authenticationMachine>>) => ({
  actors: { auth },
  // The root the form's actor is a child of (src/app/use-screen-actor.ts).
  shop: testShop(),
  runtime: { runPromise: (e: Effect.Effect<unknown, unknown, ShopApi>) => shopRuntime.runPromise(e) }
}) as unknown as AppServices

const showForm = (props: { readonly initial?: AddressInput } = {}) => {
  const auth = createActor(authenticationMachine, { input: { loginData: client, current_address: null, user_address: [] } })
  const onSubmit = vi.fn<(address: AddressInput) => void>()
  render(<AppProvider value={servicesWith(auth)}><AddressForm {...props} busy={false} submitLabel="Save address" onSubmit={onSubmit} /></AppProvider>)
  return { onSubmit }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe("the address form (issue 33)", () => {
  it("starts a new address with the customer's own name and mobile number", () => {
    showForm()
    expect(field("Full name").value).toBe("Kavya Menon")
    expect(field("Mobile number").value).toBe("9876533333")
    expect(field("City").value).toBe("")
  })

  it("keeps an address being edited as it is", () => {
    const home: AddressInput = {
      Name: "Asha Rao", Mobile: "9876543210", HNo: "Flat 4B", StreetDet: "12th Main Road", LandMark: "", AreaDet: "Indiranagar",
      City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home"
    }
    showForm({ initial: home })
    expect(field("Full name").value).toBe("Asha Rao")
    expect(field("Mobile number").value).toBe("9876543210")
  })

  it("fills the city and the state from a pincode typed in full, and asks nothing for a part of one", async () => {
    asked.length = 0
    showForm()
    type("Pincode", "56003")
    expect(asked).toEqual([])
    type("Pincode", "560038")
    await waitFor(() => expect(field("City").value).toBe("Bangalore"))
    expect(field("State / union territory").value).toBe("Karnataka")
    expect(asked).toEqual(["560038"])
  })

  it("never replaces a city the shopper typed; another pincode replaces what the last one filled", async () => {
    showForm()
    type("City", "Bengaluru")
    type("Pincode", "560038")
    await waitFor(() => expect(field("State / union territory").value).toBe("Karnataka"))
    expect(field("City").value).toBe("Bengaluru")
    type("City", "")
    type("Pincode", "110001")
    await waitFor(() => expect(field("City").value).toBe("New Delhi"))
    expect(field("State / union territory").value).toBe("Delhi")
  })

  it("leaves the state to the shopper where the pincode is in two, and fills nothing for a pincode India Post does not know", async () => {
    showForm()
    type("Pincode", "194101")
    await waitFor(() => expect(field("City").value).toBe("Leh"))
    expect(field("State / union territory").value).toBe("")
    type("City", "")
    type("Pincode", "999999")
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)) })
    expect(field("City").value).toBe("")
  })
})

describe("the server's refusal of an address (issue 35)", () => {
  /** The form as a screen uses it, over an authentication actor signed in as `client` whose address save fails with `failure`. */
  const showSaving = async (failure: CallFailed) => {
    const auth = createActor(authenticationMachine.provide({
      actors: {
        checkSession: fromPromise<Client | null>(async () => client),
        addAddress: fromPromise<Client, AddressInput>(async () => { throw failure })
      }
    }), { input: { loginData: client, current_address: null, user_address: [] } }).start()
    await waitFor(() => expect(auth.getSnapshot().matches("signedIn")).toBe(true))
    const saved = vi.fn()
    function Saving() {
      const { busy, problem, save } = useAddressSave(saved)
      return <AddressForm busy={busy} problem={problem} submitLabel="Save address" onSubmit={(address) => void save({ type: "auth.address.add", address })} />
    }
    render(<AppProvider value={servicesWith(auth)}><Saving /></AppProvider>)
    type("House / flat no.", "Flat 4B")
    type("Street", "12th Main Road")
    type("Area / locality", "Indiranagar")
    type("City", "Bengaluru")
    fireEvent.change(field("State / union territory"), { target: { value: "Kerala" } })
    type("Pincode", "560038")
    fireEvent.click(screen.getByRole("button", { name: "Save address" }))
    return { auth, saved }
  }

  it("shows a pincode refused for its state beside the pincode, the field marked, and the form kept as typed", async () => {
    const sentence = "Pincode 560038 is in Karnataka, not Kerala. Please check the pincode or the state."
    const { auth, saved } = await showSaving(new CallFailed({ text: "client Not create", reason: new PincodeMismatch({ message: sentence }) }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toBe(sentence)
    expect(field("Pincode").getAttribute("aria-invalid")).toBe("true")
    expect(field("Pincode").getAttribute("aria-describedby")).toBe(alert.id)
    expect(field("Pincode").value).toBe("560038")
    expect(auth.getSnapshot().context.refusedField).toBe("Pincode")
    expect(saved).not.toHaveBeenCalled()
    auth.stop()
  })

  it("shows a refusal that names no field above the button, no field marked", async () => {
    const { auth, saved } = await showSaving(new CallFailed({ text: "client Not create", reason: new ServiceUnavailable({ message: "The shop cannot answer right now; please try again in a moment." }) }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toBe("The shop cannot answer right now; please try again in a moment.")
    expect(field("Pincode").getAttribute("aria-invalid")).toBe("false")
    expect(saved).not.toHaveBeenCalled()
    auth.stop()
  })
})

describe("withPlaceOf: what a pincode's answer fills in", () => {
  const fields = (over: Partial<Fields>): Fields => ({ Name: "", Mobile: "", HNo: "", StreetDet: "", LandMark: "", AreaDet: "", City: "", State: "", Pincode: "560038", Type: "Home", ...over })
  const bangalore = { pincode: "560038", city: "Bangalore", state: "Karnataka" }

  it("fills empty fields and remembers what it filled", () => {
    expect(withPlaceOf(fields({}), bangalore, {})).toEqual({ fields: fields({ City: "Bangalore", State: "Karnataka" }), filled: { City: "Bangalore", State: "Karnataka" } })
  })

  it("ignores an answer for a pincode no longer typed, and a state that is not India's", () => {
    expect(withPlaceOf(fields({ Pincode: "560039" }), bangalore, {}).fields.City).toBe("")
    expect(withPlaceOf(fields({}), { ...bangalore, state: "Karnatak" }, {}).fields.State).toBe("")
  })
})

describe("registration (issue 33): a reason beside the button, never a silent one", () => {
  // Each problem by name (issue 39), read here in its English.
  const registrationProblems = (Name: string, Email: string) =>
    Object.fromEntries(Object.entries(problemsOf(Name, Email)).map(([field, problem]) => [field, sayIdentityProblem(problem)]))

  it("says which field is missing or wrong", () => {
    expect(registrationProblems("", "")).toEqual({ Name: "Please enter your full name.", Email: "Please enter your e-mail address." })
    expect(registrationProblems("Kavya Menon", "kavya@")).toEqual({ Email: "Please enter an e-mail address like name@example.in." })
    expect(registrationProblems("Kavya Menon", " kavya@example.in ")).toEqual({})
  })

  // Issue 34 item 4: the domain's rule (domain/identity-text.ts), said at the field before anything is sent.
  it("says so when the name or e-mail holds invisible characters (a direction mark, a zero-width space)", () => {
    expect(registrationProblems("\u202EanemK aivaK", "kavya@example.in")).toEqual({ Name: NAME_INVISIBLE_SENTENCE })
    expect(registrationProblems("Kavya Menon", "ka\u200Bvya@example.in")).toEqual({ Email: EMAIL_INVISIBLE_SENTENCE })
    expect(registrationProblems("\u0915\u094D\u200D\u0937\u093F\u0924\u093F\u091C", "kavya@example.in")).toEqual({})
  })

  it("keeps Register enabled, shows the reason at the field when pressed without an e-mail, and registers once it is given", async () => {
    const registered: Array<unknown> = []
    const auth = createActor(authenticationMachine.provide({
      actors: {
        sendOtp: fromPromise(async () => ({ resendAfterSeconds: 30 })),
        login: fromPromise(async (): Promise<LoginAnswer> => ({ _tag: "NumberUnknown" })),
        register: fromPromise(async ({ input }) => { registered.push(input); return client })
      }
    }), { input: { loginData: null, current_address: null, user_address: [] } }).start()
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(() => expect(auth.getSnapshot().matches("registering")).toBe(true))
    render(<AppProvider value={servicesWith(auth)}><RegistrationForm /></AppProvider>)
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Kavya Menon" } })
    const register = screen.getByRole("button", { name: "Register" }) as HTMLButtonElement
    expect(register.disabled).toBe(false)
    fireEvent.click(register)
    expect(screen.getByText("Please enter your e-mail address.")).toBeTruthy()
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true")
    expect(registered).toEqual([])
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "kavya@example.in" } })
    expect(screen.queryByText("Please enter your e-mail address.")).toBeNull()
    fireEvent.click(register)
    await waitFor(() => expect(registered).toEqual([{ mob: "9876533333", otp: "123456", Name: "Kavya Menon", Email: "kavya@example.in" }]))
    auth.stop()
  })

  it("shows the invisible-characters sentence at the name when Register is pressed, and sends nothing", async () => {
    const registered: Array<unknown> = []
    const auth = createActor(authenticationMachine.provide({
      actors: {
        sendOtp: fromPromise(async () => ({ resendAfterSeconds: 30 })),
        login: fromPromise(async (): Promise<LoginAnswer> => ({ _tag: "NumberUnknown" })),
        register: fromPromise(async ({ input }) => { registered.push(input); return client })
      }
    }), { input: { loginData: null, current_address: null, user_address: [] } }).start()
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(() => expect(auth.getSnapshot().matches("registering")).toBe(true))
    render(<AppProvider value={servicesWith(auth)}><RegistrationForm /></AppProvider>)
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Kavya\u200B Menon" } })
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "kavya@example.in" } })
    fireEvent.click(screen.getByRole("button", { name: "Register" }))
    expect(screen.getByText(NAME_INVISIBLE_SENTENCE)).toBeTruthy()
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true")
    expect(registered).toEqual([])
    auth.stop()
  })
})

describe("deleting an address (issue 33) asks first", () => {
  const address: Address = {
    _id: fixtureId(501), Name: "Kavya Menon", Mobile: "9876533333", HNo: "Flat 4B, Lotus Apartments", StreetDet: "12th Main Road", LandMark: "",
    AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home"
  }

  it("names the address, and deletes it only on 'Delete address'; 'Keep it' keeps it", () => {
    const onDelete = vi.fn<(address: Address) => void>()
    const onKeep = vi.fn<() => void>()
    render(<DeleteAddressDialog address={address} onDelete={onDelete} onKeep={onKeep} />)
    expect(screen.getByRole("heading").textContent).toBe("Delete this address?")
    expect(screen.getByText(/Flat 4B, Lotus Apartments, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038/)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }))
    expect(onKeep).toHaveBeenCalledOnce()
    expect(onDelete).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Delete address" }))
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(address)
  })

  it("shows nothing while no address is being deleted", () => {
    render(<DeleteAddressDialog address={null} onDelete={() => undefined} onKeep={() => undefined} />)
    expect(screen.queryByRole("button", { name: "Delete address" })).toBeNull()
  })
})
