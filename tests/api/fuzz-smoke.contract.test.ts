import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureReport } from "#tests/fuzz/fuzz-report.ts"
import { ADMIN_MOBILE, DEFAULT_SEED, type FuzzTarget, prepareTarget, runFuzz, sessionsStillWork } from "#tests/fuzz/fuzz-runner.ts"
import { brokenInvariants } from "#tests/fuzz/invariants.ts"
import { raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// The fuzzer in CI (issue 8): 2,000 of the requests `npm run test:fuzz` sends 100,000 of, so the
// fuzzer's code and the rules it checks run on every change, on PGlite and on PostgreSQL.

let server: TestServer
let target: FuzzTarget

beforeAll(async () => {
  server = await startTestServer({ signIn: { adminMobile: ADMIN_MOBILE } })
  target = await prepareTarget(server)
})
afterAll(() => server?.close())

describe("fuzzing, the smoke", () => {
  it("2,000 generated requests over every endpoint answer without a 5xx and leave the database sound", async () => {
    const result = await runFuzz(target, { requests: 2_000, seed: DEFAULT_SEED })
    if (result.failures.length > 0) console.log(failureReport(result))
    expect(result.failureCount, "answers that break the rules (listed above)").toBe(0)
    expect(result.probe.failed).toEqual([])
    expect(await brokenInvariants(server, { adminMobile: ADMIN_MOBILE })).toEqual([])
    expect(await sessionsStillWork(target)).toBe(true)
    // Every endpoint was called.
    expect([...result.byEndpoint.values()].every((counts) => [...counts.values()].reduce((a, b) => a + b, 0) > 0)).toBe(true)
  }, 180_000)

  // What the fuzzer found, kept as plain cases.
  it("answers a JSON body nested 5,000 levels deep with 400 and a message, not 500", async () => {
    for (const body of ["[".repeat(5000) + "]".repeat(5000), `{"name":"Asha",${"\"a\":{".repeat(3000)}}`]) {
      const answer = await raw(server.baseUrl, "/api/v1/contact", { method: "POST", headers: { "content-type": "application/json" }, body })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    }
  })
  it("answers a NUL character or half a surrogate pair with 400 and a message, not 503", async () => {
    const json = (method: string, body: string): RequestInit => ({ method, headers: { "content-type": "application/json" }, body })
    for (const [path, init] of [
      ["/api/v1/product/search?q=a%00b", undefined],
      ["/api/v1/client/email/asha%40example.in%00", undefined],
      ["/api/v1/contact", json("POST", String.raw`{"name":"Asha\u0000","email":"asha@example.in","message":"Hello from Bengaluru"}`)],
      ["/api/v1/contact", json("POST", String.raw`{"name":"Asha \ud83d","email":"asha@example.in","message":"Hello from Bengaluru"}`)]
    ] as const) {
      const answer = await raw(server.baseUrl, path, init)
      expect(answer.status, path).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    }
  })
  it("answers an address over Node's 16 KB header limit with 431 and a message", async () => {
    const answer = await raw(server.baseUrl, `/api/v1/product/search?q=${"%C3%A9".repeat(5000)}`)
    expect(answer.status).toBe(431)
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
  })
})
