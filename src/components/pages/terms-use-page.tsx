import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, pageLinks, rich, Section } from "./content-page.tsx"

/** /TermsUse: the rules for using the Bazaar website and account. */
export function TermsUsePage() {
  const { t, language } = useTexts(pagesTexts)
  const links = pageLinks(language)
  return (
    <ContentPage
      title={t("pages.use.title")}
      lastUpdated={POLICIES_UPDATED}
      lead={t("pages.use.lead", { legalName: COMPANY.legalName })}
    >
      <Section title={t("pages.use.account")}>
        <ul>
          <li>{t("pages.use.account1")}</li>
          <li>{t("pages.use.account2")}</li>
          <li>{t("pages.use.account3")}</li>
          <li>{t("pages.use.account4")}</li>
        </ul>
      </Section>

      <Section title={t("pages.use.fair")}>
        <p>{t("pages.use.fair1")}</p>
        <ul>
          <li>{t("pages.use.fair2")}</li>
          <li>{t("pages.use.fair3")}</li>
          <li>{t("pages.use.fair4")}</li>
          <li>{t("pages.use.fair5")}</li>
          <li>{t("pages.use.fair6")}</li>
        </ul>
        <p>{t("pages.use.fair7")}</p>
      </Section>

      <Section title={t("pages.use.content")}>
        <p>{t("pages.use.content1")}</p>
      </Section>

      <Section title={t("pages.use.product")}>
        <p>{rich(t("pages.use.product1"), links)}</p>
      </Section>

      <Section title={t("pages.use.links")}>
        <p>{t("pages.use.links1")}</p>
      </Section>

      <Section title={t("pages.use.responsibility")}>
        <p>{t("pages.use.responsibility1")}</p>
      </Section>

      <Section title={t("pages.use.law")}>
        <p>{t("pages.use.law1")}</p>
      </Section>

      <Section title={t("pages.use.changes")}>
        <p>{t("pages.use.changes1")}</p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
