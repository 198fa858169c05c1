import { createFileRoute, Link, useNavigate, useRouter } from "@tanstack/react-router"
import { useId, useState } from "react"
import { type AdminReview, HIDE_REASON_MAX } from "#domain/review.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/** The list's page in the URL (`?page=2`); a malformed value is page 1 (STYLE §7). */
const pageOf = (search: unknown): number => {
  const page = Number((search as { readonly page?: unknown } | undefined)?.page)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/**
 * /admin/reviews (issue 19 item 1, ADR 030): every review, newest first; hide an abusive one with a
 * reason, or show it again. The page is checked by the loader, not by a search check of the route's:
 * a route's options stay in the first chunk every page loads, its loader does not (DESIGN §6).
 */
export const Route = createFileRoute("/_layout/admin/reviews")({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.reviews(pageOf(deps)))),
  component: ReviewsAdmin
})

function ReviewsAdmin() {
  const result = Route.useLoaderData()
  const navigate = useNavigate({ from: "/admin/reviews" })
  const router = useRouter()
  const call = useCall(() => router.invalidate())
  // The review whose hiding waits for the admin's confirmation and reason.
  const [hiding, setHiding] = useState<AdminReview | null>(null)
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const hide = (review: AdminReview, reason: string) => {
    call.run(review._id, `The review by ${review.clientName} is hidden.`, adminCall((api) => api.setReviewVisibility(review._id, { hidden: true, reason })))
    setHiding(null)
  }
  return (
    <section aria-labelledby="reviews" className="space-y-4">
      <h2 id="reviews" className="text-xl font-semibold">Reviews <span className="text-sm font-normal text-slate-500">({result.total})</span></h2>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {result.reviews.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">No reviews yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {result.reviews.map((review) => (
            <li key={review._id} aria-label={`Review by ${review.clientName} of ${review.productName}`} className={`flex flex-wrap items-start gap-3 px-4 py-3 text-sm ${review.hidden ? "bg-slate-50" : ""}`}>
              <div className="min-w-0 flex-1 space-y-0.5">
                <p>
                  <span className="font-semibold">{review.rating} of 5</span>
                  {review.title !== "" && <span className="ml-2 font-semibold">{review.title}</span>}
                  {review.verified && <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">Verified Buyer</span>}
                  {review.hidden && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">Hidden</span>}
                </p>
                {review.body !== "" && <p className="text-slate-700">{review.body}</p>}
                <p className="text-slate-600">
                  {review.clientName} on{" "}
                  <Link to="/product-info/$producturl" params={{ producturl: review.productSlug }} className="text-orange-700 underline">{review.productName}</Link>
                  {" "}· {formatWhen(review.createdAt)} · {review.helpfulCount} helpful
                </p>
                {review.hidden && (
                  <p className="text-slate-600">Hidden by {review.hiddenBy ?? "an admin"}{review.hiddenAt === null ? "" : ` on ${formatWhen(review.hiddenAt)}`}: {review.hiddenReason}</p>
                )}
              </div>
              {review.hidden ? (
                <button type="button" disabled={call.busy(review._id)} className={secondaryButtonClass}
                  onClick={() => call.run(review._id, `The review by ${review.clientName} is shown again.`, adminCall((api) => api.setReviewVisibility(review._id, { hidden: false })))}>
                  Show
                </button>
              ) : (
                <button type="button" disabled={call.busy(review._id)} onClick={() => setHiding(review)} className={`${secondaryButtonClass} text-red-700`}>
                  Hide
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={hiding !== null} onClose={() => setHiding(null)} label={hiding === null ? "Hide a review" : `Hide the review by ${hiding.clientName}`}>
        {hiding !== null && <HideForm key={hiding._id} review={hiding} onConfirm={(reason) => hide(hiding, reason)} onKeep={() => setHiding(null)} />}
      </Dialog>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: { page: result.page - 1 } })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: { page: result.page + 1 } })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}

/** Hiding asks first, with the reason (kept with the review, for the other admins). */
function HideForm({ review, onConfirm, onKeep }: { readonly review: AdminReview; readonly onConfirm: (reason: string) => void; readonly onKeep: () => void }) {
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    const said = reason.trim()
    if (said === "") return setProblem("Please say why the review is hidden.")
    setProblem(null)
    onConfirm(said)
  }
  return (
    <form onSubmit={confirm} noValidate className="space-y-4 p-6 text-sm">
      <h2 className="pr-8 text-lg font-semibold">Hide this review?</h2>
      <p className="text-slate-600">
        {review.clientName}&apos;s review of {review.productName} will no longer be shown, and its {review.rating} stars leave the product&apos;s rating. You can show it again later.
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block font-medium text-slate-700">Reason</label>
        <textarea id={`${id}-reason`} rows={3} required maxLength={HIDE_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)}
          aria-invalid={problem !== null} aria-describedby={problem === null ? undefined : `${id}-problem`} className={inputClass} />
      </div>
      {problem !== null && <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onKeep} className={secondaryButtonClass}>Keep it shown</button>
        <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">Hide review</button>
      </div>
    </form>
  )
}
