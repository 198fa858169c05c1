import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { api, killServer, type ServerProcess, signUp, startServer } from "#tests/support/server-process.ts"
import { acquireTestDatabase } from "#tests/support/test-database.ts"

// Issue 17, item 6: `npm run backup` and `npm run restore` for the database the suite runs on (PGlite
// in a folder by default; a database of the PostgreSQL server when DATABASE_URL is set, as CI's
// second pass does). A shop with orders is backed up, the backup restored into a fresh database, and
// a server on the restored database finds every order (and its customer's session).

const started: Array<ServerProcess> = []
const work = mkdtempSync(join(tmpdir(), "bazaar-backup-"))
const releases: Array<() => Promise<void>> = []
afterAll(async () => {
  await Promise.all(started.map(killServer))
  await Promise.all(releases.map((release) => release()))
  rmSync(work, { recursive: true, force: true })
})

/** A fresh database: its settings for the server and for the backup command. */
const freshDatabase = async (name: string): Promise<Record<string, string>> => {
  if (process.env["DATABASE_URL"] === undefined || process.env["DATABASE_URL"] === "") return { BAZAAR_DATA_DIR: join(work, name) }
  const database = await acquireTestDatabase()
  releases.push(database.release)
  if (database.target._tag !== "Server") throw new Error("expected a PostgreSQL database")
  return { DATABASE_URL: database.target.url }
}

/** Runs `npm run backup|restore` as a person would (the script itself, with the database's settings). */
const command = (database: Record<string, string>, ...args: ReadonlyArray<string>) => {
  const { DATABASE_URL: _ignored, BAZAAR_DATA_DIR: _alsoIgnored, ...rest } = process.env
  const done = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", ...args], { env: { ...rest, ...database }, encoding: "utf8" })
  return { status: done.status, out: `${done.stdout}${done.stderr}` }
}

const ordersOf = async (server: ServerProcess, customer: { readonly clientId: string; readonly cookie: string }) => {
  const answer = await api(server, "GET", `/order/orderbyclientid/${customer.clientId}`, customer.cookie)
  expect(answer.status).toBe(200)
  return (answer.body["order"] as Array<{ readonly orderid: string; readonly Netpayable: number }>).map((o) => `${o.orderid} ${o.Netpayable}`).sort()
}

describe("backup and restore", () => {
  it("a backup restored into a fresh database has every order, and the customer is still signed in", async () => {
    const original = await freshDatabase("original")
    const shop = await startServer(started, original, "backup")
    const customer = await signUp(shop, "9845077101", "Backup Tester")
    const products = await api(shop, "GET", "/product/all?limit=10")
    const [size] = (products.body["product"] as Array<{ packSize: Array<{ _id: string; PackSizeOptions: Array<{ _id: string; availablestock: number }> }> }>)
      .flatMap((p) => p.packSize.filter((s) => s.PackSizeOptions.some((o) => o.availablestock > 3)))
    const option = size!.PackSizeOptions.find((o) => o.availablestock > 3)!
    for (let n = 1; n <= 3; n++) {
      const placed = await api(shop, "POST", "/order/new", customer.cookie, {
        lines: [{ PackId: size!._id, PackOptionId: option._id, quantity: n }], addressId: customer.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `backup-${n}`
      })
      expect(placed.status).toBe(201)
    }
    const before = await ordersOf(shop, customer)
    expect(before).toHaveLength(3)
    // An embedded database is backed up with the shop stopped (its folder is locked while it runs).
    shop.process.kill("SIGTERM")
    expect((await shop.exited).code).toBe(0)

    const file = join(work, "shop.backup")
    const backedUp = command(original, "backup", file)
    expect(backedUp.status, backedUp.out).toBe(0)

    const fresh = await freshDatabase("restored")
    const restored = command(fresh, "restore", file)
    expect(restored.status, restored.out).toBe(0)
    // A second restore into a database that holds one is refused unless asked to replace it.
    if (fresh["BAZAAR_DATA_DIR"] !== undefined) {
      const again = command(fresh, "restore", file)
      expect(again.status).toBe(1)
      expect(again.out).toContain("holds a database already")
    }

    const back = await startServer(started, fresh, "restored")
    expect(await ordersOf(back, customer)).toEqual(before)
  }, 600_000) // two server starts, each minutes on a busy machine

  it("says what is wrong when the backup file is missing", () => {
    const restored = command({ BAZAAR_DATA_DIR: join(work, "nothing") }, "restore", join(work, "no-such.backup"))
    expect(restored.status).toBe(1)
    expect(restored.out).toContain("There is no backup file")
  })
})
