import { RETURN_WINDOW_DAYS } from "#domain/order.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, pageLinks, rich, Section } from "./content-page.tsx"
import { refundTimelines } from "./shop-terms.ts"

/** /RefundPolicy: returns of clothing and electronics, and how and when money comes back. */
export function RefundPolicyPage() {
  const { t, language } = useTexts(pagesTexts)
  const links = pageLinks(language)
  const days = String(RETURN_WINDOW_DAYS)
  return (
    <ContentPage title={t("pages.refund.title")} lastUpdated={POLICIES_UPDATED} lead={t("pages.refund.lead")}>
      <Section title={t("pages.refund.when")}>
        <ul>
          <li>{rich(t("pages.refund.when1"))}</li>
          <li>{rich(t("pages.refund.when2", { days }))}</li>
          <li>{rich(t("pages.refund.when3", { days }))}</li>
        </ul>
        <p>{t("pages.refund.when4")}</p>
        <ul>
          <li>{t("pages.refund.when5")}</li>
          <li>{t("pages.refund.when6")}</li>
          <li>{t("pages.refund.when7")}</li>
          <li>{t("pages.refund.when8")}</li>
        </ul>
      </Section>

      <Section title={t("pages.refund.how")}>
        <ol>
          <li>{rich(t("pages.refund.how1", { days }), links)}</li>
          <li>{t("pages.refund.how2")}</li>
          <li>{t("pages.refund.how3")}</li>
          <li>{rich(t("pages.refund.how4"))}</li>
          <li>{t("pages.refund.how5")}</li>
        </ol>
        <p>
          {rich(t("pages.refund.how6", { email: COMPANY.email, phone: COMPANY.phone.text }), {
            mail: (email) => <a href={`mailto:${COMPANY.email}`}>{email}</a>,
            phone: (phone) => <a href={COMPANY.phone.href}>{phone}</a>
          })}
        </p>
      </Section>

      <Section title={t("pages.refund.where")}>
        <ul>
          <li>{rich(t("pages.refund.where1"))}</li>
          <li>{rich(t("pages.refund.where2"))}</li>
          <li>{rich(t("pages.refund.where3"))}</li>
        </ul>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-slate-900">
              {t("pages.refund.table")}
            </caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t("pages.refund.tableTo")}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t("pages.refund.tableTime")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {refundTimelines(t).map(([method, time]) => (
                <tr key={method}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">{method}</th>
                  <td className="px-4 py-2 text-slate-700">{time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t("pages.refund.where4")}</p>
      </Section>

      <Section title={t("pages.refund.much")}>
        <ul>
          <li>{t("pages.refund.much1")}</li>
          <li>{t("pages.refund.much2")}</li>
          <li>{t("pages.refund.much3")}</li>
        </ul>
      </Section>

      <Section title={t("pages.refund.cancelled")}>
        <ul>
          <li>{rich(t("pages.refund.cancelled1"), links)}</li>
          <li>{t("pages.refund.cancelled2")}</li>
        </ul>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
