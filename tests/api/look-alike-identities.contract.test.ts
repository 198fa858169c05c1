import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { EMAIL_INVISIBLE_SENTENCE, NAME_INVISIBLE_SENTENCE } from "#domain/identity-text.ts"
import { raw } from "#tests/support/api-client.ts"
import { codeFromOutbox, forgetAddresses, register, sendCode } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 4 (docs/decisions/044-own-codes-and-look-alikes.md): a name or e-mail address with
// bidi controls or zero-width characters is refused with a sentence; names and addresses are kept
// in NFKC; two addresses that differ only by such characters, compatibility forms or case are one.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())
// Every request comes from 127.0.0.1: each test starts with that address's full allowance.
beforeEach(() => forgetAddresses(server))

const registering = async (Mobile: string, Name: string, Email: string) => {
  expect((await sendCode(server, Mobile)).status).toBe(200)
  return register(server, { Name, Mobile, Email, otp: await codeFromOutbox(server, Mobile) })
}
const stored = (mobile: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ name: string; email: string }>`SELECT name, email FROM clients WHERE mobile = ${mobile}`))
const emailLookup = (email: string) => raw(server.baseUrl, `/api/v1/client/email/${encodeURIComponent(email)}`)

describe("look-alike e-mail addresses", () => {
  it("registering a\\u200bsha@example.com after asha@example.com is refused with the sentence, and nothing is stored", async () => {
    expect((await registering("9876500931", "Asha Rao", "asha@example.com")).status).toBe(201)
    const lookAlike = await registering("9876500932", "Asha Rao", "a\u200Bsha@example.com")
    expect(lookAlike.status).toBe(400)
    expect(lookAlike.body).toMatchObject({ success: false, message: expect.stringContaining(EMAIL_INVISIBLE_SENTENCE) })
    expect(await stored("9876500932")).toEqual([])
    // Turned around by a bidi control, or with a byte-order mark at its edge: refused too.
    expect((await registering("9876500951", "Asha Rao", "asha@example.com\u202E")).status).toBe(400)
    expect((await registering("9876500952", "Asha Rao", "\uFEFFasha@example.com")).status).toBe(400)
  })

  it("an address that differs only by full-width letters or case is the one already registered (409)", async () => {
    expect((await registering("9876500933", "Ravi Kumar", "ravi.kumar@example.com")).status).toBe(201)
    const fullWidth = await registering("9876500934", "Ravi Kumar", "\uFF52\uFF41\uFF56\uFF49.kumar@Example.COM")
    expect(fullWidth.status).toBe(409)
    expect(fullWidth.body).toMatchObject({ _tag: "AlreadyRegistered", message: "This e-mail address is already registered to another account." })
    expect(await stored("9876500934")).toEqual([])
  })

  it("a full-width address is stored as the address it looks like (NFKC)", async () => {
    expect((await registering("9876500935", "Meera Iyer", "\uFF4D\uFF45\uFF45\uFF52\uFF41@example.com")).status).toBe(201)
    expect(await stored("9876500935")).toEqual([{ name: "Meera Iyer", email: "meera@example.com" }])
  })

  it("the e-mail lookup finds a look-alike of a registered address, and refuses one with invisible characters", async () => {
    expect((await emailLookup("\uFF21SHA@example.com")).body).toEqual({ success: true, registered: true })
    const invisible = await emailLookup("a\u200Bsha@example.com")
    expect(invisible.status).toBe(400)
    expect(invisible.body).toMatchObject({ success: false, message: expect.stringContaining(EMAIL_INVISIBLE_SENTENCE) })
  })

  it("an address stored before the rule with a zero-width character is one with the plain address", async () => {
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      INSERT INTO clients (id, name, mobile, email, role, created_at)
      VALUES ('c0ffee0000000000000000a1', 'Old Account', '9876500936', ${"o\u200Bld@example.com"}, 'customer', now())`))
    expect((await emailLookup("old@example.com")).body).toEqual({ success: true, registered: true })
    const plain = await registering("9876500937", "New Account", "OLD@example.com")
    expect(plain.status).toBe(409)
    // The database itself holds the rule: an insert that skips the check is refused by the unique key.
    const direct = server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      INSERT INTO clients (id, name, mobile, email, role, created_at)
      VALUES ('c0ffee0000000000000000a2', 'Direct', '9876500938', ${"\uFF4Fld@example.com"}, 'customer', now())`))
    await expect(direct).rejects.toBeDefined()
  })
})

describe("look-alike names", () => {
  it("a name with U+202E (text turned around) is refused with the sentence, and nothing is stored", async () => {
    const answer = await registering("9876500941", "\u202Eoa\u0052 ahsA", "reversed@example.com")
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(NAME_INVISIBLE_SENTENCE) })
    expect(await stored("9876500941")).toEqual([])
  })

  it("a name with a zero-width space between Latin letters is refused; one in Devanagari with its joiner is kept", async () => {
    expect((await registering("9876500942", "As\u200Bha Rao", "zw@example.com")).status).toBe(400)
    const devanagari = "\u0915\u094D\u200D\u0937\u093F\u0924\u093F\u091C \u0930\u093E\u0935"
    expect((await registering("9876500943", devanagari, "kshitij@example.com")).status).toBe(201)
    expect(await stored("9876500943")).toEqual([{ name: devanagari, email: "kshitij@example.com" }])
  })

  it("a name is stored in NFKC: full-width letters and ligatures as the letters they show", async () => {
    expect((await registering("9876500944", "\uFF21\uFF53\uFF48\uFF41 \uFB01 Rao", "nfkc@example.com")).status).toBe(201)
    expect(await stored("9876500944")).toEqual([{ name: "Asha fi Rao", email: "nfkc@example.com" }])
  })
})
