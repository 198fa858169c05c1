import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { visibleCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../app/app-context.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { browseTexts } from "../../i18n/texts/browse.ts"

/** /searchproductpage: the search screen (the search box sits in the bar above) with categories to browse. */
export const Route = createFileRoute("/_bare/searchproductpage")({
  component: function SearchPage() {
    const { actors } = useApp()
    const { t, language } = useTexts(browseTexts)
    const categories = useSelector(actors.catalogue.categories, visibleCategories)
    return (
      <div>
        <h1 className="text-2xl font-bold">{t("browse.searchTitle")}</h1>
        <p className="mt-1 text-slate-600">{t("browse.searchHint")}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c._id}>
              <Link to="/category/$category" params={{ category: c.slugUrl }} lang={nameLang(c, language)} className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-orange-500 hover:text-orange-700">{shownName(c, language)}</Link>
            </li>
          ))}
        </ul>
      </div>
    )
  }
})
