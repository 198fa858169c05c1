import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Either, Option, Schema } from "effect"
import { formatRupees } from "#domain/money.ts"
import { formatOrderId } from "#domain/order.ts"
import { isCrossSite } from "../http/request-guard.ts"
import { textWhenPaid } from "../order/order-sms.ts"
import { paymentAttemptOf, settlePayment } from "../order/order.writes.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { PaymentGateway, type PaymentOutcome } from "./payment-gateway.ts"
import { escapeHtml, notFound, notWaiting, otherSite, page, shoppersAttempt } from "./payment-pages.ts"

// The local test gateway (DESIGN §4): a page where the shopper approves or declines a payment
// attempt. It plays the gateway's part: it settles the attempt with the shop (as a gateway's
// notification would) and sends the shopper back with the result signed, as Razorpay's checkout
// does, to /OrderSuccess, which reports it to the shop again (the same result twice is one).
// ADR 018: only the shopper who placed the order, on this page of the shop, may approve or decline:
// the POST needs that shopper's session cookie and is refused from another site.

const AttemptPath = Schema.Struct({ attemptId: Schema.String.pipe(Schema.pattern(/^pay_[0-9a-f]{24}$/)) })
const Outcome = Schema.Struct({ outcome: Schema.Literal("approved", "declined") })

export const testGatewayRoutes = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const gateway = yield* PaymentGateway
    const sms = yield* SmsProvider
    // Only the test gateway's own attempts are paid here: never beside Razorpay (issue 37).
    if (gateway.name !== "test") return

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
      const found = yield* shoppersAttempt(attemptId)
      if (Either.isLeft(found)) return found.left
      const attempt = found.right
      const { orderId, number } = attempt
      // A gateway takes no money for an order the shop no longer waits to be paid for.
      if (attempt.outcome === null && !attempt.waitingForPayment) return notWaiting(number)
      const paymentId = attempt.paymentId ?? gateway.newPaymentId()
      const settled: PaymentOutcome = attempt.outcome ?? outcome
      if (attempt.outcome === null) {
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
