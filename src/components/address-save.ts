import { useSelector } from "@xstate/react"
import type { KeptFailure } from "#domain/failure-words.ts"
import { addressLoadingOf } from "#machines/authentication-reads.ts"
import type { AddressField, AuthenticationEvent } from "#machines/authentication.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { settled } from "../app/settled.ts"

// Apart from the form (address-form.tsx), so a screen that shows the form only when asked (the
// checkout's address step, issue 36 item 1) fetches the form's code then, not with the screen.

/**
 * Why the server refused the last save: the failure (the form says it in the page's language,
 * issue 39), and the field it refused (issue 35), if it named one.
 */
export interface Refusal {
  readonly failure: KeptFailure
  readonly field: AddressField | null
}

const sameRefusal = (a: Refusal | null, b: Refusal | null) => a === b || (a !== null && b !== null && a.failure === b.failure && a.field === b.field)

/**
 * Saves an address through the authentication actor and reports when it is saved: the form stays
 * open with what was typed until the server accepts it, and shows its sentence when it refuses
 * (issue 16: a refused address closed the form and was lost), beside the field it refused when it
 * names one (issue 35).
 */
export const useAddressSave = (onSaved: () => void) => {
  const { actors } = useApp()
  // §3 addressLoading, read from the authentication actor's state.
  const busy = useSelector(actors.auth, addressLoadingOf)
  const problem = useSelector(
    actors.auth,
    (s): Refusal | null => (s.context.problem === null ? null : { failure: s.context.problem, field: s.context.refusedField }),
    sameRefusal
  )
  return {
    busy,
    problem: busy ? null : problem,
    // Done when the authentication actor has the server's answer: saved (no problem), or refused
    // with its failure, the form then staying open with what was typed.
    save: async (event: Extract<AuthenticationEvent, { type: "auth.address.add" | "auth.address.update" }>) => {
      actors.auth.send(event)
      const answered = await settled(actors.auth, (s) => !addressLoadingOf(s))
      if (answered.context.problem === null) onSaved()
    }
  }
}
