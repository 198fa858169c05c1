import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id } from "../common.ts"
import { EmailAddress, PersonName } from "../identity-text.ts"
import { Language } from "../language.ts"
import { Address, AddressInput, Client, Mobile } from "../order.ts"
import { AccountBlocked, AccountGone, AddressLimitReached, AlreadyRegistered, BadRequest, CodeExpired, CodeWrong, NotFound, NumberLocked, PincodeMismatch, TooManyRequests, Unauthorized } from "./errors.ts"
import { SessionAuth } from "./auth.http.ts"
import { successTrue } from "./params.ts"

export const Otp = Schema.String.pipe(Schema.pattern(/^[0-9]{6}$/, { message: () => "the code has 6 digits" }))
/** An e-mail address as a person gives it (domain/identity-text.ts: NFKC, no invisible characters). */
export const Email = EmailAddress

/** §7 fallback of the user lookup: success false, message 'user not found'. */
export const UserNotFound = Schema.Struct({ success: Schema.Literal(false), message: Schema.Literal("user not found") })

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
      // Issue 39: the language of the page asking, which the code's SMS speaks; English when not sent.
      .setPayload(Schema.Struct({ Mobile, language: Schema.optional(Language) }))
      .addSuccess(Schema.Struct({ success: successTrue, message: Schema.String, resendAfterSeconds: Schema.Number, expiresInSeconds: Schema.Number }))
      .addError(BadRequest).addError(NumberLocked).addError(TooManyRequests)
  )

// The session behind the HttpOnly cookie: who is signed in, and sign-out (revokes it).
export const SessionGroup = HttpApiGroup.make("session")
  .add(HttpApiEndpoint.get("current", "/session").addSuccess(Schema.Struct({ success: successTrue, client: Schema.NullOr(Client) })))
  .add(HttpApiEndpoint.del("signOut", "/session").addSuccess(Schema.Struct({ success: successTrue })))
