import { createHmac, randomInt, timingSafeEqual } from "node:crypto"
import { isIPv4 } from "node:net"
import { sayRefusal } from "#domain/refusal-words.ts"
import type { Refusal as NamedRefusal } from "#domain/refusals.ts"
import { addressOf } from "../http/rate-limit.ts"

// DESIGN §4 Sign-in and docs/decisions/006-sign-in.md: the numbers of the OTP rules.
export const OTP_RULES = {
  /** A code is valid this long after it was sent. */
  codeTtlMs: 5 * 60_000,
  /**
   * Wrong codes for one number from one client address before that pair is locked (issue 17: a
   * lock of the number itself let a stranger lock anyone out). Guessing stays bounded: each
   * address has 5 tries a lock, and one code takes at most `maxWrongTriesPerCode` from all of them.
   */
  maxWrongTries: 5,
  lockMs: 15 * 60_000,
  /** Wrong tries on one code, from any addresses, after which that code is used up. */
  maxWrongTriesPerCode: 15,
  /** A new code for the same number only after this long. */
  resendAfterMs: 30_000,
  windowMs: 60 * 60_000,
  /**
   * Codes per number asked from one client address, per number from all addresses (the SMS bill's
   * bound), and per client address, in any window of `windowMs`.
   */
  maxCodesPerNumberFromIp: 5,
  maxCodesPerNumber: 10,
  maxCodesPerIp: 20,
  /**
   * Issue 34 (ADR 044): codes per number in any window of `windowMs` for the number's known devices
   * (a request with a device cookie signed for that number at an earlier sign-in). They are counted
   * apart from the codes above, so strangers using those up leave the owner these.
   */
  maxCodesPerNumberForKnownDevices: 5
} as const

/**
 * The group of client addresses a sign-in count or lock is kept for (issue 34, ADR 044): an IPv4
 * address is itself (an IPv4-mapped IPv6 address, `::ffff:203.0.113.9`, is that IPv4 address); an
 * IPv6 address is its /64 (`2001:db8:1:2::/64`), which one subscriber line or phone is given whole,
 * so walking through its 2^64 addresses is no way round a limit. A port or brackets a proxy wrote
 * (`203.0.113.9:5123`, `[2001:db8::1]:443`) and an IPv6 zone (`%eth0`) are no part of the address.
 * Anything that is no IP address (`unknown`) is its own group.
 */
export const addressGroupOf = (address: string): string => {
  // The address as the rate limits read it (a port, brackets and case taken off; rate-limit.ts), then its group.
  const known = addressOf(address)
  if (known === undefined) return address.trim()
  if (isIPv4(known)) return known
  const zone = known.indexOf("%")
  const hextets = ipv6Hextets(zone > 0 ? known.slice(0, zone) : known)
  const [a, b, c, d, e, f, g, h] = hextets
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g! >> 8}.${g! & 0xff}.${h! >> 8}.${h! & 0xff}`
  return `${hextets.slice(0, 4).map((hextet) => hextet.toString(16)).join(":")}::/64`
}

// The eight 16-bit groups of a valid IPv6 address (node:net said it is one): `::` expanded, an
// IPv4 tail (`::ffff:1.2.3.4`) read as the last two groups.
const ipv6Hextets = (text: string): ReadonlyArray<number> => {
  const groupsOf = (part: string): Array<number> => part === "" ? [] : part.split(":").flatMap((group) =>
    group.includes(".") ? ((o) => [(o[0]! << 8) | o[1]!, (o[2]! << 8) | o[3]!])(group.split(".").map(Number)) : [parseInt(group, 16)])
  const [head = "", tail] = text.split("::")
  const first = groupsOf(head)
  if (tail === undefined) return first
  const last = groupsOf(tail)
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
}

/** A uniformly random 6-digit code, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0")

/** Only this is stored: an HMAC bound to the number, so a code for one number never fits another. */
export const hashCode = (secret: string, mobile: string, code: string): string =>
  createHmac("sha256", secret).update(`${mobile}:${code}`).digest("hex")

export const codeMatches = (secret: string, mobile: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashCode(secret, mobile, code), "hex")
  const stored = Buffer.from(storedHash, "hex")
  return given.length === stored.length && timingSafeEqual(given, stored)
}

export interface Refusal {
  /** The refusal's English (domain/refusal-words.ts), the error's `message`. */
  readonly message: string
  /** The refusal by name with its figures (domain/refusals.ts), so a page says it in its language. */
  readonly named: NamedRefusal
  readonly retryAfterSeconds: number
  /** Refused because the number is locked after wrong codes (not a limit on how often codes go). */
  readonly locked: boolean
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000))
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

const limited = (named: NamedRefusal, retryAfterSeconds: number, locked: boolean): Refusal =>
  ({ message: sayRefusal(named), named, retryAfterSeconds, locked })

export interface SendState {
  readonly now: number
  /** The lock of this number for this client address, if any (epoch ms). */
  readonly lockedUntil: number | undefined
  /**
   * When codes were sent to this number within the last window, any order, for requests without a
   * device cookie of the number (strangers', and the owner's from a device not known yet).
   */
  readonly sentToNumber: ReadonlyArray<number>
  /** Of those, the ones this client address (its group, `addressGroupOf`) asked for. */
  readonly sentToNumberFromIp: ReadonlyArray<number>
  /** When codes were requested from this client address within the last window, without a device cookie. */
  readonly sentFromIp: ReadonlyArray<number>
  /** The request carries a device cookie signed for this number at an earlier sign-in (ADR 044). */
  readonly knownDevice?: boolean
  /** When codes were sent to this number within the last window for its known devices (the reserve). */
  readonly sentToKnownDevices?: ReadonlyArray<number>
}

/** Why a new code may not be sent now, or undefined when it may. */
export const sendRefusal = (state: SendState): Refusal | undefined => {
  const { now } = state
  const rules = OTP_RULES
  if (state.lockedUntil !== undefined && state.lockedUntil > now) {
    const retryAfterSeconds = secondsUntil(state.lockedUntil, now)
    return limited({ _tag: "NumberLockedFor", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, true)
  }
  const inWindow = (times: ReadonlyArray<number>) => times.filter((at) => at > now - rules.windowMs).sort((a, b) => a - b)
  const toNumber = inWindow(state.sentToNumber)
  const toKnownDevices = inWindow(state.sentToKnownDevices ?? [])
  // One code every 30 seconds, whoever asked: a number is never flooded with SMS.
  const last = Math.max(toNumber.at(-1) ?? -Infinity, toKnownDevices.at(-1) ?? -Infinity)
  if (last + rules.resendAfterMs > now) {
    const retryAfterSeconds = secondsUntil(last + rules.resendAfterMs, now)
    return limited({ _tag: "ResendWait", seconds: retryAfterSeconds }, retryAfterSeconds, false)
  }
  // A known device draws on the number's reserve, which no request without its cookie touches.
  if (state.knownDevice === true) {
    if (toKnownDevices.length < rules.maxCodesPerNumberForKnownDevices) return undefined
    const retryAfterSeconds = secondsUntil(toKnownDevices[toKnownDevices.length - rules.maxCodesPerNumberForKnownDevices]! + rules.windowMs, now)
    return limited({ _tag: "TooManyCodes", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, false)
  }
  const toNumberFromIp = inWindow(state.sentToNumberFromIp)
  if (toNumberFromIp.length >= rules.maxCodesPerNumberFromIp) {
    const retryAfterSeconds = secondsUntil(toNumberFromIp[toNumberFromIp.length - rules.maxCodesPerNumberFromIp]! + rules.windowMs, now)
    return limited({ _tag: "TooManyCodes", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, false)
  }
  if (toNumber.length >= rules.maxCodesPerNumber) {
    const retryAfterSeconds = secondsUntil(toNumber[toNumber.length - rules.maxCodesPerNumber]! + rules.windowMs, now)
    return limited({ _tag: "TooManyCodes", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, false)
  }
  const fromIp = inWindow(state.sentFromIp)
  if (fromIp.length >= rules.maxCodesPerIp) {
    const retryAfterSeconds = secondsUntil(fromIp[fromIp.length - rules.maxCodesPerIp]! + rules.windowMs, now)
    return limited({ _tag: "TooManyFromNetwork", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, false)
  }
  return undefined
}

export interface CheckState {
  readonly now: number
  /** The lock of this number for this client address, and its wrong tries since the last lock. */
  readonly lockedUntil: number | undefined
  readonly failedTries: number
  /** The number's latest code that is not used up, if any, with its wrong tries from any address. */
  readonly code: { readonly hash: string; readonly createdAt: number; readonly wrongTries?: number } | undefined
}

export type CheckOutcome =
  | { readonly _tag: "Accepted" }
  | { readonly _tag: "Locked"; readonly refusal: Refusal }
  | { readonly _tag: "NoCode" }
  /**
   * `locksNow`: this wrong try was the last allowed from this address; the pair is locked from now.
   * `usesUpCode`: the code has had its last wrong try from all addresses; it works no more.
   */
  | { readonly _tag: "Wrong"; readonly triesLeft: number; readonly locksNow: boolean; readonly usesUpCode: boolean }

/** DESIGN §4: a code works within 5 minutes; 5 wrong tries lock the number for 15 minutes. */
export const checkCode = (state: CheckState, matches: (hash: string) => boolean): CheckOutcome => {
  const { now } = state
  if (state.lockedUntil !== undefined && state.lockedUntil > now) {
    const retryAfterSeconds = secondsUntil(state.lockedUntil, now)
    return { _tag: "Locked", refusal: limited({ _tag: "NumberLockedFor", minutes: minutes(retryAfterSeconds) }, retryAfterSeconds, true) }
  }
  if (state.code === undefined || state.code.createdAt + OTP_RULES.codeTtlMs <= now) return { _tag: "NoCode" }
  if (matches(state.code.hash)) return { _tag: "Accepted" }
  const failed = state.failedTries + 1
  return {
    _tag: "Wrong",
    triesLeft: Math.max(0, OTP_RULES.maxWrongTries - failed),
    locksNow: failed >= OTP_RULES.maxWrongTries,
    usesUpCode: (state.code.wrongTries ?? 0) + 1 >= OTP_RULES.maxWrongTriesPerCode
  }
}

export const LOCKED_NOW: Refusal = limited({ _tag: "NumberLockedFor", minutes: minutes(OTP_RULES.lockMs / 1000) }, OTP_RULES.lockMs / 1000, true)
