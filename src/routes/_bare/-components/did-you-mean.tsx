import { Await, Link } from "@tanstack/react-router"

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
