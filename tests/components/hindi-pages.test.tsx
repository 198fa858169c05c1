import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import type { ComponentType } from "react"
import { afterEach, describe, expect, it } from "vitest"
import type { BlogPost } from "#domain/blog.ts"
import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { CallFailed } from "#domain/failures.ts"
import { Conflict, TooManyRequests } from "#domain/http/errors.ts"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { formatRupees } from "#domain/money.ts"
import { FREE_DELIVERY_THRESHOLD, HANDLING_FEE } from "#domain/pricing.ts"
import { AboutPage } from "#src/components/pages/about-page.tsx"
import { AffiliatePage } from "#src/components/pages/affiliate-page.tsx"
import { CancellationPolicyPage } from "#src/components/pages/cancellation-policy-page.tsx"
import { CareerPage } from "#src/components/pages/career-page.tsx"
import { COMPANY, GRIEVANCE_OFFICER } from "#src/components/pages/company.ts"
import { type ContactAnswer, ContactPage } from "#src/components/pages/contact-page.tsx"
import { FaqPage } from "#src/components/pages/faq-page.tsx"
import { PrivacyPolicyPage } from "#src/components/pages/privacy-policy-page.tsx"
import { RefundPolicyPage } from "#src/components/pages/refund-policy-page.tsx"
import { TermsSalePage } from "#src/components/pages/terms-sale-page.tsx"
import { TermsUsePage } from "#src/components/pages/terms-use-page.tsx"
import { Route as BlogRoute } from "#src/routes/_layout/Blog.tsx"
import { Route as BlogDetailsRoute } from "#src/routes/_layout/BlogDetails.tsx"
import { inHindi } from "../support/in-hindi.tsx"

// Issue 39: the company and customer-service pages and the blog's chrome in Hindi. The policies are
// read in full: no English is left but the shop's names, codes and the catalogue's departments.

afterEach(cleanup)

/** What stays as written on a Hindi page: names, addresses, e-mails, codes and abbreviations. */
const KEPT = [
  COMPANY.legalName, ...COMPANY.address, COMPANY.email, GRIEVANCE_OFFICER.name, GRIEVANCE_OFFICER.email,
  "careers@bazaar.example", "affiliates@bazaar.example", "bazaar.example", "name@example.com", "/hi/order-tracking/",
  ...SUPER_CATEGORY_NAMES, "Bazaar", "WELCOME20", "BZ-000123", "HttpOnly", "YouTube", "Instagram", "React", "TypeScript",
  "PostgreSQL", "Android", "GST", "MRP", "UPI", "PIN", "SMS", "OTP", "CVV", "IP", "IT", "DPDP", "TDS", "PAN", "ASCI", "IMEI",
  "IST", "CV", "PDF", "API"
]

/** The Latin words left in `text` once what stays as written is taken out. */
const englishWordsIn = (text: string): ReadonlyArray<string> =>
  [...KEPT].sort((a, b) => b.length - a.length).reduce((rest, kept) => rest.split(kept).join(" "), text).match(/[A-Za-z]{2,}/g) ?? []

const ContactWithoutServer = () => <ContactPage send={() => Promise.resolve(null)} />

const PAGES: ReadonlyArray<readonly [name: string, Page: ComponentType, h1: string]> = [
  ["About", AboutPage, "हमारे बारे में"],
  ["Affiliate", AffiliatePage, "एफ़िलिएट प्रोग्राम"],
  ["Cancellation Policy", CancellationPolicyPage, "ऑर्डर रद्द करने की नीति"],
  ["Career", CareerPage, "करियर"],
  ["Contact", ContactWithoutServer, "संपर्क करें"],
  ["FAQ", FaqPage, "अक्सर पूछे जाने वाले सवाल"],
  ["Privacy Policy", PrivacyPolicyPage, "गोपनीयता नीति"],
  ["Refund Policy", RefundPolicyPage, "रिफ़ंड नीति"],
  ["Terms Of Sale", TermsSalePage, "बिक्री की शर्तें"],
  ["Terms Of Use", TermsUsePage, "उपयोग की शर्तें"]
]

describe("the company and service pages in Hindi", () => {
  it.each(PAGES)("%s is in Hindi from its h1 to its last line, labels included", async (_name, Page, h1) => {
    const { container } = render(await inHindi(<Page />))
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(h1)
    expect(englishWordsIn(container.textContent ?? "")).toEqual([])
    const labels = Array.from(container.querySelectorAll("[aria-label]")).map((element) => element.getAttribute("aria-label") ?? "")
    expect(englishWordsIn(labels.join(" "))).toEqual([])
  })

  it("links to the shop's pages in Hindi (under /hi)", async () => {
    render(await inHindi(<CancellationPolicyPage />))
    expect(screen.getAllByRole("link", { name: "रिफ़ंड नीति" })[0]!.getAttribute("href")).toBe("/hi/RefundPolicy")
    expect(screen.getByRole("link", { name: "मेरा खाता" }).getAttribute("href")).toBe("/hi/my-account#orders")
  })

  it("states the fees and steps from the domain in Hindi, figures as the code computes them", async () => {
    render(await inHindi(<TermsSalePage />))
    const text = screen.getByRole("heading", { level: 1 }).closest("article")?.textContent ?? ""
    expect(text).toContain(`का कुल ${formatRupees(FREE_DELIVERY_THRESHOLD)} या उससे ज़्यादा हो, तो डिलीवरी फ्री है।`)
    expect(text).toContain(`${formatRupees(HANDLING_FEE)} का हैंडलिंग शुल्क`)
    expect(text).toContain("जब तक ऑर्डर ‘ऑर्डर मिला’ या ‘तैयार हो रहा है’ स्थिति में है")
    expect(text).toContain("ऑर्डर मिला, तैयार हो रहा है, भेज दिया गया, डिलीवरी के लिए निकला, डिलीवर हो गया")
    expect(screen.getByText("20 नवंबर 2026").tagName).toBe("TIME")
  })

  it("lists the cancellation steps and who may cancel at each, in Hindi", async () => {
    render(await inHindi(<CancellationPolicyPage />))
    const steps = within(screen.getByRole("list", { name: "ऑर्डर के चरण" })).getAllByRole("listitem")
    expect(steps.map((step) => step.textContent)).toEqual([
      "1ऑर्डर मिलारद्द कर सकते हैं",
      "2तैयार हो रहा हैरद्द कर सकते हैं",
      "3भेज दिया गयाअब रद्द नहीं कर सकते",
      "4डिलीवरी के लिए निकलाअब रद्द नहीं कर सकते",
      "5डिलीवर हो गयाअब रद्द नहीं कर सकते"
    ])
  })

  it("gives the refund table's ways and times in Hindi", async () => {
    render(await inHindi(<RefundPolicyPage />))
    const table = screen.getByRole("table", { name: "रिफ़ंड जारी होने के बाद आप तक पहुँचने में कितना समय लगता है" })
    expect(within(table).getByRole("row", { name: /^UPI/ }).textContent).toContain("1 से 3 कामकाजी दिन")
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toContain("Bazaar वॉलेट")
  })

  it("names each role's e-mail application in Hindi", async () => {
    render(await inHindi(<CareerPage />))
    const link = screen.getByRole("link", { name: "बैकएंड इंजीनियर पद के लिए ई-मेल से आवेदन करें" })
    expect(link.textContent).toBe("ई-मेल से आवेदन करें")
    expect(link.getAttribute("href")).toBe(`mailto:careers@bazaar.example?subject=${encodeURIComponent("आवेदन: बैकएंड इंजीनियर")}`)
  })
})

describe("the contact form in Hindi", () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText("नाम"), { target: { value: "Asha Rao" } })
    fireEvent.change(screen.getByLabelText("ई-मेल"), { target: { value: "asha@example.in" } })
    fireEvent.change(screen.getByLabelText("मैसेज"), { target: { value: "Where is my parcel BZ-000123?" } })
  }

  it("says what to fix in Hindi, with the schema's limits", async () => {
    render(await inHindi(<ContactPage send={() => Promise.resolve(null)} />))
    fireEvent.change(screen.getByLabelText("नाम"), { target: { value: "R" } })
    fireEvent.click(screen.getByRole("button", { name: "मैसेज भेजें" }))
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toContain("कृपया फ़ॉर्म जाँचें:")
    expect(Array.from(alert.querySelectorAll("li")).map((li) => li.textContent)).toEqual([
      "कृपया अपना नाम लिखें (कम से कम 2 अक्षर)।",
      "कृपया सही ई-मेल पता लिखें, जैसे name@example.com",
      "कृपया अपना मैसेज लिखें (कम से कम 10 अक्षर)।"
    ])
  })

  it("thanks in Hindi, and says a failed call's sentence in Hindi", async () => {
    let answer: ContactAnswer = null
    const send = (_: ContactMessage) => Promise.resolve(answer)
    render(await inHindi(<ContactPage send={send} />))
    fill()
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "मैसेज भेजें" })) })
    expect(screen.getByRole("status").textContent).toBe("धन्यवाद! हम 24 घंटे के भीतर जवाब देंगे।")
    answer = { failure: new CallFailed({ text: "Message Not Sent", reason: new TooManyRequests({ message: "", retryAfterSeconds: 60 }) }) }
    fill()
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "मैसेज भेजें" })) })
    expect((await screen.findByRole("alert")).textContent).toBe("बहुत ज़्यादा कोशिशें हो गईं; कृपया थोड़ी देर रुककर फिर से कोशिश करें।")
    // Words only the server knows stay as it wrote them.
    answer = { failure: new CallFailed({ text: "Message Not Sent", reason: new Conflict({ message: "This message was already sent." }) }) }
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "मैसेज भेजें" })) })
    expect((await screen.findByRole("alert")).textContent).toBe("This message was already sent.")
  })

  it("says in Hindi that sending failed when the sender rejects", async () => {
    render(await inHindi(<ContactPage send={() => Promise.reject(new Error("network down"))} />))
    fill()
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "मैसेज भेजें" })) })
    expect(screen.getByRole("alert").textContent).toBe("माफ़ कीजिए, आपका मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें, या हमें ई-मेल करें।")
  })
})

const POST: BlogPost = {
  _id: "p1" as BlogPost["_id"],
  title: "Saree care at home",
  slugUrl: "saree-care" as BlogPost["slugUrl"],
  coverImage: "https://img.example/saree.jpg" as BlogPost["coverImage"],
  summary: "How to keep silk sarees bright.",
  body: "Fold them loosely.\n\nAir them out.",
  publishedAt: "2026-11-29T06:30:00.000Z" as BlogPost["publishedAt"]
}

/** A blog screen drawn at its own route id, with the loader's answer given, as a Hindi page draws it. */
const showBlogScreen = async (id: "/_layout/Blog" | "/_layout/BlogDetails", data: unknown) => {
  const component = (id === "/_layout/Blog" ? BlogRoute : BlogDetailsRoute).options.component!
  const root = createRootRoute()
  const screenRoute = createRoute({ getParentRoute: () => root, path: id, loader: () => data, component })
  const router = createRouter({ routeTree: root.addChildren([screenRoute]), history: createMemoryHistory({ initialEntries: [id] }) })
  render(await inHindi(<RouterProvider router={router} />))
  return screen.findByRole("heading", { level: 1 })
}

describe("the blog in Hindi", () => {
  it("draws the list's words and dates in Hindi; the posts stay as written", async () => {
    const heading = await showBlogScreen("/_layout/Blog", { blogs: [POST], page: 2, limit: 1, total: 3 })
    expect(heading.textContent).toBe("Bazaar ब्लॉग")
    expect(screen.getByText("Saree care at home")).toBeTruthy()
    expect(screen.getByText("29 नवंबर 2026").tagName).toBe("TIME")
    expect(screen.getByText("आगे पढ़ें")).toBeTruthy()
    const paging = screen.getByRole("navigation", { name: "ब्लॉग के पेज" })
    expect(paging.textContent).toBe("नई पोस्टपेज 2 / 3पुरानी पोस्ट")
  })

  it("says there are no posts yet in Hindi", async () => {
    await showBlogScreen("/_layout/Blog", { blogs: [], page: 1, limit: 9, total: 0 })
    expect(screen.getByText(/अभी कोई पोस्ट नहीं है।/).textContent).toBe("अभी कोई पोस्ट नहीं है। खरीदारी जारी रखें")
  })

  it("draws a post with its way back in Hindi", async () => {
    const heading = await showBlogScreen("/_layout/BlogDetails", POST)
    expect(heading.textContent).toBe("Saree care at home")
    expect(screen.getByRole("link", { name: "सभी पोस्ट" })).toBeTruthy()
    expect(screen.getByText("29 नवंबर 2026").tagName).toBe("TIME")
  })
})
