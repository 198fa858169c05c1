import { createFileRoute, Link, Navigate } from "@tanstack/react-router"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { AfterSignIn, CodeSignInForm, pathToReturnTo, productToReturnTo, useSignInStage } from "../../components/sign-in-forms.tsx"

/** /login: the mobile number, then the 6-digit code the server sent (§1, DESIGN §4). */
export const Route = createFileRoute("/_bare/login")({ component: Login })

function Login() {
  const stage = useSignInStage()
  const { t } = useTexts(accountTexts)
  const search = Route.useSearch()
  const product = productToReturnTo(search)
  const next = pathToReturnTo(search)
  // Signed in: the page that sent the person here, the product page they came from, or the account;
  // a number the shop does not know: registration (its code is kept), which comes back there too.
  if (stage === "signedIn") return <AfterSignIn product={product} next={next} />
  if (stage === "registering") return <Navigate to="/Register" search={{ ...(product === undefined ? {} : { product }), ...(next === undefined ? {} : { next }) } as never} />
  return (
    <div className="mx-auto max-w-sm py-8">
      <h1 className="text-2xl font-bold">{t("account.signIn.title")}</h1>
      <p className="mb-6 mt-1 text-sm text-slate-600">{t("account.signIn.intro")}</p>
      <CodeSignInForm />
      <Link to="/" className="mt-6 block text-center text-sm text-slate-600 underline">{t("account.continueShopping")}</Link>
    </div>
  )
}
