import { Link } from "@tanstack/react-router"
import { CartIcon, GridIcon, HomeIcon, StoreIcon, UserIcon } from "./icons.tsx"
import { SellOnLink, useCartCount } from "./header.tsx"

const item = "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-600"

/** §2 mobile bottom bar: Home, Account (/my-account or /login), Categories (/mobcategory), Cart, Sell. */
export function BottomBar({ isAuth }: { readonly isAuth: boolean }) {
  const count = useCartCount()
  return (
    <nav aria-label="Shortcuts" className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white md:hidden">
      <Link to="/" className={item} activeProps={{ className: "text-orange-700" }} activeOptions={{ exact: true }}><HomeIcon width={22} height={22} />Home</Link>
      {isAuth
        ? <Link to="/my-account" className={item}><UserIcon width={22} height={22} />Account</Link>
        : <Link to="/login" className={item}><UserIcon width={22} height={22} />Account</Link>}
      <Link to="/mobcategory" className={item} activeProps={{ className: "text-orange-700" }}><GridIcon width={22} height={22} />Categories</Link>
      <Link to="/cart" className={`${item} relative`} activeProps={{ className: "text-orange-700" }}>
        <CartIcon width={22} height={22} />Cart
        {count > 0 && <span className="absolute right-[22%] top-1 rounded-full bg-orange-700 px-1 text-[10px] font-bold text-white">{count}</span>}
      </Link>
      <SellOnLink className={item}><StoreIcon width={22} height={22} />Sell</SellOnLink>
    </nav>
  )
}
