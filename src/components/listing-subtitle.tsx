import { useSelector } from "@xstate/react"
import type { Category, CategoryTag, SubCategory } from "#domain/catalogue.ts"
import { type HindiNamed, nameLang, shownName } from "#domain/catalogue-language.ts"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { useOnClient } from "./hydration.ts"
import { useTexts } from "../i18n/i18n.tsx"

// Issue 39: a listing's subtitle names the levels above what it lists ("Kurtas · Clothing"). The
// listed entry carries their English names only; their Hindi names are in the catalogue the page
// holds, read from there on a Hindi page as the product page's breadcrumb reads them.

/** A level above a listing's entry: the catalogue list it is in, its id where the entry knows it, and the shop's name of it. */
export interface ListingParent {
  readonly level: "superCategories" | "categories" | "subCategories"
  readonly id?: string
  readonly name: string
}

/** A category's subtitle: its super category. */
export const parentsOfCategory = (category: Category): ReadonlyArray<ListingParent> => [
  { level: "superCategories", id: category.superCategoryId, name: category.superCategory }
]

/** A subcategory's subtitle: its category, then its super category. */
export const parentsOfSubCategory = (subCategory: SubCategory): ReadonlyArray<ListingParent> => [
  { level: "categories", id: subCategory.categoryId, name: subCategory.category },
  { level: "superCategories", id: subCategory.superCategoryId, name: subCategory.superCategory }
]

/** A category tag's subtitle: its subcategory, then its super category (known to the tag by name alone). */
export const parentsOfTag = (tag: CategoryTag): ReadonlyArray<ListingParent> => [
  { level: "subCategories", id: tag.SubCategoryId, name: tag.SubCategory },
  { level: "superCategories", name: tag.superCategory }
]

/** The subtitle's words before the listing's count: the parents' names in the page's language, each with " · " after it. */
export function ListingParents({ parents }: { readonly parents: ReadonlyArray<ListingParent> }) {
  const { language } = useTexts()
  // An English page shows the names as the entry carries them, reading nothing else.
  if (language === "en") return <>{parents.map((parent) => `${parent.name} · `).join("")}</>
  return <HindiParents parents={parents} />
}

function HindiParents({ parents }: { readonly parents: ReadonlyArray<ListingParent> }) {
  const { actors } = useApp()
  const onClient = useOnClient()
  const superCategories = useSelector(actors.catalogue.superCategories, (s) => catalogueItems(s, "superCategories"))
  const categories = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories"))
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  // The page brings the super categories and categories, so the server draws their Hindi names as
  // the browser does; the subcategories come from the browser's storage, so they are read once the
  // server's first view is taken over.
  const lists: Readonly<Record<ListingParent["level"], ReadonlyArray<HindiNamed & { readonly _id: string }>>> = {
    superCategories,
    categories,
    subCategories: onClient ? subCategories : []
  }
  return (
    <>
      {parents.map((parent, index) => {
        const named = lists[parent.level].find((entry) => parent.id === undefined ? entry.name === parent.name : entry._id === parent.id) ?? parent
        return <span key={index}><span lang={nameLang(named, "hi")}>{shownName(named, "hi")}</span>{" · "}</span>
      })}
    </>
  )
}
