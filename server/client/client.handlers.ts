import { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { BLOCKED_TEXT } from "#domain/support-admin.ts"
import { AccountBlocked, AccountGone, AddressLimitReached, AlreadyRegistered, BadRequest, PincodeMismatch } from "#domain/http/errors.ts"
import { refused } from "#domain/refusal-words.ts"
import { checkPincodePlace } from "#domain/pincode-place.ts"
import { groupOrUnavailable, isUniqueViolation, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { setSessionCookie } from "../session/session-cookie.ts"
import { createSession } from "../session/session.repo.ts"
import { rememberDevice } from "../sign-in/device-cookie.ts"
import { checkCodeFor, consumeCode } from "../sign-in/otp.repo.ts"
import { SignInConfig } from "../sign-in/sign-in-settings.ts"
import { clientAddress, limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import * as Repo from "./client.repo.ts"
import { pincodeDirectory } from "./pincodes.ts"

// The session's own client, with its addresses, after a change.
const ownClient = Effect.flatMap(CurrentClient, ({ clientId }) =>
  Repo.clientById(clientId).pipe(Effect.flatMap(Option.match({
    onNone: () => Effect.fail(new AccountGone({ message: "Your account no longer exists; please sign in again." })),
    onSome: Effect.succeed
  }))))

/**
 * The address's pincode is in its state (India Post's directory), else PincodeMismatch. A city the
 * directory files elsewhere is not refused: the directory's "city" is often the district (Hyderabad's
 * 500084 is under K.V. Rangareddy, Kolkata's 700091 under North 24 Parganas), so refusing it would
 * turn real metro addresses away.
 */
const placeMatchesPincode = (address: { readonly Pincode: string; readonly City: string; readonly State: string }) =>
  Effect.flatMap(pincodeDirectory, (directory) => {
    const check = checkPincodePlace(address, directory.placesOf(address.Pincode), directory.knownCities)
    return check._tag === "WrongState" ? Effect.fail(new PincodeMismatch(refused(check.refusal))) : Effect.void
  })

// §7: clients written for the original API send the id of the address to delete in the body.
const DeleteBody = Schema.parseJson(Schema.Struct({ id: Schema.optional(Id), _id: Schema.optional(Id) }))

const idToDelete = (fromQuery: string | undefined) =>
  Effect.gen(function* () {
    if (fromQuery !== undefined) return fromQuery
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.orElseSucceed(request.text, () => "")
    if (text.trim() !== "") {
      const body = yield* Schema.decodeUnknown(DeleteBody)(text).pipe(
        Effect.mapError(() => new BadRequest({ message: "Invalid request: the body must be JSON { \"id\": \"<24-hex address id>\" }" }))
      )
      const id = body.id ?? body._id
      if (id !== undefined) return id
    }
    return yield* Effect.fail(new BadRequest({ message: "Invalid request: give the address's id in the query (?id=) or in the body ({ \"id\" })" }))
  })

export const ClientHandlersLive = groupOrUnavailable(BazaarApi, "client", (handlers) =>
  handlers
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const { codeId } = yield* checkCodeFor(payload.Mobile, payload.otp, yield* clientAddress)
        const found = yield* Repo.clientByMobile(payload.Mobile)
        // §7 fallback, HTTP 200: the code stays valid so the same code can register the number.
        if (Option.isNone(found)) return { success: false as const, message: "user not found" as const }
        // Issue 20 item 4: a customer the shop blocked does not sign in (the code stays unused).
        const blocked = yield* sql`SELECT 1 FROM clients WHERE id = ${found.value._id} AND blocked_at IS NOT NULL`
        if (blocked.length > 0) return yield* Effect.fail(new AccountBlocked({ message: BLOCKED_TEXT }))
        const token = yield* sql.withTransaction(consumeCode(codeId).pipe(Effect.zipRight(createSession(found.value._id))))
        yield* setSessionCookie(token)
        // ADR 044: this device is now known to the number (its own reserve of codes).
        yield* rememberDevice(payload.Mobile)
        return { success: true as const, client: found.value }
      }))
    .handle("register", ({ payload }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const config = yield* SignInConfig
        const { codeId } = yield* checkCodeFor(payload.Mobile, payload.otp, yield* clientAddress)
        if (yield* Repo.mobileRegistered(payload.Mobile)) {
          return yield* Effect.fail(new AlreadyRegistered(refused({ _tag: "MobileRegistered" })))
        }
        if (yield* Repo.emailRegistered(payload.Email)) {
          return yield* Effect.fail(new AlreadyRegistered(refused({ _tag: "EmailRegistered" })))
        }
        const role = config.adminMobile === payload.Mobile ? "admin" as const : "customer" as const
        const { id, token } = yield* sql.withTransaction(Effect.gen(function* () {
          yield* consumeCode(codeId)
          const id = yield* Repo.insertClient({ name: payload.Name, mobile: payload.Mobile, email: payload.Email, role })
          return { id, token: yield* createSession(id) }
        })).pipe(
          // Two registrations racing for one number or e-mail: the unique index decides, and the
          // loser gets the same 409 as the checks above, not a 503.
          Effect.catchIf(isUniqueViolation, () =>
            Effect.fail(new AlreadyRegistered(refused({ _tag: "Registered" }))))
        )
        const client = yield* Repo.clientById(id).pipe(Effect.map(Option.getOrThrow))
        yield* setSessionCookie(token)
        yield* rememberDevice(payload.Mobile)
        return { success: true as const, client }
      }))
    // Whether an e-mail is registered, for the registration form; bounded per address (issue 17:
    // it told anyone, without limit, whether an address has an account).
    .handle("verifyEmail", ({ path }) =>
      limitByAddress(RATE_RULES.emailLookup).pipe(
        Effect.zipRight(Repo.emailRegistered(path.email)),
        Effect.map((registered) => ({ success: true as const, registered }))
      ))
    .handle("addAddress", ({ payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        yield* placeMatchesPincode(payload)
        const added = yield* Repo.insertAddress(clientId, payload)
        if (Option.isNone(added)) {
          return yield* Effect.fail(new AddressLimitReached(refused({ _tag: "AddressLimit", max: Repo.MAX_ADDRESSES })))
        }
        return { success: true as const, client: yield* ownClient }
      }))
    .handle("updateAddress", ({ payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        yield* placeMatchesPincode(payload)
        // Another client's address is "not found", never "forbidden": its existence is not revealed.
        yield* Repo.updateAddress(clientId, payload).pipe(
          Effect.map((updated) => (updated ? Option.some(true) : Option.none())),
          orNotFound(`You have no address with the id '${payload._id}'`)
        )
        return { success: true as const, client: yield* ownClient }
      }))
    .handle("deleteAddress", ({ urlParams }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const id = yield* idToDelete(urlParams.id)
        yield* Repo.deleteAddress(clientId, id).pipe(
          Effect.map((deleted) => (deleted ? Option.some(true) : Option.none())),
          orNotFound(`You have no address with the id '${id}'`)
        )
        return { success: true as const, client: yield* ownClient }
      }))
)
