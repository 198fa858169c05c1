import { useRouter } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language, pathInLanguage } from "#domain/language.ts"
import { useTexts } from "../i18n/i18n.tsx"

/** The shopper's choice, kept for the next first visit to `/` (the server reads it there only, ADR 064). */
const keepChoice = (language: Language) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

/**
 * Issue 39: the switch to the other language (header and account menu). It is a plain link to the
 * same screen under the other language's address (`/hi/...` or without it), so it works before the
 * app runs, and the new page is drawn in its language from the start; named in the language it
 * leads to.
 */
export function LanguageSwitch({ className }: { readonly className?: string }) {
  const { t, language } = useTexts()
  const other: Language = language === "hi" ? "en" : "hi"
  // The screen shown, followed through the router's events (as the search box does: its
  // useRouterState would add a chunk to the home page's budget).
  const router = useRouter()
  const [location, setLocation] = useState(() => router.state.location)
  useEffect(() => router.subscribe("onResolved", () => setLocation(router.state.location)), [router])
  const href = `${pathInLanguage(location.pathname, other)}${location.searchStr}`
  return (
    <a href={href} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]} onClick={() => keepChoice(other)} className={className}>
      {t("language.other")}
    </a>
  )
}
