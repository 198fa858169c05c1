import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import type { ComponentType } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { MAX_CART_QUANTITY } from "#domain/cart.ts"
import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { COMPARE_LIMIT } from "#domain/compare.ts"
import { formatRupees } from "#domain/money.ts"
import { WELCOME_COUPON } from "#domain/order.ts"
import {
  DELIVERY_CHARGE,
  FREE_DELIVERY_THRESHOLD,
  HANDLING_FEE,
  RAIN_FEE,
  SMALL_CART_FEE,
  SMALL_CART_THRESHOLD
} from "#domain/pricing.ts"
import { AboutPage } from "#src/components/pages/about-page.tsx"
import { AffiliatePage } from "#src/components/pages/affiliate-page.tsx"
import { CancellationPolicyPage } from "#src/components/pages/cancellation-policy-page.tsx"
import { CareerPage } from "#src/components/pages/career-page.tsx"
import { ContactPage } from "#src/components/pages/contact-page.tsx"
import { FaqPage } from "#src/components/pages/faq-page.tsx"
import { PrivacyPolicyPage } from "#src/components/pages/privacy-policy-page.tsx"
import { RefundPolicyPage } from "#src/components/pages/refund-policy-page.tsx"
import { TermsSalePage } from "#src/components/pages/terms-sale-page.tsx"
import { TermsUsePage } from "#src/components/pages/terms-use-page.tsx"

afterEach(cleanup)

const ContactWithoutServer = () => <ContactPage send={() => Promise.resolve(null)} />

/** Every page: its component, its one h1, and text that must be on it. */
const PAGES: ReadonlyArray<readonly [name: string, Page: ComponentType, h1: string, content: ReadonlyArray<string>]> = [
  ["About", AboutPage, "About Us", ["Bazaar Retail Pvt. Ltd.", "GST", "Cash on Delivery", ...SUPER_CATEGORY_NAMES]],
  ["Privacy Policy", PrivacyPolicyPage, "Privacy Policy", ["Digital Personal Data Protection Act, 2023", "Data Protection Board of India", "We do not sell your personal data"]],
  ["Career", CareerPage, "Careers", ["Open roles in Bengaluru", "careers@bazaar.example", "never asks for money"]],
  ["Contact", ContactWithoutServer, "Contact Us", ["Monday to Saturday, 9 am to 7 pm IST", "+91 80 4567 1234", "care@bazaar.example"]],
  ["Affiliate", AffiliatePage, "Affiliate Programme", ["affiliates@bazaar.example", WELCOME_COUPON.code, "TDS"]],
  ["FAQ", FaqPage, "Frequently Asked Questions", ["How much does delivery cost?", "What is the Handlling Fee?"]],
  ["Refund Policy", RefundPolicyPage, "Refund Policy", ["original", "Bazaar wallet", "UPI", "Cash on Delivery orders"]],
  ["Terms Of Use", TermsUsePage, "Terms Of Use", ["Information Technology Act, 2000", "one-time code", "1915"]],
  ["Terms Of Sale", TermsSalePage, "Terms Of Sale", ["include GST", "UPI", "net banking", "Cash on Delivery", "PIN code"]],
  ["Cancellation Policy", CancellationPolicyPage, "Cancellation Policy", ["Cancel order", "Yes, cancel it", "Dispatched"]]
]

/** h1 first and only once; no level skipped on the way down (h2 after h1, h3 after h2). */
const headingLevels = (root: HTMLElement): ReadonlyArray<number> =>
  Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName.slice(1)))

describe("company and customer-service pages", () => {
  it.each(PAGES)("%s shows its one h1 and its key content", (_name, Page, h1, content) => {
    const { container } = render(<Page />)
    const headings = screen.getAllByRole("heading", { level: 1 })
    expect(headings.map((h) => h.textContent)).toEqual([h1])
    const text = container.textContent ?? ""
    for (const phrase of content) expect(text).toContain(phrase)
  })

  it.each(PAGES)("%s has its headings in order", (_name, Page) => {
    const { container } = render(<Page />)
    const levels = headingLevels(container)
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1)
    })
  })

  it.each([
    ["Privacy Policy", PrivacyPolicyPage],
    ["Refund Policy", RefundPolicyPage],
    ["Terms Of Use", TermsUsePage],
    ["Terms Of Sale", TermsSalePage],
    ["Cancellation Policy", CancellationPolicyPage],
    ["Contact", ContactWithoutServer]
  ] as const)("%s names the grievance officer of the E-Commerce Rules 2020 with e-mail and response times", (_name, Page) => {
    render(<Page />)
    const officer = screen.getByRole("region", { name: "Grievance Officer" })
    expect(officer.textContent).toContain("Ms. Kavya Raghunathan")
    expect(within(officer).getByRole("link", { name: "grievance@bazaar.example" }).getAttribute("href")).toBe("mailto:grievance@bazaar.example")
    expect(officer.textContent).toContain("acknowledge every complaint within 48 hours")
    expect(officer.textContent).toContain("within one month")
  })

  it("policies say when they were last updated, as a machine-readable date", () => {
    render(<PrivacyPolicyPage />)
    const time = screen.getByText("20 November 2026")
    expect(time.tagName).toBe("TIME")
    expect(time.getAttribute("dateTime")).toBe("2026-11-20")
  })

  it("Terms Of Sale states every fee and the quantity limit from the domain's constants", () => {
    const { container } = render(<TermsSalePage />)
    const text = container.textContent ?? ""
    expect(text).toContain(`Delivery is free when the items in your order (at their selling prices, before any coupon or wallet money) add up to ${formatRupees(FREE_DELIVERY_THRESHOLD)} or more. Below that, a Delivery Charge of ${formatRupees(DELIVERY_CHARGE)} is added.`)
    expect(text).toContain(`less than ${formatRupees(SMALL_CART_THRESHOLD)}, a Small Cart Fee of ${formatRupees(SMALL_CART_FEE)}`)
    expect(text).toContain(`Handlling Fee of ${formatRupees(HANDLING_FEE)}`)
    expect(text).toContain(`Rain Fee of ${formatRupees(RAIN_FEE)} per order`)
    expect(text).toContain(`up to ${MAX_CART_QUANTITY} units of any one item`)
    expect(text).toContain(`${WELCOME_COUPON.code} at checkout for ${WELCOME_COUPON.percentOff}% off`)
    expect(text).toContain("Received, Processing, Dispatched, Out for delivery, Delivered")
  })

  it("Cancellation Policy lets the customer cancel only before Dispatched (DESIGN §4)", () => {
    render(<CancellationPolicyPage />)
    const steps = within(screen.getByRole("list", { name: "Order steps" })).getAllByRole("listitem")
    expect(steps.map((step) => step.textContent)).toEqual([
      "1ReceivedYou can cancel",
      "2ProcessingYou can cancel",
      "3DispatchedYou can no longer cancel",
      "4Out for deliveryYou can no longer cancel",
      "5DeliveredYou can no longer cancel"
    ])
    expect(screen.getByRole("heading", { level: 1 }).closest("article")?.textContent).toContain("while it is Received or Processing")
  })

  it("Refund Policy gives a refund time for each way of paying", () => {
    render(<RefundPolicyPage />)
    const table = screen.getByRole("table", { name: "How long a refund takes to reach you after we issue it" })
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getByRole("rowheader").textContent)
    expect(rows).toEqual(["Bazaar wallet", "UPI", "Net banking", "Debit or credit card", "Cash on Delivery orders"])
    expect(within(table).getByRole("row", { name: /^UPI/ }).textContent).toContain("1 to 3 working days")
  })

  it("Refund Policy says how to withdraw a return before its pickup", () => {
    render(<RefundPolicyPage />)
    const steps = screen.getByRole("heading", { name: "How to return or exchange" }).parentElement!
    expect(steps.textContent).toContain("Until the items are picked up, press Withdraw request on the order's page: nothing is picked up and the items stay with you.")
  })

  it("Careers lists open roles in Bengaluru, each with an e-mail application link naming the role", () => {
    render(<CareerPage />)
    const roles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)
    expect(roles.length).toBeGreaterThanOrEqual(3)
    for (const role of roles) {
      const link = screen.getByRole("link", { name: `Apply by e-mail for ${role}` })
      expect(link.getAttribute("href")).toBe(`mailto:careers@bazaar.example?subject=${encodeURIComponent(`Application: ${role}`)}`)
    }
  })

  it("About lists every department the shop knows", () => {
    render(<AboutPage />)
    const departments = within(screen.getByRole("region", { name: "What we sell" })).getAllByRole("listitem")
    expect(departments.map((li) => li.textContent)).toEqual([...SUPER_CATEGORY_NAMES])
  })
})

const questions = () => screen.getAllByRole("button").filter((b) => b.hasAttribute("aria-expanded"))
const question = (name: string) => screen.getByRole("button", { name })
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "")
  if (panel === null) throw new Error(`no panel for ${button.textContent}`)
  return panel
}
/** An answer's text, read after opening its question (a click when it is closed). */
const answer = (name: string) => {
  const button = question(name)
  if (button.getAttribute("aria-expanded") !== "true") fireEvent.click(button)
  const panel = panelOf(button)
  expect(panel.hidden).toBe(false)
  return panel.textContent ?? ""
}
/**
 * What a browser does for Enter or Space on a focused native <button>: the key events, then a click
 * unless the keydown was cancelled. jsdom sends no click by itself, so this stands in for it.
 */
const press = (element: HTMLElement, key: "Enter" | " ") => {
  const notCancelled = fireEvent.keyDown(element, { key })
  fireEvent.keyUp(element, { key })
  if (notCancelled && element instanceof HTMLButtonElement) fireEvent.click(element)
}

describe("FaqPage", () => {
  it("answers at least 10 questions, all closed at first, each button controlling its own labelled panel", () => {
    render(<FaqPage />)
    const all = questions()
    expect(all.length).toBeGreaterThanOrEqual(10)
    const panelIds = new Set<string>()
    for (const button of all) {
      expect(button.tagName).toBe("BUTTON")
      expect(button.getAttribute("type")).toBe("button")
      expect(button.getAttribute("aria-expanded")).toBe("false")
      const panel = panelOf(button)
      expect(panel.hidden).toBe(true)
      expect(panel.getAttribute("role")).toBe("region")
      expect(panel.getAttribute("aria-labelledby")).toBe(button.id)
      expect(button.parentElement?.tagName).toBe("H3")
      panelIds.add(panel.id)
    }
    expect(panelIds.size).toBe(all.length)
  })

  it("opens an answer with a click and closes it with another, leaving the others closed", () => {
    render(<FaqPage />)
    const button = question("What is the Handlling Fee?")
    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("true")
    expect(panelOf(button).hidden).toBe(false)
    expect(screen.getByRole("region", { name: "What is the Handlling Fee?" })).toBe(panelOf(button))
    expect(questions().filter((b) => b.getAttribute("aria-expanded") === "true")).toEqual([button])
    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("false")
    expect(panelOf(button).hidden).toBe(true)
  })

  it("opens and closes with Enter and Space on the focused question", () => {
    render(<FaqPage />)
    const button = question("Can I cancel my order?")
    button.focus()
    expect(document.activeElement).toBe(button)
    press(button, "Enter")
    expect(button.getAttribute("aria-expanded")).toBe("true")
    expect(panelOf(button).hidden).toBe(false)
    press(button, "Enter")
    expect(button.getAttribute("aria-expanded")).toBe("false")
    expect(panelOf(button).hidden).toBe(true)
    press(button, " ")
    expect(button.getAttribute("aria-expanded")).toBe("true")
    press(button, " ")
    expect(button.getAttribute("aria-expanded")).toBe("false")
  })

  it("moves focus between questions with the arrow keys, Home and End, without toggling them", () => {
    render(<FaqPage />)
    const all = questions()
    all[0]!.focus()
    fireEvent.keyDown(all[0]!, { key: "ArrowDown" })
    expect(document.activeElement).toBe(all[1])
    fireEvent.keyDown(all[1]!, { key: "ArrowUp" })
    expect(document.activeElement).toBe(all[0])
    fireEvent.keyDown(all[0]!, { key: "ArrowUp" })
    expect(document.activeElement).toBe(all[all.length - 1])
    fireEvent.keyDown(all[all.length - 1]!, { key: "ArrowDown" })
    expect(document.activeElement).toBe(all[0])
    fireEvent.keyDown(all[0]!, { key: "End" })
    expect(document.activeElement).toBe(all[all.length - 1])
    fireEvent.keyDown(all[all.length - 1]!, { key: "Home" })
    expect(document.activeElement).toBe(all[0])
    expect(all.every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true)
  })

  it("states the §9 fees as formatRupees of the domain's constants", () => {
    render(<FaqPage />)
    const delivery = answer("How much does delivery cost?")
    expect(delivery).toContain(
      `add up to ${formatRupees(FREE_DELIVERY_THRESHOLD)} or more. Below that, a Delivery Charge of ${formatRupees(DELIVERY_CHARGE)} is added.`
    )
    expect(delivery).toContain(
      `less than ${formatRupees(SMALL_CART_THRESHOLD)}, a Small Cart Fee of ${formatRupees(SMALL_CART_FEE)} is added as well.`
    )
    expect(answer("What is the Handlling Fee?")).toContain(`Every order carries a Handlling Fee of ${formatRupees(HANDLING_FEE)}`)
    expect(answer("Why is there a Rain Fee on my bill?")).toContain(`a Rain Fee of ${formatRupees(RAIN_FEE)} per order`)
    expect(answer("Is there a discount on my first order?")).toContain(
      `Use the code ${WELCOME_COUPON.code} at checkout for ${WELCOME_COUPON.percentOff}% off the items of your first order`
    )
    expect(answer("Is there a limit on how many I can buy?")).toContain(`up to ${MAX_CART_QUANTITY} units of any one item`)
  })

  it("answers the questions about payment, tracking, cancelling, returns, sign-in, wishlist and compare", () => {
    render(<FaqPage />)
    expect(answer("How does Cash on Delivery work?")).toContain("pay the amount due")
    expect(answer("My online payment was declined. Can I try again?")).toContain("Your order is kept for you")
    expect(answer("How do I track my order?")).toContain("/order-tracking/BZ-000123")
    expect(answer("How do I track my order?")).toContain("Received, Processing, Dispatched, Out for delivery, Delivered")
    expect(answer("Can I cancel my order?")).toContain("Yes, while it is Received or Processing.")
    expect(answer("Can I cancel my order?")).toContain("Once it is Dispatched it can no longer be cancelled")
    expect(answer("How do I return an item?")).toContain("care@bazaar.example")
    expect(answer("How do I return an item?")).toContain("Until the pickup you can press Withdraw request on the order's page")
    expect(answer("When will I get my refund?")).toContain("UPI: 1 to 3 working days")
    expect(answer("How do I sign in? I don't have a password.")).toContain("one-time code")
    expect(answer("How do the wishlist and compare work?")).toContain(`up to ${COMPARE_LIMIT} products side by side`)
  })
})
