import { afterEach, describe, expect, it, vi } from "vitest"
import { prefetchingFetch } from "./api.ts"

describe("the prefetching fetch", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("answers the first GET of an embedded path from the page, and every later one from the network", async () => {
    const network = vi.fn(async () => new Response(JSON.stringify({ from: "network" }), { status: 200 }))
    vi.stubGlobal("fetch", network)
    const fetchFn = prefetchingFetch({ "/api/v1/category/slugurl/men": { from: "page" } })
    const first = await fetchFn("http://localhost/api/v1/category/slugurl/men")
    const second = await fetchFn("http://localhost/api/v1/category/slugurl/men")
    expect(await first.json()).toEqual({ from: "page" })
    expect(await second.json()).toEqual({ from: "network" })
    expect(network).toHaveBeenCalledTimes(1)
  })

  it("never answers another method or another path from the page", async () => {
    const network = vi.fn(async () => new Response("{}", { status: 201 }))
    vi.stubGlobal("fetch", network)
    const fetchFn = prefetchingFetch({ "/api/v1/x": { from: "page" } })
    expect((await fetchFn("http://localhost/api/v1/x", { method: "POST" })).status).toBe(201)
    expect((await fetchFn("http://localhost/api/v1/x?page=2")).status).toBe(201)
    expect(network).toHaveBeenCalledTimes(2)
  })
})
