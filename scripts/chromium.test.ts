import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
import { PLAYWRIGHT_DISABLED_FEATURES } from "./chromium.ts"

// Chromium reads only the last --disable-features: the launch repeats Playwright's own list before
// adding the unused browser UI, so that list must stay the installed playwright-core's.
const playwrightBundle = (): string => {
  const packageJson = createRequire(import.meta.url).resolve("playwright-core/package.json")
  return readFileSync(join(dirname(packageJson), "lib", "coreBundle.js"), "utf8")
}

describe("the Chromium launch's disabled features", () => {
  it("repeats every feature playwright-core disables", () => {
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(playwrightBundle())
    expect(list, "playwright-core's disabledFeatures list was not found in its bundle").not.toBeNull()
    const theirs = [...list![1]!.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1])
    expect(theirs.length).toBeGreaterThan(5)
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort())
  })

})
