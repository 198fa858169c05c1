import { createFileRoute, Link } from "@tanstack/react-router"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { AfterSignIn, RegistrationForm, pathToReturnTo, productToReturnTo, useSignInStage } from "../../components/sign-in-forms.tsx"

/** /Register: name and e-mail for a number whose code the server has just accepted. */
export const Route = createFileRoute("/_layout/Register")({ component: Register })

function Register() {
  const stage = useSignInStage()
  const { t } = useTexts(accountTexts)
  const search = Route.useSearch()
  const product = productToReturnTo(search)
  if (stage === "signedIn") return <AfterSignIn product={product} next={pathToReturnTo(search)} />
  if (stage !== "registering" && stage !== "creatingAccount") {
    return (
      <div className="mx-auto max-w-sm py-10 text-center">
        <h1 className="text-2xl font-bold">{t("account.register.title")}</h1>
        <p className="mt-2 text-slate-600">{t("account.register.confirmFirst")}</p>
        <Link to="/login" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">{t("account.register.getCode")}</Link>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-sm py-8">
      <h1 className="mb-3 text-2xl font-bold">{t("account.register.create")}</h1>
      <RegistrationForm />
    </div>
  )
}
