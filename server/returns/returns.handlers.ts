import { Effect, Option } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { OrderNotFound } from "#domain/http/errors.ts"
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts"
import type { ReturnRequest } from "#domain/returns.ts"
import { RETURN_SMS } from "#domain/sms-texts.ts"
import { mayWorkIn } from "#domain/staff.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { orderById, orderKeyOf } from "../order/order.repo.ts"
import { logHeld, textAsStaff } from "../order/staff-sms.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { customerRefundsOf } from "../support/orders-admin.ts"
import { pageOf, returnById, returnCustomer, returnsOfOrder, walletOf } from "./returns.repo.ts"
import { sendGatewayRefunds } from "../payment/gateway-refunds.ts"
import { actOnReturn, createReturn, withdrawReturn } from "./returns.writes.ts"

// Returns and exchanges, and the wallet (issue 19 item 3, ADR 031): the customer's calls and support's.

/** "Bazaar: your return of order BZ-000123 is Approved. ...": the customer is told of every step, in the order's language (issue 39). */
export const returnSmsText = (request: ReturnRequest, language: Language = DEFAULT_LANGUAGE): string =>
  RETURN_SMS[language]({ ...request, lastReason: request.events.at(-1)?.reason })

/**
 * The customer is texted the request's new status. A step staff took is one of the order's staff
 * texts (issue 34 item 5): past the order's texts for the day the step stands and no SMS goes.
 */
const textCustomer = (request: ReturnRequest, staffId: Id | undefined) =>
  Effect.gen(function* () {
    const sms = yield* SmsProvider
    const found = yield* returnCustomer(request._id)
    if (Option.isNone(found)) return
    const client = found.value
    const send = sms.send(client.mobile, returnSmsText(request, client.language))
    if (staffId === undefined) return yield* send
    const sent = yield* textAsStaff(client.orderId, "return", staffId, send)
    if (sent._tag === "Held") yield* logHeld("return SMS", request.orderid)
  }).pipe(Effect.catchAll((error) => Effect.logWarning("return SMS not sent", error)))

/** The request as the contract answers it, after a write (by staff when `staffId` is given); the customer is texted its new status. */
const answerAfterWrite = (returnId: string, staffId?: Id) =>
  Effect.gen(function* () {
    const request = yield* Effect.flatMap(returnById(returnId), Option.match({
      onNone: () => Effect.die(new Error(`return ${returnId} vanished after a write`)),
      onSome: Effect.succeed
    }))
    yield* textCustomer(request, staffId)
    return { success: true as const, returnRequest: request }
  })

/** The order named by its readable id, if the session may see it: its customer's, or any for an admin. */
const visibleOrder = (orderid: string, mayAdmin: boolean) =>
  Effect.gen(function* () {
    const current = yield* CurrentClient
    const key = yield* orderKeyOf(orderid)
    if (Option.isNone(key) || (key.value.clientId !== current.clientId && !(mayAdmin && mayWorkIn(current.role, "support")))) {
      return yield* Effect.fail(new OrderNotFound({ message: `You have no order ${orderid}.` }))
    }
    return { id: key.value.id, clientId: current.clientId }
  })

export const ReturnsHandlersLive = groupOrUnavailable(BazaarApi, "returns", (handlers) =>
  handlers
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        // Only the order's own customer asks (an admin acts on requests, never makes one).
        const { id, clientId } = yield* visibleOrder(path.orderid, false)
        return yield* answerAfterWrite(yield* createReturn(clientId, id, payload))
      }))
    .handle("ofOrder", ({ path }) =>
      Effect.gen(function* () {
        const { id } = yield* visibleOrder(path.orderid, true)
        const order = Option.getOrThrow(yield* orderById(id))
        return { success: true as const, ...(yield* returnsOfOrder(order)), refunds: yield* customerRefundsOf(id) }
      }))
    .handle("withdraw", ({ path }) =>
      Effect.gen(function* () {
        // Only the order's own customer withdraws (another customer's order is not found).
        const { id, clientId } = yield* visibleOrder(path.orderid, false)
        return yield* answerAfterWrite(yield* withdrawReturn(clientId, id, path.returnId))
      }))
    .handle("mine", ({ urlParams }) =>
      Effect.flatMap(CurrentClient, ({ clientId }) => pageOf((sql) => sql`r.client_id = ${clientId}`, urlParams.page)))
    .handle("wallet", ({ urlParams }) =>
      Effect.flatMap(CurrentClient, ({ clientId }) => walletOf(clientId, urlParams.page)))
)

export const ReturnsAdminHandlersLive = groupOrUnavailable(BazaarApi, "returnsAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      pageOf((sql) => urlParams.status === undefined ? sql`true` : sql`r.status = ${urlParams.status}`, urlParams.page))
    .handle("act", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const acted = yield* actOnReturn(clientId, path.returnId, payload)
        // Issue 37 item 4: a return's refund to a payment taken through the gateway is asked of it now, after the commit.
        if (payload._tag === "refund") yield* sendGatewayRefunds(acted.orderId)
        return yield* answerAfterWrite(acted.returnId, clientId)
      }))
)
