import { createRootRouteWithContext, Link, Outlet, useRouterState } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import type { AppServices } from "../app/app-context.tsx"
import { titleOfMatches } from "../app/page-titles.ts"

/** §9 chunk load time-out: a screen whose code has not arrived after 120 s is reported as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)

function ChunkFailed() {
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <p className="text-lg font-semibold">{ERROR_TEXTS.chunkFailed}</p>
      <button type="button" onClick={() => location.reload()} className="mt-4 rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Try again</button>
    </div>
  )
}

/** Watches navigation: pending for longer than the §9 time-out shows 'Loading chunk failed'. */
function ChunkWatchdog() {
  const pending = useRouterState({ select: (s) => s.status === "pending" })
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!pending) {
      setTimedOut(false)
      return
    }
    const timer = setTimeout(() => setTimedOut(true), CHUNK_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return timedOut ? <div className="fixed inset-0 z-50 bg-white"><ChunkFailed /></div> : null
}

/** Every screen's own title in the browser's tab (src/app/page-titles.ts), as the router moves. */
function TitleSync() {
  const title = useRouterState({ select: (s) => titleOfMatches(s.matches) })
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}

export const Route = createRootRouteWithContext<AppServices>()({
  component: () => (
    <>
      <Outlet />
      <ChunkWatchdog />
      <TitleSync />
    </>
  ),
  // §2: the generic fallback page.
  errorComponent: ({ error }) =>
    isChunkError(error) ? <ChunkFailed /> : (
      <div className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">{ERROR_TEXTS.fallbackPage}</h1>
        <a href="/" className="mt-4 inline-block text-orange-700 underline">Go to the home page</a>
      </div>
    ),
  notFoundComponent: () => (
    <div className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">We could not find that page</h1>
      <p className="mt-2 text-slate-600">The link may be old, or the page may have moved.</p>
      <Link to="/" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Go to the home page</Link>
    </div>
  )
})
