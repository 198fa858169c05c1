import { createFileRoute, useRouter } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { RETURN_STATUSES, type ReturnStatus } from "#domain/return-status.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { ReturnsAdmin } from "../-admin/returns-list.tsx"

/**
 * The list's place in the URL (status filter, page), kept as it came: it travels in the route tree,
 * in the home page's first chunk (DESIGN §6 budget), so the loader checks it (`placeOf`).
 */
const validateSearch = (raw: Record<string, unknown>) => raw as { page?: number; status?: string }

const Page = Schema.Number.pipe(Schema.int(), Schema.between(1, 100_000))
/** A malformed page or an unknown status is dropped (STYLE §7). */
const placeOf = (search: { readonly page?: unknown; readonly status?: unknown }): { page: number; status?: ReturnStatus } => {
  const page = Schema.decodeUnknownEither(Page)(search.page)
  const status = RETURN_STATUSES.find((known) => known === search.status)
  return { page: Either.isRight(page) ? page.right : 1, ...(status === undefined ? {} : { status }) }
}

/** /admin/returns (issue 19 item 3): every return and exchange request, by status; each step the request's machine allows. */
export const Route = createFileRoute("/_layout/admin/returns")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.returns(placeOf(deps)))),
  component: ReturnsScreen
})

function ReturnsScreen() {
  const result = Route.useLoaderData()
  const { status } = placeOf(Route.useSearch())
  const router = useRouter()
  return <ReturnsAdmin result={result} filter={status} onChanged={() => router.invalidate()} />
}
