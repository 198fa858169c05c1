import { describe, expect, it } from "vitest"
import { chooseEncoding } from "./static.ts"

describe("choosing the response encoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
    ["GZIP;q=0.5", "gzip"]
  ])("Accept-Encoding %j answers %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
