import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { AFFILIATES_EMAIL, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, rich, Section } from "./content-page.tsx"
import { shopTerms } from "./shop-terms.ts"

/** /Affiliate: the affiliate programme for creators and websites that send shoppers to Bazaar. */
export function AffiliatePage() {
  const { t } = useTexts(pagesTexts)
  const welcome = shopTerms(t).welcome
  const mailto = `mailto:${AFFILIATES_EMAIL}?subject=${encodeURIComponent(t("pages.affiliate.subject"))}`
  return (
    <ContentPage title={t("pages.affiliate.title")} lastUpdated={POLICIES_UPDATED} lead={t("pages.affiliate.lead")}>
      <Section title={t("pages.affiliate.how")}>
        <ol>
          <li>{t("pages.affiliate.how1")}</li>
          <li>{t("pages.affiliate.how2")}</li>
          <li>{t("pages.affiliate.how3")}</li>
          <li>{t("pages.affiliate.how4")}</li>
        </ol>
      </Section>

      <Section title={t("pages.affiliate.promote")}>
        <p>{t("pages.affiliate.promote1", { departments: SUPER_CATEGORY_NAMES.join(", ") })}</p>
        <p>{t("pages.affiliate.promote2", { welcome })}</p>
      </Section>

      <Section title={t("pages.affiliate.commission")}>
        <ul>
          <li>{t("pages.affiliate.commission1")}</li>
          <li>{t("pages.affiliate.commission2")}</li>
          <li>{t("pages.affiliate.commission3")}</li>
          <li>{t("pages.affiliate.commission4")}</li>
        </ul>
      </Section>

      <Section title={t("pages.affiliate.rules")}>
        <ul>
          <li>{t("pages.affiliate.rules1")}</li>
          <li>{t("pages.affiliate.rules2")}</li>
          <li>{t("pages.affiliate.rules3")}</li>
          <li>{t("pages.affiliate.rules4")}</li>
        </ul>
        <p>{t("pages.affiliate.rules5")}</p>
      </Section>

      <Section title={t("pages.affiliate.apply")}>
        <p>{rich(t("pages.affiliate.apply1", { email: AFFILIATES_EMAIL }), { mail: (email) => <a href={mailto}>{email}</a> })}</p>
      </Section>
    </ContentPage>
  )
}
