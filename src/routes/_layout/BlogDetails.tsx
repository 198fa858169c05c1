import { createFileRoute, Link, redirect } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { Slug, imageSrc } from "#domain/common.ts"
import { featureCall, ShopApi } from "../../app/api-tags.ts"
import { lookup } from "../../app/listing-data.ts"
import { formatDay } from "../../components/dates.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { blogTexts } from "../../i18n/texts/blog.ts"

/** The post's slug in the URL (/BlogDetails?post=...): a malformed one is dropped, not trusted (STYLE §7). */
const validateSearch = (raw: Record<string, unknown>): { post?: string } => {
  const post = Schema.decodeUnknownEither(Slug)(raw.post)
  return Either.isRight(post) ? { post: post.right } : {}
}

/** /BlogDetails (§2, DESIGN §4): one post by its slug. */
export const Route = createFileRoute("/_layout/BlogDetails")({
  validateSearch,
  loaderDeps: ({ search }) => ({ post: search.post }),
  loader: async ({ context, deps }) => {
    // No post named (issue 16: it said it could not find the page): the latest post, at its own
    // address; with no post at all, the blog's list.
    if (deps.post === undefined) {
      const latest = await lookup(context.runtime, featureCall(ShopApi)((api) => api.blogPosts(1)))
      const newest = latest.blogs[0]
      throw newest === undefined ? redirect({ to: "/Blog", replace: true }) : redirect({ to: "/BlogDetails", search: { post: newest.slugUrl }, replace: true })
    }
    const slug = deps.post
    return lookup(context.runtime, featureCall(ShopApi)((api) => api.blogPost(slug)))
  },
  component: BlogPostScreen
})

/**
 * The body as text (DESIGN §4 "rendered safely"): paragraphs split on blank lines, every character
 * shown as written. Nothing is parsed as HTML, so a post's markup can never run.
 */
const paragraphsOf = (body: string): ReadonlyArray<string> =>
  body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== "")

function BlogPostScreen() {
  const post = Route.useLoaderData()
  const { t, language } = useTexts(blogTexts)
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/Blog" className="text-sm text-orange-700 underline">{t("blog.allPosts")}</Link>
      <h1 className="mt-3 text-3xl font-bold leading-tight">{post.title}</h1>
      <time dateTime={post.publishedAt} className="mt-2 block text-sm text-slate-500">{formatDay(post.publishedAt, language)}</time>
      <img src={imageSrc(post.coverImage)} alt="" width={1280} height={720} className="mt-5 aspect-video w-full rounded-xl bg-slate-100 object-cover" />
      <p className="mt-6 text-lg text-slate-700">{post.summary}</p>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800" data-testid="blog-body">
        {paragraphsOf(post.body).map((paragraph, i) => <p key={i} className="whitespace-pre-line">{paragraph}</p>)}
      </div>
    </article>
  )
}
