import { SqlClient } from "@effect/sql"
import { Clock, Effect, Redacted } from "effect"
import { CodeExpired, CodeWrong, NumberLocked, ServiceUnavailable, TooManyRequests } from "#domain/http/errors.ts"
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts"
import { refused } from "#domain/refusal-words.ts"
import { SIGN_IN_CODE_SMS } from "#domain/sms-texts.ts"
import { addressGroupOf, checkCode, codeMatches, hashCode, LOCKED_NOW, newCode, OTP_RULES, sendRefusal, type CheckOutcome, type Refusal } from "./otp-rules.ts"
import { SignInConfig } from "./sign-in-settings.ts"
import { SmsProvider } from "./sms-provider.ts"

const ms = (date: Date | null | undefined) => (date === null || date === undefined ? undefined : new Date(date).getTime())

// The number's row, created on first use and locked for this transaction (one number's codes are
// sent and checked one at a time), and the lock of this number for this client address (issue 17).
const lockNumber = (sql: SqlClient.SqlClient, mobile: string, ip: string) =>
  sql`INSERT INTO otp_numbers (mobile) VALUES (${mobile}) ON CONFLICT (mobile) DO NOTHING`.pipe(
    Effect.zipRight(sql`SELECT mobile FROM otp_numbers WHERE mobile = ${mobile} FOR UPDATE`),
    Effect.zipRight(sql<{ failedAttempts: number; lockedUntil: Date | null }>`
      SELECT failed_attempts AS "failedAttempts", locked_until AS "lockedUntil" FROM otp_locks WHERE mobile = ${mobile} AND ip = ${ip}`),
    Effect.map((rows) => rows[0] ?? { failedAttempts: 0, lockedUntil: null })
  )

const setPairLock = (sql: SqlClient.SqlClient, mobile: string, ip: string, failedAttempts: number, lockedUntil: Date | null) =>
  sql`INSERT INTO otp_locks (mobile, ip, failed_attempts, locked_until) VALUES (${mobile}, ${ip}, ${failedAttempts}, ${lockedUntil})
    ON CONFLICT (mobile, ip) DO UPDATE SET failed_attempts = EXCLUDED.failed_attempts, locked_until = EXCLUDED.locked_until`

// A locked number is named as such; the other limits (the resend wait, codes per hour) are the generic one.
const tooMany = (refusal: Refusal) =>
  refusal.locked
    ? new NumberLocked({ ...refused(refusal.named), retryAfterSeconds: refusal.retryAfterSeconds })
    : new TooManyRequests({ ...refused(refusal.named), retryAfterSeconds: refusal.retryAfterSeconds })

/**
 * POST admin/sendsms: a new code for the number, unless a limit says no (429). Only the code's
 * HMAC is stored; earlier codes of the number stop working. The client address is counted by its
 * group (`addressGroupOf`: an IPv6 address by its /64). A request from a device known to the number
 * (`knownDevice`, its signed cookie: ADR 044) is counted against the number's reserve alone, and
 * requests without one never against the reserve. The SMS speaks the language of the page that
 * asked (issue 39).
 */
export const sendCode = (mobile: string, address: string, knownDevice = false, language: Language = DEFAULT_LANGUAGE) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* SignInConfig
    const sms = yield* SmsProvider
    const now = yield* Clock.currentTimeMillis
    const ip = addressGroupOf(address)
    const code = newCode()
    const decided = yield* sql.withTransaction(Effect.gen(function* () {
      const number = yield* lockNumber(sql, mobile, ip)
      const since = new Date(now - OTP_RULES.windowMs)
      const toNumber = yield* sql<{ at: Date; ip: string; knownDevice: boolean }>`
        SELECT created_at AS at, ip, known_device AS "knownDevice" FROM otp_codes WHERE mobile = ${mobile} AND created_at > ${since}`
      const fromIp = yield* sql<{ at: Date }>`SELECT created_at AS at FROM otp_codes WHERE ip = ${ip} AND created_at > ${since} AND NOT known_device`
      const times = (rows: ReadonlyArray<{ at: Date }>) => rows.map((row) => new Date(row.at).getTime())
      const strangers = toNumber.filter((row) => !row.knownDevice)
      const refusal = sendRefusal({
        now,
        lockedUntil: ms(number.lockedUntil),
        sentToNumber: times(strangers),
        sentToNumberFromIp: times(strangers.filter((row) => row.ip === ip)),
        sentFromIp: times(fromIp),
        knownDevice,
        sentToKnownDevices: times(toNumber.filter((row) => row.knownDevice))
      })
      if (refusal !== undefined) return { _tag: "Refused" as const, refusal }
      yield* sql`UPDATE otp_codes SET consumed_at = ${new Date(now)} WHERE mobile = ${mobile} AND consumed_at IS NULL`
      const inserted = yield* sql<{ id: string }>`
        INSERT INTO otp_codes (mobile, code_hash, ip, created_at, known_device)
        VALUES (${mobile}, ${hashCode(Redacted.value(config.otpSecret), mobile, code)}, ${ip}, ${new Date(now)}, ${knownDevice})
        RETURNING id::text AS id`
      return { _tag: "Issued" as const, id: inserted[0]!.id }
    }))
    if (decided._tag === "Refused") return yield* Effect.fail(tooMany(decided.refusal))
    const minutes = OTP_RULES.codeTtlMs / 60_000
    yield* sms.send(mobile, SIGN_IN_CODE_SMS[language]({ code, minutes }), { secret: code }).pipe(
      Effect.catchTag("SmsFailed", (failure) =>
        Effect.logError("sending the sign-in code failed", failure.reason).pipe(
          // A code nobody received must not count as usable.
          Effect.zipRight(sql`UPDATE otp_codes SET consumed_at = ${new Date(now)} WHERE id = ${decided.id}::bigint`),
          Effect.zipRight(Effect.fail(new ServiceUnavailable(refused({ _tag: "SmsFailed" }))))
        ))
    )
    return { resendAfterSeconds: OTP_RULES.resendAfterMs / 1000, expiresInSeconds: OTP_RULES.codeTtlMs / 1000 }
  })

const outcomeFailure = (outcome: Exclude<CheckOutcome, { _tag: "Accepted" }>) => {
  switch (outcome._tag) {
    case "Locked":
      return tooMany(outcome.refusal)
    case "NoCode":
      return new CodeExpired(refused({ _tag: "CodeExpiredOrOther" }))
    case "Wrong":
      return outcome.locksNow
        ? tooMany(LOCKED_NOW)
        : new CodeWrong({ triesLeft: outcome.triesLeft, ...refused({ _tag: "CodeWrongTries", triesLeft: outcome.triesLeft }) })
  }
}

/**
 * Checks a code for a number from a client address, counting a wrong one (the fifth from one
 * address locks that number for that address; a code takes OTP_RULES.maxWrongTriesPerCode from all
 * addresses, then is used up). The address is counted and locked by its group (`addressGroupOf`:
 * an IPv6 address by its /64). The code is not used up when right: `consumeCode` does that in the
 * transaction that acts on it.
 */
export const checkCodeFor = (mobile: string, code: string, address: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* SignInConfig
    const now = yield* Clock.currentTimeMillis
    const ip = addressGroupOf(address)
    const secret = Redacted.value(config.otpSecret)
    const result = yield* sql.withTransaction(Effect.gen(function* () {
      const number = yield* lockNumber(sql, mobile, ip)
      const latest = yield* sql<{ id: string; hash: string; createdAt: Date; wrongTries: number }>`
        SELECT id::text AS id, code_hash AS hash, created_at AS "createdAt", wrong_tries AS "wrongTries" FROM otp_codes
        WHERE mobile = ${mobile} AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`
      const lockedUntil = ms(number.lockedUntil)
      const lockOver = lockedUntil !== undefined && lockedUntil <= now
      const row = latest[0]
      const outcome = checkCode({
        now,
        lockedUntil,
        failedTries: lockOver ? 0 : number.failedAttempts,
        code: row === undefined ? undefined : { hash: row.hash, createdAt: new Date(row.createdAt).getTime(), wrongTries: row.wrongTries }
      }, (hash) => codeMatches(secret, mobile, code, hash))
      if (outcome._tag === "Accepted") {
        yield* setPairLock(sql, mobile, ip, 0, null)
      } else if (outcome._tag === "Wrong") {
        yield* sql`UPDATE otp_codes SET wrong_tries = wrong_tries + 1 WHERE id = ${row!.id}::bigint`
        if (outcome.usesUpCode) yield* sql`UPDATE otp_codes SET consumed_at = ${new Date(now)} WHERE id = ${row!.id}::bigint`
        yield* outcome.locksNow
          ? setPairLock(sql, mobile, ip, 0, new Date(now + OTP_RULES.lockMs))
          : setPairLock(sql, mobile, ip, (lockOver ? 0 : number.failedAttempts) + 1, null)
      }
      return { outcome, codeId: row?.id }
    }))
    if (result.outcome._tag !== "Accepted") return yield* Effect.fail(outcomeFailure(result.outcome))
    return { codeId: result.codeId! }
  })

/** Uses a checked code up, once: a second use (a race) answers 400. Run inside the acting transaction. */
export const consumeCode = (codeId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const used = yield* sql`UPDATE otp_codes SET consumed_at = ${new Date(now)} WHERE id = ${codeId}::bigint AND consumed_at IS NULL RETURNING id`
    if (used.length === 0) return yield* Effect.fail(new CodeExpired(refused({ _tag: "CodeUsed" })))
  })

/** The latest outbox messages, newest first (the development page). */
export const latestOutbox = (limit: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ recipient: string; message: string; createdAt: Date }>`
    SELECT recipient, message, created_at AS "createdAt" FROM sms_outbox ORDER BY created_at DESC, id DESC LIMIT ${limit}`)
