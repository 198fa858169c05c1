import { SqlClient } from "@effect/sql"
import { walletBalanceSql } from "../ledger/ledger.ts"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import type { Address, AddressInput, Client, Role } from "#domain/order.ts"
import { newId } from "../db/ids.ts"

/** DESIGN §4: a client keeps at most this many addresses (the contract's bound). */
export const MAX_ADDRESSES = 50

interface ClientRow {
  readonly _id: Id
  readonly Name: string
  readonly Mobile: string
  readonly Email: string
  readonly WalletBalance: number
  readonly createdAt: Date
  readonly role: Role
}

const addressColumns = (sql: SqlClient.SqlClient) => sql`
  id AS "_id", name AS "Name", mobile AS "Mobile", h_no AS "HNo", street_det AS "StreetDet",
  land_mark AS "LandMark", area_det AS "AreaDet", city AS "City", state AS "State", pincode AS "Pincode", type AS "Type"`

const loadClient = (sql: SqlClient.SqlClient, where: "id" | "mobile", value: string) =>
  Effect.gen(function* () {
    const rows = yield* sql<ClientRow>`
      SELECT id AS "_id", name AS "Name", mobile AS "Mobile", email AS "Email", ${walletBalanceSql(sql, sql`clients.id`)} AS "WalletBalance",
        created_at AS "createdAt", role
      FROM clients WHERE ${sql(where)} = ${value}`
    const row = rows[0]
    if (row === undefined) return Option.none<Client>()
    const addresses = yield* sql<Address>`SELECT ${addressColumns(sql)} FROM addresses WHERE client_id = ${row._id} ORDER BY created_at, id`
    return Option.some<Client>({ ...row, createdAt: new Date(row.createdAt).toISOString(), Addresses: addresses } as Client)
  })

export const clientById = (id: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => loadClient(sql, "id", id))
export const clientByMobile = (mobile: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => loadClient(sql, "mobile", mobile))

/**
 * Whether a client has this e-mail address, or one that differs from it only by case, compatibility
 * forms (NFKC) or invisible characters (`email_key`, migration 0040: the key the addresses are unique by).
 */
export const emailRegistered = (email: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 FROM clients WHERE email <> '' AND email_key(email) = email_key(${email})`).pipe(
    Effect.map((rows) => rows.length > 0)
  )

export const mobileRegistered = (mobile: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 FROM clients WHERE mobile = ${mobile}`).pipe(
    Effect.map((rows) => rows.length > 0)
  )

/** A new client; answers its id. Unique mobile and e-mail are the database's to enforce. */
export const insertClient = (client: { readonly name: string; readonly mobile: string; readonly email: string; readonly role: Role }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const id = newId()
    yield* sql`INSERT INTO clients (id, name, mobile, email, role, created_at)
      VALUES (${id}, ${client.name}, ${client.mobile}, ${client.email}, ${client.role}, ${new Date(now)})`
    return id
  })

/** Adds an address; None when the client already has MAX_ADDRESSES. */
export const insertAddress = (clientId: string, address: AddressInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    return yield* sql.withTransaction(Effect.gen(function* () {
      // The client's row serialises concurrent adds, so the bound holds.
      yield* sql`SELECT id FROM clients WHERE id = ${clientId} FOR UPDATE`
      const counted = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM addresses WHERE client_id = ${clientId}`
      if ((counted[0]?.n ?? 0) >= MAX_ADDRESSES) return Option.none<Id>()
      const id = newId()
      yield* sql`INSERT INTO addresses (id, client_id, name, mobile, h_no, street_det, land_mark, area_det, city, state, pincode, type, created_at)
        VALUES (${id}, ${clientId}, ${address.Name}, ${address.Mobile}, ${address.HNo}, ${address.StreetDet}, ${address.LandMark},
          ${address.AreaDet}, ${address.City}, ${address.State}, ${address.Pincode}, ${address.Type}, ${new Date(now)})`
      return Option.some(id)
    }))
  })

/** Updates one of the client's own addresses; false when the client has no address with that id. */
export const updateAddress = (clientId: string, address: Address) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    UPDATE addresses SET name = ${address.Name}, mobile = ${address.Mobile}, h_no = ${address.HNo}, street_det = ${address.StreetDet},
      land_mark = ${address.LandMark}, area_det = ${address.AreaDet}, city = ${address.City}, state = ${address.State},
      pincode = ${address.Pincode}, type = ${address.Type}
    WHERE id = ${address._id} AND client_id = ${clientId} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

/** Deletes one of the client's own addresses; false when the client has no address with that id. */
export const deleteAddress = (clientId: string, addressId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM addresses WHERE id = ${addressId} AND client_id = ${clientId} RETURNING id`).pipe(
    Effect.map((rows) => rows.length > 0)
  )

/**
 * The first admin (issue 6): the client registered with ADMIN_MOBILE gets the admin role, whether
 * they registered before or after the setting. Answers whether such a client exists yet.
 */
export const promoteConfiguredAdmin = (mobile: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
    UPDATE clients SET role = 'admin' WHERE mobile = ${mobile} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))
