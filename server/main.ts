import { NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Layer, Logger, Option } from "effect"
import { httpLayer } from "./app.ts"
import { SHUTDOWN_GRACE_MS } from "./http/graceful-close.ts"
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
    onSome: (url) => Option.match(config.databaseReadUrl, { onNone: () => ({ _tag: "Server", url }), onSome: (readUrl) => ({ _tag: "Server", url, readUrl }) })
  })
  if (Option.isSome(config.databaseReadUrl) && Option.isNone(config.databaseUrl)) {
    yield* Effect.logWarning("DATABASE_READ_URL is ignored: PGlite (no DATABASE_URL) has no replicas.")
  }
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
    (prepared) => httpLayer({ port: config.port, host: config.host, distDir: "dist", firstViewModule: "dist-server/first-view.server.js", sellerPortalUrl: config.sellerPortalUrl, signIn: config.signIn, payment: config.payment, metrics: config.metrics, apiDocs: config.apiDocs }).pipe(Layer.provide(prepared))
  )
  // Built last, so stopped first: on SIGTERM (or SIGINT) say what happens before it happens.
  const stopping = Layer.scopedDiscard(Effect.addFinalizer(() =>
    Effect.logInfo(`Stopping: no new connections; requests in flight have ${SHUTDOWN_GRACE_MS / 1000} s to finish, then the database closes.`)))
  return yield* Layer.launch(Layer.provide(stopping, app))
})

// Production's log lines are JSON, one object a line, with each request's `requestId` among its
// annotations (LOG_FORMAT=text|json overrides; docs/reliability.md).
// runMain's pretty logger is turned off below, so each format replaces Effect's default logger and
// every line is written once (with both, the JSON logger was added beside the pretty one).
const withLogFormat = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(ServerConfig, (config) => Effect.provide(effect, config.logFormat === "json" ? Logger.json : Logger.pretty))

program.pipe(
  withLogFormat,
  Effect.provide(ServerConfigLive),
  // Refused settings stop the server before it listens: the reasons on stderr, exit code 1.
  Effect.catchTag("StartRefused", (refused) => Console.error(refused.message).pipe(Effect.andThen(Effect.sync(() => void (process.exitCode = 1))))),
  (main) => NodeRuntime.runMain(main, { disablePrettyLogger: true })
)
