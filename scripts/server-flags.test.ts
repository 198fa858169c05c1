import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { serverNodeFlags, startCommand } from "./server-flags.ts"

describe("how the server runs in production (ADR 025)", () => {
  it("is how `npm start` runs the build", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts["start"]
    expect(start).toBe(`npm run build --silent && ${startCommand()}`)
  })

  it("keeps the young generation small beside PGlite and larger with a PostgreSQL server", () => {
    expect(serverNodeFlags({})).toEqual(["--max-semi-space-size=2", "--max-old-space-size=256", "--wasm-lazy-compilation"])
    expect(serverNodeFlags({ DATABASE_URL: "" })[0]).toBe("--max-semi-space-size=2")
    expect(serverNodeFlags({ DATABASE_URL: "postgres://127.0.0.1/shop" })[0]).toBe("--max-semi-space-size=16")
  })

  it("is the same choice in the start command's shell as in serverNodeFlags", () => {
    // The command's words as sh expands them (echo in place of node), with and without DATABASE_URL.
    const expanded = (env: Record<string, string>) =>
      execFileSync("sh", ["-c", `echo ${startCommand().replace(/^MALLOC_ARENA_MAX=1 node /, "").replace(/ dist-node\/main\.js$/, "")}`], { env: { PATH: process.env["PATH"] ?? "", ...env }, encoding: "utf8" }).trim()
    expect(expanded({})).toBe(serverNodeFlags({}).join(" "))
    expect(expanded({ DATABASE_URL: "postgres://127.0.0.1/shop" })).toBe(serverNodeFlags({ DATABASE_URL: "postgres://127.0.0.1/shop" }).join(" "))
  })
})
