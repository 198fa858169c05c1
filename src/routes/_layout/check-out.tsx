import { createFileRoute, Link, Navigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { linesWithNewPrices } from "#domain/cart.ts"
import { type DeliveryEstimate, estimateSentence, formatPromisedDate } from "#domain/delivery.ts"
import { formatRupees } from "#domain/money.ts"
import { isAwaitingPayment, type Order, type PaymentMode } from "#domain/order.ts"
import { type CheckoutMachine, type CheckoutStep, checkoutStepOf } from "#machines/checkout.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import type { ActorRefFrom } from "xstate"
import { useApp } from "../../app/app-context.tsx"
import { checkoutOf, waitingOrder } from "../../app/checkout.ts"
import { sameFields } from "../../app/same-fields.ts"
import { PaymentChoices, useLatestOrder } from "../../components/awaiting-payment.tsx"
import { AddressForm, useAddressSave } from "../../components/address-form.tsx"
import { Bill } from "../../components/bill.tsx"
import { Offers } from "../../components/offers.tsx"
import { OFFLINE_TEXTS, OfflineNote, useOnline } from "../../components/offline.tsx"
import { Pending } from "../../components/pending.tsx"
import { CodeSignInForm, RegistrationForm, useSignInStage } from "../../components/sign-in-forms.tsx"

/**
 * /check-out (§2, DESIGN §4): sign in, delivery address, payment, then review and place. The visit's
 * checkout actor lives in the shop's actor system from entering the page to leaving it.
 */
export const Route = createFileRoute("/_layout/check-out")({
  // The offers this customer can use come with the payment step (the checkout machine reads them once signed in).
  loader: async ({ context }) => ({ waiting: await waitingOrder(context) }),
  onEnter: ({ context }) => void import("../../app/checkout.ts").then(({ openCheckout }) => openCheckout(context)),
  onLeave: ({ context }) => context.shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout }),
  component: CheckoutScreen
})

const STEPS: ReadonlyArray<string> = ["Sign in", "Delivery address", "Payment", "Review and place"]

type Checkout = ActorRefFrom<CheckoutMachine>

function Stepper({ step }: { readonly step: CheckoutStep }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2 text-xs sm:text-sm" aria-label="Checkout steps">
      {STEPS.map((label, index) => (
        <li key={label} aria-current={index === step ? "step" : undefined}
          className={`rounded-lg border px-2 py-2 text-center font-medium ${index === step ? "border-orange-500 bg-orange-50 text-orange-800" : index < step ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-slate-200 text-slate-500"}`}>
          <span className="block text-[11px] font-semibold uppercase tracking-wide">Step {index + 1}</span>{label}
        </li>
      ))}
    </ol>
  )
}

function CheckoutScreen() {
  const { shop } = useApp()
  const checkout = useSelector(shop, (s) => checkoutOf(s.context))
  // The shop spawns the checkout as the page is entered (its code arrives with this screen).
  return checkout === null ? <Pending /> : <CheckoutSteps checkout={checkout} />
}

/** What the checkout screen shows: the order placed (its number), an empty cart, a step, or the payment (null). */
const viewOf = (s: ReturnType<Checkout["getSnapshot"]>) =>
  s.matches("placed") && s.context.order !== null ? { placed: s.context.order.orderid } : s.matches({ shopping: "empty" }) ? "empty" as const : checkoutStepOf(s)

function CheckoutSteps({ checkout }: { readonly checkout: Checkout }) {
  const view = useSelector(checkout, viewOf, (a, b) => a === b || (typeof a === "object" && typeof b === "object" && a !== null && b !== null && a.placed === b.placed))

  if (typeof view === "object" && view !== null) return <Navigate to="/OrderSuccess" search={{ orderid: view.placed }} />
  if (view === "empty") {
    return (
      <div className="mx-auto max-w-md py-14 text-center">
        <h1 className="text-2xl font-bold">Checkout</h1>
        <p className="mt-3 text-slate-600">No Products in the Cart</p>
        <Link to="/" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">Continue shopping</Link>
      </div>
    )
  }
  const step = view
  if (step === null) return <Paying checkout={checkout} />
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">Checkout</h1>
      <WaitingOrder />
      <Stepper step={step} />
      {step === 0 && <SignInStep />}
      {step === 1 && <AddressStep checkout={checkout} />}
      {step === 2 && <PaymentStep checkout={checkout} />}
      {step === 3 && <ReviewStep checkout={checkout} />}
    </div>
  )
}

/** An online order of this shopper that waits for its payment: pay it now, or on delivery instead. */
function WaitingOrder() {
  const { waiting } = Route.useLoaderData()
  return waiting === null ? null : <WaitingOrderChoices waiting={waiting} />
}

function WaitingOrderChoices({ waiting }: { readonly waiting: Order }) {
  const order = useLatestOrder(waiting)
  if (!isAwaitingPayment(order)) return null
  return (
    <section aria-labelledby="waiting-order" className="mb-6 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="waiting-order" className="font-semibold">Order {order.orderid} is waiting for its payment</h2>
      <p className="text-sm text-slate-700">Its items are kept for you and nothing was charged. Pay for it now, or take it on delivery.</p>
      <PaymentChoices order={order} payAgainText={(amount) => `Pay ${amount} now`}
        cashText="Or pay in cash or by UPI when it is delivered: that order is cancelled, and you check your cart out here with Cash on Delivery." />
    </section>
  )
}

function SignInStep() {
  const stage = useSignInStage()
  const registering = stage === "registering" || stage === "creatingAccount"
  return (
    <section aria-labelledby="sign-in-step" className="mx-auto max-w-sm rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sign-in-step" className="mb-1 text-lg font-semibold">{registering ? "Create your account" : "Sign in to check out"}</h2>
      <p className="mb-4 text-sm text-slate-600">We send a 6-digit code to your mobile number; your cart stays as it is.</p>
      {registering ? <RegistrationForm idPrefix="checkout-" /> : <CodeSignInForm idPrefix="checkout-" />}
    </section>
  )
}

function AddressStep({ checkout }: { readonly checkout: Checkout }) {
  const { actors } = useApp()
  const addresses = useSelector(actors.auth, (s) => s.context.user_address)
  const chosen = useSelector(checkout, (s) => s.context.address)
  const [adding, setAdding] = useState(false)
  const { busy, problem, save } = useAddressSave(() => setAdding(false))
  return (
    <section aria-labelledby="address-step" className="space-y-4">
      <h2 id="address-step" className="text-lg font-semibold">Where should we deliver?</h2>
      {addresses.length === 0 && !adding && <p className="text-slate-600">You have no saved address yet.</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <li key={address._id}>
            <label className={`flex cursor-pointer gap-3 rounded-xl border p-4 text-sm ${chosen?._id === address._id ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
              <input type="radio" name="address" checked={chosen?._id === address._id} onChange={() => {
                actors.auth.send({ type: "auth.address.select", address })
                checkout.send({ type: "checkout.address.choose", address })
              }} />
              <span>
                <span className="block font-semibold">{address.Name} <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">{address.Type}</span></span>
                <span className="block">{address.HNo}, {address.StreetDet}{address.LandMark ? `, ${address.LandMark}` : ""}</span>
                <span className="block">{address.AreaDet}, {address.City}, {address.State} {address.Pincode}</span>
                <span className="block text-slate-500">Mobile: {address.Mobile}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <AddressForm busy={busy} problem={problem} submitLabel="Save address" onSubmit={(address) => save({ type: "auth.address.add", address })} />
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">Add a new address</button>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* Issue 33: a disabled button says why. */}
        {chosen === null && (
          <p id="deliver-here-hint" className="text-sm text-slate-600">
            {addresses.length === 0 ? "Add an address to deliver to." : "Choose an address to deliver to."}
          </p>
        )}
        <button type="button" disabled={chosen === null} aria-describedby={chosen === null ? "deliver-here-hint" : undefined} onClick={() => checkout.send({ type: "checkout.next" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
          Deliver here
        </button>
      </div>
    </section>
  )
}

const MODE_TEXT: Record<PaymentMode, { readonly label: string; readonly hint: string }> = {
  "Cash on Delivery": { label: "Cash on Delivery", hint: "Pay in cash or by UPI when the order reaches you." },
  Online: { label: "Pay online", hint: "UPI, cards or net banking on the payment page; you come back here after." }
}

function PaymentStep({ checkout }: { readonly checkout: Checkout }) {
  const context = useSelector(checkout, (s) => s.context)
  const quote = context.quote
  const [coupon, setCoupon] = useState(context.couponCode ?? "")
  const modes: ReadonlyArray<PaymentMode> = quote?.paymentModes ?? ["Cash on Delivery"]
  return (
    <section aria-labelledby="payment-step" className="space-y-5">
      <h2 id="payment-step" className="text-lg font-semibold">How would you like to pay?</h2>
      <fieldset className="space-y-2">
        <legend className="sr-only">Payment mode</legend>
        {modes.map((mode) => (
          <label key={mode} className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${context.paymentMode === mode ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
            <input type="radio" name="payment" checked={context.paymentMode === mode} onChange={() => checkout.send({ type: "checkout.payment.choose", mode })} className="mt-1" />
            <span><span className="block font-semibold">{MODE_TEXT[mode].label}</span><span className="text-sm text-slate-600">{MODE_TEXT[mode].hint}</span></span>
          </label>
        ))}
      </fieldset>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); checkout.send({ type: "checkout.coupon.set", code: coupon.trim() === "" ? null : coupon.trim() }) }}>
        <label className="grow text-sm">
          <span className="mb-1 block font-medium">Coupon code</span>
          <input value={coupon} onChange={(e) => setCoupon(e.target.value.toUpperCase())} maxLength={40} placeholder="WELCOME20" className="w-full rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">Apply</button>
        {context.couponCode !== null && (
          <button type="button" onClick={() => { setCoupon(""); checkout.send({ type: "checkout.coupon.set", code: null }) }} className="px-2 py-2 text-sm text-slate-600 underline">Remove</button>
        )}
      </form>
      {/* Issue 33: a refused code is dropped from the order; its reason stays beside the coupon. */}
      {context.couponRefused !== null && <CouponRefusedNote sentence={context.couponRefused.sentence} />}
      <Offers
        offers={context.offers}
        priceTotal={quote?.TotalPrice ?? 0}
        applied={quote?.couponCode ?? null}
        onUse={(code) => { setCoupon(code); checkout.send({ type: "checkout.coupon.set", code }) }}
      />
      {quote !== null && quote.walletBalance > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={context.walletAmount > 0} onChange={(e) => checkout.send({ type: "checkout.wallet.set", amount: e.target.checked ? quote.walletBalance : 0 })} />
          Use my wallet balance ({formatRupees(quote.walletBalance)})
        </label>
      )}
      {quote?.delivery !== undefined && <DeliveryNote estimate={quote.delivery} />}
      {context.error !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{context.error}</p>}
      {quote !== null && (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {quote.couponCode !== null && <p className="mb-2 text-sm font-medium text-emerald-700">{quote.couponCode} applied: you save {formatRupees(quote.coupon)}</p>}
          <Bill amounts={quote} title="Your bill" />
        </div>
      )}
      <div className="flex justify-between">
        <button type="button" onClick={() => checkout.send({ type: "checkout.back" })} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">Back</button>
        <button type="button" disabled={context.paymentMode === null} onClick={() => checkout.send({ type: "checkout.next" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
          Review your order
        </button>
      </div>
    </section>
  )
}

/** The server's reason for refusing a coupon, which the order no longer carries (issue 33). */
function CouponRefusedNote({ sentence }: { readonly sentence: string }) {
  return <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{sentence}</p>
}

/** Whether, how and by when the chosen address is delivered to (issue 19 item 2). */
function DeliveryNote({ estimate }: { readonly estimate: DeliveryEstimate }) {
  return (
    <p className={`rounded-lg px-3 py-2 text-sm ${estimate.deliverable ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`} role={estimate.deliverable ? undefined : "alert"}>
      {estimateSentence(estimate)}{!estimate.deliverable && " Please go back and choose another address."}
    </p>
  )
}

function ReviewStep({ checkout }: { readonly checkout: Checkout }) {
  const { actors } = useApp()
  const { quote, address, paymentMode, error, couponRefused, placing, quoting } = useSelector(checkout, (s) => ({
    quote: s.context.quote, address: s.context.address, paymentMode: s.context.paymentMode, error: s.context.error,
    couponRefused: s.context.couponRefused,
    placing: s.matches({ shopping: { review: "placing" } }), quoting: s.matches({ shopping: { review: "quoting" } })
  }), sameFields)
  const online = useOnline()
  const problems = quote?.problems ?? []
  const cartItems = useSelector(actors.cart, (s) => s.context.CartItems)
  // The cart's prices against the server's: a line whose price moved is pointed out before placing.
  const moved = linesWithNewPrices(cartItems, quote?.lines ?? [])
  const keepWhatIsLeft = () => actors.cart.send({ type: "cart.trim", limits: problems })
  return (
    <section aria-labelledby="review-step" className="space-y-5">
      <h2 id="review-step" className="text-lg font-semibold">Review and place your order</h2>
      {quoting && quote === null && <p role="status" className="text-slate-600">Checking prices and stock...</p>}
      {problems.length > 0 && (
        <div role="alert" className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problems.map((problem) => <p key={problem.PackOptionId}>{problem.message}</p>)}
          <button type="button" onClick={keepWhatIsLeft} className="rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white">Keep what is left in my cart</button>
        </div>
      )}
      {moved.length > 0 && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Prices changed since you added {moved.length === 1 ? "an item" : "some items"}: the bill below shows today's prices.
        </p>
      )}
      {quote !== null && (
        <div className="grid gap-5 md:grid-cols-[1fr_20rem]">
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Items">
            {quote.lines.map((line) => (
              <li key={line.PackOptionId} className="flex gap-3 p-3 text-sm">
                <img src={line.thumbnail} alt="" width={56} height={56} className="h-14 w-14 rounded-lg bg-slate-50 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.ProductName}</p>
                  <p className="text-slate-500">{line.packSizeOptionName} / {line.packSizeName}</p>
                  <p>{formatRupees(line.Price)} x {line.quantity}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="space-y-4">
            <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="font-semibold">Delivering to</p>
              {address !== null && <p className="text-slate-600">{address.Name}, {address.HNo}, {address.StreetDet}, {address.AreaDet}, {address.City}, {address.State} {address.Pincode}</p>}
              {quote.delivery?.promisedDate != null && (
                <p className="mt-1 font-medium text-emerald-800">Arriving by {formatPromisedDate(quote.delivery.promisedDate)}</p>
              )}
              <p className="mt-2 font-semibold">Paying by</p>
              <p className="text-slate-600">{paymentMode === null ? "" : MODE_TEXT[paymentMode].label}</p>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <Bill amounts={quote} title="Your bill" />
            </div>
          </div>
        </div>
      )}
      <OfflineNote text={OFFLINE_TEXTS.placeOrder} />
      {/* Beside the button it concerns (issue 33: a reason at the top of the page went unseen on a phone). */}
      {error !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p>}
      {couponRefused !== null && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {couponRefused.sentence} {couponRefused.code} is not applied: the bill above is without it.
        </p>
      )}
      <div className="flex justify-between">
        <button type="button" disabled={placing} onClick={() => checkout.send({ type: "checkout.back" })} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">Back</button>
        <button type="button" disabled={!online || placing || quoting || quote === null || problems.length > 0} onClick={() => checkout.send({ type: "checkout.place" })}
          className="rounded-lg bg-orange-700 px-6 py-3 font-semibold text-white disabled:bg-slate-300">
          {placing ? "Placing your order..." : quote === null ? "Place order"
            : paymentMode === "Online" ? `Place order and pay ${formatRupees(quote.Netpayable)}` : `Place order: ${formatRupees(quote.Netpayable)} on delivery`}
        </button>
      </div>
    </section>
  )
}

function Paying({ checkout }: { readonly checkout: Checkout }) {
  const { order, error, failed, placed } = useSelector(checkout, (s) => ({
    order: s.context.order, error: s.context.error, failed: s.matches({ paying: "failed" }), placed: s.matches("placed")
  }), sameFields)
  if (failed) {
    return (
      <div className="mx-auto max-w-md space-y-3 py-12 text-center">
        <h1 className="text-2xl font-bold">Your order {order?.orderid} is placed</h1>
        <p className="text-slate-600">{error ?? "The payment page could not be opened."}</p>
        <button type="button" onClick={() => checkout.send({ type: "checkout.pay" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white">Try the payment again</button>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-md py-12 text-center" role="status">
      <h1 className="text-2xl font-bold">{placed ? "Order placed" : "Taking you to the payment page..."}</h1>
      {order !== null && <p className="mt-2 text-slate-600">Order {order.orderid}: {formatRupees(order.Netpayable)}</p>}
    </div>
  )
}
