import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { DEVICE_COOKIE_TTL_MS, deviceCookieValue, isKnownDeviceOf, newDeviceId, readDeviceCookie } from "./device-cookie.ts"

// Issue 34 item 3 (ADR 044): the cookie that makes a device known to a number, signed with the
// sign-in secret; anything the server did not sign for that number is no known device.

const SECRET = "a sign-in secret"
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
const NOW = 1_800_000_000_000
const device = { mobile: "9876500901", deviceId: newDeviceId(), issuedAtMs: NOW }
const value = deviceCookieValue(SECRET, device)

describe("a device cookie", () => {
  it("names the number and the device, and is read back as them", () => {
    expect(value).toMatch(/^d1\.9876500901\.1800000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
    expect(readDeviceCookie(SECRET, value, NOW)).toEqual(device)
    expect(isKnownDeviceOf(SECRET, value, "9876500901", NOW)).toBe(true)
  })

  it("is no known device of another number", () => {
    expect(isKnownDeviceOf(SECRET, value, "9876500902", NOW)).toBe(false)
  })

  it("with its number, time or device changed, or its signature altered, is nothing", () => {
    const [version, , issued, id, signature] = value.split(".")
    const forged = [
      [version, "9876500902", issued, id, signature],
      [version, "9876500901", String(Number(issued) + 1), id, signature],
      [version, "9876500901", issued, newDeviceId(), signature],
      [version, "9876500901", issued, id, `${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`],
      // The same bytes spelt otherwise: the last character's two unused bits set (it was one of A, E, I, ...).
      [version, "9876500901", issued, id, `${signature!.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(signature!.at(-1)!) + 1]}`],
      ["d2", "9876500901", issued, id, signature]
    ].map((parts) => parts.join("."))
    for (const cookie of forged) expect(readDeviceCookie(SECRET, cookie, NOW), cookie).toBeUndefined()
  })

  it("signed with another secret, or made without the server's derived key, is nothing", () => {
    expect(readDeviceCookie("another secret", value, NOW)).toBeUndefined()
    expect(readDeviceCookie(SECRET, deviceCookieValue("another secret", device), NOW)).toBeUndefined()
    // An HMAC under the sign-in secret itself (not the key derived from it for device cookies).
    const body = `d1.9876500901.1800000000.${device.deviceId}`
    const direct = `${body}.${createHmac("sha256", SECRET).update(body).digest("base64url")}`
    expect(readDeviceCookie(SECRET, direct, NOW)).toBeUndefined()
  })

  it("of another shape, empty or absent, is nothing", () => {
    for (const cookie of [undefined, "", "d1", `${value}.x`, ` ${value}`, value.replace("d1.", "d1..")]) {
      expect(readDeviceCookie(SECRET, cookie, NOW)).toBeUndefined()
    }
  })

  it("is known until 180 days after it was signed, and not when it was signed in the future", () => {
    expect(readDeviceCookie(SECRET, value, NOW + DEVICE_COOKIE_TTL_MS - 1000)).toEqual(device)
    expect(readDeviceCookie(SECRET, value, NOW + DEVICE_COOKIE_TTL_MS)).toBeUndefined()
    // A server clock a few minutes behind still knows it; an hour behind, not.
    expect(readDeviceCookie(SECRET, value, NOW - 4 * 60_000)).toEqual(device)
    expect(readDeviceCookie(SECRET, value, NOW - 60 * 60_000)).toBeUndefined()
  })

  it("each new device has its own id", () => {
    const ids = new Set(Array.from({ length: 100 }, newDeviceId))
    expect(ids.size).toBe(100)
  })
})
