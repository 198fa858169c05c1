// @effect/platform's Cookies as its HTTP client modules see it in the browser's build only
// (vite.config.ts, ADR 054). A browser's fetch never shows a response's Set-Cookie (the browser keeps
// its cookies itself, the session's among them), so a response's `cookies` are always none and the
// client's cookie jar (`withCookiesRef`) has nothing to hold: the real module's parser and
// validators of Set-Cookie headers (1.3 KB gzipped) came to every page that calls the API unread.
// A Set-Cookie header reaching these functions, or the jar used, fails with the sentence below, as
// a defect, never quietly.

import { notInTheBrowser } from "./not-in-the-browser.ts"

const TypeId: unique symbol = Symbol.for("@effect/platform/Cookies") as never

const noneJson = () => ({ _id: "@effect/platform/Cookies", cookies: {} })

/** No cookies: what a browser's response always carries, as the real module's empty Cookies. */
const none = Object.freeze({
  [TypeId]: TypeId,
  cookies: Object.freeze({}),
  toJSON: noneJson,
  toString: () => JSON.stringify(noneJson(), null, 2)
})

/** As Cookies.fromSetCookie, for the headers a browser's fetch shows: none. */
export const fromSetCookie = (headers: Iterable<string> | string) => {
  for (const _header of typeof headers === "string" ? [headers] : headers) return notInTheBrowser("Cookies.fromSetCookie")()
  return none
}

export const merge = notInTheBrowser("Cookies.merge")
export const isEmpty = notInTheBrowser("Cookies.isEmpty")
export const toCookieHeader = notInTheBrowser("Cookies.toCookieHeader")
