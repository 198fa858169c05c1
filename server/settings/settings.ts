import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { PAYMENT_HOLD_DEFAULTS, type ShopSettings } from "#domain/settings.ts"
import { type AdminSettings, COD_LIMIT_DEFAULTS, STAFF_DAILY_CREDIT_DEFAULT } from "#domain/order-limits.ts"

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
  const rows = yield* sql<Omit<AdminSettings, "sellerPortalUrl"> & { sellerPortalUrl: string | null }>`
    SELECT rain_status AS "rainStatus", seller_portal_url AS "sellerPortalUrl", payment_hold_minutes AS "paymentHoldMinutes",
      max_unpaid_orders AS "maxUnpaidOrders", max_unpaid_units AS "maxUnpaidUnits",
      cod_max_orders AS "codMaxOrders", cod_max_units AS "codMaxUnits", cod_max_value::float8 AS "codMaxValue",
      cod_new_max_orders AS "codNewMaxOrders", cod_new_max_units AS "codNewMaxUnits", cod_new_max_value::float8 AS "codNewMaxValue",
      staff_daily_credit::float8 AS "staffDailyCredit"
    FROM shop_settings`
  const row = rows[0]
  return {
    rainStatus: row?.rainStatus ?? false,
    sellerPortalUrl: row?.sellerPortalUrl ?? defaults.sellerPortalUrl,
    paymentHoldMinutes: row?.paymentHoldMinutes ?? PAYMENT_HOLD_DEFAULTS.paymentHoldMinutes,
    maxUnpaidOrders: row?.maxUnpaidOrders ?? PAYMENT_HOLD_DEFAULTS.maxUnpaidOrders,
    maxUnpaidUnits: row?.maxUnpaidUnits ?? PAYMENT_HOLD_DEFAULTS.maxUnpaidUnits,
    codMaxOrders: row?.codMaxOrders ?? COD_LIMIT_DEFAULTS.codMaxOrders,
    codMaxUnits: row?.codMaxUnits ?? COD_LIMIT_DEFAULTS.codMaxUnits,
    codMaxValue: row?.codMaxValue ?? COD_LIMIT_DEFAULTS.codMaxValue,
    codNewMaxOrders: row?.codNewMaxOrders ?? COD_LIMIT_DEFAULTS.codNewMaxOrders,
    codNewMaxUnits: row?.codNewMaxUnits ?? COD_LIMIT_DEFAULTS.codNewMaxUnits,
    codNewMaxValue: row?.codNewMaxValue ?? COD_LIMIT_DEFAULTS.codNewMaxValue,
    staffDailyCredit: row?.staffDailyCredit ?? STAFF_DAILY_CREDIT_DEFAULT
  } satisfies AdminSettings
})

/** The settings everyone reads (GET /settings, the page's first payload): none of the limits only the back office needs. */
export const publicSettings = Effect.map(currentSettings, (settings): ShopSettings => ({
  rainStatus: settings.rainStatus,
  sellerPortalUrl: settings.sellerPortalUrl,
  paymentHoldMinutes: settings.paymentHoldMinutes,
  maxUnpaidOrders: settings.maxUnpaidOrders,
  maxUnpaidUnits: settings.maxUnpaidUnits
}))
