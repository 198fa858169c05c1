import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"
import { CANCELLABLE_STEPS, ORDER_STEPS, SHOP_TERMS } from "./shop-terms.ts"

/** /TermsSale: the terms on which Bazaar sells: prices, fees, payment, delivery, cancellation and returns. */
export function TermsSalePage() {
  return (
    <ContentPage
      title="Terms Of Sale"
      lastUpdated={POLICIES_UPDATED}
      lead={`These terms apply to every order you place on Bazaar with ${COMPANY.legalName}. Please read them with our Refund Policy and Cancellation Policy.`}
    >
      <Section title="Prices">
        <ul>
          <li>All prices are in Indian rupees and include GST. The MRP and our selling price are shown on every product; you pay the selling price.</li>
          <li>The fees below are shown as separate lines in your bill (Small Cart Fee, Handlling Fee, Rain Fee, Delivery Charge) before you pay, and your GST invoice comes with your order.</li>
          <li>If a price was clearly wrong because of a technical error, we may cancel the order and refund you in full.</li>
        </ul>
      </Section>

      <Section title="Fees">
        <ul>
          <li>{SHOP_TERMS.delivery}</li>
          <li>{SHOP_TERMS.smallCart}</li>
          <li>{SHOP_TERMS.handling}</li>
          <li>{SHOP_TERMS.rain}</li>
        </ul>
        <p>The fees charged are the ones in force when you place the order, as shown in your bill.</p>
      </Section>

      <Section title="Coupons and wallet">
        <ul>
          <li>{SHOP_TERMS.welcome}</li>
          <li>One coupon can be used per order. Coupons have no cash value and cannot be exchanged.</li>
          <li>Money in your Bazaar wallet can pay for part or all of an order, up to your wallet balance.</li>
        </ul>
      </Section>

      <Section title="Placing an order">
        <ul>
          <li>{SHOP_TERMS.maxQuantity}</li>
          <li>When you place an order we check the price and stock of every item again; your order is confirmed on the order page and by SMS.</li>
          <li>Pressing the order button twice places one order, never two.</li>
        </ul>
      </Section>

      <Section title="Payment">
        <ul>
          <li><strong>Online:</strong> UPI, debit and credit cards and net banking, through our payment gateway. We never see your card details or UPI PIN. An order paid online is prepared once the payment succeeds.</li>
          <li><strong>If an online payment is declined,</strong> your order is kept and you can try paying again from the order page.</li>
          <li><strong>Cash on Delivery:</strong> pay the amount due to our delivery partner when the order arrives. Checkout shows which payment options are available for your order.</li>
        </ul>
      </Section>

      <Section title="Delivery">
        <ul>
          <li>We deliver to the address and PIN code you choose at checkout. Availability and delivery times depend on your PIN code.</li>
          <li>You can follow your order on its tracking page through each step: {ORDER_STEPS.map((step) => step.status).join(", ")}.</li>
          <li>Ownership and risk pass to you when the order is delivered. Please check the package when it arrives.</li>
        </ul>
      </Section>

      <Section title="Cancellations, returns and warranty">
        <ul>
          <li>You can cancel an order while it is {CANCELLABLE_STEPS}; see the <a href="/CancellationPolicy">Cancellation Policy</a>.</li>
          <li>Returns and refunds follow our <a href="/RefundPolicy">Refund Policy</a>.</li>
          <li>Electronics and appliances carry the brand&apos;s warranty, as stated on the product page and in the box; we help you claim it.</li>
        </ul>
      </Section>

      <Section title="Complaints">
        <p>
          Write to customer care at <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or call{" "}
          <a href={COMPANY.phone.href}>{COMPANY.phone.text}</a> ({COMPANY.hours}). If you are not satisfied with our
          answer, our Grievance Officer will look into it.
        </p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
