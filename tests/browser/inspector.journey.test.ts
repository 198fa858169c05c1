import { createServer as listenOn } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createServer, type ViteDevServer } from "vite"
import { type BrowserSuite, openPage, startBrowserSuite, WAIT_MS } from "./support.ts"

// Issue 15 item 2: in development, `?inspect` shows every machine of the shop's actor system in the
// Stately inspector, with its definition (the statechart), including the machines spawned later.
// The real inspector (https://stately.ai/inspect) is out of reach here, so a local page stands in
// for its window: it answers the connection as the inspector does and keeps what it receives.

/** The inspector's side of @statelyai/inspect's window protocol: connect, then keep every event. */
const STAND_IN = `<!doctype html><title>inspector stand-in</title><script>
  window.received = []
  addEventListener("message", (event) => {
    if (event.data && typeof event.data.type === "string" && typeof event.data._version === "string") window.received.push(event.data)
  })
  window.opener.postMessage({ type: "@statelyai.connected" }, "*")
</script>`

interface ActorEvent {
  readonly type: "@xstate.actor"
  readonly name: string
  readonly sessionId: string
  readonly parentId?: string
  readonly definition?: string
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = listenOn()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

let suite: BrowserSuite
let vite: ViteDevServer
let devUrl: string
let apiTargetBefore: string | undefined

beforeAll(async () => {
  suite = await startBrowserSuite()
  // The development server of this checkout, sending its API calls to this suite's server. Given
  // back after the file: the browser project's files share their worker's process (isolate: false).
  apiTargetBefore = process.env.BAZAAR_API_TARGET
  process.env.BAZAAR_API_TARGET = suite.baseUrl
  const port = await freePort()
  vite = await createServer({ configFile: "vite.config.ts", logLevel: "error", server: { port, strictPort: true, host: "127.0.0.1", hmr: false } })
  await vite.listen()
  devUrl = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await vite?.close()
  await suite?.close()
  if (apiTargetBefore === undefined) delete process.env.BAZAAR_API_TARGET
  else process.env.BAZAAR_API_TARGET = apiTargetBefore
})

describe("the Stately inspector in development (issue 15)", () => {
  it("receives the definition of every machine: the root's children at start, the checkout when it is spawned", async () => {
    const { page, context, errors, close } = await openPage(suite)
    try {
      await context.route("https://stately.ai/**", (route) => route.fulfill({ contentType: "text/html", body: STAND_IN }))
      // A cold development server compiles the app on this first visit: it may take longer than a page.
      const inspectorWindow = context.waitForEvent("page", { timeout: 90_000 })
      await page.goto(`${devUrl}/?inspect`)
      const inspector = await inspectorWindow
      await page.waitForSelector("html[data-app=live]", { state: "attached", timeout: 60_000 })

      // A product into the cart, then the checkout: client-side, so the system stays the same one.
      // The home page's lists are read as their places come near (issue 36 item 3).
      await page.getByRole("heading", { level: 2, name: "Recommended for you" }).scrollIntoViewIfNeeded()
      await page.locator('a[href^="/product-info/"]').first().click()
      await page.getByRole("button", { name: "Add to cart" }).first().click()
      await page.getByText("Added to cart Successfully!").waitFor()
      await page.getByRole("link", { name: "Proceed to checkout" }).click()
      await page.getByRole("heading", { name: "Checkout" }).waitFor()

      const received = async () => inspector.evaluate(() => (window as unknown as { received: ReadonlyArray<ActorEvent> }).received)
      const withDefinitions = async () =>
        new Map((await received()).filter((event) => event.type === "@xstate.actor" && event.definition !== undefined)
          .map((event) => [(JSON.parse(event.definition!) as { id: string }).id, event] as const))
      await expect.poll(async () => [...(await withDefinitions()).keys()].sort(), { timeout: WAIT_MS }).toEqual(expect.arrayContaining([
        "authentication", "call", "cart", "catalogueLoader", "checkout", "compare", "order", "productLists", "shop", "wishlist"
      ]))

      const actors = (await received()).filter((event): event is ActorEvent => event.type === "@xstate.actor")
      const root = actors.find((event) => event.name === "shop" || JSON.parse(event.definition ?? "{}").id === "shop")
      expect(root).toBeDefined()
      // Every machine is part of the one system: spawned by the root, which has no parent.
      const byName = new Map(actors.map((event) => [event.name, event]))
      for (const name of ["cart", "authentication", "orders", "wishlist", "compare", "productLists", "checkout", "catalogue.superCategories", "catalogue.threeSliders"]) {
        expect(byName.get(name)?.parentId, name).toBe(root!.sessionId)
      }
      // A screen's actor is the root's child too (issue 35, ADR 045): the product page's pincode
      // check (a call actor), with its definition.
      const screenActors = actors.filter((event) => event.name.startsWith("call"))
      expect(screenActors.length).toBeGreaterThan(0)
      for (const screen of screenActors) expect(screen.parentId, screen.name).toBe(root!.sessionId)
      expect((await withDefinitions()).has("call")).toBe(true)
      // A definition is the statechart: the checkout's carries its steps.
      const checkout = (await withDefinitions()).get("checkout")!
      const definition = JSON.parse(checkout.definition!) as { states: { shopping: { states: Record<string, unknown> } } }
      expect(Object.keys(definition.states.shopping.states)).toEqual(expect.arrayContaining(["signIn", "address", "payment", "review"]))
      expect(errors.list).toEqual([])
    } finally {
      await close()
    }
  }, 180_000)
})
