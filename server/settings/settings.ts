import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { CurrentClient } from "#domain/http/client.http.ts"
import { PAYMENT_HOLD_DEFAULTS, type ShopSettings } from "#domain/settings.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"

/** What the configuration says where the database says nothing (SELLER_PORTAL_URL). */
export class SettingsDefaults extends Context.Tag("bazaar/SettingsDefaults")<SettingsDefaults, {
  readonly sellerPortalUrl: string
}>() {
  static readonly layer = (defaults: { readonly sellerPortalUrl: string }) => Layer.succeed(SettingsDefaults, defaults)
}

/** The shop's settings as they apply now (issue 6): the stored row over the configuration. */
export const currentSettings = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const defaults = yield* SettingsDefaults
  const rows = yield* sql<{ rainStatus: boolean; sellerPortalUrl: string | null; paymentHoldMinutes: number; maxUnpaidOrders: number; maxUnpaidUnits: number }>`
    SELECT rain_status AS "rainStatus", seller_portal_url AS "sellerPortalUrl", payment_hold_minutes AS "paymentHoldMinutes",
      max_unpaid_orders AS "maxUnpaidOrders", max_unpaid_units AS "maxUnpaidUnits"
    FROM shop_settings`
  const row = rows[0]
  return {
    rainStatus: row?.rainStatus ?? false,
    sellerPortalUrl: row?.sellerPortalUrl ?? defaults.sellerPortalUrl,
    paymentHoldMinutes: row?.paymentHoldMinutes ?? PAYMENT_HOLD_DEFAULTS.paymentHoldMinutes,
    maxUnpaidOrders: row?.maxUnpaidOrders ?? PAYMENT_HOLD_DEFAULTS.maxUnpaidOrders,
    maxUnpaidUnits: row?.maxUnpaidUnits ?? PAYMENT_HOLD_DEFAULTS.maxUnpaidUnits
  } satisfies ShopSettings
})

const saveSettings = (settings: ShopSettings, by: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO shop_settings (id, rain_status, seller_portal_url, payment_hold_minutes, max_unpaid_orders, max_unpaid_units, updated_at, updated_by)
    VALUES (true, ${settings.rainStatus}, ${settings.sellerPortalUrl}, ${settings.paymentHoldMinutes}, ${settings.maxUnpaidOrders},
      ${settings.maxUnpaidUnits}, now(), ${by})
    ON CONFLICT (id) DO UPDATE SET rain_status = EXCLUDED.rain_status, seller_portal_url = EXCLUDED.seller_portal_url,
      payment_hold_minutes = EXCLUDED.payment_hold_minutes, max_unpaid_orders = EXCLUDED.max_unpaid_orders,
      max_unpaid_units = EXCLUDED.max_unpaid_units, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`)

export const SettingsHandlersLive = HttpApiBuilder.group(ServedApi, "settings", (handlers) =>
  // Read where the catalogue is read (a replica when there is one, ADR 023).
  handlers.handle("get", () => onCatalogueReads(currentSettings).pipe(orUnavailable, Effect.map((settings) => ({ success: true as const, settings })))))

/** PUT /settings: an admin switches the rain status or changes the seller portal URL. */
export const SettingsAdminHandlersLive = HttpApiBuilder.group(ServedApi, "settingsAdmin", (handlers) =>
  handlers.handle("update", ({ payload }) =>
    Effect.gen(function* () {
      const admin = yield* CurrentClient
      yield* saveSettings(payload, admin.clientId)
      return { success: true as const, settings: yield* currentSettings }
    }).pipe(orUnavailable)))
