import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// `npm run test:fuzz` (issue 8): the long fuzz run, kept out of `vitest run`'s projects (CI runs
// the 2,000-request smoke in tests/api/fuzz-smoke.contract.test.ts instead).
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "fuzz",
    environment: "node",
    include: ["tests/fuzz/**/*.fuzz.test.ts"],
    testTimeout: 4 * 60 * 60_000,
    hookTimeout: 300_000,
    // The server's INFO lines (an SMS sent, a listening port) would bury the summary.
    onConsoleLog: (log) => !log.includes("level=INFO")
  }
})
