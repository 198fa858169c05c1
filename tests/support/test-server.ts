import { HttpServer } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Exit, Layer, Logger, Redacted, Scope } from "effect"
import { databaseLayer, httpLayer } from "#server/app.ts"
import { migrate } from "#server/db/database.ts"
import { MoneyRules, type MoneyRulesShape, SHOP_RULES } from "#server/ledger/rules.ts"
import type { MetricsSettings } from "#server/http/metrics.ts"
import { DEVELOPMENT_PAYMENT_SECRET, type PaymentSettings } from "#server/payment/payment-gateway.ts"
import { DEVELOPMENT_OTP_SECRET, type SignInSettings } from "#server/sign-in/sign-in-settings.ts"
import { seedCatalogue } from "#server/seed/seed.ts"
import { seededDump } from "./seeded-database.ts"
import { acquireTestDatabase } from "./test-database.ts"

export interface TestServer {
  readonly baseUrl: string
  /** Runs an Effect against the server's own database (for fixtures and invariant checks). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Promise<A>
  readonly close: () => Promise<void>
}

/**
 * A real API server on a random port over a fresh database (PGlite in memory, or a new database
 * on the PostgreSQL server when DATABASE_URL is set), migrated and seeded with the demo catalogue.
 */
export const startTestServer = async (options: {
  readonly products?: number
  readonly seed?: boolean
  readonly distDir?: string
  /** The first view's renderer to load (with `distDir`; without it, the build's own in dist-server/). */
  readonly firstViewModule?: string
  readonly signIn?: Partial<SignInSettings>
  readonly payment?: PaymentSettings
  /** Who may read /metrics (METRICS_TOKEN). */
  readonly metrics?: MetricsSettings
  /** Receives every log line the server writes (instead of the console). */
  readonly logger?: Logger.Logger<unknown, void>
  /**
   * A PostgreSQL server's database to share with other servers (several processes of one shop),
   * instead of a fresh one: migrated here, seeded only when it has no products, never dropped.
   */
  readonly sharedDatabase?: string
  /** With `sharedDatabase`: a streaming replica of it, for the public catalogue's reads (DATABASE_READ_URL). */
  readonly readDatabase?: string
  /**
   * Issue 32: the limits on open Cash on Delivery orders. "wide" (the default) raises them to their
   * largest, for suites that place many or large orders as one customer to test something else;
   * "shop" keeps the shop's defaults (the suites of the limits themselves).
   */
  readonly codLimits?: "shop" | "wide"
  /** Issue 32: the money rules the server decides by, one of them changed (the ledger's mutation checks). */
  readonly rules?: Partial<MoneyRulesShape>
  /** Issue 34 item 7: API_DOCS, who a production server serves /api/docs and the OpenAPI document. */
  readonly apiDocs?: "staff" | "public"
} = {}): Promise<TestServer> => {
  const signIn: SignInSettings = {
    production: false,
    otpSecret: Redacted.make(DEVELOPMENT_OTP_SECRET),
    adminMobile: undefined,
    sms: { _tag: "Outbox" },
    ...options.signIn
  }
  const database = options.sharedDatabase === undefined
    ? await acquireTestDatabase()
    : { target: { _tag: "Server", url: options.sharedDatabase, ...(options.readDatabase === undefined ? {} : { readUrl: options.readDatabase }) } as const, release: async () => {} }
  const products = options.seed === false ? null : (options.products ?? 600)
  // PGlite starts from a dump already migrated and seeded (tests/support/seeded-database.ts); a
  // PostgreSQL server's fresh database is migrated and seeded here.
  const target = database.target._tag === "Embedded" ? { ...database.target, loadDataDir: await seededDump(products) } : database.target
  const scope = Effect.runSync(Scope.make())
  const prepared = Layer.effectDiscard(
    Effect.gen(function* () {
      yield* migrate
      const empty = options.sharedDatabase === undefined ||
        (yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM products`))[0]!.n === 0
      if (products !== null && target._tag === "Server" && empty) yield* seedCatalogue({ products })
      if (options.codLimits !== "shop" && options.sharedDatabase === undefined) {
        yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE shop_settings SET cod_max_orders = 10000, cod_max_units = 1000000,
          cod_max_value = 100000000, cod_new_max_orders = 10000, cod_new_max_units = 1000000, cod_new_max_value = 100000000`)
      }
    })
  ).pipe(Layer.provideMerge(databaseLayer(target)))
  const layer = httpLayer({ port: 0, distDir: options.distDir ?? "dist", ...(options.distDir === undefined ? { firstViewModule: "dist-server/first-view.server.js" } : options.firstViewModule === undefined ? {} : { firstViewModule: options.firstViewModule }), sellerPortalUrl: "https://seller.bazaar.example/", signIn, payment: options.payment ?? { _tag: "Test", keySecret: Redacted.make(DEVELOPMENT_PAYMENT_SECRET) }, ...(options.metrics === undefined ? {} : { metrics: options.metrics }), ...(options.apiDocs === undefined ? {} : { apiDocs: options.apiDocs }) }).pipe(
    Layer.provideMerge(prepared),
    Layer.provide(options.rules === undefined ? Layer.empty : Layer.succeed(MoneyRules, { ...SHOP_RULES, ...options.rules }))
  )
  const build = Layer.buildWithScope(layer, scope)
  const context = await Effect.runPromise(options.logger === undefined ? build : build.pipe(Effect.provide(Logger.replace(Logger.defaultLogger, options.logger))))
  const server = Context.get(context, HttpServer.HttpServer)
  const address = server.address
  if (address._tag !== "TcpAddress") throw new Error("the test server did not bind a TCP port")
  const sql = Context.get(context, SqlClient.SqlClient)
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    run: (effect) => Effect.runPromise(Effect.provideService(effect, SqlClient.SqlClient, sql)),
    close: async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      await database.release()
    }
  }
}
