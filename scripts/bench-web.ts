// `npm run bench:web`: the browser budgets of issue 3 and DESIGN §6, written to docs/benchmarks.md.
// 1. Builds the UI, starts the real server (production mode, PGlite in a temporary folder, demo seed).
// 2. JavaScript at first load per route: Chromium (Debian's) loads each route and every script it
//    fetches is gzipped (level 9) from dist/, at 390 px with no service worker; budgets per route
//    (scripts/route-scripts.ts, issue 36, each + 7 KB for the languages of issue 39): home 217 KB, listing and product 227, cart 237, checkout 242,
//    the Hindi home page 235 (issue 39)
//    (signed in by code through the bench's own SMS gateway, with a cart: scripts/signed-in-cart.ts), other 260.
// 3. Lighthouse 12 (CHROME_PATH=/usr/bin/chromium), mobile and desktop presets, on home, a listing,
//    a product page and the Hindi home page (issue 39: within 5 points of the English): performance,
//    LCP, TBT, CLS.
// 4. Interaction to next paint (scripts/bench-inp.ts, issue 36 item 5): add to cart, open the
//    mini-cart, open the filters and choose one, at 390 px with the CPU slowed 4×, INP_RUNS runs each.
// 5. With `--peer <address>` (issue 36): the side-by-side run against the peer shop, started apart
//    (built and started by scripts/peer/build.sh and run.sh): Lighthouse on its home, listing and product pages
//    (`--peer-paths`, by default /,/electronics,/product/sample-product) alternating with ours, run by
//    run, and each page's HTML gzipped; the ratios ours / the peer's of the medians.
// 6. Search suggestions per keystroke over 10,000 names (scripts/bench-search.ts), bundled and run
//    in Chromium (the budget is the browser's), on a cross-origin-isolated page so performance.now()
//    has its fine resolution; Node's run is written beside it for reference.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { BrowserContext, Page } from "playwright-core"
import { build } from "vite"
import { CHROMIUM_PATH, CHROME_FLAGS, launchChromium } from "./chromium.ts"
import { CPU_SLOWDOWN, INP_BUDGET_MS, type InteractionTiming, measureInteractions } from "./bench-inp.ts"
import { CI_CEILING_KB, DESIGN_CEILING_KB, measureRouteScripts, ROUTE_BUDGETS_KB } from "./route-scripts.ts"
import { checkoutAddressStepShown, signedInCart, startSmsSink } from "./signed-in-cart.ts"
import { runSearchBench, SEARCH_BENCH_TABLE_HEADER, type SearchBenchFigures, searchBenchTableRows } from "./bench-search.ts"

const port = 3300
const base = `http://127.0.0.1:${port}`
const skipLighthouse = process.argv.includes("--no-lighthouse")
// Lighthouse varies from run to run on this 2-core machine (TBT most): each page and preset runs
// this often, and each figure is reported as its median over the runs, with its range; the budget
// is judged on the medians.
const runsArg = process.argv.indexOf("--runs")
const LIGHTHOUSE_RUNS = runsArg === -1 ? 5 : Math.max(1, Number(process.argv[runsArg + 1]) || 5)
const argAfter = (flag: string): string | undefined => {
  const at = process.argv.indexOf(flag)
  return at === -1 ? undefined : process.argv[at + 1]
}
/** The peer's address for the side-by-side run, and its home, listing and product paths. */
const PEER = argAfter("--peer")?.replace(/\/$/, "")
const PEER_PATHS = (argAfter("--peer-paths") ?? "/,/electronics,/product/sample-product").split(",")

const startServer = async (dataDir: string, smsUrl: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // Production refuses the SMS outbox (ADR 018): its SMS gateway is the bench's own (the checkout's customer signs in by code).
    env: {
      ...process.env, PORT: String(port), BAZAAR_DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "", OTP_SECRET: "bench-web-otp-secret-not-for-real-use",
      SMS_PROVIDER: "http", SMS_HTTP_URL: smsUrl
    },
    stdio: ["ignore", "ignore", "inherit"]
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/supercategory/all`)).ok) return child
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill("SIGKILL")
  throw new Error("the server did not start")
}

interface RouteSize { readonly route: string; readonly path: string; readonly files: number; readonly gzipKb: number; readonly budgetKb: number }

/** A route to measure: its name, its path, and for the checkout what its context needs first and what it then shows. */
type RouteToMeasure = readonly [string, string, { readonly prepare: (context: BrowserContext) => Promise<void>; readonly shown: (page: Page) => Promise<void> }?]

/** Issue 39: the Hindi home page, measured beside the English one (its budget 235 KB, its score within 5 points). */
const HINDI_HOME = "home (Hindi)"
const HINDI_SCORE_POINTS = 5

const budgetOf = (route: string): number =>
  route === HINDI_HOME ? CI_CEILING_KB.hindiHome : route in ROUTE_BUDGETS_KB ? ROUTE_BUDGETS_KB[route as keyof typeof ROUTE_BUDGETS_KB] : DESIGN_CEILING_KB

const measureRoutes = async (routes: ReadonlyArray<RouteToMeasure>): Promise<Array<RouteSize>> => {
  const browser = await launchChromium()
  const out: Array<RouteSize> = []
  for (const [route, path, signedIn] of routes) {
    const { files, gzipKb } = await measureRouteScripts(browser, base, path, "dist", signedIn?.prepare, signedIn?.shown)
    out.push({ route, path, files, gzipKb, budgetKb: budgetOf(route) })
  }
  await browser.close()
  return out
}

/** The median of some runs' figures (the upper middle one of an even count). */
const medianOf = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** How often the interactions are measured; each is reported as its median, with its range. */
const INP_RUNS = 3

interface InteractionFigures { readonly interaction: string; readonly medianMs: number; readonly runs: ReadonlyArray<InteractionTiming> }

/** The interactions of scripts/bench-inp.ts, INP_RUNS times, in a fresh browser context each (an empty cart). */
const measureInteractionRuns = async (): Promise<ReadonlyArray<InteractionFigures>> => {
  const browser = await launchChromium()
  const byInteraction = new Map<string, Array<InteractionTiming>>()
  try {
    for (let i = 0; i < INP_RUNS; i++) {
      for (const t of await measureInteractions(browser, base)) {
        console.error(`interaction run ${i + 1}: ${t.interaction} ${t.latencyMs} ms`)
        byInteraction.set(t.interaction, [...(byInteraction.get(t.interaction) ?? []), t])
      }
    }
  } finally {
    await browser.close()
  }
  return [...byInteraction].map(([interaction, runs]) => ({
    interaction,
    medianMs: medianOf(runs.map((r) => r.latencyMs)),
    runs
  }))
}

/** scripts/bench-search.ts bundled for the browser and run in Chromium, as the search box would run it. */
const searchBenchInChromium = async (): Promise<SearchBenchFigures> => {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      lib: { entry: "scripts/bench-search.ts", formats: ["iife"], name: "BazaarSearchBench", fileName: () => "bench.js" }
    }
  })
  const bundle = (Array.isArray(output) ? output[0] : output) as { output: Array<{ type: string; code?: string }> }
  const code = bundle.output.find((file) => file.type === "chunk")?.code
  if (code === undefined) throw new Error("the search benchmark did not bundle")
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    // Cross-origin isolated: performance.now() then ticks in 5 µs steps instead of 100 µs.
    await page.route("https://bench.bazaar.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        headers: { "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" },
        body: "<!doctype html><title>search bench</title>"
      }))
    await page.goto("https://bench.bazaar.test/")
    if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error("the benchmark page is not cross-origin isolated")
    await page.addScriptTag({ content: code })
    return await page.evaluate(() => (globalThis as unknown as { BazaarSearchBench: { runSearchBench: () => SearchBenchFigures } }).BazaarSearchBench.runSearchBench())
  } finally {
    await browser.close()
  }
}

interface LighthouseFigures {
  readonly page: string
  readonly preset: string
  readonly performance: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const lighthouse = (page: string, path: string, preset: "mobile" | "desktop", origin = base): LighthouseFigures => {
  const args = [
    "lighthouse", origin + path, "--quiet", "--output=json", "--output-path=stdout", "--only-categories=performance",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`, ...(preset === "desktop" ? ["--preset=desktop"] : [])
  ]
  // Lighthouse now and then loses its own trace of a load ("NO_NAVSTART: … Please run Lighthouse
  // again"): a failed run is run again, twice at most, rather than ending the whole bench.
  const attempt = () => spawnSync("npx", args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  let run = attempt()
  for (let again = 1; run.status !== 0 && again <= 2; again++) {
    console.error(`lighthouse failed on ${path} (${preset}), running it again: ${run.stderr.slice(-300)}`)
    run = attempt()
  }
  if (run.status !== 0) throw new Error(`lighthouse failed on ${path}: ${run.stderr.slice(-2000)}`)
  const report = JSON.parse(run.stdout) as {
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue: number }>
  }
  return {
    page,
    preset,
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(report.audits["first-contentful-paint"]!.numericValue),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]!.numericValue),
    tbtMs: Math.round(report.audits["total-blocking-time"]!.numericValue),
    cls: Math.round(report.audits["cumulative-layout-shift"]!.numericValue * 1000) / 1000
  }
}

/** A page's HTML as sent, gzipped at level 9 (KB). */
const htmlGzipKb = async (url: string): Promise<number> => {
  // A fresh connection each time, asked again once if it fails (a server may close a kept socket).
  const read = () => fetch(url, { headers: { connection: "close" } }).then((response) => response.arrayBuffer())
  const html = Buffer.from(await read().catch(read))
  return Math.round(gzipSync(html, { level: 9 }).length / 102.4) / 10
}

interface SideBySide {
  readonly page: string
  readonly preset: string
  readonly ours: ReadonlyArray<LighthouseFigures>
  readonly peer: ReadonlyArray<LighthouseFigures>
}

/** Lighthouse on our page and the peer's, alternating run by run (the machine's speed drifts). */
const sideBySide = (pages: ReadonlyArray<readonly [string, string, string]>, peer: string): ReadonlyArray<SideBySide> =>
  pages.flatMap(([page, ourPath, peerPath]) =>
    (["mobile", "desktop"] as const).map((preset) => {
      const ours: Array<LighthouseFigures> = []
      const theirs: Array<LighthouseFigures> = []
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        ours.push(lighthouse(page, ourPath, preset))
        theirs.push(lighthouse(page, peerPath, preset, peer))
        console.error(`side by side ${page} ${preset} run ${i + 1}: ours ${ours.at(-1)!.performance} (FCP ${ours.at(-1)!.fcpMs}, TBT ${ours.at(-1)!.tbtMs}), peer ${theirs.at(-1)!.performance} (FCP ${theirs.at(-1)!.fcpMs}, TBT ${theirs.at(-1)!.tbtMs})`)
      }
      return { page, preset, ours, peer: theirs }
    }))

const sideBySideRows = (runs: ReadonlyArray<SideBySide>): ReadonlyArray<string> => {
  const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? "1.00" : "∞") : (a / b).toFixed(2))
  return runs.map(({ page, preset, ours, peer }) => {
    const m = (runs: ReadonlyArray<LighthouseFigures>, pick: (f: LighthouseFigures) => number) => medianOf(runs.map(pick))
    const [score, peerScore] = [m(ours, (f) => f.performance), m(peer, (f) => f.performance)]
    const [fcp, peerFcp] = [m(ours, (f) => f.fcpMs), m(peer, (f) => f.fcpMs)]
    const [lcp, peerLcp] = [m(ours, (f) => f.lcpMs), m(peer, (f) => f.lcpMs)]
    const [tbt, peerTbt] = [m(ours, (f) => f.tbtMs), m(peer, (f) => f.tbtMs)]
    return `| ${page} | ${preset} | ${score} / ${peerScore}${score >= peerScore ? "" : " **(peer ahead)**"} | ${fcp} / ${peerFcp} (${ratio(fcp, peerFcp)}) | ${lcp} / ${peerLcp} (${ratio(lcp, peerLcp)}) | ${tbt} / ${peerTbt} | ${m(ours, (f) => f.cls)} / ${m(peer, (f) => f.cls)} |`
  })
}

const main = async () => {
  // A wrong peer address or path would be measured as its error page: each must answer first.
  if (PEER !== undefined) {
    for (const path of PEER_PATHS) {
      const status = (await fetch(PEER + path)).status
      if (status !== 200) throw new Error(`the peer answers ${PEER}${path} with ${status}, not 200`)
    }
  }
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) throw new Error("the build failed")
  const inspectorInBundle = spawnSync("grep", ["-rl", "statelyai", "dist/assets"], { encoding: "utf8" }).stdout.trim()
  const dataDir = mkdtempSync(join(tmpdir(), "bazaar-web-"))
  const sms = await startSmsSink()
  const server = await startServer(dataDir, sms.url)
  try {
    const list = (await (await fetch(`${base}/api/v1/product/all?limit=1`)).json()) as { product: Array<{ slugUrl: string }> }
    const productPath = `/product-info/${list.product[0]!.slugUrl}`
    const routes: ReadonlyArray<RouteToMeasure> = [
      ["home", "/"], [HINDI_HOME, "/hi"], ["listing", "/category/men"], ["product", productPath], ["cart", "/cart"],
      ["categories", "/mobcategory"], ["search results", "/product-search/kurta"], ["subcategory", "/shop/televisions"],
      // Signed in, with a cart: the address step a new customer reaches first.
      ["checkout", "/check-out", { prepare: signedInCart(base, sms.codeFor, "9000012345"), shown: checkoutAddressStepShown }]
    ]
    const sizes = await measureRoutes(routes)
    for (const s of sizes) console.error(`${s.route}: ${s.gzipKb} KB gzipped in ${s.files} files`)
    const interactions = await measureInteractionRuns()
    const pages: ReadonlyArray<readonly [string, string]> = [["home", "/"], ["listing", "/category/men"], ["product", productPath]]
    const peerPages: ReadonlyArray<readonly [string, string, string]> = pages.map(([name, path], i) => [name, path, PEER_PATHS[i] ?? "/"])
    const peerRuns = PEER === undefined || skipLighthouse ? [] : sideBySide(peerPages, PEER)
    const scores: Array<LighthouseFigures & { readonly runs: ReadonlyArray<LighthouseFigures> }> = []
    if (!skipLighthouse) {
      for (const [name, path] of [...pages, [HINDI_HOME, "/hi"] as const]) {
        for (const preset of ["mobile", "desktop"] as const) {
          // In the side-by-side run our runs are already made, alternating with the peer's.
          const made = peerRuns.find((r) => r.page === name && r.preset === preset)?.ours
          const runs: Array<LighthouseFigures> = made === undefined ? [] : [...made]
          for (let i = 0; made === undefined && i < LIGHTHOUSE_RUNS; i++) {
            const figures = lighthouse(name, path, preset)
            runs.push(figures)
            console.error(`lighthouse ${name} ${preset} run ${i + 1}: ${figures.performance} (LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls})`)
          }
          const median = (pick: (f: LighthouseFigures) => number) => medianOf(runs.map(pick))
          scores.push({
            page: name,
            preset,
            performance: median((f) => f.performance),
            fcpMs: median((f) => f.fcpMs),
            lcpMs: median((f) => f.lcpMs),
            tbtMs: median((f) => f.tbtMs),
            cls: median((f) => f.cls),
            runs
          })
        }
      }
    }
    // One page at a time (the peer's server closed sockets under several at once).
    const htmlSizes: Array<string> = []
    for (const [name, path, peerPath] of PEER === undefined ? [] : peerPages) {
      htmlSizes.push(`| ${name} | \`${path.length > 40 ? `${path.slice(0, 40)}…` : path}\` | ${await htmlGzipKb(base + path)} | \`${peerPath}\` | ${await htmlGzipKb(PEER + peerPath)} |`)
    }
    const range = (values: ReadonlyArray<number>) => `${Math.min(...values)}–${Math.max(...values)}`
    const scoreOf = (page: string, preset: string) => scores.find((f) => f.page === page && f.preset === preset)?.performance
    const hindiRows = (["mobile", "desktop"] as const).flatMap((preset) => {
      const [english, hindi] = [scoreOf("home", preset), scoreOf(HINDI_HOME, preset)]
      if (english === undefined || hindi === undefined) return []
      return [`| ${preset} | ${english} | ${hindi} | ${hindi - english} | ${english - hindi <= HINDI_SCORE_POINTS ? "within" : "**over**"} |`]
    })
    const searchInChromium = await searchBenchInChromium()
    const search = runSearchBench()
    const section = [
      "<!-- bench:web -->",
      "## Browser (`npm run bench:web`, issue 3, DESIGN §6)",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} against the production build served by the real server (production mode, PGlite, demo catalogue), in Debian's Chromium.`,
      "",
      "### JavaScript at first load (gzip -9 of every script the route fetched)",
      "",
      "| route | path | scripts | gzipped KB | budget KB | |",
      "|---|---|---|---|---|---|",
      ...sizes.map((s) => `| ${s.route} | \`${s.path.length > 40 ? `${s.path.slice(0, 40)}…` : s.path}\` | ${s.files} | ${s.gzipKb} | ${s.budgetKb} | ${s.gzipKb <= s.budgetKb ? "within" : "**over**"} |`),
      "",
      `Stately inspector in the production bundle: ${inspectorInBundle === "" ? "absent (checked with grep over dist/assets)" : `**present** in ${inspectorInBundle}`}.`,
      "",
      "### Lighthouse 12 (performance category; simulated throttling)",
      "",
      ...(scores.length === 0
        ? ["Not run (`--no-lighthouse`)."]
        : [
            `Each figure is the median of ${LIGHTHOUSE_RUNS} runs per page and preset, with the range over the runs in brackets; the budget is judged on the medians.`,
            "",
            "| page | preset | performance | LCP ms | TBT ms | CLS | budget (medians) |",
            "|---|---|---|---|---|---|---|",
            ...scores.map((f) => {
              const ok = f.preset === "mobile"
                ? f.performance >= 90 && f.lcpMs < 2500 && f.tbtMs < 200 && f.cls < 0.02
                : f.performance >= 98
              return `| ${f.page} | ${f.preset} | ${f.performance} (${range(f.runs.map((r) => r.performance))}) | ${f.lcpMs} (${range(f.runs.map((r) => r.lcpMs))}) | ${f.tbtMs} (${range(f.runs.map((r) => r.tbtMs))}) | ${f.cls} | ${f.preset === "mobile" ? "≥ 90, LCP < 2500, TBT < 200, CLS < 0.02" : "≥ 98"}: ${ok ? "within" : "**over**"} |`
            })
          ]),
      "",
      ...(hindiRows.length === 0
        ? []
        : [
            `The Hindi home page against the English one (issue 39: within ${HINDI_SCORE_POINTS} points on mobile), medians:`,
            "",
            "| preset | English `/` | Hindi `/hi` | difference | |",
            "|---|---|---|---|---|",
            ...hindiRows,
            ""
          ]),
      ...(PEER === undefined
        ? []
        : [
            `### Side by side with the peer (\`--peer ${PEER}\`)`,
            "",
            `Lighthouse on our page and the peer's, alternating run by run, ${LIGHTHOUSE_RUNS} runs each; medians, ours / the peer's, with the ratio ours ÷ the peer's for FCP and LCP. The peer (Dexterous-Company/ewshopping at fcf7dd2) is built offline, its code unchanged, by \`scripts/peer/build.sh\` and started by \`scripts/peer/run.sh\`; its API is unreachable here, so its pages have no products.`,
            "",
            "| page | preset | performance | FCP ms | LCP ms | TBT ms | CLS |",
            "|---|---|---|---|---|---|---|",
            ...sideBySideRows(peerRuns),
            "",
            "The pages' HTML as sent, gzip -9:",
            "",
            "| page | ours | KB | the peer's | KB |",
            "|---|---|---|---|---|",
            ...htmlSizes,
            ""
          ]),
      `### Interaction to next paint (scripts/bench-inp.ts; 390 px, CPU slowed ${CPU_SLOWDOWN}×, median of ${INP_RUNS} runs)`,
      "",
      "The longest Event Timing entry of each tap, from the input to the next paint, with its parts in the median run (input delay, processing, to the paint).",
      "",
      `| interaction | median ms | runs | input delay / processing / to the paint | budget ${INP_BUDGET_MS} ms |`,
      "|---|---|---|---|---|",
      ...interactions.map((f) => {
        const median = f.runs.find((r) => r.latencyMs === f.medianMs)!
        return `| ${f.interaction} | ${f.medianMs} | ${f.runs.map((r) => r.latencyMs).join(", ")} | ${median.inputDelayMs} / ${median.processingMs} / ${median.presentationMs} | ${f.medianMs <= INP_BUDGET_MS ? "within" : "**over**"} |`
      }),
      "",
      "### Search suggestions (per keystroke, in Chromium; Node beside it)",
      "",
      `The same code (scripts/bench-search.ts) in ${searchInChromium.engine.replace(/HeadlessChrome/, "headless Chromium")} on a cross-origin-isolated page, and in ${search.engine}; ${search.keystrokes} keystrokes of ${search.queries} queries, ${search.samples / search.keystrokes} rounds after a warm-up; every answer checked against the baseline first.`,
      "",
      SEARCH_BENCH_TABLE_HEADER,
      searchBenchTableRows(searchInChromium, "Chromium"),
      searchBenchTableRows(search, "Node"),
      "<!-- /bench:web -->"
    ].join("\n")
    const file = "docs/benchmarks.md"
    const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n"
    const pattern = /<!-- bench:web -->[\s\S]*?<!-- \/bench:web -->/
    writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`)
    console.error(`Written to ${file}`)
  } finally {
    server.kill("SIGTERM")
    await new Promise((r) => server.once("exit", r))
    await sms.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
