import type { SqlClient, Statement } from "@effect/sql"
import type { Category, CategoryTag, SubCategory, SuperCategory } from "#domain/catalogue.ts"
import type { Id } from "#domain/common.ts"
import type { CategoryInput, CategoryTagInput, SubCategoryInput } from "#domain/http/catalogue-admin.http.ts"

// Issue 35 item 7 (docs/decisions/049-catalogue-level-described-once.md): each level of the
// catalogue described once. The reads (catalogue.repo.ts), the writes (catalogue-admin.writes.ts)
// and the handlers (catalogue.handlers.ts, catalogue-admin.handlers.ts) are derived from these.

type Sql = SqlClient.SqlClient

/** The column by which the levels below, and products, name an entry of a level (migration 0001). */
export type IdColumn = "super_category_id" | "category_id" | "sub_category_id" | "category_tag_id"

/** A level as the storefront reads it. */
export interface Listed<Entry extends object> {
  /** What a sentence calls an entry ("No category has the id …"). */
  readonly what: string
  readonly table: "super_categories" | "categories" | "sub_categories" | "category_tags"
  /** The table's name in `select`, for the `where` a read gives it. */
  readonly alias: string
  readonly idColumn: IdColumn
  /**
   * The entries where `where` holds, each in the domain Schema's JSON shape but for its Hindi name,
   * NULL when it has none, which the reads leave out (`presentHindi`, catalogue.repo.ts); last, so the
   * embedded lists' rows pack (domain/http/first-payload.ts).
   */
  readonly select: (sql: Sql, where: Statement.Fragment) => Statement.Statement<Entry>
  /** The lists' order: a menu's, each level after its parent's. */
  readonly order: (sql: Sql) => Statement.Fragment
  /** The keys the contract's answers carry it under: one entry, and the storefront's list. */
  readonly keys: { readonly one: string; readonly list: string }
}

/** What a level's create and update take besides its parent. */
export interface LevelInput {
  readonly name: string
  readonly slugUrl: string
  readonly status: boolean
  readonly desktopImage?: string | undefined
  /** Issue 39: left out, an update keeps the Hindi name; "" clears it. */
  readonly nameHi?: string | undefined
}

/** A level the back office writes: below a parent, above children, hidden by `status` (ADR 037). */
export interface Level<Entry extends object, Input extends LevelInput> extends Listed<Entry> {
  readonly keys: Listed<Entry>["keys"] & {
    /** The update path's parameter (`PUT category/{categoryid}`). */
    readonly path: string
  }
  readonly parent: {
    readonly level: Listed<object>
    /** The parent the input names. */
    readonly id: (input: Input) => Id
    /** The ancestors' ids an entry carries besides its parent's, copied from the parent's row (the composite keys hold them equal). */
    readonly ancestors: ReadonlyArray<IdColumn>
  }
  /** What refers to an entry: a delete is refused while it does, and a move under another parent (it would not cascade). */
  readonly children: { readonly table: "sub_categories" | "category_tags" | "products"; readonly moving: string }
  /** The 409s' sentences, as the admin reads them: a slug URL another entry has; a delete while children refer to it. */
  readonly refusals: { readonly duplicate: string; readonly inUse: string }
}

export const superCategory = {
  what: "super category",
  table: "super_categories",
  alias: "sc",
  idColumn: "super_category_id",
  select: (sql, where) => sql<SuperCategory>`
    SELECT sc.id AS "_id", sc.name, sc.slug_url AS "slugUrl", sc.show_products AS "showProducts", sc.desktop_image AS "desktopImage",
      sc.name_hi AS "nameHi"
    FROM super_categories sc WHERE ${where}`,
  order: (sql) => sql`sc.position, sc.name`,
  keys: { one: "supercategory", list: "supercategories" }
} as const satisfies Listed<SuperCategory>

export const category = {
  what: "category",
  table: "categories",
  alias: "c",
  idColumn: "category_id",
  select: (sql, where) => sql<Category>`
    SELECT c.id AS "_id", c.name, c.slug_url AS "slugUrl", c.status, sc.name AS "superCategory",
      c.super_category_id AS "superCategoryId", c.desktop_image AS "desktopImage", c.name_hi AS "nameHi"
    FROM categories c JOIN super_categories sc ON sc.id = c.super_category_id WHERE ${where}`,
  order: (sql) => sql`sc.position, c.position, c.name`,
  keys: { one: "category", list: "category", path: "categoryid" },
  parent: { level: superCategory, id: (input) => input.superCategoryId, ancestors: [] },
  children: {
    table: "sub_categories",
    moving: "This category has subcategories; it keeps its super category while they are there. Move or delete them first."
  },
  refusals: {
    duplicate: "Another category already has this slug URL.",
    inUse: "This category still has subcategories; move or delete them first, or hide it."
  }
} as const satisfies Level<Category, typeof CategoryInput.Type>

export const subCategory = {
  what: "subcategory",
  table: "sub_categories",
  alias: "s",
  idColumn: "sub_category_id",
  select: (sql, where) => sql<SubCategory>`
    SELECT s.id AS "_id", s.name, s.slug_url AS "slugUrl", s.status, sc.name AS "superCategory",
      s.super_category_id AS "superCategoryId", c.name AS category, s.category_id AS "categoryId",
      c.slug_url AS "categorySlugUrl", s.desktop_image AS "desktopImage", s.name_hi AS "nameHi"
    FROM sub_categories s JOIN categories c ON c.id = s.category_id JOIN super_categories sc ON sc.id = s.super_category_id
    WHERE ${where}`,
  order: (sql) => sql`sc.position, c.position, s.position, s.name`,
  keys: { one: "subcategory", list: "subcategory", path: "subcategoryid" },
  parent: { level: category, id: (input) => input.categoryId, ancestors: ["super_category_id"] },
  children: {
    table: "category_tags",
    moving: "This subcategory has category tags; it keeps its category while they are there. Move or delete them first."
  },
  refusals: {
    duplicate: "Another subcategory already has this slug URL.",
    inUse: "This subcategory still has category tags; move or delete them first, or hide it."
  }
} as const satisfies Level<SubCategory, typeof SubCategoryInput.Type>

export const categoryTag = {
  what: "category tag",
  table: "category_tags",
  alias: "t",
  idColumn: "category_tag_id",
  select: (sql, where) => sql<CategoryTag>`
    SELECT t.id AS "_id", t.name, t.slug_url AS "slugUrl", t.status, t.desktop_image AS "desktopImage",
      sc.name AS "superCategory", c.name AS category, t.category_id AS "categoryId",
      s.name AS "SubCategory", t.sub_category_id AS "SubCategoryId", t.name_hi AS "nameHi"
    FROM category_tags t JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = t.category_id
      JOIN super_categories sc ON sc.id = t.super_category_id
    WHERE ${where}`,
  order: (sql) => sql`sc.position, c.position, s.position, t.position, t.name`,
  // §7's spelling of the tags' list key.
  keys: { one: "categoryTag", list: "ctegoryTags", path: "categorytagid" },
  parent: { level: subCategory, id: (input) => input.subCategoryId, ancestors: ["category_id", "super_category_id"] },
  // Products refer to tags; a category or subcategory with products necessarily has tags.
  children: {
    table: "products",
    moving: "This category tag has products; it keeps its subcategory while they are there. Move them to another tag first."
  },
  refusals: {
    duplicate: "Another category tag already has this slug URL.",
    inUse: "This category tag still has products; move them to another tag first, or hide it."
  }
} as const satisfies Level<CategoryTag, typeof CategoryTagInput.Type>
