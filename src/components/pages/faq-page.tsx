import { useId, useState, type KeyboardEvent, type ReactNode } from "react"
import { COMPARE_LIMIT } from "#domain/compare.ts"
import { type Language, pathInLanguage } from "#domain/language.ts"
import { RETURN_WINDOW_DAYS } from "#domain/order.ts"
import { WISHLIST_LIMIT } from "#domain/wishlist.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { pagesTexts } from "../../i18n/texts/pages.ts"
import { COMPANY } from "./company.ts"
import { ContentPage, pageLinks, Prose, rich, TEXT_LINK } from "./content-page.tsx"
import { allSteps, cancellableSteps, firstUncancellableStep, type PagesTranslate, refundTimelines, shopTerms } from "./shop-terms.ts"

interface Question {
  /** Stable within the page; used for the button's and the panel's ids. */
  readonly key: string
  readonly question: string
  readonly answer: ReactNode
}

interface Topic {
  /** Stable within the page; used for the heading's id. */
  readonly key: string
  readonly title: string
  readonly questions: ReadonlyArray<Question>
}

/** The questions by topic, in the page's language. */
const topics = (t: PagesTranslate, language: Language): ReadonlyArray<Topic> => {
  const terms = shopTerms(t)
  const links = pageLinks(language)
  return [
    {
      key: "delivery-and-fees",
      title: t("pages.faq.delivery"),
      questions: [
        {
          key: "delivery-charges",
          question: t("pages.faq.deliveryQ"),
          answer: <><p>{terms.delivery}</p><p>{terms.smallCart}</p><p>{t("pages.faq.deliveryA")}</p></>
        },
        {
          key: "handling-fee",
          question: t("pages.faq.handlingQ"),
          answer: <p>{t("pages.faq.handlingA", { handling: terms.handling })}</p>
        },
        {
          key: "rain-fee",
          question: t("pages.faq.rainQ"),
          answer: <p>{terms.rain}</p>
        },
        {
          key: "gst",
          question: t("pages.faq.gstQ"),
          answer: <p>{t("pages.faq.gstA")}</p>
        }
      ]
    },
    {
      key: "payments-and-offers",
      title: t("pages.faq.payments"),
      questions: [
        {
          key: "payment-methods",
          question: t("pages.faq.payQ"),
          answer: <p>{t("pages.faq.payA")}</p>
        },
        {
          key: "cash-on-delivery",
          question: t("pages.faq.codQ"),
          answer: <p>{t("pages.faq.codA")}</p>
        },
        {
          key: "payment-declined",
          question: t("pages.faq.declinedQ"),
          answer: <><p>{t("pages.faq.declinedA1")}</p><p>{t("pages.faq.declinedA2")}</p></>
        },
        {
          key: "welcome-coupon",
          question: t("pages.faq.welcomeQ"),
          answer: <p>{terms.welcome}</p>
        }
      ]
    },
    {
      key: "orders",
      title: t("pages.faq.orders"),
      questions: [
        {
          key: "order-tracking",
          question: t("pages.faq.trackQ"),
          answer: (
            <>
              <p>{rich(t("pages.faq.trackA1", { path: pathInLanguage("/order-tracking/", language), example: pathInLanguage("/order-tracking/BZ-000123", language) }))}</p>
              <p>{t("pages.faq.trackA2", { steps: allSteps(t) })}</p>
            </>
          )
        },
        {
          key: "cancel-order",
          question: t("pages.faq.cancelQ"),
          answer: <p>{rich(t("pages.faq.cancelA", { steps: cancellableSteps(t), step: firstUncancellableStep(t) }), links)}</p>
        },
        {
          key: "max-quantity",
          question: t("pages.faq.maxQ"),
          answer: <p>{terms.maxQuantity}</p>
        }
      ]
    },
    {
      key: "returns-and-refunds",
      title: t("pages.faq.returns"),
      questions: [
        {
          key: "returns",
          question: t("pages.faq.returnQ"),
          answer: (
            <p>
              {rich(t("pages.faq.returnA", { days: String(RETURN_WINDOW_DAYS), email: COMPANY.email, phone: COMPANY.phone.text }), {
                ...links,
                mail: (email) => <a href={`mailto:${COMPANY.email}`}>{email}</a>,
                phone: (phone) => <a href={COMPANY.phone.href}>{phone}</a>
              })}
            </p>
          )
        },
        {
          key: "refund-time",
          question: t("pages.faq.refundQ"),
          answer: (
            <>
              <p>{t("pages.faq.refundA")}</p>
              <ul>{refundTimelines(t).map(([method, time]) => <li key={method}>{rich(t("pages.faq.refundLine", { method, time }))}</li>)}</ul>
            </>
          )
        }
      ]
    },
    {
      key: "your-account",
      title: t("pages.faq.account"),
      questions: [
        {
          key: "sign-in",
          question: t("pages.faq.signInQ"),
          answer: <p>{t("pages.faq.signInA")}</p>
        },
        {
          key: "wishlist-compare",
          question: t("pages.faq.savedQ"),
          answer: (
            <>
              <p>{rich(t("pages.faq.savedA1", { wishlistLimit: String(WISHLIST_LIMIT) }), links)}</p>
              <p>{rich(t("pages.faq.savedA2", { compareLimit: String(COMPARE_LIMIT) }), links)}</p>
            </>
          )
        }
      ]
    }
  ]
}

/**
 * /Faq: questions grouped by topic, each a disclosure button (aria-expanded, aria-controls) over its
 * answer. Which answers are open is the view's own state. The buttons are native, so Enter and Space
 * toggle them; Arrow keys, Home and End move between questions (WAI-ARIA accordion pattern).
 */
export function FaqPage() {
  const idPrefix = useId()
  const { t, language } = useTexts(pagesTexts)
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  return (
    <ContentPage
      title={t("pages.faq.title")}
      lead={rich(t("pages.faq.lead"), { contact: (words) => <a href={pathInLanguage("/Content1", language)} className={TEXT_LINK}>{words}</a> })}
    >
      <div onKeyDown={moveBetweenQuestions}>
        {topics(t, language).map((topic) => (
          <section key={topic.key} aria-labelledby={`${idPrefix}${topic.key}`} className="mt-8">
            <h2 id={`${idPrefix}${topic.key}`} className="text-xl font-semibold text-slate-900">{topic.title}</h2>
            <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {topic.questions.map((q) => (
                <FaqItem key={q.key} idPrefix={idPrefix} question={q} isOpen={open.has(q.key)} onToggle={() => toggle(q.key)} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </ContentPage>
  )
}

function FaqItem({ idPrefix, question, isOpen, onToggle }: {
  readonly idPrefix: string
  readonly question: Question
  readonly isOpen: boolean
  readonly onToggle: () => void
}) {
  const buttonId = `${idPrefix}${question.key}-question`
  const panelId = `${idPrefix}${question.key}-answer`
  return (
    <div>
      <h3>
        <button
          type="button"
          id={buttonId}
          data-faq-question=""
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-4 py-3.5 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-600 sm:px-5"
        >
          <span>{question.question}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={`shrink-0 text-orange-700 transition-transform ${isOpen ? "rotate-180" : ""}`}>
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-4 pb-4 sm:px-5">
        <Prose className="[&>*:first-child]:mt-0">{question.answer}</Prose>
      </div>
    </div>
  )
}

/** Arrow Down/Up go to the next/previous question (wrapping), Home/End to the first/last. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target
  if (!(target instanceof HTMLElement) || !target.hasAttribute("data-faq-question")) return
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-faq-question]"))
  const at = buttons.indexOf(target as HTMLButtonElement)
  const last = buttons.length - 1
  const to =
    event.key === "ArrowDown" ? (at === last ? 0 : at + 1)
      : event.key === "ArrowUp" ? (at === 0 ? last : at - 1)
        : event.key === "Home" ? 0
          : event.key === "End" ? last
            : null
  if (to === null) return
  event.preventDefault()
  buttons[to]?.focus()
}
