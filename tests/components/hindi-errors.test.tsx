import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { type CartProduct, MAX_CART_QUANTITY, type MoreRefusal } from "#domain/cart.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { SOMETHING_WENT_WRONG } from "#domain/failure-words.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import { NotFound, OutOfStock } from "#domain/http/errors.ts"
import { messages as errorsEnglish } from "#domain/messages/errors.en.ts"
import { messages as failuresHindi } from "#domain/messages/failures.hi.ts"
import { type Language } from "#domain/language.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { makeFirstAnswers } from "#src/app/first-answers.ts"
import { lazyApiRuntime } from "#src/app/runtime.ts"
import { createShop } from "#src/app/shop.ts"
import { makeBrowserStorage } from "#src/app/storage.ts"
import { AppError, ChunkFailed } from "#src/components/app-error.tsx"
import { Dialog } from "#src/components/dialog.tsx"
import { useFailureSentence } from "#src/components/failure-sentence.ts"
import { OFFLINE_TEXTS, OfflineBanner, OfflineNote } from "#src/components/offline.tsx"
import { OverlayProvider, useOverlayActions } from "#src/components/overlays.tsx"
import { AddedToCartModal } from "#src/components/shop-modals.tsx"
import { languageRouting } from "#src/i18n/i18n.tsx"
import { routeTree } from "#src/routeTree.gen.ts"
import { inHindi } from "../support/in-hindi.tsx"
import { withModalDialogs } from "../support/jsdom-dialog.ts"

// Issue 39: the error states, the offline notes, the dialogs' own words and a failure's sentence in
// Hindi; the §2/§8 texts stay the spec's exact English on an English page.

withModalDialogs()
afterEach(cleanup)

/** `ui` inside a router (the error page's links and its "Try again"). */
const inRouter = (ui: ReactNode) =>
  <RouterProvider router={createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory() })} />

const failed = (reason: CallFailed["reason"]) => new CallFailed({ text: ERROR_TEXTS.productLists, reason })

describe("the error page", () => {
  it("keeps the spec's English on an English page", async () => {
    render(inRouter(<AppError error={new Error("boom")} />))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Unexpected Application Error!")
    expect(screen.getByText(SOMETHING_WENT_WRONG)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/")
  })

  it("is in Hindi on a Hindi page, with the failed call's sentence in Hindi and the way home under /hi", async () => {
    render(await inHindi(inRouter(<AppError error={failed(new NotFound({ message: "" }))} />)))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("अनपेक्षित गड़बड़ी हुई!")
    expect((await screen.findByText(failuresHindi["failures.NotFound"])).tagName).toBe("P")
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" }).getAttribute("href")).toBe("/hi")
    expect(screen.queryByText(/Unexpected|Try again|home page/)).toBeNull()
  })

  it("says 'Loading chunk failed' in English, and in Hindi on a Hindi page", async () => {
    render(<ChunkFailed />)
    expect(screen.getByText("Loading chunk failed")).toBeTruthy()
    cleanup()
    render(await inHindi(inRouter(<AppError error={new Error("Loading chunk 12 failed")} />)))
    expect((await screen.findByText("पेज लोड नहीं हो सका")).tagName).toBe("P")
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy()
  })
})

function Sentence({ failure }: { readonly failure: unknown }) {
  return <p data-testid="sentence">{useFailureSentence(failure) ?? "none"}</p>
}

describe("a failure's sentence (useFailureSentence)", () => {
  const sentence = () => screen.findByTestId("sentence").then((element) => element.textContent)

  it("is what the English page always showed", async () => {
    render(<Sentence failure={failed(new OutOfStock({ message: "" }))} />)
    expect(await sentence()).toBe(FAILURE_SENTENCES.OutOfStock)
    cleanup()
    render(<Sentence failure={new Error("internal detail")} />)
    expect(await sentence()).toBe(SOMETHING_WENT_WRONG)
    cleanup()
    render(<Sentence failure={null} />)
    expect(await sentence()).toBe("none")
  })

  it("is the Hindi sentence of the failure's name on a Hindi page", async () => {
    render(await inHindi(<Sentence failure={failed(new OutOfStock({ message: "" }))} />))
    expect(await sentence()).toBe("कुछ आइटम अब माँगी गई मात्रा में स्टॉक में नहीं हैं; कृपया अपना कार्ट अपडेट करें।")
    cleanup()
    render(await inHindi(<Sentence failure={failed(new Unreachable({ detail: "offline" }))} />))
    expect(await sentence()).toBe("हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।")
    cleanup()
    render(await inHindi(<Sentence failure={new Error("internal detail")} />))
    expect(await sentence()).toBe("कुछ गड़बड़ हो गई; कृपया फिर से कोशिश करें।")
  })

  it("keeps the server's own words for a failure, which only it knows", async () => {
    render(await inHindi(<Sentence failure={failed(new OutOfStock({ message: "Cotton Kurta: only 2 left." }))} />))
    expect(await sentence()).toBe("Cotton Kurta: only 2 left.")
  })
})

describe("the offline notes", () => {
  const offline = (onLine: boolean) => Object.defineProperty(navigator, "onLine", { value: onLine, configurable: true })
  afterEach(() => offline(true))

  it("are the same English texts the callers and tests name them by", () => {
    expect([errorsEnglish["errors.offline"], errorsEnglish["errors.offlinePlaceOrder"], errorsEnglish["errors.offlineSignIn"]])
      .toEqual([OFFLINE_TEXTS.banner, OFFLINE_TEXTS.placeOrder, OFFLINE_TEXTS.signIn])
  })

  it("are in English on an English page and in Hindi on a Hindi page", async () => {
    offline(false)
    render(<><OfflineBanner /><OfflineNote text={OFFLINE_TEXTS.placeOrder} /></>)
    expect(screen.getByText(OFFLINE_TEXTS.banner)).toBeTruthy()
    expect(screen.getByText(OFFLINE_TEXTS.placeOrder)).toBeTruthy()
    cleanup()
    render(await inHindi(<><OfflineBanner /><OfflineNote text={OFFLINE_TEXTS.placeOrder} /><OfflineNote text={OFFLINE_TEXTS.signIn} /><OfflineNote text="कोड इंटरनेट आने पर भेजा जाएगा।" /></>))
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "आप ऑफ़लाइन हैं। जो पेज और प्रोडक्ट आप देख चुके हैं वे अब भी खुलेंगे और आपका कार्ट सुरक्षित है; साइन इन करने, नई खोज करने और ऑर्डर देने के लिए इंटरनेट कनेक्शन चाहिए।",
      "आप ऑफ़लाइन हैं: इंटरनेट वापस आते ही आप ऑर्डर दे सकेंगे।",
      "आप ऑफ़लाइन हैं: इंटरनेट वापस आते ही हम आपको OTP भेज सकेंगे।",
      // A note its caller wrote in the page's language is shown as written.
      "कोड इंटरनेट आने पर भेजा जाएगा।"
    ])
  })
})

describe("the dialogs in Hindi", () => {
  it("names every dialog's close button in the page's language", async () => {
    render(<Dialog open onClose={() => {}} label="Quick view"><p>Waist 32</p></Dialog>)
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy()
    cleanup()
    render(await inHindi(<Dialog open onClose={() => {}} label="झलक"><p>Waist 32</p></Dialog>))
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeTruthy()
  })

  it("confirms a product added to the cart in Hindi, the product's own words as entered", async () => {
    function Add() {
      const { showAdded } = useOverlayActions()
      const product = { ProductName: "Cotton Kurta", packSizeOptionName: "Blue", packSizeName: "M", Price: 799, thumbnail: "/k.jpg" } as CartProduct
      return <button type="button" onClick={() => showAdded(product)}>add</button>
    }
    render(await inHindi(inRouter(<OverlayProvider><Add /><AddedToCartModal /></OverlayProvider>)))
    const add = await screen.findByRole("button", { name: "add" })
    act(() => { fireEvent.click(add) })
    const dialog = await screen.findByRole("dialog", { name: "कार्ट में जोड़ा गया" })
    expect(dialog.textContent).toContain("कार्ट में जोड़ दिया गया!")
    expect(dialog.textContent).toContain("Cotton Kurta")
    for (const name of ["खरीदारी जारी रखें", "कार्ट देखें"]) expect(screen.getByRole("button", { name })).toBeTruthy()
    expect(screen.getByRole("link", { name: "चेकआउट करें" }).getAttribute("href")).toBe("/check-out")
    expect(screen.queryByText(/Added to cart|Continue Shopping|View Cart|Proceed/)).toBeNull()
  })
})

describe("an address no screen has", () => {
  /** The whole app at `path`, as the browser draws it (no call reaches a shop; no route has four parts). */
  const app = async (path: string, language: Language) => {
    const runtime = lazyApiRuntime(() => Promise.reject(new Error("offline")))
    const storage = makeBrowserStorage(undefined)
    const { shop, actors } = await createShop(runtime, storage)
    const services = { shop, actors, runtime, sellerPortalUrl: "https://seller.example", boot: {}, storage, firstAnswers: makeFirstAnswers(undefined) } as unknown as AppServices
    const router = createRouter({ routeTree, context: services, history: createMemoryHistory({ initialEntries: [path] }), ...languageRouting(language) })
    const ui = <AppProvider value={services}><RouterProvider router={router} /></AppProvider>
    return language === "hi" ? inHindi(ui) : ui
  }

  it("says the page was not found in Hindi under /hi, the way home staying in Hindi", async () => {
    render(await app("/hi/no/such/page/here", "hi"))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("हमें यह पेज नहीं मिला")
    expect(screen.getByText("हो सकता है लिंक पुराना हो या पेज कहीं और चला गया हो। ऊपर खोजकर देखें कि आप क्या ढूँढ रहे थे, या होम पेज से फिर शुरू करें।")).toBeTruthy()
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" }).getAttribute("href")).toBe("/hi")
    expect(screen.getByRole("main").textContent).not.toMatch(/could not find|home page|The link/)
  })

  it("keeps its English on an English page", async () => {
    render(await app("/no/such/page/here", "en"))
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("We could not find that page")
    expect(screen.getByText("The link may be old, or the page may have moved. Search for what you wanted above, or start again from the home page.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/")
  })
})

describe("'Add to cart' refused (all the stock shown is in the cart)", () => {
  /** The modal after a refused add, for `refusal`. */
  const refused = async (refusal: MoreRefusal, hindi: boolean) => {
    function Add() {
      const { showAdded } = useOverlayActions()
      const product = { ProductName: "Cotton Kurta", packSizeOptionName: "Blue", packSizeName: "M", Price: 799, thumbnail: "/k.jpg" } as CartProduct
      return <button type="button" onClick={() => showAdded(product, refusal)}>add</button>
    }
    const ui = inRouter(<OverlayProvider><Add /><AddedToCartModal /></OverlayProvider>)
    render(hindi ? await inHindi(ui) : ui)
    const add = await screen.findByRole("button", { name: "add" })
    act(() => { fireEvent.click(add) })
    return (await screen.findByRole("alert")).textContent
  }

  it("says why in Hindi, as the cart's '+' does", async () => {
    expect(await refused({ reason: "allInCart", left: 2 }, true)).toBe("सिर्फ़ 2 बचे हैं: वे सभी आपके कार्ट में हैं।")
    expect(screen.queryByText("कार्ट में जोड़ दिया गया!")).toBeNull()
    cleanup()
    expect(await refused({ reason: "soldOut" }, true)).toBe("यह आइटम स्टॉक में नहीं है।")
    cleanup()
    expect(await refused({ reason: "atMost", max: MAX_CART_QUANTITY }, true)).toBe(`एक ऑर्डर में एक आइटम ज़्यादा से ज़्यादा ${MAX_CART_QUANTITY} ही ले सकते हैं।`)
  })

  it("says it in the shop's English on an English page", async () => {
    expect(await refused({ reason: "allInCart", left: 2 }, false)).toBe("Only 2 left: all of them are in your cart.")
    cleanup()
    expect(await refused({ reason: "soldOut" }, false)).toBe("This item is sold out.")
    cleanup()
    expect(await refused({ reason: "atMost", max: MAX_CART_QUANTITY }, false)).toBe(`At most ${MAX_CART_QUANTITY} of one item per order.`)
  })
})
