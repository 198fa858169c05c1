import { checkedClass, describedBy, ProblemsAt, useProblemsOf } from "./product-form-problems.tsx"
import type { ProductFormApi } from "./product-form-state.ts"

const TEXT_FIELDS = [
  ["packSizeOptionName", "name", undefined],
  ["Price", "price", "decimal"],
  ["Mrp", "MRP", "decimal"],
  ["availablestock", "stock", "numeric"]
] as const

/** A pack size's options (§3): each with its name, price, MRP at least the price, and stock; one shown first. */
export function PackOptions({ form, pack }: { readonly form: ProductFormApi; readonly pack: number }) {
  return (
    <form.Field name={`packSize[${pack}].PackSizeOptions`} mode="array">
      {(options) => (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-500"><th className="pb-1">Option</th><th>Price (₹)</th><th>MRP (₹)</th><th>Stock</th><th>First</th><th /></tr>
          </thead>
          <tbody>
            {options.state.value.map((option, o) => {
              const at = `packSize[${pack}].PackSizeOptions[${o}]` as const
              const words = `Pack size ${pack + 1} option ${o + 1}`
              return [
                <tr key={option._id ?? `new-${o}`}>
                  {TEXT_FIELDS.map(([key, word, inputMode]) => (
                    <td key={key} className="pr-2">
                      <form.Field name={`${at}.${key}`}>
                        {(field) => (
                          <input aria-label={`${words} ${word}`} inputMode={inputMode} required value={field.state.value}
                            onChange={(e) => field.handleChange(e.target.value)} className={checkedClass} {...describedBy(field, at)} />
                        )}
                      </form.Field>
                    </td>
                  ))}
                  <td className="text-center">
                    <form.Field name={`${at}.PsnPrime`}>
                      {(field) => (
                        <input type="radio" aria-label={`${words} shown first`} name={`primary-option-${pack}`} checked={field.state.value}
                          onChange={() => options.handleChange((all) => all.map((x, i) => ({ ...x, PsnPrime: i === o })))} />
                      )}
                    </form.Field>
                  </td>
                  <td>{options.state.value.length > 1 && <button type="button" onClick={() => options.removeValue(o)} className="text-xs text-red-700">Remove</button>}</td>
                </tr>,
                // A field of the option itself, so that its own problem (an MRP below the price) is filed under it.
                <form.Field key={`${option._id ?? `new-${o}`}-problems`} name={at}>{() => <OptionProblems form={form} at={at} />}</form.Field>
              ]
            })}
          </tbody>
        </table>
      )}
    </form.Field>
  )
}

/** An option's problems, its fields' and its own, in a row under it: the cells are too narrow for a sentence. */
function OptionProblems({ form, at }: { readonly form: ProductFormApi; readonly at: string }) {
  const found = useProblemsOf(form, [...TEXT_FIELDS.map(([key]) => `${at}.${key}`), at])
  if (found.length === 0) return null
  return <tr><td colSpan={6} className="pb-2"><ProblemsAt name={at} found={found} /></td></tr>
}
