import { Schema } from "effect"
import { Id, ImageUrl, Slug, Timestamp } from "./common.ts"

/** DESIGN §4 Blog post: title, slug, cover image, summary, body (rendered safely by the view), date. */
export const BlogPost = Schema.Struct({
  _id: Id,
  title: Schema.Trim.pipe(
    Schema.minLength(1, { message: () => "title is required" }),
    Schema.maxLength(200, { message: () => "title must be at most 200 characters" })
  ),
  slugUrl: Slug,
  coverImage: ImageUrl,
  summary: Schema.String.pipe(Schema.maxLength(1000, { message: () => "summary must be at most 1000 characters" })),
  // Stored as written; DESIGN §4 has the view render it safely (escaped), so no HTML is trusted here.
  body: Schema.String.pipe(Schema.maxLength(100_000, { message: () => "body must be at most 100000 characters" })),
  publishedAt: Timestamp
})
export type BlogPost = typeof BlogPost.Type
