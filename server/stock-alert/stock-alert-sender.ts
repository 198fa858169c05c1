import { SqlClient } from "@effect/sql"
import { Duration, Effect, FiberSet, Layer, Schedule } from "effect"
import { smsSafeText } from "#domain/staff-text.ts"
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from "#domain/language.ts"
import { BACK_IN_STOCK_FALLBACKS, BACK_IN_STOCK_SMS } from "#domain/sms-texts.ts"
import { productLink } from "#domain/stock-alert.ts"
import { shopUrlConfig } from "../config/config.ts"
import { DatabaseNotifications } from "../db/database.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"

// The "notify me" SMS (issue 19 item 7, ADR 032). The database records every restock of an option
// with open alerts (migration 0022's trigger, in the restocking transaction) and NOTIFYs
// 'bazaar_stock_alerts' when it commits. Every server process claims the due alerts: one statement
// locks them with FOR UPDATE SKIP LOCKED and marks them notified, so two processes never claim one
// alert; the SMS go out after that statement has committed. At most once: a process that dies
// between the claim and the send loses those messages rather than ever sending one twice.

export const STOCK_ALERTS_CHANNEL = "bazaar_stock_alerts"

/** How often each process looks for due alerts besides the notifications (a missed one, a restart). */
export const STOCK_ALERT_SWEEP_EVERY = Duration.seconds(30)

/** How many alerts one claim takes at most; the sender claims again until none are left. */
const CLAIM_BATCH = 100


interface Claimed {
  readonly id: string
  readonly mobile: string
  readonly productName: string
  /** The product's Hindi name (migration 0048), null when the shop gave none. */
  readonly productNameHi: string | null
  readonly slugUrl: string
  readonly packSizeName: string
  readonly optionName: string
  /** The language of the page the alert was asked from (issue 39). */
  readonly language: Language
}

/**
 * Claims up to CLAIM_BATCH due alerts of options in stock and shown products, marking them notified.
 * A due alert whose option sold out again before its SMS went waits for the next restock instead.
 */
const claimDue = Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.gen(function* () {
  yield* sql`
    UPDATE stock_alerts a SET restocked_at = NULL
    FROM pack_size_options o
    WHERE o.id = a.option_id AND a.restocked_at IS NOT NULL AND a.notified_at IS NULL AND o.available_stock = 0`
  return yield* sql<Claimed>`
    WITH due AS (
      SELECT a.id FROM stock_alerts a
      JOIN pack_size_options o ON o.id = a.option_id
      JOIN products p ON p.id = a.product_id
      WHERE a.restocked_at IS NOT NULL AND a.notified_at IS NULL AND o.available_stock > 0 AND p.show
      ORDER BY a.id
      LIMIT ${CLAIM_BATCH}
      FOR UPDATE OF a SKIP LOCKED
    )
    UPDATE stock_alerts a SET notified_at = now()
    FROM due, clients c, products p, pack_size_options o, pack_sizes ps
    WHERE a.id = due.id AND a.notified_at IS NULL AND c.id = a.client_id AND p.id = a.product_id AND o.id = a.option_id AND ps.id = o.pack_size_id
    RETURNING a.id::text AS id, c.mobile, p.name AS "productName", p.name_hi AS "productNameHi", p.slug_url AS "slugUrl",
      ps.name AS "packSizeName", o.name AS "optionName", a.language`
}))

/**
 * The back-in-stock SMS of an alert: the names staff gave the product, its pack size and option go
 * into it one line each and without any web address in them (issue 34 item 5), so the only link a
 * customer is texted is the shop's own product page, in the alert's language (issue 39: a Hindi
 * alert links the Hindi page, and names the product by its Hindi name where the shop gave one).
 */
export const backInStockText = (
  alert: Pick<Claimed, "productName" | "packSizeName" | "optionName" | "slugUrl"> & { readonly productNameHi?: string | null | undefined },
  shopUrl: string,
  language: Language = DEFAULT_LANGUAGE
): string => {
  const fallback = BACK_IN_STOCK_FALLBACKS[language]
  // A Hindi name made safe the same way; one that was nothing but a link leaves the SMS the shop's own name.
  const nameHi = smsSafeText(alert.productNameHi ?? "", "")
  return BACK_IN_STOCK_SMS[language]({
    productName: smsSafeText(alert.productName, fallback.product),
    productNameHi: nameHi === "" ? undefined : nameHi,
    packSizeName: smsSafeText(alert.packSizeName, fallback.packSize),
    optionName: smsSafeText(alert.optionName, fallback.option),
    // The shop's home in the language ("/hi"), under which the product's page is.
    link: productLink(`${shopUrl.replace(/\/+$/, "")}${pathInLanguage("/", language)}`, alert.slugUrl)
  })
}

/** Sends every due alert's SMS once; the number sent by this process. A failed SMS is logged, not retried. */
export const sendDueStockAlerts = Effect.gen(function* () {
  const sms = yield* SmsProvider
  // The link's address (SHOP_URL; this machine at PORT by default).
  const url = yield* shopUrlConfig
  let sent = 0
  for (;;) {
    const claimed = yield* claimDue
    for (const alert of claimed) {
      yield* sms.send(alert.mobile, backInStockText(alert, url, alert.language)).pipe(
        Effect.zipRight(Effect.sync(() => { sent++ })),
        Effect.catchAll((error) => Effect.logWarning(`stock alerts: the SMS of alert ${alert.id} was not sent`, error.reason))
      )
    }
    if (claimed.length < CLAIM_BATCH) break
  }
  if (sent > 0) yield* Effect.logInfo(`stock alerts: sent ${sent} back-in-stock ${sent === 1 ? "SMS" : "SMS messages"}`)
  return sent
})

/**
 * This process's sender, for the life of its scope: on every restock the database announces, when
 * it starts listening (anything may have been missed), and every STOCK_ALERT_SWEEP_EVERY. One send at a
 * time in a process; a request while one runs makes one more run after it.
 */
export const StockAlertsLive = Layer.scopedDiscard(Effect.gen(function* () {
  const notifications = yield* DatabaseNotifications
  const runQuietly = sendDueStockAlerts.pipe(
    Effect.catchAllCause((cause) => Effect.logWarning("stock alerts: sending failed; the next sweep will try again", cause)),
    Effect.asVoid
  )
  // Requests coalesce: at most one run waiting behind the running one.
  const wake = yield* Effect.makeSemaphore(1)
  let pending = false
  // The runs are fibers of this scope: the server's shutdown interrupts them.
  const fork = yield* FiberSet.makeRuntime<SqlClient.SqlClient | SmsProvider>()
  const request = () => {
    if (pending) return
    pending = true
    fork(wake.withPermits(1)(Effect.zipRight(Effect.sync(() => { pending = false }), runQuietly)))
  }
  yield* notifications.listen(STOCK_ALERTS_CHANNEL, { onMessage: request, onListening: request, onLost: () => {} })
  yield* Effect.forkScoped(Effect.repeat(Effect.sync(request), Schedule.spaced(STOCK_ALERT_SWEEP_EVERY)))
}))
