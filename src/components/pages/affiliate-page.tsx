import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { AFFILIATES_EMAIL, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"
import { SHOP_TERMS } from "./shop-terms.ts"

/** /Affiliate: the affiliate programme for creators and websites that send shoppers to Bazaar. */
export function AffiliatePage() {
  return (
    <ContentPage
      title="Affiliate Programme"
      lastUpdated={POLICIES_UPDATED}
      lead="Run a blog, a YouTube channel, a deals page or an Instagram account about fashion or gadgets? Link to Bazaar and earn a commission on the orders your audience places."
    >
      <Section title="How it works">
        <ol>
          <li>Apply by e-mail (see below). We review every application and reply within a week.</li>
          <li>Once accepted, you receive your own tracking links for any product or category page on Bazaar.</li>
          <li>When a shopper follows your link and places an order that is delivered and not returned, you earn a commission on the items&apos; selling price.</li>
          <li>Commissions are paid monthly by bank transfer to an account in your name.</li>
        </ol>
      </Section>

      <Section title="What you can promote">
        <p>All our departments: {SUPER_CATEGORY_NAMES.join(", ")}.</p>
        <p>
          Commission rates differ by category and are set out in the affiliate agreement we send when you are
          accepted. You may also tell your audience about our welcome offer: {SHOP_TERMS.welcome}
        </p>
      </Section>

      <Section title="Commission and payment">
        <ul>
          <li>Commission is earned on the value of the items excluding GST, not on delivery, handling or other fees.</li>
          <li>No commission is due on orders that are cancelled, returned, refunded or not delivered.</li>
          <li>Tax is deducted at source (TDS) as the Income-tax Act requires; if you are registered under GST, send us a GST invoice for your commission.</li>
          <li>You need a PAN and a bank account in India to receive payments.</li>
        </ul>
      </Section>

      <Section title="Rules for affiliates">
        <ul>
          <li>Say clearly that you earn from your links, as the Advertising Standards Council of India guidelines ask of influencers.</li>
          <li>Do not bid on &lsquo;Bazaar&rsquo; as a search-advertising keyword or pretend to be Bazaar.</li>
          <li>Do not post coupon codes that were not given to you for sharing, and do not place orders through your own links.</li>
          <li>Do not send spam, SMS blasts or messages to people who did not ask for them.</li>
        </ul>
        <p>We may withhold commission earned in breach of these rules and end the agreement.</p>
      </Section>

      <Section title="Apply">
        <p>
          E-mail <a href={`mailto:${AFFILIATES_EMAIL}?subject=${encodeURIComponent("Affiliate application")}`}>{AFFILIATES_EMAIL}</a> with
          your name, the links to your website or channels, your audience size, and the categories you want to promote.
        </p>
      </Section>
    </ContentPage>
  )
}
