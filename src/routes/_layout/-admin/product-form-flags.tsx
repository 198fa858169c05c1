import type { ProductFormApi } from "./product-form-state.ts"

const FLAGS = [["recommended", "Recommended"], ["trending", "Trending"], ["hot", "Hot deal"]] as const

/** Where the storefront features the product: its recommended, trending and hot deal lists. */
export function ProductFlags({ form }: { readonly form: ProductFormApi }) {
  return (
    <div className="flex flex-wrap items-end gap-4 text-sm">
      {FLAGS.map(([flag, label]) => (
        <form.Field key={flag} name={flag}>
          {(field) => (
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={field.state.value} onChange={(e) => field.handleChange(e.target.checked)} />
              {label}
            </label>
          )}
        </form.Field>
      ))}
    </div>
  )
}
