import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromPromise } from "xstate"
import { fixtureId } from "#domain/cart.fixtures.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { keepFailure } from "#domain/failure-words.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import { AddressLimitReached, AlreadyRegistered, CodeWrong, NumberLocked, PincodeMismatch, ServiceUnavailable, TooManyRequests } from "#domain/http/errors.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import type { Refusal } from "#domain/refusals.ts"
import { sayRefusal } from "#domain/refusal-words.ts"
import { messages as accountEnglish } from "#domain/messages/account.en.ts"
import { WISHLIST_ERROR_TEXTS, WISHLIST_FULL_TEXT, WISHLIST_LIMIT } from "#domain/wishlist.ts"
import { authenticationMachine, type LoginAnswer } from "#machines/authentication.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { AddressBook } from "#src/components/account/address-book.tsx"
import { DeleteAddressDialog } from "#src/components/account/delete-address-dialog.tsx"
import { MyAccount } from "#src/components/account/my-account.tsx"
import { AddressForm } from "#src/components/address-form.tsx"
import type { Refusal as SaveRefused } from "#src/components/address-save.ts"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { CompareBar, WishlistButton, WishlistLink } from "#src/components/saved-lists.tsx"
import { CodeSignInForm, RegistrationForm } from "#src/components/sign-in-forms.tsx"
import { loadAreasInUse, loadI18n, Texts } from "#src/i18n/i18n.tsx"
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

/** `ui` drawn as a page in `language` draws it, inside the app and a router (for its links). */
const showIn = async (language: "en" | "hi", ui: ReactNode, actors: Record<string, unknown>) => {
  const app = <AppProvider value={servicesWith(actors)}><OverlayProvider>{ui}</OverlayProvider></AppProvider>
  const page = language === "hi" ? await inHindi(app) : app
  const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
}

/** `ui` drawn as a Hindi page draws it. */
const showInHindi = (ui: ReactNode, actors: Record<string, unknown>) => showIn("hi", ui, actors)

const signingIn = (answers: {
  readonly login?: () => Promise<LoginAnswer>
  readonly sendOtp?: () => Promise<{ readonly resendAfterSeconds: number }>
  readonly register?: () => Promise<Client>
} = {}): AuthActor =>
  createActor(authenticationMachine.provide({
    actors: {
      sendOtp: fromPromise(answers.sendOtp ?? (async () => ({ resendAfterSeconds: 30 }))),
      login: fromPromise(answers.login ?? (async (): Promise<LoginAnswer> => ({ _tag: "NumberUnknown" }))),
      register: fromPromise(answers.register ?? (async () => client))
    }
  }), { input: { loginData: null, current_address: null, user_address: [] } }).start()

/** A failed call as the API client rejects it: the server's English words and, where it sent one, its named refusal. */
const refusedWith = (refusal: Refusal, error: (fields: { readonly message: string; readonly refusal: Refusal }) => CallFailed["reason"]) =>
  new CallFailed({ text: "§8 text", reason: error({ message: sayRefusal(refusal), refusal }) })

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
    const wrong = new CallFailed({
      text: "user not found",
      reason: new CodeWrong({ triesLeft: 2, message: "The code is not right; 2 tries left.", refusal: { _tag: "CodeWrongTries", triesLeft: 2 } })
    })
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
  const showForm = async (auth: AuthActor, problem: SaveRefused | null = null) => {
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
    const refused = refusedWith({ _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Kerala" }, (fields) => new PincodeMismatch(fields))
    await showForm(signingIn(), { failure: keepFailure(refused), field: "Pincode" })
    expect((await screen.findByRole("alert")).textContent).toBe("पिनकोड 194101 Jammu and Kashmir या Ladakh में है, Kerala में नहीं। कृपया पिनकोड या राज्य जाँच लें।")
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
  const showPage = async (
    route: typeof WishlistRoute | typeof CompareRoute, path: string, actors: Record<string, unknown>, products: ReadonlyArray<unknown> = [], failure?: unknown,
    language: "en" | "hi" = "hi"
  ) => {
    const hindi = await loadI18n(language)
    await loadAreasInUse(language)
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

  it.each([
    { error: WISHLIST_ERROR_TEXTS.load, hi: "विशलिस्ट नहीं मिली" },
    { error: WISHLIST_ERROR_TEXTS.remove, hi: "विशलिस्ट अपडेट नहीं हुई" },
    { error: WISHLIST_FULL_TEXT, hi: "आपकी विशलिस्ट में ज़्यादा से ज़्यादा 200 प्रोडक्ट रह सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।" }
  ])("says the wishlist's '$error' in Hindi, and as the domain writes it on an English page", async ({ error, hi }) => {
    const wishlist = createActor(createMachine({ context: { items: [], error } })).start()
    const compare = createActor(compareMachine, { input: { items: [] } }).start()
    await showPage(WishlistRoute, "/wishlist", { wishlist, compare })
    expect((await screen.findByRole("alert")).textContent).toBe(hi)
    cleanup()
    await showPage(WishlistRoute, "/wishlist", { wishlist, compare }, [], undefined, "en")
    expect((await screen.findByRole("alert")).textContent).toBe(error)
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

describe("the domain's rules in the account's forms, by name: Hindi on a Hindi page, the rule's exact English on an English one", () => {
  /** Registration shown as `language` draws it, for a number whose code was accepted. */
  const register = async (language: "en" | "hi") => {
    const auth = signingIn()
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(() => expect(auth.getSnapshot().matches("registering")).toBe(true))
    await showIn(language, <RegistrationForm />, { auth })
    await screen.findByRole("button", { name: language === "hi" ? "रजिस्टर करें" : "Register" })
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
    return { auth, type, submit: () => fireEvent.click(screen.getByRole("button", { name: language === "hi" ? "रजिस्टर करें" : "Register" })) }
  }
  const problemsShown = () => [...document.querySelectorAll("[id$='-problem']")].map((p) => p.textContent)

  it.each([
    {
      language: "hi", name: "पूरा नाम", email: "ई-मेल",
      missing: ["कृपया अपना पूरा नाम डालें।", "कृपया अपना ई-मेल पता डालें।"],
      invisible: [
        "नाम में छिपे हुए अक्षर हैं (जैसे दिशा बदलने वाले निशान या बिना चौड़ाई वाले स्पेस); कृपया इसे उनके बिना दोबारा टाइप करें।",
        "ई-मेल पते में छिपे हुए अक्षर हैं (जैसे दिशा बदलने वाले निशान या बिना चौड़ाई वाले स्पेस); कृपया इसे उनके बिना दोबारा टाइप करें।"
      ],
      shape: "कृपया name@example.in जैसा ई-मेल पता डालें।"
    },
    {
      language: "en", name: "Full name", email: "E-mail",
      missing: ["Please enter your full name.", "Please enter your e-mail address."],
      invisible: [
        "The name holds invisible characters (such as direction marks or zero-width spaces); please type it again without them.",
        "The e-mail address holds invisible characters (such as direction marks or zero-width spaces); please type it again without them."
      ],
      shape: "Please enter an e-mail address like name@example.in."
    }
  ] as const)("registration ($language): a name or e-mail missing, invisible characters, an e-mail not shaped like one", async ({ language, name, email, missing, invisible, shape }) => {
    const { auth, type, submit } = await register(language)
    submit()
    expect(problemsShown()).toEqual(missing)
    type(name, "Kav\u200Bya Menon")
    type(email, "kavya@exam\u200Bple.in")
    expect(problemsShown()).toEqual(invisible)
    type(email, "kavya@example")
    expect(problemsShown()).toEqual([invisible[0], shape])
    auth.stop()
  })

  /** The address form as `language` draws it, an address given (or the customer's own start), its save pressed. */
  const saveAddress = async (language: "en" | "hi", initial?: AddressInput) => {
    await showIn(language, <AddressForm initial={initial} busy={false} problem={null} submitLabel="Save" onSubmit={() => undefined} />, { auth: signingIn() })
    fireEvent.click(await screen.findByRole("button", { name: "Save" }))
  }
  const fieldProblems = () => [...document.querySelectorAll("form p")].map((p) => p.textContent)

  it.each([
    {
      language: "hi",
      missing: [
        "कृपया नाम डालें।", "मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए।", "कृपया मकान या फ़्लैट नंबर डालें।",
        "कृपया सड़क या गली का नाम डालें।", "कृपया इलाका या मोहल्ला डालें।", "पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं होना चाहिए।",
        "कृपया शहर का नाम डालें।", "भारत के 28 राज्यों या 8 केंद्र शासित प्रदेशों में से एक चुनें।"
      ],
      long: [
        "नाम ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।", "मकान या फ़्लैट नंबर ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है।",
        "सड़क या गली ज़्यादा से ज़्यादा 200 अक्षरों की हो सकती है।", "लैंडमार्क ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।",
        "इलाका या मोहल्ला ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।", "शहर का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।"
      ]
    },
    {
      language: "en",
      missing: [
        "Please enter the name.", "The mobile number must have 10 digits and start with 6, 7, 8 or 9.", "Please enter the house or flat number.",
        "Please enter the street.", "Please enter the area or locality.", "The pincode must have 6 digits and must not start with 0.",
        "Please enter the city.", "Choose one of India's 28 states or 8 union territories."
      ],
      long: [
        "The name must be at most 120 characters.", "The house or flat number must be at most 120 characters.",
        "The street must be at most 200 characters.", "The landmark must be at most 200 characters.",
        "The area or locality must be at most 200 characters.", "The city must be at most 100 characters."
      ]
    }
  ] as const)("the address form ($language): each field missing, too long (with its most characters), or not of its shape", async ({ language, missing, long }) => {
    await saveAddress(language, { Name: " ", Mobile: "5", HNo: "", StreetDet: "", LandMark: "", AreaDet: "", City: "", State: "Kerela", Pincode: "0", Type: "Home" } as never)
    expect(fieldProblems()).toEqual(missing)
    cleanup()
    await saveAddress(language, {
      Name: "n".repeat(121), Mobile: "9876543210", HNo: "h".repeat(121), StreetDet: "s".repeat(201), LandMark: "l".repeat(201), AreaDet: "a".repeat(201),
      City: "c".repeat(101), State: "Kerala", Pincode: "560038", Type: "Home"
    })
    expect(fieldProblems()).toEqual(long)
  })

  it("says an address type the rules do not know in Hindi, and in the rule's English on an English page", async () => {
    const unknownType = { ...home, Type: "Hostel" } as never
    await saveAddress("hi", unknownType)
    expect(fieldProblems()).toEqual(["पते का प्रकार चुनें: घर, ऑफ़िस या अन्य।"])
    cleanup()
    await saveAddress("en", unknownType)
    expect(fieldProblems()).toEqual(["Choose Home, Work or Other as the address type."])
  })
})

describe("failed calls in the account's forms: the server's named refusals and the shop's sentences, Hindi on a Hindi page, the exact English on an English one", () => {
  const afterCodeRequest = (failure: CallFailed) => {
    const auth = signingIn({ sendOtp: () => Promise.reject(failure) })
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    return auth
  }
  const afterLogin = async (failure: CallFailed) => {
    const auth = signingIn({ login: () => Promise.reject(failure) })
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    return auth
  }
  const afterRegistering = async (failure: CallFailed) => {
    const auth = signingIn({ register: () => Promise.reject(failure) })
    auth.send({ type: "auth.otp.request", mob: "9876533333" })
    await waitFor(() => expect(auth.getSnapshot().matches("awaitingCode")).toBe(true))
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(() => expect(auth.getSnapshot().matches("registering")).toBe(true))
    auth.send({ type: "auth.register.submit", Name: "Kavya Menon", Email: "kavya@example.in" })
    return auth
  }

  const CASES = [
    {
      what: "a code asked for again too soon (ResendWait)", form: <CodeSignInForm />,
      auth: () => afterCodeRequest(refusedWith({ _tag: "ResendWait", seconds: 25 }, (fields) => new TooManyRequests({ ...fields, retryAfterSeconds: 25 }))),
      en: "A code was just sent; you can ask for a new one in 25 seconds.",
      hi: "OTP अभी-अभी भेजा गया है; आप 25 सेकंड बाद नया OTP मँगा सकते हैं।"
    },
    {
      what: "a wrong code, one try left (CodeWrongTries)", form: <CodeSignInForm />,
      auth: () => afterLogin(refusedWith({ _tag: "CodeWrongTries", triesLeft: 1 }, (fields) => new CodeWrong({ ...fields, triesLeft: 1 }))),
      en: "The code is not right; 1 try left.",
      hi: "OTP सही नहीं है; अब 1 कोशिश बाकी है।"
    },
    {
      what: "a number locked for a while (NumberLockedFor), back at the number", form: <CodeSignInForm />,
      auth: () => afterLogin(refusedWith({ _tag: "NumberLockedFor", minutes: 15 }, (fields) => new NumberLocked({ ...fields, retryAfterSeconds: 900 }))),
      en: "Too many wrong codes for this number; try again in 15 minutes.",
      hi: "इस नंबर पर कई बार गलत OTP डाला गया; 15 मिनट बाद फिर कोशिश करें।"
    },
    {
      what: "a number already registered (MobileRegistered)", form: <RegistrationForm />,
      auth: () => afterRegistering(refusedWith({ _tag: "MobileRegistered" }, (fields) => new AlreadyRegistered(fields))),
      en: "This mobile number is already registered; please sign in instead.",
      hi: "यह मोबाइल नंबर पहले से रजिस्टर्ड है; कृपया साइन इन करें।"
    },
    {
      what: "the shop not answering (its own sentence, no refusal)", form: <CodeSignInForm />,
      auth: () => afterCodeRequest(new CallFailed({ text: "client Not create", reason: new ServiceUnavailable({ message: FAILURE_SENTENCES.ServiceUnavailable }) })),
      en: "The shop cannot answer right now; please try again in a moment.",
      hi: "Bazaar अभी जवाब नहीं दे पा रहा है; कृपया थोड़ी देर में फिर से कोशिश करें।"
    }
  ] as const

  describe.each(CASES)("$what", ({ form, auth: failed, en, hi }) => {
    it.each([["hi", hi], ["en", en]] as const)("on a page in %s: %s", async (language, sentence) => {
      const auth = await failed()
      await waitFor(() => expect(auth.getSnapshot().context.problem).not.toBeNull())
      await showIn(language, form, { auth })
      expect((await screen.findByRole("alert")).textContent).toBe(sentence)
      auth.stop()
    })
  })

  const ADDRESS_CASES = [
    {
      what: "the address book full (AddressLimit), above the button", field: null, label: null,
      failure: refusedWith({ _tag: "AddressLimit", max: 20 }, (fields) => new AddressLimitReached(fields)),
      en: "You can keep at most 20 addresses; delete one first.",
      hi: "आप ज़्यादा से ज़्यादा 20 पते रख सकते हैं; पहले कोई एक पता हटाएँ।"
    },
    {
      what: "a pincode of another state (PincodeState), at the pincode", field: "Pincode", label: { en: "Pincode", hi: "पिनकोड" },
      failure: refusedWith({ _tag: "PincodeState", pincode: "560038", states: ["Karnataka"], state: "Kerala" }, (fields) => new PincodeMismatch(fields)),
      en: "Pincode 560038 is in Karnataka, not Kerala. Please check the pincode or the state.",
      hi: "पिनकोड 560038 Karnataka में है, Kerala में नहीं। कृपया पिनकोड या राज्य जाँच लें।"
    },
    {
      what: "a pincode of another city (PincodeCity), at the city", field: "City", label: { en: "City", hi: "शहर" },
      failure: refusedWith({ _tag: "PincodeCity", pincode: "400001", cities: ["Mumbai"], city: "Pune" }, (fields) => new PincodeMismatch(fields)),
      en: "Pincode 400001 is in Mumbai, not Pune. Please check the pincode or the city.",
      hi: "पिनकोड 400001 Mumbai में है, Pune में नहीं। कृपया पिनकोड या शहर जाँच लें।"
    }
  ] as const

  describe.each(ADDRESS_CASES)("an address save refused: $what", ({ field, label, failure, en, hi }) => {
    it.each([["hi", hi], ["en", en]] as const)("on a page in %s: %s", async (language, sentence) => {
      const problem = { failure: keepFailure(failure), field }
      await showIn(language, <AddressForm initial={home} busy={false} problem={problem} submitLabel="Save" onSubmit={() => undefined} />, { auth: signingIn() })
      const alert = await screen.findByRole("alert")
      expect(alert.textContent).toBe(sentence)
      if (label !== null) expect(screen.getByLabelText(label[language]).getAttribute("aria-describedby")).toBe(alert.id)
    })
  })

  it("says a failed call of the address book (a delete) in Hindi, and as the shop wrote it on an English page", async () => {
    const gone = new CallFailed({ text: "client Not create", reason: new ServiceUnavailable({ message: FAILURE_SENTENCES.ServiceUnavailable }) })
    for (const [language, sentence] of [["hi", "Bazaar अभी जवाब नहीं दे पा रहा है; कृपया थोड़ी देर में फिर से कोशिश करें।"], ["en", FAILURE_SENTENCES.ServiceUnavailable]] as const) {
      const auth = createActor(authenticationMachine.provide({
        actors: {
          checkSession: fromPromise<Client | null>(async () => ({ ...client, Addresses: [home] })),
          deleteAddress: fromPromise<Client, { readonly _id: string }>(() => Promise.reject(gone))
        }
      }), { input: { loginData: client, current_address: home, user_address: [home] } }).start()
      await waitFor(() => expect(auth.getSnapshot().matches("signedIn")).toBe(true))
      auth.send({ type: "auth.address.delete", _id: home._id })
      await waitFor(() => expect(auth.getSnapshot().matches({ signedIn: { delete: "failed" } })).toBe(true))
      await showIn(language, <AddressBook />, { auth })
      expect((await screen.findByRole("alert")).textContent).toBe(sentence)
      auth.stop()
      cleanup()
    }
  })
})

describe("the §8 texts the account shows, by their keys", () => {
  it("says the orders' failure in English as §8 spells it on an English page", async () => {
    const auth = signedIn()
    await waitFor(() => expect(auth.getSnapshot().matches("signedIn")).toBe(true))
    const orders = createActor(createMachine({
      context: { clientOrder: [], totalClientOrder: [], latestLoading: false, allLoading: false, failedOperation: "all", error: ERROR_TEXTS.allOrders }
    })).start()
    await showIn("en", <MyAccount wallet={null} walletFailed={null} />, { auth, orders })
    expect((await screen.findByRole("alert")).textContent).toBe("Orders Not Found")
    auth.stop()
  })

  it("keeps the account's §8 texts the domain's own", () => {
    const english = accountEnglish
    expect([english["account.problem.latestOrders"], english["account.problem.allOrders"]]).toEqual([ERROR_TEXTS.latestOrders, ERROR_TEXTS.allOrders])
    expect([english["account.problem.wishlistLoad"], english["account.problem.wishlistMerge"], english["account.problem.wishlistUpdate"]])
      .toEqual([WISHLIST_ERROR_TEXTS.load, WISHLIST_ERROR_TEXTS.merge, WISHLIST_ERROR_TEXTS.add])
    expect(WISHLIST_ERROR_TEXTS.remove).toBe(WISHLIST_ERROR_TEXTS.add)
    expect(WISHLIST_FULL_TEXT).toBe(english["account.problem.wishlistFull"].replace("{limit}", String(WISHLIST_LIMIT)))
  })
})
