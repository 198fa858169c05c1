import { HttpApi } from "@effect/platform"
import { Schema, SchemaAST } from "effect"
import { ApiFailure, type ApiFailureTag, CallFailed } from "#domain/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"

// Test support, not a test: the failures a call of the contract declares (domain/http/), read from the
// contract itself, and each as the browser's client hands it to a machine (ADR 045 `failWithText`): a
// `CallFailed` whose reason is the server's error body decoded. A machine's contract tests go through
// every declared failure, so a failure added to an endpoint fails them until its branch is decided.

/** The `_tag`s a schema's union of tagged errors names. */
const tagsOf = (ast: SchemaAST.AST): ReadonlyArray<string> => {
  if (SchemaAST.isUnion(ast)) return ast.types.flatMap(tagsOf)
  const tag = SchemaAST.getPropertySignatures(ast).find((property) => property.name === "_tag")
  return tag !== undefined && SchemaAST.isLiteral(tag.type) ? [String(tag.type.literal)] : []
}

/**
 * Every failure the contract declares for one endpoint (its own, its group's, its middleware's and
 * the contract's), by name, sorted. A request the server cannot decode is answered as `BadRequest`
 * (the client reads `HttpApiDecodeError` so), which every endpoint declares too.
 */
export const declaredFailures = (group: string, endpoint: string): ReadonlyArray<ApiFailureTag> => {
  const tags = new Set<string>()
  let found = false
  HttpApi.reflect(BazaarApi, {
    onGroup: () => undefined,
    onEndpoint: ({ group: { identifier }, endpoint: { name }, errors }) => {
      if (identifier !== group || name !== endpoint) return
      found = true
      for (const { ast } of errors.values()) {
        if (ast._tag === "Some") for (const tag of tagsOf(ast.value)) tags.add(tag)
      }
    }
  })
  if (!found) throw new Error(`the contract has no endpoint ${group}.${endpoint}`)
  tags.delete("HttpApiDecodeError")
  return [...tags].sort() as ReadonlyArray<ApiFailureTag>
}

/** The failures the client adds to every call's: the shop not reached, an answer it cannot read. */
export const CLIENT_FAILURES: ReadonlyArray<ApiFailureTag> = ["Unreachable", "UnreadableAnswer"]

const decodeFailure = Schema.decodeUnknownSync(ApiFailure)

/**
 * A declared failure as a machine receives it: the server's error body (DESIGN §3 `{ success: false,
 * message }` with its `_tag` and the fields of its kind) decoded by the contract, in the `CallFailed`
 * the client makes of it with the call's §8 `text` (the client's own two carry a detail instead).
 */
export const failedWith = (tag: ApiFailureTag, options: { readonly message?: string; readonly text?: string } = {}): CallFailed => {
  const message = options.message ?? `The server's words for ${tag}.`
  const reason = decodeFailure({ _tag: tag, success: false, message, triesLeft: 2, retryAfterSeconds: 60, detail: "Failed to fetch" })
  return new CallFailed({ text: options.text ?? message, reason })
}
