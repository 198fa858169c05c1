import { HttpApiBuilder, HttpApiSecurity, HttpServerRequest } from "@effect/platform"
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { Clock, Effect, Redacted } from "effect"
import { SignInConfig } from "./sign-in-settings.ts"

// Issue 34 item 3 (docs/decisions/044-own-codes-and-look-alikes.md): a device that signed in to a
// number is known to it by a cookie the server signs; a code request carrying it for that number
// draws on the number's reserve of codes (OTP_RULES.maxCodesPerNumberForKnownDevices), which
// strangers, who cannot make the cookie, never touch. The cookie names the number and the device;
// nothing about it is stored (it opens no session and proves nothing but an earlier sign-in here).

/** The cookie's name. HttpOnly: no script of a page reads it. */
export const DEVICE_COOKIE = "bazaar_device"

/** How long a device stays known after its last sign-in to the number (the server checks it too). */
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60_000

// A device signed in with its clock a little ahead is still known.
const CLOCK_SKEW_MS = 5 * 60_000

const VERSION = "d1"

/**
 * The signing key: an HMAC of the sign-in secret (OTP_SECRET, the one every server process shares)
 * for this purpose alone, so a device cookie's signature can never stand for a code's stored hash.
 */
const deviceKey = (secret: string): Buffer => createHmac("sha256", secret).update("bazaar device cookie key v1").digest()

const signatureOf = (secret: string, body: string): Buffer => createHmac("sha256", deviceKey(secret)).update(body).digest()

/** A new device's id: 128 random bits, base64url (22 characters). */
export const newDeviceId = (): string => randomBytes(16).toString("base64url")

/** The cookie's value: `d1.<mobile>.<issued, epoch seconds>.<device id>.<HMAC-SHA256, base64url>`. */
export const deviceCookieValue = (secret: string, device: KnownDevice): string => {
  const body = `${VERSION}.${device.mobile}.${Math.floor(device.issuedAtMs / 1000)}.${device.deviceId}`
  return `${body}.${signatureOf(secret, body).toString("base64url")}`
}

export interface KnownDevice {
  readonly mobile: string
  readonly deviceId: string
  readonly issuedAtMs: number
}

const COOKIE_SHAPE = /^d1\.([6-9][0-9]{9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/**
 * The device a cookie's value names, when the server signed it with this secret and it has not
 * expired; undefined for anything else (no cookie, another shape, a changed number or id, another
 * secret's signature, too old). The signature is compared in constant time.
 */
export const readDeviceCookie = (secret: string, value: string | undefined, now: number): KnownDevice | undefined => {
  if (value === undefined) return undefined
  const parts = COOKIE_SHAPE.exec(value)
  if (parts === null) return undefined
  const [, mobile, issued, deviceId, signature] = parts
  const body = `${VERSION}.${mobile}.${issued}.${deviceId}`
  // Compared as text: base64url's last character carries two unused bits, so another spelling of
  // the same bytes (its last character one higher) decodes to the same signature and must not pass.
  const given = Buffer.from(signature!, "ascii")
  const expected = Buffer.from(signatureOf(secret, body).toString("base64url"), "ascii")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const issuedAtMs = Number(issued) * 1000
  if (issuedAtMs > now + CLOCK_SKEW_MS || now - issuedAtMs >= DEVICE_COOKIE_TTL_MS) return undefined
  return { mobile: mobile!, deviceId: deviceId!, issuedAtMs }
}

/** Whether a cookie's value is a device known to this number. */
export const isKnownDeviceOf = (secret: string, value: string | undefined, mobile: string, now: number): boolean =>
  readDeviceCookie(secret, value, now)?.mobile === mobile

const deviceSecurity = HttpApiSecurity.apiKey({ in: "cookie", key: DEVICE_COOKIE })

const requestDevice = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const config = yield* SignInConfig
  const now = yield* Clock.currentTimeMillis
  return readDeviceCookie(Redacted.value(config.otpSecret), request.cookies[DEVICE_COOKIE], now)
})

/** Whether the request comes from a device known to this number (a valid device cookie for it). */
export const knownDeviceOf = (mobile: string) => Effect.map(requestDevice, (device) => device?.mobile === mobile)

/**
 * After a sign-in (or a registration) to the number: the answer sets the device cookie, HttpOnly,
 * SameSite=Lax, Path=/, Secure in production, for DEVICE_COOKIE_TTL_MS. A device already known to
 * the number keeps its id; the cookie is signed again, so its time starts again.
 */
export const rememberDevice = (mobile: string) =>
  Effect.gen(function* () {
    const config = yield* SignInConfig
    const now = yield* Clock.currentTimeMillis
    const known = yield* requestDevice
    const deviceId = known?.mobile === mobile ? known.deviceId : newDeviceId()
    const value = deviceCookieValue(Redacted.value(config.otpSecret), { mobile, deviceId, issuedAtMs: now })
    yield* HttpApiBuilder.securitySetCookie(deviceSecurity, value, {
      httpOnly: true,
      secure: config.production,
      sameSite: "lax",
      path: "/",
      maxAge: `${DEVICE_COOKIE_TTL_MS} millis`
    })
  })
