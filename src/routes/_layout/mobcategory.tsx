import { createFileRoute } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { visibleCategories, visibleSuperCategories } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../../app/app-context.tsx"
import { CategoryTiles } from "../../components/category-tiles.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { nameLang, shownName } from "#domain/catalogue-language.ts"

/** /mobcategory: every visible category grouped by super category, for phones. */
export const Route = createFileRoute("/_layout/mobcategory")({
  component: function MobileCategories() {
    const { actors } = useApp()
    // The bottom bar's own word for this screen (the shell's texts).
    const { t, language } = useTexts()
    const superCategories = useSelector(actors.catalogue.superCategories, visibleSuperCategories)
    const categories = useSelector(actors.catalogue.categories, visibleCategories)
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("bottom.categories")}</h1>
        {superCategories.map((sc) => (
          <section key={sc._id}>
            <h2 lang={nameLang(sc, language)} className="mb-2 font-semibold text-slate-700">{shownName(sc, language)}</h2>
            <CategoryTiles superCategory={sc.name} categories={categories.filter((c) => c.superCategory === sc.name)} />
          </section>
        ))}
      </div>
    )
  }
})
