// How the server runs in production (ADR 025): `npm start` (package.json), the benchmarks and the
// test that runs the build use these; scripts/server-flags.test.ts checks that package.json's start
// script has them.
//   --max-semi-space-size     the young generation: the server's garbage is short-lived request data.
//                             2 MB with PGlite, whose database shares the process's memory budget
//                             (issue 18: 300 MB at 1,000,000 products, PGlite's peak 297 with 2 MB,
//                             327 with 8); 16 MB with a PostgreSQL server (DATABASE_URL), whose
//                             process holds no database: fewer collections per order placed (ADR 025)
//   --max-old-space-size=256  V8's old generation capped: it collects before garbage takes the process far past its
//                             live set; 256 (was 128) holds 10,000 live streams of about 9 KB each (ADR 025, 062)
//   --wasm-lazy-compilation   PGlite's WebAssembly compiled function by function as PostgreSQL first calls them

/** The young generation's semi-space in MB, by where the database is (ADR 025). */
export const SEMI_SPACE_MB = { pglite: 2, postgres: 16 } as const

/** The server's node flags for a process whose environment is `env` (a PostgreSQL server when DATABASE_URL is set). */
export const serverNodeFlags = (env: Readonly<Record<string, string | undefined>>): ReadonlyArray<string> => [
  `--max-semi-space-size=${env["DATABASE_URL"] ? SEMI_SPACE_MB.postgres : SEMI_SPACE_MB.pglite}`,
  "--max-old-space-size=256",
  "--wasm-lazy-compilation"
]

/**
 * The environment glibc's allocator reads at start. One arena: with one per thread (up to eight a
 * core) the memory that compilation and compression threads free stays with the process, in
 * pieces (bench:scale measured 376 MB after its run with them, 298 MB with one).
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "1" }

/**
 * The start command's words, as package.json must hold them: the shell (npm runs scripts with
 * `sh`) picks the semi-space by DATABASE_URL, as `serverNodeFlags` does.
 */
export const startCommand = (): string => {
  const [, ...rest] = serverNodeFlags({})
  const semiSpace = `--max-semi-space-size=$([ -n "$DATABASE_URL" ] && echo ${SEMI_SPACE_MB.postgres} || echo ${SEMI_SPACE_MB.pglite})`
  return `${Object.entries(SERVER_ENV).map(([key, value]) => `${key}=${value}`).join(" ")} node ${[semiSpace, ...rest].join(" ")} dist-node/main.js`
}
