import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { isLoopbackAddress, isLoopbackHost, servesDevPages } from "./dev-pages.ts"

describe("a client on this machine", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.1"])("%s is loopback", (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })

  it.each(["192.0.2.2", "10.0.0.1", "0.0.0.0", "::", "fd00::2", "::ffff:192.0.2.2", "128.0.0.1", "127.0.0.1.example", "", "unknown"])("%j is not", (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })

  it("localhost, 127.0.0.1 and ::1 are listening addresses only this machine reaches; 0.0.0.0 is not", () => {
    expect(["localhost", "127.0.0.1", "::1"].map(isLoopbackHost)).toEqual([true, true, true])
    expect(["0.0.0.0", "::", "192.0.2.2"].map(isLoopbackHost)).toEqual([false, false, false])
  })
})

describe("who is served the development pages", () => {
  it("a client on this machine, in development", () => {
    expect(servesDevPages(false, Option.some("127.0.0.1"))).toBe(true)
    expect(servesDevPages(false, Option.some("::ffff:127.0.0.1"))).toBe(true)
  })

  it("no one in production, not even this machine", () => {
    expect(servesDevPages(true, Option.some("127.0.0.1"))).toBe(false)
  })

  it("not a client on another address, nor one whose address is unknown", () => {
    expect(servesDevPages(false, Option.some("192.0.2.2"))).toBe(false)
    expect(servesDevPages(false, Option.none())).toBe(false)
  })
})
