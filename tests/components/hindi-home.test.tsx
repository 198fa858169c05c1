import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { BootPayload } from "#src/app/shop.ts"
import { NewsletterOffer } from "#src/components/newsletter-offer.tsx"
import { renderFirstView } from "#src/first-view.server.tsx"
import { inHindi } from "#tests/support/in-hindi.tsx"

// Issue 39: the home page's own texts (its banners, lists and the newsletter offer) in Hindi on a
// Hindi page; the catalogue's names as the shop entered them.

afterEach(cleanup)

const id = (n: number) => n.toString(16).padStart(24, "0")

const BOOT = {
  catalogue: {
    mainHomeSliders: [{ _id: id(1), name: "Festive Sale", slugUrl: "men", status: true, desktopImage: "/images/a.jpg", mobileImage: "/images/a-m.jpg" }],
    threeSliders: [{ _id: id(2), name: "Sarees", superCategory: "Clothing", slugUrl: "women", desktopImage: "/images/b.jpg" }]
  }
} as unknown as BootPayload

/** The home page as the server draws it for an address, parsed. */
const home = async (path: string): Promise<Document> => {
  const { html } = await renderFirstView(path, BOOT, "https://seller.example")
  expect(html).not.toBeNull()
  return new DOMParser().parseFromString(html!, "text/html")
}

const labels = (page: Document, selector: string, attribute: string) =>
  Array.from(page.querySelectorAll(selector)).map((element) => element.getAttribute(attribute))

describe("the home page in Hindi", () => {
  it("names its banners and lists in Hindi, the banners' own names as entered", async () => {
    const page = await home("/hi")
    expect(labels(page, "section[aria-label]", "aria-label")).toEqual(expect.arrayContaining(["ऑफ़र", "ख़ास कलेक्शन"]))
    expect(labels(page, "button[aria-label^='ऑफ़र']", "aria-label")).toEqual(["ऑफ़र 1 दिखाएँ: Festive Sale"])
    expect(labels(page, "img[alt*='Sarees']", "alt")).toEqual(["Clothing में Sarees"])
    expect(Array.from(page.querySelectorAll("h2")).map((h2) => h2.textContent)).toEqual(
      expect.arrayContaining(["आपके लिए सुझाए गए", "अभी ट्रेंड में", "धमाकेदार डील"])
    )
    const text = page.body.textContent ?? ""
    for (const english of ["Recommended for you", "Trending now", "Hot deals"]) expect(text).not.toContain(english)
  })

  it("keeps the spec's English on the English home page", async () => {
    const page = await home("/")
    expect(labels(page, "section[aria-label]", "aria-label")).toEqual(expect.arrayContaining(["Offers", "Featured"]))
    expect(labels(page, "button[aria-label^='Show offer']", "aria-label")).toEqual(["Show offer 1: Festive Sale"])
    expect(labels(page, "img[alt*='Sarees']", "alt")).toEqual(["Sarees in Clothing"])
    expect(Array.from(page.querySelectorAll("h2")).map((h2) => h2.textContent)).toEqual(
      expect.arrayContaining(["Recommended for you", "Trending now", "Hot deals"])
    )
  })

  it("offers the newsletter in Hindi, the code in bold inside the thanks", async () => {
    render(await inHindi(<NewsletterOffer />))
    expect(screen.getByRole("heading", { name: "पहले ऑर्डर पर 20% की छूट पाएँ" })).toBeTruthy()
    expect(screen.getByText("न्यूज़लेटर")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("ई-मेल पता"), { target: { value: "asha@example.com" } })
    fireEvent.click(screen.getByRole("checkbox", { name: "मैं ई-मेल से ऑफ़र पाने और शर्तें मानने के लिए सहमत हूँ।" }))
    fireEvent.click(screen.getByRole("button", { name: "सब्सक्राइब करें" }))
    const code = screen.getByText("WELCOME20")
    expect(code.tagName).toBe("STRONG")
    expect(code.parentElement?.textContent).toBe("धन्यवाद! पहले ऑर्डर पर 20% की छूट के लिए चेकआउट पर कोड WELCOME20 लगाएँ।")
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull()
  })

  it("thanks in the spec's English on an English page", () => {
    render(<NewsletterOffer />)
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "asha@example.com" } })
    fireEvent.click(screen.getByRole("checkbox"))
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }))
    expect(screen.getByText("WELCOME20").parentElement?.textContent).toBe("Thank you! Use the code WELCOME20 at checkout for 20% off your first order.")
  })
})
