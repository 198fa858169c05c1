// `npm run build`'s last step: the API server as plain JavaScript in dist-node/ (ADR 025), what
// `npm start` and the benchmarks run. One file per entry, the packages left to node_modules, the
// SQL migrations copied beside it (server/db/database.ts reads them from its own folder).
// Running TypeScript through tsx in production kept a loader thread and every module's source and
// source map in memory: 140 MB of the server's resident memory (docs/benchmarks.md, bench:scale).
import { build } from "esbuild"
import { cpSync, readFileSync, rmSync } from "node:fs"

const OUT = "dist-node"
/** Bundled: Effect's own packages. Every other package is imported from node_modules at run time. */
const bundled = (specifier) => specifier === "effect" || specifier.startsWith("effect/") || specifier.startsWith("@effect/")

const onlyEffectBundled = {
  name: "bazaar:only-effect-bundled",
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }))
  }
}

rmSync(OUT, { recursive: true, force: true })
await build({
  entryPoints: { main: "server/main.ts", cluster: "scripts/cluster-server.ts" },
  outdir: OUT,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // Effect's packages are bundled, so only the modules the server uses are kept (their barrels
  // would load every module: Swagger's and Scalar's pages alone are 20 MB of strings). The rest,
  // among them packages that read files beside their own code (PGlite's WebAssembly, the pincode
  // data), stay in node_modules.
  plugins: [onlyEffectBundled],
  sourcemap: "linked",
  // V8 keeps a module's source in memory: without comments and whitespace, and in ASCII only
  // (one non-Latin-1 character, a "§" of a comment, makes V8 hold the whole source at two bytes a
  // character), it is a third of the size. Names are kept, so a stack still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: "ascii",
  legalComments: "none",
  logLevel: "warning"
})
cpSync("server/db/migrations", `${OUT}/migrations`, { recursive: true })

// What esbuild cannot escape (a regular expression's own characters) is written as \u escapes in
// the source instead; a build that holds one would cost the server twice its source's size.
for (const file of ["main.js", "cluster.js"]) {
  const text = readFileSync(`${OUT}/${file}`, "latin1")
  const at = text.search(/[^\x00-\x7f]/)
  if (at >= 0) {
    console.error(`scripts/build-server.mjs: ${OUT}/${file} holds a character outside ASCII near: ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 20))}; write it as a \\u escape in the source.`)
    process.exit(1)
  }
}
