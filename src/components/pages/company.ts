/**
 * Who the shop is and how to reach it, as the company and customer-service pages state it. The
 * Consumer Protection (E-Commerce) Rules, 2020 (rule 4) ask a marketplace to show its legal name,
 * address, customer-care contacts and grievance officer; the footer's contact block says the same.
 * Their words (the hours, the officer's title and promise) are the pages' messages (domain/messages/pages.*.ts).
 */
export const COMPANY = {
  legalName: "Bazaar Retail Pvt. Ltd.",
  address: ["4th Floor, Prestige Tech Park", "Outer Ring Road", "Bengaluru, Karnataka 560103"],
  phone: { text: "+91 80 4567 1234", href: "tel:+918045671234" },
  email: "care@bazaar.example"
} as const

/** Rule 4(4) and 4(5) of the E-Commerce Rules 2020, and the contact the DPDP Act 2023 asks for. */
export const GRIEVANCE_OFFICER = {
  name: "Ms. Kavya Raghunathan",
  email: "grievance@bazaar.example",
  phone: COMPANY.phone,
  /** Rule 4(5): acknowledge within 48 hours (redress within one month of receipt). */
  acknowledgeWithinHours: 48
} as const

export const CAREERS_EMAIL = "careers@bazaar.example"
export const AFFILIATES_EMAIL = "affiliates@bazaar.example"

/** When the policy texts were last revised (ISO date, shown on every page). */
export const POLICIES_UPDATED = "2026-11-20"
