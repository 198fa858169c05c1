import type { MessageDescriptor } from "@lingui/core"
import { use } from "react"
import { failureSentence, failureTagOf, refusalOf } from "#domain/failure-words.ts"
import type { ApiFailureTag } from "#domain/failures.ts"
import type { Language } from "#domain/language.ts"
import type { Refusal } from "#domain/refusals.ts"
import { loadI18n, useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"

// Issue 39, ADR 064: a failure's sentence in the page's language. English pages show what they always
// did (`failureSentence`). A Hindi page shows the Hindi sentence of the failed call's name (the
// `failures` area) where the words are the shop's own, and the Hindi of the server's named refusal
// where it sent one (domain/refusal-words.hi.ts: a coupon's rule, a limit, a pincode in another
// state); a sentence only the server knows stays as it wrote it. The Hindi sentences, and the domain's English ones
// to compare with, are fetched the first time a Hindi page shows a failure: neither is in any
// page's start-up (domain/failure-words.ts says why), and a failure only comes after the client
// loaded anyway. The two sentences a page may need offline, without a fetch, are the start-up's
// `errors` area's: the shop not reached, and anything that is not a failed call.

/** A failed call's Hindi sentence: its refusal's, else its name's when its English is the domain's own; else undefined. */
type HindiSentence = (tag: ApiFailureTag, english: string, refusal: Refusal | undefined) => string | undefined

let hindiSentences: Promise<HindiSentence | null> | undefined
/** The sentences once fetched (null when they could not be), so a failure shown after that never suspends. */
let fetched: HindiSentence | null | undefined

/** Fetched once per page; null when they could not be (the English is shown then). */
const loadHindiSentences = (): Promise<HindiSentence | null> =>
  (hindiSentences ??= Promise.all([
    loadI18n("hi"),
    // The `failures` area's module, fetched here rather than imported: no page's start-up carries
    // its English, which is the domain's own sentences (FAILURE_SENTENCES), compiled.
    import("../i18n/texts/failures.ts").then(async ({ failuresTexts }) => ({ english: failuresTexts.english, hindi: (await failuresTexts.hindi()).compiled })),
    import("#domain/refusal-words.hi.ts")
  ]).then(
    ([i18n, failures, { sayRefusalInHindi }]): HindiSentence => (tag, english, refusal) => {
      if (refusal !== undefined) return sayRefusalInHindi(refusal)
      const key = `failures.${tag}` as const
      const own = failures.english[key]
      return english === (typeof own === "string" ? own : own.join(""))
        ? i18n._({ id: key, message: failures.hindi[key] } as unknown as MessageDescriptor)
        : undefined
    },
    () => null
  ).then((sentences) => (fetched = sentences)))

/**
 * A Hindi page fetches the failures' sentences once it is idle after its start (src/app/start.tsx),
 * so the first failure it shows is said at once rather than waiting under 'Loading...'. An English
 * page fetches nothing.
 */
export const preloadFailureSentences = (language: Language): Promise<unknown> =>
  language === "en" ? Promise.resolve() : loadHindiSentences()

/**
 * The sentence a person reads for `failure` (what a call rejected with), in the page's language;
 * null when there is none. On a Hindi page a failure shown before the sentences were fetched waits
 * for them (the screen suspends, as for an area's texts); after, it is said at once.
 */
export function useFailureSentence(failure: unknown): string | null {
  const { t, language } = useTexts(errorsTexts)
  if (failure === null || failure === undefined) return null
  const english = failureSentence(failure)
  if (language === "en") return english
  const tag = failureTagOf(failure)
  if (tag === undefined) return t("errors.somethingWentWrong")
  if (tag === "Unreachable") return t("errors.unreachable")
  const sentences = fetched !== undefined ? fetched : use(loadHindiSentences())
  return sentences?.(tag, english, refusalOf(failure)) ?? english
}
