import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CONTENT_SECURITY_POLICY } from "#server/http/security-headers.ts"
import { raw } from "#tests/support/api-client.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 8 item 4: security headers on every answer, a Content Security Policy the app runs under
// (every browser journey fails on a refused script or style: tests/browser/support.ts collects
// console errors), cookie-relying writes only from the shop's own pages, and no development page in
// production.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body)
})

describe("security headers", () => {
  it.each(["/", "/category/men", "/api/v1/supercategory/all", "/api/v1/no-such-call", "/assets/no-such-file.js"])("%s carries them", async (path) => {
    const answer = await raw(server.baseUrl, path)
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(answer.headers.get("x-frame-options")).toBe("DENY")
    expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(answer.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY)
  })

  it("the policy allows scripts from the shop only and lets no one frame it", () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]))
    expect(directives["script-src"]).toEqual(["'self'"])
    expect(directives["frame-ancestors"]).toEqual(["'none'"])
    expect(directives["object-src"]).toEqual(["'none'"])
    expect(directives["default-src"]).toEqual(["'self'"])
  })

  it("the page the server sends has no inline script that the policy would refuse (the boot payload is JSON)", async () => {
    const page = (await raw(server.baseUrl, "/")).body as string
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      const external = /\bsrc=/.test(attributes!)
      const data = /type="application\/json"/.test(attributes!)
      expect(external || data || body!.trim() === "", `inline script: ${attributes}`).toBe(true)
    }
  })
})

describe("a write that relies on the session cookie comes from the shop's own pages", () => {
  let cookie: string
  beforeAll(async () => {
    cookie = (await registeredCustomer(server, "9811200001")).cookie
  })
  const message = { name: "Ravi Kumar", email: "ravi@example.in", message: "Please call me about my order." }
  const host = () => new URL(server.baseUrl).host

  it("another site's page is refused with 403, by Origin or by Sec-Fetch-Site", async () => {
    for (const headers of <ReadonlyArray<Record<string, string>>>[
      { cookie, origin: "https://evil.example" },
      { cookie, origin: "null" },
      { cookie, "sec-fetch-site": "cross-site" },
      { cookie, "sec-fetch-site": "same-site", origin: `http://shop.${host()}` }
    ]) {
      const answer = await raw(server.baseUrl, "/api/v1/wishlist/merge", json({ productIds: [] }, headers))
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.body).toEqual({ success: false, _tag: "Forbidden", message: "This call is only accepted from the shop's own pages." })
    }
  })

  it("the shop's own page is served, and so is a call that carries no cookie", async () => {
    const own = await raw(server.baseUrl, "/api/v1/wishlist/merge", json({ productIds: [] }, { cookie, origin: server.baseUrl, "sec-fetch-site": "same-origin" }))
    expect(own.status).toBe(200)
    const noCookie = await raw(server.baseUrl, "/api/v1/contact", json(message, { origin: "https://elsewhere.example" }))
    expect(noCookie.status).toBe(201)
    const notABrowser = await raw(server.baseUrl, "/api/v1/wishlist/merge", json({ productIds: [] }, { cookie }))
    expect(notABrowser.status).toBe(200)
  })

  it("reads are not affected", async () => {
    const answer = await raw(server.baseUrl, "/api/v1/wishlist", { headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" } })
    expect(answer.status).toBe(200)
  })
})

describe("the rules for writes hold however the API address is spelt", () => {
  // The router matches a path in any case, with repeated slashes and percent-escapes: a form post to
  // /API/v1/contact or //api/v1/contact was served (201) past the JSON-only and same-origin rules.
  const form: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=Ravi+Kumar&email=ravi%40example.in&message=Please+call+me+about+my+order."
  }
  const spellings = ["/API/v1/contact", "//api/v1/contact", "/api//v1/contact", "/Api/V1/Contact/", "/%61pi/v1/contact"]
  let cookie: string
  beforeAll(async () => {
    cookie = (await registeredCustomer(server, "9811200002")).cookie
  })

  it.each(spellings)("%s refuses a form body with 415", async (path) => {
    const answer = await raw(server.baseUrl, path, form)
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ success: false, message: "This call takes a JSON body (Content-Type: application/json)." })
  })

  it.each(spellings.map((path) => path.replace(/contact/i, "wishlist/merge")))("%s refuses another site's page with 403", async (path) => {
    const answer = await raw(server.baseUrl, path, json({ productIds: [] }, { cookie, origin: "https://evil.example" }))
    expect(answer.status).toBe(403)
  })
})

describe("in production", () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ seed: false, signIn: { production: true }, payment: { _tag: "None" } })
  })
  afterAll(() => production?.close())

  it("no development page is reachable: the outbox and the test gateway answer 404", async () => {
    expect((await raw(production.baseUrl, "/dev/outbox")).status).toBe(404)
    // Without the test gateway its path is just another address of the shop's pages (the app's
    // not-found screen), and nothing there takes a payment.
    const page = await raw(production.baseUrl, "/pay/test/0123456789abcdef01234567")
    expect(page.body).not.toContain("Test gateway")
    const post = await raw(production.baseUrl, "/pay/test/0123456789abcdef01234567", { method: "POST", body: "outcome=approved", headers: { "content-type": "application/x-www-form-urlencoded" } })
    expect(post.status).toBe(404)
  })
})
