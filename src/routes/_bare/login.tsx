import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { MOBILE_PATTERN } from "#domain/order.ts"
import { useApp } from "../../app/app-context.tsx"

/** /login: the mobile number, then the 6-digit code the server sent (§1, DESIGN §4). */
export const Route = createFileRoute("/_bare/login")({ component: Login })

function useCountdown(seconds: number, key: unknown) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const timer = setInterval(() => setLeft((n) => (n <= 1 ? (clearInterval(timer), 0) : n - 1)), 1000)
    return () => clearInterval(timer)
  }, [seconds, key])
  return left
}

function Login() {
  const { actors } = useApp()
  const navigate = useNavigate()
  const state = useSelector(actors.auth, (s) => s.value)
  const context = useSelector(actors.auth, (s) => s.context)
  const [mob, setMob] = useState(context.mob)
  const [otp, setOtp] = useState("")
  const stage = typeof state === "string" ? state : "signedIn"
  const resendIn = useCountdown(stage === "awaitingCode" ? context.resendAfterSeconds : 0, context.mob + stage)

  useEffect(() => {
    if (stage === "signedIn") void navigate({ to: "/my-account" })
    if (stage === "registering") void navigate({ to: "/Register" })
  }, [stage, navigate])

  const validMobile = MOBILE_PATTERN.test(mob)
  const askingCode = stage === "awaitingCode" || stage === "verifying"
  return (
    <div className="mx-auto max-w-sm py-8">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">We send a 6-digit code to your mobile number. New to Bazaar? The same code lets you register.</p>
      {!askingCode ? (
        <form className="mt-6 space-y-3" onSubmit={(e) => { e.preventDefault(); if (validMobile) actors.auth.send({ type: "auth.otp.request", mob }) }}>
          <label className="block text-sm font-medium" htmlFor="mobile">Mobile number</label>
          <div className="flex rounded-lg border border-slate-300 focus-within:border-orange-500">
            <span className="px-3 py-2 text-slate-500">+91</span>
            <input id="mobile" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={mob} onChange={(e) => setMob(e.target.value.replace(/\D/g, ""))} className="w-full rounded-r-lg px-2 py-2 outline-none" />
          </div>
          {mob.length > 0 && !validMobile && <p className="text-sm text-red-700">Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.</p>}
          {context.error !== null && <p role="alert" className="text-sm text-red-700">{context.error}</p>}
          <button type="submit" disabled={!validMobile || stage === "sendingCode"} className="w-full rounded-lg bg-orange-600 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
            {stage === "sendingCode" ? "Sending..." : "Send code"}
          </button>
        </form>
      ) : (
        <form className="mt-6 space-y-3" onSubmit={(e) => { e.preventDefault(); if (/^\d{6}$/.test(otp)) actors.auth.send({ type: "auth.otp.submit", otp }) }}>
          <p className="text-sm">Code sent to +91 {context.mob}. <button type="button" className="text-orange-700 underline" onClick={() => actors.auth.send({ type: "auth.number.change" })}>Change number</button></p>
          <label className="block text-sm font-medium" htmlFor="otp">6-digit code</label>
          <input id="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))} className="w-full rounded-lg border border-slate-300 px-3 py-2 tracking-[0.5em] outline-none focus:border-orange-500" />
          {context.error !== null && <p role="alert" className="text-sm text-red-700">{context.error}</p>}
          <button type="submit" disabled={otp.length !== 6 || stage === "verifying"} className="w-full rounded-lg bg-orange-600 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
            {stage === "verifying" ? "Checking..." : "Sign in"}
          </button>
          <button type="button" disabled={resendIn > 0} onClick={() => actors.auth.send({ type: "auth.otp.request", mob: context.mob })} className="w-full text-sm text-orange-700 disabled:text-slate-400">
            {resendIn > 0 ? `Resend code in ${resendIn} s` : "Resend code"}
          </button>
        </form>
      )}
      <Link to="/" className="mt-6 block text-center text-sm text-slate-600 underline">Continue shopping</Link>
    </div>
  )
}
