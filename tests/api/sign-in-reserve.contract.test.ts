import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { OTP_RULES } from "#server/sign-in/otp-rules.ts"
import { DEVICE_COOKIE_TTL_MS, deviceCookieValue, newDeviceId } from "#server/sign-in/device-cookie.ts"
import { raw } from "#tests/support/api-client.ts"
import { codeFromOutbox, deviceCookie, registeredCustomer, timePasses } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 3 (docs/decisions/044-own-codes-and-look-alikes.md): strangers from several
// addresses could use up a number's ten codes an hour (ADR 021 admitted it). A device that signed in
// to the number is known to it by a signed cookie, and its code requests draw on a reserve of the
// number's that no request without the cookie touches. IPv6 clients are counted and locked by /64.
// The client's address is a trusted proxy's X-Forwarded-For, as in rate-limits.contract.test.ts.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())
afterEach(() => {
  delete process.env["TRUST_PROXY"]
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(server.baseUrl, `/api/v1${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })

/** A code request for the number from a client address, with a Cookie header if given, 31 s after the last. */
const askFrom = async (mobile: string, address: string, cookie?: string) => {
  await timePasses(server, OTP_RULES.resendAfterMs / 1000 + 1)
  return post("/admin/sendsms", { Mobile: mobile }, { "x-forwarded-for": address, ...(cookie === undefined ? {} : { cookie }) })
}

/**
 * Strangers from three addresses ask for the number's codes until it has none left for them: with
 * the code its registration took, the tenth is the last; then every stranger is refused.
 */
const strangersUseUp = async (mobile: string, addresses: ReadonlyArray<string>) => {
  let sent = 1
  for (const address of addresses) {
    for (let i = 0; i < OTP_RULES.maxCodesPerNumberFromIp; i++) {
      const answer = await askFrom(mobile, address)
      if (answer.status !== 200) break
      sent++
    }
  }
  expect(sent).toBe(OTP_RULES.maxCodesPerNumber)
  const refused = await askFrom(mobile, "198.51.100.99")
  expect(refused.status).toBe(429)
  expect(refused.body).toMatchObject({ _tag: "TooManyRequests", message: expect.stringMatching(/^Too many codes for this number; try again in \d+ minutes\.$/) })
}

describe("a number's own codes, for the devices that signed in to it", () => {
  it("sign-in and registration make the device known: an HttpOnly, SameSite=Lax cookie kept for 180 days", async () => {
    const { device } = await registeredCustomer(server, "9876500910")
    expect(device).toMatch(/^bazaar_device=d1\.9876500910\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
    await timePasses(server, 31)
    expect((await post("/admin/sendsms", { Mobile: "9876500910" }, { cookie: device })).status).toBe(200)
    const login = await post("/client/loginclient", { Mobile: "9876500910", otp: await codeFromOutbox(server, "9876500910") }, { cookie: device })
    expect(login.status).toBe(200)
    const set = login.headers.getSetCookie().find((c) => c.startsWith("bazaar_device="))!
    expect(set).toMatch(/HttpOnly/)
    expect(set).toMatch(/SameSite=Lax/)
    expect(set).toMatch(/Path=\//)
    expect(set).toContain(`Max-Age=${DEVICE_COOKIE_TTL_MS / 1000}`)
    // The same device, signed again: its id is kept.
    expect(deviceCookie(login.headers).split(".")[3]).toBe(device.split(".")[3])
  })

  it("strangers from several addresses use up the number's codes, and the owner's device still gets a code and signs in", async () => {
    process.env["TRUST_PROXY"] = "1"
    const { device } = await registeredCustomer(server, "9876500911")
    await strangersUseUp("9876500911", ["198.51.100.11", "198.51.100.12", "198.51.100.13"])
    // The owner, from one of the strangers' addresses even: the cookie, not the address, is what counts.
    const own = await askFrom("9876500911", "198.51.100.13", device)
    expect(own.status).toBe(200)
    const code = await codeFromOutbox(server, "9876500911")
    const signedIn = await post("/client/loginclient", { Mobile: "9876500911", otp: code }, { "x-forwarded-for": "198.51.100.13", cookie: device })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ success: true, client: { Mobile: "9876500911" } })
  })

  it("the reserve is five codes an hour, and a stranger's requests never touch it", async () => {
    process.env["TRUST_PROXY"] = "1"
    const { device } = await registeredCustomer(server, "9876500912")
    for (let i = 0; i < OTP_RULES.maxCodesPerNumberForKnownDevices; i++) expect((await askFrom("9876500912", "203.0.113.12", device)).status).toBe(200)
    const sixth = await askFrom("9876500912", "203.0.113.12", device)
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ _tag: "TooManyRequests", message: expect.stringMatching(/^Too many codes for this number; try again in \d+ minutes\.$/) })
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0)
    // The owner's five took nothing of the strangers' ten: a stranger still gets a code.
    expect((await askFrom("9876500912", "198.51.100.14")).status).toBe(200)
  })

  it("a forged cookie, or another number's, gets nothing beyond the strangers' limits", async () => {
    process.env["TRUST_PROXY"] = "1"
    const { device: ownCookie } = await registeredCustomer(server, "9876500913")
    const { device: otherNumbers } = await registeredCustomer(server, "9876500914")
    await strangersUseUp("9876500913", ["198.51.100.21", "198.51.100.22", "198.51.100.23"])
    const [name, rest] = [ownCookie.slice(0, ownCookie.indexOf("=") + 1), ownCookie.slice(ownCookie.indexOf("=") + 1)]
    const [version, mobile, issued, id, signature] = rest.split(".")
    const now = Date.now()
    const forged = [
      // Another number's own cookie.
      otherNumbers,
      // That cookie with this number written in.
      otherNumbers.replace("9876500914", "9876500913"),
      // This number's cookie with its signature altered, or its device id changed.
      `${name}${[version, mobile, issued, id, `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`].join(".")}`,
      `${name}${[version, mobile, issued, newDeviceId(), signature].join(".")}`,
      // A cookie of the right shape signed with another secret.
      `${name}${deviceCookieValue("not the shop's secret", { mobile: "9876500913", deviceId: newDeviceId(), issuedAtMs: now })}`,
      `${name}garbage`
    ]
    for (const cookie of forged) {
      const answer = await askFrom("9876500913", "198.51.100.24", cookie)
      expect(answer.status, cookie).toBe(429)
    }
    // The number's own device still has its reserve.
    expect((await askFrom("9876500913", "198.51.100.24", ownCookie)).status).toBe(200)
  })
})

describe("IPv6 clients are counted by their /64", () => {
  it("two addresses in one /64 share one count; an address in another /64 counts apart", async () => {
    process.env["TRUST_PROXY"] = "1"
    await registeredCustomer(server, "9876500915")
    for (let i = 0; i < 3; i++) expect((await askFrom("9876500915", "2001:db8:34:1::1")).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await askFrom("9876500915", "2001:db8:34:1:ffff:ffff:ffff:2")).status).toBe(200)
    // The /64's five codes of the number are used, whichever of its addresses asks.
    const sixth = await askFrom("9876500915", "2001:db8:34:1::3")
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ message: expect.stringMatching(/^Too many codes for this number/) })
    expect((await askFrom("9876500915", "2001:db8:34:2::1")).status).toBe(200)
  })

  it("an IPv4-mapped IPv6 address is counted as its IPv4 address", async () => {
    process.env["TRUST_PROXY"] = "1"
    await registeredCustomer(server, "9876500916")
    for (let i = 0; i < 3; i++) expect((await askFrom("9876500916", "203.0.113.16")).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await askFrom("9876500916", "::ffff:203.0.113.16")).status).toBe(200)
    expect((await askFrom("9876500916", "203.0.113.16")).status).toBe(429)
  })

  it("wrong codes from two addresses in one /64 lock that /64 for the number; another /64 signs in", async () => {
    process.env["TRUST_PROXY"] = "1"
    await registeredCustomer(server, "9876500917")
    expect((await askFrom("9876500917", "2001:db8:35:9::1")).status).toBe(200)
    const code = await codeFromOutbox(server, "9876500917")
    const wrong = code === "000000" ? "111111" : "000000"
    const tryFrom = (address: string, otp: string) => post("/client/loginclient", { Mobile: "9876500917", otp }, { "x-forwarded-for": address })
    for (let i = 0; i < 2; i++) expect((await tryFrom("2001:db8:36:1::a", wrong)).status).toBe(400)
    for (let i = 0; i < 2; i++) expect((await tryFrom("2001:db8:36:1::b", wrong)).status).toBe(400)
    const locked = await tryFrom("2001:db8:36:1:1:2:3:4", wrong)
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ _tag: "NumberLocked" })
    expect((await tryFrom("2001:db8:36:1::a", code)).status).toBe(429)
    expect((await tryFrom("2001:db8:36:2::a", code)).status).toBe(200)
  })
})
