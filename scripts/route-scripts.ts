import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { Browser } from "playwright-core"

/** DESIGN §6: JavaScript at first load, gzipped: the home route's budget, and every other route's. */
export const JS_BUDGET_KB = { home: 220, other: 260 } as const

export interface RouteScripts { readonly files: number; readonly gzipKb: number }

/**
 * The JavaScript a route fetches at first load, as Chromium fetches it: every script of the shop's
 * origin until the app is live and the network is idle, each gzipped (level 9) from `distDir`.
 * `npm run bench:web` reports it per route; the browser suite fails CI when home is over budget.
 */
export const measureRouteScripts = async (browser: Browser, base: string, path: string, distDir = "dist"): Promise<RouteScripts> => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on("response", (response) => {
      const url = new URL(response.url())
      if (url.origin === base && url.pathname.endsWith(".js")) scripts.add(url.pathname)
    })
    await page.goto(base + path, { waitUntil: "networkidle" })
    // Every script the route needs has arrived once the app is live (it may start after the first paint).
    await page.waitForSelector("html[data-app=live]", { timeout: 30_000 })
    await page.waitForLoadState("networkidle")
    let bytes = 0
    for (const script of scripts) bytes += gzipSync(readFileSync(join(distDir, script)), { level: 9 }).length
    return { files: scripts.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 }
  } finally {
    await context.close()
  }
}
