import { Link, Navigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import type { Order } from "#domain/order.ts"
import { type CheckoutStep, checkoutStepOf } from "#machines/checkout.machine.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { checkoutTexts } from "../../i18n/texts/checkout.ts"
import { Pending } from "../pending.tsx"
import { AddressStep } from "./address-step.tsx"
import type { CheckoutActor, CheckoutKey } from "./checkout-kit.ts"

// Issue 36 item 1: each step's code comes with the step (a signed-in shopper with a cart starts at
// the address; the sign-in forms, the payment, the review and an order waiting for its payment are
// fetched when shown), so the checkout's first load carries what its first step draws.
const SignInStep = lazy(() => import("./sign-in-step.tsx").then((m) => ({ default: m.SignInStep })))
const PaymentStep = lazy(() => import("./payment-step.tsx").then((m) => ({ default: m.PaymentStep })))
const ReviewStep = lazy(() => import("./review-step.tsx").then((m) => ({ default: m.ReviewStep })))
const Paying = lazy(() => import("./paying.tsx").then((m) => ({ default: m.Paying })))
const WaitingOrder = lazy(() => import("./waiting-order.tsx").then((m) => ({ default: m.WaitingOrder })))

const STEPS: ReadonlyArray<CheckoutKey> = ["checkout.step.signIn", "checkout.step.address", "checkout.step.payment", "checkout.step.review"]

function Stepper({ step }: { readonly step: CheckoutStep }) {
  const { t } = useTexts(checkoutTexts)
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2 text-xs sm:text-sm" aria-label={t("checkout.steps")}>
      {STEPS.map((label, index) => (
        <li key={label} aria-current={index === step ? "step" : undefined}
          className={`min-w-0 break-words rounded-lg border px-2 py-2 text-center font-medium ${index === step ? "border-orange-500 bg-orange-50 text-orange-800" : index < step ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-slate-200 text-slate-500"}`}>
          <span className="block text-[11px] font-semibold uppercase tracking-wide">{t("checkout.stepNumber", { number: index + 1 })}</span>{t(label)}
        </li>
      ))}
    </ol>
  )
}

/** What the checkout screen shows: the order placed (its number), an empty cart, a step, or the payment (null). */
const viewOf = (s: ReturnType<CheckoutActor["getSnapshot"]>) =>
  s.matches("placed") && s.context.order !== null ? { placed: s.context.order.orderid } : s.matches({ shopping: "empty" }) ? "empty" as const : checkoutStepOf(s)

/**
 * The checkout (§2, DESIGN §4): sign in, delivery address, payment, then review and place; `waiting`
 * is an online order of this shopper still waiting for its payment (the route's loader reads it).
 */
export function CheckoutSteps({ checkout, waiting }: { readonly checkout: CheckoutActor; readonly waiting: Order | null }) {
  const { t } = useTexts(checkoutTexts)
  const view = useSelector(checkout, viewOf, (a, b) => a === b || (typeof a === "object" && typeof b === "object" && a !== null && b !== null && a.placed === b.placed))

  if (typeof view === "object" && view !== null) return <Navigate to="/OrderSuccess" search={{ orderid: view.placed }} />
  if (view === "empty") {
    return (
      <div className="mx-auto max-w-md py-14 text-center">
        <h1 className="text-2xl font-bold">{t("checkout.title")}</h1>
        <p className="mt-3 text-slate-600">{t("checkout.empty")}</p>
        <Link to="/" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">{t("checkout.continueShopping")}</Link>
      </div>
    )
  }
  const step = view
  if (step === null) return <Suspense fallback={<Pending />}><Paying checkout={checkout} /></Suspense>
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">{t("checkout.title")}</h1>
      {waiting !== null && <Suspense fallback={null}><WaitingOrder waiting={waiting} /></Suspense>}
      <Stepper step={step} />
      <Suspense fallback={<Pending />}>
        {step === 0 && <SignInStep />}
        {step === 1 && <AddressStep checkout={checkout} />}
        {step === 2 && <PaymentStep checkout={checkout} />}
        {step === 3 && <ReviewStep checkout={checkout} />}
      </Suspense>
    </div>
  )
}
