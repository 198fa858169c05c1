import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AdminSettings } from "#domain/order-limits.ts"

/** The one row of shop_settings, stored whole with who stored it (settings.ts reads it). */
export const saveSettings = (settings: AdminSettings, by: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO shop_settings (id, rain_status, seller_portal_url, payment_hold_minutes, max_unpaid_orders, max_unpaid_units,
      cod_max_orders, cod_max_units, cod_max_value, cod_new_max_orders, cod_new_max_units, cod_new_max_value, staff_daily_credit,
      updated_at, updated_by)
    VALUES (true, ${settings.rainStatus}, ${settings.sellerPortalUrl}, ${settings.paymentHoldMinutes}, ${settings.maxUnpaidOrders},
      ${settings.maxUnpaidUnits}, ${settings.codMaxOrders}, ${settings.codMaxUnits}, ${settings.codMaxValue}, ${settings.codNewMaxOrders},
      ${settings.codNewMaxUnits}, ${settings.codNewMaxValue}, ${settings.staffDailyCredit}, now(), ${by})
    ON CONFLICT (id) DO UPDATE SET rain_status = EXCLUDED.rain_status, seller_portal_url = EXCLUDED.seller_portal_url,
      payment_hold_minutes = EXCLUDED.payment_hold_minutes, max_unpaid_orders = EXCLUDED.max_unpaid_orders,
      max_unpaid_units = EXCLUDED.max_unpaid_units, cod_max_orders = EXCLUDED.cod_max_orders, cod_max_units = EXCLUDED.cod_max_units,
      cod_max_value = EXCLUDED.cod_max_value, cod_new_max_orders = EXCLUDED.cod_new_max_orders,
      cod_new_max_units = EXCLUDED.cod_new_max_units, cod_new_max_value = EXCLUDED.cod_new_max_value,
      staff_daily_credit = EXCLUDED.staff_daily_credit, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`)
