import { createFileRoute, redirect } from "@tanstack/react-router"

/** /admin opens on the brands. */
export const Route = createFileRoute("/_layout/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/brands", replace: true })
  }
})
