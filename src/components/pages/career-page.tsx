import { useId } from "react"
import { CAREERS_EMAIL } from "./company.ts"
import { ContentPage, Section } from "./content-page.tsx"

interface Role {
  readonly title: string
  readonly team: string
  readonly type: string
  readonly summary: string
  readonly youWill: ReadonlyArray<string>
}

/** Open roles, all in our Bengaluru office on Outer Ring Road. */
const OPEN_ROLES: ReadonlyArray<Role> = [
  {
    title: "Senior Frontend Engineer",
    team: "Engineering",
    type: "Full-time",
    summary: "Build the storefront shoppers use every day on phones and laptops: fast, accessible pages in React and TypeScript.",
    youWill: [
      "own features from design to release on the storefront and checkout",
      "keep pages fast on entry-level Android phones and slow networks",
      "write tests that describe what must hold, and review your colleagues' code"
    ]
  },
  {
    title: "Backend Engineer",
    team: "Engineering",
    type: "Full-time",
    summary: "Work on orders, payments and the catalogue: TypeScript services on PostgreSQL that must never lose an order.",
    youWill: [
      "design APIs and database schemas for orders, stock and payments",
      "integrate payment gateways, SMS providers and delivery partners",
      "measure and improve performance under festival-sale traffic"
    ]
  },
  {
    title: "Category Manager, Electronics",
    team: "Buying and merchandising",
    type: "Full-time",
    summary: "Grow our televisions, mobile accessories and home appliances range with brands and authorised sellers.",
    youWill: [
      "plan the range, pricing and promotions for your categories",
      "negotiate with brands and distributors across India",
      "track sales, returns and customer ratings and act on them"
    ]
  },
  {
    title: "Customer Care Associate",
    team: "Customer service",
    type: "Full-time, Monday to Saturday shifts",
    summary: "Help shoppers by phone, e-mail and chat with orders, deliveries, returns and refunds. English plus Kannada or Hindi.",
    youWill: [
      "resolve questions on the first contact wherever possible",
      "follow up refunds and deliveries with our partners until they are done",
      "tell the product teams what customers find confusing"
    ]
  },
  {
    title: "Warehouse Operations Lead",
    team: "Operations",
    type: "Full-time, on site",
    summary: "Run picking, packing and dispatch at our Bengaluru fulfilment centre so orders leave on time and intact.",
    youWill: [
      "lead a team of pickers and packers across shifts",
      "keep stock counts accurate and dispatch within the promised time",
      "improve packaging to cut damage and waste"
    ]
  }
]

/** /Career: why work at Bazaar, the open roles in Bengaluru, and how to apply by e-mail. */
export function CareerPage() {
  return (
    <ContentPage
      title="Careers"
      lead="We are a small team in Bengaluru building an online shop people across India can trust. If you care about doing right by customers, we would like to hear from you."
    >
      <Section title="Working at Bazaar">
        <ul>
          <li>Our office is at Prestige Tech Park on Outer Ring Road, Bengaluru; most roles work from the office with flexible hours.</li>
          <li>Health insurance for you and your family, paid leave, and a learning budget.</li>
          <li>Small teams that own their work from start to finish.</li>
        </ul>
      </Section>

      <section aria-labelledby="open-roles" className="mt-8">
        <h2 id="open-roles" className="text-xl font-semibold text-slate-900">Open roles in Bengaluru</h2>
        <ul className="mt-4 grid gap-4">
          {OPEN_ROLES.map((role) => <RoleCard key={role.title} role={role} />)}
        </ul>
      </section>

      <Section title="How to apply">
        <ol>
          <li>
            E-mail your CV (PDF) to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a> with the subject
            &lsquo;Application: <em>role title</em>&rsquo;, for example &lsquo;Application: Backend Engineer&rsquo;.
          </li>
          <li>Add a few lines about why the role interests you and, for engineering roles, a link to code or work you are proud of.</li>
          <li>We reply to every application within two weeks. Interviews are a short call, a practical exercise and a conversation with the team.</li>
        </ol>
        <p>
          Do not see your role? Write to us anyway and tell us what you would like to do.
        </p>
        <p>
          <strong>Beware of fake job offers.</strong> Bazaar never asks for money at any stage of hiring, and our
          e-mails only come from the bazaar.example domain.
        </p>
      </Section>
    </ContentPage>
  )
}

function RoleCard({ role }: { readonly role: Role }) {
  const headingId = useId()
  const subject = encodeURIComponent(`Application: ${role.title}`)
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">{role.title}</h3>
          <p className="text-sm text-slate-500">{role.team} · {role.type} · Bengaluru</p>
        </div>
        <p className="mt-2 text-[15px] leading-7 text-slate-700">{role.summary}</p>
        <p className="mt-2 text-sm font-medium text-slate-900">You will:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-[15px] leading-7 text-slate-700">
          {role.youWill.map((line) => <li key={line}>{line}</li>)}
        </ul>
        <a
          href={`mailto:${CAREERS_EMAIL}?subject=${subject}`}
          aria-label={`Apply by e-mail for ${role.title}`}
          className="mt-3 inline-block rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          Apply by e-mail
        </a>
      </article>
    </li>
  )
}
