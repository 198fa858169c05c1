import { CatalogueAuth } from "./auth.http.ts"
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, CatalogueWrite, OFFLINE_READ } from "./call-kinds.ts"
import { hindiNameInputField } from "../catalogue-language.ts"
import { Id, ImageRef, Name, Slug } from "../common.ts"
import { CategoryTag, SuperCategory } from "../catalogue.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { CATALOGUE_LIST_READS, catalogueListAnswer, keyed } from "./catalogue-lists.ts"
import { CategoryAnswer, SubCategoryAnswer } from "./first-answers.ts"
import { IdPath, LIMITS, pagingParams, SlugPath, successTrue } from "./params.ts"

const CatalogueListParams = Schema.Struct(pagingParams(LIMITS.catalogue.max))

export { keyed }

/**
 * §7's reads of a catalogue level: its list (declared with the other catalogue lists in
 * catalogue-lists.ts: `GET {segment}/all`, the tags' `allforadmin`) under its key with the paging,
 * and one entry by slug (`GET {segment}/slugurl/{slug}`), 404 when none.
 */
const levelReadGroup = <const R extends "superCategories" | "categories" | "subCategories" | "categoryTags", One extends Schema.Schema.Any>(
  resource: R,
  one: One
) => {
  const list = CATALOGUE_LIST_READS[resource]
  return HttpApiGroup.make(list.segment as (typeof CATALOGUE_LIST_READS)[R]["segment"])
    .add(
      HttpApiEndpoint.get(list.endpoint as (typeof CATALOGUE_LIST_READS)[R]["endpoint"], `/${list.segment}/${list.path}`)
        .setUrlParams(CatalogueListParams)
        .addSuccess(catalogueListAnswer(resource))
    )
    .add(
      HttpApiEndpoint.get("bySlug", `/${list.segment}/slugurl/:slug`)
        .setPath(SlugPath)
        .addSuccess(one)
        .addError(NotFound)
    )
    .annotate(CatalogueRead, OFFLINE_READ)
}

/** One entry under its key, as a write or a read by slug answers it. */
const entryAnswer = <const K extends string, Entry extends Schema.Schema.Any>(key: K, entry: Entry) =>
  Schema.Struct({ success: successTrue, ...keyed(key, entry) })

/** A delete's answer: the id of the entry that is gone. */
export const Removed = Schema.Struct({ success: successTrue, id: Id })

/**
 * The back office's writes of a catalogue level (§7's super category calls, the same for the levels
 * below, ADR 037): `POST {segment}/new` (201), `PUT {segment}/{idParam}` and `DELETE {segment}/{id}`,
 * each answering the entry under its key (the delete its id), behind CatalogueAuth.
 */
export const levelWriteGroup = <
  const Group extends string,
  const Key extends string,
  const IdParam extends string,
  Entry extends Schema.Schema.Any,
  Input extends Schema.Schema.Any,
  UpdateInput extends Schema.Schema.Any
>(
  group: Group,
  level: { readonly segment: string; readonly key: Key; readonly entry: Entry; readonly idParam: IdParam; readonly input: Input; readonly updateInput: UpdateInput }
) => {
  const idPath = Schema.Struct(keyed(level.idParam, Id))
  return HttpApiGroup.make(group)
    .add(
      HttpApiEndpoint.post("create", `/${level.segment}/new`)
        .setPayload(level.input)
        .addSuccess(entryAnswer(level.key, level.entry), { status: 201 })
        .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
    )
    .add(
      HttpApiEndpoint.put("update", `/${level.segment}/:${level.idParam}`)
        // The cast only states what `keyed` makes: a path of one string-encoded id.
        .setPath<typeof idPath>(idPath as typeof idPath & HttpApiEndpoint.HttpApiEndpoint.ValidatePath<typeof idPath>)
        .setPayload(level.updateInput)
        .addSuccess(entryAnswer(level.key, level.entry))
        .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest).addError(Conflict)
    )
    .add(
      HttpApiEndpoint.del("remove", `/${level.segment}/:id`)
        .setPath(IdPath)
        .addSuccess(Removed)
        .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(Conflict)
    )
    .middleware(CatalogueAuth)
    .annotate(CatalogueWrite, true)
}

/** Payload of super category create and update (§7), with its Hindi name (issue 39: left out, an edit keeps it; "" clears it). */
export const SuperCategoryInput = Schema.Struct({
  name: Name,
  slugUrl: Slug,
  showProducts: Schema.Boolean,
  desktopImage: Schema.optional(ImageRef),
  ...hindiNameInputField
})

// §7 Catalogue: GET supercategory/all -> supercategories; GET supercategory/slugurl/{slug}.
export const SuperCategoryGroup = levelReadGroup("superCategories", entryAnswer("supercategory", SuperCategory))

// §7 Catalogue: super category writes, admin calls (§6: role checks ours). The update's body may repeat the id.
export const SuperCategoryAdminGroup = levelWriteGroup("supercategoryAdmin", {
  segment: "supercategory",
  key: "supercategory",
  entry: SuperCategory,
  idParam: "supercatid",
  input: SuperCategoryInput,
  updateInput: Schema.Struct({ ...SuperCategoryInput.fields, supercatid: Schema.optional(Id) })
})

// §7 Catalogue: GET category/all -> category; GET category/slugurl/{slug}.
export const CategoryGroup = levelReadGroup("categories", CategoryAnswer)

// §7 Catalogue: GET subcategory/all -> subcategory; GET subcategory/slugurl/{slug}.
export const SubCategoryGroup = levelReadGroup("subCategories", SubCategoryAnswer)

// §7 Catalogue: GET categorytag/allforadmin -> ctegoryTags (the spec's spelling); GET categorytag/slugurl/{slug}.
export const CategoryTagGroup = levelReadGroup("categoryTags", entryAnswer("categoryTag", CategoryTag))

/** A slider list's read (no paging), as catalogue-lists.ts declares it. */
const sliderRead = <const R extends "mainHomeSliders" | "threeSliders">(resource: R) => {
  const read = CATALOGUE_LIST_READS[resource]
  return HttpApiEndpoint.get(read.endpoint as (typeof CATALOGUE_LIST_READS)[R]["endpoint"], `/${read.segment}/${read.path}`).addSuccess(catalogueListAnswer(resource))
}

// §7 Catalogue: GET mainhomeslider/all -> mainHomeSliders; GET threeslider/all -> threeSliders.
export const SliderGroup = HttpApiGroup.make("slider")
  .add(sliderRead("mainHomeSliders"))
  .add(sliderRead("threeSliders"))
  .annotate(CatalogueRead, OFFLINE_READ)
