import { Navigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Schema } from "effect"
import { useState } from "react"
import { Slug } from "#domain/common.ts"
import { hasInvisibleInEmail, hasInvisibleInName, type IdentityProblem } from "#domain/identity-text.ts"
import { MOBILE_PATTERN } from "#domain/order.ts"
import { useApp } from "../app/app-context.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { accountTexts } from "../i18n/texts/account.ts"
import { useAccountProblemText } from "./account-problem-text.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import { OFFLINE_TEXTS, OfflineNote, useOnline } from "./offline.tsx"

const isSlug = Schema.is(Slug)

/**
 * `product` of /login's and /Register's search: the product page to come back to once signed in (its
 * "Notify me", issue 19 item 7). Only a product's slug is taken, so the address cannot send a person
 * to another site. Read by the screen, not by a route's validateSearch, which would sit in the route
 * tree's chunk on every page, the home page's too.
 */
export const productToReturnTo = (search: unknown): string | undefined => {
  const product = typeof search === "object" && search !== null ? (search as Record<string, unknown>)["product"] : undefined
  return isSlug(product) ? product : undefined
}

/**
 * `next` of /login's and /Register's search: the shop's own page that sent a signed-out person to sign
 * in (the order tracking page, issue 33), to go back to. Only a path of this site is taken ("/..."
 * and not "//host" or "/\\host"), so the address cannot send a person to another site.
 */
export const pathToReturnTo = (search: unknown): string | undefined => {
  const next = typeof search === "object" && search !== null ? (search as Record<string, unknown>)["next"] : undefined
  return typeof next === "string" && /^\/(?![/\\])[^\s\\]*$/.test(next) && next.length <= 300 ? next : undefined
}

/** Where a person who has just signed in goes: the page that sent them, the product page they came from, or their account. */
export function AfterSignIn({ product, next }: { readonly product: string | undefined; readonly next?: string | undefined }) {
  // The path as it was asked for (an order number in it, not a route pattern).
  if (next !== undefined) return <Navigate to={next as never} replace />
  return product === undefined ? <Navigate to="/my-account" /> : <Navigate to="/product-info/$producturl" params={{ producturl: product }} />
}

/** Where the authentication actor is (its top-level state), as the sign-in forms read it. */
export const useSignInStage = () => {
  const { actors } = useApp()
  return useSelector(actors.auth, (s) => (typeof s.value === "string" ? s.value : Object.keys(s.value)[0] ?? "signedIn"))
}

/**
 * The mobile number, then the 6-digit code the server sent (§1, DESIGN §4): on /login and inline at
 * checkout step 0. It only talks to the authentication actor; where to go next is its page's call.
 * The code field takes the focus when it appears: it replaces the button that had it (issue 8 item 5).
 */
export function CodeSignInForm({ idPrefix = "" }: { readonly idPrefix?: string }) {
  const { actors } = useApp()
  const stage = useSignInStage()
  const online = useOnline()
  const { t } = useTexts(accountTexts)
  const context = useSelector(actors.auth, (s) => s.context)
  // The failed call's sentence in the page's language (a wrong code, a resend wait: the server's named refusals).
  const problem = useFailureSentence(context.problem)
  const [mob, setMob] = useState(context.mob)
  const [otp, setOtp] = useState("")
  // DESIGN §4: the machine counts the resend wait down; another code may be asked for at 0.
  const resendIn = useSelector(actors.auth, (s) => (s.matches({ awaitingCode: "resendOpen" }) ? 0 : s.context.resendIn))
  const validMobile = MOBILE_PATTERN.test(mob)
  const askingCode = stage === "awaitingCode" || stage === "verifying"
  if (!askingCode) {
    return (
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (validMobile && online) actors.auth.send({ type: "auth.otp.request", mob }) }}>
        <label className="block text-sm font-medium" htmlFor={`${idPrefix}mobile`}>{t("account.mobileNumber")}</label>
        <div className="flex rounded-lg border border-slate-300 focus-within:border-orange-500">
          <span className="px-3 py-2 text-slate-500">+91</span>
          <input id={`${idPrefix}mobile`} inputMode="numeric" autoComplete="tel-national" maxLength={10} value={mob} onChange={(e) => setMob(e.target.value.replace(/\D/g, ""))} className="w-full rounded-r-lg px-2 py-2 outline-none" />
        </div>
        {mob.length > 0 && !validMobile && <p className="text-sm text-red-700">{t("account.signIn.mobileHint")}</p>}
        {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <OfflineNote text={OFFLINE_TEXTS.signIn} />
        <button type="submit" disabled={!validMobile || !online || stage === "sendingCode"} className="w-full rounded-lg bg-orange-700 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
          {stage === "sendingCode" ? t("account.signIn.sending") : t("account.signIn.sendCode")}
        </button>
      </form>
    )
  }
  return (
    <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (/^\d{6}$/.test(otp)) actors.auth.send({ type: "auth.otp.submit", otp }) }}>
      <p className="text-sm">{t("account.signIn.codeSent", { mobile: context.mob })} <button type="button" className="text-orange-700 underline" onClick={() => actors.auth.send({ type: "auth.number.change" })}>{t("account.signIn.changeNumber")}</button></p>
      <label className="block text-sm font-medium" htmlFor={`${idPrefix}otp`}>{t("account.signIn.code")}</label>
      <input id={`${idPrefix}otp`} autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))} className="w-full rounded-lg border border-slate-300 px-3 py-2 tracking-[0.5em] outline-none focus:border-orange-500" />
      {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <button type="submit" disabled={otp.length !== 6 || stage === "verifying"} className="w-full rounded-lg bg-orange-700 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
        {stage === "verifying" ? t("account.signIn.checking") : t("account.signIn.submit")}
      </button>
      <button type="button" disabled={resendIn > 0} onClick={() => actors.auth.send({ type: "auth.otp.request", mob: context.mob })} className="w-full text-sm text-orange-700 disabled:text-slate-400">
        {resendIn > 0 ? t("account.signIn.resendIn", { seconds: resendIn }) : t("account.signIn.resend")}
      </button>
    </form>
  )
}

/**
 * Why a registration's name or e-mail cannot be sent yet, a named problem each (issue 33: the button
 * said nothing; issue 34: invisible characters, by the domain's rule, domain/identity-text.ts), said
 * in the page's language (issue 39). A name needs two characters, as the registration's contract.
 */
export const registrationProblems = (Name: string, Email: string): { readonly Name?: IdentityProblem; readonly Email?: IdentityProblem } => {
  const email = Email.trim()
  return {
    ...(Name.trim().length < 2 ? { Name: { _tag: "NameMissing" } } : hasInvisibleInName(Name) ? { Name: { _tag: "NameInvisible" } } : {}),
    ...(email === ""
      ? { Email: { _tag: "EmailMissing" } }
      : hasInvisibleInEmail(email) ? { Email: { _tag: "EmailInvisible" } }
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? {} : { Email: { _tag: "EmailShape" } })
  }
}

/** Name and e-mail for a number whose code the server has just accepted: on /Register and at checkout. */
export function RegistrationForm({ idPrefix = "" }: { readonly idPrefix?: string }) {
  const { actors } = useApp()
  const stage = useSignInStage()
  const { t } = useTexts(accountTexts)
  const problemText = useAccountProblemText()
  const context = useSelector(actors.auth, (s) => s.context)
  const problem = useFailureSentence(context.problem)
  const [Name, setName] = useState("")
  const [Email, setEmail] = useState("")
  // The problems show once the person has tried to register, and follow what they type after.
  const [tried, setTried] = useState(false)
  const problems = registrationProblems(Name, Email)
  const shown = tried ? problems : {}
  return (
    <form noValidate className="space-y-3" onSubmit={(e) => {
      e.preventDefault()
      setTried(true)
      if (problems.Name === undefined && problems.Email === undefined) actors.auth.send({ type: "auth.register.submit", Name: Name.trim(), Email: Email.trim() })
    }}>
      <p className="text-sm text-slate-600">{t("account.register.confirmed", { mobile: context.mob })}</p>
      <label className="block text-sm font-medium" htmlFor={`${idPrefix}name`}>{t("account.fullName")}</label>
      <input id={`${idPrefix}name`} autoComplete="name" required minLength={2} maxLength={80} value={Name} onChange={(e) => setName(e.target.value)}
        aria-invalid={shown.Name !== undefined} aria-describedby={shown.Name === undefined ? undefined : `${idPrefix}name-problem`}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600" />
      {shown.Name !== undefined && <p id={`${idPrefix}name-problem`} className="text-sm text-red-700">{problemText(shown.Name)}</p>}
      <label className="block text-sm font-medium" htmlFor={`${idPrefix}email`}>{t("account.email")}</label>
      <input id={`${idPrefix}email`} type="email" autoComplete="email" required maxLength={254} value={Email} onChange={(e) => setEmail(e.target.value)}
        aria-invalid={shown.Email !== undefined} aria-describedby={shown.Email === undefined ? undefined : `${idPrefix}email-problem`}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600" />
      {shown.Email !== undefined && <p id={`${idPrefix}email-problem`} className="text-sm text-red-700">{problemText(shown.Email)}</p>}
      {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <button type="submit" disabled={stage === "creatingAccount"} className="w-full rounded-lg bg-orange-700 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
        {stage === "creatingAccount" ? t("account.register.creating") : t("account.register.submit")}
      </button>
    </form>
  )
}
