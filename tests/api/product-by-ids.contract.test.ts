import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BY_IDS_LIMIT } from "#domain/http/product.http.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 7: GET product/by-ids, for the wishlist and compare screens: the shown products among the
// ids asked, in the order asked, each once.

let server: TestServer
let call: ReturnType<typeof contractClient>
let shown: ReadonlyArray<{ readonly id: string; readonly slugUrl: string }>

const UNKNOWN = "0123456789abcdef01234567"
const byIds = (ids: ReadonlyArray<string>) => call((api) => api.product.byIds({ urlParams: { ids: ids as never } }))
const setShown = (id: string, show: boolean) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET show = ${show} WHERE id = ${id}`))

beforeAll(async () => {
  server = await startTestServer({ products: 120 })
  call = contractClient(server.baseUrl)
  shown = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ id: string; slugUrl: string }>`SELECT id, slug_url AS "slugUrl" FROM products WHERE show ORDER BY id`))
  expect(shown.length).toBeGreaterThan(BY_IDS_LIMIT)
})
afterAll(() => server?.close())

describe("product/by-ids", () => {
  it("answers the products in the order asked, each once, whole as the product page has them", async () => {
    const [a, b, c] = [shown[7]!, shown[2]!, shown[40]!]
    const answer = await byIds([a.id, b.id, a.id, c.id, b.id])
    expect(answer.success).toBe(true)
    expect(answer.product.map((p) => p._id)).toEqual([a.id, b.id, c.id])
    const page = await call((api) => api.product.verifySlug({ path: { slug: b.slugUrl } }))
    expect(answer.product[1]).toEqual(page.product)
  })

  it("leaves out hidden and unknown products", async () => {
    const [a, hidden, b] = [shown[10]!, shown[11]!, shown[12]!]
    await setShown(hidden.id, false)
    try {
      const answer = await byIds([a.id, UNKNOWN, hidden.id, b.id])
      expect(answer.product.map((p) => p._id)).toEqual([a.id, b.id])
    } finally {
      await setShown(hidden.id, true)
    }
    expect((await byIds([hidden.id])).product.map((p) => p._id)).toEqual([hidden.id])
  })

  it(`takes ${BY_IDS_LIMIT} ids; an empty list answers no products`, async () => {
    const ids = shown.slice(0, BY_IDS_LIMIT).map((p) => p.id).reverse()
    expect((await byIds(ids)).product.map((p) => p._id)).toEqual(ids)
    const empty = await raw(server.baseUrl, "/api/v1/product/by-ids?ids=")
    expect(empty).toMatchObject({ status: 200, body: { success: true, product: [] } })
  })

  it(`answers 400 with a message beyond ${BY_IDS_LIMIT} ids, for a malformed id, and without ids`, async () => {
    const cases = [
      [shown.slice(0, BY_IDS_LIMIT + 1).map((p) => p.id).join(","), `at most ${BY_IDS_LIMIT}`],
      [Array.from({ length: 400 }, () => shown[0]!.id).join(","), `at most ${BY_IDS_LIMIT}`],
      [`${shown[0]!.id},not-an-id`, "24-character"],
      [`${shown[0]!.id},`, "24-character"],
      [shown[0]!.id.toUpperCase(), "24-character"],
      ["%27%3B%20DROP%20TABLE%20products%3B--", "24-character"]
    ] as const
    for (const [ids, message] of cases) {
      const answer = await raw(server.baseUrl, `/api/v1/product/by-ids?ids=${ids}`)
      expect(answer.status, ids.slice(0, 60)).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining(message) })
    }
    const missing = await raw(server.baseUrl, "/api/v1/product/by-ids")
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining("ids") })
  })
})
