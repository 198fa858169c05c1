import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { SuperCategory } from "#domain/catalogue.ts"
import type { Id } from "#domain/common.ts"
import type { SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { newId } from "../db/ids.ts"
import * as Levels from "./catalogue-levels.ts"
import { hindiOrKept, insertedHindi } from "./hindi-names.ts"
import * as Repo from "./catalogue.repo.ts"

// Super category writes (§4, §7; admin only, issue 6). Each answers the row as the reads show it.

/** A new super category, shown after the existing ones. */
export const createSuperCategory = (input: typeof SuperCategoryInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql`
      INSERT INTO super_categories (id, name, slug_url, show_products, desktop_image, name_hi, position)
      VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.showProducts}, ${input.desktopImage ?? ""}, ${insertedHindi(input.nameHi)},
        (SELECT coalesce(max(position), 0) + 1 FROM super_categories))`
    return yield* Repo.byIdOf(Levels.superCategory)(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces the fields of a super category; None when there is none with that id. */
export const updateSuperCategory = (id: Id, input: typeof SuperCategoryInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const updated = yield* sql<{ id: string }>`
      UPDATE super_categories SET name = ${input.name}, slug_url = ${input.slugUrl}, show_products = ${input.showProducts},
        desktop_image = coalesce(${input.desktopImage ?? null}, desktop_image), name_hi = ${hindiOrKept(sql, input.nameHi)}
      WHERE id = ${id} RETURNING id`
    return updated.length === 0 ? Option.none<SuperCategory>() : yield* Repo.byIdOf(Levels.superCategory)(id)
  })

/** Deletes a super category; false when there is none. One that still has categories is refused by the database. */
export const deleteSuperCategory = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`DELETE FROM super_categories WHERE id = ${id} RETURNING id`).pipe(
    Effect.map((rows) => rows.length > 0)
  )
