import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api, killServer, startServer, type ServerProcess } from "#tests/support/server-process.ts"
import { launchChromium } from "../../scripts/chromium.ts"
import { assertUiBuilt, collectPageErrors } from "./support.ts"

// ADR 025: `npm start` runs the server's build (dist-node/main.js, made by `npm run build`), not
// its TypeScript. Every other suite runs the source; this one runs the build, as production does,
// on a fresh PGlite folder: it migrates and seeds it, draws the shop for a shopper in Chromium,
// answers the API, and stops cleanly on SIGTERM.

const started: Array<ServerProcess> = []
let server: ServerProcess
let browser: Browser
let dataDir: string

beforeAll(async () => {
  assertUiBuilt()
  if (!existsSync("dist-node/main.js")) throw new Error("dist-node/main.js is missing: run `npm run build` first.")
  dataDir = mkdtempSync(join(tmpdir(), "bazaar-built-"))
  server = await startServer(started, { BAZAAR_DATA_DIR: dataDir }, "built-server", "built")
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(started.map(killServer))
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
})

describe("the server's build (npm start)", () => {
  it("migrates and seeds a new database and answers the API", async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`)
    expect(ready.status).toBe(200)
    const products = await api(server, "GET", "/product/all?limit=5")
    expect(products.status).toBe(200)
    expect(products.body["total"]).toBeGreaterThan(500)
    const missing = await api(server, "GET", "/product/verify-slugurl/no-such-product")
    expect(missing.status).toBe(404)
    expect(typeof missing.body["message"]).toBe("string")
  })

  it("draws the home page for a shopper, who opens a category", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`${server.baseUrl}/`)
    await expect.poll(() => page.title()).toMatch(/Bazaar/)
    const women = page.getByRole("link", { name: "Women" }).first()
    await women.waitFor()
    await women.click()
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    expect(errors.list).toEqual([])
    // The launch leaves out the address bar's WebUI popup (scripts/chromium.ts): the context's window
    // holds the shop's page (and its service worker) and nothing Chromium draws for itself.
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = await session.send("Target.getTargets")
    expect(targetInfos.filter((target) => target.type !== "service_worker").map((target) => target.type)).toEqual(["page"])
    await session.detach()
    await context.close()
  })

  it("stops on SIGTERM with exit code 0", async () => {
    server.process.kill("SIGTERM")
    expect(await server.exited).toEqual({ code: 0, signal: null })
  })
})
