import { GrievanceOfficerContact } from "./company-contact.tsx"
import { COMPANY, GRIEVANCE_OFFICER, POLICIES_UPDATED } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"

/** /PrivacyPolicy: how Bazaar handles personal data, under the Digital Personal Data Protection Act, 2023. */
export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lastUpdated={POLICIES_UPDATED}
      lead={`This policy explains what personal data ${COMPANY.legalName} ("Bazaar", "we") collects when you shop with us, why, who we share it with, and the rights you have under the Digital Personal Data Protection Act, 2023 (DPDP Act).`}
    >
      <Section title="Who is responsible for your data">
        <p>
          {COMPANY.legalName}, {COMPANY.address.join(", ")}, is the Data Fiduciary for the personal data described
          here. Questions and requests about your data go to our {GRIEVANCE_OFFICER.title}, whose details are at the end
          of this policy.
        </p>
      </Section>

      <Section title="What we collect">
        <ul>
          <li><strong>Account details:</strong> your name, mobile number and e-mail address.</li>
          <li><strong>Delivery addresses:</strong> name, mobile number, house or flat number, street, landmark, area, city, state and PIN code.</li>
          <li><strong>Orders:</strong> what you bought, the prices and fees charged, the payment mode and status, and the delivery history of each order.</li>
          <li><strong>Payments:</strong> the payment gateway tells us whether a payment succeeded and gives us a reference. We never see or store your full card number, CVV, UPI PIN or net-banking password.</li>
          <li><strong>Messages:</strong> what you write to customer care or through the contact form.</li>
          <li><strong>Technical data:</strong> a sign-in cookie, your IP address and basic device information, used to keep your account secure.</li>
        </ul>
        <p>
          Your cart, and your wishlist until you sign in, are kept in your own browser&apos;s storage and are not sent
          to us until you place an order or sign in.
        </p>
      </Section>

      <Section title="Why we use it">
        <p>We process your personal data only for these purposes, on the basis of your consent or for the legitimate uses the DPDP Act allows:</p>
        <ul>
          <li>to sign you in with a one-time code sent by SMS, and to keep your account safe;</li>
          <li>to take, deliver and track your orders, and to send you order updates by SMS;</li>
          <li>to process payments, cancellations, returns and refunds;</li>
          <li>to answer your questions and complaints;</li>
          <li>to send offers and our newsletter, only if you have asked for them (you can stop them at any time);</li>
          <li>to keep tax and accounting records and to meet other legal obligations.</li>
        </ul>
      </Section>

      <Section title="Who we share it with">
        <p>We do not sell your personal data. We share only what each party needs to do its job for us:</p>
        <ul>
          <li><strong>Delivery partners:</strong> your name, delivery address, PIN code and mobile number.</li>
          <li><strong>Payment gateway and banks:</strong> the order reference and amount, to take and refund payments.</li>
          <li><strong>SMS provider:</strong> your mobile number and the text of the message.</li>
          <li><strong>Hosting and IT providers</strong> that store and process data for us under contracts that bind them to protect it.</li>
          <li><strong>Authorities,</strong> when the law requires it.</li>
        </ul>
      </Section>

      <Section title="How long we keep it">
        <p>
          We keep your account data while your account is open. Order and payment records are kept for as long as
          tax and accounting laws require, and one-time sign-in codes are deleted soon after use. When data is no
          longer needed for its purpose, we erase it.
        </p>
      </Section>

      <Section title="Your rights">
        <p>Under the DPDP Act you can:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>correct, complete or update it (you can edit your addresses in My Account yourself);</li>
          <li>ask us to erase it, unless the law requires us to keep it;</li>
          <li>withdraw your consent at any time, as easily as you gave it; this does not affect what was done before;</li>
          <li>nominate another person to exercise these rights if you die or become unable to do so;</li>
          <li>have your grievance heard by our {GRIEVANCE_OFFICER.title}, and then, if you are not satisfied, complain to the Data Protection Board of India.</li>
        </ul>
        <p>
          To use any of these rights, write to <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a> from
          the e-mail address or mobile number on your account.
        </p>
      </Section>

      <Section title="Children">
        <p>
          Bazaar is meant for adults. We do not knowingly collect data from anyone under 18 without the verifiable
          consent of a parent or lawful guardian, and we do not track or target advertising at children.
        </p>
      </Section>

      <Section title="Security">
        <p>
          Sign-in codes are stored only in hashed form and expire quickly; your session is held in a secure, HttpOnly
          cookie; our site is served over encrypted connections. If a personal data breach affects you, we will tell
          you and the Data Protection Board as the DPDP Act requires.
        </p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top of this page, and for significant changes we
          will tell you by SMS or e-mail before they apply.
        </p>
      </Section>

      <div className="mt-8">
        <GrievanceOfficerContact />
      </div>
    </ContentPage>
  )
}
