import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { rememberedHindiNameWords, withHindiWords } from "#domain/hindi-keywords.ts"

// A product's search keywords (migration 0001, weight B of its search vector): its tag's,
// subcategory's, category's and brand's names and its attributes' values, as the product's writes
// and the seed make them, then the words of its own and those entries' Hindi names (issue 39,
// domain/hindi-keywords.ts). A renamed entry rewrites them for its products here.

/** How many products a rebuild reads and writes in one statement each. */
const REBUILD_BATCH = 1000

interface KeywordRow {
  readonly id: string
  readonly name: string
  readonly stored: string
  readonly english: string
  readonly nameHi: string | null
  readonly tagHi: string | null
  readonly subCategoryHi: string | null
  readonly categoryHi: string | null
  readonly brandHi: string | null
}

/**
 * The keywords of the products where `which` holds (a condition on `p`, products) made again from
 * their entries' names as they are now, a batch at a time, each product locked until the caller's
 * transaction ends (a product edited meanwhile waits, then writes its own). A product whose
 * keywords stay as they were is not written (nor announced, migration 0046).
 */
export const rebuildProductKeywords = (which: Statement.Fragment) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const wordsOf = rememberedHindiNameWords()
    let after = ""
    for (;;) {
      const rows = yield* sql<KeywordRow>`
        SELECT p.id, p.name, p.keywords AS stored,
          concat_ws(' ', t.name, s.name, c.name, b.name, (SELECT string_agg(a.value, ' ') FROM jsonb_each_text(p.attributes) AS a)) AS english,
          p.name_hi AS "nameHi", t.name_hi AS "tagHi", s.name_hi AS "subCategoryHi", c.name_hi AS "categoryHi", b.name_hi AS "brandHi"
        FROM products p
        JOIN category_tags t ON t.id = p.category_tag_id
        JOIN sub_categories s ON s.id = p.sub_category_id
        JOIN categories c ON c.id = p.category_id
        JOIN brands b ON b.id = p.brand_id
        WHERE ${which} AND p.id > ${after}
        ORDER BY p.id LIMIT ${REBUILD_BATCH}
        FOR UPDATE OF p`
      const changed = rows.flatMap((row) => {
        const keywords = withHindiWords(row.english, row.name, [row.nameHi, row.tagHi, row.subCategoryHi, row.categoryHi, row.brandHi], wordsOf)
        return keywords === row.stored ? [] : [{ id: row.id, keywords }]
      })
      if (changed.length > 0) {
        yield* sql`
          UPDATE products p SET keywords = r.keywords
          FROM json_to_recordset(${JSON.stringify(changed)}::json) AS r (id text, keywords text)
          WHERE p.id = r.id`
      }
      if (rows.length < REBUILD_BATCH) return
      after = rows.at(-1)!.id
    }
  })
