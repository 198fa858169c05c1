import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Brand, BrandInput } from "#domain/brand.ts"
import { storedHindi } from "#domain/catalogue-language.ts"
import type { Id } from "#domain/common.ts"
import { hindiOrKept, insertedHindi } from "../catalogue/hindi-names.ts"
import { newId } from "../db/ids.ts"
import { rebuildProductKeywords } from "../product/product-keywords.ts"
import { brandById } from "./brand.repo.ts"

// Brand writes (§4, §7; admin only, issue 6). Each answers the brand as the reads show it.

const setMemberships = (id: string, input: BrandInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM brand_categories WHERE brand_id = ${id}`
    yield* sql`DELETE FROM brand_sub_categories WHERE brand_id = ${id}`
    for (const categoryId of new Set(input.categories)) {
      yield* sql`INSERT INTO brand_categories (brand_id, category_id) VALUES (${id}, ${categoryId})`
    }
    for (const subCategoryId of new Set(input.subCategories)) {
      yield* sql`INSERT INTO brand_sub_categories (brand_id, sub_category_id) VALUES (${id}, ${subCategoryId})`
    }
  })

/** A new brand with its categories and subcategories, in one transaction. */
export const createBrand = (input: BrandInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`
        INSERT INTO brands (id, name, slug_url, show, mobile_image, desktop_image, name_hi)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.show}, ${input.mobileImage}, ${input.desktopImage}, ${insertedHindi(input.nameHi)})`
      yield* setMemberships(id, input)
    }))
    return yield* brandById(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces a brand's fields and memberships; None when there is no brand with that id. */
export const updateBrand = (id: Id, input: BrandInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const updated = yield* sql.withTransaction(Effect.gen(function* () {
      const [before] = yield* sql<{ name: string; nameHi: string | null }>`SELECT name, name_hi AS "nameHi" FROM brands WHERE id = ${id} FOR UPDATE`
      if (before === undefined) return false
      yield* sql`
        UPDATE brands SET name = ${input.name}, slug_url = ${input.slugUrl}, show = ${input.show},
          mobile_image = ${input.mobileImage}, desktop_image = ${input.desktopImage}, name_hi = ${hindiOrKept(sql, input.nameHi)}
        WHERE id = ${id}`
      yield* setMemberships(id, input)
      // A product's search keywords name its brand, in English and in Hindi (server/product/product-keywords.ts).
      const nameHi = storedHindi(input.nameHi)
      if (before.name !== input.name || (nameHi !== undefined && nameHi !== before.nameHi)) yield* rebuildProductKeywords(sql`p.brand_id = ${id}`)
      return true
    }))
    return updated ? yield* brandById(id) : Option.none<Brand>()
  })

/** Deletes a brand; false when there is none. One whose products remain is refused by the database. */
export const deleteBrand = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`DELETE FROM brands WHERE id = ${id} RETURNING id`).pipe(
    Effect.map((rows) => rows.length > 0)
  )
