// `npm run seed`: tsx server/seed/seed-cli.ts [--products N] [--reset]
// Uses the server's database: DATABASE_URL if set, else PGlite in BAZAAR_DATA_DIR (default .data/pglite).
import { NodeRuntime } from "@effect/platform-node"
import { Console, Data, Effect, Option } from "effect"
import { serverConfigFromEnv } from "#server/config/config.ts"
import { databaseLayer, describeTarget, migrate, type DatabaseTarget } from "#server/db/database.ts"
import { DEFAULT_PRODUCT_COUNT } from "./generate.ts"
import { isCatalogueEmpty, seedCatalogue, truncateCatalogue, type SeedProgress } from "./seed.ts"

const USAGE = "usage: tsx server/seed/seed-cli.ts [--products N] [--reset]"

class SeedArgumentsError extends Data.TaggedError("SeedArgumentsError")<{ readonly message: string }> {}

interface SeedArguments {
  readonly products: number
  readonly reset: boolean
}

/** Parses the command line; `--products` takes a positive whole number (also as `--products=N`). */
const parseSeedArguments = (argv: ReadonlyArray<string>): Effect.Effect<SeedArguments, SeedArgumentsError> =>
  Effect.gen(function* () {
    let products = DEFAULT_PRODUCT_COUNT
    let reset = false
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? ""
      if (arg === "--reset") reset = true
      else if (arg === "--products" || arg.startsWith("--products=")) {
        const text = arg === "--products" ? argv[++i] : arg.slice("--products=".length)
        const n = Number(text?.replace(/_/g, ""))
        if (text === undefined || !/^[0-9_]+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
          return yield* new SeedArgumentsError({ message: `--products needs a positive whole number, got ${text ?? "nothing"}\n${USAGE}` })
        }
        products = n
      } else if (arg === "--help" || arg === "-h") {
        return yield* new SeedArgumentsError({ message: USAGE })
      } else {
        return yield* new SeedArgumentsError({ message: `unknown argument ${arg}\n${USAGE}` })
      }
    }
    return { products, reset }
  })

const BAR_WIDTH = 30

/** A progress reporter on stderr: a bar redrawn in place on a terminal, otherwise a line every 10%. */
const progressReporter = (stream: NodeJS.WriteStream = process.stderr) => {
  const started = Date.now()
  let lastDecile = -1
  return (progress: SeedProgress): void => {
    if (progress.stage === "indexes") {
      stream.write(`seed: every row is in after ${((Date.now() - started) / 1000).toFixed(1)} s; building the indexes and keys\n`)
      return
    }
    const fraction = progress.productsTotal === 0 ? 1 : progress.productsDone / progress.productsTotal
    const percent = Math.floor(fraction * 100)
    const counts = `${progress.productsDone.toLocaleString("en-IN")}/${progress.productsTotal.toLocaleString("en-IN")} products`
    if (stream.isTTY) {
      const filled = Math.round(fraction * BAR_WIDTH)
      stream.write(`\r[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}% ${counts}`)
      if (progress.productsDone >= progress.productsTotal) stream.write("\n")
    } else {
      const decile = Math.floor(percent / 10)
      if (decile > lastDecile) {
        lastDecile = decile
        stream.write(`seed: ${percent}% ${counts}\n`)
      }
    }
  }
}

const program = Effect.gen(function* () {
  const args = yield* parseSeedArguments(process.argv.slice(2))
  const config = yield* serverConfigFromEnv
  const target: DatabaseTarget = Option.match(config.databaseUrl, {
    onNone: () => ({ _tag: "Embedded", dataDir: config.dataDir }),
    onSome: (url) => ({ _tag: "Server", url })
  })

  const seed = Effect.gen(function* () {
    yield* migrate
    if (args.reset) {
      yield* truncateCatalogue
      yield* Console.error("seed: catalogue tables emptied (--reset)")
    } else if (!(yield* isCatalogueEmpty)) {
      yield* Console.error("seed: the catalogue is already seeded; nothing to do (use --reset to seed it again)")
      return
    }
    yield* Console.error(`seed: ${args.products.toLocaleString("en-IN")} products into ${describeTarget(target)}`)
    const started = Date.now()
    const summary = yield* seedCatalogue({ products: args.products, onProgress: progressReporter() })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    yield* Console.error(
      `seed: done in ${seconds} s: ${summary.products} products, ${summary.packSizes} pack sizes, ` +
        `${summary.packSizeOptions} pack size options, ${summary.brands} brands, ${summary.categoryTags} category tags, ` +
        `${summary.images} images, ${summary.blogPosts} blog posts`
    )
  })

  yield* Effect.scoped(seed).pipe(Effect.provide(databaseLayer(target)))
})

NodeRuntime.runMain(
  program.pipe(
    Effect.catchTag("SeedArgumentsError", (error) =>
      Console.error(error.message).pipe(Effect.andThen(Effect.sync(() => void (process.exitCode = 2))))
    )
  )
)
