import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { openAlertsOf } from "./stock-alerts.repo.ts"
import { subscribe, unsubscribe } from "./stock-alerts.writes.ts"

/** Every call acts on the session's client and answers its open alerts after the change. */
const withOwnAlerts = <E, R>(change: (clientId: Id) => Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    const { clientId } = yield* CurrentClient
    yield* change(clientId)
    return { success: true as const, alerts: yield* openAlertsOf(clientId) }
  })

export const StockAlertHandlersLive = groupOrUnavailable(BazaarApi, "stockAlert", (handlers) =>
  handlers
    .handle("mine", () => withOwnAlerts(() => Effect.void))
    .handle("subscribe", ({ payload }) => withOwnAlerts((clientId) => subscribe(clientId, payload.optionId, payload.language)))
    .handle("unsubscribe", ({ path }) => withOwnAlerts((clientId) => unsubscribe(clientId, path.optionId))))
