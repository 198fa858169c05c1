import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { customerDetail, searchCustomers } from "./customers-admin.repo.ts"
import { adjustWallet, changeBlock } from "./customers-admin.writes.ts"

/** Support's customers (issue 20 item 4, ADR 039): SupportAuth on the group. */
export const CustomerAdminHandlersLive = groupOrUnavailable(BazaarApi, "customerAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => searchCustomers(urlParams))
    .handle("one", ({ path }) => customerDetail(path.clientId).pipe(Effect.map((detail) => ({ success: true as const, detail }))))
    .handle("adjustWallet", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const { held } = yield* adjustWallet(clientId, path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId), awaitingApproval: held }
      }))
    .handle("block", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* changeBlock(path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId) }
      }))
)
