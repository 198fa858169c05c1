// @ts-check
import importX from "eslint-plugin-import-x"
import tseslint from "typescript-eslint"

// STYLE §1: dependencies point one way: domain <- machines <- src, and server -> domain.
const boundaries = [
  { target: "./domain", from: ["./machines", "./src", "./server", "./tests"], message: "domain/ is pure: it imports nothing of the app." },
  { target: "./machines", from: ["./src", "./server", "./tests"], message: "machines/ depend on domain/ only." },
  { target: "./src", from: ["./server"], message: "the browser never imports the server: use the contract in domain/http." },
  { target: "./server", from: ["./src", "./machines"], message: "the server depends on domain/ only." },
  // Between features (issue 35 item 6): a feature's calls are composed by server/app.ts alone, so one
  // feature uses another's repository or writes, never its handlers; and a screen's parts flow one
  // way, from routes to the feature components they render.
  { target: "./server/*/**", from: "./server/*/*.handlers.ts", message: "a feature's handlers are composed by server/app.ts only: use its *.repo.ts or *.writes.ts." },
  { target: "./src/components", from: "./src/routes", message: "feature components never import a route or its parts: routes render components." }
]

export default tseslint.config(
  { ignores: ["node_modules", "dist", "dist-server", "dist-node", ".data", "coverage", "src/routeTree.gen.ts", "tests/.artifacts"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The node resolver reads package.json "imports" (`#domain/...`, `#server/...`) and `.ts` paths.
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
      // The modules import-x reads to follow imports (no-cycle); by default it reads JavaScript only.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"]
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      // No runtime import cycle (issue 35 item 6): `import type` and all-`type` imports are not followed
      // (erased at run time); a dynamic import() is (it still runs the module); packages are not read.
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      // The `#domain/...` aliases resolve through package.json "imports"; restrict them too.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }]
    }
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: ["#machines/*", "#src/*", "#server/*", "#tests/*"], message: "domain/ is pure: it imports nothing of the app." },
          { group: ["react", "react-dom", "pg", "@electric-sql/*", "@effect/sql*", "node:*"], message: "domain/ has no I/O." }
        ]
      }]
    }
  },
  {
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: ["#src/*", "#server/*", "#tests/*"], message: "machines/ depend on domain/ only." },
          { group: ["react", "react-dom", "@xstate/react", "pg", "@electric-sql/*", "@effect/sql*", "node:*"], message: "machines/ are pure logic." }
        ]
      }]
    }
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["#server/*", "#tests/*", "pg", "@electric-sql/*", "@effect/sql*"], message: "the browser never imports the server." }]
      }]
    }
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["#src/*", "#machines/*", "#tests/*", "react", "react-dom"], message: "the server depends on domain/ only." }]
      }]
    }
  }
)
