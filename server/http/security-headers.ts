import { Cookies, HttpApiBuilder, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { SignInConfig } from "../sign-in/sign-in-settings.ts"

/**
 * Issue 8 web security: the Content Security Policy the shop runs under. Scripts only from the
 * shop's own files (the boot payload is JSON, never run); styles may be inline (server-rendered
 * style attributes and the test gateway's page); nothing may frame the shop.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ")

/**
 * The API reference page (/api/docs) is Scalar's single page, whose script is inline: it gets its
 * own policy, still framed by nobody and talking to nobody else.
 */
const API_DOCS_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")

/**
 * Issue 37: Razorpay's payment page (server/payment/razorpay-page.ts) is the one answer that brings
 * its own policy (the shop's, with Checkout's script and frame allowed): kept there, nowhere else.
 */
const ownPolicy = (path: string, response: HttpServerResponse.HttpServerResponse) => {
  const policy = response.headers["content-security-policy"]
  return path.startsWith("/pay/razorpay/") && policy !== undefined ? { ...SECURITY_HEADERS, "content-security-policy": policy } : undefined
}

export const SECURITY_HEADERS = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()"
} as const

/**
 * ADR 020: a production shop is reached only over https, for a year, on its subdomains too. Never
 * in development: a browser would then refuse http://localhost for every local project for a year.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains"

const READS = new Set(["GET", "HEAD"])

/**
 * ADR 020: whether no cache may keep an answer. An answer that set no Cache-Control of its own is
 * `no-store` when it may depend on who asked (the request carried a cookie or credentials), when it
 * hands out a cookie, or when it answers a write. The rule looks at the exchange, not at a list of
 * calls, so a new personal call cannot be forgotten: without the cookie nobody is known. An
 * anonymous read (the public catalogue) keeps what its handler sent.
 */
export const mustNotStore = (
  request: { readonly method: string; readonly headers: Readonly<Record<string, string | undefined>> },
  response: { readonly headers: Readonly<Record<string, string | undefined>>; readonly setsCookie: boolean }
): boolean => {
  if (response.headers["cache-control"] !== undefined) return false
  return !READS.has(request.method) || request.headers["cookie"] !== undefined || request.headers["authorization"] !== undefined || response.setsCookie
}

/** The answer as no cache may keep it, when `mustNotStore` says so. */
const withCachePolicy = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
  mustNotStore(request, { headers: response.headers, setsCookie: !Cookies.isEmpty(response.cookies) || response.headers["set-cookie"] !== undefined })
    ? HttpServerResponse.setHeader(response, "cache-control", "no-store")
    : response

/**
 * The cache rule for every answer of the app's router (the API, the pages, the files): an API-level
 * middleware appends it once the route has run, so it comes after the route's own pre-response
 * handlers (the session cookie is set by one) and sees the answer as it will be sent.
 */
export const cachePolicyLayer = HttpApiBuilder.middleware((app) =>
  Effect.ensuring(app, HttpApp.appendPreResponseHandler((request, response) => Effect.succeed(withCachePolicy(request, response)))))

/**
 * Every response carries the security headers: set by a pre-response handler, so the answers the
 * server makes from failures (404, 400, 500) get them as well as the app's own; in production also
 * Strict-Transport-Security (the one `production` flag of ADR 018, which the server's layers always
 * provide). The platform runs pre-response handlers inside the app this wraps, so an answer made
 * without it (the request guard's refusals: 403, 413, 415) gets the headers and the cache rule here.
 */
export const securityHeaders = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const production = Option.match(yield* Effect.serviceOption(SignInConfig), { onNone: () => false, onSome: (config) => config.production })
    const secure = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) => {
      const path = new URL(request.url, "http://localhost").pathname
      const headers = path === "/api/docs" ? { ...SECURITY_HEADERS, "content-security-policy": API_DOCS_POLICY }
        : ownPolicy(path, response) ?? SECURITY_HEADERS
      const secured = HttpServerResponse.setHeaders(response, headers)
      return production ? HttpServerResponse.setHeader(secured, "strict-transport-security", STRICT_TRANSPORT_SECURITY) : secured
    }
    yield* HttpApp.appendPreResponseHandler((request, response) => Effect.succeed(secure(request, response)))
    const response = yield* app
    const request = yield* HttpServerRequest.HttpServerRequest
    return withCachePolicy(request, secure(request, response))
  })
