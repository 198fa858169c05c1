import { Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { MAX_SYNONYM_GROUPS, MAX_SYNONYM_TERMS, SynonymGroups } from "#domain/search-query.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass } from "./admin-kit.tsx"

const decodeGroups = Schema.decodeUnknownEither(SynonymGroups)

/** The groups as the admin edits them: a group a line, its terms separated by commas. */
export const groupsToText = (groups: ReadonlyArray<ReadonlyArray<string>>): string => groups.map((group) => group.join(", ")).join("\n")
export const textToGroups = (text: string): Array<Array<string>> =>
  text.split("\n").map((line) => line.split(",").map((term) => term.trim()).filter((term) => term !== "")).filter((group) => group.length > 0)

/**
 * The search's synonym groups (issue 19 item 5, ADR 033): words a shopper may mean alike, in English,
 * Hinglish or Hindi. A search for any term of a group finds what the others find, at once.
 */
export function SearchSynonymsForm({ synonyms }: { readonly synonyms: ReadonlyArray<ReadonlyArray<string>> }) {
  const [text, setText] = useState(() => groupsToText(synonyms))
  const [invalid, setInvalid] = useState<string | null>(null)
  const call = useCall()
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeGroups(textToGroups(text))
    if (Either.isLeft(decoded)) return setInvalid(ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0]?.message ?? "Please check the groups.")
    setInvalid(null)
    call.run("synonyms", "Search synonyms saved.", adminCall((api) => api.saveSynonyms(decoded.right)))
  }
  return (
    <form onSubmit={save} aria-labelledby="synonyms" className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 id="synonyms" className="font-semibold">Search synonyms</h3>
      <Field
        label="Groups of words that mean the same"
        hint={`One group a line, its words separated by commas (2 to ${MAX_SYNONYM_TERMS}, any script; at most ${MAX_SYNONYM_GROUPS} groups). A search for one word of a group finds what the others find; Hinglish spellings of a word (saari, saree) need no line of their own.`}
      >
        <textarea rows={10} value={text} spellCheck={false} className={inputClass} onChange={(e) => setText(e.target.value)} />
      </Field>
      {(invalid ?? call.problem) !== null && <p role="alert" className="text-sm text-red-700">{invalid ?? call.problem}</p>}
      {invalid === null && call.done !== null && <p role="status" className="text-sm text-green-700">{call.done}</p>}
      <button type="submit" disabled={call.running} className={buttonClass}>{call.running ? "Saving..." : "Save search synonyms"}</button>
    </form>
  )
}
