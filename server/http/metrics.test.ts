import { Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { methodLabel, servesMetrics, statusClass } from "./metrics.ts"
import { requestIdOf } from "./observe-requests.ts"

const token = Option.some(Redacted.make("scrape-secret"))
const loopback = Option.some("::ffff:127.0.0.1")
const remote = Option.some("203.0.113.9")

describe("who may read /metrics", () => {
  it("development serves this machine without a token, and nobody else without one", () => {
    expect(servesMetrics(false, Option.none(), { remoteAddress: loopback, authorization: undefined })).toBe(true)
    expect(servesMetrics(false, Option.none(), { remoteAddress: remote, authorization: undefined })).toBe(false)
  })

  it("production serves only the bearer of METRICS_TOKEN, wherever it is (a proxy on this machine looks like loopback)", () => {
    expect(servesMetrics(true, Option.none(), { remoteAddress: loopback, authorization: undefined })).toBe(false)
    expect(servesMetrics(true, token, { remoteAddress: loopback, authorization: undefined })).toBe(false)
    expect(servesMetrics(true, token, { remoteAddress: remote, authorization: "Bearer scrape-secret" })).toBe(true)
    expect(servesMetrics(true, token, { remoteAddress: remote, authorization: "Bearer scrape-secreT" })).toBe(false)
    expect(servesMetrics(true, token, { remoteAddress: remote, authorization: "scrape-secret" })).toBe(false)
  })
})

describe("bounded labels and request ids", () => {
  it("keeps the methods HTTP defines and folds the rest into OTHER; status by class", () => {
    expect(methodLabel("GET")).toBe("GET")
    expect(methodLabel("PROPFIND")).toBe("OTHER")
    expect(statusClass(204)).toBe("2xx")
    expect(statusClass(503)).toBe("5xx")
  })

  it("keeps a caller's short safe request id and replaces anything else", () => {
    expect(requestIdOf("abc-123_x.y:z")).toBe("abc-123_x.y:z")
    for (const bad of [undefined, "", "a b", "x\ny", "é", "a".repeat(65)]) expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/)
  })
})
