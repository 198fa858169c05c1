import { Await, Link } from "@tanstack/react-router"
import { useTexts } from "../../../i18n/i18n.tsx"
import { browseTexts } from "../../../i18n/texts/browse.ts"

/**
 * "Did you mean" under a search that found nothing (issue 19 item 5, ADR 033): the closest queries
 * as links, from the route's loader, deferred: the results draw at once and these join them.
 */
export function DidYouMean({ closest }: { readonly closest: Promise<ReadonlyArray<string>> }) {
  return (
    <Await promise={closest} fallback={null}>
      {(queries) => <ClosestQueries closest={queries} />}
    </Await>
  )
}

function ClosestQueries({ closest }: { readonly closest: ReadonlyArray<string> }) {
  const { t } = useTexts(browseTexts)
  if (closest.length === 0) return null
  // The links sit where the sentence puts its {queries}, in either language.
  const [before = "", after = ""] = t("browse.didYouMean", { queries: "\u0000" }).split("\u0000")
  return (
    <p className="mt-4 text-center">
      {before}
      {closest.map((query, i) => (
        <span key={query}>
          {i > 0 && (i === closest.length - 1 ? t("browse.or") : ", ")}
          <Link to="/product-search/$search" params={{ search: query }} className="font-semibold text-orange-700 underline">{query}</Link>
        </span>
      ))}
      {after}
    </p>
  )
}
