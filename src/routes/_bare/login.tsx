import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useEffect } from "react"
import { CodeSignInForm, useSignInStage } from "../../components/sign-in-forms.tsx"

/** /login: the mobile number, then the 6-digit code the server sent (§1, DESIGN §4). */
export const Route = createFileRoute("/_bare/login")({ component: Login })

function Login() {
  const navigate = useNavigate()
  const stage = useSignInStage()
  useEffect(() => {
    if (stage === "signedIn") void navigate({ to: "/my-account" })
    if (stage === "registering") void navigate({ to: "/Register" })
  }, [stage, navigate])
  return (
    <div className="mx-auto max-w-sm py-8">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">We send a 6-digit code to your mobile number. New to Bazaar? The same code lets you register.</p>
      <CodeSignInForm />
      <Link to="/" className="mt-6 block text-center text-sm text-slate-600 underline">Continue shopping</Link>
    </div>
  )
}
