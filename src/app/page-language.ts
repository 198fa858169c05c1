import { DEFAULT_LANGUAGE, type Language, languageOfPath } from "#domain/language.ts"

/**
 * The language of the page the shopper acts from (issue 39, ADR 064: the address carries it, fixed
 * for the page's life), sent with the calls whose SMS speak it: placing an order, asking for a
 * sign-in code, asking for a back-in-stock alert. English where there is no page (a test in Node).
 */
export const pageLanguage = (): Language => (typeof location === "undefined" ? DEFAULT_LANGUAGE : languageOfPath(location.pathname))
