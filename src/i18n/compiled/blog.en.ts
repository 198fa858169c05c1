// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/blog.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/blog.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "blog.title": ["The Bazaar blog"],
  "blog.lead": ["Buying guides, festive ideas and how our shop works."],
  "blog.empty": ["No posts yet."],
  "blog.continueShopping": ["Continue shopping"],
  "blog.readMore": ["Read more"],
  "blog.pages": ["Blog pages"],
  "blog.newer": ["Newer posts"],
  "blog.older": ["Older posts"],
  "blog.pageOf": ["Page ",["page"]," of ",["pages"]],
  "blog.allPosts": ["All posts"]
}
