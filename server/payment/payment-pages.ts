import { HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Either, Option } from "effect"
import { formatOrderId } from "#domain/order.ts"
import { paymentAttemptOf } from "../order/order.writes.ts"
import { requestToken } from "../session/session-cookie.ts"
import { sessionClient } from "../session/session.repo.ts"

// The parts of the gateways' pages the shop serves itself (the test gateway's, Razorpay's): one
// small page of their own each, drawn on the server, outside the app.

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export const page = (title: string, body: string, status = 200, head = "") =>
  HttpServerResponse.text(`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%2316a34a%22/%3E%3C/svg%3E">
<style>
  * { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 16px; padding: 28px; width: min(92vw, 420px); box-shadow: 0 10px 30px rgba(15, 23, 42, .1); }
  h1 { font-size: 20px; margin: 0 0 4px; } p { color: #475569; } .amount { font-size: 32px; font-weight: 700; color: #0f172a; margin: 16px 0; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; font-size: 12px; font-weight: 600; }
  form { display: flex; gap: 12px; margin-top: 20px; } button { flex: 1; border: 0; border-radius: 10px; padding: 12px; font-size: 16px; font-weight: 600; cursor: pointer; }
  .approve { background: #16a34a; color: #fff; } .decline { background: #e2e8f0; color: #0f172a; }
  a.back { display: block; margin-top: 16px; text-align: center; color: #475569; } [role=status]:empty { display: none; }
</style>${head}</head><body><main>${body}</main></body></html>`, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-store", "x-frame-options": "DENY" }
  })

export const notFound = page("Payment not found", "<h1>Payment not found</h1><p>This payment link is not valid.</p>", 404)

export const otherSite = page("Payment not taken", "<h1>Payment not taken</h1><p>A payment is approved or declined on the shop's own payment page, not from another site.</p>", 403)

export const signInFirst = page("Sign in to pay", "<h1>Sign in to pay</h1><p>Only the shopper who placed the order can pay for it: sign in at the shop and open the payment again from your order.</p>", 401)

// Whether the attempt is for an order of this client.
const attemptOfClient = (attemptId: string, clientId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
    SELECT a.id FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.id = ${attemptId} AND o.client_id = ${clientId}`).pipe(
    Effect.map((rows) => rows.length > 0)
  )

export const notWaiting = (number: number) =>
  page("Nothing to pay", `<h1>Nothing to pay</h1><p>Order ${formatOrderId(number)} is not waiting for payment any more (it is paid or cancelled).</p><p><a href="/order-tracking/${formatOrderId(number)}">See the order</a></p>`, 409)

/** The attempt, with its shopper, when the signed-in shopper placed its order; else the page that says why not. */
export const shoppersAttempt = (attemptId: string) =>
  Effect.gen(function* () {
    const shopper = yield* sessionClient(yield* requestToken)
    if (Option.isNone(shopper)) return Either.left(signInFirst)
    // Another shopper's payment is "not found", as another client's order is (ADR 006).
    if (!(yield* attemptOfClient(attemptId, shopper.value.clientId))) return Either.left(notFound)
    const attempt = yield* paymentAttemptOf(attemptId)
    return Option.isNone(attempt) ? Either.left(notFound) : Either.right({ ...attempt.value, clientId: shopper.value.clientId })
  })
