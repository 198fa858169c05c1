import { Option, Schema } from "effect"

/**
 * The API answers the server embedded in the page for the screen it was asked for (ADR 010): the
 * screen's first calls are answered from here, decoded with the contract's own success Schemas
 * (domain/http/first-answers.ts), so the first screen needs neither a round trip nor the HTTP
 * client. Each answer is taken once: a later visit to the same screen asks the server again.
 */
export interface FirstAnswers {
  /** The answer embedded under `path`, decoded; none when absent, already taken, or malformed. */
  readonly take: <A, I>(path: string, schema: Schema.Schema<A, I>) => Option.Option<A>
}

export const makeFirstAnswers = (embedded: unknown): FirstAnswers => {
  const waiting = new Map(typeof embedded === "object" && embedded !== null ? Object.entries(embedded) : [])
  return {
    take: (path, schema) => {
      if (!waiting.has(path)) return Option.none()
      const answer = waiting.get(path)
      waiting.delete(path)
      // Untrusted like any stored value: a malformed answer is dropped and the screen asks the server.
      return Schema.decodeUnknownOption(schema)(answer)
    }
  }
}
