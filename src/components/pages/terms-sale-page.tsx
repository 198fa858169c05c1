import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, pageLinks, rich, Section } from "./content-page.tsx"
import { allSteps, cancellableSteps, shopTerms } from "./shop-terms.ts"

/** /TermsSale: the terms on which Bazaar sells: prices, fees, payment, delivery, cancellation and returns. */
export function TermsSalePage() {
  const { t, language } = useTexts(pagesTexts)
  const terms = shopTerms(t)
  const links = pageLinks(language)
  return (
    <ContentPage
      title={t("pages.sale.title")}
      lastUpdated={POLICIES_UPDATED}
      lead={t("pages.sale.lead", { legalName: COMPANY.legalName })}
    >
      <Section title={t("pages.sale.prices")}>
        <ul>
          <li>{t("pages.sale.prices1")}</li>
          <li>{t("pages.sale.prices2")}</li>
          <li>{t("pages.sale.prices3")}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.fees")}>
        <ul>
          <li>{terms.delivery}</li>
          <li>{terms.smallCart}</li>
          <li>{terms.handling}</li>
          <li>{terms.rain}</li>
        </ul>
        <p>{t("pages.sale.fees1")}</p>
      </Section>

      <Section title={t("pages.sale.coupons")}>
        <ul>
          <li>{terms.welcome}</li>
          <li>{t("pages.sale.coupons1")}</li>
          <li>{t("pages.sale.coupons2")}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.placing")}>
        <ul>
          <li>{terms.maxQuantity}</li>
          <li>{t("pages.sale.placing1")}</li>
          <li>{t("pages.sale.placing2")}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.payment")}>
        <ul>
          <li>{rich(t("pages.sale.payment1"))}</li>
          <li>{rich(t("pages.sale.payment2"))}</li>
          <li>{rich(t("pages.sale.payment3"))}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.delivery")}>
        <ul>
          <li>{t("pages.sale.delivery1")}</li>
          <li>{t("pages.sale.delivery2", { steps: allSteps(t) })}</li>
          <li>{t("pages.sale.delivery3")}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.returns")}>
        <ul>
          <li>{rich(t("pages.sale.returns1", { steps: cancellableSteps(t) }), links)}</li>
          <li>{rich(t("pages.sale.returns2"), links)}</li>
          <li>{t("pages.sale.returns3")}</li>
        </ul>
      </Section>

      <Section title={t("pages.sale.complaints")}>
        <p>
          {rich(t("pages.sale.complaints1", { email: COMPANY.email, phone: COMPANY.phone.text, hours: t("pages.care.hoursValue") }), {
            mail: (email) => <a href={`mailto:${COMPANY.email}`}>{email}</a>,
            phone: (phone) => <a href={COMPANY.phone.href}>{phone}</a>
          })}
        </p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
