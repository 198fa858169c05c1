// Issue 17's proof (docs/reliability.md, "Trust under abuse"): a flood of expensive searches from
// one address (16 connections looping 50-word searches, as the attack found) and, at the same time,
// an unrelated shopper's call; the unrelated call's p95 must stay under 100 ms. The search limit
// (ADR 021: 120 a minute per address) answers the flood 429 after its first searches, cheaply.
// Run: `npm run bench:flood` (a production-mode server on port 3101 over a fresh in-memory catalogue).
import { spawn, type ChildProcess } from "node:child_process"
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

const measure = (path: string, connections: number) =>
  new Promise<{ latencies: Array<number>; statuses: Map<number, number> }>((resolve, reject) => {
    const latencies: Array<number> = []
    const statuses = new Map<number, number>()
    const instance = autocannon({ url: base + path, connections, duration: seconds }, (err) =>
      err ? reject(err) : resolve({ latencies: latencies.sort((a, b) => a - b), statuses }))
    instance.on("response", (_c, status, _b, time) => {
      latencies.push(time)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
  })

const main = async () => {
  const server = await start()
  try {
    const unrelated = "/api/v1/category/all"
    const quiet = await measure(unrelated, 1)
    const [flood, during] = await Promise.all([measure(`/api/v1/product/search?q=${encodeURIComponent(longQuery)}`, 16), measure(unrelated, 1)])
    const row = (name: string, m: { latencies: Array<number>; statuses: Map<number, number> }) =>
      `| ${name} | ${m.latencies.length} | ${[...m.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ")} | ` +
      `${percentile(m.latencies, 50).toFixed(1)} | ${percentile(m.latencies, 95).toFixed(1)} |`
    console.log(`${seconds} s each, one production-mode server (PGlite), measured ${new Date().toISOString().slice(0, 10)}; the query: "${longQuery}"`)
    console.log("| calls | answers | by status | p50 ms | p95 ms |")
    console.log("|---|---:|---|---:|---:|")
    console.log(row(`${unrelated}, 1 connection, no flood`, quiet))
    console.log(row("50-word searches from one address, 16 connections (the flood)", flood))
    console.log(row(`${unrelated}, 1 connection, during the flood`, during))
    const p95 = percentile(during.latencies, 95)
    console.log(p95 < 100 ? `The unrelated call's p95 during the flood: ${p95.toFixed(1)} ms (budget 100 ms).` : `OVER BUDGET: the unrelated call's p95 during the flood is ${p95.toFixed(1)} ms (budget 100 ms).`)
  } finally {
    server.kill("SIGTERM")
  }
}

await main()
