import { Link } from "@tanstack/react-router"
import type { Category } from "#domain/catalogue.ts"
import { superCategorySlug } from "#domain/search-submit.ts"

/** A super category's categories as image tiles, each linking to /search/{superCategory}/{slugUrl}. */
export function CategoryTiles({ superCategory, categories }: { readonly superCategory: string; readonly categories: ReadonlyArray<Category> }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-8">
      {categories.map((c) => (
        <li key={c._id}>
          <Link to="/search/$super_category/$category" params={{ super_category: superCategorySlug(superCategory), category: c.slugUrl }} className="block text-center">
            <img src={c.desktopImage} alt="" width={150} height={150} loading="lazy" className="aspect-square w-full rounded-full bg-slate-100 object-cover" />
            <span className="mt-1 block text-sm font-medium">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
