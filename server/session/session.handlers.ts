import { Effect, Option } from "effect"
import { groupOrUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { clientById } from "../client/client.repo.ts"
import { clearSessionCookie, requestToken } from "./session-cookie.ts"
import { revokeSession, sessionClient } from "./session.repo.ts"

export const SessionHandlersLive = groupOrUnavailable(BazaarApi, "session", (handlers) =>
  handlers
    .handle("current", () =>
      Effect.gen(function* () {
        const session = yield* sessionClient(yield* requestToken)
        if (Option.isNone(session)) return { success: true as const, client: null }
        const client = yield* clientById(session.value.clientId)
        return { success: true as const, client: Option.getOrNull(client) }
      }))
    .handle("signOut", () =>
      Effect.gen(function* () {
        yield* revokeSession(yield* requestToken)
        yield* clearSessionCookie
        return { success: true as const }
      }))
)
