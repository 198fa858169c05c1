import { useState } from "react"
import { useTexts } from "../i18n/i18n.tsx"
import { homeTexts } from "../i18n/texts/home.ts"

/** §2 newsletter: 20% off the first order (§9); the e-mail is required and of e-mail type (§5). */
export function NewsletterOffer() {
  const [done, setDone] = useState(false)
  const { t } = useTexts(homeTexts)
  // The code is drawn in bold inside the sentence, wherever the language puts it.
  const [beforeCode = "", afterCode = ""] = t("home.newsletterThanks", { code: "\u0000" }).split("\u0000")
  return (
    <div className="p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">{t("home.newsletter")}</p>
      <h2 className="mt-1 text-2xl font-bold">{t("home.newsletterTitle")}</h2>
      {done ? (
        <p className="mt-4 text-emerald-700">{beforeCode}<strong>WELCOME20</strong>{afterCode}</p>
      ) : (
        <form className="mt-4 space-y-3" onSubmit={(e) => { e.preventDefault(); setDone(true) }}>
          <label className="block text-sm font-medium" htmlFor="newsletter-email">{t("home.email")}</label>
          <input id="newsletter-email" type="email" required autoComplete="email" className="w-full rounded-lg border border-slate-300 px-3 py-2" />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" required className="mt-1" />
            <span>{t("home.agree")}</span>
          </label>
          <button type="submit" className="w-full rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800">{t("home.subscribe")}</button>
        </form>
      )}
    </div>
  )
}
