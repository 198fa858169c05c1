import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { superCategorySlug } from "#domain/search-suggestions.ts"
import { visibleCategories, visibleSuperCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../app/app-context.tsx"

/** /mobcategory: every visible category grouped by super category, for phones. */
export const Route = createFileRoute("/_layout/mobcategory")({
  component: function MobileCategories() {
    const { actors } = useApp()
    const superCategories = useSelector(actors.catalogue.superCategories, visibleSuperCategories)
    const categories = useSelector(actors.catalogue.categories, visibleCategories)
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Categories</h1>
        {superCategories.map((sc) => (
          <section key={sc._id}>
            <h2 className="mb-2 font-semibold text-slate-700">{sc.name}</h2>
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
              {categories.filter((c) => c.superCategory === sc.name).map((c) => (
                <li key={c._id}>
                  <Link to="/search/$super_category/$category" params={{ super_category: superCategorySlug(sc.name), category: c.slugUrl }} className="block text-center text-sm">
                    <img src={c.desktopImage} alt="" width={96} height={96} loading="lazy" className="mx-auto aspect-square w-full rounded-xl bg-slate-100 object-cover" />
                    <span className="mt-1 block">{c.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    )
  }
})
