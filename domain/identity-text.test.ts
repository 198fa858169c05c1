import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  EMAIL_INVISIBLE_SENTENCE, EmailAddress, hasInvisibleInEmail, hasInvisibleInName, NAME_INVISIBLE_SENTENCE, PersonName, sayIdentityProblem
} from "./identity-text.ts"
import { Email } from "./http/client.http.ts"

// Issue 34 item 4 (ADR 044): names and e-mail addresses with bidi controls or zero-width characters
// are refused with a sentence; names and addresses are stored in NFKC.

const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"]
const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"]
const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`

const decodeName = Schema.decodeUnknownEither(PersonName)
const decodeEmail = Schema.decodeUnknownEither(EmailAddress)
// The refusal's words as the server's 400 and the forms read them (one line per problem).
const refusal = (result: Either.Either<unknown, ParseResult.ParseError>) =>
  Either.isLeft(result) ? ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => issue.message).join("; ") : undefined

describe("an e-mail address", () => {
  it("with any bidi control or zero-width character, at the start, inside or at the end, is refused with the sentence", () => {
    for (const character of [...BIDI_CONTROLS, ...ZERO_WIDTH]) {
      for (const email of [`${character}asha@example.com`, `a${character}sha@example.com`, `asha@example.com${character}x`, `asha@exam${character}ple.com`]) {
        expect(hasInvisibleInEmail(email), hex(character)).toBe(true)
        expect(refusal(decodeEmail(email)), hex(character)).toContain(EMAIL_INVISIBLE_SENTENCE)
      }
    }
  })

  it("other invisible format characters (the soft hyphen, a tag character) are refused too", () => {
    expect(refusal(decodeEmail("a\u00ADsha@example.com"))).toContain(EMAIL_INVISIBLE_SENTENCE)
    expect(refusal(decodeEmail("asha\u{E0041}@example.com"))).toContain(EMAIL_INVISIBLE_SENTENCE)
  })

  it("without them it decodes, trimmed and in NFKC (full-width letters are the letters they show)", () => {
    expect(decodeEmail("  asha@example.com ")).toEqual(Either.right("asha@example.com"))
    expect(decodeEmail("\uFF21\uFF53\uFF48\uFF41@example.com")).toEqual(Either.right("Asha@example.com"))
    // A full-width @ is an @: two of them are no e-mail address.
    expect(refusal(decodeEmail("asha\uFF20x@example.com"))).toContain("must be an e-mail address")
    expect(decodeEmail("asha.rao+shop@example.co.in")).toEqual(Either.right("asha.rao+shop@example.co.in"))
  })

  it("at 254 characters decodes and at 255 is refused", () => {
    const at = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`
    expect(Either.isRight(decodeEmail(at(254)))).toBe(true)
    expect(Either.isLeft(decodeEmail(at(255)))).toBe(true)
  })

  it("is the schema every form decodes e-mail addresses with", () => {
    expect(Email).toBe(EmailAddress)
  })
})

describe("a person's name", () => {
  it("with any bidi control, zero-width space, word joiner or byte-order mark is refused with the sentence", () => {
    for (const character of [...BIDI_CONTROLS, "\u200B", "\u2060", "\uFEFF"]) {
      for (const name of [`${character}Asha Rao`, `Asha${character} Rao`, `Asha R${character}ao`, `Asha Rao${character}x`]) {
        expect(hasInvisibleInName(name), hex(character)).toBe(true)
        expect(refusal(decodeName(name)), hex(character)).toBe(NAME_INVISIBLE_SENTENCE)
      }
    }
    // "Asha Rao" shown backwards after U+202E: the look-alike the rule is for.
    expect(refusal(decodeName("\u202Eoa\u0052 ahsA"))).toBe(NAME_INVISIBLE_SENTENCE)
  })

  it("with a zero-width joiner or non-joiner between Latin letters, or at its start, is refused", () => {
    expect(refusal(decodeName("As\u200Dha Rao"))).toBe(NAME_INVISIBLE_SENTENCE)
    expect(refusal(decodeName("As\u200Cha Rao"))).toBe(NAME_INVISIBLE_SENTENCE)
    expect(refusal(decodeName("\u200D\u0915\u094D\u0937"))).toBe(NAME_INVISIBLE_SENTENCE)
    // An emoji sequence joined by U+200D is no script's letters either.
    expect(hasInvisibleInName("Asha \u{1F469}\u200D\u{1F4BB}")).toBe(true)
  })

  it("keeps a joiner after a letter or mark of an Indian script, where it changes what shows", () => {
    // Devanagari half form (kSha with ZWJ), Sinhala "shri", Malayalam's older chillu at a word's end, Urdu's ZWNJ.
    for (const name of ["\u0915\u094D\u200D\u0937\u093F\u0924\u093F\u091C", "\u0DC1\u0DCA\u200D\u0DBB\u0DD3 \u0DBD\u0D82\u0D9A\u0DCF", "\u0D2E\u0D4B\u0D39\u0D28\u0D4D\u200D", "\u0646\u0627\u0645\u200C\u06CC"]) {
      expect(hasInvisibleInName(name), name).toBe(false)
      expect(Either.isRight(decodeName(name)), name).toBe(true)
    }
  })

  it("without them it decodes, trimmed and in NFKC", () => {
    expect(decodeName("  Asha Rao  ")).toEqual(Either.right("Asha Rao"))
    expect(decodeName("\uFF21\uFF53\uFF48\uFF41 Rao")).toEqual(Either.right("Asha Rao"))
    expect(decodeName("\uFB01ona")).toEqual(Either.right("fiona"))
    // An ideographic space at the edge is a space, and trimmed.
    expect(decodeName("\u3000Asha\u3000")).toEqual(Either.right("Asha"))
    expect(decodeName("\u0906\u0936\u093E \u0930\u093E\u0935")).toEqual(Either.right("\u0906\u0936\u093E \u0930\u093E\u0935"))
  })
})

describe("the invisible characters' problems by name (issue 39)", () => {
  it("refuse with the English of the named problem the registration form shows", () => {
    expect(refusal(decodeName("As\u200Bha"))).toBe(sayIdentityProblem({ _tag: "NameInvisible" }))
    expect(refusal(decodeEmail("a\u200Bsha@example.com"))).toBe(sayIdentityProblem({ _tag: "EmailInvisible" }))
  })
})
