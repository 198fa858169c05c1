import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { createActor, setup } from "xstate"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Id } from "#domain/common.ts"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { CallFailed, FAILURE_SENTENCES, Unreachable } from "#domain/failures.ts"
import type { Offer } from "#domain/offers.ts"
import { choiceLineKind, type Choice } from "#domain/product-choice.ts"
import type { PackSize, Product } from "#domain/product.ts"
import { type MyReviewAnswer, type Review, summaryOf } from "#domain/review.ts"
import { SIZE_CHARTS } from "#domain/size-chart.ts"
import { SIZE_CHART_SIZES, type SizeChartId } from "#domain/size-chart-sizes.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { ReviewApi, ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { apiRuntimeOf, lazyApiRuntime } from "#src/app/runtime.ts"
import { makeBrowserStorage } from "#src/app/storage.ts"
import type { ReviewCalls } from "#src/app/review-api.ts"
import { useTexts } from "#src/i18n/i18n.tsx"
import { productTexts } from "#src/i18n/texts/product.ts"
import { sizechartTexts } from "#src/i18n/texts/sizechart.ts"
import { ImageZoom } from "#src/components/image-zoom.tsx"
import { NotifyMe } from "#src/components/notify-me.tsx"
import { offerWords, Offers } from "#src/components/offers.tsx"
import { OverlayProvider } from "#src/components/overlays.tsx"
import { estimateText, PincodeCheck } from "#src/components/pincode-check.tsx"
import { ProductDetail } from "#src/components/product-detail.tsx"
import { SimilarProducts } from "#src/components/product-rows.tsx"
import { QuickView } from "#src/components/quick-view.tsx"
import ReviewsSection from "#src/components/reviews-section.tsx"
import { ShareButton } from "#src/components/share-button.tsx"
import { CHART_HEADINGS, HOW_TO_MEASURE } from "#src/components/size-chart.tsx"
import { SizeChartButton } from "#src/components/size-chart-button.tsx"
import { choiceLineKey } from "#src/components/variant-pickers.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"
import { inHindi } from "#tests/support/in-hindi.tsx"
import { testShop } from "#tests/support/test-shop.ts"
import { memoryStorage } from "#tests/support/memory-storage.ts"

// Issue 39: the product page, the quick view, the offers, the size chart and "Ratings & Reviews" in
// Hindi on a Hindi page, and their English still the words the domain writes (the spec's).

withModalDialogs()
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const id = (n: number) => n.toString(16).padStart(24, "0") as Id
const option = (n: number, name: string, stock: number) =>
  ({ _id: id(n), PsnPrime: n % 10 === 0, packSizeOptionName: name, Price: 799, Mrp: 1299, availablestock: stock })
const size = (n: number, name: string, options: PackSize["PackSizeOptions"]): PackSize =>
  ({ _id: id(n), PsPrime: n === 100, packSizeName: name, thumbnail: `/images/${name}.svg`, slider: [], PackSizeOptions: options })

/** A kurti in three women's sizes (so it has a size chart), its first option nearly gone. */
const kurti = (stock = 3) => ({
  _id: id(1), name: "Biba Cotton Kurti", slugUrl: "biba-cotton-kurti", description: "Soft cotton.", superCategory: "Clothing", category: "Women",
  categorySlugUrl: "women", SubCategory: "Kurtis", subCategorySlugUrl: "kurtis", CategoryTag: "Kurtis", categoryTagSlugUrl: "kurtis",
  brand: "Biba", brandSlugUrl: "biba", attributes: {}, recommended: false, trending: false, hot: false, createdAt: "2026-11-01T00:00:00.000Z",
  ratingAverage: null, ratingCount: 0,
  packSize: [
    size(100, "S", [option(1000, "Maroon", stock), option(1001, "Teal", stock === 0 ? 0 : 40)]),
    size(101, "M", [option(1010, "Maroon", 25)]),
    size(102, "L", [option(1020, "Teal", 7)])
  ]
}) as unknown as Product


const signedOut = () => createActor(setup({}).createMachine({ context: { isAuth: false } })).start()

/** A catalogue list as its loader holds it: Women with the Hindi name the shop gave it, Kurtis without one. */
const catalogueList = (resource: string, items: ReadonlyArray<object>) => createActor(setup({}).createMachine({ context: { resource, items } })).start()

/** A screen as the shop draws it (its actors, overlays, a router for its links), in Hindi or English. */
const draw = async (ui: () => ReactNode, hindi = true) => {
  const services = {
    actors: {
      auth: signedOut(),
      cart: createActor(cartMachine, { input: { items: [] } }).start(),
      wishlist: createActor(wishlistMachine, { input: { items: [] } }).start(),
      compare: createActor(compareMachine, { input: { items: [] } }).start(),
      catalogue: {
        categories: catalogueList("categories", [{ name: "Women", nameHi: "महिलाएँ", slugUrl: "women" }]),
        subCategories: catalogueList("subCategories", [{ name: "Kurtis", slugUrl: "kurtis" }])
      }
    },
    shop: testShop(),
    storage: makeBrowserStorage(memoryStorage(), (work) => work()),
    runtime: lazyApiRuntime(() => Promise.reject(new Error("no calls here")))
  } as unknown as AppServices
  const page = () => <AppProvider value={services}><OverlayProvider>{ui()}</OverlayProvider></AppProvider>
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  const tree = <RouterProvider router={router} />
  render(hindi ? await inHindi(tree) : tree)
}

describe("the product page in Hindi", () => {
  it("names its buttons, pickers, stock, price and sections in Hindi, the product's own words as entered", async () => {
    await draw(() => <ProductDetail product={kurti()} />)
    await screen.findByRole("heading", { level: 1, name: "Biba Cotton Kurti" })
    expect(screen.getByRole("button", { name: "कार्ट में डालें" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "अभी खरीदें" })).toBeTruthy()
    expect(screen.getByRole("group", { name: "साइज़" })).toBeTruthy()
    expect(screen.getByRole("group", { name: "रंग" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "साइज़ चार्ट" })).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("जल्दी ऑर्डर करें, सिर्फ़ 3 बचे हैं!")
    expect(screen.getByText("MRP ₹1,299, सभी टैक्स सहित")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "इस प्रोडक्ट के बारे में" })).toBeTruthy()
    expect(screen.getByRole("form", { name: "डिलीवरी जाँचें" })).toBeTruthy()
    expect(screen.getByLabelText("इस पिनकोड पर डिलीवरी")).toBeTruthy()
    expect(screen.getByRole("button", { name: "शेयर करें" })).toBeTruthy()
    // The category by the Hindi name the shop gave it, the sub category by its own (none given).
    const path = screen.getByRole("navigation", { name: "नेविगेशन पथ" })
    expect(path.textContent).toBe("महिलाएँ / Kurtis")
    expect(path.querySelector("[lang=hi]")?.textContent).toBe("महिलाएँ")
    expect(screen.getByRole("button", { name: "तस्वीर 1 / 1 ज़ूम करें" })).toBeTruthy()
    expect(screen.getByText("Soft cotton.")).toBeTruthy()
    for (const english of ["Add to cart", "Buy now", "Size chart", "Share", "About this product", "Check", "Size", "Colour"]) {
      expect(screen.queryByRole("button", { name: english })).toBeNull()
      expect(screen.queryByText(english)).toBeNull()
    }
  })

  it("offers a visitor 'Notify me' for a sold-out option in Hindi", async () => {
    await draw(() => <ProductDetail product={kurti(0)} />)
    expect(await screen.findByRole("link", { name: "उपलब्ध होने पर बताएँ" })).toBeTruthy()
    expect(screen.getByText("साइन इन करें, दोबारा स्टॉक में आते ही हम आपको SMS भेजेंगे।")).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("स्टॉक में नहीं")
  })

  it("says the stock in English as the shop always has", async () => {
    for (const [stock, line] of [[0, "Sold out"], [3, "Order now, Only 3 left!"], [50, "In stock"]] as const) {
      await draw(() => <ProductDetail product={kurti(stock)} />, false)
      expect((await screen.findByRole("status")).textContent).toBe(line)
      expect(screen.getByText("MRP ₹1,299 incl. of all taxes")).toBeTruthy()
      cleanup()
    }
  })
})

describe("the quick view in Hindi", () => {
  it("asks for a size in Hindi and names its buttons in Hindi", async () => {
    await draw(() => <QuickView product={kurti()} onClose={() => {}} />)
    expect((await screen.findByRole("status")).textContent).toBe("साइज़ चुनें।")
    expect(screen.getByRole("region", { name: "Biba Cotton Kurti की तस्वीरें" })).toBeTruthy()
    expect((screen.getByRole("button", { name: "कार्ट में डालें" }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole("link", { name: "पूरी जानकारी देखें" })).toBeTruthy()
    expect(screen.getByText("MRP ₹1,299 (सभी टैक्स सहित)")).toBeTruthy()
    fireEvent.click(within(screen.getByRole("group", { name: "साइज़" })).getByLabelText("S"))
    expect(screen.getByRole("status").textContent).toBe("रंग चुनें।")
    expect(screen.queryByText("View full details")).toBeNull()
    expect(screen.queryByText("Choose a size.")).toBeNull()
  })

  it("words every line under the price in English as the shop always has", () => {
    function Line({ product, choice }: { readonly product: Product; readonly choice: Choice }) {
      const { t } = useTexts(productTexts)
      return <p>{t(choiceLineKey(product, choiceLineKind(product, choice)), { count: choice.option?.availablestock ?? 0 })}</p>
    }
    const sized = kurti()
    const pack = { ...sized, superCategory: "Electronics" } as Product
    const gone = { ...sized, packSize: [size(100, "S", [option(1000, "Maroon", 0)])] } as Product
    const s = sized.packSize[0]!
    const choices: ReadonlyArray<Choice> = [
      { size: undefined, option: undefined }, { size: s, option: undefined }, { size: s, option: s.PackSizeOptions[0] }, { size: s, option: s.PackSizeOptions[1] }
    ]
    const lines: ReadonlyArray<readonly [Product, ReadonlyArray<string>]> = [
      [sized, ["Choose a size.", "Choose a colour.", "Order now, Only 3 left!", "In stock"]],
      [{ ...sized, superCategory: "Footwear" } as Product, ["Choose a size.", "Choose a colour.", "Order now, Only 3 left!", "In stock"]],
      [pack, ["Choose a pack size.", "Choose an option.", "Order now, Only 3 left!", "In stock"]],
      [gone, ["Sold out", "Sold out", "Sold out", "Sold out"]]
    ]
    for (const [product, expected] of lines) {
      choices.forEach((choice, index) => {
        const { container, unmount } = render(<Line product={product} choice={choice} />)
        expect(container.textContent).toBe(expected[index])
        unmount()
      })
    }
  })
})

describe("the pincode check in Hindi", () => {
  it("refuses a malformed pincode in Hindi", async () => {
    const services = { storage: makeBrowserStorage(memoryStorage(), (work) => work()), shop: testShop(), runtime: lazyApiRuntime(() => Promise.reject(new Error("none"))) } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><PincodeCheck /></AppProvider>))
    fireEvent.change(screen.getByLabelText("इस पिनकोड पर डिलीवरी"), { target: { value: "012345" } })
    fireEvent.click(screen.getByRole("button", { name: "जाँचें" }))
    expect(screen.getByText("पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं होना चाहिए।")).toBeTruthy()
  })

  it("answers by when in Hindi, with the day as Hindi dates read, and in English as the shop has always written it", async () => {
    const runtime = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({
      deliveryEstimate: () => Effect.succeed({ pincode: "560038", place: "Bengaluru, Karnataka", deliverable: true, cod: false, promisedDate: "2026-11-27" })
    }) as unknown as ShopApi["Type"]))
    const services = { storage: makeBrowserStorage(memoryStorage(), (work) => work()), shop: testShop(), runtime: apiRuntimeOf(() => Promise.resolve(runtime)) } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><PincodeCheck /></AppProvider>))
    fireEvent.change(screen.getByLabelText("इस पिनकोड पर डिलीवरी"), { target: { value: "560038" } })
    fireEvent.click(screen.getByRole("button", { name: "जाँचें" }))
    await screen.findByText("560038 (Bengaluru, Karnataka) पर शुक्रवार, 27 नवंबर तक डिलीवरी। यहाँ कैश ऑन डिलीवरी उपलब्ध नहीं है; ऑनलाइन भुगतान करें।")

    function English({ estimate }: { readonly estimate: DeliveryEstimate }) {
      const { t, language } = useTexts(productTexts)
      return <p>{estimateText(estimate, t, language)}</p>
    }
    const base = { pincode: "560038", place: "Bengaluru, Karnataka", promisedDate: "2026-11-27" }
    for (const [estimate, sentence] of [
      [{ ...base, deliverable: true, cod: true }, "Delivery to 560038 (Bengaluru, Karnataka) by Fri, 27 Nov. Cash on Delivery available."],
      [{ ...base, deliverable: true, cod: false }, "Delivery to 560038 (Bengaluru, Karnataka) by Fri, 27 Nov. Cash on Delivery is not available here; pay online."],
      [{ pincode: "194101", place: "Leh, Ladakh", deliverable: true, cod: false, promisedDate: "2026-12-07" }, "Delivery to 194101 (Leh, Ladakh) by Mon, 7 Dec. Cash on Delivery is not available here; pay online."],
      [{ ...base, deliverable: false, cod: false, promisedDate: null }, "Sorry, we do not deliver to 560038 (Bengaluru, Karnataka) yet."],
      [{ pincode: "682001", place: "Ernakulam, Kerala", deliverable: false, cod: false, promisedDate: null }, "Sorry, we do not deliver to 682001 (Ernakulam, Kerala) yet."]
    ] as const) {
      const { container, unmount } = render(<English estimate={estimate} />)
      expect(container.textContent).toBe(sentence)
      unmount()
    }
  })
})

describe("the offers in Hindi", () => {
  const offers: ReadonlyArray<Offer> = [
    { code: "WELCOME20", percentOff: 20, firstOrderOnly: true },
    { code: "FESTIVE", amountOff: 100, minOrder: 999, firstOrderOnly: false },
    { code: "BIG", percentOff: 10, minOrder: 2999, firstOrderOnly: true },
    { code: "FLAT", amountOff: 50, firstOrderOnly: false }
  ]

  it("lists each offer and what it saves in Hindi", async () => {
    render(await inHindi(<Offers offers={offers.slice(0, 2)} priceTotal={500} onUse={() => {}} />))
    expect(screen.getByRole("heading", { name: "आपके लिए ऑफ़र" })).toBeTruthy()
    expect(screen.getByText("आपके पहले ऑर्डर पर 20% की छूट", { exact: false })).toBeTruthy()
    expect(screen.getByText("₹999 या उससे ज़्यादा के आपके ऑर्डर पर ₹100 की छूट", { exact: false })).toBeTruthy()
    expect(screen.getByText(": इन सामानों पर ₹100 की छूट")).toBeTruthy()
    expect(screen.getByText(": इसे इस्तेमाल करने के लिए ₹499 का सामान और जोड़ें")).toBeTruthy()
    expect(screen.getByRole("button", { name: "WELCOME20 लगाएँ" })).toBeTruthy()
    expect(screen.queryByText("Offers for you")).toBeNull()
    expect(screen.queryByRole("button", { name: "Use WELCOME20" })).toBeNull()
  })

  it("words each offer in English as the shop always has", () => {
    function Words({ offer }: { readonly offer: Offer }) {
      const { t } = useTexts(productTexts)
      return <p>{offerWords(offer, t)}</p>
    }
    const english = ["20% off your first order", "₹100 off your order of ₹999 or more", "10% off your first order of ₹2,999 or more", "₹50 off your order"]
    offers.forEach((offer, i) => {
      const { container, unmount } = render(<Words offer={offer} />)
      expect(container.textContent).toBe(english[i])
      unmount()
    })
  })
})

describe("the share button and the images in Hindi", () => {
  it("shares in Hindi and says the link was copied in Hindi", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: async () => {} } })
    render(await inHindi(<ShareButton title="Kurti" url={() => "https://bazaar.example/product-info/kurti"} />))
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "शेयर करें" })) })
    expect(screen.getByText("लिंक कॉपी हो गया")).toBeTruthy()
    expect(screen.queryByText("Link copied")).toBeNull()
  })

  it("names the zoom and the large view's controls in Hindi", async () => {
    render(await inHindi(<ImageZoom images={["/a.png", "/b.png"]} index={0} onIndexChange={() => {}} alt="Kurti" />))
    fireEvent.click(screen.getByRole("button", { name: "तस्वीर 1 / 2 ज़ूम करें" }))
    const dialog = within(screen.getByRole("dialog", { name: "Kurti की तस्वीरें" }))
    expect(await dialog.findByRole("button", { name: "ज़ूम इन" })).toBeTruthy()
    expect(dialog.getByRole("button", { name: "ज़ूम आउट" })).toBeTruthy()
    expect(dialog.getByRole("group", { name: "ज़ूम" })).toBeTruthy()
    expect(dialog.getByText("तस्वीर 1 / 2")).toBeTruthy()
    expect(dialog.getByRole("img", { name: "Kurti, तस्वीर 1 / 2" })).toBeTruthy()
    expect(dialog.getByRole("button", { name: "अगली तस्वीर" })).toBeTruthy()
    expect(dialog.getByRole("button", { name: "पिछली तस्वीर" })).toBeTruthy()
    expect(dialog.getByRole("list", { name: "सभी तस्वीरें" })).toBeTruthy()
    expect(dialog.getByRole("button", { name: "तस्वीर 2 दिखाएँ" })).toBeTruthy()
    expect(dialog.queryByRole("button", { name: "Zoom in" })).toBeNull()
  })

  /** `ui` inside a router, as the product page draws the row (its cards link to their products). */
  const inRouter = (ui: ReactNode) => <RouterProvider router={createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory() })} />

  it("titles the similar products' row in Hindi", async () => {
    render(await inHindi(inRouter(<SimilarProducts data={{ read: () => new Promise(() => {}) } as never} />)))
    expect(await screen.findByRole("heading", { name: "मिलते-जुलते प्रोडक्ट" })).toBeTruthy()
  })

  it("says why the similar products could not be read in Hindi, and in English as before", async () => {
    const unreached = new CallFailed({ text: "Products Not Found", reason: new Unreachable({ detail: "offline" }) })
    const answer = Promise.resolve({ ok: false as const, failure: unreached })
    const row = () => <SimilarProducts data={{ read: () => answer }} />
    render(await inHindi(inRouter(row())))
    expect((await screen.findByRole("status")).firstChild?.textContent).toBe("हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।")
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy()
    cleanup()
    render(inRouter(row()))
    expect((await screen.findByRole("status")).firstChild?.textContent).toBe(FAILURE_SENTENCES.Unreachable)
  })
})

describe("the size chart in Hindi", () => {
  const kurtiSizes = { categorySlugUrl: "women", SubCategory: "Kurtis", packSize: [{ packSizeName: "S" }, { packSizeName: "M" }, { packSizeName: "L" }] }

  it("titles, heads and explains the chart in Hindi, the sizes as they are", async () => {
    render(await inHindi(<SizeChartButton chartId="women" product={kurtiSizes} chosen="M" />))
    fireEvent.click(screen.getByRole("button", { name: "साइज़ चार्ट" }))
    const dialog = within(screen.getByRole("dialog", { name: "महिलाओं का साइज़ चार्ट" }))
    const table = await dialog.findByRole("table", { name: "इस प्रोडक्ट के साइज़ के नाप" })
    expect(Array.from(table.querySelectorAll("thead th")).map((th) => th.textContent)).toEqual(["साइज़", "बस्ट (इंच)", "कमर (इंच)", "हिप (इंच)"])
    expect(dialog.getByRole("heading", { name: "महिलाओं का साइज़ चार्ट" })).toBeTruthy()
    expect(dialog.getByText("M", { selector: "strong" }).parentElement?.textContent).toBe("आपका चुना साइज़, M, हाइलाइट किया गया है।")
    expect(table.querySelector("tr[aria-current] th")?.textContent).toBe("M (आपका चुना साइज़)")
    expect(dialog.getByText("नाप कैसे लें:")).toBeTruthy()
    expect(dialog.queryByText("How to measure:")).toBeNull()
  })

  it("has a text for every chart's title, heading and way to measure, in English as domain/size-chart.ts and the shop write them", () => {
    const tops = "Chest: round the fullest part, under the arms, with the tape level; length from the top of the shoulder down."
    const footwear = "Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks; between two sizes, choose the larger."
    const howToMeasure: { readonly [Id in SizeChartId]: string } = {
      "men-tops": tops,
      "men-kurtas": tops,
      "men-shirts": "Collar: round the base of the neck with one finger under the tape; chest round the fullest part, under the arms.",
      "men-jeans": "Waist: round where you wear your jeans, tape snug but not tight; hip round the fullest part.",
      women: "Bust round the fullest part, waist at the narrowest, hip round the fullest part, with the tape level.",
      kids: "Height: barefoot against a wall; chest round the fullest part, under the arms. Between two sizes, choose the larger.",
      infants: "Choose by your baby's length and weight rather than age; between two sizes, choose the larger.",
      "men-footwear": footwear,
      "women-footwear": footwear,
      "kids-footwear": "Measure the longer foot at the end of the day, heel to longest toe, and leave a thumb's width to grow into."
    }
    function Chart({ chart }: { readonly chart: SizeChartId }) {
      const sizes = useTexts(sizechartTexts)
      const { t } = useTexts(productTexts)
      const def = SIZE_CHARTS[chart]
      return (
        <ul>
          <li>{t(`product.chart.${chart}`)}</li>
          {[def.sizeHeading, ...def.columns].map((text) => <li key={text}>{CHART_HEADINGS[text] === undefined ? "missing" : sizes.t(CHART_HEADINGS[text])}</li>)}
          <li>{sizes.t(HOW_TO_MEASURE[chart])}</li>
        </ul>
      )
    }
    for (const chart of Object.keys(SIZE_CHART_SIZES) as ReadonlyArray<SizeChartId>) {
      const { container, unmount } = render(<Chart chart={chart} />)
      const def = SIZE_CHARTS[chart]
      expect(Array.from(container.querySelectorAll("li")).map((li) => li.textContent)).toEqual([SIZE_CHART_SIZES[chart].title, def.sizeHeading, ...def.columns, howToMeasure[chart]])
      unmount()
    }
  })
})

describe("Notify me in Hindi", () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

  it("offers, asks for and confirms the SMS in Hindi", async () => {
    let waiting = false
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.method === "POST") waiting = true
      return answer({ success: true, alerts: waiting ? [{ productId: id(3), optionId: id(7), productName: "Saree", slugUrl: "saree", packSizeName: "Free Size", optionName: "Red", createdAt: "2026-11-26T10:00:00.000Z" }] : [] })
    })
    const services = { runtime: lazyApiRuntime((input, init) => fetch(input, init)), shop: testShop() } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><NotifyMe optionId={id(7)} /></AppProvider>))
    const button = await screen.findByRole("button", { name: "उपलब्ध होने पर बताएँ" })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    expect(screen.getByText("स्टॉक में वापस आते ही हम आपके रजिस्टर्ड मोबाइल नंबर पर एक SMS भेजेंगे।")).toBeTruthy()
    fireEvent.click(button)
    expect(await screen.findByRole("button", { name: "SMS रद्द करें" })).toBeTruthy()
    expect(screen.getByText("स्टॉक में वापस आते ही हम आपको SMS भेजेंगे।")).toBeTruthy()
    expect(screen.queryByText("We'll SMS you when it's back.")).toBeNull()
  })
})

describe("Ratings & Reviews in Hindi", () => {
  const review = (n: number, rating: number): Review => ({
    _id: id(n), rating, title: `Title ${n}`, body: `Words ${n}`, author: "Asha R.", verified: n === 1, helpfulCount: n,
    createdAt: `2026-11-0${n}T10:00:00.000Z`, updatedAt: `2026-11-0${n}T10:00:00.000Z`
  })

  const show = async (mine: MyReviewAnswer | null) => {
    const reviews = [review(1, 5), review(2, 4), review(3, 4)]
    const calls = {
      list: (_slug: string, sort: string, page: number) => Effect.succeed({ success: true, summary: summaryOf(reviews.map((r) => r.rating)), reviews, sort, page, limit: 10, total: 3 }),
      mine: () => Effect.succeed({ success: true, ...mine! }),
      save: () => Effect.never,
      vote: () => Effect.never
    } as unknown as ReviewCalls
    const runtime = ManagedRuntime.make(Layer.succeed(ReviewApi, Effect.succeed(calls)))
    const auth = createActor(setup({}).createMachine({ context: { isAuth: mine !== null } })).start()
    const services = { actors: { auth }, shop: testShop(), runtime: apiRuntimeOf(() => Promise.resolve(runtime)) } as unknown as AppServices
    render(await inHindi(<AppProvider value={services}><ReviewsSection slug="cotton-kurta" /></AppProvider>))
    await screen.findByText("4.3")
  }

  it("shows a visitor the rating, the reviews and who may rate, in Hindi; the reviews as written", async () => {
    await show(null)
    expect(screen.getByRole("heading", { name: "रेटिंग और रिव्यू" })).toBeTruthy()
    expect(screen.getByText("3 रेटिंग")).toBeTruthy()
    expect(screen.getByRole("list", { name: "स्टार के अनुसार रेटिंग" })).toBeTruthy()
    expect(screen.getByRole("heading", { name: "3 रिव्यू" })).toBeTruthy()
    expect(screen.getByText("वेरिफ़ाइड खरीदार")).toBeTruthy()
    expect(screen.getByText("Asha R., 1 नवंबर 2026")).toBeTruthy()
    expect(screen.getByText("Title 1")).toBeTruthy()
    expect(screen.getByText("जिन ग्राहकों को यह प्रोडक्ट मिल चुका है, वे इसे रेटिंग दे सकते हैं। रेटिंग देने के लिए कृपया साइन इन करें।", { exact: false })).toBeTruthy()
    expect(screen.getByRole("link", { name: "साइन इन करें" }).getAttribute("href")).toBe("/hi/login")
    expect(screen.getByLabelText("इस क्रम में दिखाएँ")).toBeTruthy()
    expect(screen.getByRole("option", { name: "सबसे मददगार" })).toBeTruthy()
    expect(screen.queryByText("Verified Buyer")).toBeNull()
    expect(screen.queryByText("Sort by")).toBeNull()
  })

  it("gives a customer who may rate the form in Hindi, and checks it in Hindi", async () => {
    await show({ review: null, canRate: true, votes: [] })
    const form = within(screen.getByRole("form", { name: "इस प्रोडक्ट को रेटिंग दें" }))
    expect(form.getByRole("group", { name: "आपकी रेटिंग" })).toBeTruthy()
    expect(form.getByLabelText("1 स्टार")).toBeTruthy()
    fireEvent.change(form.getByLabelText("आपका रिव्यू"), { target: { value: "Soft cotton." } })
    fireEvent.click(form.getByRole("button", { name: "रिव्यू भेजें" }))
    expect((await form.findByRole("alert")).textContent).toBe("कृपया 1 से 5 स्टार में से चुनें।")
    fireEvent.click(form.getByLabelText("2 स्टार"))
    fireEvent.click(form.getByRole("button", { name: "रिव्यू भेजें" }))
    expect((await form.findByRole("alert")).textContent).toBe("कृपया अपने रिव्यू का शीर्षक लिखें।")
    expect(screen.getAllByRole("button", { name: /^मददगार \(\d\)$/ })).toHaveLength(3)
    expect(form.queryByRole("button", { name: "Submit review" })).toBeNull()
  })
})
