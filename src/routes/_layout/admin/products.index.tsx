import { createFileRoute, Link, useNavigate, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { primaryOption, primaryPackSize, SearchText } from "#domain/product.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"
import { BulkActions } from "../-admin/bulk-actions.tsx"

const Page = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000))

/** The list's place in the URL: a malformed value is dropped, not trusted (STYLE §7). */
const validateSearch = (raw: Record<string, unknown>): { page?: number; q?: string } => {
  const page = Schema.decodeUnknownEither(Page)(String(raw.page ?? ""))
  const q = Schema.decodeUnknownEither(SearchText)(raw.q)
  return { ...(Either.isRight(page) ? { page: page.right } : {}), ...(Either.isRight(q) ? { q: q.right } : {}) }
}

/** /admin/products (issue 6): every product, hidden ones too; search, hide and show, edit. */
export const Route = createFileRoute("/_layout/admin/products/")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.products({ page: deps.page ?? 1, q: deps.q }))),
  component: ProductsAdmin
})

function ProductsAdmin() {
  const result = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: "/admin/products/" })
  const router = useRouter()
  const [text, setText] = useState(search.q ?? "")
  // Issue 20 item 1: the products chosen for a bulk action (on this page).
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const pageIds = result.products.map((p) => p._id)
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.has(id))
  const choose = (id: string, on: boolean) => setChosen((was) => { const next = new Set(was); if (on) next.add(id); else next.delete(id); return next })
  // Hiding and showing is a call through the call machine; the list is read again once it is made.
  const call = useCall(() => router.invalidate())
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const setShown = (product: (typeof result.products)[number], show: boolean) =>
    call.run(product._id, `${product.name}: ${show ? "shown" : "hidden"}.`, adminCall((api) => api.setProductShown(product._id, show)))
  return (
    <section aria-labelledby="products" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products" className="text-xl font-semibold">Products <span className="text-sm font-normal text-slate-500">({result.total})</span></h2>
        <Link to="/admin/products/new" className={buttonClass}>Add a product</Link>
      </div>
      <form role="search" className="flex gap-2" onSubmit={(e) => { e.preventDefault(); void navigate({ search: text.trim() === "" ? {} : { q: text.trim() } }) }}>
        <label className="sr-only" htmlFor="product-search">Search products by name</label>
        <input id="product-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search products by name" className={inputClass} />
        <button type="submit" className={secondaryButtonClass}>Search</button>
      </form>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {result.products.length > 0 && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={allChosen} onChange={(e) => setChosen(e.target.checked ? new Set(pageIds) : new Set())} />
          Select all on this page
        </label>
      )}
      <BulkActions productIds={pageIds.filter((id) => chosen.has(id))} onApplied={() => { setChosen(new Set()); return router.invalidate() }} />
      {result.products.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">No products match.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {result.products.map((product) => {
            const size = primaryPackSize(product)
            const option = size === undefined ? undefined : primaryOption(size)
            const stock = product.packSize.flatMap((p) => p.PackSizeOptions).reduce((sum, o) => sum + o.availablestock, 0)
            return (
              <li key={product._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <input type="checkbox" checked={chosen.has(product._id)} onChange={(e) => choose(product._id, e.target.checked)} aria-label={`Select ${product.name}`} className="h-4 w-4" />
                {size !== undefined && <img src={size.thumbnail} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-slate-50 object-cover" />}
                <div className="min-w-[10rem] flex-1">
                  <p className="font-medium">{product.name}</p>
                  <p className="truncate text-xs text-slate-500">{product.brand} · {product.category} › {product.SubCategory} › {product.CategoryTag} · stock {stock}</p>
                </div>
                {option !== undefined && <span className="text-sm font-semibold">{formatRupees(option.Price)}</span>}
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${product.show ? "bg-green-50 text-green-700" : "bg-slate-100 text-slate-600"}`}>{product.show ? "Shown" : "Hidden"}</span>
                <button type="button" disabled={call.busy(product._id)} onClick={() => setShown(product, !product.show)} className={secondaryButtonClass} aria-label={`${product.show ? "Hide" : "Show"} ${product.name}`}>
                  {product.show ? "Hide" : "Show"}
                </button>
                <Link to="/admin/products/$id" params={{ id: product._id }} className={secondaryButtonClass} aria-label={`Edit ${product.name}`}>Edit</Link>
              </li>
            )
          })}
        </ul>
      )}
      <nav aria-label="Pages" className="flex items-center justify-between text-sm">
        <Link to="/admin/products" search={{ ...search, page: result.page - 1 }} disabled={result.page <= 1} className={secondaryButtonClass}>Previous</Link>
        <span>Page {result.page} of {pages}</span>
        <Link to="/admin/products" search={{ ...search, page: result.page + 1 }} disabled={result.page >= pages} className={secondaryButtonClass}>Next</Link>
      </nav>
    </section>
  )
}
