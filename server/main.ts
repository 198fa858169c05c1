import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Layer, Option } from "effect"
import { httpLayer } from "./app.ts"
import { listeningNotice, ServerConfig, ServerConfigLive, stagingWarnings } from "./config/config.ts"
import { databaseLayer, describeTarget, migrate, type DatabaseTarget } from "./db/database.ts"
import { promoteConfiguredAdmin } from "./client/client.repo.ts"
import { isCatalogueEmpty, seedCatalogue } from "./seed/seed.ts"

// The server's composition root (STYLE §8): configuration, database, migrations, first seed, HTTP.
const program = Effect.gen(function* () {
  const config = yield* ServerConfig
  // ADR 018: say where the server listens and who sees the development pages; shout about a staging run.
  for (const warning of stagingWarnings(config.unsafe)) yield* Effect.logWarning(warning)
  yield* Effect.logInfo(listeningNotice(config))
  const target: DatabaseTarget = Option.match(config.databaseUrl, {
    onNone: () => ({ _tag: "Embedded", dataDir: config.dataDir }),
    onSome: (url) => ({ _tag: "Server", url })
  })
  yield* Effect.logInfo(`Database: ${describeTarget(target)}`)
  const database = databaseLayer(target)

  const prepare = Effect.gen(function* () {
    const applied = yield* migrate
    if (applied.length > 0) yield* Effect.logInfo(`Applied migrations: ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`)
    if (yield* isCatalogueEmpty) {
      yield* Effect.logInfo("The catalogue is empty: seeding the demo catalogue")
      yield* seedCatalogue({ products: 600 })
    }
    const adminMobile = config.signIn.adminMobile
    if (adminMobile !== undefined) {
      const promoted = yield* promoteConfiguredAdmin(adminMobile)
      yield* Effect.logInfo(promoted
        ? `ADMIN_MOBILE: the client with ${adminMobile} is an admin`
        : `ADMIN_MOBILE: ${adminMobile} becomes an admin when it registers`)
    }
  })

  const app = Layer.effectDiscard(prepare).pipe(
    Layer.provideMerge(database),
    (prepared) => httpLayer({ port: config.port, host: config.host, distDir: "dist", firstViewModule: "dist-server/first-view.server.js", sellerPortalUrl: config.sellerPortalUrl, signIn: config.signIn, payment: config.payment }).pipe(Layer.provide(prepared))
  )
  return yield* Layer.launch(app)
})

program.pipe(
  Effect.provide(ServerConfigLive),
  // Refused settings stop the server before it listens: the reasons on stderr, exit code 1.
  Effect.catchTag("StartRefused", (refused) => Console.error(refused.message).pipe(Effect.andThen(Effect.sync(() => void (process.exitCode = 1))))),
  NodeRuntime.runMain
)
