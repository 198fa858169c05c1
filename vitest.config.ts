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
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"]
        }
      }
    ]
  }
})
