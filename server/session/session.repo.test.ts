import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import type { Id } from "#domain/common.ts"
import { KnownSession, sessionClient, type SessionRow } from "./session.repo.ts"

// A write call's session is looked up once (the audit's middleware first, then the session's
// middleware reads its answer): a SqlClient that counts its statements shows which calls ask.
const counting = () => {
  let statements = 0
  const sql = new Proxy(() => undefined, {
    apply: () => {
      statements += 1
      return Effect.succeed([{ clientId: "c1", role: "customer", name: "Asha", mobile: "9876543210" }])
    }
  }) as unknown as SqlClient.SqlClient
  return { sql, statements: () => statements }
}

const asha: SessionRow = { clientId: "c1" as Id, role: "customer", name: "Asha", mobile: "9876543210" }

describe("sessionClient", () => {
  it("answers from the request's known session without a statement", async () => {
    const db = counting()
    const found = await Effect.runPromise(sessionClient("token-1").pipe(
      Effect.locally(KnownSession, Option.some({ token: "token-1", found: Option.some(asha) })),
      Effect.provideService(SqlClient.SqlClient, db.sql)
    ))
    expect(found).toEqual(Option.some(asha))
    expect(db.statements()).toBe(0)
  })

  it("answers a known missing session as none, without a statement", async () => {
    const db = counting()
    const found = await Effect.runPromise(sessionClient("token-1").pipe(
      Effect.locally(KnownSession, Option.some({ token: "token-1", found: Option.none() })),
      Effect.provideService(SqlClient.SqlClient, db.sql)
    ))
    expect(found).toEqual(Option.none())
    expect(db.statements()).toBe(0)
  })

  it("asks the database for another token, or when nothing is known", async () => {
    const db = counting()
    const other = await Effect.runPromise(sessionClient("token-2").pipe(
      Effect.locally(KnownSession, Option.some({ token: "token-1", found: Option.none() })),
      Effect.provideService(SqlClient.SqlClient, db.sql)
    ))
    const fresh = await Effect.runPromise(sessionClient("token-2").pipe(Effect.provideService(SqlClient.SqlClient, db.sql)))
    expect(other).toEqual(Option.some(asha))
    expect(fresh).toEqual(Option.some(asha))
    expect(db.statements()).toBe(2)
  })
})
