import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { pendingCreditRequests } from "../support/customers-admin.repo.ts"
import { decideCredit } from "../support/customers-admin.writes.ts"
import { auditPage, staffList } from "./audit.repo.ts"
import { setRole } from "./audit.writes.ts"

// The staff group's calls (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): the
// staff and their roles, the audit log, and the wallet credits awaiting an admin's decision.

export const StaffHandlersLive = groupOrUnavailable(BazaarApi, "staff", (handlers) =>
  handlers
    .handle("list", () => staffList.pipe(Effect.map((staff) => ({ success: true as const, staff }))))
    .handle("setRole", ({ payload }) =>
      Effect.gen(function* () {
        const current = yield* CurrentClient
        const sql = yield* SqlClient.SqlClient
        yield* sql.withTransaction(setRole(current.clientId, payload.Mobile, payload.role))
        return { success: true as const, staff: yield* staffList }
      }))
    .handle("audit", ({ urlParams }) => auditPage(urlParams).pipe(Effect.map((page) => ({ success: true as const, ...page }))))
    .handle("creditRequests", () => pendingCreditRequests.pipe(Effect.map((requests) => ({ success: true as const, requests }))))
    .handle("decideCredit", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        return { success: true as const, request: yield* decideCredit(clientId, path.requestId, payload.approve) }
      })))
