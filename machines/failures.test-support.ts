import { CallFailed } from "#domain/failures.ts"
import { Conflict } from "#domain/http/errors.ts"

/** A failed call as the API client rejects: a §8 text, and the server's words under a contract failure's name. */
export const failedCall = (words: string, text = "§8 text"): CallFailed =>
  new CallFailed({ text, reason: new Conflict({ message: words }) })
