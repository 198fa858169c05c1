import { CodeSignInForm, RegistrationForm, useSignInStage } from "../sign-in-forms.tsx"

/** Step 1: sign in with a code sent to the mobile, or create the account. */
export function SignInStep() {
  const stage = useSignInStage()
  const registering = stage === "registering" || stage === "creatingAccount"
  return (
    <section aria-labelledby="sign-in-step" className="mx-auto max-w-sm rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sign-in-step" className="mb-1 text-lg font-semibold">{registering ? "Create your account" : "Sign in to check out"}</h2>
      <p className="mb-4 text-sm text-slate-600">We send a 6-digit code to your mobile number; your cart stays as it is.</p>
      {registering ? <RegistrationForm idPrefix="checkout-" /> : <CodeSignInForm idPrefix="checkout-" />}
    </section>
  )
}
