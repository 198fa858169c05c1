import { useTexts } from "../i18n/i18n.tsx"

/** §2: screens load lazily with a 'Loading...' indicator meanwhile. The one way to show loading (STYLE §14). */
export function Pending() {
  const { t } = useTexts()
  return (
    <p role="status" className="flex min-h-[40vh] items-center justify-center text-slate-500">
      {t("loading")}
    </p>
  )
}

/**
 * §2's 'Loading...' while the router moves to another screen (issue 33): the screen's place is kept,
 * and the words are pinned in the window below the sticky header, so a move from a scrolled page
 * does not leave them above the screen or under the header. Scrolling to the top instead would have
 * the router keep that top as the place to come back to.
 */
export function MovePending() {
  const { t } = useTexts()
  return (
    <div className="min-h-[40vh]">
      <p role="status" className="fixed inset-x-0 top-1/3 z-20 mx-auto w-fit rounded-full bg-white px-4 py-2 text-slate-500 shadow">
        {t("loading")}
      </p>
    </div>
  )
}
