import { type I18n, setupI18n } from "@lingui/core"
import { I18nProvider, LinguiContext } from "@lingui/react"
import { type ReactNode, useContext } from "react"
import type { LocationRewrite } from "@tanstack/react-router"
import { HTML_LANG, type Language, pathInLanguage, pathWithoutLanguage } from "#domain/language.ts"
import { compiled as english } from "./compiled.en.ts"
import type { MessageKey } from "#domain/messages.en.ts"

// Issue 39, ADR 064: the storefront's texts in the address's language, through Lingui's core. The
// English messages travel with the start-up; the Hindi ones are a chunk of their own, fetched only
// for a page under /hi, before its first render (so the app takes over a Hindi first view in Hindi).
// Numbers in messages (`#`) are formatted for en-IN or hi-IN: Latin digits, Indian grouping.

const make = (language: Language, messages: typeof english): I18n =>
  setupI18n({ locale: language, locales: [HTML_LANG[language]], messages: { [language]: messages } })

/** The English texts: what a screen drawn outside the app's provider reads (a component's test). */
const ENGLISH = make("en", english)

/** The texts of `language`, its messages loaded (the Hindi ones fetched once). */
export const loadI18n = async (language: Language): Promise<I18n> =>
  language === "en" ? ENGLISH : make(language, (await import("./compiled.hi.ts")).compiled)

/** Gives the screens below it the texts of one language (src/app/start.tsx, the server's first view). */
export function Texts({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** A text by its key, with its arguments (`t("listing.count", { count: 24 })`). */
export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string

/** The texts of the page's language; English where no provider is (a component's test). */
export const useTexts = (): { readonly t: Translate; readonly language: Language } => {
  const i18n = useContext(LinguiContext)?.i18n ?? ENGLISH
  return { t: (key, values) => i18n._(key, values), language: i18n.locale === "hi" ? "hi" : "en" }
}

/**
 * The router's view of a page's addresses (ADR 064), as an option of createRouter: the routes know
 * the screens' own paths, the browser's address bar holds them under the page's language (`/hi/cart`
 * is `/cart`). Every link the router draws gains the page's prefix, so a Hindi page's links stay in
 * Hindi. English addresses need nothing.
 */
export const languageRouting = (language: Language): { readonly rewrite?: LocationRewrite } =>
  language === "en"
    ? {}
    : {
        rewrite: {
          input: ({ url }) => {
            url.pathname = pathWithoutLanguage(url.pathname)
            return url
          },
          output: ({ url }) => {
            url.pathname = pathInLanguage(url.pathname, language)
            return url
          }
        }
      }
