import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 33: a page whose first view the server could not draw within its budget (a tag's or a
// search's page on its first visit) was sent with index.html's bare title, "Bazaar". The server now
// titles it from its address alone (the renderer's `titleOf`, src/first-view.server.tsx).

let server: TestServer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bazaar-titles-"))
  writeFileSync(join(dir, "index.html"), '<!doctype html><html lang="en"><head><title>Bazaar</title></head><body><div id="root"></div></body></html>')
  // A renderer whose drawings never finish in time, as on a busy machine's first visit.
  writeFileSync(join(dir, "first-view.mjs"), [
    "export const renderFirstView = () => new Promise(() => {})",
    "export const titleOf = async (url) => `Screen at ${url} | Bazaar`"
  ].join("\n"))
  server = await startTestServer({ distDir: dir, firstViewModule: join(dir, "first-view.mjs") })
})
afterAll(async () => {
  await server?.close()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
})

const titleOf = async (path: string) => {
  const page = await (await fetch(`${server.baseUrl}${path}`)).text()
  return { title: /<title>([^<]*)<\/title>/.exec(page)?.[1], loading: page.includes("Loading...") }
}

describe("a page whose drawing is past the server's budget (issue 33)", () => {
  it.each(["/tag-search/round-neck-t-shirts", "/product-search/kurta", "/search/clothing/men"])("%s is sent with its screen's title, not just the shop's name", async (path) => {
    expect(await titleOf(path)).toEqual({ title: `Screen at ${path} | Bazaar`, loading: true })
  })
})
