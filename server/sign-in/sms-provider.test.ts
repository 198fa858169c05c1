import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { outboxText, SmsFailed, SmsProvider } from "./sms-provider.ts"

describe("what the outbox keeps of a message", () => {
  const message = "204913 is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone."

  it("in development, all of it: /dev/outbox and the tests read the code there", () => {
    expect(outboxText(message, { secret: "204913" }, false)).toBe(message)
  })

  it("in production, the code masked wherever it appears", () => {
    expect(outboxText(message, { secret: "204913" }, true)).toBe("****** is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone.")
    expect(outboxText("204913 or 204913", { secret: "204913" }, true)).toBe("****** or ******")
  })

  it("a message without a secret (an order's SMS) is kept as it is", () => {
    expect(outboxText("Your order BZ-000123 is on its way.", undefined, true)).toBe("Your order BZ-000123 is on its way.")
    expect(outboxText("Your order BZ-000123 is on its way.", { secret: "" }, true)).toBe("Your order BZ-000123 is on its way.")
  })
})

describe("the SMS gateway (SmsProvider.Http)", () => {
  const gatewayAnswering = async (status: number) => {
    const received: Array<{ body: string; authorization: string | undefined }> = []
    const server = createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => void (body += chunk.toString("utf8")))
      request.on("end", () => {
        received.push({ body, authorization: request.headers.authorization })
        response.writeHead(status, { "content-type": "application/json" }).end("{\"ok\":true}")
      })
    })
    const connections = { count: 0 }
    server.on("connection", () => void connections.count++)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { received, connections, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms` }
  }
  const send = (url: string) => Effect.runPromise(Effect.either(Effect.flatMap(SmsProvider, (sms) => sms.send("9876500031", "Bazaar: hello")).pipe(
    Effect.provide(SmsProvider.Http(url, Option.some(Redacted.make("sms-token")))))))

  it("posts the message as JSON with the bearer token, on kept connections", async () => {
    const gateway = await gatewayAnswering(200)
    try {
      const results = [await send(gateway.url), await send(gateway.url), await send(gateway.url), await send(gateway.url)]
      expect(results.every(Either.isRight)).toBe(true)
      expect(gateway.received).toEqual(Array.from({ length: 4 }, () =>
        ({ body: JSON.stringify({ to: "9876500031", message: "Bazaar: hello" }), authorization: "Bearer sms-token" })))
      // Connections are kept: four messages did not open four.
      expect(gateway.connections.count).toBeLessThan(4)
    } finally {
      gateway.server.closeAllConnections()
      gateway.server.close()
    }
  })

  it("fails with the gateway's status when it refuses, and with the reason when it cannot be reached", async () => {
    const gateway = await gatewayAnswering(503)
    try {
      expect(await send(gateway.url)).toEqual(Either.left(new SmsFailed({ reason: "the SMS gateway answered 503" })))
    } finally {
      gateway.server.closeAllConnections()
      await new Promise((resolve) => gateway.server.close(resolve))
    }
    const unreachable = await send(gateway.url)
    expect(Either.isLeft(unreachable) && unreachable.left.reason).toMatch(/ECONNREFUSED|connect/)
  })
})
