import { Link } from "@tanstack/react-router"

// §2 Footer: four blocks, a contact block, top-category links with their exact targets, copyright.
const TOP_CATEGORIES = [
  { text: "Televisions", href: "/shop/televisions" },
  { text: "Mobiles & Accessories", href: "/category/mobile--accessories" },
  { text: "Women's Fashion", href: "/category/women" },
  { text: "Men's Fashion", href: "/category/men" },
  { text: "Skincare, Bath & Body", href: "/shop/skincare,-bath--body" },
  { text: "Kids' Fashion", href: "/category/kids" },
  { text: "Kitchen & Table Linen", href: "/shop/kitchen-table-linen" }
] as const

const linkClass = "text-slate-300 hover:text-white"

// The shop's own pages open in the app (no page load, their code fetched on intent); each is still a
// plain link without JavaScript. The top-category links stay plain links to their §2 targets.

export function Footer({ isAuth, onSignOut }: { readonly isAuth: boolean; readonly onSignOut: () => void }) {
  return (
    <footer className="mt-12 bg-slate-900 pb-20 text-sm text-slate-300 [content-visibility:auto] [contain-intrinsic-size:auto_1030px] md:pb-0 md:[contain-intrinsic-size:auto_610px] lg:[contain-intrinsic-size:auto_410px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label="About">
          <h2 className="mb-3 font-semibold text-white">About</h2>
          <ul className="space-y-2">
            <li><Link className={linkClass} to="/About">About Us</Link></li>
            <li><Link className={linkClass} to="/PrivacyPolicy">Privacy Policy</Link></li>
            <li><Link className={linkClass} to="/Career">Careers</Link></li>
            <li><Link className={linkClass} to="/Content1">Contact Us</Link></li>
          </ul>
        </nav>
        <nav aria-label="My Account">
          <h2 className="mb-3 font-semibold text-white">My Account</h2>
          <ul className="space-y-2">
            <li>
              {isAuth
                ? <button type="button" className={linkClass} onClick={onSignOut}>Sign out</button>
                : <Link className={linkClass} to="/login">Sign in</Link>}
            </li>
            <li><Link className={linkClass} to="/cart">View Cart</Link></li>
            {isAuth && <li><Link className={linkClass} to="/my-account" hash="orders">Order</Link></li>}
          </ul>
        </nav>
        <nav aria-label="Customer Services">
          <h2 className="mb-3 font-semibold text-white">Customer Services</h2>
          <ul className="space-y-2">
            <li><Link className={linkClass} to="/Affiliate">Affiliate</Link></li>
            <li><Link className={linkClass} to="/Faq">Faq</Link></li>
            <li><Link className={linkClass} to="/RefundPolicy">Refund Policy</Link></li>
            <li><Link className={linkClass} to="/TermsUse">Terms Of Use</Link></li>
            <li><Link className={linkClass} to="/TermsSale">Terms Of Sale</Link></li>
            <li><Link className={linkClass} to="/CancellationPolicy">Cancellation Policy</Link></li>
          </ul>
        </nav>
        <address className="not-italic">
          <h2 className="mb-3 font-semibold text-white">Contact</h2>
          <p>Bazaar Retail Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103</p>
          <p className="mt-2">Phone: <a className={linkClass} href="tel:+918045671234">+91 80 4567 1234</a></p>
          <p>E-mail: <a className={linkClass} href="mailto:care@bazaar.example">care@bazaar.example</a></p>
          <ul className="mt-3 flex gap-3" aria-label="Social links">
            <li><a className={linkClass} href="https://www.facebook.com/" rel="noopener noreferrer" target="_blank">Facebook</a></li>
            <li><a className={linkClass} href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">Instagram</a></li>
            <li><a className={linkClass} href="https://x.com/" rel="noopener noreferrer" target="_blank">X</a></li>
            <li><a className={linkClass} href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">YouTube</a></li>
          </ul>
        </address>
      </div>
      <div className="border-t border-slate-800">
        <nav aria-label="Top categories" className="mx-auto max-w-7xl px-4 py-5">
          <h2 className="mb-2 font-semibold text-white">Top categories</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {TOP_CATEGORIES.map((c) => (
              <li key={c.href}><a className={linkClass} href={c.href}>{c.text}</a></li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © 2026 Bazaar Retail Pvt. Ltd. All rights reserved. Prices in Indian rupees, inclusive of GST.
      </p>
    </footer>
  )
}
