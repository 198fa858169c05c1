import { useId } from "react"
import { COMPANY, GRIEVANCE_OFFICER } from "./company.ts"
import { TEXT_LINK } from "./content-page.tsx"

const card = "rounded-xl border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700 sm:p-5"

/** The company's address, phone, e-mail and hours (the same as the footer's contact block). */
export function CompanyContact({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section aria-labelledby={headingId} className={card}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">Customer care</Heading>
      <address className="mt-2 not-italic">
        <p className="font-medium text-slate-900">{COMPANY.legalName}</p>
        {COMPANY.address.map((line) => <p key={line}>{line}</p>)}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">Phone</dt>
          <dd><a className={TEXT_LINK} href={COMPANY.phone.href}>{COMPANY.phone.text}</a></dd>
          <dt className="text-slate-500">E-mail</dt>
          <dd><a className={TEXT_LINK} href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a></dd>
          <dt className="text-slate-500">Hours</dt>
          <dd>{COMPANY.hours}</dd>
        </dl>
      </address>
    </section>
  )
}

/** The grievance officer of the Consumer Protection (E-Commerce) Rules 2020, also for DPDP Act requests. */
export function GrievanceOfficerContact({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section aria-labelledby={headingId} className={card}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">{GRIEVANCE_OFFICER.title}</Heading>
      <address className="mt-2 not-italic">
        <p className="font-medium text-slate-900">{GRIEVANCE_OFFICER.name}</p>
        <p>{COMPANY.legalName}, {COMPANY.address.join(", ")}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">E-mail</dt>
          <dd><a className={TEXT_LINK} href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a></dd>
          <dt className="text-slate-500">Phone</dt>
          <dd><a className={TEXT_LINK} href={GRIEVANCE_OFFICER.phone.href}>{GRIEVANCE_OFFICER.phone.text}</a></dd>
        </dl>
      </address>
      <p className="mt-3">
        We acknowledge every complaint within {GRIEVANCE_OFFICER.acknowledgeWithin} and resolve it within{" "}
        {GRIEVANCE_OFFICER.resolveWithin} of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.
        Please quote your order number (for example BZ-000123) if the complaint is about an order.
      </p>
    </section>
  )
}
