import type { SnapshotFrom } from "xstate"
import type { AuthenticationMachine } from "./authentication.machine.ts"

/**
 * What the screens read of the authentication actor's state (issue 35 item 4: no loading flag in the
 * context restates a state). Apart from the machine, and importing only its type, as
 * `checkout-lines.ts` is: the account's screens load lazily, and importing the machine's module from
 * them made three of its imports chunks of their own in every page's first load (DESIGN §6, measured).
 */

type AuthenticationSnapshot = SnapshotFrom<AuthenticationMachine>

/** An address call is in flight (the address form and the address book wait for it). */
export const addressCallInFlight = (snapshot: AuthenticationSnapshot): boolean =>
  snapshot.matches({ signedIn: { add: "pending" } }) || snapshot.matches({ signedIn: { update: "pending" } }) || snapshot.matches({ signedIn: { delete: "pending" } })

/** §3 userLoading, read from the state: true until the stored session is checked (or there is none). */
export const userLoadingOf = (snapshot: AuthenticationSnapshot): boolean => snapshot.matches("checkingSession")

/** §3 addressLoading, read from the state: true until the address book is known, and while an address call is in flight. */
export const addressLoadingOf = (snapshot: AuthenticationSnapshot): boolean => userLoadingOf(snapshot) || addressCallInFlight(snapshot)
