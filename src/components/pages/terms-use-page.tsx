import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"

/** /TermsUse: the rules for using the Bazaar website and account. */
export function TermsUsePage() {
  return (
    <ContentPage
      title="Terms Of Use"
      lastUpdated={POLICIES_UPDATED}
      lead={`These terms apply whenever you visit or use the Bazaar website, run by ${COMPANY.legalName}. By using the site you agree to them; buying is covered by our Terms Of Sale.`}
    >
      <Section title="Your account">
        <ul>
          <li>You sign in with your mobile number and a one-time code we send to it by SMS. Never share that code with anyone: Bazaar staff will never ask for it.</li>
          <li>Keep your name, e-mail address and delivery addresses accurate and up to date in My Account.</li>
          <li>You are responsible for what is done through your account; if you lose your phone or suspect misuse, tell us at once.</li>
          <li>You must be 18 or older to hold an account, or use it under the supervision of a parent or guardian.</li>
        </ul>
      </Section>

      <Section title="Using the site fairly">
        <p>You agree not to:</p>
        <ul>
          <li>break any law of India, or help anyone else do so, through the site;</li>
          <li>post or send anything false, defamatory, obscene, hateful or that infringes someone else&apos;s rights;</li>
          <li>pretend to be someone else or misuse another person&apos;s mobile number or payment method;</li>
          <li>scrape, copy or overload the site, probe its security, or interfere with other shoppers;</li>
          <li>buy for resale in bulk, or abuse coupons, offers or the wallet.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules, and cancel their open orders with a full refund.</p>
      </Section>

      <Section title="Content and trademarks">
        <p>
          The Bazaar name and logo, the design of the site and the text and images we created belong to us. Product
          names, logos and images belong to their brands and sellers. You may view and share product pages for your
          own, non-commercial use; anything else needs our written permission.
        </p>
      </Section>

      <Section title="Product information">
        <p>
          We and our sellers take care to describe products, sizes and specifications accurately, and colours may
          look slightly different on your screen. If a product is not as described, you can return it under our{" "}
          <a href="/RefundPolicy">Refund Policy</a>.
        </p>
      </Section>

      <Section title="Links and sellers">
        <p>
          The &lsquo;Sell on&rsquo; link opens our separate seller portal, which has its own terms. Links to other
          websites (for example social media) are provided for convenience; we are not responsible for their content.
        </p>
      </Section>

      <Section title="Our responsibility">
        <p>
          We work to keep the site available and correct, but cannot promise it will always be free of interruptions
          or errors. To the extent the law allows, we are not liable for indirect losses arising from use of the site.
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
        </p>
      </Section>

      <Section title="Law and disputes">
        <p>
          These terms are governed by the laws of India, including the Information Technology Act, 2000 and the
          Consumer Protection (E-Commerce) Rules, 2020. Courts in Bengaluru have jurisdiction, without affecting your
          right to approach the consumer commission where you live. Before going to court, please let our Grievance
          Officer try to resolve the matter; you can also reach the National Consumer Helpline on 1915.
        </p>
      </Section>

      <Section title="Changes">
        <p>We may update these terms; the date at the top shows the latest version, and the version in force when you use the site applies.</p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
