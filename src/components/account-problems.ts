import type { messages } from "#domain/messages/account.en.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { accountTexts } from "../i18n/texts/account.ts"

// Issue 39: the account's screens show sentences made elsewhere in English: the domain's rules (an
// address's fields, a name's invisible characters), the server's refusals (a wrong code, a number
// already registered, a pincode in another state) and §8 texts. Each rule keeps its sentence where it
// is; a Hindi page finds the sentence among the English of `account.problem.*` (an argument there
// matching a number or a name in it) and shows that key's Hindi. A sentence not known stays as sent.

/** A text's key in the account's area. */
export type AccountKey = keyof typeof messages

const PREFIX = "account.problem."

interface ProblemPattern {
  readonly key: AccountKey
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A compiled English message as a pattern: its text as written, each plain argument any text. */
const patternOf = (key: AccountKey, tokens: unknown): ProblemPattern | undefined => {
  const parts = typeof tokens === "string" ? [tokens] : Array.isArray(tokens) ? tokens : []
  const names: Array<string> = []
  let source = ""
  for (const part of parts) {
    if (typeof part === "string") source += escaped(part)
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") {
      names.push(part[0])
      source += "(.+?)"
    } else return undefined
  }
  return { key, pattern: new RegExp(`^${source}$`), names }
}

let patterns: ReadonlyArray<ProblemPattern> | undefined

const problemPatterns = (): ReadonlyArray<ProblemPattern> =>
  (patterns ??= (Object.entries(accountTexts.english) as ReadonlyArray<readonly [AccountKey, unknown]>)
    .filter(([key]) => key.startsWith(PREFIX))
    .flatMap(([key, tokens]) => patternOf(key, tokens) ?? []))

/** The key of `account.problem.*` whose English is `sentence`, with the arguments read from it; undefined for a sentence not known. */
export const problemOf = (sentence: string): { readonly key: AccountKey; readonly values: Readonly<Record<string, string>> } | undefined => {
  for (const { key, pattern, names } of problemPatterns()) {
    const found = pattern.exec(sentence)
    if (found !== null) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""])) }
  }
  return undefined
}

// A pincode's states or cities are listed "Jammu and Kashmir or Ladakh": the joining word in Hindi.
const LISTS = new Set(["states", "cities"])

/** A sentence made elsewhere in English, as the page's language reads it: English as sent, Hindi where known. */
export const useProblemText = (): ((sentence: string) => string) => {
  const { t, language } = useTexts(accountTexts)
  return (sentence) => {
    if (language === "en") return sentence
    const found = problemOf(sentence)
    if (found === undefined) return sentence
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, LISTS.has(name) ? value.split(" or ").join(" या ") : value]))
    return t(found.key, values)
  }
}
