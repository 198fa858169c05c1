import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { formatRupees } from "#domain/money.ts"
import { formatOrderId } from "#domain/order.ts"
import { isCrossSite } from "../http/request-guard.ts"
import { textWhenPaid } from "../order/order-sms.ts"
import { paymentAttemptOf, settlePayment } from "../order/order.writes.ts"
import { requestToken } from "../session/session-cookie.ts"
import { sessionClient } from "../session/session.repo.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { PaymentGateway, type PaymentOutcome } from "./payment-gateway.ts"

// The local test gateway (DESIGN §4): a page where the shopper approves or declines a payment
// attempt. It plays the gateway's part: it settles the attempt with the shop (as a gateway's
// notification would) and sends the shopper back with the result signed, as Razorpay's checkout
// does, to /OrderSuccess, which reports it to the shop again (the same result twice is one).
// ADR 018: only the shopper who placed the order, on this page of the shop, may approve or decline:
// the POST needs that shopper's session cookie and is refused from another site.

const AttemptPath = Schema.Struct({ attemptId: Schema.String.pipe(Schema.pattern(/^pay_[0-9a-f]{24}$/)) })
const Outcome = Schema.Struct({ outcome: Schema.Literal("approved", "declined") })

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const page = (title: string, body: string, status = 200) =>
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
</style></head><body><main>${body}</main></body></html>`, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-store", "x-frame-options": "DENY" }
  })

const notFound = page("Payment not found", "<h1>Payment not found</h1><p>This payment link is not valid.</p>", 404)

const otherSite = page("Payment not taken", "<h1>Payment not taken</h1><p>A payment is approved or declined on the shop's own payment page, not from another site.</p>", 403)

const signInFirst = page("Sign in to pay", "<h1>Sign in to pay</h1><p>Only the shopper who placed the order can pay for it: sign in at the shop and open the payment again from your order.</p>", 401)

// Whether the attempt is for an order of this client.
const attemptOfClient = (attemptId: string, clientId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
    SELECT a.id FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.id = ${attemptId} AND o.client_id = ${clientId}`).pipe(
    Effect.map((rows) => rows.length > 0)
  )

const notWaiting = (number: number) =>
  page("Nothing to pay", `<h1>Nothing to pay</h1><p>Order ${formatOrderId(number)} is not waiting for payment any more (it is paid or cancelled).</p><p><a href="/order-tracking/${formatOrderId(number)}">See the order</a></p>`, 409)

export const testGatewayRoutes = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const gateway = yield* PaymentGateway
    const sms = yield* SmsProvider
    if (!gateway.modes.includes("Online")) return

    yield* router.get("/pay/test/:attemptId", Effect.gen(function* () {
      const { attemptId } = yield* HttpRouter.schemaPathParams(AttemptPath)
      const attempt = yield* paymentAttemptOf(attemptId).pipe(Effect.provideService(SqlClient.SqlClient, sql))
      if (Option.isNone(attempt)) return notFound
      const { number, amount, outcome, waitingForPayment } = attempt.value
      if (outcome !== null) {
        return page("Payment settled", `<h1>This payment was ${outcome}</h1><p>Order ${formatOrderId(number)}.</p><p><a href="/order-tracking/${formatOrderId(number)}">Back to the order</a></p>`)
      }
      if (!waitingForPayment) return notWaiting(number)
      return page(`Pay ${formatRupees(amount)}`, `
        <span class="badge">Test gateway: no money moves</span>
        <h1>Bazaar payment</h1><p>Order ${formatOrderId(number)}</p>
        <p class="amount">${escapeHtml(formatRupees(amount))}</p>
        <form method="post" action="/pay/test/${attemptId}">
          <button class="approve" type="submit" name="outcome" value="approved">Approve payment</button>
          <button class="decline" type="submit" name="outcome" value="declined">Decline</button>
        </form>`)
    }).pipe(Effect.catchAll(() => Effect.succeed(notFound))))

    yield* router.post("/pay/test/:attemptId", Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      if (isCrossSite(request.headers)) return otherSite
      const { attemptId } = yield* HttpRouter.schemaPathParams(AttemptPath)
      const { outcome } = yield* HttpServerRequest.schemaBodyUrlParams(Outcome)
      const shopper = yield* sessionClient(yield* requestToken)
      if (Option.isNone(shopper)) return signInFirst
      // Another shopper's payment is "not found", as another client's order is (ADR 006).
      if (!(yield* attemptOfClient(attemptId, shopper.value.clientId))) return notFound
      const attempt = yield* paymentAttemptOf(attemptId)
      if (Option.isNone(attempt)) return notFound
      const { orderId, number } = attempt.value
      // A gateway takes no money for an order the shop no longer waits to be paid for.
      if (attempt.value.outcome === null && !attempt.value.waitingForPayment) return notWaiting(number)
      const paymentId = attempt.value.paymentId ?? gateway.newPaymentId()
      const settled: PaymentOutcome = attempt.value.outcome ?? outcome
      if (attempt.value.outcome === null) {
        // The gateway's notification to the shop; a refusal (the order was cancelled meanwhile)
        // is shown to the shopper on the order's page, not here.
        yield* settlePayment(orderId, attemptId, paymentId, outcome).pipe(Effect.catchTags({ OrderCannotChange: () => Effect.void, PaymentNotVerified: () => Effect.void }))
        // Issue 33: the order's first SMS, now that it is paid, even if the shopper never comes back.
        yield* textWhenPaid(orderId)
      }
      const result = new URLSearchParams({
        orderid: formatOrderId(number),
        attemptId,
        paymentId,
        outcome: settled,
        signature: gateway.sign(attemptId, paymentId, settled)
      })
      return HttpServerResponse.empty({ status: 303, headers: { location: `/OrderSuccess?${result.toString()}` } })
    }).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.provideService(SmsProvider, sms),
      Effect.catchTags({ ParseError: () => Effect.succeed(page("Bad request", "<h1>Choose Approve or Decline.</h1>", 400)) })
    ))
  })
)
