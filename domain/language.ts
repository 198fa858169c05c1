import { Schema } from "effect"

// Issue 39, ADR 064: the storefront speaks English or Hindi. The language is part of the address:
// the Hindi shop lives under `/hi` (`/hi/category/men`), so each address has one language that a
// search engine can index (hreflang), and a shared link opens in the language it was shared in.
// The shopper's choice is also kept in a cookie, which only the first visit to `/` reads.

export const LANGUAGES = ["en", "hi"] as const
export const Language = Schema.Literal(...LANGUAGES)
export type Language = typeof Language.Type

/**
 * One area's texts in a language other than English (domain/messages/*.hi.ts): the English texts'
 * keys, no more and no fewer, so a missing text fails the type check.
 */
export type Translation<English> = { readonly [K in keyof English]: string }

/** The language of the shop's own texts: the spec's English. */
export const DEFAULT_LANGUAGE: Language = "en"

/** The address prefix of each language other than the default. */
const PREFIX: Readonly<Record<Language, string>> = { en: "", hi: "/hi" }

/** The `lang` of a page (`<html lang>`) and its hreflang. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: "en-IN", hi: "hi-IN" }

/** The cookie that keeps the shopper's choice (a year): read by the server for a first visit to `/` only. */
export const LANGUAGE_COOKIE = "bazaar_lang"
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The language an address is in: Hindi under `/hi` (`/hi`, `/hi/...`), else English. */
export const languageOfPath = (pathname: string): Language =>
  pathname === PREFIX.hi || pathname.startsWith(`${PREFIX.hi}/`) ? "hi" : "en"

/** The address without its language's prefix: the screen's own path (`/hi/cart` → `/cart`, `/hi` → `/`). */
export const pathWithoutLanguage = (pathname: string): string => {
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return pathname
  const rest = pathname.slice(PREFIX[language].length)
  return rest === "" ? "/" : rest
}

/** A screen's path in `language`: `/cart` in Hindi is `/hi/cart`, `/` is `/hi`; a prefixed path is moved. */
export const pathInLanguage = (pathname: string, language: Language): string => {
  const own = pathWithoutLanguage(pathname)
  if (language === DEFAULT_LANGUAGE) return own
  return own === "/" ? PREFIX[language] : `${PREFIX[language]}${own}`
}

/**
 * The language a browser's `Accept-Language` prefers among the shop's, by its weights (RFC 9110
 * §12.5.4): `hi-IN,hi;q=0.9,en;q=0.8` is Hindi, `en-IN,en;q=0.9,hi;q=0.8` English. Nothing asked for,
 * or only languages the shop does not have: the default.
 */
export const preferredLanguage = (acceptLanguage: string | undefined): Language => {
  if (acceptLanguage === undefined) return DEFAULT_LANGUAGE
  let best: { readonly language: Language; readonly weight: number } | undefined
  for (const part of acceptLanguage.split(",").slice(0, 20)) {
    const [range = "", ...parameters] = part.trim().split(";")
    const primary = range.trim().toLowerCase().split("-")[0]
    const language = LANGUAGES.find((known) => known === primary)
    if (language === undefined) continue
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue
    // The first of equal weights wins: the browser lists its languages in the shopper's order.
    if (best === undefined || weight > best.weight) best = { language, weight }
  }
  return best?.language ?? DEFAULT_LANGUAGE
}

/** A kept choice from the cookie's value; anything else is no choice. */
export const languageOfCookie = (value: string | undefined): Language | undefined =>
  LANGUAGES.find((language) => language === value)
