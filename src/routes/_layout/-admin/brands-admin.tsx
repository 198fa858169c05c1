import { useSelector } from "@xstate/react"
import { useState } from "react"
import type { Brand } from "#domain/brand.ts"
import { sameFields } from "../../../app/same-fields.ts"
import { Pending } from "../../../components/pending.tsx"
import { CallError, countOf, RowPicture, secondaryButtonClass, useAdminActors } from "./admin-kit.tsx"
import { BrandForm } from "./brand-form.tsx"

/**
 * /admin/brands (issue 6, §3, §4): every brand, shown or hidden, from the admin's brand actor; hide or
 * show, edit in the form beside the list, delete (asked first).
 */
export function BrandsAdmin() {
  const admin = useAdminActors()
  const list = useSelector(admin.brands, (s) => ({
    brands: s.context.brands,
    shown: s.context.shownBrands.length,
    problem: s.context.problem ?? s.context.error,
    loading: s.context.listLoading,
    // A call in flight disables its buttons; a failed one (its §8 flag stays true) does not.
    updating: s.matches({ update: "pending" }),
    deleting: s.matches({ delete: "pending" })
  }), sameFields)
  const [editing, setEditing] = useState<Brand | null>(null)
  const [formKey, setFormKey] = useState(0)
  const setShow = (brand: Brand, show: boolean) => {
    const { _id, ...input } = brand
    admin.brands.send({ type: "brand.update", id: _id, input: { ...input, show } })
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="brand-list" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="brand-list" className="text-xl font-semibold">Brands</h2>
          <p className="text-sm text-slate-500">{countOf(list.brands.length, "brand", "brands")}, {list.shown.toLocaleString("en-IN")} shown in the storefront</p>
        </div>
        <CallError text={list.problem} />
        {list.loading && list.brands.length === 0 ? (
          <Pending />
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {list.brands.map((brand) => (
              <li key={brand._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <RowPicture src={brand.desktopImage} name={brand.name} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{brand.name}</p>
                  <p className="truncate text-xs text-slate-500">/{brand.slugUrl} · {countOf(brand.categories.length, "category", "categories")}</p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${brand.show ? "bg-green-50 text-green-700" : "bg-slate-100 text-slate-600"}`}>
                  {brand.show ? "Shown" : "Hidden"}
                </span>
                <div className="flex gap-2">
                  <button type="button" disabled={list.updating} onClick={() => setShow(brand, !brand.show)} className={secondaryButtonClass} aria-label={`${brand.show ? "Hide" : "Show"} ${brand.name}`}>
                    {brand.show ? "Hide" : "Show"}
                  </button>
                  <button type="button" onClick={() => { setEditing(brand); setFormKey((k) => k + 1) }} className={secondaryButtonClass} aria-label={`Edit ${brand.name}`}>Edit</button>
                  <button
                    type="button"
                    disabled={list.deleting}
                    onClick={() => { if (confirm(`Delete ${brand.name}? A brand with products cannot be deleted; hide it instead.`)) admin.brands.send({ type: "brand.delete", id: brand._id }) }}
                    className={`${secondaryButtonClass} text-red-700`}
                    aria-label={`Delete ${brand.name}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <BrandForm key={formKey} editing={editing} brands={list.brands} onDone={() => { setEditing(null); setFormKey((k) => k + 1) }} />
    </div>
  )
}
