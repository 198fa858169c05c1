import { Schema } from "effect"

// Issue 34 item 4 (docs/decisions/044-own-codes-and-look-alikes.md): the names and e-mail addresses
// people are known by must not hide characters that change how they read without showing. Bidi
// controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) turn text around; zero-width
// characters (U+200B-U+200D, U+2060, U+FEFF) make two different strings look the same. The rule
// lives here alone: registration's name and e-mail, the e-mail lookup and the contact form's e-mail
// decode with these schemas, in the browser and on the server.

/**
 * Every invisible format character (Unicode category Cf), which holds all those above and the rest
 * of their kind (the soft hyphen, invisible operators, tag characters).
 */
const FORMAT_CHARACTER = /\p{Cf}/u

// The zero-width non-joiner and joiner (U+200C, U+200D) are how some Indian scripts are written
// (a half form, an older Malayalam chillu at a word's end, Sinhala's "shri", Urdu's word-joins):
// after a letter or mark of such a script they change what shows, and stay allowed in a name.
// Anywhere else (between Latin letters, at the start) they are invisible.
const JOINER = /^[\u200C\u200D]$/u
const JOINING_SCRIPT = /^[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Arabic}]$/u

/** Whether an e-mail address holds an invisible format character (any: no e-mail address needs one). */
export const hasInvisibleInEmail = (text: string): boolean => FORMAT_CHARACTER.test(text)

/**
 * Whether a name holds an invisible format character: a bidi control, a zero-width space, word
 * joiner or byte-order mark anywhere, or a zero-width (non-)joiner that does not follow a letter or
 * mark of a script written with it.
 */
export const hasInvisibleInName = (text: string): boolean => {
  const characters = Array.from(text)
  return characters.some((character, at) => {
    if (!FORMAT_CHARACTER.test(character)) return false
    if (!JOINER.test(character)) return true
    const before = characters[at - 1]
    return before === undefined || !JOINING_SCRIPT.test(before)
  })
}

/**
 * What registration finds wrong in a name or an e-mail address as typed, by name (issue 39), so the
 * form says it in the page's language (`account.problem.*`): a name too short, an e-mail address
 * missing or not shaped like one (the form's own checks, src/components/sign-in-forms.tsx), and the
 * invisible characters this module refuses. The English is written here once: the schemas below
 * refuse with it (the server's 400s), and the account's English messages read it
 * (domain/messages/account.en.ts).
 */
export const IDENTITY_PROBLEM_WORDS = {
  NameMissing: "Please enter your full name.",
  NameInvisible: "The name holds invisible characters (such as direction marks or zero-width spaces); please type it again without them.",
  EmailMissing: "Please enter your e-mail address.",
  EmailShape: "Please enter an e-mail address like name@example.in.",
  EmailInvisible: "The e-mail address holds invisible characters (such as direction marks or zero-width spaces); please type it again without them."
} as const

/** A problem of a registration's name or e-mail address. */
export type IdentityProblem = { readonly _tag: keyof typeof IDENTITY_PROBLEM_WORDS }

/** The English of a problem. */
export const sayIdentityProblem = (problem: IdentityProblem): string => IDENTITY_PROBLEM_WORDS[problem._tag]

/** What a person reads when their name is refused for an invisible character. */
export const NAME_INVISIBLE_SENTENCE = IDENTITY_PROBLEM_WORDS.NameInvisible

/** What a person reads when their e-mail address is refused for an invisible character. */
export const EMAIL_INVISIBLE_SENTENCE = IDENTITY_PROBLEM_WORDS.EmailInvisible

/**
 * Text in Unicode's compatibility form (NFKC): full-width letters, ligatures and the like become
 * the plain characters they stand for, so what is stored is what it looks like. The description is
 * what the API's documents say of the field (they show the text as sent).
 */
const nfkc = (description: string) => Schema.transform(Schema.String.annotations({ description }), Schema.String, {
  strict: true,
  decode: (text) => text.normalize("NFKC"),
  encode: (text) => text
})

/**
 * A person's name as they give it (registration): NFKC, without invisible characters anywhere (a
 * byte-order mark at an edge too, which trimming would take), trimmed. Each form adds its length bounds.
 */
export const PersonName = nfkc("a name; read in NFKC and trimmed; bidi controls and zero-width characters are refused").pipe(
  Schema.filter((text) => !hasInvisibleInName(text), { message: () => NAME_INVISIBLE_SENTENCE }),
  Schema.compose(Schema.Trim)
)

/**
 * An e-mail address as a person gives it: NFKC, without invisible characters anywhere, trimmed, at
 * most 254 characters, with one @ and a dot after it. Two addresses are one when they are the same ignoring
 * case (the database's `email_key`, migration 0040, which every stored address is unique by).
 */
export const EmailAddress = nfkc("an e-mail address; read in NFKC and trimmed; bidi controls and zero-width characters are refused").pipe(
  Schema.filter((text) => !hasInvisibleInEmail(text), { message: () => EMAIL_INVISIBLE_SENTENCE }),
  Schema.compose(Schema.Trim),
  Schema.maxLength(254),
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => "must be an e-mail address" })
)
