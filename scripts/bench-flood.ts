// Issue 17's proof (docs/reliability.md, "Trust under abuse"): a flood of expensive searches from
// one address (16 connections looping 50-word searches, as the attack found) and, at the same time,
// an unrelated shopper's call; the unrelated call's p95 must stay under 100 ms. The search limit
// (ADR 021: 120 a minute per address) answers the flood 429 after its first searches, cheaply.
// Issue 34 item 1: the same for every other expensive read, each asked a different way every time
// so that no answer is a kept one (server/http/answer-cache.ts): the whole shop's facets, "Did you
// mean" for a long misspelt query, and the whole shop's listing sorted by popularity under a price
// filter; each limited per address (RATE_RULES.facets, .closest, .listings).
// Run: `npm run bench:flood` (a production-mode server on port 3101 over a fresh in-memory catalogue).
import { spawn, type ChildProcess } from "node:child_process"
import { loadavg } from "node:os"
import autocannon from "autocannon"

const port = 3101
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env["BENCH_SECONDS"] ?? 20)
const env = {
  ...process.env, PORT: String(port), BAZAAR_DATA_DIR: "memory://", NODE_ENV: "production",
  OTP_SECRET: "bench-flood-otp-secret-not-for-real-use", SMS_PROVIDER: "http", SMS_HTTP_URL: "http://127.0.0.1:9/sms"
}

const start = async (): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/supercategory/all`)).ok) return child
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill("SIGKILL")
  throw new Error("the server did not start within 2 minutes")
}

// 50 words within the search box's 100 characters: every one a term the search must match.
const LETTERS = "abcdefghijklmnopqrstuvwxyz"
const longQuery = Array.from({ length: 50 }, (_, i) => LETTERS[(i * 7) % LETTERS.length]).join(" ")

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

// Misspelt words of the catalogue's kinds, as many as the search box's 100 characters hold: each one
// compared with the catalogue's words by "Did you mean".
const MISSPELT = ["sareee", "kurtaaz", "shirtt", "jeanns", "lehnga", "dupata", "chapal", "jootey", "watchh", "mobail", "earfone", "blankit", "bedshet", "curtan", "kurtii"]
const misspeltQuery = (n: number) => {
  let text = String(n)
  for (const word of MISSPELT) if (text.length + 1 + word.length <= 100) text += ` ${word}`
  return text
}

/** The paths of a flood: the n-th call's, or one path for every call. */
type Paths = string | ((n: number) => string)

const measure = (paths: Paths, connections: number) =>
  new Promise<{ latencies: Array<number>; statuses: Map<number, number> }>((resolve, reject) => {
    const latencies: Array<number> = []
    const statuses = new Map<number, number>()
    let n = 0
    const options = typeof paths === "string"
      ? { url: base + paths, connections, duration: seconds }
      : { url: base, connections, duration: seconds, requests: [{ method: "GET" as const, setupRequest: (request: object) => ({ ...request, path: paths(n++) }) }] }
    const instance = autocannon(options, (err) =>
      err ? reject(err) : resolve({ latencies: latencies.sort((a, b) => a - b), statuses }))
    instance.on("response", (_c, status, _b, time) => {
      latencies.push(time)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
  })

interface Flood {
  readonly name: string
  readonly paths: Paths
}

const FLOODS: ReadonlyArray<Flood> = [
  { name: "50-word searches from one address, 16 connections (the flood)", paths: `/api/v1/product/search?q=${encodeURIComponent(longQuery)}` },
  // Issue 34: each call a different one, so none is answered from the kept answers.
  { name: "the whole shop's facets, a different price each call, one address, 16 connections", paths: (n) => `/api/v1/product/facets?maxPrice=${1_000_000 - n}` },
  { name: "Did you mean for a misspelt query of 100 characters, a different one each call, one address, 16 connections", paths: (n) => `/api/v1/search/closest?q=${encodeURIComponent(misspeltQuery(n))}` },
  { name: "the whole shop sorted by popularity under a price, a different price each call, one address, 16 connections", paths: (n) => `/api/v1/product/all?sort=popular&maxPrice=${1_000_000 - n}` }
]

const main = async () => {
  const server = await start()
  const only = process.env["BENCH_FLOODS"]?.split(",").map(Number)
  try {
    const unrelated = "/api/v1/category/all"
    const loadBefore = loadavg()
    const quiet = await measure(unrelated, 1)
    const row = (name: string, m: { latencies: Array<number>; statuses: Map<number, number> }) =>
      `| ${name} | ${m.latencies.length} | ${[...m.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ")} | ` +
      `${percentile(m.latencies, 50).toFixed(1)} | ${percentile(m.latencies, 95).toFixed(1)} |`
    const rows = [row(`${unrelated}, 1 connection, no flood`, quiet)]
    const verdicts: Array<string> = []
    for (const [i, flood] of FLOODS.entries()) {
      if (only !== undefined && !only.includes(i)) continue
      const [flooded, during] = await Promise.all([measure(flood.paths, 16), measure(unrelated, 1)])
      rows.push(row(flood.name, flooded), row(`${unrelated}, 1 connection, during that flood`, during))
      const p95 = percentile(during.latencies, 95)
      verdicts.push(p95 < 100
        ? `${flood.name}: the unrelated call's p95 ${p95.toFixed(1)} ms (budget 100 ms).`
        : `OVER BUDGET: ${flood.name}: the unrelated call's p95 is ${p95.toFixed(1)} ms (budget 100 ms).`)
    }
    const load = (averages: ReadonlyArray<number>) => averages.map((a) => a.toFixed(2)).join(", ")
    console.log(`${seconds} s each, one production-mode server (PGlite), measured ${new Date().toISOString().slice(0, 10)}; the search: "${longQuery}"; ` +
      `"Did you mean": "${misspeltQuery(0)}" (its number changing)`)
    console.log(`Load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadavg())} after`)
    console.log("| calls | answers | by status | p50 ms | p95 ms |")
    console.log("|---|---:|---|---:|---:|")
    for (const line of rows) console.log(line)
    for (const line of verdicts) console.log(line)
  } finally {
    server.kill("SIGTERM")
  }
}

await main()
