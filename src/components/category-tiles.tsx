import { Link } from "@tanstack/react-router"
import type { Category } from "#domain/catalogue.ts"
import { superCategorySlug } from "#domain/search-submit.ts"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { imageSrc } from "#domain/common.ts"

/** A super category's categories as image tiles, each linking to /search/{superCategory}/{slugUrl}. */
export function CategoryTiles({ superCategory, categories }: { readonly superCategory: string; readonly categories: ReadonlyArray<Category> }) {
  const { language } = useTexts()
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-8">
      {categories.map((c) => (
        <li key={c._id}>
          <Link to="/search/$super_category/$category" params={{ super_category: superCategorySlug(superCategory), category: c.slugUrl }} className="block text-center">
            <img src={imageSrc(c.desktopImage)} alt="" width={150} height={150} loading="lazy" className="aspect-square w-full rounded-full bg-slate-100 object-cover" />
            <span lang={nameLang(c, language)} className="mt-1 block text-sm font-medium">{shownName(c, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
