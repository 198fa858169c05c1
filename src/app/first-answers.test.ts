import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { makeFirstAnswers } from "./first-answers.ts"

const Answer = Schema.Struct({ success: Schema.Literal(true), n: Schema.Number })

describe("the first answers", () => {
  it("answers an embedded path once, decoded, and then no more", () => {
    const answers = makeFirstAnswers({ "/api/v1/x": { success: true, n: 1 } })
    expect(answers.take("/api/v1/x", Answer)).toEqual(Option.some({ success: true, n: 1 }))
    expect(answers.take("/api/v1/x", Answer)).toEqual(Option.none())
  })

  it("has no answer for another path, a malformed answer, or a page that embedded nothing usable", () => {
    const answers = makeFirstAnswers({ "/api/v1/x": { success: true, n: "one" } })
    expect(answers.take("/api/v1/y", Answer)).toEqual(Option.none())
    expect(answers.take("/api/v1/x", Answer)).toEqual(Option.none())
    expect(makeFirstAnswers(null).take("/api/v1/x", Answer)).toEqual(Option.none())
    expect(makeFirstAnswers("[]").take("/api/v1/x", Answer)).toEqual(Option.none())
  })
})
