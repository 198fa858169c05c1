import { type AnyFormApi, revalidateLogic, useForm } from "@tanstack/react-form"
import { Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { type AdminProduct, ProductInput } from "#domain/product-input.ts"
import { inputOf, type ProductFormValues, valuesOf } from "./product-form-values.ts"

// The product form's state (ADR 050): TanStack Form's, checked by the contract's Schema for the
// product input, the one the server checks with.

const decodeInput = Schema.decodeUnknownEither(ProductInput, { errors: "all" })

/** One problem the Schema finds: its path in ProductInput and its sentence. */
export type Problem = ParseResult.ArrayFormatterIssue

/** The name TanStack Form gives the field at `path`: "packSize[0].PackSizeOptions[1].Mrp". */
const nameOf = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name === "" ? String(key) : `${name}.${String(key)}`), "")

/** The nearest field the form shows at or above `path` (a slider line's is the slider), if any. */
const fieldAt = (form: AnyFormApi, path: ReadonlyArray<PropertyKey>): string | undefined => {
  const fields = form.fieldInfo as Readonly<Record<string, { readonly instance: unknown } | undefined>>
  for (let length = path.length; length > 0; length--) {
    const name = nameOf(path.slice(0, length))
    if (fields[name]?.instance) return name
  }
  return undefined
}

/**
 * The contract's Schema run on the form's values: each problem filed under the nearest field the form
 * shows (a slider line's under the slider, an attribute's under the attributes; those of the product as
 * a whole under none), and all of them under the form. (Given the Schema as a Standard Schema, TanStack
 * Form would file each under its exact path, where for these no control is.)
 */
const checkWithTheContract = ({ value, formApi }: { readonly value: ProductFormValues; readonly formApi: AnyFormApi }) => {
  const decoded = decodeInput(inputOf(value))
  if (Either.isRight(decoded)) return undefined
  const problems = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  const fields: Record<string, Array<Problem>> = {}
  for (const problem of problems) {
    const name = fieldAt(formApi, problem.path)
    if (name !== undefined) fields[name] = [...fields[name] ?? [], problem]
  }
  // The form's own error is every problem, in the Schema's order, as the list by the button shows them.
  return { form: problems, fields }
}

/**
 * The product form (TanStack Form, ADR 050): checked by the contract's Schema, each problem kept by
 * the field it is about; `save` gets the ProductInput once the values pass.
 */
export const useProductForm = (product: AdminProduct | undefined, save: (input: ProductInput) => void) => {
  const [defaultValues] = useState(() => valuesOf(product))
  return useForm({
    defaultValues,
    // Checked on submit, then again on every change until it is sent, so that a problem leaves as it
    // is put right (and no problem at a field the admin did not touch outlives its cause).
    validationLogic: revalidateLogic(),
    validators: { onDynamic: checkWithTheContract },
    // Checked just before (checkWithTheContract): the values pass.
    onSubmit: ({ value }) => save(Either.getOrThrow(decodeInput(inputOf(value))))
  })
}
export type ProductFormApi = ReturnType<typeof useProductForm>
