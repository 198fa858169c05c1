import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { type Browser, type BrowserContext, type Locator, type Page, type Request } from "playwright-core"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { expect } from "vitest"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import type { PaymentSettings } from "#server/payment/payment-gateway.ts"
import { newestModification } from "#tests/support/newest-modification.ts"
import { codeFromOutbox } from "#tests/support/sign-in.ts"
import { CHROMIUM_PATH, launchChromium } from "../../scripts/chromium.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Shared setup of the browser journeys: the built UI, one real server and one Chromium per file,
// a fresh browser context (empty storage) per page, and the page errors each test asserts empty.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..")

/** Debian's Chromium; browsers are never downloaded (README). */

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 }
} as const

/** Where screenshots go (gitignored). */
export const ARTIFACTS_DIR = join(repoRoot, "tests", ".artifacts")

/** How long a test waits for the page to show something: generous for a loaded 2-core machine. */
export const WAIT_MS = 15_000

/** The server serves the UI from dist/: without a build every journey would fail obscurely. */
export const assertUiBuilt = (): void => {
  const index = join(repoRoot, "dist", "index.html")
  if (!existsSync(index)) {
    throw new Error("The browser tests need the built UI, and dist/index.html is missing: run `npm run build` first.")
  }
  const sources = Math.max(newestModification(join(repoRoot, "src")), newestModification(join(repoRoot, "domain")))
  if (sources > statSync(index).mtimeMs) {
    console.warn("dist/ is older than src/ or domain/: the browser tests run the last build. Run `npm run build` to test the current code.")
  }
}

export interface BrowserSuite {
  readonly server: TestServer
  readonly browser: Browser
  readonly baseUrl: string
  /** GET a JSON answer of the API, for the values a test expects. */
  readonly api: <A = unknown>(path: string) => Promise<A>
  readonly close: () => Promise<void>
}

/** The Men category's products as the storefront lists them (first page, or `limit` of them). */
export const menProducts = async (suite: BrowserSuite, limit?: number): Promise<ReadonlyArray<Product>> =>
  (await suite.api<{ product: Array<Product> }>(`/api/v1/product/all?category=men${limit === undefined ? "" : `&limit=${limit}`}`)).product

/** Those of the first `limit` whose first option has at least 5 units: a journey may order them. */
export const stockedMenProducts = async (suite: BrowserSuite, limit: number): Promise<ReadonlyArray<Product>> =>
  (await menProducts(suite, limit)).filter((product) => (primaryOption(primaryPackSize(product)!)?.availablestock ?? 0) >= 5)

/** One real server over a fresh seeded database and one Chromium, for a whole test file. */
export const startBrowserSuite = async (options: { readonly adminMobile?: string; readonly payment?: PaymentSettings } = {}): Promise<BrowserSuite> => {
  assertUiBuilt()
  const server = await startTestServer({
    ...(options.adminMobile === undefined ? {} : { signIn: { adminMobile: options.adminMobile } }),
    ...(options.payment === undefined ? {} : { payment: options.payment })
  })
  let browser: Browser
  try {
    browser = await launchChromium()
  } catch (error) {
    await server.close()
    throw new Error(`Chromium did not start from ${CHROMIUM_PATH} (apt-get install -y chromium): ${String(error)}`)
  }
  return {
    server,
    browser,
    baseUrl: server.baseUrl,
    api: async <A>(path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`)
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
      return (await response.json()) as A
    },
    close: async () => {
      await browser.close()
      await server.close()
    }
  }
}

export interface PageErrors {
  /** Uncaught exceptions, console errors and failed requests, as text; tests assert it empty. */
  readonly list: ReadonlyArray<string>
}

/**
 * Collects what a user would never see but a broken page produces: `pageerror` (uncaught
 * exceptions), console errors and requests that got no answer. `allow` lists expected ones
 * (a deliberate 404 of the not-found pages).
 */
export const collectPageErrors = (page: Page, allow: ReadonlyArray<RegExp> = []): PageErrors => {
  const list: Array<string> = []
  const add = (text: string) => {
    if (!allow.some((pattern) => pattern.test(text))) list.push(text)
  }
  page.on("pageerror", (error) => add(`pageerror: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error") add(`console.error: ${message.text()} (${message.location().url})`)
  })
  page.on("requestfailed", (request) => {
    // Navigating away aborts pending image and API requests: not an error of the page.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") add(`request failed: ${request.url()} ${request.failure()?.errorText}`)
  })
  return { list }
}

export interface OpenedPage {
  readonly page: Page
  readonly context: BrowserContext
  readonly errors: PageErrors
  readonly close: () => Promise<void>
}

/** A page in a new browser context (empty localStorage) with the suite's server as base URL. */
export const openPage = async (
  suite: BrowserSuite,
  options: {
    readonly viewport?: { readonly width: number; readonly height: number }
    readonly allowErrors?: ReadonlyArray<RegExp>
    /**
     * The shop's service worker (ADR 013) is blocked unless asked for: it answers requests from its
     * caches, which would hide the requests a journey stubs or holds (context.route).
     */
    readonly serviceWorker?: boolean
  } = {}
): Promise<OpenedPage> => {
  const context = await suite.browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    baseURL: suite.baseUrl,
    serviceWorkers: options.serviceWorker === true ? "allow" : "block"
  })
  context.setDefaultTimeout(WAIT_MS)
  const page = await context.newPage()
  const errors = collectPageErrors(page, options.allowErrors)
  return { page, context, errors, close: () => context.close() }
}

/** Set by the app (src/app/start.tsx) once it has taken over the server-rendered first view. */
const waitForApp = (page: Page) => page.waitForSelector("html[data-app=live]", { state: "attached" })

/** Opens a path and waits until the app is live: before that, the page is the server's HTML. */
export const visit = async (page: Page, path: string): Promise<void> => {
  await page.goto(path)
  await waitForApp(page)
}

/**
 * Moves the live app to `path` as its own links do (TanStack Router follows `history.pushState`),
 * without loading the page again, and waits until the screen has settled: no request in flight
 * for 300 ms but the live stream (its code and data have arrived) and no 'Loading...' shown. For journeys that look at
 * many screens: a page load costs Chromium about 3.5 s of CPU on the CI machine (docs/benchmarks.md).
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  const inFlight = new Set<Request>()
  // The shop's live stream (issue 38) is a request that never ends: it is not the screen's.
  const started = (request: Request) => request.resourceType() === "eventsource" || inFlight.add(request)
  const ended = (request: Request) => inFlight.delete(request)
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  try {
    const target = new URL(path, "http://localhost")
    await page.evaluate((to) => history.pushState(null, "", to), path)
    await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search)
    let quietSince = Date.now()
    await expect.poll(() => {
      if (inFlight.size > 0) quietSince = Date.now()
      return Date.now() - quietSince >= 300
    }, { timeout: WAIT_MS, interval: 50 }).toBe(true)
    // Several rows may each say 'Loading...' at once (the home page's): wait until none does.
    await expect.poll(() => page.getByText("Loading...", { exact: true }).count(), { timeout: WAIT_MS, interval: 50 }).toBe(0)
  } finally {
    page.off("request", started)
    page.off("requestfinished", ended)
    page.off("requestfailed", ended)
  }
}

/**
 * Scrolls to the page's end until the row titled `title` shows a product card, and gives the row.
 * A row below the fold is read only when its place comes into view (src/components/product-rows.tsx);
 * one scroll can land before the place is drawn, or be undone by the router's scroll reset after an
 * in-app move, so the scroll is repeated until the row is there: readiness, not one attempt.
 */
export const scrolledToRow = async (page: Page, title: string): Promise<Locator> => {
  const row = page.getByRole("region", { name: title })
  await expect.poll(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    return row.locator("article").count()
  }, { timeout: WAIT_MS, interval: 200 }).toBeGreaterThan(0)
  return row
}

/** Reloads and waits until the app is live again. */
export const reload = async (page: Page): Promise<void> => {
  await page.reload()
  await waitForApp(page)
}

/** The focused element's name as a keyboard user meets it: its aria-label, its label, its text or its placeholder. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement) || el === document.body) return ""
    const labels = "labels" in el && el.labels instanceof NodeList ? Array.from(el.labels as NodeListOf<HTMLLabelElement>).map((l) => l.innerText).join(" ") : ""
    return (el.getAttribute("aria-label") ?? (labels || el.innerText || el.getAttribute("placeholder") || "")).trim()
  })

/**
 * Whether the focused element shows its focus (WCAG 2.4.7): it matches :focus-visible, and it or
 * the box around it has an outline, shadow, border or background that an unfocused copy lacks.
 */
export const focusIsVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement) || !el.matches(":focus-visible")) return false
    const look = (node: Element) => {
      const s = getComputedStyle(node)
      const outline = s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0 ? "none" : `${s.outlineStyle} ${s.outlineColor}`
      return [outline, s.boxShadow, s.borderColor, s.backgroundColor].join(" | ")
    }
    const differsUnfocused = (node: Element) => {
      // A shallow copy without name or id: it neither joins a radio group nor holds the focus.
      const copy = node.cloneNode(false) as Element
      copy.removeAttribute("name")
      copy.removeAttribute("id")
      node.after(copy)
      const differs = look(copy) !== look(node)
      copy.remove()
      return differs
    }
    // A visually hidden control (sr-only) shows nothing itself: the box around it must.
    const { width, height } = el.getBoundingClientRect()
    const box = el.parentElement
    return (width > 1 && height > 1 && differsUnfocused(el)) || (box !== null && box !== document.body && differsUnfocused(box))
  })

/**
 * Presses Tab (Shift+Tab when `backward`) until the focused element's name matches, as a keyboard
 * user would, and checks that the control shows its focus. Answers the name it reached.
 */
export const tabTo = async (page: Page, name: RegExp, options: { readonly backward?: boolean; readonly limit?: number } = {}): Promise<string> => {
  const key = options.backward === true ? "Shift+Tab" : "Tab"
  const met = new Set<string>()
  for (let i = 0; i < (options.limit ?? 250); i++) {
    await page.keyboard.press(key)
    const focused = await focusedName(page)
    met.add(focused.slice(0, 40))
    if (name.test(focused)) {
      expect(await focusIsVisible(page), `${focused} has focus but does not show it`).toBe(true)
      return focused
    }
  }
  throw new Error(`${key} never reached ${name} on ${page.url()}; it met ${JSON.stringify([...met])}`)
}

/** Whole rupees as the shop shows them: ₹1,23,456 (Indian grouping, no paise). */
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })
export const rupees = (amount: number): string => {
  if (!Number.isInteger(amount)) throw new Error(`rupees() formats whole amounts; got ${amount}`)
  return inr.format(amount === 0 ? 0 : amount) // never "-₹0"
}

/** The amount in a text like "₹1,379" (the first one), or undefined. */
export const parseRupees = (text: string): number | undefined => {
  const match = /₹([\d,]+(?:\.\d{1,2})?)/.exec(text)
  return match?.[1] === undefined ? undefined : Number(match[1].replace(/,/g, ""))
}

/** The label -> value pairs of a definition list (<dt>/<dd>), as shown. */
export const readDefinitions = (list: Locator): Promise<Record<string, string>> =>
  list.evaluate((dl) =>
    Object.fromEntries(
      Array.from(dl.querySelectorAll("dt")).map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""])
    )
  )

/** Polls until `read` gives `expected` (deep equality), then passes; fails with the last value. */
export const eventually = async <A>(read: () => Promise<A>, expected: A, message?: string): Promise<void> => {
  await expect.poll(read, { timeout: WAIT_MS, interval: 50, message }).toEqual(expected)
}

/**
 * Whether the journeys take their screenshots: `BAZAAR_SCREENSHOTS=1 npm run test:browser` for a
 * person to look at the screens. Off by default: nothing reads them in CI, and a full-page capture
 * in Chromium's software rasteriser was the costliest step of the suite (docs/benchmarks.md).
 */
export const SCREENSHOTS = process.env.BAZAAR_SCREENSHOTS === "1"

/**
 * A screenshot into tests/.artifacts/, e.g. "1280-home.png", when SCREENSHOTS is on; returns the
 * file's path, or null when off.
 */
export const screenshot = async (page: Page, name: string): Promise<string | null> => {
  if (!SCREENSHOTS) return null
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const viewport = page.viewportSize()
  const path = join(ARTIFACTS_DIR, `${viewport?.width ?? "page"}-${name}.png`)
  // Lazy images load only once scrolled near: scroll through the page, then wait for every image.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.screenshot({ path, fullPage: true, animations: "disabled" })
  return path
}

/** Registers a new number in the browser: the code from the outbox, then name and e-mail. */
export const signUp = async (suite: BrowserSuite, page: Page, mobile: string, name: string): Promise<void> => {
  await visit(page, "/login")
  await page.getByLabel("Mobile number").fill(mobile)
  await page.getByRole("button", { name: "Send code" }).click()
  await page.getByLabel("6-digit code").waitFor()
  await page.getByLabel("6-digit code").fill(await codeFromOutbox(suite.server, mobile))
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL("**/Register")
  await page.getByLabel("Full name").fill(name)
  await page.getByLabel("E-mail").fill(`${mobile}@example.in`)
  await page.getByRole("button", { name: "Register" }).click()
  await page.waitForURL("**/my-account")
}

/** Signs an existing client in with the code from the outbox. */
export const signIn = async (suite: BrowserSuite, page: Page, mobile: string): Promise<void> => {
  // A journey that signed this number in less than 30 s ago would be told to wait (DESIGN §4: one
  // code per number each 30 s, a 429 the page logs): its earlier codes are moved 31 s into the past,
  // as if the person had waited (waiting for real cost the suite half a minute a sign-in).
  await suite.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`UPDATE otp_codes SET created_at = created_at - interval '31 seconds' WHERE mobile = ${mobile} AND created_at > now() - interval '31 seconds'`))
  await visit(page, "/login")
  await page.getByLabel("Mobile number").fill(mobile)
  await page.getByRole("button", { name: "Send code" }).click()
  await page.getByLabel("6-digit code").waitFor()
  await page.getByLabel("6-digit code").fill(await codeFromOutbox(suite.server, mobile))
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.waitForURL((url) => !url.pathname.endsWith("/login"))
}

/** Fills the address form (src/components/address-form.tsx) and saves it. */
export const fillAddress = async (page: Page, address: { readonly name: string; readonly mobile: string }): Promise<void> => {
  const fields: ReadonlyArray<readonly [string, string]> = [
    ["Full name", address.name], ["Mobile number", address.mobile], ["House / flat no.", "Flat 4B, Lotus Apartments"],
    ["Street", "12th Main Road"], ["Area / locality", "Indiranagar"], ["City", "Bengaluru"], ["Pincode", "560038"]
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel("State").selectOption("Karnataka")
  await page.getByRole("button", { name: "Save address" }).click()
  // The form stays open, as typed, until the server has saved the address (issue 16).
  await page.getByRole("button", { name: /^(Save address|Saving\.\.\.)$/ }).waitFor({ state: "detached" })
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export interface Violation { readonly id: string; readonly impact: string | null; readonly help: string; readonly targets: ReadonlyArray<string> }

/** axe-core's serious and critical violations of WCAG 2.1 A and AA on the page as it is now (issue 8 item 5). */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<Violation>> => {
  // Through the DevTools protocol: the shop's Content Security Policy (rightly) refuses an inline script tag.
  // Once per page load: it stays as the app moves from screen to screen.
  if (await page.evaluate(() => !("axe" in window))) await page.evaluate(axeSource)
  // What a scroll or a resize just brought into view is drawn at the next frames: until then an
  // element under `content-visibility: auto` (the footer) has its text measured against the page's
  // white, and axe reports contrast the shopper never sees (it failed so on a busy machine).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: Array<string> }> }> }> } }).axe
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }))
  })
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
}
