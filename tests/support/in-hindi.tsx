import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { preloadFailureSentences } from "#src/components/failure-sentence.ts"
import { loadAreasInUse, loadI18n, Texts } from "#src/i18n/i18n.tsx"

// Issue 39: a component's test in Hindi. `inHindi(<Screen />)` renders it as a page under /hi does,
// with the shell's Hindi texts and those of every area the imported components use already fetched
// (as the app fetches them before its first render), so the test reads Hindi at once.

const hindi = await loadI18n("hi")

/** `ui` as a Hindi page draws it: render it with Testing Library's `render`. */
export const inHindi = async (ui: ReactNode): Promise<ReactNode> => {
  await loadAreasInUse("hi")
  // As a Hindi page fetches them once idle after its start (src/app/start.tsx).
  await preloadFailureSentences("hi")
  return <Texts i18n={hindi}>{ui}</Texts>
}

/**
 * `ui` drawn as a Hindi page draws it, with the app's `services` and inside a router (for its links);
 * resolves once it is on screen.
 */
export const showInHindi = async (ui: ReactNode, services: AppServices) => {
  const page = await inHindi(<AppProvider value={services}>{ui}</AppProvider>)
  const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  return screen.findByText((_, element) => element?.tagName === "BODY")
}

/** The Latin words left in `text` once `allowed` (the shop's content: names, addresses, codes) is taken out. */
export const englishWordsIn = (text: string, allowed: ReadonlyArray<string>): ReadonlyArray<string> =>
  allowed.reduce((rest, word) => rest.split(word).join(" "), text).match(/[A-Za-z]{2,}/g) ?? []
