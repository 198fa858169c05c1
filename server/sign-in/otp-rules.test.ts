import { describe, expect, it } from "vitest"
import { checkCode, codeMatches, hashCode, newCode, OTP_RULES, sendRefusal } from "./otp-rules.ts"

const T = 1_800_000_000_000
const s = 1000
const free = { now: T, lockedUntil: undefined, sentToNumber: [], sentToNumberFromIp: [], sentFromIp: [] }

describe("codes", () => {
  it("a new code has 6 digits", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^[0-9]{6}$/)
  })

  it("a code's hash matches only that code for that number under that secret", () => {
    const hash = hashCode("secret", "9876543210", "123456")
    expect(hash).not.toContain("123456")
    expect(codeMatches("secret", "9876543210", "123456", hash)).toBe(true)
    expect(codeMatches("secret", "9876543210", "123457", hash)).toBe(false)
    expect(codeMatches("secret", "9876543211", "123456", hash)).toBe(false)
    expect(codeMatches("other", "9876543210", "123456", hash)).toBe(false)
  })
})

describe("when a code may be sent", () => {
  it("a first code may be sent", () => {
    expect(sendRefusal(free)).toBeUndefined()
  })

  it("a new code only 30 seconds after the last, with the seconds left", () => {
    expect(sendRefusal({ ...free, sentToNumber: [T - 10 * s] })).toMatchObject({ retryAfterSeconds: 20 })
    expect(sendRefusal({ ...free, sentToNumber: [T - 30 * s] })).toBeUndefined()
  })

  it("at most 5 codes per number from one address in an hour; the wait ends when the oldest leaves the window", () => {
    const five = [50, 40, 30, 20, 10].map((m) => T - m * 60 * s)
    expect(sendRefusal({ ...free, sentToNumber: five, sentToNumberFromIp: five })).toMatchObject({ retryAfterSeconds: 10 * 60 })
    expect(sendRefusal({ ...free, sentToNumber: five, sentToNumberFromIp: [T - 61 * 60 * s, ...five.slice(1)] })).toBeUndefined()
  })

  // Issue 17: six code requests from a stranger used up the number's hour for its owner.
  it("codes a stranger asked for from another address do not use up the owner's five", () => {
    const strangers = [50, 45, 40, 35, 30, 25].map((m) => T - m * 60 * s)
    expect(sendRefusal({ ...free, sentToNumber: strangers, sentToNumberFromIp: [] })).toBeUndefined()
  })

  it("at most 10 codes per number from all addresses in an hour (the SMS bill's bound)", () => {
    const ten = Array.from({ length: 10 }, (_, i) => T - (i + 1) * 5 * 60 * s)
    expect(sendRefusal({ ...free, sentToNumber: ten })).toMatchObject({ retryAfterSeconds: 10 * 60 })
  })

  it("at most 20 codes per client address in an hour", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => T - (i + 1) * 60 * s)
    expect(sendRefusal({ ...free, sentFromIp: twenty })?.message).toContain("network")
    expect(sendRefusal({ ...free, sentFromIp: twenty.slice(1) })).toBeUndefined()
  })

  it("a locked number gets no code until the lock ends", () => {
    expect(sendRefusal({ ...free, lockedUntil: T + 60 * s })).toMatchObject({ retryAfterSeconds: 60 })
    expect(sendRefusal({ ...free, lockedUntil: T })).toBeUndefined()
  })
})

describe("checking a code", () => {
  const code = { hash: "h", createdAt: T - 60 * s }
  const state = { now: T, lockedUntil: undefined, failedTries: 0, code }

  it("the right code within 5 minutes is accepted", () => {
    expect(checkCode(state, (h) => h === "h")._tag).toBe("Accepted")
  })

  it("a code is no code 5 minutes after it was sent", () => {
    expect(checkCode({ ...state, code: { hash: "h", createdAt: T - OTP_RULES.codeTtlMs } }, () => true)._tag).toBe("NoCode")
    expect(checkCode({ ...state, code: undefined }, () => true)._tag).toBe("NoCode")
  })

  it("a wrong code counts down the tries of this address; the fifth locks", () => {
    expect(checkCode(state, () => false)).toEqual({ _tag: "Wrong", triesLeft: 4, locksNow: false, usesUpCode: false })
    expect(checkCode({ ...state, failedTries: 4 }, () => false)).toEqual({ _tag: "Wrong", triesLeft: 0, locksNow: true, usesUpCode: false })
  })

  it("one code takes at most 15 wrong tries from all addresses together, then it is used up", () => {
    expect(checkCode({ ...state, code: { ...code, wrongTries: 13 } }, () => false)).toMatchObject({ usesUpCode: false })
    expect(checkCode({ ...state, code: { ...code, wrongTries: 14 } }, () => false)).toMatchObject({ usesUpCode: true })
  })

  it("a locked number refuses even the right code", () => {
    expect(checkCode({ ...state, lockedUntil: T + 1 }, () => true)._tag).toBe("Locked")
  })
})
