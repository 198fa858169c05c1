import { keepFailure } from "#domain/failure-words.ts"
import { type ActorRef, createActor, fromCallback, type Snapshot } from "xstate"
import type { NewOrderRequest, PaymentToken } from "#domain/http/order.http.ts"
import type { Order } from "#domain/order.ts"
import type { OrderEvent } from "./order.machine.ts"

// Test support, not a test: a stand-in for the orders actor, for machines that ask it for an order
// or a payment token (the checkout). Each request is recorded like a held call; the test answers it
// by hand, and the answer goes back to the asker as the orders actor's reply (OrderReply).

export interface HeldRequest<Output, Input> {
  readonly input: Input
  /** Never aborted: a request sent to another actor cannot be taken back (kept for the held-call shape). */
  readonly signal: AbortSignal
  /** Whether the asker wanted to be sent to the gateway with the token. */
  readonly goToGateway: boolean
  settled: boolean
  readonly resolve: (output: Output) => void
  readonly reject: (error: Error) => void
}

const requests = <Output, Input>(what: string) => {
  const calls: Array<HeldRequest<Output, Input>> = []
  const live = () => calls.filter((call) => !call.settled)
  const latest = () => {
    const call = live().at(-1)
    if (call === undefined) throw new Error(`no ${what} is pending`)
    return call
  }
  return { calls, live, latest }
}

export interface FakeOrdersOptions {
  /** What the shop does when the orders actor tells it an order exists (e.g. empty the cart). */
  readonly onCreated?: (order: Order) => void
}

/** The orders actor as the checkout meets it: `ref` takes its requests, `place` and `token` hold them. */
export const fakeOrders = (options: FakeOrdersOptions = {}) => {
  const place = requests<Order, NewOrderRequest>("order")
  const token = requests<PaymentToken, { readonly number: number }>("payment token")
  /** Orders the shop was told of, in order. */
  const created: Array<Order> = []
  /** Tokens the shopper was sent to the gateway with. */
  const gateway: Array<PaymentToken> = []
  const signal = new AbortController().signal
  const ref = createActor(
    fromCallback<OrderEvent>(({ receive }) => {
      receive((event) => {
        if (event.type === "order.create") {
          const call: HeldRequest<Order, NewOrderRequest> = {
            input: event.request,
            signal,
            goToGateway: false,
            settled: false,
            resolve: (order) => {
              call.settled = true
              event.replyTo?.send({ type: "order.created", order })
              created.push(order)
              options.onCreated?.(order)
            },
            reject: (error) => {
              call.settled = true
              event.replyTo?.send({ type: "order.create.failed", failure: keepFailure(error) })
            }
          }
          place.calls.push(call)
        }
        if (event.type === "order.token.request") {
          const call: HeldRequest<PaymentToken, { readonly number: number }> = {
            input: { number: event.number },
            signal,
            goToGateway: event.goToGateway === true,
            settled: false,
            resolve: (issued) => {
              call.settled = true
              if (call.goToGateway) gateway.push(issued)
              event.replyTo?.send({ type: "order.token.issued", token: issued })
            },
            reject: (error) => {
              call.settled = true
              event.replyTo?.send({ type: "order.token.failed", failure: keepFailure(error) })
            }
          }
          token.calls.push(call)
        }
      })
    })
  ).start()
  return { ref: ref as ActorRef<Snapshot<unknown>, OrderEvent>, place, token, created, gateway }
}
