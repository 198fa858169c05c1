import { useRouter } from "@tanstack/react-router"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { failureSentence } from "#domain/failure-words.ts"

const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)

/** §8: a screen whose code did not arrive. */
export function ChunkFailed() {
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <p className="text-lg font-semibold">{ERROR_TEXTS.chunkFailed}</p>
      <button type="button" onClick={() => location.reload()} className="mt-4 rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Try again</button>
    </div>
  )
}

/**
 * §2's generic fallback page, for any screen that throws (issue 16: it could not be reached, every
 * route fell to the router's own page, which prints the error): 'Unexpected Application Error!',
 * what went wrong in a sentence (never the error itself), and the ways on: try again, or home.
 */
export function AppError({ error }: { readonly error: unknown }) {
  const router = useRouter()
  if (isChunkError(error)) return <ChunkFailed />
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{ERROR_TEXTS.fallbackPage}</h1>
      <p className="mt-2 text-slate-600">{failureSentence(error)}</p>
      <div className="mt-5 flex justify-center gap-3">
        <button type="button" onClick={() => void router.invalidate()} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">Try again</button>
        <a href="/" className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">Go to the home page</a>
      </div>
    </div>
  )
}
