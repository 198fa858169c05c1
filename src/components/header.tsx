import { Link } from "@tanstack/react-router"
import { isStaff } from "#domain/order.ts"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { itemCount } from "#domain/cart.ts"
import type { Category } from "#domain/catalogue.ts"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import type { Language } from "#domain/language.ts"
import { visibleCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { Dialog } from "./dialog.tsx"
import { useOnClient } from "./hydration.ts"
import { CartIcon, Logo, MenuIcon, StoreIcon, UserIcon } from "./icons.tsx"
import { useOverlayActions, useOverlays } from "./overlays.tsx"
import { preloadMiniCart } from "./modals.tsx"
import { WishlistLink } from "./saved-lists.tsx"
import { SearchBox } from "./search-box.tsx"
import { LanguageSwitch } from "./language-switch.tsx"
import { useTexts } from "../i18n/i18n.tsx"

/** Units in the shopper's cart, for the cart icons (§2); 0 while the server's first view is taken over. */
export const useCartCount = (): number => {
  const { actors } = useApp()
  const count = useSelector(actors.cart, (s) => itemCount(s.context.CartItems))
  return useOnClient() ? count : 0
}

/** A pointer, a touch or the focus nearing the cart button: the mini-cart's code is fetched before the tap. */
const nearCart = () => void preloadMiniCart()

export function CartButton() {
  const overlays = useOverlayActions()
  const count = useCartCount()
  const { t } = useTexts()
  return (
    <button type="button" onClick={overlays.openMiniCart} onPointerEnter={nearCart} onTouchStart={nearCart} onFocus={nearCart} className="relative rounded-lg p-2 hover:bg-slate-100" aria-label={t("header.cart", { count })}>
      <CartIcon />
      <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-orange-700 px-1 text-center text-xs font-bold leading-5 text-white" aria-hidden="true">
        {count}
      </span>
    </button>
  )
}

export function SellOnLink({ className, children }: { readonly className?: string; readonly children?: React.ReactNode }) {
  const { sellerPortalUrl } = useApp()
  const { t } = useTexts()
  return (
    <a href={sellerPortalUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {children ?? t("header.sellOn")}
    </a>
  )
}

function AccountMenu({ isAuth, onSignOut }: { readonly isAuth: boolean; readonly onSignOut: () => void }) {
  const [open, setOpen] = useState(false)
  const { actors } = useApp()
  // Admin links appear only for the shop's staff (issues 6 and 20); the server checks the role on every admin call.
  const admin = useSelector(actors.auth, (s) => isStaff(s.context.loginData?.role))
  const isAdmin = useOnClient() && admin
  const { t } = useTexts()
  if (!isAuth) {
    return (
      <Link to="/login" className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium hover:bg-slate-100">
        <UserIcon width={20} height={20} /> {t("header.signIn")}
      </Link>
    )
  }
  return (
    <div className="relative" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false) }}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium hover:bg-slate-100">
        <UserIcon width={20} height={20} /> {t("header.account")}
      </button>
      {open && (
        <ul className="absolute right-0 z-40 mt-1 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          <li><Link to="/my-account" className="block px-3 py-2 text-sm hover:bg-slate-50">{t("header.myAccount")}</Link></li>
          {isAdmin && <li><Link to="/admin" className="block px-3 py-2 text-sm hover:bg-slate-50">{t("header.admin")}</Link></li>}
          <li><LanguageSwitch className="block px-3 py-2 text-sm hover:bg-slate-50" /></li>
          <li><button type="button" onClick={onSignOut} className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50">{t("header.signOut")}</button></li>
        </ul>
      )}
    </div>
  )
}

/** A category's name in the menus (§2: upper case), its Hindi name on a Hindi page when it has one (issue 39). */
function MenuName({ category, language }: { readonly category: Category; readonly language: Language }) {
  const lang = nameLang(category, language)
  // No letter spacing within Devanagari: it would pull a word's joined letters apart.
  return lang === undefined ? <>{category.name.toUpperCase()}</> : <span lang={lang} className="tracking-normal">{shownName(category, language)}</span>
}

/** §2 Header: logo, upper-case category links, search, account menu, cart with count, 'Sell on'. */
export function Header({ isAuth, onSignOut }: { readonly isAuth: boolean; readonly onSignOut: () => void }) {
  const { actors } = useApp()
  const overlays = useOverlayActions()
  const categories = useSelector(actors.catalogue.categories, visibleCategories)
  const { t, language } = useTexts()
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5">
        <button type="button" onClick={overlays.openMenu} className="rounded-lg p-2 hover:bg-slate-100 md:hidden" aria-label={t("header.openMenu")}>
          <MenuIcon />
        </button>
        <Link to="/" aria-label={t("header.home")}><Logo /></Link>
        <SearchBox className="mx-2 hidden flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <SellOnLink className="hidden items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium hover:bg-slate-100 lg:flex">
            <StoreIcon width={20} height={20} /> {t("header.sellOn")}
          </SellOnLink>
          <LanguageSwitch className="rounded-lg px-2 py-2 text-sm font-medium hover:bg-slate-100" />
          <div className="hidden md:block"><AccountMenu isAuth={isAuth} onSignOut={onSignOut} /></div>
          <WishlistLink />
          <CartButton />
        </div>
      </div>
      <div className="px-4 pb-2 md:hidden"><SearchBox /></div>
      <nav aria-label={t("header.categories")} className="hidden border-t border-slate-100 md:block">
        <ul className="mx-auto flex max-w-7xl gap-5 overflow-x-auto px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 [mask-image:linear-gradient(to_right,black_92%,transparent)]">
          {categories.map((c) => (
            <li key={c._id} className="shrink-0">
              <Link to="/category/$category" params={{ category: c.slugUrl }} className="hover:text-orange-600"><MenuName category={c} language={language} /></Link>
            </li>
          ))}
        </ul>
      </nav>
      <MenuDrawer categories={categories} language={language} />
    </header>
  )
}

/** The phone's menu drawer: the only part of the header that reads whether it is open. */
function MenuDrawer({ categories, language }: { readonly categories: ReadonlyArray<Category>; readonly language: Language }) {
  const overlays = useOverlays()
  const { t } = useTexts()
  return (
    <Dialog open={overlays.menu} onClose={overlays.close} label={t("menu.label")} variant="drawer-left">
      <div className="border-b border-slate-200 px-4 py-4"><Logo /></div>
      <nav aria-label={t("menu.categories")} className="flex-1 overflow-y-auto">
        <ul className="py-2">
          {categories.map((c) => (
            <li key={c._id}>
              <Link to="/category/$category" params={{ category: c.slugUrl }} onClick={overlays.close} className="block px-4 py-2.5 text-sm font-semibold tracking-wide hover:bg-orange-50">
                <MenuName category={c} language={language} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="border-t border-slate-200 py-2 text-sm">
        <li><Link to="/wishlist" onClick={overlays.close} className="block px-4 py-2.5 hover:bg-orange-50">{t("menu.wishlist")}</Link></li>
        <li><Link to="/Compare" onClick={overlays.close} className="block px-4 py-2.5 hover:bg-orange-50">{t("menu.compare")}</Link></li>
        <li><Link to="/Blog" onClick={overlays.close} className="block px-4 py-2.5 hover:bg-orange-50">{t("menu.blog")}</Link></li>
        <li><LanguageSwitch className="block px-4 py-2.5 hover:bg-orange-50" /></li>
      </ul>
      <div className="border-t border-slate-200 p-4 text-sm">
        <SellOnLink className="font-medium text-orange-700" />
      </div>
    </Dialog>
  )
}
