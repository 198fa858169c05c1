// A module of its own, so that the browser-side test of the Pending component
// (tests/components/pending.test.tsx, jsdom) can hold the two to the same markup.
import type { Language } from "#domain/language.ts"
import { messages as en } from "#domain/messages/shell.en.ts"
import { messages as hi } from "#domain/messages/shell.hi.ts"

const LOADING: Readonly<Record<Language, string>> = { en: en.loading, hi: hi.loading }

/** §2's 'Loading...', as the app's Pending component draws it (src/components/pending.tsx), in the page's language (issue 39). */
export const loadingPlaceholder = (language: Language): string =>
  `<p role="status" data-loading="" class="flex min-h-[40vh] items-center justify-center text-slate-500">${LOADING[language]}</p>`

/** The English page's placeholder. */
export const LOADING_PLACEHOLDER = loadingPlaceholder("en")
