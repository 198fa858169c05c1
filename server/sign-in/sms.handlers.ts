import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"
import { sendCode } from "./otp.repo.ts"

export const SmsHandlersLive = HttpApiBuilder.group(ServedApi, "sms", (handlers) =>
  handlers.handle("sendOtp", ({ payload }) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      // The peer's address; behind a proxy every request shares the proxy's (see decision 006).
      const ip = Option.getOrElse(request.remoteAddress, () => "unknown")
      const sent = yield* sendCode(payload.Mobile, ip)
      return { success: true as const, message: `A 6-digit code was sent to ${payload.Mobile}.`, ...sent }
    }).pipe(orUnavailable))
)
