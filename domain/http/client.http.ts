import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { Id } from "../common.ts"
import { EmailAddress, PersonName } from "../identity-text.ts"
import { Address, AddressInput, Client, Mobile, type Role } from "../order.ts"
import { AccountBlocked, AccountGone, AddressLimitReached, AlreadyRegistered, BadRequest, CodeExpired, CodeWrong, Forbidden, NotFound, NumberLocked, PincodeMismatch, ServiceUnavailable, TooManyRequests, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

export const Otp = Schema.String.pipe(Schema.pattern(/^[0-9]{6}$/, { message: () => "the code has 6 digits" }))
/** An e-mail address as a person gives it (domain/identity-text.ts: NFKC, no invisible characters). */
export const Email = EmailAddress

/** §7 fallback of the user lookup: success false, message 'user not found'. */
export const UserNotFound = Schema.Struct({ success: Schema.Literal(false), message: Schema.Literal("user not found") })

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

// §7 Customer (prefix /api/v1). The code is checked by the server, never in the browser.
export const ClientGroup = HttpApiGroup.make("client")
  .add(
    HttpApiEndpoint.post("login", "/client/loginclient")
      .setPayload(Schema.Struct({ Mobile, otp: Otp }))
      .addSuccess(Schema.Struct({ success: successTrue, client: Client }))
      // An unknown number whose code is right answers this with HTTP 200 (decision 006).
      .addSuccess(UserNotFound)
      .addError(BadRequest).addError(CodeWrong).addError(CodeExpired).addError(NumberLocked).addError(TooManyRequests).addError(AccountBlocked)
  )
  .add(
    HttpApiEndpoint.post("register", "/client/new")
      .setPayload(Schema.Struct({ Name: PersonName.pipe(Schema.minLength(2), Schema.maxLength(80)), Mobile, Email, otp: Otp }))
      .addSuccess(Schema.Struct({ success: successTrue, client: Client }), { status: 201 })
      .addError(BadRequest).addError(CodeWrong).addError(CodeExpired).addError(NumberLocked).addError(AlreadyRegistered).addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("verifyEmail", "/client/email/:email")
      .setPath(Schema.Struct({ email: Email }))
      .addSuccess(Schema.Struct({ success: successTrue, registered: Schema.Boolean }))
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.put("addAddress", "/client/address")
      .setPayload(AddressInput)
      .addSuccess(Schema.Struct({ success: successTrue, client: Client }))
      .addError(Unauthorized).addError(AccountGone).addError(AddressLimitReached).addError(PincodeMismatch).addError(BadRequest)
      .middleware(SessionAuth)
  )
  .add(
    HttpApiEndpoint.put("updateAddress", "/client/updateclientsingleaddress")
      .setPayload(Address)
      .addSuccess(Schema.Struct({ success: successTrue, client: Client }))
      .addError(Unauthorized).addError(AccountGone).addError(NotFound).addError(PincodeMismatch).addError(BadRequest)
      .middleware(SessionAuth)
  )
  .add(
    // §7: the payload may not be sent, so the id comes in the query (`?id=`) or, for clients
    // written for the original API, in a JSON body `{ "id" }` or `{ "_id" }`, which the server reads.
    HttpApiEndpoint.del("deleteAddress", "/client/deleteclientsingleaddress")
      .setUrlParams(Schema.Struct({ id: Schema.optional(Id) }))
      .addSuccess(Schema.Struct({ success: successTrue, client: Client }))
      .addError(Unauthorized).addError(AccountGone).addError(NotFound).addError(BadRequest)
      .middleware(SessionAuth)
  )

// §7: the OTP is sent through an admin-prefixed path; it needs no session (it starts one).
export const SmsGroup = HttpApiGroup.make("sms")
  .add(
    HttpApiEndpoint.post("sendOtp", "/admin/sendsms")
      .setPayload(Schema.Struct({ Mobile }))
      .addSuccess(Schema.Struct({ success: successTrue, message: Schema.String, resendAfterSeconds: Schema.Number, expiresInSeconds: Schema.Number }))
      .addError(BadRequest).addError(NumberLocked).addError(TooManyRequests)
  )

// The session behind the HttpOnly cookie: who is signed in, and sign-out (revokes it).
export const SessionGroup = HttpApiGroup.make("session")
  .add(HttpApiEndpoint.get("current", "/session").addSuccess(Schema.Struct({ success: successTrue, client: Schema.NullOr(Client) })))
  .add(HttpApiEndpoint.del("signOut", "/session").addSuccess(Schema.Struct({ success: successTrue })))
