import { type I18n, type MessageDescriptor, type Messages, setupI18n } from "@lingui/core"
import { I18nProvider, LinguiContext } from "@lingui/react"
import { type ReactNode, use, useContext } from "react"
import type { LocationRewrite } from "@tanstack/react-router"
import { HTML_LANG, type Language, pathInLanguage, pathWithoutLanguage } from "#domain/language.ts"
import { compiled as english } from "./compiled/shell.en.ts"
import type { MessageKey } from "#domain/messages/shell.en.ts"

// Issue 39, ADR 064: the storefront's texts in the address's language, through Lingui's core. The
// shell's English messages travel with the start-up; the Hindi ones are a chunk of their own, fetched
// only for a page under /hi, before its first render (so the app takes over a Hindi first view in
// Hindi). Every other area's texts (src/i18n/texts/<area>.ts) travel with the screens that use them:
// the English in the screens' own chunk, the Hindi in a chunk fetched when a Hindi page first shows
// one of them. Numbers in messages (`#`) are formatted for en-IN or hi-IN: Latin digits, Indian grouping.

const make = (language: Language, messages: typeof english): I18n =>
  setupI18n({ locale: language, locales: [HTML_LANG[language]], messages: { [language]: messages } })

/** The English texts: what a screen drawn outside the app's provider reads (a component's test). */
const ENGLISH = make("en", english)

/** The texts of `language`, its messages loaded (the Hindi ones fetched once). */
export const loadI18n = async (language: Language): Promise<I18n> =>
  language === "en" ? ENGLISH : make(language, (await import("./compiled/shell.hi.ts")).compiled)

/** Gives the screens below it the texts of one language (src/app/start.tsx, the server's first view). */
export function Texts({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** A text by its key, with its arguments (`t("listing.count", { count: 24 })`). */
export type Translate<K extends string = MessageKey> = (key: K, values?: Readonly<Record<string, string | number>>) => string

/** An area's compiled messages by key (src/i18n/compiled/<area>.<language>.ts). */
export type CompiledTexts<K extends string> = { readonly [key in K]: Messages[string] }

/**
 * One area's texts (a group of screens: the product page, the checkout, ...): its English compiled
 * messages, imported by the screens' own modules and so travelling in their chunk, and how to fetch
 * its Hindi ones. Written by `npm run i18n:compile` as src/i18n/texts/<area>.ts.
 */
export interface TextArea<K extends string> {
  readonly name: string
  readonly english: CompiledTexts<K>
  readonly hindi: () => Promise<{ readonly compiled: CompiledTexts<K> }>
}

/** The areas whose modules are loaded: those the screens loaded so far use. */
const areasLoaded = new Map<string, TextArea<string>>()
/** The Hindi texts fetched, by area; and those being fetched (once each, again after a failure). */
const hindiByArea = new Map<string, CompiledTexts<string>>()
const hindiFetches = new Map<string, Promise<CompiledTexts<string>>>()

/** An area's texts, known from when its module is loaded (src/i18n/texts/<area>.ts). */
export const textArea = <K extends string>(name: string, english: CompiledTexts<K>, hindi: TextArea<K>["hindi"]): TextArea<K> => {
  const area: TextArea<K> = { name, english, hindi }
  areasLoaded.set(name, area as TextArea<string>)
  return area
}

const fetchHindi = <K extends string>(area: TextArea<K>): Promise<CompiledTexts<K>> => {
  const fetching = hindiFetches.get(area.name)
  if (fetching !== undefined) return fetching
  const fetched = area.hindi().then(
    ({ compiled }) => {
      hindiByArea.set(area.name, compiled)
      return compiled
    },
    (error: unknown) => {
      hindiFetches.delete(area.name)
      throw error
    }
  )
  hindiFetches.set(area.name, fetched)
  return fetched
}

/**
 * Fetches, for a page in `language`, the texts of every area the screens loaded so far use: the
 * first render (the browser's, or the server's first view) then draws them without waiting.
 */
export const loadAreasInUse = async (language: Language): Promise<void> => {
  if (language === "en") return
  await Promise.all([...areasLoaded.values()].map(fetchHindi))
}

/**
 * The texts of the page's language; English where no provider is (a component's test). Without an
 * area, the shell's; with one, that area's, its Hindi fetched the first time a Hindi page shows it
 * (the screen waits for them as for its code, under its 'Loading...').
 */
export function useTexts(): { readonly t: Translate; readonly language: Language }
export function useTexts<K extends string>(area: TextArea<K>): { readonly t: Translate<K>; readonly language: Language }
export function useTexts(area?: TextArea<string>): { readonly t: Translate<string>; readonly language: Language } {
  const i18n = useContext(LinguiContext)?.i18n ?? ENGLISH
  const language: Language = i18n.locale === "hi" ? "hi" : "en"
  if (area === undefined) return { t: (key, values) => i18n._(key, values), language }
  const texts = language === "en" ? area.english : (hindiByArea.get(area.name) ?? use(fetchHindi(area)))
  // Lingui's core reads the message given beside the key, compiled, when its catalogue lacks the key.
  return { t: (key, values) => i18n._({ id: key, message: texts[key], values } as unknown as MessageDescriptor), language }
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
