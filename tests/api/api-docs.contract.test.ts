import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { raw } from "#tests/support/api-client.ts"
import { shopper, type Shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 7: production serves the API's reader (/api/docs) and its OpenAPI document only to
// signed-in staff, of any role, unless API_DOCS=public says everyone; to anyone else it answers
// as an address under /api without a call (404), so nothing tells a visitor they are there.
// Development serves them to everyone (tests/api/bad-input.contract.test.ts, headers.contract.test.ts).

const DOCUMENTS = ["/api/docs", "/api/v1/openapi.json"] as const

const get = (server: TestServer, path: string, cookie?: string) => raw(server.baseUrl, path, cookie === undefined ? {} : { headers: { cookie } })

const served = async (server: TestServer, path: string, cookie?: string) => {
  const answer = await get(server, path, cookie)
  expect(answer.status, `${path} ${cookie === undefined ? "without a session" : "with a session"}`).toBe(200)
  if (path === "/api/docs") expect(answer.headers.get("content-type")).toContain("text/html")
  else expect(answer.body).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) })
}

describe("a production server (API_DOCS unset: staff)", () => {
  let server: TestServer
  let customer: Shopper
  beforeAll(async () => {
    server = await startTestServer({ seed: false, signIn: { production: true } })
    customer = await shopper(server)
  })
  afterAll(() => server?.close())

  it("answers 404 without a session, as an address under /api without a call, however the address is spelt", async () => {
    for (const path of [...DOCUMENTS, "/API/Docs", "/api/docs/", "/api//v1/openapi.json", "/api/docs?x=1"]) {
      const answer = await get(server, path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toEqual({ success: false, message: `No API call GET ${path.split("?")[0]}` })
    }
    // The same answer as an address that never had a call.
    expect((await get(server, "/api/nothing-here")).body).toEqual({ success: false, message: "No API call GET /api/nothing-here" })
  })

  it("answers 404 to a customer's session and to a session that is not valid", async () => {
    for (const path of DOCUMENTS) {
      expect((await get(server, path, customer.cookie)).status, path).toBe(404)
      expect((await get(server, path, "bazaar_session=not-a-session")).status, path).toBe(404)
    }
  })

  it("serves both to signed-in staff of every role: admin, catalogue editor, support", async () => {
    for (const role of ["admin", "catalogue", "support"] as const) {
      const staff = await shopper(server, role)
      for (const path of DOCUMENTS) await served(server, path, staff.cookie)
    }
  })
})

describe("a production server with API_DOCS=public", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false, signIn: { production: true }, apiDocs: "public" })
  })
  afterAll(() => server?.close())

  it("serves both to everyone, without a session", async () => {
    for (const path of DOCUMENTS) await served(server, path)
  })
})
