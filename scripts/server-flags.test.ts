import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { startCommand } from "./server-flags.ts"

describe("how the server runs in production (ADR 025)", () => {
  it("is how `npm start` runs the build", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts["start"]
    expect(start).toBe(`npm run build --silent && ${startCommand()}`)
  })
})
