import { Agent, createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { drainOnClose } from "./graceful-close.ts"

const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return (server.address() as AddressInfo).port
}

const closed = (server: Server) => new Promise<number>((resolve) => {
  const started = Date.now()
  server.close(() => resolve(Date.now() - started))
})

describe("drainOnClose", () => {
  it("lets a request in flight finish, then closes its kept-alive connection at once", async () => {
    const server = createServer((_request, response) => setTimeout(() => response.end("done"), 200))
    drainOnClose(server, 5_000)
    const port = await listening(server)
    const agent = new Agent({ keepAlive: true })
    const answer = new Promise<string>((resolve) => request({ port, agent }, (response) => {
      let text = ""
      response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
      response.on("end", () => resolve(text))
    }).end())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const took = await closed(server)
    expect(await answer).toBe("done")
    expect(took).toBeLessThan(1_000)
    agent.destroy()
  })

  it("cuts a request that does not finish within the grace period", async () => {
    const server = createServer(() => { /* never answers */ })
    drainOnClose(server, 300)
    const port = await listening(server)
    const cut = new Promise<string>((resolve) => request({ port }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error")).end())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const took = await closed(server)
    expect(await cut).toBe("ECONNRESET")
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(2_000)
  })
})
