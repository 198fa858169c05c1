import { useSelector } from "@xstate/react"
import { useId, useState } from "react"
import { fromPromise } from "xstate"
import type { Id } from "#domain/common.ts"
import { failureSentence, type KeptFailure } from "#domain/failure-words.ts"
import { pathInLanguage } from "#domain/language.ts"
import type { messages } from "#domain/messages/reviews.en.ts"
import { formatCount } from "#domain/money.ts"
import {
  averageText, BODY_MAX, distributionRows, type MyReviewAnswer, type RatingSummary, type Review, REVIEW_REFUSALS, type ReviewRefusal, type ReviewSort, TITLE_MAX
} from "#domain/review.ts"
import { type ReviewsLoaded, reviewsMachine, reviewsReady } from "#machines/reviews.machine.ts"
import { reviewCall } from "../app/api-tags.ts"
import { useApp } from "../app/app-context.tsx"
import type { ApiRuntime } from "../app/runtime.ts"
import { useScreenActor } from "../app/use-screen-actor.ts"
import { sameFields } from "../app/same-fields.ts"
import { formatDay } from "./dates.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import { type Translate, useTexts } from "../i18n/i18n.tsx"
import { reviewsTexts } from "../i18n/texts/reviews.ts"

// The product page's "Ratings & Reviews" (issue 19 item 1, ADR 030): loaded lazily below the
// product, its state in the reviews machine (machines/reviews.machine.ts) with the review calls.

const SORTS: ReadonlyArray<ReviewSort> = ["newest", "helpful"]
/** The sorts' names ("Newest", "Most helpful" in English). */
const SORT_KEYS: { readonly [S in ReviewSort]: keyof typeof messages } = { newest: "reviews.newest", helpful: "reviews.helpfulFirst" }

/** The key of the text for each of the server's refusals of a review (domain/review.ts `REVIEW_REFUSALS`). */
const REFUSAL_KEYS: { readonly [R in ReviewRefusal]: keyof typeof messages } = {
  cannotRate: "reviews.cannotRate", needTitle: "reviews.needTitle", titleTooLong: "reviews.titleTooLong", bodyTooLong: "reviews.bodyTooLong"
}

/**
 * The server's refusals by the sentence it sends: the form says them in the page's language.
 * Another failure is said as every failed call is (`useFailureSentence`).
 */
const REFUSALS: ReadonlyMap<string, keyof typeof messages> = new Map(
  (Object.keys(REFUSAL_KEYS) as ReadonlyArray<ReviewRefusal>).map((refusal) => [REVIEW_REFUSALS[refusal], REFUSAL_KEYS[refusal]])
)

/** A refusal of the server's in the page's words; undefined for another sentence. */
const refusalText = (sentence: string, t: Translate<keyof typeof messages>): string | undefined => {
  const key = REFUSALS.get(sentence)
  return key === undefined ? undefined : t(key, { max: key === "reviews.titleTooLong" ? formatCount(TITLE_MAX) : formatCount(BODY_MAX) })
}

/** The section's machine, its calls the review feature's over the one runtime (src/app/review-api.ts). */
const reviewsLogic = (runtime: ApiRuntime) =>
  reviewsMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }): Promise<ReviewsLoaded> => {
        const [list, mine] = await Promise.all([
          runtime.runPromise(reviewCall((api) => api.list(input.slug, input.sort, input.page)), { signal }),
          input.signedIn ? runtime.runPromise(reviewCall((api) => api.mine(input.slug)), { signal }) : Promise.resolve(null)
        ])
        const { summary, reviews, sort, page, limit, total } = list
        return { page: { summary, reviews, sort, page, limit, total }, mine: mine === null ? null : { review: mine.review, canRate: mine.canRate, votes: mine.votes } }
      }),
      save: fromPromise(async ({ input }) => {
        const { review, summary } = await runtime.runPromise(reviewCall((api) => api.save(input.slug, input.input)))
        return { review, summary }
      }),
      vote: fromPromise(async ({ input }) => {
        const { reviewId, helpfulCount } = await runtime.runPromise(reviewCall((api) => api.vote(input.reviewId)))
        return { reviewId, helpfulCount }
      })
    }
  })

/** "★★★★☆" for the eye; the words for a screen reader. */
function Stars({ rating, className = "" }: { readonly rating: number; readonly className?: string }) {
  const { t } = useTexts(reviewsTexts)
  return (
    <span className={className}>
      <span aria-hidden="true" className="tracking-tight text-amber-600">{"★".repeat(rating)}<span className="text-slate-300">{"★".repeat(5 - rating)}</span></span>
      <span className="sr-only">{t("reviews.rated", { rating })}</span>
    </span>
  )
}

function Summary({ summary }: { readonly summary: RatingSummary }) {
  const { t } = useTexts(reviewsTexts)
  if (summary.count === 0 || summary.average === null) return <p className="text-slate-600">{t("reviews.noRatings")}</p>
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div className="text-center sm:text-left">
        <p className="text-4xl font-bold">{averageText(summary.average)}<span className="text-base font-normal text-slate-600"> {t("reviews.outOf5")}</span></p>
        <Stars rating={Math.round(summary.average)} className="text-xl" />
        <p className="text-sm text-slate-600">{t("reviews.ratingsCount", { count: summary.count })}</p>
      </div>
      <ul aria-label={t("reviews.byStars")} className="space-y-1 text-sm">
        {distributionRows(summary).map((row) => (
          <li key={row.stars} className="grid grid-cols-[3.5rem_1fr_3rem] items-center gap-2">
            <span>{t("reviews.stars", { stars: row.stars })}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="text-right text-slate-600">{row.percent}%<span className="sr-only"> ({t("reviews.ratingsCount", { count: row.count })})</span></span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReviewItem({ review, mine, busy, onVote }: {
  readonly review: Review
  readonly mine: MyReviewAnswer | null
  readonly busy: boolean
  readonly onVote: (id: Id) => void
}) {
  const { t, language } = useTexts(reviewsTexts)
  const own = mine?.review?._id === review._id
  const voted = mine?.votes.includes(review._id) === true
  return (
    <li className="space-y-1 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.title !== "" && <h3 className="font-semibold">{review.title}</h3>}
      </div>
      {review.body !== "" && <p className="whitespace-pre-line text-slate-700">{review.body}</p>}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{t(own ? "reviews.bylineOwn" : "reviews.byline", { author: review.author, date: formatDay(review.createdAt, language) })}</span>
        {review.verified && <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">{t("reviews.verified")}</span>}
      </p>
      {mine !== null && !own ? (
        <button type="button" disabled={voted || busy} aria-pressed={voted} onClick={() => onVote(review._id)}
          className="rounded-lg border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:text-slate-600 disabled:hover:bg-transparent">
          {t("reviews.helpful", { count: review.helpfulCount })}
        </button>
      ) : (
        review.helpfulCount > 0 && <p className="text-sm text-slate-600">{t("reviews.foundHelpful", { count: review.helpfulCount })}</p>
      )}
    </li>
  )
}

function ReviewForm({ mine, busy, problem, onSave }: {
  readonly mine: MyReviewAnswer
  readonly busy: boolean
  readonly problem: KeptFailure | null
  readonly onSave: (input: { readonly rating: number; readonly title: string; readonly body: string }) => void
}) {
  const id = useId()
  const { t } = useTexts(reviewsTexts)
  const [rating, setRating] = useState(mine.review?.rating ?? 0)
  const [title, setTitle] = useState(mine.review?.title ?? "")
  const [body, setBody] = useState(mine.review?.body ?? "")
  const [check, setCheck] = useState<string | null>(null)
  // A refusal of the review's own is said from its texts; any other failure as every failed call is.
  const refused = problem === null ? undefined : refusalText(failureSentence(problem), t)
  const failed = useFailureSentence(refused === undefined ? problem : null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (rating < 1) return setCheck(t("reviews.chooseStars"))
    if (body.trim() !== "" && title.trim() === "") return setCheck(t("reviews.needTitle"))
    setCheck(null)
    onSave({ rating, title, body })
  }
  const shown = check ?? refused ?? failed
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="font-semibold">{mine.review === null ? t("reviews.rate") : t("reviews.edit")}</h3>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t("reviews.yourRating")}</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={`flex cursor-pointer items-center gap-1 rounded-lg border px-2.5 py-1.5 text-sm has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-orange-700 ${stars <= rating ? "border-amber-400" : "border-slate-300"}`}>
              <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="sr-only" />
              {t("reviews.stars", { stars })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-700">{t("reviews.reviewTitle")}</label>
        <input id={`${id}-title`} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2" />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-700">{t("reviews.yourReview")}</label>
        <textarea id={`${id}-body`} rows={4} value={body} maxLength={BODY_MAX} onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id}-hint`} className="w-full rounded-lg border border-slate-300 px-3 py-2" />
        <p id={`${id}-hint`} className="text-xs text-slate-600">{t("reviews.hint")}</p>
      </div>
      {shown !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{shown}</p>}
      <button type="submit" disabled={busy} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800 disabled:opacity-50">
        {busy ? t("reviews.saving") : mine.review === null ? t("reviews.submit") : t("reviews.update")}
      </button>
    </form>
  )
}

/** The section, for a product. */
export default function ReviewsSection({ slug }: { readonly slug: string }) {
  const { actors } = useApp()
  const signedIn = useSelector(actors.auth, (s) => s.context.isAuth)
  // A new actor for another product or a change of session (its own review and votes are the session's).
  return <Reviews key={`${slug}:${signedIn}`} slug={slug} signedIn={signedIn} />
}

function Reviews({ slug, signedIn }: { readonly slug: string; readonly signedIn: boolean }) {
  const { runtime } = useApp()
  const { t, language } = useTexts(reviewsTexts)
  // The section's actor for its life, a child of the shop's root (src/app/use-screen-actor.ts).
  const actor = useScreenActor("reviews", () => reviewsLogic(runtime), { slug, signedIn })
  const { list, mine, problem, formProblem, saved, sort, loading, failed, saving, ready } = useSelector(actor, (s) => ({
    list: s.context.list, mine: s.context.mine, problem: s.context.problem, formProblem: s.context.formProblem,
    saved: s.context.saved, sort: s.context.sort,
    loading: s.matches({ list: "pending" }), failed: s.matches({ list: "failed" }), saving: s.matches({ save: "pending" }),
    // A sort, a page or a vote waits while a call is in flight, or while the list is not shown.
    ready: reviewsReady(s)
  }), sameFields)
  const problemText = useFailureSentence(problem)
  const pages = list === null ? 1 : Math.max(1, Math.ceil(list.total / list.limit))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className="mt-10 space-y-6 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-bold">{t("reviews.title")}</h2>
      {list !== null && <Summary summary={list.summary} />}
      {saved && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{t("reviews.saved")}</p>}
      {mine !== null && mine.canRate ? (
        <ReviewForm key={mine.review?.updatedAt ?? "new"} mine={mine} busy={saving} problem={formProblem} onSave={(input) => actor.send({ type: "reviews.save", input })} />
      ) : list !== null && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {signedIn ? t("reviews.cannotRate") : <>{t("reviews.signInToRate")} <a href={pathInLanguage("/login", language)} className="font-semibold text-orange-700 underline">{t("reviews.signIn")}</a></>}
        </p>
      )}
      {problemText !== null && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problemText}{" "}
          {failed && <button type="button" onClick={() => actor.send({ type: "reviews.load" })} className="font-semibold underline">{t("reviews.tryAgain")}</button>}
        </p>
      )}
      {list === null ? (
        loading && <p role="status" className="text-slate-600">{t("reviews.loading")}</p>
      ) : list.total === 0 ? (
        <p className="text-slate-600">{t("reviews.none")}</p>
      ) : (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{t("reviews.count", { count: list.total, total: list.total })}</h3>
            <label className="flex items-center gap-2 text-sm">
              {t("reviews.sortBy")}
              <select value={sort} disabled={!ready} onChange={(e) => actor.send({ type: "reviews.sort", sort: e.target.value as ReviewSort })}
                className="rounded-lg border border-slate-300 px-2 py-1.5">
                {SORTS.map((s) => <option key={s} value={s}>{t(SORT_KEYS[s])}</option>)}
              </select>
            </label>
          </div>
          <ul className="divide-y divide-slate-100">
            {list.reviews.map((review) => (
              <ReviewItem key={review._id} review={review} mine={mine} busy={!ready} onVote={(reviewId) => actor.send({ type: "reviews.vote", reviewId })} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t("reviews.pages")} className="flex items-center justify-center gap-3 text-sm">
              <button type="button" disabled={list.page <= 1 || !ready} onClick={() => actor.send({ type: "reviews.page", page: list.page - 1 })}
                className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50 disabled:text-slate-500">{t("reviews.previous")}</button>
              <span>{t("reviews.pageOf", { page: list.page, pages })}</span>
              <button type="button" disabled={list.page >= pages || !ready} onClick={() => actor.send({ type: "reviews.page", page: list.page + 1 })}
                className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50 disabled:text-slate-500">{t("reviews.next")}</button>
            </nav>
          )}
        </div>
      )}
    </section>
  )
}
