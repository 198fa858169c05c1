import { useId } from "react"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { COMPANY, GRIEVANCE_OFFICER } from "./company.ts"
import { TEXT_LINK } from "./content-page.tsx"

const card = "rounded-xl border border-slate-200 bg-white p-4 text-sm leading-6 text-slate-700 sm:p-5"

/** The company's address, phone, e-mail and hours (the same as the footer's contact block). */
export function CompanyContact({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const headingId = useId()
  const { t } = useTexts(pagesTexts)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section aria-labelledby={headingId} className={card}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">{t("pages.care.title")}</Heading>
      <address className="mt-2 not-italic">
        <p className="font-medium text-slate-900">{COMPANY.legalName}</p>
        {COMPANY.address.map((line) => <p key={line}>{line}</p>)}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">{t("pages.care.phone")}</dt>
          <dd><a className={TEXT_LINK} href={COMPANY.phone.href}>{COMPANY.phone.text}</a></dd>
          <dt className="text-slate-500">{t("pages.care.email")}</dt>
          <dd className="min-w-0 break-words"><a className={TEXT_LINK} href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a></dd>
          <dt className="text-slate-500">{t("pages.care.hours")}</dt>
          <dd>{t("pages.care.hoursValue")}</dd>
        </dl>
      </address>
    </section>
  )
}

/** The grievance officer of the Consumer Protection (E-Commerce) Rules 2020, also for DPDP Act requests. */
export function GrievanceOfficerContact({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const headingId = useId()
  const { t } = useTexts(pagesTexts)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <section aria-labelledby={headingId} className={card}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">{t("pages.grievance.title")}</Heading>
      <address className="mt-2 not-italic">
        <p className="font-medium text-slate-900">{GRIEVANCE_OFFICER.name}</p>
        <p>{COMPANY.legalName}, {COMPANY.address.join(", ")}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">{t("pages.care.email")}</dt>
          <dd className="min-w-0 break-words"><a className={TEXT_LINK} href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a></dd>
          <dt className="text-slate-500">{t("pages.care.phone")}</dt>
          <dd><a className={TEXT_LINK} href={GRIEVANCE_OFFICER.phone.href}>{GRIEVANCE_OFFICER.phone.text}</a></dd>
        </dl>
      </address>
      <p className="mt-3">{t("pages.grievance.promise", { hours: String(GRIEVANCE_OFFICER.acknowledgeWithinHours) })}</p>
    </section>
  )
}
