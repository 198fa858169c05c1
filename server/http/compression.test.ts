import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { chooseEncoding, COMPRESSION, encode } from "./compression.ts"

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

describe("compressing an answer", () => {
  const page = new TextEncoder().encode(`<!doctype html><main>${"<article><h2>Cotton kurta</h2><p>₹1,299</p></article>".repeat(400)}</main>`)
  const efforts = Object.keys(COMPRESSION) as Array<keyof typeof COMPRESSION>

  it.each(efforts)("%s: brotli and gzip bodies give the page back, smaller", (effort) => {
    const br = encode(page, "text/html; charset=utf-8", "gzip, br", effort)
    expect(br.encoding).toBe("br")
    expect(br.body.length).toBeLessThan(page.length / 4)
    expect(new Uint8Array(brotliDecompressSync(br.body))).toEqual(page)
    const gz = encode(page, "text/html; charset=utf-8", "gzip", effort)
    expect(gz.encoding).toBe("gzip")
    expect(new Uint8Array(gunzipSync(gz.body))).toEqual(page)
  })

  it("small or binary bodies, or a browser that takes no compression, get the bytes as they are", () => {
    const small = new TextEncoder().encode("<p>hi</p>")
    expect(encode(small, "text/html", "br", "perRequest")).toEqual({ body: small, encoding: undefined })
    expect(encode(page, "image/png", "br", "perRequest")).toEqual({ body: page, encoding: undefined })
    expect(encode(page, "text/html", "identity", "perRequest")).toEqual({ body: page, encoding: undefined })
  })
})
