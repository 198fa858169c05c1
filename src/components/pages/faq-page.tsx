import { RETURN_WINDOW_DAYS } from "#domain/order.ts"
import { useId, useState, type KeyboardEvent, type ReactNode } from "react"
import { COMPARE_LIMIT } from "#domain/compare.ts"
import { WISHLIST_LIMIT } from "#domain/wishlist.ts"
import { COMPANY } from "./company.ts"
import { ContentPage, Prose, TEXT_LINK } from "./content-page.tsx"
import { CANCELLABLE_STEPS, FIRST_UNCANCELLABLE_STEP, ORDER_STEPS, REFUND_TIMELINES, SHOP_TERMS } from "./shop-terms.ts"

interface Question {
  /** Stable within the page; used for the button's and the panel's ids. */
  readonly key: string
  readonly question: string
  readonly answer: ReactNode
}

interface Topic {
  readonly title: string
  readonly questions: ReadonlyArray<Question>
}

const TOPICS: ReadonlyArray<Topic> = [
  {
    title: "Delivery and fees",
    questions: [
      {
        key: "delivery-charges",
        question: "How much does delivery cost?",
        answer: <><p>{SHOP_TERMS.delivery}</p><p>{SHOP_TERMS.smallCart}</p><p>Every fee appears as its own line in your bill, in the cart and at checkout, before you pay.</p></>
      },
      {
        key: "handling-fee",
        question: "What is the Handlling Fee?",
        answer: <p>{SHOP_TERMS.handling} It is the same for every order, whatever its size.</p>
      },
      {
        key: "rain-fee",
        question: "Why is there a Rain Fee on my bill?",
        answer: <p>{SHOP_TERMS.rain}</p>
      },
      {
        key: "gst",
        question: "Do prices include GST?",
        answer: <p>Yes. Every price on Bazaar is in rupees and includes GST. Only the fees listed in your bill are added, and you see them before you pay.</p>
      }
    ]
  },
  {
    title: "Payments and offers",
    questions: [
      {
        key: "payment-methods",
        question: "How can I pay?",
        answer: <p>Online with UPI, a debit or credit card, or net banking, through our secure payment gateway; or in cash when your order arrives (Cash on Delivery). Checkout shows the options available for your order.</p>
      },
      {
        key: "cash-on-delivery",
        question: "How does Cash on Delivery work?",
        answer: <p>Choose Cash on Delivery at checkout and pay the amount due, shown as Netpayable in your bill, to our delivery partner when the order is delivered. Nothing is charged before that, and your order is marked as paid on delivery.</p>
      },
      {
        key: "payment-declined",
        question: "My online payment was declined. Can I try again?",
        answer: (
          <>
            <p>Yes. Your order is kept for you with its payment marked as failed, and nothing is charged. Open the order (from the payment result page, or My Account and then the order number) and press the button to pay again; each try opens a fresh payment page, so you can use another card or UPI app.</p>
            <p>Orders paid online are prepared only once the payment goes through. If money left your account but the payment shows as failed, the gateway returns it automatically.</p>
          </>
        )
      },
      {
        key: "welcome-coupon",
        question: "Is there a discount on my first order?",
        answer: <p>{SHOP_TERMS.welcome}</p>
      }
    ]
  },
  {
    title: "Orders",
    questions: [
      {
        key: "order-tracking",
        question: "How do I track my order?",
        answer: (
          <>
            <p>Open My Account and choose the order number, or go to <code>/order-tracking/</code> followed by your order number, for example <code>/order-tracking/BZ-000123</code>. You need to be signed in.</p>
            <p>The tracking page shows every step as it happens: {ORDER_STEPS.map((step) => step.status).join(", ")}.</p>
          </>
        )
      },
      {
        key: "cancel-order",
        question: "Can I cancel my order?",
        answer: <p>Yes, while it is {CANCELLABLE_STEPS}. Open the order&apos;s tracking page and press Cancel order. Once it is {FIRST_UNCANCELLABLE_STEP} it can no longer be cancelled, but you can return it after delivery. Anything you paid online is refunded; see our <a href="/CancellationPolicy">Cancellation Policy</a>.</p>
      },
      {
        key: "max-quantity",
        question: "Is there a limit on how many I can buy?",
        answer: <p>{SHOP_TERMS.maxQuantity}</p>
      }
    ]
  },
  {
    title: "Returns and refunds",
    questions: [
      {
        key: "returns",
        question: "How do I return an item?",
        answer: <p>Open the order under <a href="/my-account">My Account</a> within {RETURN_WINDOW_DAYS} days of delivery and press Return or exchange: choose the items, a refund or another size, and the reason, and we arrange a pickup. Until the pickup you can press Withdraw request on the order&apos;s page if you change your mind. Damaged, defective or wrong items can always be returned; other items must be unused with their tags. You can also write to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or call <a href={COMPANY.phone.href}>{COMPANY.phone.text}</a>. The details are in our <a href="/RefundPolicy">Refund Policy</a>.</p>
      },
      {
        key: "refund-time",
        question: "When will I get my refund?",
        answer: (
          <>
            <p>Online payments are refunded to the account or card you paid from, or to your Bazaar wallet if you prefer. Once we issue a refund it usually reaches you in:</p>
            <ul>{REFUND_TIMELINES.map(([method, time]) => <li key={method}><strong>{method}:</strong> {time}</li>)}</ul>
          </>
        )
      }
    ]
  },
  {
    title: "Your account",
    questions: [
      {
        key: "sign-in",
        question: "How do I sign in? I don't have a password.",
        answer: <p>You don&apos;t need one. Enter your mobile number and we send a one-time code to it by SMS; type the code to sign in. If you are new, we then ask for your name and e-mail address to create your account. Never share the code with anyone.</p>
      },
      {
        key: "wishlist-compare",
        question: "How do the wishlist and compare work?",
        answer: (
          <>
            <p>Save products you like to your <a href="/wishlist">wishlist</a> (up to {WISHLIST_LIMIT} of them) to find them later. When you are signed out the wishlist is kept in your browser, and when you sign in it is merged into your account so you see it on any device.</p>
            <p><a href="/Compare">Compare</a> puts up to {COMPARE_LIMIT} products side by side with their prices and specifications, so you can choose between, say, two televisions or three pairs of shoes. Remove one to add another.</p>
          </>
        )
      }
    ]
  }
]

/**
 * /Faq: questions grouped by topic, each a disclosure button (aria-expanded, aria-controls) over its
 * answer. Which answers are open is the view's own state. The buttons are native, so Enter and Space
 * toggle them; Arrow keys, Home and End move between questions (WAI-ARIA accordion pattern).
 */
export function FaqPage() {
  const idPrefix = useId()
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
      title="Frequently Asked Questions"
      lead={<>Quick answers about delivery, fees, payments, orders and returns. Can&apos;t find yours? <a href="/Content1" className={TEXT_LINK}>Contact us</a>.</>}
    >
      <div onKeyDown={moveBetweenQuestions}>
        {TOPICS.map((topic) => (
          <section key={topic.title} aria-labelledby={`${idPrefix}${slug(topic.title)}`} className="mt-8">
            <h2 id={`${idPrefix}${slug(topic.title)}`} className="text-xl font-semibold text-slate-900">{topic.title}</h2>
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

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, "-")
