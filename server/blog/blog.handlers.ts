import { Effect } from "effect"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./blog.repo.ts"

// Blog (DESIGN §4): public, no session. The demo posts are seeded with the catalogue (server/seed).
export const BlogHandlersLive = groupOrUnavailable(BazaarApi, "blog", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listBlogPosts(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, blogs: items, ...paging }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.blogPostBySlug(path.slug)).pipe(
        orNotFound(`No blog post has the slug '${path.slug}'`),
        Effect.map((blog) => ({ success: true as const, blog }))
      ))
)
