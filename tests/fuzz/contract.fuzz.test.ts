import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"
import { failureReport, fuzzSummary, writeFuzzSection } from "./fuzz-report.ts"
import { ADMIN_MOBILE, type FuzzTarget, prepareTarget, runFuzz, runSettings, sessionsStillWork } from "./fuzz-runner.ts"
import { brokenInvariants, rowCounts } from "./invariants.ts"

// `npm run test:fuzz`: FUZZ_REQUESTS requests (100,000 by default) over every endpoint of the
// contract, from the seed FUZZ_SEED (printed; the same seed draws the same requests). A full run
// that passes writes its figures into docs/reliability.md.

const FULL_RUN = 100_000
const { seed, requests } = runSettings(FULL_RUN)
const database = process.env["DATABASE_URL"] ? "PostgreSQL" : "PGlite"

let server: TestServer
let target: FuzzTarget

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  target = await prepareTarget(server)
})
afterAll(() => server?.close())

describe("every endpoint of the contract, fuzzed", () => {
  it(`answers ${requests} generated requests without a 5xx and leaves the database sound`, async () => {
    console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${requests} requests, ${target.endpoints.length} endpoints, ${database}`)
    const result = await runFuzz(target, { requests, seed, onProgress: (done) => console.log(`fuzz: ${done} requests`) })
    const invariants = await brokenInvariants(server, { adminMobile: ADMIN_MOBILE })
    const summary = fuzzSummary(result, {
      database,
      date: new Date().toISOString().slice(0, 10),
      command: `${database === "PGlite" ? "" : "DATABASE_URL=… "}npm run test:fuzz`,
      invariants
    })
    console.log(`${summary}\n\nrows after the run: ${JSON.stringify(await rowCounts(server))}`)
    if (result.failures.length > 0) console.log(`failures (the first of each kind and endpoint):\n${failureReport(result)}`)
    if (invariants.length > 0) console.log(`broken invariants:\n${invariants.join("\n")}`)

    expect(result.failureCount, "answers that break the rules (listed above)").toBe(0)
    expect(result.probe.failed).toEqual([])
    expect(result.probe.ok).toBeGreaterThan(0)
    expect(invariants).toEqual([])
    // The customer's and the admin's sessions lived through the run, so the guarded handlers were reached.
    expect(await sessionsStillWork(target)).toBe(true)
    if (requests >= FULL_RUN) writeFuzzSection("docs/reliability.md", database, summary)
  })
})
