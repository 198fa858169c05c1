import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import { CallFailed, FAILURE_SENTENCES } from "#domain/failures.ts"
import { OrderCannotChange, ReturnNotAllowed, ServiceUnavailable, TooManyRequests } from "#domain/http/errors.ts"
import type { ReturnOptions } from "#domain/http/returns.http.ts"
import { messages as failuresHindi } from "#domain/messages/failures.hi.ts"
import type { Order } from "#domain/order.ts"
import { sayRefusal } from "#domain/refusal-words.ts"
import type { Refusal } from "#domain/refusals.ts"
import { type MyReviewAnswer, type Review, summaryOf } from "#domain/review.ts"
import { orderMachine } from "#machines/order.machine.ts"
import { order as placedOrder } from "#machines/shop-fixtures.test-support.ts"
import { ReturnsApi, ReviewApi, ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import type { ReviewCalls } from "#src/app/review-api.ts"
import { apiRuntimeOf, lazyApiRuntime } from "#src/app/runtime.ts"
import { makeBrowserStorage } from "#src/app/storage.ts"
import { NotifyMe } from "#src/components/notify-me.tsx"
import { OrderActions } from "#src/components/orders/order-actions.tsx"
import { PincodeCheck } from "#src/components/pincode-check.tsx"
import { OrderReturns } from "#src/components/returns/order-returns.tsx"
import ReviewsSection from "#src/components/reviews-section.tsx"
import { inHindi } from "#tests/support/in-hindi.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"
import { memoryStorage } from "#tests/support/memory-storage.ts"
import { testShop } from "#tests/support/test-shop.ts"

// Issue 39: a failed call's sentence that a machine keeps (machines/*: the failure kept as plain data,
// domain/failure-words.ts `KeptFailure`) is said in Hindi on a Hindi page: by the failure's name
// where the words are the shop's own, by the server's named refusal where it sent one. An English
// page shows the English sentence it always did.

withModalDialogs()
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * `ui` drawn with the app's `services`, as a Hindi page draws it or in English, the drawing awaited:
 * the first failure a Hindi page shows waits for its sentences (src/components/failure-sentence.ts).
 */
const draw = async (ui: ReactNode, services: AppServices, hindi: boolean) => {
  const page = <AppProvider value={services}>{ui}</AppProvider>
  const drawn = hindi ? await inHindi(page) : page
  return act(async () => render(drawn))
}

describe("Notify me's failure", () => {
  const OPTION = "0000000000000000000000a1" as Id
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

  /** The customer's session ended on the server: asking for the SMS is refused with the shop's own words. */
  const refusedAsk = async (hindi: boolean) => {
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      return request.method === "POST" ? json(401, { success: false, _tag: "Unauthorized", message: "" }) : json(200, { success: true, alerts: [] })
    })
    const services = { runtime: lazyApiRuntime((input, init) => fetch(input, init)), shop: testShop() } as unknown as AppServices
    await draw(<NotifyMe optionId={OPTION} />, services, hindi)
    const ask = await screen.findByRole("button", { name: hindi ? "उपलब्ध होने पर बताएँ" : "Notify me" })
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(ask)
    return ask
  }

  it("is said in Hindi on a Hindi page", async () => {
    const ask = await refusedAsk(true)
    const answer = document.getElementById(ask.getAttribute("aria-describedby")!)!
    await waitFor(() => expect(answer.textContent).toBe(failuresHindi["failures.Unauthorized"]))
    expect(answer.className).toContain("text-red-700")
  })

  it("is the English sentence on an English page", async () => {
    const ask = await refusedAsk(false)
    const answer = document.getElementById(ask.getAttribute("aria-describedby")!)!
    await waitFor(() => expect(answer.textContent).toBe("Please sign in again to continue."))
    expect(answer.textContent).toBe(FAILURE_SENTENCES.Unauthorized)
  })
})

describe("a return request's refusal", () => {
  const id = (n: number) => n.toString(16).padStart(24, "0") as Id
  const line = (n: number, name: string) => ({
    productId: id(10 + n), ProductName: name, slugurl: "x", thumbnail: "/images/x.svg", PackId: id(20 + n), packSizeName: "M",
    PackOptionId: id(30 + n), packSizeOptionName: "Navy Blue", Price: 500, Mrp: 600, quantity: 1
  })
  const order = { orderid: "BZ-000123", lines: [line(1, "Cotton Kurta")], PaymentMode: "Online" } as unknown as Order
  const options: ReturnOptions = { closesOn: "2026-12-03", refusal: null, units: [1], refundTo: ["wallet"], exchangeChoices: [[]] }
  // The window closed while the form was open: the server names the refusal, with its English beside it.
  const refusal: Refusal = { _tag: "ReturnWindowClosed", orderid: "BZ-000123", closedOn: "2026-12-02", days: 7 }
  const runtime = ManagedRuntime.make(Layer.succeed(ReturnsApi, Effect.succeed({
    create: () => Effect.fail(new CallFailed({ text: "Return Not create", reason: new ReturnNotAllowed({ message: sayRefusal(refusal), refusal }) })),
    withdraw: () => Effect.never
  }) as unknown as ReturnsApi["Type"]))
  const services = () => ({ runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() }) as unknown as AppServices

  /** The form filled in (one item, a reason) and sent; the server refuses it. */
  const refusedRequest = async (hindi: boolean) => {
    await draw(<OrderReturns order={order} returns={[]} options={options} onChanged={() => Promise.resolve()} />, services(), hindi)
    const words = hindi
      ? { open: "रिटर्न या एक्सचेंज", howMany: "Cotton Kurta (Navy Blue / M): कितने वापस भेजने हैं", reason: "कारण", ask: "रिटर्न का अनुरोध करें" }
      : { open: "Return or exchange", howMany: "How many of Cotton Kurta (Navy Blue / M)", reason: "Reason", ask: "Ask for the return" }
    fireEvent.click(await screen.findByRole("button", { name: words.open }))
    const form = screen.getByRole("form", { name: words.open })
    fireEvent.change(within(form).getByLabelText(words.howMany), { target: { value: "1" } })
    fireEvent.change(within(form).getByLabelText(words.reason), { target: { value: "size-fit" } })
    fireEvent.click(within(form).getByRole("button", { name: words.ask }))
    return (await within(form).findByRole("alert")).textContent
  }

  it("is said in Hindi on a Hindi page, from the refusal the server named", async () => {
    expect(await refusedRequest(true)).toBe("ऑर्डर BZ-000123 को लौटाने की समय-सीमा डिलीवरी के 7 दिन बाद, बुधवार, 2 दिसंबर को खत्म हो गई।")
  })

  it("is the server's English on an English page", async () => {
    expect(await refusedRequest(false)).toBe("The return window of order BZ-000123 closed on Wed, 2 Dec, 7 days after delivery.")
  })
})

describe("an order's cancellation refused", () => {
  /** The order's actions beside an orders actor whose update the server refuses in the shop's own words. */
  const refusedCancel = async (hindi: boolean) => {
    const refused = new CallFailed({ text: "order Not Updated", reason: new OrderCannotChange({ message: "" }) })
    const orders = createActor(orderMachine.provide({ actors: { updateOrder: fromPromise(() => Promise.reject(refused)) } }), { input: {} }).start()
    const services = { actors: { orders }, shop: testShop(), runtime: lazyApiRuntime(() => Promise.reject(new Error("no calls here"))) } as unknown as AppServices
    await draw(<OrderActions order={placedOrder} />, services, hindi)
    // The cancel the dialog sends (its reasons are tests/components/customer-order-actions.test.tsx's).
    await act(async () => {
      orders.send({ type: "order.update", update: { _tag: "cancel", orderid: placedOrder.orderid, reason: "Ordered by mistake" } })
    })
    return (await screen.findByRole("alert")).textContent
  }

  it("is said in Hindi on a Hindi page", async () => {
    expect(await refusedCancel(true)).toBe(failuresHindi["failures.OrderCannotChange"])
  })

  it("is the English sentence on an English page", async () => {
    expect(await refusedCancel(false)).toBe("This order cannot be changed that way now.")
  })
})

describe("the pincode check's failure", () => {
  const checkFails = async (hindi: boolean) => {
    const runtime = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({
      deliveryEstimate: () => Effect.fail(new CallFailed({ text: "Pincode Not Found", reason: new ServiceUnavailable({ message: "" }) }))
    }) as unknown as ShopApi["Type"]))
    const services = { storage: makeBrowserStorage(memoryStorage(), (work) => work()), shop: testShop(), runtime: apiRuntimeOf(() => Promise.resolve(runtime)) } as unknown as AppServices
    await draw(<PincodeCheck />, services, hindi)
    fireEvent.change(screen.getByLabelText(hindi ? "इस पिनकोड पर डिलीवरी" : "Deliver to pincode"), { target: { value: "560038" } })
    fireEvent.click(screen.getByRole("button", { name: hindi ? "जाँचें" : "Check" }))
    const answer = document.getElementById("delivery-answer")!
    await waitFor(() => expect(answer.textContent).not.toBe(""))
    return answer.textContent
  }

  it("is said in Hindi on a Hindi page", async () => {
    expect(await checkFails(true)).toBe(failuresHindi["failures.ServiceUnavailable"])
  })

  it("is the English sentence on an English page", async () => {
    expect(await checkFails(false)).toBe("The shop cannot answer right now; please try again in a moment.")
  })
})

describe("a helpful vote refused by a limit", () => {
  const review = (n: number): Review => ({
    _id: `00000000000000000000000${n}` as Id, rating: 4, title: `Title ${n}`, body: `Words ${n}`, author: "Asha R.", verified: true, helpfulCount: n,
    createdAt: `2026-11-0${n}T10:00:00.000Z`, updatedAt: `2026-11-0${n}T10:00:00.000Z`
  })
  const refusal: Refusal = { _tag: "RateLimited", limit: "helpfulVotes" }

  const refusedVote = async (hindi: boolean) => {
    const reviews = [review(1), review(2)]
    const mine: MyReviewAnswer = { review: null, canRate: false, votes: [] }
    const calls = {
      list: (_slug: string, sort: string, page: number) => Effect.succeed({ success: true, summary: summaryOf(reviews.map((r) => r.rating)), reviews, sort, page, limit: 10, total: 2 }),
      mine: () => Effect.succeed({ success: true, ...mine }),
      save: () => Effect.never,
      vote: () => Effect.fail(new CallFailed({ text: "vote not saved", reason: new TooManyRequests({ message: sayRefusal(refusal), refusal, retryAfterSeconds: 600 }) }))
    } as unknown as ReviewCalls
    const runtime = ManagedRuntime.make(Layer.succeed(ReviewApi, Effect.succeed(calls)))
    const auth = createActor(setup({}).createMachine({ context: { isAuth: true } })).start()
    const services = { actors: { auth }, shop: testShop(), runtime: apiRuntimeOf(() => Promise.resolve(runtime)) } as unknown as AppServices
    await draw(<ReviewsSection slug="cotton-kurta" />, services, hindi)
    const helpful = await screen.findByRole("button", { name: hindi ? "मददगार (1)" : "Helpful (1)" })
    await waitFor(() => expect((helpful as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(helpful)
    // The sentence, then (after a failed read only) the section's "Try again".
    return (await screen.findByRole("alert")).textContent?.trim()
  }

  it("is said in Hindi on a Hindi page, from the refusal the server named", async () => {
    expect(await refusedVote(true)).toBe("आपने पिछले एक घंटे में कई रिव्यू को मददगार बताया है; कृपया और बताने से पहले कुछ देर रुकें।")
  })

  it("is the server's English on an English page", async () => {
    expect(await refusedVote(false)).toBe("You have marked many reviews in the last hour; please wait a while before marking more.")
  })
})
