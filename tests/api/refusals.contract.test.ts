import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sayRefusal } from "#domain/refusal-words.ts"
import type { Refusal } from "#domain/refusals.ts"
import { contractClient } from "#tests/support/api-client.ts"
import { call, lineOf, order, type SellableOption, sellableOptions, setStock, shopper } from "#tests/support/orders.ts"
import { codeFromOutbox, login, register, registeredCustomer, sendCode, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 39 (ADR 064): a refusal the server words itself travels named, with its figures, beside its
// English `message` (domain/refusals.ts), so a Hindi page can say it; the message is that refusal's
// English, and the contract's own client decodes the refusal back.

let server: TestServer
let options: ReadonlyArray<SellableOption>

beforeAll(async () => {
  server = await startTestServer({ products: 20 })
  options = await sellableOptions(server, 3)
})
afterAll(() => server?.close())

/** The body's refusal, after checking the message is its English. */
const refusalIn = (answer: { readonly body: unknown }): Refusal => {
  const { message, refusal } = answer.body as { readonly message: string; readonly refusal?: Refusal }
  expect(refusal, JSON.stringify(answer.body)).toBeDefined()
  expect(message).toBe(sayRefusal(refusal!))
  return refusal!
}

describe("refusals by name", () => {
  it("names an unknown coupon with the code as typed, at the quote and at placing", async () => {
    const who = await shopper(server)
    const quoted = await call(server, "POST", "/order/quote", who.cookie, { lines: [lineOf(options[0]!)], couponCode: " nosuch " })
    expect(quoted).toMatchObject({ status: 400, body: { _tag: "CouponNotValid" } })
    expect(refusalIn(quoted)).toEqual({ _tag: "CouponUnknown", code: "nosuch" })
    const placed = await order(server, who, [lineOf(options[0]!)], { couponCode: "NOSUCH" })
    expect(refusalIn(placed)).toEqual({ _tag: "CouponUnknown", code: "NOSUCH" })
  })

  it("names each line's stock problem when an order is placed, with the units left and asked", async () => {
    const who = await shopper(server)
    const [sold, short] = [options[1]!, options[2]!]
    await setStock(server, sold.PackOptionId, 0)
    await setStock(server, short.PackOptionId, 1)
    const placed = await order(server, who, [lineOf(sold), lineOf(short, 2)])
    expect(placed).toMatchObject({ status: 409, body: { _tag: "OutOfStock" } })
    const refusal = refusalIn(placed)
    expect(refusal).toMatchObject({
      _tag: "StockProblems",
      problems: [{ _tag: "SoldOut", name: expect.any(String) }, { _tag: "OnlyLeft", left: 1, asked: 2 }]
    })
  })

  it("names a wrong sign-in code with the tries left, a code asked again too soon, and a number registered already", async () => {
    const mobile = "9876512301"
    expect((await sendCode(server, mobile)).status).toBe(200)
    const code = await codeFromOutbox(server, mobile)
    const soon = await sendCode(server, mobile)
    expect(soon).toMatchObject({ status: 429, body: { _tag: "TooManyRequests" } })
    expect(refusalIn(soon)).toMatchObject({ _tag: "ResendWait", seconds: expect.any(Number) })
    const wrong = await login(server, mobile, String((Number(code) + 1) % 1_000_000).padStart(6, "0"))
    expect(wrong).toMatchObject({ status: 400, body: { _tag: "CodeWrong", triesLeft: 4 } })
    expect(refusalIn(wrong)).toEqual({ _tag: "CodeWrongTries", triesLeft: 4 })

    const taken = "9876512302"
    await registeredCustomer(server, taken)
    await timePasses(server, 31)
    expect((await sendCode(server, taken)).status).toBe(200)
    const again = await register(server, { Name: "Asha Rao", Mobile: taken, Email: "other@example.in", otp: await codeFromOutbox(server, taken) })
    expect(again).toMatchObject({ status: 409, body: { _tag: "AlreadyRegistered" } })
    expect(refusalIn(again)).toEqual({ _tag: "MobileRegistered" })
  })

  it("reaches the contract's own client as part of the failure it decodes", async () => {
    const who = await shopper(server)
    const api = contractClient(server.baseUrl, { cookie: who.cookie })
    const answer = await api((client) =>
      Effect.either(client.order.quote({ payload: { lines: [lineOf(options[0]!)], couponCode: "NOSUCH" } })))
    expect(Either.isLeft(answer)).toBe(true)
    if (Either.isLeft(answer)) expect(answer.left).toMatchObject({ _tag: "CouponNotValid", refusal: { _tag: "CouponUnknown", code: "NOSUCH" } })
  })
})
