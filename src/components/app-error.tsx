import { useRouter } from "@tanstack/react-router"
import { Suspense } from "react"
import { pathInLanguage } from "#domain/language.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"
import { useFailureSentence } from "./failure-sentence.ts"

const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)

/** §8: a screen whose code did not arrive ('Loading chunk failed'; a Hindi page's texts were fetched at its start). */
export function ChunkFailed() {
  const { t } = useTexts(errorsTexts)
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <p className="text-lg font-semibold">{t("errors.chunkFailed")}</p>
      <button type="button" onClick={() => location.reload()} className="mt-4 rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">{t("errors.tryAgain")}</button>
    </div>
  )
}

/**
 * §2's generic fallback page, for any screen that throws (issue 16: it could not be reached, every
 * route fell to the router's own page, which prints the error): 'Unexpected Application Error!',
 * what went wrong in a sentence (never the error itself), and the ways on: try again, or home.
 */
export function AppError({ error }: { readonly error: unknown }) {
  if (isChunkError(error)) return <ChunkFailed />
  return <FailedScreen error={error} />
}

function FailedScreen({ error }: { readonly error: unknown }) {
  const router = useRouter()
  const { t, language } = useTexts(errorsTexts)
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t("errors.fallbackPage")}</h1>
      {/* On a Hindi page the first failure shown may wait for its sentence: the page does not. */}
      <Suspense fallback={null}>
        <Sentence error={error} />
      </Suspense>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => void router.invalidate()} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">{t("errors.tryAgain")}</button>
        <a href={pathInLanguage("/", language)} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">{t("errors.goHome")}</a>
      </div>
    </div>
  )
}

function Sentence({ error }: { readonly error: unknown }) {
  return <p className="mt-2 text-slate-600">{useFailureSentence(error)}</p>
}
