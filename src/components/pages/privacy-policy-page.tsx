import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, GRIEVANCE_OFFICER, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, rich, Section } from "./content-page.tsx"

/** /PrivacyPolicy: how Bazaar handles personal data, under the Digital Personal Data Protection Act, 2023. */
export function PrivacyPolicyPage() {
  const { t } = useTexts(pagesTexts)
  return (
    <ContentPage
      title={t("pages.privacy.title")}
      lastUpdated={POLICIES_UPDATED}
      lead={t("pages.privacy.lead", { legalName: COMPANY.legalName })}
    >
      <Section title={t("pages.privacy.who")}>
        <p>{t("pages.privacy.who1", { legalName: COMPANY.legalName, address: COMPANY.address.join(", ") })}</p>
      </Section>

      <Section title={t("pages.privacy.collect")}>
        <ul>
          <li>{rich(t("pages.privacy.collect1"))}</li>
          <li>{rich(t("pages.privacy.collect2"))}</li>
          <li>{rich(t("pages.privacy.collect3"))}</li>
          <li>{rich(t("pages.privacy.collect4"))}</li>
          <li>{rich(t("pages.privacy.collect5"))}</li>
          <li>{rich(t("pages.privacy.collect6"))}</li>
        </ul>
        <p>{t("pages.privacy.collect7")}</p>
      </Section>

      <Section title={t("pages.privacy.why")}>
        <p>{t("pages.privacy.why1")}</p>
        <ul>
          <li>{t("pages.privacy.why2")}</li>
          <li>{t("pages.privacy.why3")}</li>
          <li>{t("pages.privacy.why4")}</li>
          <li>{t("pages.privacy.why5")}</li>
          <li>{t("pages.privacy.why6")}</li>
          <li>{t("pages.privacy.why7")}</li>
        </ul>
      </Section>

      <Section title={t("pages.privacy.share")}>
        <p>{t("pages.privacy.share1")}</p>
        <ul>
          <li>{rich(t("pages.privacy.share2"))}</li>
          <li>{rich(t("pages.privacy.share3"))}</li>
          <li>{rich(t("pages.privacy.share4"))}</li>
          <li>{rich(t("pages.privacy.share5"))}</li>
          <li>{rich(t("pages.privacy.share6"))}</li>
        </ul>
      </Section>

      <Section title={t("pages.privacy.keep")}>
        <p>{t("pages.privacy.keep1")}</p>
      </Section>

      <Section title={t("pages.privacy.rights")}>
        <p>{t("pages.privacy.rights1")}</p>
        <ul>
          <li>{t("pages.privacy.rights2")}</li>
          <li>{t("pages.privacy.rights3")}</li>
          <li>{t("pages.privacy.rights4")}</li>
          <li>{t("pages.privacy.rights5")}</li>
          <li>{t("pages.privacy.rights6")}</li>
          <li>{t("pages.privacy.rights7")}</li>
        </ul>
        <p>{rich(t("pages.privacy.rights8", { email: GRIEVANCE_OFFICER.email }), { mail: (email) => <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{email}</a> })}</p>
      </Section>

      <Section title={t("pages.privacy.children")}>
        <p>{t("pages.privacy.children1")}</p>
      </Section>

      <Section title={t("pages.privacy.security")}>
        <p>{t("pages.privacy.security1")}</p>
      </Section>

      <Section title={t("pages.privacy.changes")}>
        <p>{t("pages.privacy.changes1")}</p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
