// `npm run bench:api` step (run while the server is stopped): customers with sessions and an
// address, and pack options with ample stock, written straight into the benchmark's database, so
// the order scenario can place orders as signed-in customers. Prints the fixtures as JSON.
// Uses the server's database: DATABASE_URL if set, else PGlite in BAZAAR_DATA_DIR.
import { NodeRuntime } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Console, Effect, Option } from "effect"
import { serverConfigFromEnv } from "#server/config/config.ts"
import { insertAddress, insertClient } from "#server/client/client.repo.ts"
import { databaseLayer, migrate, type DatabaseTarget } from "#server/db/database.ts"
import { createSession } from "#server/session/session.repo.ts"

// Issue 32: enough customers that each places a few orders a run, as real ones do (the shop's limits
// on open Cash on Delivery orders keep them to a few); every placement counts the customer's open ones.
const CUSTOMERS = 2000
const OPTIONS = 300

const program = Effect.gen(function* () {
  const config = yield* serverConfigFromEnv
  const target: DatabaseTarget = Option.match(config.databaseUrl, {
    onNone: () => ({ _tag: "Embedded", dataDir: config.dataDir }),
    onSome: (url) => ({ _tag: "Server", url })
  })
  const fixtures = Effect.gen(function* () {
    yield* migrate
    const sql = yield* SqlClient.SqlClient
    const customers: Array<{ readonly cookie: string; readonly addressId: string }> = []
    // Issue 32: each run's customers are new: the benchmark's orders are never delivered, so customers
    // kept from run to run would each hold hundreds of open orders, where the shop's limits keep a
    // real one to a few.
    const [{ earlier }] = (yield* sql<{ earlier: number }>`SELECT count(*)::int AS earlier FROM clients WHERE name LIKE 'Bench Customer %'`) as unknown as [{ earlier: number }]
    for (let i = 0; i < CUSTOMERS; i++) {
      const mobile = `7${String(earlier + i).padStart(9, "0")}`
      const [existing] = yield* sql<{ id: string }>`SELECT id FROM clients WHERE mobile = ${mobile}`
      const clientId = existing?.id ?? (yield* insertClient({ name: `Bench Customer ${earlier + i + 1}`, mobile, email: "", role: "customer" }))
      const [address] = yield* sql<{ id: string }>`SELECT id FROM addresses WHERE client_id = ${clientId} LIMIT 1`
      const addressId = address?.id ?? Option.getOrThrow(yield* insertAddress(clientId, {
        Name: `Bench Customer ${earlier + i + 1}`, Mobile: mobile, HNo: "Flat 1", StreetDet: "MG Road", LandMark: "", AreaDet: "Ashok Nagar",
        City: "Bengaluru", State: "Karnataka", Pincode: "560001", Type: "Home"
      }))
      customers.push({ cookie: `bazaar_session=${yield* createSession(clientId)}`, addressId })
    }
    // Options spread over the catalogue, each with stock enough for any run.
    const options = yield* sql<{ PackId: string; PackOptionId: string }>`
      SELECT ps.id AS "PackId", o.id AS "PackOptionId" FROM pack_size_options o
      JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id
      WHERE p.show ORDER BY md5(o.id) LIMIT ${OPTIONS}`
    yield* sql`UPDATE pack_size_options SET available_stock = 1000000 WHERE id IN ${sql.in(options.map((o) => o.PackOptionId))}`
    // Issue 32: the benchmark's customers place thousands of Cash on Delivery orders that stay open;
    // the shop's limits on open COD orders (still counted on every placement) are set to their largest.
    yield* sql`UPDATE shop_settings SET cod_max_orders = 10000, cod_max_units = 1000000, cod_max_value = 100000000,
      cod_new_max_orders = 10000, cod_new_max_units = 1000000, cod_new_max_value = 100000000`
    return { customers, options }
  })
  const result = yield* fixtures.pipe(Effect.provide(databaseLayer(target)))
  yield* Console.log(JSON.stringify(result))
})

program.pipe(Effect.scoped, NodeRuntime.runMain)
