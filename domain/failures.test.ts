import { HttpApi, HttpClientError, HttpClientRequest } from "@effect/platform"
import { Effect, Option, SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { BazaarApi } from "./http/api.ts"
import { ContractFailure } from "./http/errors.ts"
import {
  type ApiFailure,
  apiFailureOf,
  CallFailed,
  FAILURE_SENTENCES,
  failureSentence,
  failureTagOf,
  sentenceOf,
  SOMETHING_WENT_WRONG,
  storedTextOf,
  Unreachable,
  UnreadableAnswer
} from "./failures.ts"

// A sentence a person can read: a capital first, a full stop (or ? !) last, and none of what an
// object, a field code or a tag looks like.
const expectSentence = (text: string, where: string) => {
  expect(text, where).toMatch(/^[A-Z0-9₹].*[.!?]$/s)
  expect(text, where).not.toMatch(/[{}]|_tag|\bcause\b|\[object|undefined|null|Error:|FiberFailure/)
  // A field code such as HNo or PackOptionId: a capital inside a word.
  expect(text.replace(/\b(?:BZ|OTP|SMS|UPI|GST|WELCOME\d+)\b/g, ""), where).not.toMatch(/\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*/)
}

// The contract's failures by tag, to make one of each.
const CLASSES = new Map(ContractFailure.members.map((member) => [(member as unknown as { readonly _tag: string })._tag, member]))

const failureOfTag = (tag: string, message: string): ApiFailure => {
  const make = CLASSES.get(tag)
  if (make === undefined) throw new Error(`${tag} is not one of the contract's failures`)
  return new (make as unknown as new (fields: object) => ApiFailure)({ message, retryAfterSeconds: 60, triesLeft: 2 })
}

// The `_tag`s of an error schema's AST (a union of tagged classes, each a transformation of its struct).
const tagsOf = (ast: SchemaAST.AST): ReadonlyArray<string> => {
  switch (ast._tag) {
    case "Union":
      return ast.types.flatMap(tagsOf)
    case "Transformation":
      return tagsOf(ast.from)
    case "TypeLiteral": {
      const tag = ast.propertySignatures.find((p) => p.name === "_tag")
      return tag !== undefined && SchemaAST.isLiteral(tag.type) ? [String(tag.type.literal)] : []
    }
    case "Suspend":
      return tagsOf(ast.f())
    default:
      return []
  }
}

/** Every call of the contract with the failures it names. */
const contractCalls = (() => {
  const calls: Array<{ readonly call: string; readonly tags: ReadonlyArray<string> }> = []
  HttpApi.reflect(BazaarApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, errors }) => {
      const tags = [...errors.values()].flatMap((error) => Option.match(error.ast, { onNone: () => [], onSome: tagsOf }))
      calls.push({ call: `${group.identifier}.${endpoint.name}`, tags: [...new Set(tags)] })
    }
  })
  return calls
})()

describe("failures by name (issue 16)", () => {
  it("has a sentence for every failure, and every one is a sentence", () => {
    for (const [tag, sentence] of Object.entries(FAILURE_SENTENCES)) expectSentence(sentence, tag)
    expectSentence(SOMETHING_WENT_WRONG, "general")
  })

  it("walks every failure of every call of the contract: a person reads a sentence, never an object", () => {
    expect(contractCalls.length).toBeGreaterThan(50)
    // The domain's names reach the contract: the new order names what can go wrong with it.
    expect(contractCalls.find((c) => c.call === "order.create")?.tags).toEqual(expect.arrayContaining(["CouponNotValid", "OutOfStock", "IdempotencyKeyReused", "OnlinePaymentUnavailable"]))
    expect(contractCalls.find((c) => c.call === "client.login")?.tags).toEqual(expect.arrayContaining(["CodeWrong", "CodeExpired", "NumberLocked"]))
    for (const { call, tags } of contractCalls) {
      // Every call may answer 503 (the database away), and each names what else it fails with.
      expect(tags, call).toContain("ServiceUnavailable")
      for (const tag of tags) {
        // The server's decode failure (a request that does not fit) is read as a BadRequest.
        const reason = tag === "HttpApiDecodeError" ? apiFailureOf({ _tag: tag, message: "Invalid request: page: Expected a number" }) : failureOfTag(tag, "")
        const where = `${call} failing with ${tag}`
        for (const words of ["", "Invalid request: lines.0.PackOptionId: Expected an Id", "{ \"text\": \"grocer order not create\" }"]) {
          const failed = new CallFailed({ text: "grocer order not create", reason: reason._tag === "BadRequest" && tag === "HttpApiDecodeError" ? reason : failureOfTag(tag, words) })
          expectSentence(failureSentence(failed), `${where} (server words ${JSON.stringify(words)})`)
          expectSentence(failed.message, `${where}: the error's own message`)
          expectSentence(String(failed).replace(/^CallFailed: /, ""), `${where}: printed`)
        }
      }
    }
    // About a thousand cases (every failure of every call, three ways of words each): 2.5 s alone
    // on this machine, past vitest's 5 s under the other suites' load once issue 19's calls joined.
  }, 30_000)

  it("gives the server's own sentence when it wrote one for people", () => {
    const coupon = new CallFailed({ text: "grocer order not create", reason: failureOfTag("CouponNotValid", "The coupon code 'DIWALI50' is not valid.") })
    expect(failureSentence(coupon)).toBe("The coupon code 'DIWALI50' is not valid.")
    expect(coupon.message).toBe("The coupon code 'DIWALI50' is not valid.")
    expect(failureTagOf(coupon)).toBe("CouponNotValid")
    expect(storedTextOf(coupon, "fallback")).toBe("grocer order not create")
    const wrong = failureOfTag("CodeWrong", "The code is not right; 2 tries left.")
    expect(sentenceOf(wrong)).toBe("The code is not right; 2 tries left.")
  })

  it("reads a failed call itself (the one runtime rejects with it, ADR 045), not a wrapper's shape", async () => {
    const coupon = new CallFailed({ text: "grocer order not create", reason: failureOfTag("CouponNotValid", "The coupon code 'DIWALI50' is not valid.") })
    expect(failureSentence(coupon)).toBe("The coupon code 'DIWALI50' is not valid.")
    // Effect's default runtime wraps it; no call runs there, and its wrapper is not read by shape.
    const wrapped = await Effect.runPromise(Effect.fail(coupon)).then(() => null, (error: unknown) => error)
    expect(failureSentence(wrapped)).toBe(SOMETHING_WENT_WRONG)
  })

  it("never shows a bug's or a browser's own words", () => {
    expect(failureSentence(new Error("TypeError: Cannot read properties of undefined"))).toBe(SOMETHING_WENT_WRONG)
    expect(failureSentence("offline")).toBe(SOMETHING_WENT_WRONG)
    expect(failureSentence(undefined)).toBe(SOMETHING_WENT_WRONG)
    expect(failureSentence({ message: "{ \"text\": \"x\" }" })).toBe(SOMETHING_WENT_WRONG)
  })

  it("names a transport failure: no answer is Unreachable, an unreadable one UnreadableAnswer", () => {
    const request = HttpClientRequest.get("http://localhost/api/v1/category/all")
    const offline = new HttpClientError.RequestError({ request, reason: "Transport", cause: new TypeError("Failed to fetch") })
    expect(apiFailureOf(offline)).toBeInstanceOf(Unreachable)
    expect(apiFailureOf({ _tag: "TimeoutException" })).toBeInstanceOf(Unreachable)
    expect(apiFailureOf({ _tag: "ParseError", message: "Expected string" })).toBeInstanceOf(UnreadableAnswer)
    expect(sentenceOf(apiFailureOf(offline))).toBe(FAILURE_SENTENCES.Unreachable)
    const coupon = failureOfTag("CouponNotValid", "No.")
    expect(apiFailureOf(coupon)).toBe(coupon)
  })
})
