import { Fragment, useId, type ReactNode } from "react"
import { type Language, pathInLanguage } from "#domain/language.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { formatDay } from "../dates.ts"

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December"
] as const

/**
 * "2026-11-20" as "20 November 2026", written out rather than through Intl (money.ts says why); in
 * Hindi as every Hindi date reads ('20 नवंबर 2026', src/components/dates.ts).
 */
export const formatLongDate = (isoDate: string, language: Language = "en"): string => {
  if (language === "hi") return formatDay(isoDate, language)
  const [year, month, day] = isoDate.split("-").map(Number)
  const name = month === undefined ? undefined : MONTHS[month - 1]
  return name === undefined || day === undefined ? isoDate : `${day} ${name} ${year}`
}

/** How a page draws a marked part of a message (`<refund>Refund Policy</refund>`): its words given. */
export type Marks = Readonly<Record<string, (words: string) => ReactNode>>

const PLAIN_MARKS: Marks = {
  b: (words) => <strong>{words}</strong>,
  em: (words) => <em>{words}</em>,
  code: (words) => <code>{words}</code>
}

/**
 * A message with marks as elements: `<b>…</b>`, `<em>…</em>`, `<code>…</code>`, and the links the page
 * names (`marks`). Marks are not nested; a mark the page does not know is drawn as its words.
 */
export const rich = (text: string, marks: Marks = {}): ReactNode => {
  const parts: Array<ReactNode> = []
  const pattern = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g
  let last = 0
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    const [whole, name = "", words = ""] = found
    if (found.index > last) parts.push(text.slice(last, found.index))
    const draw = marks[name] ?? PLAIN_MARKS[name]
    parts.push(<Fragment key={found.index}>{draw === undefined ? words : draw(words)}</Fragment>)
    last = found.index + whole.length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}

/** The shop's pages a message links to by name (`<refund>…</refund>`). */
const PAGE_LINKS = {
  refund: "/RefundPolicy",
  cancellation: "/CancellationPolicy",
  account: "/my-account",
  contact: "/Content1",
  affiliate: "/Affiliate",
  career: "/Career",
  wishlist: "/wishlist",
  compare: "/Compare"
} as const

/** Links to the shop's pages in the page's language (a Hindi page's links stay under /hi). */
export const pageLinks = (language: Language): Marks =>
  Object.fromEntries(Object.entries(PAGE_LINKS).map(([name, path]) => [name, (words: string) => <a href={pathInLanguage(path, language)}>{words}</a>]))

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
  const { t, language } = useTexts(pagesTexts)
  return (
    <article aria-labelledby={titleId} className={`mx-auto py-4 sm:py-8 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <header className="border-b border-slate-200 pb-5">
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {lastUpdated !== undefined && (
          <p className="mt-2 text-sm text-slate-500">
            {rich(t("pages.lastUpdated", { date: formatLongDate(lastUpdated, language) }), {
              date: (date) => <time dateTime={lastUpdated}>{date}</time>
            })}
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
