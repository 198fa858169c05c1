import { pathInLanguage } from "#domain/language.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { POLICIES_UPDATED } from "./company.ts"
import { Callout, ContentPage, pageLinks, rich, Section } from "./content-page.tsx"
import { cancellableSteps, firstUncancellableStep, ORDER_STEPS, stepName } from "./shop-terms.ts"

/** /CancellationPolicy: who may cancel an order, until when, and what happens to the money. */
export function CancellationPolicyPage() {
  const { t, language } = useTexts(pagesTexts)
  const links = pageLinks(language)
  // The orders are listed in My Account's orders part.
  const account = { ...links, account: (words: string) => <a href={`${pathInLanguage("/my-account", language)}#orders`}>{words}</a> }
  return (
    <ContentPage
      title={t("pages.cancellation.title")}
      lastUpdated={POLICIES_UPDATED}
      lead={t("pages.cancellation.lead", { steps: cancellableSteps(t) })}
    >
      <Section title={t("pages.cancellation.steps")}>
        <p>{t("pages.cancellation.steps1")}</p>
        <ol className="mt-4! list-none! space-y-2! pl-0!" aria-label={t("pages.cancellation.stepsLabel")}>
          {ORDER_STEPS.map((step, index) => (
            <li key={step.status} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white">{index + 1}</span>
              <span className="min-w-0 font-semibold text-slate-900">{stepName(t, step.status)}</span>
              <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-medium ${step.customerCanCancel ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>
                {step.customerCanCancel ? t("pages.cancellation.canCancel") : t("pages.cancellation.cannotCancel")}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t("pages.cancellation.how")}>
        <ol>
          <li>{rich(t("pages.cancellation.how1"), account)}</li>
          <li>{rich(t("pages.cancellation.how2"))}</li>
          <li>{t("pages.cancellation.how3")}</li>
        </ol>
        <p>{rich(t("pages.cancellation.how4", { step: firstUncancellableStep(t) }), links)}</p>
      </Section>

      <Section title={t("pages.cancellation.money")}>
        <ul>
          <li>{rich(t("pages.cancellation.money1"))}</li>
          <li>{rich(t("pages.cancellation.money2"))}</li>
          <li>{rich(t("pages.cancellation.money3"), links)}</li>
          <li>{rich(t("pages.cancellation.money4"))}</li>
        </ul>
      </Section>

      <Section title={t("pages.cancellation.we")}>
        <p>{t("pages.cancellation.we1")}</p>
        <ul>
          <li>{t("pages.cancellation.we2")}</li>
          <li>{t("pages.cancellation.we3")}</li>
          <li>{t("pages.cancellation.we4")}</li>
          <li>{t("pages.cancellation.we5")}</li>
        </ul>
        <p>{t("pages.cancellation.we6")}</p>
      </Section>

      <Callout title={t("pages.cancellation.help")}>
        <p>{rich(t("pages.cancellation.help1"), links)}</p>
      </Callout>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
