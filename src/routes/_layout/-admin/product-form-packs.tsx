import { secondaryButtonClass } from "./admin-kit.tsx"
import { type UploadImage, PackSlider, PackThumbnail } from "./product-form-images.tsx"
import { PackOptions } from "./product-form-options.tsx"
import { bound, CheckedField, ListProblems, ProblemsAt } from "./product-form-problems.tsx"
import type { ProductFormApi } from "./product-form-state.ts"
import { emptyOption, emptyPack } from "./product-form-values.ts"

/**
 * The product's pack sizes (§3): each with its name, images and options; one of them shown first.
 * A pack size added or removed moves its fields' values and problems with it (TanStack Form's arrays).
 */
export function PackSizes({ form, upload }: { readonly form: ProductFormApi; readonly upload: UploadImage }) {
  return (
    <form.Field name="packSize" mode="array">
      {(packs) => (
        <>
          {packs.state.value.map((pack, p) => (
            <fieldset key={pack._id ?? `new-${p}`} className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold">Pack size {p + 1}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <form.Field name={`packSize[${p}].packSizeName`}>
                  {(field) => (
                    <CheckedField field={field} label="Pack size name" hint="e.g. 500 ml, M, 1.5 Ton">
                      <input required maxLength={120} {...bound(field)} />
                    </CheckedField>
                  )}
                </form.Field>
                <PackThumbnail form={form} pack={p} upload={upload} />
                <form.Field name={`packSize[${p}].PsPrime`}>
                  {(field) => (
                    <label className="flex items-center gap-2 self-end pb-2 text-sm">
                      <input type="radio" name="primary-pack" checked={field.state.value}
                        onChange={() => packs.handleChange((all) => all.map((x, i) => ({ ...x, PsPrime: i === p })))} />
                      Shown first
                    </label>
                  )}
                </form.Field>
              </div>
              <PackSlider form={form} pack={p} upload={upload} />
              <PackOptions form={form} pack={p} />
              <ListProblems form={form} name={`packSize[${p}].PackSizeOptions`} />
              {/* The pack size's own problems: option names that repeat. */}
              <form.Field name={`packSize[${p}]`}>{(field) => <ProblemsAt name={field.name} found={field.state.meta.errors} />}</form.Field>
              <div className="flex gap-2">
                <button type="button" onClick={() => form.pushFieldValue(`packSize[${p}].PackSizeOptions`, emptyOption())} className={secondaryButtonClass}>Add an option</button>
                {packs.state.value.length > 1 && <button type="button" onClick={() => packs.removeValue(p)} className={`${secondaryButtonClass} text-red-700`}>Remove this pack size</button>}
              </div>
            </fieldset>
          ))}
          <button type="button" onClick={() => packs.pushValue(emptyPack())} className={secondaryButtonClass}>Add a pack size</button>
          <ListProblems form={form} name="packSize" />
        </>
      )}
    </form.Field>
  )
}
