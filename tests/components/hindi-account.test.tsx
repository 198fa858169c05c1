import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Either, Layer, ManagedRuntime, ParseResult, Schema } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromPromise } from "xstate"
import { fixtureId } from "#domain/cart.fixtures.ts"
import { COMPARE_FULL_TEXT, COMPARE_LIMIT } from "#domain/compare.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { SOMETHING_WENT_WRONG } from "#domain/failure-words.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import { CodeWrong } from "#domain/http/errors.ts"
import { EMAIL_INVISIBLE_SENTENCE, NAME_INVISIBLE_SENTENCE } from "#domain/identity-text.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { AddressInput as AddressInputSchema } from "#domain/order.ts"
import { checkPincodePlace } from "#domain/pincode-place.ts"
import { WISHLIST_ERROR_TEXTS, WISHLIST_FULL_TEXT } from "#domain/wishlist.ts"
import { authenticationMachine, type LoginAnswer } from "#machines/authentication.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { sendRefusal } from "#server/sign-in/otp-rules.ts"
import { ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { AddressBook } from "#src/components/account/address-book.tsx"
import { DeleteAddressDialog } from "#src/components/account/delete-address-dialog.tsx"
import { MyAccount } from "#src/components/account/my-account.tsx"
import { problemOf } from "#src/components/account-problems.ts"
import { AddressForm } from "#src/components/address-form.tsx"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { CompareBar, WishlistButton, WishlistLink } from "#src/components/saved-lists.tsx"
import { CodeSignInForm, RegistrationForm, registrationProblems } from "#src/components/sign-in-forms.tsx"
import { loadAreasInUse, loadI18n, Texts } from "#src/i18n/i18n.tsx"
import { accountTexts } from "#src/i18n/texts/account.ts"
import { Route as CompareRoute } from "#src/routes/_layout/Compare.tsx"
import { Route as WishlistRoute } from "#src/routes/_layout/wishlist.tsx"
import { inHindi } from "../support/in-hindi.tsx"
import { withModalDialogs } from "../support/jsdom-dialog.ts"
import { listedProduct } from "../support/listed-products.ts"
import { testShop } from "../support/test-shop.ts"

// Issue 39: sign-in, registration, My Account, the addresses, the wishlist and compare in Hindi; the
// sentences made elsewhere in English (the domain's rules, the server's refusals, §8 texts) read in
// Hindi on a Hindi page and stay exactly as they are on an English one.

withModalDialogs()
afterEach(cleanup)

const client: Client = {
  _id: fixtureId(901), Name: "Kavya Menon", Mobile: "9876533333", Email: "kavya@example.in", WalletBalance: 0, Addresses: [],
  createdAt: "2026-11-01T10:00:00.000Z", role: "customer"
}
const home: Address = {
  _id: fixtureId(501), Name: "Kavya Menon", Mobile: "9876533333", HNo: "Flat 4B", StreetDet: "12th Main Road", LandMark: "",
  AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home"
}

const noPlaces = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({ deliveryEstimate: () => Effect.never }) as unknown as ShopApi["Type"]))
type AuthActor = ReturnType<typeof createActor<typeof authenticationMachine>>
const servicesWith = (actors: Record<string, unknown>) => ({
  actors,
  shop: testShop(),
  runtime: { runPromise: (e: Effect.Effect<unknown, unknown, ShopApi>) => noPlaces.runPromise(e) }
}) as unknown as AppServices

/** `ui` drawn as a Hindi page draws it, inside the app and a router (for its links). */
const showInHindi = async (ui: ReactNode, actors: Record<string, unknown>) => {
  const page = await inHindi(<AppProvider value={servicesWith(actors)}><OverlayProvider>{ui}</OverlayProvider></AppProvider>)
  const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
}

const signingIn = (answers: { readonly login?: () => Promise<LoginAnswer> } = {}): AuthActor =>
  createActor(authenticationMachine.provide({
    actors: {
      sendOtp: fromPromise(async () => ({ resendAfterSeconds: 30 })),
      login: fromPromise(answers.login ?? (async (): Promise<LoginAnswer> => ({ _tag: "NumberUnknown" })))
    }
  }), { input: { loginData: null, current_address: null, user_address: [] } }).start()

const signedIn = (addresses: ReadonlyArray<Address> = []): AuthActor =>
  createActor(authenticationMachine.provide({ actors: { checkSession: fromPromise<Client | null>(async () => ({ ...client, Addresses: [...addresses] })) } }),
    { input: { loginData: client, current_address: addresses[0] ?? null, user_address: [...addresses] } }).start()

describe("sign-in in Hindi", () => {
  it("asks for the mobile number in Hindi and says in Hindi what a number must be", async () => {
    await showInHindi(<CodeSignInForm />, { auth: signingIn() })
    const mobile = await screen.findByLabelText("मोबाइल नंबर")
    expect(screen.getByRole("button", { name: "OTP भेजें" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Send code" })).toBeNull()
    fireEvent.change(mobile, { target: { value: "12345" } })
    expect(screen.getByText("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।")).toBeTruthy()
    expect(screen.queryByText(/Enter a 10-digit/)).toBeNull()
  })

  it("asks for the OTP in Hindi, and says the server's 'wrong code, 2 tries left' in Hindi", async () => {
    const wrong = new CallFailed({ text: "user not found", reason: new CodeWrong({ triesLeft: 2, message: "The code is not right; 2 tries left." }) })
    const auth = signingIn({ login: () => Promise.reject(wrong) })
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    await showInHindi(<CodeSignInForm />, { auth })
    expect(await screen.findByText(/OTP \+91 9876533333 पर भेजा गया है।/)).toBeTruthy()
    expect(screen.getByRole("button", { name: "नंबर बदलें" })).toBeTruthy()
    fireEvent.change(screen.getByLabelText("6 अंकों का OTP"), { target: { value: "123456" } })
    fireEvent.click(screen.getByRole("button", { name: "साइन इन करें" }))
    expect((await screen.findByRole("alert")).textContent).toBe("OTP सही नहीं है; अब 2 कोशिशें बाकी हैं।")
    expect(screen.getByRole("button", { name: /सेकंड बाद OTP दोबारा भेजें/ })).toBeTruthy()
    auth.stop()
  })

  it("registers in Hindi: its labels, button and the reasons it cannot be sent", async () => {
    const auth = signingIn()
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(() => expect(auth.getSnapshot().matches("registering")).toBe(true))
    await showInHindi(<RegistrationForm />, { auth })
    expect(await screen.findByText("मोबाइल नंबर +91 9876533333 की पुष्टि हो गई है।")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("ई-मेल"), { target: { value: "kavya@" } })
    fireEvent.click(screen.getByRole("button", { name: "रजिस्टर करें" }))
    expect(screen.getByText("कृपया अपना पूरा नाम डालें।")).toBeTruthy()
    expect(screen.getByText("कृपया name@example.in जैसा ई-मेल पता डालें।")).toBeTruthy()
    expect(screen.getByLabelText("पूरा नाम").getAttribute("aria-invalid")).toBe("true")
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull()
    auth.stop()
  })
})

describe("the address form in Hindi", () => {
  const showForm = async (auth: AuthActor, problem: { readonly sentence: string; readonly field: "Pincode" | null } | null = null) => {
    const onSubmit = vi.fn<(address: AddressInput) => void>()
    await showInHindi(<AddressForm busy={false} problem={problem} submitLabel="पता सेव करें" onSubmit={onSubmit} />, { auth })
    await screen.findByLabelText("पिनकोड")
    return { onSubmit }
  }

  it("labels every field in Hindi, and says each field's problem in Hindi", async () => {
    const { onSubmit } = await showForm(signingIn())
    for (const label of ["पूरा नाम", "मोबाइल नंबर", "मकान / फ़्लैट नंबर", "सड़क / गली", "लैंडमार्क (ज़रूरी नहीं)", "इलाका / मोहल्ला", "शहर", "राज्य / केंद्र शासित प्रदेश"]) {
      expect(screen.getByLabelText(label), label).toBeTruthy()
    }
    expect(screen.getByRole("group", { name: "पते का प्रकार" })).toBeTruthy()
    expect(screen.getByRole("radio", { name: "ऑफ़िस" })).toBeTruthy()
    expect(screen.getByRole("option", { name: "चुनें…" })).toBeTruthy()
    fireEvent.change(screen.getByLabelText("मोबाइल नंबर"), { target: { value: "12345" } })
    fireEvent.change(screen.getByLabelText("पिनकोड"), { target: { value: "012345" } })
    fireEvent.click(screen.getByRole("button", { name: "पता सेव करें" }))
    expect(screen.getByText("कृपया नाम डालें।")).toBeTruthy()
    expect(screen.getByText("मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए।")).toBeTruthy()
    expect(screen.getByText("कृपया मकान या फ़्लैट नंबर डालें।")).toBeTruthy()
    expect(screen.getByText("पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं होना चाहिए।")).toBeTruthy()
    expect(screen.getByText("भारत के 28 राज्यों या 8 केंद्र शासित प्रदेशों में से एक चुनें।")).toBeTruthy()
    expect(screen.queryByText(/Please enter|must have/)).toBeNull()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("says the server's refusal of a pincode in Hindi, at the pincode", async () => {
    await showForm(signingIn(), { sentence: "Pincode 194101 is in Jammu and Kashmir or Ladakh, not Kerala. Please check the pincode or the state.", field: "Pincode" })
    expect(screen.getByRole("alert").textContent).toBe("पिनकोड 194101 Jammu and Kashmir या Ladakh में है, Kerala में नहीं। कृपया पिनकोड या राज्य जाँच लें।")
    expect(screen.getByLabelText("पिनकोड").getAttribute("aria-invalid")).toBe("true")
  })
})

describe("My Account and the address book in Hindi", () => {
  it("asks a shopper not signed in to sign in, in Hindi", async () => {
    await showInHindi(<MyAccount wallet={null} walletFailed={null} />, { auth: signingIn() })
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("मेरा खाता")
    expect(screen.getByRole("link", { name: "साइन इन करें" })).toBeTruthy()
    expect(screen.queryByText(/Sign in to see/)).toBeNull()
  })

  it("shows the profile and the orders in Hindi, an orders' failure said in Hindi", async () => {
    const auth = signedIn()
    await waitFor(() => expect(auth.getSnapshot().matches("signedIn")).toBe(true))
    const orders = createActor(createMachine({
      context: { clientOrder: [], totalClientOrder: [], latestLoading: false, allLoading: false, failedOperation: "latest", error: ERROR_TEXTS.latestOrders }
    })).start()
    await showInHindi(<MyAccount wallet={null} walletFailed={null} />, { auth, orders })
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("मेरा खाता")
    expect(screen.getByText("नाम")).toBeTruthy()
    expect(screen.getByRole("button", { name: "साइन आउट करें" })).toBeTruthy()
    expect(screen.getByRole("heading", { name: "मेरे ऑर्डर" })).toBeTruthy()
    expect(screen.getByText("आपके ऑर्डर लोड नहीं हो सके")).toBeTruthy()
    expect(screen.getByText(/अभी तक कोई ऑर्डर नहीं।/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "खरीदारी शुरू करें" })).toBeTruthy()
    expect(screen.queryByText(/Pincode Not Found|My orders|Sign out/)).toBeNull()
    auth.stop()
  })

  it("lists the addresses in Hindi, with the type and the actions in Hindi, and asks in Hindi before deleting", async () => {
    const auth = signedIn([home])
    await showInHindi(<AddressBook />, { auth })
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("पते")
    expect(screen.getByRole("button", { name: "नया पता जोड़ें" })).toBeTruthy()
    expect(screen.getByText("घर")).toBeTruthy()
    expect(screen.getByText("मोबाइल: 9876533333")).toBeTruthy()
    expect(screen.getByText("यहाँ डिलीवरी होगी")).toBeTruthy()
    expect(screen.getByRole("link", { name: "बदलें" })).toBeTruthy()
    expect(screen.queryByText(/Delivering here|Deliver here|Mobile:/)).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "हटाएँ" }))
    const dialog = screen.getByRole("dialog")
    expect(within(dialog).getByRole("heading").textContent).toBe("यह पता हटाएँ?")
    expect(within(dialog).getByRole("button", { name: "रहने दें" })).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "पता हटाएँ" })).toBeTruthy()
    auth.stop()
  })

  it("keeps the delete question's English on an English page", () => {
    render(<DeleteAddressDialog address={home} onDelete={() => undefined} onKeep={() => undefined} />)
    expect(screen.getByText("It leaves your address book; orders already placed keep their address.")).toBeTruthy()
  })
})

describe("the wishlist and compare controls in Hindi", () => {
  const product = listedProduct(7)

  it("names the heart, the header's link and the compare bar in Hindi", async () => {
    const wishlist = createActor(wishlistMachine, { input: { items: [{ productId: product._id, slugUrl: product.slugUrl, addedAt: "2026-11-01T00:00:00.000Z" }] } }).start()
    const compare = createActor(compareMachine, { input: { items: [] } }).start()
    await showInHindi(<><WishlistButton product={product} /><WishlistButton product={product} variant="text" /><WishlistLink /><CompareBar /></>, { wishlist, compare })
    expect(await screen.findByRole("button", { name: "Kurta 7 को विशलिस्ट से हटाएँ" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "विशलिस्ट में है: Kurta 7" }).textContent).toBe("विशलिस्ट में है")
    expect(screen.getByRole("link", { name: "विशलिस्ट, 1 प्रोडक्ट" })).toBeTruthy()
    for (const n of [1, 2, 3, 4, 5]) act(() => compare.send({ type: "compare.add", entry: { productId: listedProduct(n)._id, slugUrl: `kurta-${n}` } }))
    const bar = screen.getByRole("region", { name: "तुलना की सूची" })
    expect(within(bar).getByText("तुलना के लिए 4 प्रोडक्ट")).toBeTruthy()
    expect(within(bar).getByRole("alert").textContent).toBe("आप ज़्यादा से ज़्यादा 4 प्रोडक्ट की तुलना कर सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।")
    expect(within(bar).getByRole("link", { name: "अभी तुलना करें" })).toBeTruthy()
    expect(within(bar).getByRole("button", { name: "संदेश बंद करें" })).toBeTruthy()
    expect(within(bar).queryByText(/to compare|Compare now/)).toBeNull()
  })
})

describe("the wishlist and compare pages in Hindi", () => {
  // Placing a route in a test's tree changes the route itself: it is put back in the app's tree after
  // each test, so a suite drawing the app's tree in the same worker (src/app/page-titles.test.ts) finds it there.
  const putBack: Array<() => void> = []
  afterEach(() => {
    for (const restore of putBack.splice(0)) restore()
  })

  /** A saved list's page (its route as the app's tree places it) as a Hindi page draws it, its loader reading `products` (or failing with `failure`). */
  const showPage = async (route: typeof WishlistRoute | typeof CompareRoute, path: string, actors: Record<string, unknown>, products: ReadonlyArray<unknown> = [], failure?: unknown) => {
    const hindi = await loadI18n("hi")
    await loadAreasInUse("hi")
    const runtime = { runPromise: () => (failure === undefined ? Promise.resolve(products) : Promise.reject(failure)) }
    const services = { actors, shop: { send: () => undefined }, runtime } as unknown as AppServices
    const root = createRootRoute()
    const { id, path: ownPath, getParentRoute } = route.options as { id?: string; path?: string; getParentRoute: () => unknown }
    putBack.push(() => void (route as typeof WishlistRoute).update({ id, path: ownPath, getParentRoute } as never))
    const page = (route as typeof WishlistRoute).update({ id: path, path, getParentRoute: () => root } as never)
    const router = createRouter({
      routeTree: root.addChildren([page as never]),
      history: createMemoryHistory({ initialEntries: [path] }),
      context: { runtime, actors, shop: services.shop } as never,
      Wrap: ({ children }) => <Texts i18n={hindi}><AppProvider value={services}><OverlayProvider>{children}</OverlayProvider></AppProvider></Texts>
    })
    render(<RouterProvider router={router} />)
  }

  it("says an empty wishlist in Hindi", async () => {
    const wishlist = createActor(wishlistMachine, { input: { items: [] } }).start()
    await showPage(WishlistRoute, "/wishlist", { wishlist, compare: createActor(compareMachine, { input: { items: [] } }).start() })
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("मेरी विशलिस्ट")
    expect(screen.getByText("आपकी विशलिस्ट खाली है।")).toBeTruthy()
    expect(screen.getByRole("link", { name: "खरीदारी जारी रखें" })).toBeTruthy()
  })

  it("shows the compare table in Hindi: its rows' names, a discount, the buttons", async () => {
    const products = [listedProduct(1), listedProduct(2)]
    const compare = createActor(compareMachine, { input: { items: products.map((p) => ({ productId: p._id, slugUrl: p.slugUrl })) } }).start()
    await showPage(CompareRoute, "/Compare", { compare, cart: { getSnapshot: () => ({ context: { CartItems: [] } }), send: () => undefined } }, products)
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("प्रोडक्ट की तुलना करें")
    const table = await screen.findByRole("table")
    const rowNames = within(table).getAllByRole("rowheader").map((cell) => cell.firstChild?.textContent)
    expect(rowNames).toEqual(["ब्रांड", "कीमत", "MRP", "छूट", "पैक साइज़"])
    expect(within(table).getAllByText("20% की छूट")).toHaveLength(2)
    expect(within(table).getAllByRole("button", { name: "कार्ट में डालें" })).toHaveLength(2)
    expect(within(table).getByRole("button", { name: "Kurta 1 को तुलना से हटाएँ" })).toBeTruthy()
    expect(screen.getByRole("region", { name: "तुलना किए गए प्रोडक्ट" })).toBeTruthy()
    expect(screen.queryByText(/Add to cart|Clear all|20% off/)).toBeNull()
  })

  it("says why the compared products could not be read in Hindi (the loader keeps the failure, not its English)", async () => {
    const products = [listedProduct(1), listedProduct(2)]
    const compare = createActor(compareMachine, { input: { items: products.map((p) => ({ productId: p._id, slugUrl: p.slugUrl })) } }).start()
    const unreached = new CallFailed({ text: "Products Not Found", reason: new Unreachable({ detail: "offline" }) })
    await showPage(CompareRoute, "/Compare", { compare, cart: { getSnapshot: () => ({ context: { CartItems: [] } }), send: () => undefined } }, [], unreached)
    expect((await screen.findByRole("alert")).textContent).toBe("हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।")
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy()
    expect(screen.queryByText(FAILURE_SENTENCES.Unreachable)).toBeNull()
  })
})

const english = await loadI18n("en")

describe("the sentences made elsewhere, each with its Hindi (src/components/account-problems.ts)", () => {
  /** The English of a key with the values read from a sentence: the sentence itself when the key is its own. */
  const englishOf = (sentence: string) => {
    const found = problemOf(sentence)
    if (found === undefined) return undefined
    return english._({ id: found.key, message: accountTexts.english[found.key], values: found.values } as never)
  }
  const addressProblems = (input: Record<string, unknown>): Array<string> => {
    const decoded = Schema.decodeUnknownEither(AddressInputSchema)(input, { errors: "all" })
    return Either.isLeft(decoded) ? ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((issue) => issue.message) : []
  }

  it("knows every sentence of the address's fields, each key's English being the domain's own", () => {
    const empty = addressProblems({ Name: " ", Mobile: "5", HNo: "", StreetDet: "", LandMark: "", AreaDet: "", City: "", State: "Kerela", Pincode: "0", Type: "Hostel" })
    const long = addressProblems({ Name: "n".repeat(121), Mobile: "9876543210", HNo: "h".repeat(121), StreetDet: "s".repeat(201), LandMark: "l".repeat(201), AreaDet: "a".repeat(201), City: "c".repeat(101), State: "Kerala", Pincode: "560038", Type: "Home" })
    expect(empty).toHaveLength(9)
    expect(long).toHaveLength(6)
    for (const sentence of [...empty, ...long]) expect(englishOf(sentence), sentence).toBe(sentence)
  })

  it("knows registration's sentences", () => {
    const sentences = [
      ...Object.values(registrationProblems("", "")), ...Object.values(registrationProblems("Kavya", "kavya@")),
      NAME_INVISIBLE_SENTENCE, EMAIL_INVISIBLE_SENTENCE
    ]
    for (const sentence of sentences) expect(englishOf(sentence), sentence).toBe(sentence)
  })

  it("knows the server's refusals of a code, by the server's own rule", () => {
    const now = 100 * 60_000
    const often = Array.from({ length: 50 }, (_, i) => now - 60_000 - i * 60_000 / 2)
    const refusals = [
      { now, lockedUntil: now + 12 * 60_000, sentToNumber: [], sentToNumberFromIp: [], sentFromIp: [] },
      { now, lockedUntil: undefined, sentToNumber: [now - 5_000], sentToNumberFromIp: [], sentFromIp: [] },
      { now, lockedUntil: undefined, sentToNumber: often, sentToNumberFromIp: often, sentFromIp: [] },
      { now, lockedUntil: undefined, sentToNumber: [], sentToNumberFromIp: [], sentFromIp: often }
    ].map((state) => sendRefusal(state)?.message)
    expect(refusals.map((message) => message?.split(";")[0])).toEqual([
      "Too many wrong codes for this number", "A code was just sent", "Too many codes for this number", "Too many codes requested from your network"
    ])
    const sentences = [
      ...refusals.flatMap((message) => message ?? []),
      "The code is not right; 1 try left.", "The code is not right; 3 tries left.",
      "The code has expired or was not sent to this number; ask for a new code.", "The code has already been used; ask for a new code.",
      "Too many wrong codes for this number; try again in 15 minutes."
    ]
    for (const sentence of sentences) expect(englishOf(sentence), sentence).toBe(sentence)
  })

  it("knows a pincode refused for its state or city, by the domain's rule", () => {
    const leh = [{ pincode: "194101", city: "LEH", district: "LEH", village: "", office: "LEH", state: "JAMMU & KASHMIR" }]
    const wrongState = checkPincodePlace({ Pincode: "194101", City: "Leh", State: "Kerala" }, leh, new Set())
    const wrongCity = checkPincodePlace({ Pincode: "194101", City: "Pune", State: "Ladakh" }, leh, new Set(["pune"]))
    expect([wrongState._tag, wrongCity._tag]).toEqual(["WrongState", "WrongCity"])
    for (const check of [wrongState, wrongCity]) {
      const sentence = "message" in check ? check.message : ""
      expect(englishOf(sentence), sentence).toBe(sentence)
    }
    expect("message" in wrongState && wrongState.message).toContain("Jammu and Kashmir or Ladakh")
  })

  it("knows the failures' sentences the account shows, and the §8 texts of its orders and wishlist", () => {
    const tags = ["BadRequest", "Unauthorized", "Conflict", "TooManyRequests", "ServiceUnavailable", "CodeWrong", "CodeExpired", "NumberLocked", "AddressNotFound",
      "AddressLimitReached", "AlreadyRegistered", "AccountGone", "PincodeMismatch", "AccountBlocked", "Unreachable", "UnreadableAnswer"] as const
    const sentences = [
      ...tags.map((tag) => FAILURE_SENTENCES[tag]), SOMETHING_WENT_WRONG, ERROR_TEXTS.latestOrders, ERROR_TEXTS.allOrders,
      ...Object.values(WISHLIST_ERROR_TEXTS), WISHLIST_FULL_TEXT
    ]
    for (const sentence of sentences) expect(englishOf(sentence), sentence).toBe(sentence)
    expect(COMPARE_FULL_TEXT).toBe(`You can compare up to ${COMPARE_LIMIT} products. Remove one to add another.`)
  })

  it("leaves a sentence it does not know as it is", () => {
    expect(problemOf("The moon is made of cheese.")).toBeUndefined()
  })

  it("keeps a server's refusal in English on an English page", async () => {
    const auth = signingIn({ login: () => Promise.reject(new CallFailed({ text: "user not found", reason: new CodeWrong({ triesLeft: 2, message: "The code is not right; 2 tries left." }) })) })
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    render(<AppProvider value={servicesWith({ auth })}><CodeSignInForm /></AppProvider>)
    expect((await screen.findByRole("alert")).textContent).toBe("The code is not right; 2 tries left.")
    auth.stop()
  })
})
