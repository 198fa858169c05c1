import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { dashboardNow } from "./dashboard.ts"

/** GET admin/dashboard (issue 20 item 7, ADR 040): AdminAuth on the group. */
export const DashboardHandlersLive = groupOrUnavailable(BazaarApi, "dashboard", (handlers) =>
  handlers.handle("get", () => dashboardNow.pipe(Effect.map((dashboard) => ({ success: true as const, dashboard })))))
