import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { nodeServer } from "./app.ts"

describe("the Node server under the app", () => {
  it("answers 503 with Retry-After while the app's handler is not attached, and stays quiet once it is", async () => {
    const server = nodeServer()
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/supercategory/all`
    try {
      const starting = await fetch(url)
      expect(starting.status).toBe(503)
      expect(starting.headers.get("retry-after")).toBe("1")
      expect(await starting.json()).toEqual({ success: false, message: "The shop is starting or stopping; please try again in a moment." })
      server.on("request", (_request, response) => response.end("app"))
      const live = await fetch(url)
      expect(live.status).toBe(200)
      expect(await live.text()).toBe("app")
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("answers a request whose address is over Node's header limit with 431 and a JSON message", async () => {
    const server = nodeServer()
    server.on("request", (_request, response) => response.end("app"))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/product/search?q=${"a".repeat(20_000)}`)
      expect(answer.status).toBe(431)
      expect(await answer.json()).toEqual({ success: false, message: "The request's address or headers are too long." })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
