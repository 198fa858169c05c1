import { defineConfig } from "vitest/config"

// Three projects: pure units (domain, machines, server units), the database suites that run
// once on PGlite and again on a PostgreSQL server in CI (DATABASE_URL), and the browser-side units.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/**/*.test.ts", "machines/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"]
        }
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000
        }
      },
      {
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/components/**/*.test.tsx"]
        }
      },
      {
        // Playwright journeys in Debian's Chromium against the real server and the built UI.
        test: {
          name: "browser",
          environment: "node",
          include: ["tests/browser/**/*.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false, // one Chromium and one server at a time on 2 cores
          maxWorkers: 1,
          sequence: { groupOrder: 1 } // after the other projects, not beside them
        }
      }
    ]
  }
})
