import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { shopMachine } from "#machines/shop.machine.ts"

// Issue 35 (ADR 045): one way to add a feature. The contract is assembled in one place
// (domain/http/contract.ts): the whole of it (domain/http/api.ts) and a feature's part of it, which
// the seam (src/app/contract-client.ts) offers; the browser has one HTTP client (the
// runtime's, src/app/api.ts) and one actor made by hand, the shop's root (src/app/shop.ts): every
// other actor is a child in its system, and one a screen or route brings (the checkout, the admin's,
// a drawn screen's) joins it one way, `screen.open`. The counts are read from the sources, tests aside.

const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name) ? [path] : []
  })

const dirsSources = (dirs: ReadonlyArray<string>) => dirs.flatMap(sources)

/** The files under `dirs` that write `code`, with how many times each does. */
const writers = (dirs: ReadonlyArray<string>, code: string) =>
  Object.fromEntries(dirs.flatMap(sources).map((path) => [path, readFileSync(path, "utf8").split(code).length - 1] as const).filter(([, n]) => n > 0))

describe("the one seam", () => {
  it("assembles the contract in one place, the whole of it and a feature's part alike", () => {
    expect(writers(["domain", "server", "src", "machines"], "HttpApi.make(")).toEqual({ "domain/http/contract.ts": 1 })
  })

  it("builds one HTTP client, the browser runtime's: the server's calls out (Razorpay, SMS) use the platform's fetch", () => {
    for (const client of ["FetchHttpClient.layer", "NodeHttpClient.layer", "HttpClient.make("]) {
      expect(writers(["src", "machines", "domain", "server"], client), client).toEqual(client === "FetchHttpClient.layer" ? { "src/app/api.ts": 1 } : {})
    }
  })

  it("makes one actor in the browser, the shop's root; a screen's actor is its child", () => {
    expect(writers(["src", "machines"], "createActor(")).toEqual({ "src/app/shop.ts": 1 })
  })

  it("opens and closes every screen's actor with one pair of events: the root has no feature's own", () => {
    expect(shopMachine.events.filter((type) => /\.(open|close)$/.test(type)).sort()).toEqual(["screen.close", "screen.open"])
  })

  it("lets no screen select an actor's whole snapshot (it would draw again on every change; issue 35 item 8)", () => {
    const whole = dirsSources(["src"]).filter((path) => /useSelector\([^,]+,\s*\((\w+)\)\s*=>\s*\1\s*\)/.test(readFileSync(path, "utf8")))
    expect(whole).toEqual([])
  })

  it("calls the server outside the client only where decided: the catalogue's kept lists (ADR 056) and the service worker's cache", () => {
    expect(writers(["src", "machines", "domain"], "fetch(")).toEqual({ "src/app/kept-lists.ts": 1, "src/service-worker.ts": 3 })
  })

  it("derives a client of the contract only in the seam", () => {
    expect(Object.keys(writers(["src"], "HttpApiClient."))).toEqual(["src/app/contract-client.ts"])
  })
})
