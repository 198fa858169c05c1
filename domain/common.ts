import { Schema } from "effect"

/** Mongo-style 24-hex identifier, as the original API used for `_id`. */
export const Id = Schema.String.pipe(
  Schema.pattern(/^[0-9a-f]{24}$/, { message: () => "must be a 24-character hexadecimal id" }),
  Schema.brand("Id")
)
export type Id = typeof Id.Type

/** A URL slug: lower-case letters, digits, '-', ',' and '.', as the catalogue uses (§2 footer: /shop/skincare,-bath--body). */
export const Slug = Schema.String.pipe(
  Schema.minLength(1, { message: () => "must not be empty" }),
  Schema.maxLength(160, { message: () => "must be at most 160 characters" }),
  Schema.pattern(/^[a-z0-9][a-z0-9,.\-]*$/, {
    message: () => "must contain only lower-case letters, digits, '-', ',' and '.'"
  })
)
export type Slug = typeof Slug.Type

/** A display name: trimmed, 1 to 120 characters. */
export const Name = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "must not be empty" }),
  Schema.maxLength(120, { message: () => "must be at most 120 characters" })
)

/** Rupee amounts are whole or decimal rupees, never negative. */
export const Rupees = Schema.Number.pipe(
  Schema.finite({ message: () => "must be a finite number" }),
  Schema.nonNegative({ message: () => "must not be negative" }),
  Schema.lessThanOrEqualTo(10_000_000, { message: () => "must be at most 1,00,00,000" })
)

/** Path of an image served by the API (e.g. /images/3f2a….svg). */
export const ImageUrl = Schema.String.pipe(Schema.maxLength(2048))

/**
 * An image an admin sets: one the shop stores (`/images/{hash}.{ext}`, from an upload), an https
 * address, or none (""). Nothing else reaches a page's `src` (no `javascript:` or `data:` URLs).
 */
export const ImageRef = Schema.String.pipe(
  Schema.maxLength(2048),
  Schema.pattern(/^(|\/images\/[0-9a-f]{32}\.(svg|png|jpg|webp)|https:\/\/[^\s"'<>]+)$/, {
    message: () => "must be an uploaded image (/images/…), an https address, or empty"
  })
)

/**
 * An image's `src` as a page draws it: none for an image left out (""), so the element keeps its
 * place with no `src` (`src=""` would ask for the page itself again; React warns of it).
 */
export const imageSrc = (image: string | undefined): string | undefined => (image === "" ? undefined : image)

/** ISO-8601 timestamp as it travels in JSON. */
export const Timestamp = Schema.String.pipe(Schema.maxLength(40))

/** A calendar date, ISO-8601 ("2026-11-28"). */
export const IsoDate = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "must be a date like 2026-11-28" }))

/** Paging for list calls: `page` from 1, `limit` bounded per call (docs/decisions/002-paged-lists.md). */
export const PageParam = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "page must be a whole number" }),
  Schema.between(1, 100_000, { message: () => "page must be between 1 and 100000" })
)
export const limitParam = (max: number) =>
  Schema.NumberFromString.pipe(
    Schema.int({ message: () => "limit must be a whole number" }),
    Schema.between(1, max, { message: () => `limit must be between 1 and ${max}` })
  )

/** Every answer's `success: true`. */
export const successTrue = Schema.Literal(true)

export const Paging = Schema.Struct({
  page: Schema.Number,
  limit: Schema.Number,
  total: Schema.Number
})
export type Paging = typeof Paging.Type

/**
 * A catalogue name as a URL slug, the way the shop's links spell them (§2 footer: "men", "kids",
 * "mens-footwear"): lower case, '&', apostrophes and brackets dropped, spaces as '-'. The seed, the
 * search suggestions and the admin forms all use this one rule.
 */
export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[&'\u2019()]/g, "")
    .replace(/\s/g, "-")
    .replace(/[^a-z0-9,.-]/g, "")
    .replace(/^[^a-z0-9]+|-+$/g, "")
