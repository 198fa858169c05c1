import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BlogPost } from "./blog.ts"

const post = {
  _id: "555555555555555555555555",
  title: "  Five monsoon recipes ",
  slugUrl: "five-monsoon-recipes",
  coverImage: "/images/monsoon.svg",
  summary: "Warm food for rainy evenings.",
  body: "<script>alert(1)</script> stays text",
  publishedAt: "2025-07-01T08:00:00.000Z"
}

describe("the BlogPost schema", () => {
  it("decodes a post and trims its title", () => {
    const decoded = Schema.decodeUnknownSync(BlogPost)(post)
    expect(decoded.title).toBe("Five monsoon recipes")
    expect(decoded.body).toBe(post.body)
  })

  it("rejects an empty title and a slug with capitals or spaces", () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(BlogPost)({ ...post, title: "  " }))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(BlogPost)({ ...post, slugUrl: "Five Recipes" }))).toBe(true)
  })
})
