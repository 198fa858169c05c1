import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { SESSION_COOKIE, SessionAuth } from "#domain/http/auth.http.ts"
import { SignInConfig } from "../sign-in/sign-in-settings.ts"
import { SESSION_TTL_MS } from "./session.repo.ts"

/** The token of the request's session cookie, or "" when there is none. */
export const requestToken = Effect.map(HttpServerRequest.HttpServerRequest, (request) => request.cookies[SESSION_COOKIE] ?? "")

/** HttpOnly, SameSite=Lax, Path=/, 30 days; Secure in production (plain http on localhost otherwise). */
export const setSessionCookie = (token: string) =>
  Effect.flatMap(SignInConfig, (config) =>
    HttpApiBuilder.securitySetCookie(SessionAuth.security.session, token, {
      httpOnly: true,
      secure: config.production,
      sameSite: "lax",
      path: "/",
      maxAge: `${SESSION_TTL_MS} millis`
    }))

export const clearSessionCookie = Effect.flatMap(SignInConfig, (config) =>
  HttpApiBuilder.securitySetCookie(SessionAuth.security.session, "", {
    httpOnly: true,
    secure: config.production,
    sameSite: "lax",
    path: "/",
    maxAge: 0,
    expires: new Date(0)
  }))
