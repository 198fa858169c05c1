import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

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

export const SECURITY_HEADERS = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()"
} as const

/**
 * Every response carries the security headers: set by a pre-response handler, so the answers the
 * server makes from failures (404, 400, 500) get them as well as the app's own.
 */
export const securityHeaders = (app: HttpApp.Default): HttpApp.Default =>
  Effect.zipRight(
    HttpApp.appendPreResponseHandler((request, response) => {
      const path = new URL(request.url, "http://localhost").pathname
      const headers = path === "/api/docs" ? { ...SECURITY_HEADERS, "content-security-policy": API_DOCS_POLICY } : SECURITY_HEADERS
      return Effect.succeed(HttpServerResponse.setHeaders(response, headers))
    }),
    app
  )
