import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { COMPARE_LIMIT, type CompareRow, compareRows } from "#domain/compare.ts"
import type { messages } from "#domain/messages/account.en.ts"
import { type Product, primaryOption, primaryPackSize } from "#domain/product.ts"
import { useApp } from "../../app/app-context.tsx"
import { CloseIcon } from "../../components/icons.tsx"
import { useAddToCart } from "../../components/overlays.tsx"
import { inListOrder } from "../../components/products-by-ids.ts"
import { loadSavedProducts } from "../../components/saved-products-loader.ts"
import { SavedProducts, sameIds } from "../../components/saved-lists.tsx"
import { type Translate, useTexts } from "../../i18n/i18n.tsx"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { accountTexts } from "../../i18n/texts/account.ts"
import { imageSrc } from "#domain/common.ts"

/** /Compare (§2, DESIGN §4): up to 4 products side by side, rows that differ highlighted. */
export const Route = createFileRoute("/_layout/Compare")({
  loader: ({ context }) => loadSavedProducts(context.runtime, context.actors.compare, (s) => s.context.items.map((entry) => entry.productId as string)),
  component: Compare
})

function Compare() {
  const { actors } = useApp()
  const { t } = useTexts(accountTexts)
  const data = Route.useLoaderData()
  const ids = useSelector(actors.compare, (s) => s.context.items.map((entry) => entry.productId as string), sameIds)
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("account.compare.title")}</h1>
        {ids.length > 0 && (
          <button type="button" onClick={() => actors.compare.send({ type: "compare.clear" })} className="text-sm text-slate-600 underline hover:text-red-700">{t("account.compare.clearAll")}</button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("account.compare.intro", { limit: COMPARE_LIMIT })}</p>
      {ids.length === 0
        ? (
          <div className="mx-auto max-w-md py-16 text-center">
            <p className="text-lg">{t("account.compare.empty")}</p>
            <p className="mt-1 text-sm text-slate-600">{t("account.compare.emptyHint", { limit: COMPARE_LIMIT })}</p>
            <Link to="/" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">{t("account.continueShopping")}</Link>
          </div>
        )
        : <SavedProducts ids={ids} data={data}>{({ products }) => <CompareTable ids={ids} found={products} />}</SavedProducts>}
    </div>
  )
}

type AccountKey = keyof typeof messages

/** The row names the domain gives the table's own rows (domain/compare.ts), by their English; an attribute's name is the shop's. */
const ROW_LABELS: Readonly<Record<string, AccountKey>> = {
  Brand: "account.compare.brand",
  Price: "account.compare.price",
  MRP: "account.compare.mrp",
  Discount: "account.compare.discount",
  "Pack sizes": "account.compare.packSizes"
}
// The table's own rows come first: a product attribute of the same name further down stays as the shop wrote it.
const OWN_ROWS = Object.keys(ROW_LABELS).length

/** A row's name and values in the page's language: the table's own rows' names, and a discount ('12% off'). */
const rowInLanguage = (row: CompareRow, index: number, t: Translate<AccountKey>, shell: Translate): CompareRow => {
  const key = index < OWN_ROWS ? ROW_LABELS[row.label] : undefined
  if (key === undefined) return row
  const values = key === "account.compare.discount"
    ? row.values.map((value) => {
      const off = /^(\d+)% off$/.exec(value)
      return off === null ? value : shell("price.off", { percent: Number(off[1]) })
    })
    : row.values
  return { ...row, label: t(key), values }
}

/** The row names' column: it stays in place on a phone while the products scroll past it. */
const STICKY = "sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-slate-200)] sm:static sm:shadow-none"

function CompareTable({ ids, found }: { readonly ids: ReadonlyArray<string>; readonly found: ReadonlyArray<Product> }) {
  const { actors } = useApp()
  const { t, language } = useTexts(accountTexts)
  const shell = useTexts()
  const addToCart = useAddToCart()
  const products = inListOrder(found, ids)
  const rows = compareRows(products).map((row, index) => rowInLanguage(row, index, t, shell.t))
  const remove = (product: Product) => actors.compare.send({ type: "compare.remove", productId: product._id })
  // Issue 33: on a phone the table is wider than the screen (two of four columns showed, with nothing
  // saying so). Its row names stay in place, the next column peeks in, a line says to swipe, and the
  // right edge fades until the last column is reached.
  const [atEnd, setAtEnd] = useState(false)
  const sideways = products.length > 1
  const gone = ids.length - products.length
  return (
    <div className="mt-4">
      {sideways && (
        <p className="mb-2 flex items-center gap-1 text-sm text-slate-600 sm:hidden">
          {t("account.compare.swipe", { count: products.length })}
          <span aria-hidden="true">→</span>
        </p>
      )}
      <div className="relative">
        <div
          role="region"
          aria-label={t("account.compare.region")}
          // Focusable, so that a keyboard scrolls it too (WCAG 2.1.1).
          tabIndex={0}
          onScroll={(event) => { const box = event.currentTarget; setAtEnd(box.scrollLeft + box.clientWidth >= box.scrollWidth - 2) }}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          <table className="w-max min-w-full table-fixed border-collapse text-sm sm:w-full sm:min-w-[36rem]">
            <caption className="sr-only">{t("account.compare.caption")}</caption>
            <colgroup><col className="w-28 sm:w-40" />{products.map((p) => <col key={p._id} className="w-40 sm:w-auto" />)}</colgroup>
            <thead>
              <tr>
                <td className={`${STICKY} bg-white`} />
                {products.map((product) => {
                  const size = primaryPackSize(product)
                  const option = size === undefined ? undefined : primaryOption(size)
                  const inStock = option !== undefined && option.availablestock > 0
                  return (
                    <th key={product._id} scope="col" className="p-3 text-left align-top font-normal">
                      <div className="relative">
                        <img src={imageSrc(size?.thumbnail)} alt="" width={160} height={160} className="aspect-square w-full max-w-40 rounded-lg bg-slate-50 object-cover" />
                        <button type="button" onClick={() => remove(product)} aria-label={t("account.compare.remove", { name: shownName(product, language) })} className="absolute right-0 top-0 rounded-full bg-white p-1 shadow hover:text-red-700">
                          <CloseIcon width={16} height={16} />
                        </button>
                      </div>
                      <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} lang={nameLang(product, language)} className="mt-2 line-clamp-2 font-semibold hover:text-orange-700">{shownName(product, language)}</Link>
                      <button
                        type="button"
                        disabled={!inStock}
                        onClick={() => { if (size !== undefined && option !== undefined) addToCart(product, size, option) }}
                        className="mt-2 w-full rounded-lg bg-orange-700 px-2 py-1.5 text-xs font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300 disabled:text-slate-600"
                      >
                        {inStock ? shell.t("card.addToCart") : shell.t("card.soldOut")}
                      </button>
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={`border-t border-slate-100 ${row.differ ? "bg-amber-50" : ""}`} data-differ={row.differ}>
                  <th scope="row" className={`${STICKY} p-3 text-left align-top font-semibold text-slate-700 ${row.differ ? "bg-amber-50" : "bg-white"}`}>
                    {row.label}
                    {row.differ && <span className="sr-only"> {t("account.compare.differs")}</span>}
                  </th>
                  {row.values.map((value, i) => <td key={products[i]?._id ?? i} className="break-words p-3 align-top">{value}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {sideways && !atEnd && <div aria-hidden="true" className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-xl bg-gradient-to-l from-white sm:hidden" />}
      </div>
      {gone > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t("account.compare.gone", { count: gone })}{" "}
          <button
            type="button"
            onClick={() => { for (const id of ids) if (!products.some((p) => p._id === id)) actors.compare.send({ type: "compare.remove", productId: id as Product["_id"] }) }}
            className="underline"
          >{t("account.compare.removeGone", { count: gone })}</button>
        </p>
      )}
    </div>
  )
}
