import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { rememberedHindiNameWords, withHindiWords } from "#domain/hindi-keywords.ts"

// Issue 39: a product's keywords end with the words of its own Hindi name and of its tag's,
// subcategory's, category's and brand's (domain/hindi-keywords.ts), in Latin letters as the search
// reads a Devanagari query. The writes make them so from now on; the products written before get
// them here. The words come from TypeScript (the search's own transliteration), so this migration
// is code, not SQL: the SQL files' migrator runs it once, in order, as it runs them
// (server/db/database.ts). Its statements are its own, written for the schema as 0050 leaves it.
// The English keywords stay exactly as stored; a product with no Hindi name anywhere is not read.

/** How many products a statement reads, and one writes. */
const BATCH = 1000

interface Row {
  readonly id: string
  readonly name: string
  readonly keywords: string
  readonly nameHi: string | null
  readonly tagHi: string | null
  readonly subCategoryHi: string | null
  readonly categoryHi: string | null
  readonly brandHi: string | null
}

export const hindiNameKeywords = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const wordsOf = rememberedHindiNameWords()
  let after = ""
  for (;;) {
    const rows = yield* sql<Row>`
      SELECT p.id, p.name, p.keywords, p.name_hi AS "nameHi", t.name_hi AS "tagHi", s.name_hi AS "subCategoryHi",
        c.name_hi AS "categoryHi", b.name_hi AS "brandHi"
      FROM products p
      JOIN category_tags t ON t.id = p.category_tag_id
      JOIN sub_categories s ON s.id = p.sub_category_id
      JOIN categories c ON c.id = p.category_id
      JOIN brands b ON b.id = p.brand_id
      WHERE p.id > ${after}
        AND (p.name_hi IS NOT NULL OR t.name_hi IS NOT NULL OR s.name_hi IS NOT NULL OR c.name_hi IS NOT NULL OR b.name_hi IS NOT NULL)
      ORDER BY p.id LIMIT ${BATCH}`
    const changed = rows.flatMap((row) => {
      const keywords = withHindiWords(row.keywords, row.name, [row.nameHi, row.tagHi, row.subCategoryHi, row.categoryHi, row.brandHi], wordsOf)
      return keywords === row.keywords ? [] : [{ id: row.id, keywords }]
    })
    if (changed.length > 0) {
      yield* sql`
        UPDATE products p SET keywords = r.keywords
        FROM json_to_recordset(${JSON.stringify(changed)}::json) AS r (id text, keywords text)
        WHERE p.id = r.id`
    }
    if (rows.length < BATCH) return
    after = rows.at(-1)!.id
  }
})
