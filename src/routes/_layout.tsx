import { createFileRoute, Outlet } from "@tanstack/react-router"
import { ShopLayout } from "../components/shop-layout.tsx"

/** §2 the layout: header, footer and mobile bottom bar around the routes inside it. */
export const Route = createFileRoute("/_layout")({ component: Layout })

function Layout() {
  return (
    <ShopLayout>
      <Outlet />
    </ShopLayout>
  )
}
