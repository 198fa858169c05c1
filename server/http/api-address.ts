import { HttpServerResponse } from "@effect/platform"

/**
 * A request's path as the router matches it (find-my-way, as HttpRouter configures it): an absolute
 * address without its scheme and host, repeated slashes read as one, cut at `?`, `;` or `#`,
 * percent-decoded except reserved characters (decodeURI), without a trailing slash, in lower case.
 */
export const routedPath = (url: string): string => {
  const target = url.startsWith("/") ? url : url.replace(/^https?:\/\/.*?\//i, "/")
  let path = target.replace(/\/{2,}/g, "/").split(/[?;#]/, 1)[0]!
  try {
    path = decodeURI(path)
  } catch {
    // A malformed escape: the router matches no call, and neither do the checks.
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1)
  return path.toLowerCase()
}

/**
 * The path as the shop's pages read it (static.ts): backslashes as slashes and dot segments resolved
 * (WHATWG URL), then fully decoded (`%2F` too), in lower case.
 */
const pagePath = (url: string): string => {
  const target = url.startsWith("/") ? url.replace(/[/\\]+/g, "/") : url // `//api` would read as a host
  try {
    return decodeURIComponent(new URL(target, "http://localhost").pathname).replace(/\/{2,}/g, "/").toLowerCase()
  } catch {
    return ""
  }
}

const underApi = (path: string) => path === "/api" || path.startsWith("/api/")

/**
 * Whether an address names something under /api, however it is spelt: the router reads
 * `/API//v1/%61bc` as `/api/v1/abc`, and the pages read `/category/../api` and `/api%2Fv1` as
 * `/api` and `/api/v1`. The request guard's rules hold for all of them (a form post to
 * `/API/v1/contact` was served past them), and none is ever answered with the shop's page.
 */
export const isApiAddress = (url: string): boolean => underApi(routedPath(url)) || underApi(pagePath(url))

/**
 * Whether the path has a `.` or `..` segment (also as `%2e`, or between backslashes). The router
 * does not resolve them and the pages do, so through one an address reaches another call or the
 * page instead of its own (found by fuzzing: `/api/v1/..` answered the shop's page).
 */
export const hasDotSegment = (url: string): boolean =>
  url.split(/[?#]/, 1)[0]!.split(/[/\\]/).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))

/** The answer to an address under /api that names no call: JSON (DESIGN §3), never the shop's page. */
export const noApiCall = (method: string, url: string) => {
  const path = url.split(/[?#]/, 1)[0]!
  return HttpServerResponse.unsafeJson(
    { success: false, message: `No API call ${method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path}` },
    { status: 404 }
  )
}
