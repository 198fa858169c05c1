import { Link } from "@tanstack/react-router"
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from "./icons.tsx"
import { SellOnLink, useCartCount } from "./header.tsx"
import { useTexts } from "../i18n/i18n.tsx"

const item = "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-600"

/** §2 mobile bottom bar: Home, Account (/my-account or /login), Categories (/mobcategory), Cart, Sell. */
export function BottomBar({ isAuth }: { readonly isAuth: boolean }) {
  const count = useCartCount()
  const { t } = useTexts()
  return (
    <nav aria-label={t("bottom.label")} className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white md:hidden">
      <Link to="/" className={item} activeProps={{ className: "text-orange-700" }} activeOptions={{ exact: true }}><HomeIcon width={22} height={22} />{t("bottom.home")}</Link>
      {isAuth
        ? <Link to="/my-account" className={item}><UserIcon width={22} height={22} />{t("bottom.account")}</Link>
        : <Link to="/login" className={item}><UserIcon width={22} height={22} />{t("bottom.account")}</Link>}
      <Link to="/mobcategory" className={item} activeProps={{ className: "text-orange-700" }}><GridIcon width={22} height={22} />{t("bottom.categories")}</Link>
      <Link to="/cart" className={`${item} relative`} activeProps={{ className: "text-orange-700" }}>
        <CartIcon width={22} height={22} />{t("bottom.cart")}
        {count > 0 && <span className="absolute right-[22%] top-1 rounded-full bg-orange-700 px-1 text-[10px] font-bold text-white">{count}</span>}
      </Link>
      <SellOnLink className={item}><StoreIcon width={22} height={22} />{t("bottom.sell")}</SellOnLink>
    </nav>
  )
}
