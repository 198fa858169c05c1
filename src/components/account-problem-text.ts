import type { AddressProblem } from "#domain/address-problems.ts"
import type { IdentityProblem } from "#domain/identity-text.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { accountTexts } from "../i18n/texts/account.ts"

// Issue 39: the account's forms say what the domain's rules find wrong by the problem's name and
// figures, in the page's language; an English page reads the rule's own words
// (domain/messages/account.en.ts takes them from the rule's module).

/** A problem the domain's rules name in the account's forms: a registration's name or e-mail, an address's field. */
export type AccountProblem = IdentityProblem | AddressProblem

/** The key of a problem's text: `account.problem.` and its name, first letter small. */
type KeyOf<P extends AccountProblem> = `account.problem.${Uncapitalize<P["_tag"]>}`

const keyOf = <P extends AccountProblem>(problem: P): KeyOf<P> =>
  `account.problem.${problem._tag.charAt(0).toLowerCase()}${problem._tag.slice(1)}` as KeyOf<P>

/** Says a named problem of the account's forms, with its figures, in the page's language. */
export const useAccountProblemText = (): ((problem: AccountProblem) => string) => {
  const { t } = useTexts(accountTexts)
  return (problem) => {
    const { _tag, ...figures } = problem
    return t(keyOf(problem), figures)
  }
}
