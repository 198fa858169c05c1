import { Link } from "@tanstack/react-router"
import { pathInLanguage } from "#domain/language.ts"
import type { MessageKey } from "#domain/messages/shell.en.ts"
import { useTexts } from "../i18n/i18n.tsx"

// §2 Footer: four blocks, a contact block, top-category links with their exact targets, copyright.
const TOP_CATEGORIES: ReadonlyArray<{ readonly text: MessageKey; readonly href: string }> = [
  { text: "footer.televisions", href: "/shop/televisions" },
  { text: "footer.mobiles", href: "/category/mobile--accessories" },
  { text: "footer.women", href: "/category/women" },
  { text: "footer.men", href: "/category/men" },
  { text: "footer.skincare", href: "/shop/skincare,-bath--body" },
  { text: "footer.kids", href: "/category/kids" },
  { text: "footer.kitchen", href: "/shop/kitchen-table-linen" }
]

const linkClass = "text-slate-300 hover:text-white"

// The shop's own pages open in the app (no page load, their code fetched on intent); each is still a
// plain link without JavaScript. The top-category links stay plain links to their §2 targets.

export function Footer({ isAuth, onSignOut }: { readonly isAuth: boolean; readonly onSignOut: () => void }) {
  const { t, language } = useTexts()
  return (
    <footer className="mt-12 bg-slate-900 pb-20 text-sm text-slate-300 [content-visibility:auto] [contain-intrinsic-size:auto_1030px] md:pb-0 md:[contain-intrinsic-size:auto_610px] lg:[contain-intrinsic-size:auto_410px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t("footer.about")}>
          <h2 className="mb-3 font-semibold text-white">{t("footer.about")}</h2>
          <ul className="space-y-2">
            <li><Link className={linkClass} to="/About">{t("footer.aboutUs")}</Link></li>
            <li><Link className={linkClass} to="/PrivacyPolicy">{t("footer.privacy")}</Link></li>
            <li><Link className={linkClass} to="/Career">{t("footer.careers")}</Link></li>
            <li><Link className={linkClass} to="/Content1">{t("footer.contactUs")}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t("footer.myAccount")}>
          <h2 className="mb-3 font-semibold text-white">{t("footer.myAccount")}</h2>
          <ul className="space-y-2">
            <li>
              {isAuth
                ? <button type="button" className={linkClass} onClick={onSignOut}>{t("footer.signOut")}</button>
                : <Link className={linkClass} to="/login">{t("footer.signIn")}</Link>}
            </li>
            <li><Link className={linkClass} to="/cart">{t("footer.viewCart")}</Link></li>
            {isAuth && <li><Link className={linkClass} to="/my-account" hash="orders">{t("footer.order")}</Link></li>}
          </ul>
        </nav>
        <nav aria-label={t("footer.customerServices")}>
          <h2 className="mb-3 font-semibold text-white">{t("footer.customerServices")}</h2>
          <ul className="space-y-2">
            <li><Link className={linkClass} to="/Affiliate">{t("footer.affiliate")}</Link></li>
            <li><Link className={linkClass} to="/Faq">{t("footer.faq")}</Link></li>
            <li><Link className={linkClass} to="/RefundPolicy">{t("footer.refundPolicy")}</Link></li>
            <li><Link className={linkClass} to="/TermsUse">{t("footer.termsUse")}</Link></li>
            <li><Link className={linkClass} to="/TermsSale">{t("footer.termsSale")}</Link></li>
            <li><Link className={linkClass} to="/CancellationPolicy">{t("footer.cancellationPolicy")}</Link></li>
          </ul>
        </nav>
        <address className="not-italic">
          <h2 className="mb-3 font-semibold text-white">{t("footer.contact")}</h2>
          <p>Bazaar Retail Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103</p>
          <p className="mt-2">{t("footer.phone")} <a className={linkClass} href="tel:+918045671234">+91 80 4567 1234</a></p>
          <p>{t("footer.email")} <a className={linkClass} href="mailto:care@bazaar.example">care@bazaar.example</a></p>
          <ul className="mt-3 flex gap-3" aria-label={t("footer.social")}>
            <li><a className={linkClass} href="https://www.facebook.com/" rel="noopener noreferrer" target="_blank">Facebook</a></li>
            <li><a className={linkClass} href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">Instagram</a></li>
            <li><a className={linkClass} href="https://x.com/" rel="noopener noreferrer" target="_blank">X</a></li>
            <li><a className={linkClass} href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">YouTube</a></li>
          </ul>
        </address>
      </div>
      <div className="border-t border-slate-800">
        <nav aria-label={t("footer.topCategories")} className="mx-auto max-w-7xl px-4 py-5">
          <h2 className="mb-2 font-semibold text-white">{t("footer.topCategories")}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {TOP_CATEGORIES.map((c) => (
              <li key={c.href}><a className={linkClass} href={pathInLanguage(c.href, language)}>{t(c.text)}</a></li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        {t("footer.copyright")}
      </p>
    </footer>
  )
}
