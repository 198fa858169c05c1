/** WCAG 2.4.1: the first stop of the Tab order skips the header (30-odd stops on a desktop) to the screen. */
export const MAIN_ID = "main"

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      // Focus moves without touching the address: the router would take a new hash for a navigation.
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(MAIN_ID)?.focus()
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-orange-800 focus:shadow-lg focus:outline-2 focus:outline-orange-700"
    >
      Skip to main content
    </a>
  )
}
