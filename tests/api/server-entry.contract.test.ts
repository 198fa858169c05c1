import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { serverNodeFlags } from "../../scripts/server-flags.ts"
import { newestModification } from "#tests/support/newest-modification.ts"
import { serverArgs } from "#tests/support/server-process.ts"

// How the fault suites choose the server they start as a child (tests/support/server-process.ts):
// the build only when it is newer than every source, found by the newest modification under them.

const work = mkdtempSync(join(tmpdir(), "bazaar-newest-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const touched = (path: string, seconds: number) => {
  writeFileSync(path, "x")
  utimesSync(path, seconds, seconds)
}

describe("newestModification", () => {
  it("is a file's own time, and a folder's newest file at any depth", () => {
    mkdirSync(join(work, "a", "b", "c"), { recursive: true })
    touched(join(work, "a", "old.ts"), 1_000)
    touched(join(work, "a", "b", "c", "deep.ts"), 3_000)
    touched(join(work, "a", "b", "middle.ts"), 2_000)
    expect(newestModification(join(work, "a", "old.ts"))).toBe(1_000_000)
    expect(newestModification(join(work, "a"))).toBe(3_000_000)
    touched(join(work, "a", "b", "middle.ts"), 4_000)
    expect(newestModification(join(work, "a"))).toBe(4_000_000)
  })

  it("is 0 for an empty folder (nothing in it is newer than any build)", () => {
    mkdirSync(join(work, "empty"))
    expect(newestModification(join(work, "empty"))).toBe(0)
  })
})

describe("serverArgs", () => {
  it("runs the build as `npm start` does (its production flags, by where the database is), the source through tsx", () => {
    expect(serverArgs("built")).toEqual([...serverNodeFlags({}), "dist-node/main.js"])
    expect(serverArgs("built", { BAZAAR_DATA_DIR: "/tmp/shop" })).toEqual([...serverNodeFlags({}), "dist-node/main.js"])
    expect(serverArgs("built", { DATABASE_URL: "postgres://127.0.0.1/shop" })).toEqual([...serverNodeFlags({ DATABASE_URL: "postgres://127.0.0.1/shop" }), "dist-node/main.js"])
    expect(serverArgs("source")).toEqual(["--import", "tsx", "server/main.ts"])
  })
})
