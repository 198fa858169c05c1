import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import type { CartProduct } from "#domain/cart.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { SOMETHING_WENT_WRONG } from "#domain/failure-words.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import { NotFound, OutOfStock } from "#domain/http/errors.ts"
import { messages as errorsEnglish } from "#domain/messages/errors.en.ts"
import { messages as failuresHindi } from "#domain/messages/failures.hi.ts"
import { AppError, ChunkFailed } from "#src/components/app-error.tsx"
import { Dialog } from "#src/components/dialog.tsx"
import { useFailureSentence } from "#src/components/failure-sentence.ts"
import { OFFLINE_TEXTS, OfflineBanner, OfflineNote } from "#src/components/offline.tsx"
import { OverlayProvider, useOverlayActions } from "#src/components/overlays.tsx"
import { AddedToCartModal } from "#src/components/shop-modals.tsx"
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
    render(await inHindi(<><OfflineBanner /><OfflineNote text={OFFLINE_TEXTS.placeOrder} /><OfflineNote text="कोड इंटरनेट आने पर भेजा जाएगा।" /></>))
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "आप ऑफ़लाइन हैं। जो पेज और प्रोडक्ट आप देख चुके हैं वे अब भी खुलेंगे और आपका कार्ट सुरक्षित है; साइन इन करने, नई खोज करने और ऑर्डर देने के लिए इंटरनेट कनेक्शन चाहिए।",
      "आप ऑफ़लाइन हैं: इंटरनेट वापस आते ही आप ऑर्डर दे सकेंगे।",
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
