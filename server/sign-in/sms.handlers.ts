import { Effect } from "effect"
import { groupOrUnavailable } from "../http/failures.ts"
import { clientAddress } from "../http/rate-limit.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { knownDeviceOf } from "./device-cookie.ts"
import { sendCode } from "./otp.repo.ts"

export const SmsHandlersLive = groupOrUnavailable(BazaarApi, "sms", (handlers) =>
  handlers.handle("sendOtp", ({ payload }) =>
    Effect.gen(function* () {
      // The client's address (the peer's, or a trusted proxy's X-Forwarded-For: TRUST_PROXY, ADR 021),
      // and whether the device signed in to this number before (its signed cookie: ADR 044).
      const sent = yield* sendCode(payload.Mobile, yield* clientAddress, yield* knownDeviceOf(payload.Mobile), payload.language)
      return { success: true as const, message: `A 6-digit code was sent to ${payload.Mobile}.`, ...sent }
    }))
)
