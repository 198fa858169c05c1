import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import type { Id } from "../common.ts"
import type { Role } from "../order.ts"
import { Forbidden, ServiceUnavailable, Unauthorized } from "./errors.ts"

// Who may make a call (§6; the role checks are ours): the session cookie and the middlewares every
// group names, apart from the customer's own calls (client.http.ts), so that a group's module does
// not bring the sign-in calls' schemas with it (issue 36 item 1: the browser loads only the groups
// it calls).

/** The name of the HttpOnly session cookie set at sign-in (docs/decisions/006-sign-in.md). */
export const SESSION_COOKIE = "bazaar_session"

/** Who the session cookie belongs to; provided to the handlers of calls that need a session. */
export class CurrentClient extends Context.Tag("bazaar/CurrentClient")<CurrentClient, {
  readonly clientId: Id
  readonly role: Role
}>() {}

/** Calls that act on the signed-in client's own data: no valid session answers 401. */
export class SessionAuth extends HttpApiMiddleware.Tag<SessionAuth>()("SessionAuth", {
  failure: Schema.Union(Unauthorized, ServiceUnavailable),
  provides: CurrentClient,
  security: { session: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) }
}) {}

/**
 * Admin calls (§6: the role checks are ours), by the back office's area (issue 20 item 8,
 * domain/staff.ts): no valid session answers 401, a session whose role may not work in the area 403.
 * Provides the staff member as CurrentClient. AdminAuth: the shop's own settings, only an admin.
 */
export class AdminAuth extends HttpApiMiddleware.Tag<AdminAuth>()("AdminAuth", {
  failure: Schema.Union(Unauthorized, Forbidden, ServiceUnavailable),
  provides: CurrentClient,
  security: { session: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) }
}) {}

/** The catalogue's calls (brands, categories, products, search words): an admin or a catalogue editor. */
export class CatalogueAuth extends HttpApiMiddleware.Tag<CatalogueAuth>()("CatalogueAuth", {
  failure: Schema.Union(Unauthorized, Forbidden, ServiceUnavailable),
  provides: CurrentClient,
  security: { session: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) }
}) {}

/** Support's calls (orders, returns, customers, messages, reviews): an admin or support staff. */
export class SupportAuth extends HttpApiMiddleware.Tag<SupportAuth>()("SupportAuth", {
  failure: Schema.Union(Unauthorized, Forbidden, ServiceUnavailable),
  provides: CurrentClient,
  security: { session: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) }
}) {}
