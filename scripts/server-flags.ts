// How the server runs in production (ADR 025): `npm start` (package.json), the benchmarks and the
// test that runs the build use these; scripts/server-flags.test.ts checks that package.json's start
// script has them.
//   --max-semi-space-size=2   a small young generation: the server's garbage is short-lived request data
//   --max-old-space-size=256  V8's old generation capped: it collects before garbage takes the process far past its
//                             live set; 256 (was 128) holds 10,000 live streams of about 9 KB each (ADR 025, 062)
//   --wasm-lazy-compilation   PGlite's WebAssembly compiled function by function as PostgreSQL first calls them
export const SERVER_NODE_FLAGS: ReadonlyArray<string> = ["--max-semi-space-size=2", "--max-old-space-size=256", "--wasm-lazy-compilation"]

/**
 * The environment glibc's allocator reads at start. One arena: with one per thread (up to eight a
 * core) the memory that compilation and compression threads free stays with the process, in
 * pieces (bench:scale measured 376 MB after its run with them, 298 MB with one).
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "1" }

/** The start command's words, as package.json must hold them. */
export const startCommand = (): string =>
  `${Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`).join(" ")} node ${SERVER_NODE_FLAGS.join(" ")} dist-node/main.js`
