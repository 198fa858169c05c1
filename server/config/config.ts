import { Config, Context, Effect, Layer, type Option } from "effect"

/** Everything the server reads from its environment, decoded once at start (README: Configuration). */
export interface ServerConfigShape {
  readonly port: number
  /** A PostgreSQL server to use instead of the embedded PGlite database. */
  readonly databaseUrl: Option.Option<string>
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  readonly dataDir: string
  /** Opened in a new tab by the 'Sell on' links (§1). */
  readonly sellerPortalUrl: string
  readonly production: boolean
}

export class ServerConfig extends Context.Tag("bazaar/ServerConfig")<ServerConfig, ServerConfigShape>() {}

export const serverConfigFromEnv = Effect.gen(function* () {
  const port = yield* Config.port("PORT").pipe(Config.withDefault(3000))
  const databaseUrl = yield* Config.option(Config.nonEmptyString("DATABASE_URL"))
  const dataDir = yield* Config.nonEmptyString("BAZAAR_DATA_DIR").pipe(Config.withDefault(".data/pglite"))
  const sellerPortalUrl = yield* Config.nonEmptyString("SELLER_PORTAL_URL").pipe(
    Config.withDefault("https://seller.bazaar.example/")
  )
  const nodeEnv = yield* Config.string("NODE_ENV").pipe(Config.withDefault("development"))
  return { port, databaseUrl, dataDir, sellerPortalUrl, production: nodeEnv === "production" }
})

export const ServerConfigLive = Layer.effect(ServerConfig, serverConfigFromEnv)
