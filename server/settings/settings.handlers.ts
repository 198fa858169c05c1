import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { currentSettings, publicSettings } from "./settings.ts"
import { saveSettings } from "./settings.writes.ts"

export const SettingsHandlersLive = groupOrUnavailable(BazaarApi, "settings", (handlers) =>
  // Read where the catalogue is read (a replica when there is one, ADR 023).
  handlers.handle("get", () => onCatalogueReads(publicSettings).pipe(Effect.map((settings) => ({ success: true as const, settings })))))

/** PUT /settings: an admin switches the rain status or changes the seller portal URL. */
export const SettingsAdminHandlersLive = groupOrUnavailable(BazaarApi, "settingsAdmin", (handlers) =>
  handlers
    .handle("get", () => currentSettings.pipe(Effect.map((settings) => ({ success: true as const, settings }))))
    .handle("update", ({ payload }) =>
    Effect.gen(function* () {
      const admin = yield* CurrentClient
      yield* saveSettings(payload, admin.clientId)
      return { success: true as const, settings: yield* currentSettings }
    })))
