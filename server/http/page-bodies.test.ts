import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { makePageBodies } from "./page-bodies.ts"

// Issue 36 item 4: pages answered from memory, already compressed.

const page = (n: number) => `<!doctype html><main>${`<article><h2>Cotton kurta ${n}</h2><p>₹1,299</p></article>`.repeat(300)}</main>`

describe("kept page bodies", () => {
  it("compresses a page once: the same page again is the same bytes, then its smallest form once made, and decodes to the page", async () => {
    const pages = makePageBodies()
    const first = pages.send(page(1), "gzip, br")
    expect(first.encoding).toBe("br")
    expect(pages.send(page(1), "gzip, br")).toBe(first)
    await pages.settled()
    const later = pages.send(page(1), "gzip, br")
    expect(later.body.length).toBeLessThanOrEqual(first.body.length)
    expect(new TextDecoder().decode(brotliDecompressSync(later.body))).toBe(page(1))
    // Another encoding of the same page, and another page, are kept apart.
    const gz = pages.send(page(1), "gzip")
    expect(gz.encoding).toBe("gzip")
    expect(new TextDecoder().decode(gunzipSync(gz.body))).toBe(page(1))
    expect(new TextDecoder().decode(brotliDecompressSync(pages.send(page(2), "br").body))).toBe(page(2))
    expect(pages.size()).toBe(3)
  })

  it("keeps nothing for a browser that takes no compression, or a page too small to compress", () => {
    const pages = makePageBodies()
    const plain = pages.send(page(1), "identity")
    expect(plain.encoding).toBeUndefined()
    expect(new TextDecoder().decode(plain.body)).toBe(page(1))
    expect(pages.send("<p>hi</p>", "br").encoding).toBeUndefined()
    expect(pages.size()).toBe(0)
  })

  it("drops what it keeps when it would hold more than its limit, and goes on answering", async () => {
    const one = makePageBodies().send(page(1), "br").body.length
    const pages = makePageBodies(one * 2.5)
    for (const n of [1, 2, 3]) pages.send(page(n), "br")
    await pages.settled()
    expect(pages.size()).toBeLessThanOrEqual(2)
    expect(new TextDecoder().decode(brotliDecompressSync(pages.send(page(3), "br").body))).toBe(page(3))
  })
})
