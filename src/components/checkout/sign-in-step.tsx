import { useTexts } from "../../i18n/i18n.tsx"
import { checkoutTexts } from "../../i18n/texts/checkout.ts"
import { CodeSignInForm, RegistrationForm, useSignInStage } from "../sign-in-forms.tsx"

/** Step 1: sign in with a code sent to the mobile, or create the account. */
export function SignInStep() {
  const { t } = useTexts(checkoutTexts)
  const stage = useSignInStage()
  const registering = stage === "registering" || stage === "creatingAccount"
  return (
    <section aria-labelledby="sign-in-step" className="mx-auto max-w-sm rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sign-in-step" className="mb-1 text-lg font-semibold">{registering ? t("checkout.signIn.register") : t("checkout.signIn.title")}</h2>
      <p className="mb-4 text-sm text-slate-600">{t("checkout.signIn.hint")}</p>
      {registering ? <RegistrationForm idPrefix="checkout-" /> : <CodeSignInForm idPrefix="checkout-" />}
    </section>
  )
}
