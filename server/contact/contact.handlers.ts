import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"
import { storeContactMessage } from "./contact.writes.ts"

// Contact us (/Content1): public. A body the contract refuses answers 400 before this runs, so
// only a decoded message is stored. No throttle: the server has no general rate limiter yet.
export const ContactHandlersLive = HttpApiBuilder.group(ServedApi, "contact", (handlers) =>
  handlers.handle("send", ({ payload }) =>
    storeContactMessage(payload).pipe(Effect.as({ success: true as const }), orUnavailable)))
