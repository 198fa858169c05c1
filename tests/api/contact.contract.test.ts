import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 7: the contact form (/Content1), public. A message the contract decodes is stored as
// decoded (trimmed) and answers 201; anything else answers 400 with a message and stores nothing.

let server: TestServer

interface StoredMessage {
  readonly name: string
  readonly email: string
  readonly mobile: string | null
  readonly message: string
}

const stored = () =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<StoredMessage>`
    SELECT name, email, mobile, message FROM contact_messages ORDER BY created_at, id`))

const post = (body: string) =>
  raw(server.baseUrl, "/api/v1/contact", { method: "POST", headers: { "content-type": "application/json" }, body })

const valid = {
  name: "Priya Sharma",
  email: "priya.sharma@example.in",
  message: "My order BZ-000123 arrived without the invoice; could you e-mail it to me, please?"
}

beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())

describe("POST contact", () => {
  it("stores a valid message, trimmed, and answers 201 { success: true }", async () => {
    const before = (await stored()).length
    const answer = await post(JSON.stringify({ name: "  Priya Sharma ", email: " priya.sharma@example.in ", message: `\n  ${valid.message}  \n` }))
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ success: true })
    const rows = await stored()
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toEqual({ ...valid, mobile: null })
  })

  it("stores the mobile number when one is given, through the contract's client too", async () => {
    const answer = await contractClient(server.baseUrl)((api) => api.contact.send({
      payload: { name: "Arjun Mehta", email: "arjun@example.in", mobile: "9812345678", message: "Do you deliver to Leh in winter?" }
    }))
    expect(answer).toEqual({ success: true })
    expect((await stored()).at(-1)).toEqual({ name: "Arjun Mehta", email: "arjun@example.in", mobile: "9812345678", message: "Do you deliver to Leh in winter?" })
  })

  const { email: _email, ...noEmail } = valid
  const { message: _message, ...noMessage } = valid
  const refused: ReadonlyArray<readonly [string, string]> = [
    ["a missing email", JSON.stringify(noEmail)],
    ["a missing message", JSON.stringify(noMessage)],
    ["an empty object", "{}"],
    ["a message that is too short", JSON.stringify({ ...valid, message: "Hi there" })],
    ["a message that is only spaces around a short text", JSON.stringify({ ...valid, message: "     short     " })],
    ["a one-letter name", JSON.stringify({ ...valid, name: " A " })],
    ["an e-mail without @", JSON.stringify({ ...valid, email: "priya.example.in" })],
    ["an e-mail with a space", JSON.stringify({ ...valid, email: "priya sharma@example.in" })],
    ["a mobile number that is not Indian", JSON.stringify({ ...valid, mobile: "12345" })],
    ["a name of 81 characters", JSON.stringify({ ...valid, name: "N".repeat(81) })],
    ["a message of 2001 characters", JSON.stringify({ ...valid, message: "m".repeat(2001) })],
    ["a huge message", JSON.stringify({ ...valid, message: "m".repeat(60_000) })],
    ["a huge e-mail", JSON.stringify({ ...valid, email: `${"e".repeat(300)}@example.in` })],
    ["a number for the name", JSON.stringify({ ...valid, name: 42 })],
    ["a number for the mobile", JSON.stringify({ ...valid, mobile: 9812345678 })],
    ["null for the message", JSON.stringify({ ...valid, message: null })],
    ["an array for the email", JSON.stringify({ ...valid, email: ["priya@example.in"] })],
    ["an array body", JSON.stringify([valid])],
    ["a string body", JSON.stringify("hello")],
    ["null", "null"],
    ["JSON cut short", "{\"name\": \"Priya\", \"email\": "],
    ["not JSON at all", "name=Priya&email=priya@example.in"]
  ]

  it.each(refused)("%s answers 400 with a message, and nothing is stored", async (_case, body) => {
    const before = (await stored()).length
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/./) })
    expect((await stored()).length).toBe(before)
  })

  it("names the field at fault in the message", async () => {
    const answer = await post(JSON.stringify({ ...valid, email: "nobody" }))
    expect(answer.body).toMatchObject({ message: expect.stringContaining("email") })
    const short = await post(JSON.stringify({ ...valid, message: "Too short" }))
    expect(short.body).toMatchObject({ message: expect.stringContaining("message") })
  })

  it("a body over 64 KB answers 413, and a form post 415; nothing is stored", async () => {
    const before = (await stored()).length
    const huge = await post(JSON.stringify({ ...valid, message: "m".repeat(70_000) }))
    expect(huge.status).toBe(413)
    const form = await raw(server.baseUrl, "/api/v1/contact", {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=Priya&email=priya@example.in&message=hello+there+friends"
    })
    expect(form.status).toBe(415)
    expect((await stored()).length).toBe(before)
  })
})
