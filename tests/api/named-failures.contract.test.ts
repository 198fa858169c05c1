import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CallFailed, failureSentence } from "#domain/failures.ts"
import { ClientApi, featureCall, OrderApi } from "../../src/app/api-tags.ts"
import { lazyApiRuntime } from "../../src/app/runtime.ts"
import { newKey, sellableOptions, setStock, type Shopper, shopper } from "../support/orders.ts"
import { codeFromOutbox, sendCode } from "../support/sign-in.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"

// Issue 16: the browser's own client (src/app/api.ts, derived from the contract) against the real
// server. A failure reaches the browser by name, with its §8 text beside it, and what a person
// reads is the server's sentence, never the printed object of before
// ({ "text": "grocer order not create", "cause": BadRequest: ... }).

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ products: 40 })
})
afterAll(async () => server?.close())

/** The browser's runtime, its requests sent to the test server with this shopper's cookie. */
const browserRuntime = (who?: Shopper) =>
  lazyApiRuntime(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const headers = new Headers(request.headers)
    if (who !== undefined) headers.set("cookie", who.cookie)
    return fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      ...(request.method === "GET" || request.method === "HEAD" ? {} : { body: await request.text() })
    })
  })

/** What the promise the machines get rejects with. */
const rejection = async <A>(promise: Promise<A>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error)

describe("failures by name through the browser's client (issue 16)", () => {
  it("a coupon that is not valid: CouponNotValid, §8 'grocer order not create', the server's sentence", async () => {
    const who = await shopper(server)
    const [option] = await sellableOptions(server)
    const runtime = browserRuntime(who)
    const line = { PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }
    const failed = await runtime.runPromiseExit(featureCall(OrderApi)((api) => api.quote({ lines: [line], couponCode: "DIWALI50" })))
    expect(failed._tag).toBe("Failure")
    const error = await rejection(runtime.runPromise(featureCall(OrderApi)((api) => api.create({
      lines: [line], couponCode: "DIWALI50", addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey()
    }))))
    expect(error).toBeInstanceOf(CallFailed)
    const call = error as CallFailed
    expect(call.reason._tag).toBe("CouponNotValid")
    expect(call.text).toBe("grocer order not create")
    expect(failureSentence(error)).toBe("The coupon code 'DIWALI50' is not valid.")
    expect(call.message).toBe("The coupon code 'DIWALI50' is not valid.")
  })

  it("more than the stock: OutOfStock with the server's sentence", async () => {
    const who = await shopper(server)
    const option = (await sellableOptions(server))[1]!
    await setStock(server, option.PackOptionId, 3)
    const runtime = browserRuntime(who)
    const error = await rejection(runtime.runPromise(featureCall(OrderApi)((api) => api.create({
      lines: [{ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 5 }],
      addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey()
    }))))
    expect((error as CallFailed).reason._tag).toBe("OutOfStock")
    expect(failureSentence(error)).toMatch(/^[A-Z].*3.*\.$/)
  })

  it("a wrong sign-in code: CodeWrong with the tries left; the code of another number: CodeExpired", async () => {
    const runtime = browserRuntime()
    const mobile = "9811100001"
    expect((await sendCode(server, mobile)).status).toBe(200)
    const code = await codeFromOutbox(server, mobile)
    const wrong = code === "000000" ? "111111" : "000000"
    const error = await rejection(runtime.runPromise(featureCall(ClientApi)((api) => api.login(mobile, wrong))))
    expect((error as CallFailed).reason).toMatchObject({ _tag: "CodeWrong", triesLeft: 4 })
    expect(failureSentence(error)).toBe("The code is not right; 4 tries left.")
    const none = await rejection(runtime.runPromise(featureCall(ClientApi)((api) => api.login("9811100002", code))))
    expect((none as CallFailed).reason._tag).toBe("CodeExpired")
    expect(failureSentence(none)).toBe("The code has expired or was not sent to this number; ask for a new code.")
  })

  it("five wrong codes lock the number: NumberLocked with its wait", async () => {
    const runtime = browserRuntime()
    const mobile = "9811100003"
    await sendCode(server, mobile)
    const code = await codeFromOutbox(server, mobile)
    const wrong = code === "000000" ? "111111" : "000000"
    let last: unknown
    for (let i = 0; i < 5; i++) last = await rejection(runtime.runPromise(featureCall(ClientApi)((api) => api.login(mobile, wrong))))
    expect((last as CallFailed).reason).toMatchObject({ _tag: "NumberLocked", retryAfterSeconds: 900 })
    expect(failureSentence(last)).toBe("Too many wrong codes for this number; try again in 15 minutes.")
  })

  it("another client's orders: NotYourOrder", async () => {
    const [who, other] = [await shopper(server), await shopper(server)]
    const runtime = browserRuntime(who)
    const error = await rejection(runtime.runPromise(featureCall(OrderApi)((api) => api.all(other.clientId))))
    expect((error as CallFailed).reason._tag).toBe("NotYourOrder")
    expect((error as CallFailed).text).toBe("Orders Not Found")
    expect(failureSentence(error)).toBe("You may see only your own orders.")
  })
})
