import { createFileRoute, redirect } from "@tanstack/react-router"
import { ADMIN_HOME } from "#domain/staff-home.ts"

/** /admin opens on the first screen the signed-in person's role works on (issue 20 item 8), the brands for an admin. */
export const Route = createFileRoute("/_layout/admin/")({
  beforeLoad: ({ context }) => {
    throw redirect({ to: ADMIN_HOME[context.actors.auth.getSnapshot().context.loginData?.role ?? "customer"], replace: true })
  }
})
