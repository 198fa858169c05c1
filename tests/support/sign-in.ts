import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { raw } from "./api-client.ts"
import type { TestServer } from "./test-server.ts"

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

/** Asks for a code by SMS, as the browser does. */
export const sendCode = (server: TestServer, mobile: string) => raw(server.baseUrl, "/api/v1/admin/sendsms", json({ Mobile: mobile }))

/** The code of the latest outbox message to the number (the outbox is the default SMS provider). */
export const codeFromOutbox = (server: TestServer, mobile: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ message: string }>`SELECT message FROM sms_outbox WHERE recipient = ${mobile} ORDER BY id DESC LIMIT 1`)).then((rows) => {
    const code = /\b(\d{6})\b/.exec(rows[0]?.message ?? "")?.[1]
    if (code === undefined) throw new Error(`no code in the outbox for ${mobile}`)
    return code
  })

export const login = (server: TestServer, mobile: string, otp: string) => raw(server.baseUrl, "/api/v1/client/loginclient", json({ Mobile: mobile, otp }))

export const register = (server: TestServer, body: { Name: string; Mobile: string; Email: string; otp: string }) =>
  raw(server.baseUrl, "/api/v1/client/new", json(body))

/** "bazaar_session=..." from a Set-Cookie header, ready for a Cookie header. */
export const sessionCookie = (headers: Headers): string => {
  const set = headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))
  if (set === undefined) throw new Error("no bazaar_session cookie was set")
  return set.split(";")[0]!
}

/**
 * "bazaar_device=..." from a Set-Cookie header, ready for a Cookie header: the device is known to
 * the number it signed in to (ADR 044).
 */
export const deviceCookie = (headers: Headers): string => {
  const set = headers.getSetCookie().find((c) => c.startsWith("bazaar_device="))
  if (set === undefined) throw new Error("no bazaar_device cookie was set")
  return set.split(";")[0]!
}

/** Moves every time the sign-in tables hold back by `seconds`, as if that much time had passed. */
export const timePasses = (server: TestServer, seconds: number) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.all([
    sql`UPDATE otp_codes SET created_at = created_at - make_interval(secs => ${seconds})`,
    sql`UPDATE otp_locks SET locked_until = locked_until - make_interval(secs => ${seconds}) WHERE locked_until IS NOT NULL`,
    sql`UPDATE sessions SET expires_at = expires_at - make_interval(secs => ${seconds})`
  ], { discard: true })))

/**
 * A new customer with a session: code by SMS, registration. Answers the session cookie, the device
 * cookie (the registering device is known to the number) and the client.
 */
export const registeredCustomer = async (server: TestServer, mobile: string, name = "Asha Rao") => {
  await sendCode(server, mobile)
  const otp = await codeFromOutbox(server, mobile)
  const answer = await register(server, { Name: name, Mobile: mobile, Email: `${mobile}@example.in`, otp })
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { cookie: sessionCookie(answer.headers), device: deviceCookie(answer.headers), client: (answer.body as { client: { _id: string } }).client }
}

/** Forgets which client address asked for the codes so far, so a test starts with the address's full allowance. */
export const forgetAddresses = (server: TestServer) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE otp_codes SET ip = 'an earlier test'`)).then(() => undefined)
