import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { useApp } from "../../app/app-context.tsx"

/** /Register: name and e-mail for a number whose code the server has just accepted. */
export const Route = createFileRoute("/_layout/Register")({ component: Register })

function Register() {
  const { actors } = useApp()
  const navigate = useNavigate()
  const stage = useSelector(actors.auth, (s) => (typeof s.value === "string" ? s.value : "signedIn"))
  const context = useSelector(actors.auth, (s) => s.context)
  const [Name, setName] = useState("")
  const [Email, setEmail] = useState("")
  useEffect(() => {
    if (stage === "signedIn") void navigate({ to: "/my-account" })
  }, [stage, navigate])
  if (stage !== "registering" && stage !== "creatingAccount") {
    return (
      <div className="mx-auto max-w-sm py-10 text-center">
        <h1 className="text-2xl font-bold">Register</h1>
        <p className="mt-2 text-slate-600">First confirm your mobile number with a code.</p>
        <Link to="/login" className="mt-4 inline-block rounded-lg bg-orange-600 px-4 py-2 font-semibold text-white">Get a code</Link>
      </div>
    )
  }
  const validName = Name.trim().length >= 2
  const validEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(Email.trim())
  return (
    <form className="mx-auto max-w-sm space-y-3 py-8" onSubmit={(e) => { e.preventDefault(); if (validName && validEmail) actors.auth.send({ type: "auth.register.submit", Name: Name.trim(), Email: Email.trim() }) }}>
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="text-sm text-slate-600">Mobile number +91 {context.mob} is confirmed.</p>
      <label className="block text-sm font-medium" htmlFor="name">Full name</label>
      <input id="name" autoComplete="name" required minLength={2} maxLength={80} value={Name} onChange={(e) => setName(e.target.value)} className="w-full rounded-lg border border-slate-300 px-3 py-2" />
      <label className="block text-sm font-medium" htmlFor="email">E-mail</label>
      <input id="email" type="email" autoComplete="email" required maxLength={254} value={Email} onChange={(e) => setEmail(e.target.value)} className="w-full rounded-lg border border-slate-300 px-3 py-2" />
      {context.error !== null && <p role="alert" className="text-sm text-red-700">{context.error}</p>}
      <button type="submit" disabled={!validName || !validEmail || stage === "creatingAccount"} className="w-full rounded-lg bg-orange-600 px-4 py-2.5 font-semibold text-white disabled:bg-slate-300">
        {stage === "creatingAccount" ? "Creating..." : "Register"}
      </button>
    </form>
  )
}
