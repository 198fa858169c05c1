import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, shopper, type Shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 19 item 5, search that understands (ADR 033): Hindi and Hinglish queries find the demo
// catalogue's products through transliteration and the synonym groups an admin edits (migration
// 0023's starter list); the groups are an admin's alone to read and change.

let server: TestServer
let admin: Shopper

beforeAll(async () => {
  server = await startTestServer()
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const search = async (q: string) => {
  const answer = await call(server, "GET", `/product/search?q=${encodeURIComponent(q)}&limit=50`)
  expect(answer.status).toBe(200)
  return (answer.body as { products: Array<{ name: string }> }).products.map((p) => p.name)
}
const synonyms = async () => ((await call(server, "GET", "/search/synonyms", admin.cookie)).body as { synonyms: Array<Array<string>> }).synonyms

describe("Hindi and Hinglish queries", () => {
  it("find the sarees for 'saari' and 'साड़ी' as for 'saree'", async () => {
    const sarees = await search("saree")
    expect(sarees.length).toBeGreaterThan(0)
    expect(sarees.every((name) => /saree/i.test(name))).toBe(true)
    for (const asked of ["saari", "sari", "साड़ी"]) expect(new Set(await search(asked))).toEqual(new Set(sarees))
  })

  it("find the chappals, sandals and slippers for 'chappal' and 'चप्पल'", async () => {
    const found = await search("chappal")
    expect(found.some((name) => /chappal/i.test(name))).toBe(true)
    expect(found.some((name) => /sandal/i.test(name))).toBe(true)
    // Products are found by their subcategory's words too ("Sandals & Floaters" holds floaters).
    expect(found.every((name) => /chappal|sandal|slipper|floater/i.test(name))).toBe(true)
    expect(new Set(await search("चप्पल"))).toEqual(new Set(found))
  })

  it("find kurtis for 'कुर्ती' and 'kurtee', and kurtas (a different garment) for 'कुर्ता'", async () => {
    const found = await search("कुर्ती")
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((name) => /kurti/i.test(name))).toBe(true)
    const kurtas = await search("कुर्ता")
    expect(kurtas.length).toBeGreaterThan(0)
    expect(kurtas.every((name) => /kurta/i.test(name))).toBe(true)
    // "kurtee" is spelt like a kurti: it finds every kurti (the correction may add kurtas beside them).
    expect(await search("kurtee")).toEqual(expect.arrayContaining(found))
  })

  it("search a query no group knows as it is typed (its words, '-' to leave one out)", async () => {
    const tvs = await search("television")
    expect(tvs.length).toBeGreaterThan(0)
    expect((await search("zzqxv")).length).toBe(0)
  })
})

describe("the synonym groups, as an admin edits them", () => {
  it("start with the starter list, and only an admin reads or changes them", async () => {
    const groups = await synonyms()
    expect(groups[0]).toEqual(["saree", "sari", "saari", "साड़ी"])
    expect(groups.length).toBeGreaterThanOrEqual(10)
    const customer = await shopper(server)
    expect((await call(server, "GET", "/search/synonyms", customer.cookie)).status).toBe(403)
    expect((await call(server, "GET", "/search/synonyms")).status).toBe(401)
    expect((await call(server, "PUT", "/search/synonyms", customer.cookie, { synonyms: groups })).status).toBe(403)
  })

  it("decide the search: a group added finds its products by a new word, and removing it stops that", async () => {
    const before = await synonyms()
    expect(await search("mehfilwear")).toEqual([])
    const saved = await call(server, "PUT", "/search/synonyms", admin.cookie, { synonyms: [...before, ["mehfilwear", "floaters"]] })
    expect(saved.status).toBe(200)
    try {
      const found = await search("mehfilwear")
      expect(found.length).toBeGreaterThan(0)
      expect(found.some((name) => /floater/i.test(name))).toBe(true)
    } finally {
      expect((await call(server, "PUT", "/search/synonyms", admin.cookie, { synonyms: before })).status).toBe(200)
    }
    expect(await search("mehfilwear")).toEqual([])
  })

  it("refuse a term in two groups, a group of one and symbols with a sentence, and keep the groups", async () => {
    const before = await synonyms()
    for (const [bad, sentence] of [
      [[["saree", "sari"], ["साड़ी", "lugda"]], "is in two groups"],
      [[["saree"]], "A group needs at least 2 terms."],
      [[["saree", "sa<r>i"]], "A term may hold letters, digits, spaces and '-' only."]
    ] as const) {
      const answer = await call(server, "PUT", "/search/synonyms", admin.cookie, { synonyms: bad })
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message).toContain(sentence)
    }
    expect(await synonyms()).toEqual(before)
  })
})

describe("Did you mean (search/closest)", () => {
  const closest = async (q: string) => {
    const answer = await call(server, "GET", `/search/closest?q=${encodeURIComponent(q)}`)
    expect(answer.status).toBe(200)
    return (answer.body as { queries: Array<string> }).queries
  }

  it("offers the catalogue's nearest words for a misspelt query, each finding products", async () => {
    const queries = await closest("kurtaaz")
    expect(queries.length).toBeGreaterThan(0)
    expect(queries.length).toBeLessThanOrEqual(4)
    expect(queries.some((q) => /^kurt/.test(q))).toBe(true)
    for (const q of queries) expect((await search(q)).length).toBeGreaterThan(0)
  })

  it("offers the nearest words for a query too far for the search's own correction, which finds nothing", async () => {
    for (const [q, near] of [["kurtaqqzzxxyyww", "kurta"], ["xqsareeqqzzxxyy", "saree"], ["lehngaqqzzxxyy", "lehenga"]] as const) {
      expect(await search(q)).toEqual([])
      const queries = await closest(q)
      expect(queries).toContain(near)
      expect((await search(queries[0]!)).length).toBeGreaterThan(0)
    }
  })

  it("corrects each word of a longer query, offers the synonyms' terms, and nothing for nonsense", async () => {
    expect((await closest("silkk sareee")).some((q) => /^silk\b/.test(q) && /sare/.test(q))).toBe(true)
    expect(await closest("qqxzv")).toEqual([])
  })

  it("answers bad input with 400 and a sentence", async () => {
    for (const q of ["", "   ", "x".repeat(101)]) {
      const answer = await call(server, "GET", `/search/closest?q=${encodeURIComponent(q)}`)
      expect(answer.status).toBe(400)
      expect((answer.body as { message: string }).message.length).toBeGreaterThan(0)
    }
    expect((await call(server, "GET", "/search/closest")).status).toBe(400)
  })
})

