// Issue 39, ADR 064: the blog's own words around its posts (/Blog, /BlogDetails). The posts (title,
// summary, body) are content and stay as written.

export const messages = {
  "blog.title": "The Bazaar blog",
  "blog.lead": "Buying guides, festive ideas and how our shop works.",
  "blog.empty": "No posts yet.",
  "blog.continueShopping": "Continue shopping",
  "blog.readMore": "Read more",
  "blog.pages": "Blog pages",
  "blog.newer": "Newer posts",
  "blog.older": "Older posts",
  "blog.pageOf": "Page {page} of {pages}",
  "blog.allPosts": "All posts"
} as const
