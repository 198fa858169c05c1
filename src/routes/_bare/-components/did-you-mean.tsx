import { Link } from "@tanstack/react-router"
import { Suspense, use, useMemo } from "react"
import { searchCall } from "../../../app/api-tags.ts"
import { useApp } from "../../../app/app-context.tsx"

/**
 * "Did you mean" under a search that found nothing (issue 19 item 5, ADR 033): the closest queries
 * as links. Its call's client (src/app/search-api.ts) loads only then, read with React's `use`
 * under Suspense; the route's loader, which stays in the route tree every page loads, is unchanged.
 */
export function DidYouMean({ text }: { readonly text: string }) {
  const { runtime } = useApp()
  const asked = useMemo(() => runtime.runPromise(searchCall((api) => api.closest(text))), [runtime, text])
  return (
    <Suspense fallback={null}>
      <ClosestQueries asked={asked} />
    </Suspense>
  )
}

function ClosestQueries({ asked }: { readonly asked: Promise<ReadonlyArray<string>> }) {
  const closest = use(asked)
  if (closest.length === 0) return null
  return (
    <p className="mt-4 text-center">
      Did you mean{" "}
      {closest.map((query, i) => (
        <span key={query}>
          {i > 0 && (i === closest.length - 1 ? " or " : ", ")}
          <Link to="/product-search/$search" params={{ search: query }} className="font-semibold text-orange-700 underline">{query}</Link>
        </span>
      ))}
      ?
    </p>
  )
}
