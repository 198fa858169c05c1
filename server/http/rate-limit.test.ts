import { Option } from "effect"
import { sayRefusal } from "#domain/refusal-words.ts"
import { describe, expect, it } from "vitest"
import { addressOf, clientAddressOf, RATE_RULES, trustedProxiesOf, trustProxyRefusal } from "./rate-limit.ts"

// Issue 34 item 2 (ADR 021): the client's address is taken from the right of X-Forwarded-For, as
// many hops as TRUST_PROXY says, and never from an entry the client wrote itself.

const PEER = Option.some("10.0.0.2")
const of = (forwardedFor: string | undefined, trusted: number, peer: Option.Option<string> = PEER) => clientAddressOf(peer, forwardedFor, trusted)

describe("clientAddressOf", () => {
  it("is the peer's address when no proxy is trusted, whatever the header says", () => {
    expect(of(undefined, 0)).toBe("10.0.0.2")
    expect(of("203.0.113.9", 0)).toBe("10.0.0.2")
    expect(of("127.0.0.1, 203.0.113.9", 0)).toBe("10.0.0.2")
  })

  it("is the peer's address when a trusted proxy sent no header, or an empty one", () => {
    expect(of(undefined, 1)).toBe("10.0.0.2")
    expect(of("", 1)).toBe("10.0.0.2")
    expect(of(" , ,", 2)).toBe("10.0.0.2")
    expect(of(undefined, 1, Option.none())).toBe("unknown")
  })

  it("with as many hops as trusted proxies, is the leftmost: what the outermost proxy saw", () => {
    expect(of("203.0.113.9", 1)).toBe("203.0.113.9")
    expect(of("203.0.113.9, 10.0.0.7", 2)).toBe("203.0.113.9")
    expect(of("203.0.113.9, 10.0.0.8, 10.0.0.7", 3)).toBe("203.0.113.9")
  })

  it("with more hops than trusted proxies, is the one that many from the right; the client's own entries count for nothing", () => {
    expect(of("127.0.0.1, 203.0.113.9", 1)).toBe("203.0.113.9")
    expect(of("1.1.1.1, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9")
    expect(of("8.8.8.8, 9.9.9.9, 1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9")
  })

  it("spoofed leftmost entries change nothing: each client keeps the address its proxy saw", () => {
    const spoofs = ["198.51.100.1", "198.51.100.1, 198.51.100.2", "127.0.0.1, ::1, 10.0.0.1", "unknown, not-an-address", "[2001:db8::dead]:80"]
    for (const spoof of spoofs) {
      expect(of(`${spoof}, 203.0.113.9`, 1)).toBe("203.0.113.9")
      expect(of(`${spoof}, 203.0.113.9, 10.0.0.7`, 2)).toBe("203.0.113.9")
    }
  })

  it("with fewer hops than trusted proxies, never takes the leftmost entry (the client may have written it): the nearest proxy's own, the rightmost", () => {
    // Two proxies trusted, one hop: the nearest proxy appended it (whoever connected to it).
    expect(of("203.0.113.9", 2)).toBe("203.0.113.9")
    // Three trusted, two hops: the client may have written the first; the nearest proxy wrote the last.
    expect(of("198.51.100.66, 203.0.113.9", 3)).toBe("203.0.113.9")
    expect(of("198.51.100.66, 203.0.113.9", 3)).not.toBe("198.51.100.66")
    // That entry not an address: the peer's, never another entry.
    expect(of("198.51.100.66, garbage", 3)).toBe("10.0.0.2")
  })

  it("falls back to the peer's address, never to another entry, when the entry taken is not an address", () => {
    expect(of("203.0.113.9, unknown", 1)).toBe("10.0.0.2")
    expect(of("198.51.100.66, shop.example, 10.0.0.7", 2)).toBe("10.0.0.2")
    expect(of("203.0.113.9, 999.1.1.1", 1)).toBe("10.0.0.2")
    expect(of("203.0.113.9, _hidden", 1)).toBe("10.0.0.2")
    expect(of("203.0.113.9, 203.0.113.9 x", 1)).toBe("10.0.0.2")
    expect(of("203.0.113.9, <script>", 1)).toBe("10.0.0.2")
  })

  it("strips a port and an IPv6 address's brackets, writes IPv6 in lower case and IPv4 written as IPv6 as IPv4", () => {
    expect(of("203.0.113.9:51234", 1)).toBe("203.0.113.9")
    expect(of("[2001:DB8::1]:443", 1)).toBe("2001:db8::1")
    expect(of("[2001:db8::1]", 1)).toBe("2001:db8::1")
    expect(of("2001:db8::1", 1)).toBe("2001:db8::1")
    expect(of("::ffff:203.0.113.9", 1)).toBe("203.0.113.9")
    expect(of(undefined, 0, Option.some("::ffff:127.0.0.1"))).toBe("127.0.0.1")
    expect(of(undefined, 0, Option.some("::1"))).toBe("::1")
  })
})

describe("addressOf", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:8080", "203.0.113.9"],
    ["[::1]:3000", "::1"],
    ["[fe80::1]", "fe80::1"],
    ["::FFFF:10.1.2.3", "10.1.2.3"]
  ])("reads %j as %j", (entry, address) => {
    expect(addressOf(entry)).toBe(address)
  })

  it.each(["", "unknown", "localhost", "203.0.113", "203.0.113.9.1", "203.0.113.9:port", "[203.0.113.9", "2001:db8::1]", "[nonsense]:80", "1.2.3.4, 5.6.7.8"])(
    "refuses %j", (entry) => {
      expect(addressOf(entry)).toBeUndefined()
    })
})

describe("TRUST_PROXY", () => {
  it("is a whole number of 0 or more; unset or empty is 0", () => {
    expect(trustedProxiesOf(undefined)).toBe(0)
    expect(trustedProxiesOf("")).toBe(0)
    expect(trustedProxiesOf("0")).toBe(0)
    expect(trustedProxiesOf("1")).toBe(1)
    expect(trustedProxiesOf(" 2 ")).toBe(2)
  })

  it.each(["yes", "true", "-1", "1.5", "1e2", "0x1", "10.0.0.1", "1,2", "Infinity", "99999999999999999999"])("refuses %j with a sentence", (value) => {
    expect(trustedProxiesOf(value)).toBeUndefined()
    expect(trustProxyRefusal(value)).toBe(
      `TRUST_PROXY is "${value}", which is not a whole number of 0 or more: set it to how many proxies in front of the server add the client's address to X-Forwarded-For (1 behind one nginx), or 0 (the default) when clients reach the server directly.`
    )
  })

  it("refuses nothing it reads", () => {
    expect(trustProxyRefusal(undefined)).toBeUndefined()
    expect(trustProxyRefusal("1")).toBeUndefined()
  })
})

describe("the expensive reads' rules (issue 34)", () => {
  it("are per minute, generous enough for a busy office behind one address, and say so in a sentence", () => {
    for (const rule of [RATE_RULES.facets, RATE_RULES.listings, RATE_RULES.closest]) {
      expect(rule.windowSeconds).toBe(60)
      expect(rule.limit).toBeGreaterThanOrEqual(60)
      const sentence = sayRefusal({ _tag: "RateLimited", limit: rule.limited })
      expect(sentence).toMatch(/^[A-Z].*\.$/)
      expect(sentence).toContain("please wait a moment and try again")
    }
  })
})
