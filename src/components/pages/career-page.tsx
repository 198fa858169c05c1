import { useId } from "react"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { CAREERS_EMAIL } from "./company.ts"
import { ContentPage, rich, Section } from "./content-page.tsx"
import type { PagesTranslate } from "./shop-terms.ts"

/** Open roles, all in our Bengaluru office on Outer Ring Road, by their messages' names (`pages.role.<role>.*`). */
const OPEN_ROLES = ["frontend", "backend", "category", "care", "warehouse"] as const
type Role = (typeof OPEN_ROLES)[number]

/** /Career: why work at Bazaar, the open roles in Bengaluru, and how to apply by e-mail. */
export function CareerPage() {
  const { t } = useTexts(pagesTexts)
  return (
    <ContentPage title={t("pages.career.title")} lead={t("pages.career.lead")}>
      <Section title={t("pages.career.working")}>
        <ul>
          <li>{t("pages.career.working1")}</li>
          <li>{t("pages.career.working2")}</li>
          <li>{t("pages.career.working3")}</li>
        </ul>
      </Section>

      <section aria-labelledby="open-roles" className="mt-8">
        <h2 id="open-roles" className="text-xl font-semibold text-slate-900">{t("pages.career.roles")}</h2>
        <ul className="mt-4 grid gap-4">
          {OPEN_ROLES.map((role) => <RoleCard key={role} role={role} t={t} />)}
        </ul>
      </section>

      <Section title={t("pages.career.apply")}>
        <ol>
          <li>{rich(t("pages.career.apply1", { email: CAREERS_EMAIL }), { mail: (email) => <a href={`mailto:${CAREERS_EMAIL}`}>{email}</a> })}</li>
          <li>{t("pages.career.apply2")}</li>
          <li>{t("pages.career.apply3")}</li>
        </ol>
        <p>{t("pages.career.apply4")}</p>
        <p>{rich(t("pages.career.apply5"))}</p>
      </Section>
    </ContentPage>
  )
}

function RoleCard({ role, t }: { readonly role: Role; readonly t: PagesTranslate }) {
  const headingId = useId()
  const title = t(`pages.role.${role}.title`)
  const subject = encodeURIComponent(t("pages.career.subject", { role: title }))
  const youWill = [t(`pages.role.${role}.will1`), t(`pages.role.${role}.will2`), t(`pages.role.${role}.will3`)]
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-500">{t("pages.career.roleMeta", { team: t(`pages.role.${role}.team`), type: t(`pages.role.${role}.type`) })}</p>
        </div>
        <p className="mt-2 text-[15px] leading-7 text-slate-700">{t(`pages.role.${role}.summary`)}</p>
        <p className="mt-2 text-sm font-medium text-slate-900">{t("pages.career.youWill")}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-[15px] leading-7 text-slate-700">
          {youWill.map((line) => <li key={line}>{line}</li>)}
        </ul>
        <a
          href={`mailto:${CAREERS_EMAIL}?subject=${subject}`}
          aria-label={t("pages.career.applyFor", { role: title })}
          className="mt-3 inline-block max-w-full rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          {t("pages.career.applyButton")}
        </a>
      </article>
    </li>
  )
}
