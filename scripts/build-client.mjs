// `npm run build`'s first step: the browser's build (vite.config.ts) in two passes (issue 36, ADR 053).
// Every page loads the app's start-up: the start chunk and the modules its seven stages evaluate one
// per task (src/main.tsx, ADR 010). Left to itself, Rolldown cuts those modules into some thirty
// shared chunks (the home page fetched 37 scripts), because the screens share parts of them; each
// is a request, and each is compressed alone, so the whole is larger than its parts together.
// Pass 1 (in memory, not minified) finds which modules each stage really brings, after
// tree-shaking; pass 2 builds with those modules grouped into one chunk per stage. A stage's
// modules never import a later stage's (each stage's set is the static closure of its entry
// less the earlier stages'), so the stages still evaluate in order, one per task.
// Grouping by the static import graph alone (a group's test on module ids) was tried and not kept:
// it also claims modules that tree-shaking leaves to the screens that use them (docs/benchmarks.md).
import { build } from "vite"
import { chunksImportingEachOther, chunksOf, stageOfModules } from "./start-up-stages.mjs"

// Pass 1's warnings are pass 2's too (the same config and code): shown once, by pass 2.
const first = await build({ logLevel: "error", build: { write: false, minify: false, emptyOutDir: false } })
const stageOf = stageOfModules(chunksOf(first))
/**
 * The modules of the "api-client" chunk: the runtime, the seam, @effect/platform, the groups' shared
 * declarations (with the failures' words and the refusals' shapes, issue 39) and Effect's modules.
 */
const API_CLIENT_MODULES =
  /[\\/](node_modules[\\/](@effect[\\/]platform|effect)[\\/]|src[\\/]app[\\/](api|contract-client|server-words|browser-shims[\\/][\w-]+)\.ts$|domain[\\/](http[\\/](errors|auth\.http|contract|call-kinds)|failures|failure-sentences|refusals)\.ts$)/

const built = await build({
  logLevel: "warn",
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          // Before the other groups (the store's, vite.config.ts): the start-up's modules go with their stage.
          // Each module stays in the stage that first brings it: with the default (a group also takes its
          // modules' dependencies) a later stage's group took an earlier stage's modules, and the
          // earlier stage then evaluated the later one's chunk. A stage's modules import only its own
          // and earlier stages' (the sets are closures), so no chunk imports a later one.
          groups: [{
            name: (id) => stageOf.get(id) ?? null,
            test: (id) => stageOf.has(id),
            priority: 1,
            includeDependenciesRecursively: false,
            debugName: "start-up stages"
          }, {
            // The API client: every page that calls the server loads all of it at its first call (the
            // runtime, the contract's client, @effect/platform, what every group declares, and the
            // Effect modules they use that the start-up has not brought), which Rolldown cut into
            // some ten pieces by the features sharing them; one file is smaller (issue 36 item 1,
            // ADR 055). Without its Effect modules the group made chunks that import each other.
            name: "api-client",
            test: (id) => !stageOf.has(id) && API_CLIENT_MODULES.test(id),
            includeDependenciesRecursively: false
          }]
        }
      }
    }
  }
})
const second = Array.isArray(built) ? built[0] : built
// Chunks that import each other evaluate in an order their modules did not ask for: a value read
// before it is made (a Schema undefined at start-up). No chunk may import one that imports it.
const cycles = chunksImportingEachOther(second.output.filter((file) => file.type === "chunk"))
if (cycles.length > 0) throw new Error(`build-client: chunks import each other: ${cycles.map(([a, b]) => `${a} and ${b}`).join("; ")}`)
