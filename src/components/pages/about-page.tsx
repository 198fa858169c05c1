import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { CompanyContact } from "./company-contact.tsx"
import { COMPANY } from "./company.ts"
import { ContentPage, pageLinks, rich, Section } from "./content-page.tsx"
import { shopTerms } from "./shop-terms.ts"

/** /About: who runs Bazaar, what it sells, and what a shopper can count on. */
export function AboutPage() {
  const { t, language } = useTexts(pagesTexts)
  const terms = shopTerms(t)
  return (
    <ContentPage title={t("pages.about.title")} lead={t("pages.about.lead")}>
      <Section title={t("pages.about.who")}>
        <p>{rich(t("pages.about.who1", { legalName: COMPANY.legalName }))}</p>
        <p>{t("pages.about.who2")}</p>
      </Section>

      <Section title={t("pages.about.what")}>
        <p>{t("pages.about.what1")}</p>
        <ul>
          {SUPER_CATEGORY_NAMES.map((name) => <li key={name}>{name}</li>)}
        </ul>
        <p>{t("pages.about.what2")}</p>
      </Section>

      <Section title={t("pages.about.count")}>
        <ul>
          <li>{rich(t("pages.about.prices"))}</li>
          <li>{rich(t("pages.about.delivery", { delivery: terms.delivery }))}</li>
          <li>{rich(t("pages.about.pay"))}</li>
          <li>{rich(t("pages.about.pincode"))}</li>
          <li>{rich(t("pages.about.signIn"))}</li>
          <li>{rich(t("pages.about.welcome", { welcome: terms.welcome }))}</li>
        </ul>
      </Section>

      <Section title={t("pages.about.sell")}>
        <p>{rich(t("pages.about.sell1"), pageLinks(language))}</p>
      </Section>

      <div className="mt-8">
        <CompanyContact />
      </div>
    </ContentPage>
  )
}
