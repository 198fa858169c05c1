import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Redacted } from "effect"
import { checkoutSignature, type RazorpaySettings, webhookSignature } from "#server/payment/razorpay.ts"

// Issue 37: a local Razorpay built from its documented API, for the tests: the Orders API (orders,
// their payments), payments made as Checkout makes them (captured or failed), webhooks signed as
// Razorpay signs them, and a stand-in for Standard Checkout's script that a journey can click
// through. It checks the key as Razorpay does (HTTP Basic, key id and secret) and keeps every
// request, so a test reads what the shop sent.

export interface FakeOrder {
  readonly id: string
  readonly amount: number
  readonly currency: string
  readonly receipt: string | null
  status: "created" | "attempted" | "paid"
}

export interface FakePayment {
  readonly id: string
  readonly order_id: string
  readonly amount: number
  readonly currency: "INR"
  status: "created" | "authorized" | "captured" | "refunded" | "failed"
  readonly method: string
  readonly error_description: string | null
}

export interface FakeRefund {
  readonly id: string
  readonly payment_id: string
  readonly amount: number
  readonly receipt: string | null
  readonly notes: unknown
  status: "pending" | "processed" | "failed"
  /** The idempotency key it was made under (X-Refund-Idempotency). */
  readonly key: string
}

export interface FakeRazorpay {
  readonly settings: RazorpaySettings
  readonly url: string
  readonly orders: Map<string, FakeOrder>
  readonly payments: Map<string, FakePayment>
  /** Every API request the shop made: method, path, JSON body. */
  readonly requests: Array<{ readonly method: string; readonly path: string; readonly body: unknown }>
  readonly refunds: Map<string, FakeRefund>
  /** While set, every API call answers 500 (the gateway is down). */
  down: boolean
  /**
   * How the next refunds come out: processed at once (the default), pending (processed later by a
   * webhook), failed in the answer, or refused with a 400 and Razorpay's words.
   */
  refundOutcome: "processed" | "pending" | "failed" | "refused"
  /** A payment against `orderId` as Checkout makes it; for a captured one, what Checkout's handler receives. */
  readonly pay: (orderId: string, outcome?: "captured" | "failed", method?: string) => {
    readonly payment: FakePayment
    readonly result: { readonly razorpay_order_id: string; readonly razorpay_payment_id: string; readonly razorpay_signature: string }
  }
  /** A webhook's raw body and its X-Razorpay-Signature, as Razorpay delivers `event` about `payment` (and `refund`). */
  readonly webhook: (event: string, payment: FakePayment, refund?: FakeRefund & { readonly error_description?: string }) => { readonly body: string; readonly signature: string; readonly eventId: string }
  readonly close: () => Promise<void>
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const razorpayId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (byte) => ALNUM[byte % ALNUM.length]).join("")}`

/** The stand-in for checkout.js: a dialog with UPI first, that pays through the fake and calls the shop's handler. */
const standInCheckout = (origin: string) => `(function () {
  function Razorpay(options) { this.options = options; this.handlers = {} }
  Razorpay.prototype.on = function (event, handler) { this.handlers[event] = handler }
  Razorpay.prototype.open = function () {
    var self = this, options = this.options
    var old = document.getElementById("razorpay-stand-in"); if (old) old.remove()
    var box = document.createElement("div")
    box.id = "razorpay-stand-in"; box.setAttribute("role", "dialog"); box.setAttribute("aria-label", "Razorpay Checkout (test stand-in)")
    var heading = document.createElement("h2"); heading.textContent = "Razorpay Checkout (test stand-in): " + options.description
    box.appendChild(heading)
    var sequence = (options.config && options.config.display && options.config.display.sequence) || []
    var blocks = (options.config && options.config.display && options.config.display.blocks) || {}
    sequence.forEach(function (code) {
      var block = blocks[code.replace("block.", "")]; if (!block) return
      var button = document.createElement("button"); button.type = "button"; button.textContent = block.name
      button.addEventListener("click", function () {
        fetch("${origin}/_fake/checkout", { method: "POST", headers: { "content-type": "application/json" },
          body: JSON.stringify({ order_id: options.order_id, method: block.instruments[0].method, outcome: "captured" }) })
          .then(function (r) { return r.json() }).then(function (result) { box.remove(); options.handler(result) })
      })
      box.appendChild(button)
    })
    var fail = document.createElement("button"); fail.type = "button"; fail.textContent = "Fail the payment"
    fail.addEventListener("click", function () {
      if (self.handlers["payment.failed"]) self.handlers["payment.failed"]({ error: { description: "Payment was declined by the bank (stand-in)" } })
    })
    box.appendChild(fail)
    var close = document.createElement("button"); close.type = "button"; close.textContent = "Close"
    close.addEventListener("click", function () { box.remove(); if (options.modal && options.modal.ondismiss) options.modal.ondismiss() })
    box.appendChild(close)
    document.body.appendChild(box)
  }
  window.Razorpay = Razorpay
})()
`

const readBody = (request: IncomingMessage): Promise<string> => new Promise((resolve, reject) => {
  let text = ""
  request.setEncoding("utf8")
  request.on("data", (chunk: string) => { text += chunk })
  request.on("end", () => resolve(text))
  request.on("error", reject)
})

const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify(body))
}

const failure = (code: string, description: string) => ({ error: { code, description } })

/**
 * Starts the fake on a free port of 127.0.0.1 with fresh keys; a key id of live mode (`rzp_live_...`)
 * when a production-mode server is to use it (the benchmark: production refuses a test-mode key).
 */
export const startFakeRazorpay = async (options: { readonly mode?: "test" | "live" } = {}): Promise<FakeRazorpay> => {
  const keyId = `rzp_${options.mode ?? "test"}_${randomBytes(7).toString("hex")}`
  const keySecret = randomBytes(16).toString("hex")
  const webhookSecret = randomBytes(16).toString("hex")
  const orders = new Map<string, FakeOrder>()
  const payments = new Map<string, FakePayment>()
  const requests: Array<{ method: string; path: string; body: unknown }> = []
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`
  let origin = ""
  const refunds = new Map<string, FakeRefund>()
  const fake: { down: boolean; refundOutcome: FakeRazorpay["refundOutcome"] } = { down: false, refundOutcome: "processed" }

  const pay = (orderId: string, outcome: "captured" | "failed" = "captured", method = "upi") => {
    const order = orders.get(orderId)
    if (order === undefined) throw new Error(`the fake has no order ${orderId}`)
    const payment: FakePayment = {
      id: razorpayId("pay"), order_id: orderId, amount: order.amount, currency: "INR", status: outcome, method,
      error_description: outcome === "failed" ? "Payment was declined by the bank" : null
    }
    payments.set(payment.id, payment)
    order.status = outcome === "captured" ? "paid" : "attempted"
    return {
      payment,
      result: { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: checkoutSignature({ keySecret: Redacted.make(keySecret) }, orderId, payment.id) }
    }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake")
      const text = await readBody(request)
      const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" }
      if (request.method === "OPTIONS") return send(response, 204, {}, cors)
      if (url.pathname === "/v1/checkout.js") {
        response.writeHead(200, { "content-type": "text/javascript" })
        return response.end(standInCheckout(origin))
      }
      if (url.pathname === "/_fake/checkout" && request.method === "POST") {
        const asked = JSON.parse(text) as { order_id: string; method: string }
        return send(response, 200, pay(asked.order_id, "captured", asked.method).result, cors)
      }
      const body: unknown = text === "" ? undefined : JSON.parse(text)
      requests.push({ method: request.method ?? "", path: url.pathname, body })
      if (fake.down) return send(response, 500, failure("SERVER_ERROR", "The fake is down"))
      if (request.headers.authorization !== expectedAuth) return send(response, 401, failure("BAD_REQUEST_ERROR", "Authentication failed"))
      if (url.pathname === "/v1/orders" && request.method === "POST") {
        const asked = body as { amount?: unknown; currency?: unknown; receipt?: unknown }
        if (typeof asked.amount !== "number" || !Number.isInteger(asked.amount) || asked.amount < 100) {
          return send(response, 400, failure("BAD_REQUEST_ERROR", "The amount must be atleast INR 1.00"))
        }
        if (typeof asked.receipt === "string" && asked.receipt.length > 40) return send(response, 400, failure("BAD_REQUEST_ERROR", "receipt: the length must be no more than 40."))
        const order: FakeOrder = { id: razorpayId("order"), amount: asked.amount, currency: String(asked.currency), receipt: typeof asked.receipt === "string" ? asked.receipt : null, status: "created" }
        orders.set(order.id, order)
        return send(response, 200, { ...order, entity: "order", amount_paid: 0, amount_due: order.amount, attempts: 0, created_at: Math.floor(Date.now() / 1000) })
      }
      const ofOrder = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname)
      if (ofOrder !== null && request.method === "GET") {
        if (!orders.has(ofOrder[1]!)) return send(response, 400, failure("BAD_REQUEST_ERROR", "The id provided does not exist"))
        const items = [...payments.values()].filter((payment) => payment.order_id === ofOrder[1])
        return send(response, 200, { entity: "collection", count: items.length, items })
      }
      const refundOf = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname)
      if (refundOf !== null && request.method === "GET") {
        const refund = refunds.get(refundOf[1]!)
        if (refund === undefined) return send(response, 400, failure("BAD_REQUEST_ERROR", "The id provided does not exist"))
        return send(response, 200, { ...refund, key: undefined, entity: "refund", currency: "INR" })
      }
      const refunding = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname)
      if (refunding !== null && request.method === "POST") {
        const payment = payments.get(refunding[1]!)
        if (payment === undefined) return send(response, 400, failure("BAD_REQUEST_ERROR", "The id provided does not exist"))
        const asked = body as { amount?: unknown; receipt?: unknown; notes?: unknown }
        const key = request.headers["x-refund-idempotency"]
        if (typeof key !== "string" || !/^[A-Za-z0-9_-]{10,}$/.test(key)) return send(response, 400, failure("BAD_REQUEST_ERROR", "The idempotency key is invalid"))
        // The same key again: the same refund, as Razorpay answers a repeated idempotent request.
        const again = [...refunds.values()].find((refund) => refund.key === key)
        if (again !== undefined) return send(response, 200, { ...again, entity: "refund", currency: "INR" })
        if (payment.status !== "captured" && payment.status !== "refunded") return send(response, 400, failure("BAD_REQUEST_ERROR", "The payment has not been captured"))
        if (typeof asked.amount !== "number" || !Number.isInteger(asked.amount) || asked.amount < 100) {
          return send(response, 400, failure("BAD_REQUEST_ERROR", "The amount must be atleast INR 1.00"))
        }
        const given = [...refunds.values()].filter((refund) => refund.payment_id === payment.id && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0)
        if (given + asked.amount > payment.amount) return send(response, 400, failure("BAD_REQUEST_ERROR", "The refund amount provided is greater than amount captured"))
        if (fake.refundOutcome === "refused") return send(response, 400, failure("BAD_REQUEST_ERROR", "Refunds are not allowed on this payment (fake)"))
        const refund: FakeRefund = {
          id: razorpayId("rfnd"), payment_id: payment.id, amount: asked.amount, receipt: typeof asked.receipt === "string" ? asked.receipt : null,
          notes: asked.notes ?? {}, status: fake.refundOutcome, key
        }
        refunds.set(refund.id, refund)
        if (given + asked.amount === payment.amount && refund.status !== "failed") payment.status = "refunded"
        return send(response, 200, { ...refund, entity: "refund", currency: "INR", speed_requested: "normal", created_at: Math.floor(Date.now() / 1000) })
      }
      return send(response, 404, failure("BAD_REQUEST_ERROR", "The requested URL was not found on the server."))
    })().catch((error: unknown) => send(response, 500, failure("SERVER_ERROR", String(error))))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const settings: RazorpaySettings = {
    keyId, keySecret: Redacted.make(keySecret), webhookSecret: Redacted.make(webhookSecret), apiUrl: origin, checkoutUrl: `${origin}/v1/checkout.js`
  }
  return Object.assign(fake, {
    settings,
    url: origin,
    orders,
    payments,
    refunds,
    requests,
    pay,
    webhook: (event: string, payment: FakePayment, refund?: FakeRefund & { readonly error_description?: string }) => {
      const eventId = `evt_${razorpayId("x").slice(2)}`
      const body = JSON.stringify({
        entity: "event", account_id: "acc_fake", event, contains: refund === undefined ? ["payment"] : ["refund", "payment"],
        payload: {
          payment: { entity: { ...payment, entity: "payment", captured: payment.status === "captured" || payment.status === "refunded" } },
          ...(refund === undefined ? {} : { refund: { entity: { ...refund, key: undefined, entity: "refund", currency: "INR" } } })
        },
        created_at: Math.floor(Date.now() / 1000)
      })
      return { body, signature: webhookSignature(settings, body), eventId }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
}
