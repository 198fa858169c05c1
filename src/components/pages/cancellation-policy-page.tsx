import { GrievanceOfficerContact } from "./company-contact.tsx"
import { POLICIES_UPDATED } from "./company.ts"
import { Callout, ContentPage, Section } from "./content-page.tsx"
import { CANCELLABLE_STEPS, FIRST_UNCANCELLABLE_STEP, ORDER_STEPS } from "./shop-terms.ts"

/** /CancellationPolicy: who may cancel an order, until when, and what happens to the money. */
export function CancellationPolicyPage() {
  return (
    <ContentPage
      title="Cancellation Policy"
      lastUpdated={POLICIES_UPDATED}
      lead={`Changed your mind? You can cancel an order yourself while it is ${CANCELLABLE_STEPS}, free of charge.`}
    >
      <Section title="The steps of an order">
        <p>Every order moves through these steps, and you can follow them on its tracking page:</p>
        <ol className="mt-4! list-none! space-y-2! pl-0!" aria-label="Order steps">
          {ORDER_STEPS.map((step, index) => (
            <li key={step.status} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white">{index + 1}</span>
              <span className="font-semibold text-slate-900">{step.status}</span>
              <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-medium ${step.customerCanCancel ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>
                {step.customerCanCancel ? "You can cancel" : "You can no longer cancel"}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="How to cancel">
        <ol>
          <li>Sign in and open <a href="/my-account#orders">My Account</a>, then choose the order number to open its tracking page.</li>
          <li>Press <strong>Cancel order</strong>, then <strong>Yes, cancel it</strong> to confirm.</li>
          <li>The order shows as Cancelled straight away.</li>
        </ol>
        <p>
          Once an order is {FIRST_UNCANCELLABLE_STEP}, it is on its way and can no longer be cancelled. You can
          return it after delivery under our <a href="/RefundPolicy">Refund Policy</a>.
        </p>
      </Section>

      <Section title="What happens to your money">
        <ul>
          <li><strong>Cash on Delivery:</strong> nothing has been paid, so nothing is owed.</li>
          <li><strong>Online payment not completed:</strong> nothing was charged; cancelling simply closes the order.</li>
          <li><strong>Paid online:</strong> the whole amount you paid, fees included, is refunded to the account or card you paid from. See the <a href="/RefundPolicy">Refund Policy</a> for how long your bank takes.</li>
          <li><strong>Wallet money</strong> used on the order goes back to your Bazaar wallet at once, and a coupon used on a cancelled first order can be used again.</li>
        </ul>
      </Section>

      <Section title="When we cancel an order">
        <p>We may cancel an order, at any step before it is delivered, if:</p>
        <ul>
          <li>the item went out of stock or was damaged before dispatch;</li>
          <li>our delivery partners cannot reach your PIN code or address;</li>
          <li>the price shown was clearly wrong because of a technical error;</li>
          <li>we suspect fraud or misuse of offers.</li>
        </ul>
        <p>We tell you when we cancel, and anything you paid is refunded in full.</p>
      </Section>

      <Callout title="Need help with a cancellation?">
        <p>Write to us through the <a href="/Content1">contact form</a> or reach our Grievance Officer below. Please quote your order number.</p>
      </Callout>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
