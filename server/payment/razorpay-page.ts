import { HttpApiBuilder, HttpRouter, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Either, Schema } from "effect"
import { formatRupees } from "#domain/money.ts"
import { formatOrderId } from "#domain/order.ts"
import { PaymentGateway } from "./payment-gateway.ts"
import { escapeHtml, notFound, notWaiting, page, shoppersAttempt } from "./payment-pages.ts"
import { RAZORPAY_ORDER_ID, type RazorpaySettings, toPaise } from "./razorpay.ts"

// Issue 37: where the shopper pays an attempt with Razorpay. The shop's own small page (outside the
// app, as the test gateway's is) loads Standard Checkout's script, here and nowhere else, and opens
// it for the attempt's Orders API order with UPI first, then cards, netbanking and wallets.
// Checkout's result comes back signed (`razorpay_signature`) and goes to /OrderSuccess, which
// reports it to the shop; the shop believes the signature only (server/payment/payment-gateway.ts).

/**
 * The page's Content-Security-Policy: the shop's own (server/http/security-headers.ts) and exactly
 * what Checkout needs beside it: its script's origin, and the API's origin, whose frame takes the
 * payment. Derived from the settings, so the tests' fake Razorpay is allowed and nothing else.
 */
export const razorpayPagePolicy = (settings: Pick<RazorpaySettings, "apiUrl" | "checkoutUrl">): string => {
  const checkout = new URL(settings.checkoutUrl).origin
  const api = new URL(settings.apiUrl).origin
  const both = checkout === api ? checkout : `${checkout} ${api}`
  return [
    "default-src 'self'",
    `script-src 'self' ${checkout}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${both}`,
    "font-src 'self'",
    `connect-src 'self' ${both}`,
    `frame-src ${both}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join("; ")
}

/** The script that opens Checkout (served as /pay/razorpay.js: the policy allows no inline script). */
export const OPEN_CHECKOUT_SCRIPT = `(function () {
  var data = document.getElementById("pay").dataset
  var status = document.getElementById("status")
  var button = document.getElementById("open")
  function say(text) { status.textContent = text }
  function open() {
    if (typeof Razorpay !== "function") { say("The payment window could not be loaded. Check your connection and press Pay again."); return }
    var checkout = new Razorpay({
      key: data.key, order_id: data.order, amount: Number(data.amount), currency: "INR",
      name: "Bazaar", description: "Order " + data.orderid,
      prefill: { name: data.name, email: data.email, contact: data.contact },
      notes: { orderid: data.orderid },
      theme: { color: "#c2410c" },
      config: { display: {
        blocks: {
          upi: { name: "Pay by UPI", instruments: [{ method: "upi" }] },
          other: { name: "Cards, netbanking and wallets", instruments: [{ method: "card" }, { method: "netbanking" }, { method: "wallet" }] }
        },
        sequence: ["block.upi", "block.other"],
        preferences: { show_default_blocks: false }
      } },
      handler: function (result) {
        say("Payment received; taking you back to your order...")
        location.assign("/OrderSuccess?" + new URLSearchParams({
          orderid: data.orderid, attemptId: result.razorpay_order_id, paymentId: result.razorpay_payment_id,
          signature: result.razorpay_signature, outcome: "approved"
        }).toString())
      },
      modal: { ondismiss: function () { say("Payment not completed. Press Pay to try again, or go back to your order.") } }
    })
    checkout.on("payment.failed", function (answer) {
      var reason = answer && answer.error && answer.error.description
      say("The payment did not go through" + (reason ? ": " + reason : "") + ". You can try again.")
    })
    checkout.open()
  }
  button.addEventListener("click", open)
  open()
})()
`

const AttemptPath = Schema.Struct({ attemptId: Schema.String.pipe(Schema.pattern(RAZORPAY_ORDER_ID)) })

const attribute = (value: string) => escapeHtml(value)

export const razorpayPageRoutes = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const gateway = yield* PaymentGateway
    const settings = gateway.razorpay
    if (settings === undefined) return
    const policy = razorpayPagePolicy(settings)

    yield* router.get("/pay/razorpay.js", Effect.succeed(HttpServerResponse.text(OPEN_CHECKOUT_SCRIPT, {
      contentType: "text/javascript; charset=utf-8",
      headers: { "cache-control": "public, max-age=300" }
    })))

    yield* router.get("/pay/razorpay/:attemptId", Effect.gen(function* () {
      const { attemptId } = yield* HttpRouter.schemaPathParams(AttemptPath)
      // Checkout is prefilled with the shopper's name, e-mail and mobile: only they see this page.
      const found = yield* shoppersAttempt(attemptId)
      if (Either.isLeft(found)) return found.left
      const { number, amount, outcome, waitingForPayment, clientId } = found.right
      const orderid = formatOrderId(number)
      if (outcome !== null) {
        return page("Payment settled", `<h1>This payment was ${outcome}</h1><p>Order ${orderid}.</p><p><a href="/order-tracking/${orderid}">Back to the order</a></p>`)
      }
      if (!waitingForPayment) return notWaiting(number)
      const [who] = yield* sql<{ name: string; email: string; mobile: string }>`SELECT name, email, mobile FROM clients WHERE id = ${clientId}`
      const shown = page(`Pay ${formatRupees(amount)}`, `
        <h1>Bazaar payment</h1><p>Order ${orderid}</p>
        <p class="amount">${escapeHtml(formatRupees(amount))}</p>
        <div id="pay" data-key="${attribute(settings.keyId)}" data-order="${attribute(attemptId)}" data-amount="${toPaise(amount)}"
          data-orderid="${orderid}" data-name="${attribute(who?.name ?? "")}" data-email="${attribute(who?.email ?? "")}" data-contact="${attribute(who === undefined ? "" : `+91${who.mobile}`)}"></div>
        <form><button class="approve" type="button" id="open">Pay ${escapeHtml(formatRupees(amount))}</button></form>
        <p role="status" id="status"></p>
        <a class="back" href="/order-tracking/${orderid}">Back to the order</a>`, 200,
      `<script src="${attribute(settings.checkoutUrl)}"></script><script src="/pay/razorpay.js" defer></script>`)
      return HttpServerResponse.setHeader(shown, "content-security-policy", policy)
    }).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.catchAll(() => Effect.succeed(notFound))
    ))
  })
)
