import { createFileRoute, Link } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { featureCall, ShopApi } from "../../app/api-tags.ts"
import { lookup } from "../../app/listing-data.ts"
import { formatDay } from "../../components/dates.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { blogTexts } from "../../i18n/texts/blog.ts"
import { imageSrc } from "#domain/common.ts"

const Page = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 10_000))

/** The list's page in the URL: a malformed value is dropped, not trusted (STYLE §7). */
const validateSearch = (raw: Record<string, unknown>): { page?: number } => {
  const page = Schema.decodeUnknownEither(Page)(String(raw.page ?? ""))
  return Either.isRight(page) ? { page: page.right } : {}
}

/** /Blog (§2, DESIGN §4): posts newest first, with covers, summaries and dates, paged. */
export const Route = createFileRoute("/_layout/Blog")({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => lookup(context.runtime, featureCall(ShopApi)((api) => api.blogPosts(deps.page))),
  component: BlogList
})

function BlogList() {
  const { blogs, page, limit, total } = Route.useLoaderData()
  const pages = Math.max(1, Math.ceil(total / limit))
  const { t, language } = useTexts(blogTexts)
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("blog.title")}</h1>
      <p className="mt-1 text-slate-600">{t("blog.lead")}</p>
      {blogs.length === 0
        ? <p className="mt-8 text-slate-600">{t("blog.empty")} <Link to="/" className="font-semibold text-orange-700 underline">{t("blog.continueShopping")}</Link></p>
        : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((post) => (
              <li key={post._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <Link to="/BlogDetails" search={{ post: post.slugUrl }} className="group block">
                  <img src={imageSrc(post.coverImage)} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
                  <div className="p-4">
                    <time dateTime={post.publishedAt} className="text-xs text-slate-500">{formatDay(post.publishedAt, language)}</time>
                    <h2 className="mt-1 text-lg font-semibold group-hover:text-orange-700">{post.title}</h2>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.summary}</p>
                    <span className="mt-3 inline-block text-sm font-semibold text-orange-700">{t("blog.readMore")}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      {pages > 1 && (
        <nav aria-label={t("blog.pages")} className="mt-8 flex flex-wrap items-center justify-center gap-3 text-sm">
          {page > 1
            ? <Link to="/Blog" search={{ page: page - 1 }} className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">{t("blog.newer")}</Link>
            : <span className="rounded-lg border border-slate-200 px-3 py-1.5 text-slate-400">{t("blog.newer")}</span>}
          <span>{t("blog.pageOf", { page, pages })}</span>
          {page < pages
            ? <Link to="/Blog" search={{ page: page + 1 }} className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">{t("blog.older")}</Link>
            : <span className="rounded-lg border border-slate-200 px-3 py-1.5 text-slate-400">{t("blog.older")}</span>}
        </nav>
      )}
    </div>
  )
}
