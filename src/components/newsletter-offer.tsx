import { useState } from "react"

/** §2 newsletter: 20% off the first order (§9); the e-mail is required and of e-mail type (§5). */
export function NewsletterOffer() {
  const [done, setDone] = useState(false)
  return (
    <div className="p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">Newsletter</p>
      <h2 className="mt-1 text-2xl font-bold">Get 20% off your first order</h2>
      {done ? (
        <p className="mt-4 text-emerald-700">Thank you! Use the code <strong>WELCOME20</strong> at checkout for 20% off your first order.</p>
      ) : (
        <form className="mt-4 space-y-3" onSubmit={(e) => { e.preventDefault(); setDone(true) }}>
          <label className="block text-sm font-medium" htmlFor="newsletter-email">E-mail address</label>
          <input id="newsletter-email" type="email" required autoComplete="email" className="w-full rounded-lg border border-slate-300 px-3 py-2" />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" required className="mt-1" />
            <span>I agree to receive offers by e-mail and accept the terms.</span>
          </label>
          <button type="submit" className="w-full rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800">Subscribe</button>
        </form>
      )}
    </div>
  )
}
