import { describe, expect, it } from "vitest"
import { addressGroupOf, OTP_RULES, sendRefusal } from "./otp-rules.ts"

// Issue 34 item 3 (ADR 044): a number's known devices have a reserve of codes strangers cannot use
// up, and an IPv6 client is counted by its /64.

const T = 1_800_000_000_000
const s = 1000
const minute = 60 * s
const free = { now: T, lockedUntil: undefined, sentToNumber: [], sentToNumberFromIp: [], sentFromIp: [] }
// The number's ten codes of the hour, all asked for by strangers, the last 10 minutes ago.
const strangersTen = Array.from({ length: OTP_RULES.maxCodesPerNumber }, (_, i) => T - (10 + i * 4) * minute)

describe("a number's reserve for its known devices", () => {
  it("strangers who used up the number's ten codes leave a known device its code", () => {
    expect(sendRefusal({ ...free, sentToNumber: strangersTen })?.message).toContain("Too many codes for this number")
    expect(sendRefusal({ ...free, sentToNumber: strangersTen, knownDevice: true })).toBeUndefined()
  })

  it("the reserve is five an hour: the fifth is sent, the sixth waits until the oldest leaves the window", () => {
    const four = [50, 40, 30, 20].map((m) => T - m * minute)
    expect(sendRefusal({ ...free, knownDevice: true, sentToKnownDevices: four })).toBeUndefined()
    const five = [50, 40, 30, 20, 10].map((m) => T - m * minute)
    expect(sendRefusal({ ...free, knownDevice: true, sentToKnownDevices: five })).toMatchObject({
      message: "Too many codes for this number; try again in 10 minutes.",
      retryAfterSeconds: 10 * 60,
      locked: false
    })
    expect(sendRefusal({ ...free, knownDevice: true, sentToKnownDevices: [T - 61 * minute, ...five.slice(1)] })).toBeUndefined()
  })

  it("codes of the reserve are not a stranger's to count: a request without the cookie still has the number's ten", () => {
    const five = [50, 40, 30, 20, 10].map((m) => T - m * minute)
    expect(sendRefusal({ ...free, sentToKnownDevices: five })).toBeUndefined()
    expect(sendRefusal({ ...free, sentToNumber: strangersTen.slice(1), sentToKnownDevices: five })).toBeUndefined()
  })

  it("a known device waits 30 seconds after any code to the number, its own or a stranger's", () => {
    expect(sendRefusal({ ...free, knownDevice: true, sentToNumber: [T - 10 * s] })).toMatchObject({ retryAfterSeconds: 20 })
    expect(sendRefusal({ ...free, sentToKnownDevices: [T - 29 * s] })).toMatchObject({ retryAfterSeconds: 1 })
    expect(sendRefusal({ ...free, knownDevice: true, sentToKnownDevices: [T - 30 * s] })).toBeUndefined()
  })

  it("a known device's address that is locked for the number gets no code until the lock ends", () => {
    expect(sendRefusal({ ...free, knownDevice: true, lockedUntil: T + 60 * s })).toMatchObject({ locked: true, retryAfterSeconds: 60 })
  })

  it("a known device is not held to its address's twenty: its codes are bounded per number", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => T - (i + 1) * minute)
    expect(sendRefusal({ ...free, sentFromIp: twenty })?.message).toContain("network")
    expect(sendRefusal({ ...free, knownDevice: true, sentFromIp: twenty, sentToNumberFromIp: twenty.slice(0, 5) })).toBeUndefined()
  })
})

describe("the group a client address is counted in", () => {
  it("an IPv4 address is itself, with a proxy's port left off", () => {
    expect(addressGroupOf("203.0.113.9")).toBe("203.0.113.9")
    expect(addressGroupOf(" 203.0.113.9 ")).toBe("203.0.113.9")
    expect(addressGroupOf("203.0.113.9:51234")).toBe("203.0.113.9")
  })

  it("an IPv4-mapped IPv6 address is its IPv4 address, in either spelling", () => {
    expect(addressGroupOf("::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(addressGroupOf("::FFFF:cb00:7109")).toBe("203.0.113.9")
    expect(addressGroupOf("0:0:0:0:0:ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(addressGroupOf("::ffff:127.0.0.1")).toBe(addressGroupOf("127.0.0.1"))
  })

  it("IPv6 addresses in one /64 are one group, however they are written", () => {
    const group = addressGroupOf("2001:db8:1:2::a")
    expect(group).toBe("2001:db8:1:2::/64")
    for (const address of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:1", "[2001:db8:1:2::b]:443", "[2001:db8:1:2::c]", "2001:db8:1:2::d%eth0", "2001:db8:1:2:0:0:1.2.3.4"]) {
      expect(addressGroupOf(address), address).toBe(group)
    }
  })

  it("IPv6 addresses in neighbouring /64s are different groups", () => {
    expect(addressGroupOf("2001:db8:1:3::a")).toBe("2001:db8:1:3::/64")
    expect(addressGroupOf("2001:db8:1:1:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:1::/64")
    expect(addressGroupOf("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(addressGroupOf("::1")).toBe("0:0:0:0::/64")
    // Only ::ffff:0:0/96 is IPv4: another address with the same tail is an IPv6 one.
    expect(addressGroupOf("::fffe:203.0.113.9")).toBe("0:0:0:0::/64")
    expect(addressGroupOf("64:ff9b::203.0.113.9")).toBe("64:ff9b:0:0::/64")
  })

  it("what is no IP address is its own group, as given", () => {
    expect(addressGroupOf("unknown")).toBe("unknown")
    expect(addressGroupOf("an earlier test")).toBe("an earlier test")
    expect(addressGroupOf("999.1.1.1")).toBe("999.1.1.1")
    expect(addressGroupOf("2001:db8::1::2")).toBe("2001:db8::1::2")
  })
})
