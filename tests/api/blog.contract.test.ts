import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LIMITS } from "#domain/http/params.ts"
import { BLOG_POSTS } from "#server/seed/catalogue-data.ts"
import { contractClient, raw } from "#tests/support/api-client.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 7: the blog (DESIGN §4), public. Posts are seeded with the demo catalogue; the body
// travels exactly as stored, and the view renders it as text.

let server: TestServer
let call: ReturnType<typeof contractClient>

const sqlRun = <A>(use: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => use(sql).pipe(Effect.orDie)))

const HOSTILE_BODY = [
  "Safety first: <script>alert(1)</script> is only text here.",
  "<img src=x onerror=alert(document.cookie)> & \"quotes\" 'too' </p><a href=\"javascript:alert(1)\">click</a>",
  "Unicode stays: कुर्ता ₹1,299 👟 — and a line\r\nbreak, a tab\there, a backslash \\ and {\"json\": true}."
].join("\n\n")

beforeAll(async () => {
  server = await startTestServer({ products: 24 })
  call = contractClient(server.baseUrl)
})
afterAll(() => server?.close())

describe("blog/all", () => {
  it("answers the seeded posts newest first, with summaries, bodies of paragraphs and dates", async () => {
    const answer = await call((api) => api.blog.all({ urlParams: {} }))
    expect(answer).toMatchObject({ success: true, page: 1, limit: LIMITS.blog.default, total: BLOG_POSTS.length })
    expect(answer.blogs).toHaveLength(BLOG_POSTS.length)
    const dates = answer.blogs.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(dates).size).toBe(dates.length)
    for (const post of answer.blogs) {
      expect(post.summary.length).toBeGreaterThan(20)
      expect(post.body.split("\n\n").length).toBeGreaterThanOrEqual(2)
      expect(post.publishedAt.startsWith("2026-")).toBe(true)
      expect(post.coverImage).toMatch(/^\/images\/[0-9a-f]{32}\.svg$/)
    }
  })

  it("pages through every post once, and a page past the end is empty with the total", async () => {
    const seen: Array<string> = []
    for (let page = 1; page <= 3; page++) {
      const answer = await call((api) => api.blog.all({ urlParams: { page, limit: 3 } }))
      expect(answer).toMatchObject({ page, limit: 3, total: BLOG_POSTS.length })
      seen.push(...answer.blogs.map((post) => post.slugUrl))
    }
    const all = await call((api) => api.blog.all({ urlParams: {} }))
    expect(seen).toEqual(all.blogs.map((post) => post.slugUrl))
    const past = await call((api) => api.blog.all({ urlParams: { page: 4, limit: 3 } }))
    expect(past.blogs).toEqual([])
    expect(past.total).toBe(BLOG_POSTS.length)
  })

  it("a bad page or a limit above the maximum answers 400 with a message", async () => {
    for (const query of ["page=0", "page=x", `limit=${LIMITS.blog.max + 1}`, "limit=0"]) {
      const answer = await raw(server.baseUrl, `/api/v1/blog/all?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/page|limit/) })
    }
  })

  it("serves every cover image", async () => {
    const answer = await call((api) => api.blog.all({ urlParams: {} }))
    for (const post of answer.blogs) {
      const image = await fetch(server.baseUrl + post.coverImage)
      expect(image.status, post.coverImage).toBe(200)
      expect(image.headers.get("content-type")).toContain("image/svg+xml")
      expect(await image.text()).toContain("<svg")
    }
  })
})

describe("blog/slugurl/{slug}", () => {
  it("answers the post the list shows", async () => {
    const listed = (await call((api) => api.blog.all({ urlParams: { limit: 1 } }))).blogs[0]!
    const answer = await call((api) => api.blog.bySlug({ path: { slug: listed.slugUrl } }))
    expect(answer.blog).toEqual(listed)
  })

  it("answers 404 with a message naming the slug when there is no such post, 400 for a malformed slug", async () => {
    const absent = await raw(server.baseUrl, "/api/v1/blog/slugurl/no-such-post")
    expect(absent.status).toBe(404)
    expect(absent.body).toMatchObject({ success: false, message: "No blog post has the slug 'no-such-post'" })
    const malformed = await raw(server.baseUrl, "/api/v1/blog/slugurl/No%20Such")
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ success: false, message: expect.any(String) })
  })

  it("returns a body with markup byte for byte as stored: escaping is the view's job", async () => {
    await sqlRun((sql) => sql`
      INSERT INTO blog_posts (id, title, slug_url, cover_image, summary, body, published_at)
      VALUES ('bbbbbbbbbbbbbbbbbbbbbbbb', '<b>Bold</b> claims & "safety"', 'hostile-markup', '', '<i>summary</i>', ${HOSTILE_BODY}, '2026-12-01T10:00:00Z')`)
    try {
      const answer = await raw(server.baseUrl, "/api/v1/blog/slugurl/hostile-markup")
      expect(answer.status).toBe(200)
      expect(answer.headers.get("content-type")).toContain("application/json")
      const blog = (answer.body as { blog: { body: string; title: string; summary: string } }).blog
      expect(blog.body).toBe(HOSTILE_BODY)
      expect(Buffer.from(blog.body, "utf8").equals(Buffer.from(HOSTILE_BODY, "utf8"))).toBe(true)
      expect(blog.title).toBe('<b>Bold</b> claims & "safety"')
      expect(blog.summary).toBe("<i>summary</i>")
      const listed = await call((api) => api.blog.all({ urlParams: { limit: 1 } }))
      expect(listed.blogs[0]).toMatchObject({ slugUrl: "hostile-markup", body: HOSTILE_BODY })
    } finally {
      await sqlRun((sql) => sql`DELETE FROM blog_posts WHERE slug_url = 'hostile-markup'`)
    }
  })

  it("the database refuses a post the contract could not answer (the BlogPost limits)", async () => {
    const insert = (fields: { id?: string; title?: string; slug?: string; summary?: string; body?: string }) =>
      server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
        INSERT INTO blog_posts (id, title, slug_url, summary, body)
        VALUES (${fields.id ?? "cccccccccccccccccccccccc"}, ${fields.title ?? "A title"}, ${fields.slug ?? "a-refused-post"},
          ${fields.summary ?? ""}, ${fields.body ?? ""})`).pipe(Effect.either))
    const refused = [
      { id: "not-an-id" }, { title: "" }, { title: " padded " }, { title: "t".repeat(201) }, { slug: "Upper Case" },
      { slug: "s".repeat(161) }, { summary: "s".repeat(1001) }, { body: "b".repeat(100_001) }
    ]
    for (const fields of refused) expect((await insert(fields))._tag, JSON.stringify(fields).slice(0, 60)).toBe("Left")
    const total = await sqlRun((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM blog_posts`)
    expect(total[0]!.n).toBe(BLOG_POSTS.length)
  })
})
