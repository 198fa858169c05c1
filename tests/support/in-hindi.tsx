import type { ReactNode } from "react"
import { loadAreasInUse, loadI18n, Texts } from "#src/i18n/i18n.tsx"

// Issue 39: a component's test in Hindi. `inHindi(<Screen />)` renders it as a page under /hi does,
// with the shell's Hindi texts and those of every area the imported components use already fetched
// (as the app fetches them before its first render), so the test reads Hindi at once.

const hindi = await loadI18n("hi")

/** `ui` as a Hindi page draws it: render it with Testing Library's `render`. */
export const inHindi = async (ui: ReactNode): Promise<ReactNode> => {
  await loadAreasInUse("hi")
  return <Texts i18n={hindi}>{ui}</Texts>
}
