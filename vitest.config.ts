import { availableParallelism } from "node:os"
import { configDefaults, defineConfig } from "vitest/config"

// Model-based suites (*.model.test.ts) walk every path of a machine's model: seconds each, so they
// are their own project, wherever they are. Database-backed suites are the db project's
// (tests/api, and any *.db.test.ts), never a unit's.
const MODEL = "**/*.model.test.ts"
const DATABASE = "**/*.db.test.ts"
// Component suites that replace a module with vi.mock: isolated (see the ui-mocks project).
const MOCKING_UI = [
  "tests/components/quick-view.test.tsx",
  "tests/components/pages-constants.test.tsx",
  "tests/components/admin-product-form.test.tsx",
  "tests/components/returns.test.tsx",
  "tests/components/admin-wallet-credits.test.tsx",
  "tests/components/customer-order-actions.test.tsx"
]

// Five projects: the fast pure units (domain, machines, server and scripts units; `npm run test:unit`,
// the inner loop), the model-based machine suites, the database suites that run once on PGlite and
// again on a PostgreSQL server in CI (DATABASE_URL), the browser-side units in jsdom, and the
// browser journeys in Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // left a core idle through the db suites (224 s with one worker, 138 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/**/*.test.ts", "machines/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, MODEL, DATABASE],
          // Issue 34 item 8: no test here is timed; its limit is only there to end a test that hangs,
          // and holds at four times slower than a quiet run of the slowest (a graph walk, about 3 s).
          testTimeout: 30_000,
          // One worker imports effect, xstate and fast-check once for every file instead of once
          // per file (that import was three quarters of the run). The units keep no state between
          // files: they pass run in any order (--sequence.shuffle) this way.
          isolate: false
        }
      },
      {
        test: {
          name: "model",
          environment: "node",
          include: [MODEL],
          // Each walk of a machine's model is given its own limit; this is the rest's (see the units).
          testTimeout: 60_000,
          // As the units: effect and xstate imported once per worker (25 s to 16 s). The suites that
          // fake the clock give it back after each test.
          isolate: false
        }
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: ["tests/api/**/*.test.ts", DATABASE],
          exclude: [...configDefaults.exclude, MODEL],
          // Each file builds its own server and database from the same modules: one import of the
          // server per worker instead of one per file (148 s to 96 s for the project, every file
          // passing). No file of the project mocks a module or changes a global.
          isolate: false,
          testTimeout: 60_000,
          // A suite's server starts in its hook; on a busy machine that takes minutes (issue 34 item 8).
          hookTimeout: 300_000
        }
      },
      {
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/components/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, MODEL, DATABASE, ...MOCKING_UI],
          // Issue 34 item 8: jsdom draws a screen in hundreds of milliseconds when quiet and seconds on
          // a busy machine; neither Vitest's limit nor Testing Library's waits (tests/support/ui-setup.ts)
          // may be what fails a component test there.
          testTimeout: 30_000,
          setupFiles: ["tests/support/ui-setup.ts"],
          // As the units: React, Effect, XState and the components imported once per worker instead of
          // once per file (the imports were half the project's time). Globals a file stubs are given
          // back after each test; a file that replaces a module is the next project's.
          isolate: false,
          unstubGlobals: true
        }
      },
      {
        // The component suites that replace a module (vi.mock): each in its own module graph, so the
        // replacement stays in its file.
        test: {
          name: "ui-mocks",
          environment: "jsdom",
          include: MOCKING_UI,
          testTimeout: 30_000,
          setupFiles: ["tests/support/ui-setup.ts"]
        }
      },
      {
        // Playwright journeys in Debian's Chromium against the real server and the built UI.
        test: {
          name: "browser",
          environment: "node",
          include: ["tests/browser/**/*.test.ts"],
          // As the db project: one import of the server and playwright per worker, not per file.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at once, each with its own server and Chromium: one file's page loads wait
          // on the other's CPU rather than on nothing (one worker kept a 2-core machine 36% busy).
          maxWorkers: 2,
          sequence: { groupOrder: 1 } // after the other projects, not beside them
        }
      }
    ]
  }
})
