import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { CompanyContact } from "./company-contact.tsx"
import { COMPANY } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"
import { SHOP_TERMS } from "./shop-terms.ts"

/** /About: who runs Bazaar, what it sells, and what a shopper can count on. */
export function AboutPage() {
  return (
    <ContentPage
      title="About Us"
      lead="Bazaar is an online shop from Bengaluru for clothing, electronics and everyday essentials, delivered to PIN codes across India at honest, GST-inclusive prices."
    >
      <Section title="Who we are">
        <p>
          Bazaar is run by <strong>{COMPANY.legalName}</strong>, a company registered in India with its office in
          Bengaluru. We started with a simple idea: shopping online should be as straightforward as buying from the
          shop down the road, with clear prices, no surprises at checkout, and people you can actually talk to.
        </p>
        <p>
          We work with brands and authorised sellers across India, check what they list, and stand behind every
          order placed on Bazaar, from the moment you pay to the day it reaches your door.
        </p>
      </Section>

      <Section title="What we sell">
        <p>Our catalogue is organised into these departments:</p>
        <ul>
          {SUPER_CATEGORY_NAMES.map((name) => <li key={name}>{name}</li>)}
        </ul>
        <p>
          From everyday kurtas, shirts and footwear to televisions, mobile accessories, kitchen appliances and
          computer storage, every product page shows the MRP next to our selling price, so you can see what you save.
        </p>
      </Section>

      <Section title="What you can count on">
        <ul>
          <li><strong>Prices in rupees, GST included.</strong> The price you see on a product is what you pay for it; every fee is listed separately in your bill before you pay.</li>
          <li><strong>Clear delivery charges.</strong> {SHOP_TERMS.delivery}</li>
          <li><strong>Pay how you like.</strong> UPI, debit and credit cards and net banking through our payment gateway, or Cash on Delivery.</li>
          <li><strong>Delivery by PIN code.</strong> Save your addresses once and choose one at checkout; you can follow every order step by step.</li>
          <li><strong>Easy sign-in.</strong> No passwords: we send a one-time code by SMS to your mobile number.</li>
          <li><strong>A welcome offer.</strong> {SHOP_TERMS.welcome}</li>
        </ul>
      </Section>

      <Section title="Sell with us">
        <p>
          Brands and sellers can join Bazaar through our seller portal, opened from the &lsquo;Sell on&rsquo; link at
          the top of every page. Content creators and websites can earn with our <a href="/Affiliate">affiliate programme</a>,
          and we are always glad to meet people who want to <a href="/Career">work with us</a>.
        </p>
      </Section>

      <div className="mt-8">
        <CompanyContact />
      </div>
    </ContentPage>
  )
}
