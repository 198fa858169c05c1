import { Effect } from "effect"
import { type NewOrderRequest, OrderGroup, type OrderQuoteRequest, type OrderUpdate } from "#domain/http/order.http.ts"
import { contractOf, failWith, failWithText, groupClient, pageLanguage } from "./contract-client.ts"

/**
 * The order calls (§7 Orders), a feature on the one seam (ADR 045, 055): the contract's order group,
 * loaded as the runtime's `OrderApi` at its first call (the cart's quote among them).
 */
const OrderContract = contractOf(OrderGroup)

/** The text kept when an invoice download fails (not a §8 call; the server's sentence is shown). */
export const INVOICE_TEXT = "Invoice Not Found"
/** The same for a credit note (issue 33). */
export const CREDIT_NOTE_TEXT = "Credit Note Not Found"

/** The order calls (§7 Orders), each with its §8 text; the server's message stays in the cause. */
export const makeOrderCalls = Effect.gen(function* () {
  const order = yield* groupClient(OrderContract, "order")
  return {
    quote: (request: OrderQuoteRequest) =>
      Effect.flatMap(order, (api) => api.quote({ payload: request })).pipe(Effect.map((r) => r.quote), failWith("newOrder")),
    // Issue 39: with the page's language, which the order's SMS speak.
    create: (request: NewOrderRequest) =>
      Effect.flatMap(order, (api) => api.create({ payload: { ...request, language: pageLanguage() } })).pipe(failWith("newOrder")),
    latest: (clientId: string) =>
      Effect.flatMap(order, (api) => api.latest({ path: { clientId: clientId as never } })).pipe(Effect.map((r) => r.order), failWith("latestOrders")),
    all: (clientId: string) =>
      Effect.flatMap(order, (api) => api.all({ path: { clientId: clientId as never } })).pipe(Effect.map((r) => r.order), failWith("allOrders")),
    one: (orderid: string) => Effect.flatMap(order, (api) => api.one({ path: { orderid } })).pipe(Effect.map((r) => r.order), failWith("orderUpdate")),
    // Issue 19 item 6: the tax invoice's PDF bytes (§8 has no text for it: ours).
    invoice: (orderid: string) => Effect.flatMap(order, (api) => api.invoice({ path: { orderid } })).pipe(failWithText(INVOICE_TEXT)),
    // Issue 33: a cancelled invoiced order's credit note, as the invoice (the server's sentence on failure).
    creditNote: (orderid: string) => Effect.flatMap(order, (api) => api.creditNote({ path: { orderid } })).pipe(failWithText(CREDIT_NOTE_TEXT)),
    update: (update: OrderUpdate) =>
      // The client types each member of the payload union as its own overload; this is one of them.
      Effect.flatMap(order, (api) => api.update({ path: { orderid: update.orderid }, payload: update, withResponse: false } as Parameters<typeof api.update>[0] & { readonly withResponse: false })).pipe(
        Effect.map((r) => r.order),
        failWith("orderUpdate")
      ),
    // §7's generatenewtoken as a POST (ADR 020): a payment attempt is made on a write.
    newToken: (number: number) =>
      Effect.flatMap(order, (api) => api.issueToken({ path: { number } })).pipe(Effect.map((r) => r.token), failWith("tokenGeneration")),
    sendSms: (orderid: string) => Effect.flatMap(order, (api) => api.sendSms({ payload: { orderid } })).pipe(Effect.asVoid, failWith("orderSms"))
  }
})
export type OrderApiShape = Effect.Effect.Success<typeof makeOrderCalls>
