import { useId, type ReactNode } from "react"

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December"
] as const

/** "2026-11-20" as "20 November 2026", written out rather than through Intl (money.ts says why). */
export const formatLongDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split("-").map(Number)
  const name = month === undefined ? undefined : MONTHS[month - 1]
  return name === undefined || day === undefined ? isoDate : `${day} ${name} ${year}`
}

/** A link in text outside the running-text styles: orange, underlined, with a visible focus ring. */
export const TEXT_LINK =
  "font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"

/** Running text: paragraphs, lists, links and tables styled once for every policy page. */
const PROSE = [
  "text-[15px] leading-7 text-slate-700",
  "[&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5",
  "[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-orange-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-orange-800",
  "[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-orange-600"
].join(" ")

/**
 * The frame of every company and customer-service page: one h1, an optional lead paragraph and
 * last-updated date, then the page's sections. `wide` is for pages with a side column (contact).
 */
export function ContentPage({ title, lead, lastUpdated, wide = false, children }: {
  readonly title: string
  readonly lead?: ReactNode
  /** ISO date (YYYY-MM-DD) of the last revision, for policies. */
  readonly lastUpdated?: string
  readonly wide?: boolean
  readonly children: ReactNode
}) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className={`mx-auto py-4 sm:py-8 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <header className="border-b border-slate-200 pb-5">
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lastUpdated !== undefined && (
          <p className="mt-2 text-sm text-slate-500">
            Last updated <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
        )}
        {lead !== undefined && <p className="mt-3 text-base leading-7 text-slate-600 sm:text-lg">{lead}</p>}
      </header>
      <div className="mt-2">{children}</div>
    </article>
  )
}

/** A titled part of a page (an h2), its body in running-text style. */
export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className={PROSE}>{children}</div>
    </section>
  )
}

/** Running text outside a Section (e.g. inside an FAQ answer or a card). */
export function Prose({ children, className = "" }: { readonly children: ReactNode; readonly className?: string }) {
  return <div className={`${PROSE} ${className}`}>{children}</div>
}

/** A highlighted box for what a shopper most needs to know on a page. */
export function Callout({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId()
  return (
    <aside aria-labelledby={headingId} className="mt-6 rounded-xl border border-orange-200 bg-orange-50 p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-orange-900">{title}</h2>
      <div className={`${PROSE} [&>*:first-child]:mt-1`}>{children}</div>
    </aside>
  )
}
