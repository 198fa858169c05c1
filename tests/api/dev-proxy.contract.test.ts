import { createServer, loadConfigFromFile, type ViteDevServer } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 33: the README's development setup (`npm run dev` beside `npx vite`) refused every
// signed-in write with 403: Vite's proxy shorthand rewrote Host to the API server's, and the request
// guard compares Host with the page's Origin. This runs the proxy exactly as vite.config.ts
// configures it (its `server.proxy`, without the app's plugins) in front of a real API server and
// sends what a browser on http://localhost:<vite port> sends.

let api: TestServer
let vite: ViteDevServer
let page: string
let cookie: string

beforeAll(async () => {
  api = await startTestServer({ seed: false })
  process.env.BAZAAR_API_TARGET = api.baseUrl
  const loaded = await loadConfigFromFile({ command: "serve", mode: "development" }, "vite.config.ts", process.cwd(), "silent")
  delete process.env.BAZAAR_API_TARGET
  const proxy = loaded?.config.server?.proxy
  expect(proxy).toBeDefined()
  vite = await createServer({ configFile: false, logLevel: "silent", appType: "custom", server: { port: 0, host: "localhost", proxy, hmr: false, ws: false } })
  await vite.listen()
  const address = vite.httpServer?.address()
  if (address === null || address === undefined || typeof address === "string") throw new Error("Vite is not listening")
  page = `http://localhost:${address.port}`
  cookie = (await registeredCustomer(api, "9811233301")).cookie
})
afterAll(async () => {
  await vite?.close()
  await api?.close()
})

/** A call as the shop's page on Vite's port makes it: its own Origin, same-origin, the session cookie. */
const fromThePage = (path: string, init: { method: string; body?: unknown } = { method: "GET" }) =>
  fetch(`${page}${path}`, {
    method: init.method,
    headers: {
      origin: page,
      "sec-fetch-site": "same-origin",
      cookie,
      ...(init.body === undefined ? {} : { "content-type": "application/json" })
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
  })

describe("the development proxy of `npx vite`", () => {
  it("carries a signed-in write from the page to the API server (it was refused with 403)", async () => {
    const answer = await fromThePage("/api/v1/wishlist/merge", { method: "POST", body: { productIds: [] } })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ success: true })
  })

  it("carries reads and the session as before", async () => {
    const session = await fromThePage("/api/v1/session")
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ client: { Mobile: "9811233301" } })
  })

  it("still lets the server refuse a write from another site's page", async () => {
    const answer = await fetch(`${page}/api/v1/wishlist/merge`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
      body: JSON.stringify({ productIds: [] })
    })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ success: false, _tag: "Forbidden", message: "This call is only accepted from the shop's own pages." })
  })
})
