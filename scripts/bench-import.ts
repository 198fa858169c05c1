// `npm run bench:import`: the product import's budget (issue 20 item 2, ADR 038): 10,000 rows within
// a minute. A real API server over the seeded demo catalogue (PGlite in memory, as the contract tests
// run it; `DATABASE_URL` for a PostgreSQL server), an admin signed in; then, timed from the request to
// the answer's last line:
//   1. the preview of a file of 10,000 rows (5,000 new products, two options each);
//   2. its apply (5,000 products created in one transaction, the progress lines read as they come);
//   3. the same file again (5,000 products updated, their pack sizes' and options' ids kept);
//   4. the export of the whole catalogue after it.
// Prints a markdown table for docs/benchmarks.md. `--rows N` changes the size (an even number).
import { performance } from "node:perf_hooks"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer } from "#tests/support/test-server.ts"

const BUDGET_MS = 60_000
const ADMIN_MOBILE = "9000000051"
const rowsArg = process.argv.indexOf("--rows")
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000

const main = async () => {
  const server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  try {
    const { cookie } = await registeredCustomer(server, ADMIN_MOBILE, "Meera Iyer")
    const csv = csvOf(newProductRecords("bench", ROWS / 2, 2))
    const post = (path: string) =>
      fetch(`${server.baseUrl}/api/v1${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ csv }) })

    const timed = async (label: string, run: () => Promise<string>) => {
      const start = performance.now()
      const detail = await run()
      const ms = performance.now() - start
      console.error(`${label}: ${(ms / 1000).toFixed(2)} s (${detail})`)
      return { label, ms, detail }
    }
    const apply = async () => {
      const start = performance.now()
      const response = await post("/product/import")
      if (response.status !== 200) throw new Error(`apply: ${response.status} ${await response.text()}`)
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
      let text = ""
      // When the first chunk of products was written (a progress line past 0), from the request: the bar moves long before the end.
      let firstProgressMs: number | undefined
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        if (firstProgressMs === undefined && /"done":[1-9]/.test(value)) firstProgressMs = performance.now() - start
        text += value
      }
      const endMs = performance.now() - start
      const lines = text.trim().split("\n")
      const last = lines.at(-1)!
      if (!last.includes(`"applied"`)) throw new Error(`apply ended with ${last}`)
      return `${lines.length - 1} progress lines, the first past 0 at ${((firstProgressMs ?? 0) / 1000).toFixed(2)} s of ${(endMs / 1000).toFixed(2)} s; ${last}`
    }
    const figures = [
      await timed("preview", async () => {
        const response = await post("/product/import/preview")
        const body = (await response.json()) as { products: number; problemCount: number }
        if (response.status !== 200 || body.problemCount !== 0) throw new Error(`preview: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
        return `${body.products} products, no problem`
      }),
      await timed("apply, creating", apply),
      await timed("apply, updating", apply),
      await timed("export", async () => {
        const response = await fetch(`${server.baseUrl}/api/v1/product/export`, { headers: { cookie } })
        const bytes = (await response.arrayBuffer()).byteLength
        return `${(bytes / 1024 / 1024).toFixed(1)} MB`
      })
    ]
    const total = figures[0]!.ms + figures[1]!.ms
    console.log(`| step (${ROWS.toLocaleString("en-IN")} rows, ${(ROWS / 2).toLocaleString("en-IN")} products) | seconds | |`)
    console.log("|---|---|---|")
    for (const f of figures) console.log(`| ${f.label} | ${(f.ms / 1000).toFixed(2)} | ${f.detail} |`)
    console.log(`\nPreview and apply of a new file: ${(total / 1000).toFixed(2)} s, budget ${BUDGET_MS / 1000} s: ${total <= BUDGET_MS ? "within" : "OVER"}.`)
    if (total > BUDGET_MS) process.exitCode = 1
  } finally {
    await server.close()
  }
}

await main()
