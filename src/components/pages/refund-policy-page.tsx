import { RETURN_WINDOW_DAYS } from "#domain/order.ts"
import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"
import { REFUND_TIMELINES } from "./shop-terms.ts"

/** /RefundPolicy: returns of clothing and electronics, and how and when money comes back. */
export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      lastUpdated={POLICIES_UPDATED}
      lead="If something you ordered is not right, we will take it back and refund you. This page explains which items can be returned, how, and when your money comes back."
    >
      <Section title="When you can return an item">
        <ul>
          <li><strong>Damaged, defective, wrong or missing items:</strong> always eligible. Please tell us as soon as you can, ideally on the day of delivery, with a photo of the item and its packaging.</li>
          <li><strong>Clothing and footwear that does not fit or that you do not like:</strong> eligible within {RETURN_WINDOW_DAYS} days of delivery, if the item is unworn, unwashed and has its tags and original packaging.</li>
          <li><strong>Electronics and appliances:</strong> returnable within {RETURN_WINDOW_DAYS} days of delivery if they are defective, damaged or not as described, in the original box with all accessories, manuals and free gifts. After that, the brand&apos;s warranty applies and we help you reach its service centre.</li>
        </ul>
        <p>For hygiene and safety reasons we cannot take back:</p>
        <ul>
          <li>innerwear, lingerie, socks and swimwear;</li>
          <li>opened beauty and personal-care products;</li>
          <li>items whose seal, serial number or IMEI label has been removed or tampered with;</li>
          <li>products made or altered to your order.</li>
        </ul>
      </Section>

      <Section title="How to return or exchange">
        <ol>
          <li>Open the order under <a href="/my-account">My Account</a> (or its tracking page) and press <strong>Return or exchange</strong>. The order shows until when you can ask: the end of the {RETURN_WINDOW_DAYS}th day after delivery.</li>
          <li>Choose the items and how many of each, whether you want a refund or another size of the same item, and the reason. For a refund, choose where it goes (see below).</li>
          <li>We check your request and approve it, or tell you why we cannot. Once it is approved, our delivery partner picks the items up from your delivery address; pack them as you received them.</li>
          <li>Changed your mind? Until the items are picked up, press <strong>Withdraw request</strong> on the order&apos;s page: nothing is picked up and the items stay with you. While the return window is open you can ask again for the same items.</li>
          <li>Once the items reach us, we issue your refund or send the new size, and let you know by SMS at every step. The order&apos;s page shows where your request stands.</li>
        </ol>
        <p>An exchange is for another size of the same item, while it is in stock; we keep the new size for you as soon as we approve the exchange. You can also reach customer care by e-mail at <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or by phone on <a href={COMPANY.phone.href}>{COMPANY.phone.text}</a>.</p>
      </Section>

      <Section title="Where your refund goes">
        <ul>
          <li><strong>Paid online</strong> (UPI, card or net banking through our payment gateway): back to the same account or card, or to your Bazaar wallet if you prefer.</li>
          <li><strong>Paid by Cash on Delivery:</strong> to your Bazaar wallet, at once. You can spend it on your next order at checkout.</li>
          <li><strong>Paid partly with wallet money:</strong> that part always goes back to your wallet.</li>
        </ul>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-slate-900">
              How long a refund takes to reach you after we issue it
            </caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">Refund to</th>
                <th scope="col" className="px-4 py-2 font-medium">Usually reaches you in</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {REFUND_TIMELINES.map(([method, time]) => (
                <tr key={method}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">{method}</th>
                  <td className="px-4 py-2 text-slate-700">{time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>Working days exclude Sundays and bank holidays. Banks set these times; if a refund is late, write to us and we will send you the bank reference so you can follow it up.</p>
      </Section>

      <Section title="How much is refunded">
        <ul>
          <li>You see the amount when you ask, before you send anything. You get back what you paid for the returned items. If a coupon such as our welcome offer was used, its discount is taken off the items in proportion to their prices.</li>
          <li>If the whole order is returned in one request because it was damaged, defective, wrong or incomplete, we also refund every fee: Delivery Charge, Small Cart Fee, Handlling Fee and Rain Fee.</li>
          <li>For other returns, the fees paid on the order are not refunded.</li>
        </ul>
      </Section>

      <Section title="Cancelled orders and failed payments">
        <ul>
          <li>If you cancel a paid order before it is dispatched, the full amount is refunded straight away; see our <a href="/CancellationPolicy">Cancellation Policy</a>.</li>
          <li>If money left your account but your order shows the payment as failed, the payment gateway returns it automatically. If you paid twice for one order, the extra payment is refunded to the same account.</li>
        </ul>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
