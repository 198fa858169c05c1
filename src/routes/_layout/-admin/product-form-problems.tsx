import { useSelector } from "@tanstack/react-form"
import type { ChangeEvent, ReactNode } from "react"
import { attributeLabel } from "#domain/product.ts"
import { Field, inputClass } from "./admin-kit.tsx"
import type { Problem, ProductFormApi } from "./product-form-state.ts"

// The product form's problems (ADR 050): what the contract's Schema finds wrong, in the form's own
// sentences, beside the field it is about and all together in the list by the button.

/** The form's own words for the fields of ProductInput (issue 33: a refusal named "attributeGroup", "Mrp"). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: "Name", slugUrl: "Slug URL", description: "Description", nameHi: "Name in Hindi", descriptionHi: "Description in Hindi",
  categoryTagId: "Tag", brandId: "Brand",
  attributeGroup: "Attribute group", attributes: "Attributes", hsn: "HSN code", gstRate: "GST rate",
  packSizeName: "name", PsPrime: "shown first", thumbnail: "thumbnail", slider: "slider images",
  packSizeOptionName: "name", PsnPrime: "shown first", Price: "price", Mrp: "MRP", availablestock: "stock"
}

/** Where a problem is, in the form's words: "Pack size 1, option 2, price". */
const whereIs = (path: ReadonlyArray<PropertyKey>): string => {
  const words: Array<string> = []
  for (let i = 0; i < path.length; i++) {
    const key = path[i]
    const next = path[i + 1]
    if ((key === "packSize" || key === "PackSizeOptions") && typeof next === "number") {
      words.push(`${key === "packSize" ? "Pack size" : "option"} ${next + 1}`)
      i++
    } else if (typeof key === "string") {
      words.push(FIELD_WORDS[key] ?? attributeLabel(key))
    } else words.push(String(key))
  }
  return words.length === 0 ? "Product" : words.join(", ")
}

/** A field's problems as TanStack Form types them (its own validators, had it any, might give none). */
type Found = ReadonlyArray<Problem | undefined>

/** The problems as the form says them: "Pack size 1, option 2, price: Expected number, actual \"\"". */
const sentencesOf = (found: Found): ReadonlyArray<string> =>
  [...new Set(found.flatMap((problem) => (problem === undefined ? [] : [`${whereIs(problem.path)}: ${problem.message}`])))]

const NONE: Found = []

/** The id of a field's problems, which its control names as its description. */
const problemsId = (name: string) => `product-problems-${name.replace(/\W+/g, "-")}`

/** What the problems beside a field read of it: its name and what the Schema found at it. */
interface Checked { readonly name: string; readonly state: { readonly meta: { readonly errors: Found } } }

/** A control's look when its field has problems. */
export const checkedClass = `${inputClass} aria-[invalid=true]:border-red-600`

/** Marks a control whose field has problems, and points it at them (shown under it, or under its row: `shownAt`). */
export const describedBy = (field: Checked, shownAt = field.name) =>
  sentencesOf(field.state.meta.errors).length === 0 ? {} : { "aria-invalid": true, "aria-describedby": problemsId(shownAt) }

/** The problems shown at `name`: under a field, or under an option's row. */
export function ProblemsAt({ name, found }: { readonly name: string; readonly found: Found }) {
  const sentences = sentencesOf(found)
  if (sentences.length === 0) return null
  return (
    <ul id={problemsId(name)} className="space-y-0.5 text-xs text-red-700">
      {sentences.map((sentence) => <li key={sentence}>{sentence}</li>)}
    </ul>
  )
}

/** A field's control (in its label) and, under it, its problems. */
export function WithProblems({ field, className, children }: { readonly field: Checked; readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      {children}
      <ProblemsAt name={field.name} found={field.state.meta.errors} />
    </div>
  )
}

/** A labelled field of the form: its control in its label and, under it, its problems. */
export function CheckedField({ field, label, hint, className, children }: {
  readonly field: Checked
  readonly label: string
  readonly hint?: string
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <WithProblems field={field} {...(className === undefined ? {} : { className })}>
      <Field label={label} {...(hint === undefined ? {} : { hint })}>{children}</Field>
    </WithProblems>
  )
}

/** A text field (or a choice, none yet: null) as its control takes it: the value, its change, the look, and its problems. */
interface Bound extends Checked {
  readonly state: Checked["state"] & { readonly value: string | null }
  readonly handleChange: (value: string) => void
}

/** What an input, a textarea or a select of a text field is given: `<input {...bound(field)} />`. */
export const bound = (field: Bound) => ({
  value: field.state.value ?? "",
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => field.handleChange(event.target.value),
  className: checkedClass,
  ...describedBy(field)
})

const sameFound = (a: Found, b: Found) => a.length === b.length && a.every((problem, i) => problem === b[i])

/** The problems filed under any of the fields `names`, in that order: a list's own, an option's row's. */
export const useProblemsOf = (form: ProductFormApi, names: ReadonlyArray<string>): Found =>
  useSelector(form.store, (state) => {
    const meta = state.fieldMeta as Readonly<Record<string, { readonly errors: Found } | undefined>>
    return names.flatMap((name) => meta[name]?.errors ?? NONE)
  }, { compare: sameFound })

/** The problems of a list of the form (its pack sizes, a pack size's options): how many it has. */
export function ListProblems({ form, name }: { readonly form: ProductFormApi; readonly name: string }) {
  return <ProblemsAt name={name} found={useProblemsOf(form, [name])} />
}

/**
 * Every problem of the form in the Schema's order, those of the product as a whole (its attributes
 * against its group, two pack sizes of one name) among them, and the call's own failure: listed by
 * the button (role alert), as the form always has.
 */
export function ProblemList({ form, callProblem }: { readonly form: ProductFormApi; readonly callProblem: string | null }) {
  const found = useSelector(form.store, (state) => state.errorMap.onDynamic ?? NONE)
  const problems = [...new Set([...sentencesOf(found), ...(callProblem === null ? [] : [callProblem])])]
  if (problems.length === 0) return null
  return (
    <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {problems.map((problem) => <li key={problem}>{problem}</li>)}
    </ul>
  )
}
