import { createFileRoute, redirect } from "@tanstack/react-router"
import { ADMIN_SCREENS, mayWorkIn } from "#domain/staff.ts"

/** /admin opens on the first screen the signed-in person's role works on (issue 20 item 8), the brands for an admin. */
export const Route = createFileRoute("/_layout/admin/")({
  beforeLoad: ({ context }) => {
    const role = context.actors.auth.getSnapshot().context.loginData?.role
    const first = ADMIN_SCREENS.find((screen) => mayWorkIn(role, screen.area)) ?? ADMIN_SCREENS[0]!
    throw redirect({ to: first.path, replace: true })
  }
})
