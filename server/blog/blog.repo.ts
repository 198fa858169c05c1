import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import type { BlogPost } from "#domain/blog.ts"
import { LIMITS } from "#domain/http/params.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"

// The body travels exactly as stored: DESIGN §4 has the view render it as text, never as HTML.
const blogSelect = (sql: SqlClient.SqlClient, where: Statement.Fragment) => sql`
  SELECT id AS "_id", title, slug_url AS "slugUrl", cover_image AS "coverImage", summary, body,
    to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt"
  FROM blog_posts WHERE ${where}`

/** blog/all: newest first (ties by id, so pages never overlap), paged. */
export const listBlogPosts = (request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.blog.default)
    const [items, counted] = yield* Effect.all([
      sql<BlogPost>`${blogSelect(sql, sql`true`)} ORDER BY published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM blog_posts`
    ], { concurrency: 1 })
    return { items, page, limit, total: counted[0]?.total ?? 0 }
  })

export const blogPostBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<BlogPost>`${blogSelect(sql, sql`slug_url = ${slug}`)}`).pipe(
    Effect.map((rows) => Option.fromNullable(rows[0]))
  )
