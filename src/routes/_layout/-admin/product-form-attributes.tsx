import { ATTRIBUTE_GROUPS, attributeCategory } from "#domain/attribute-options.ts"
import { attributeFields } from "#domain/product-input.ts"
import { attributeLabel } from "#domain/product.ts"
import { Field, inputClass } from "./admin-kit.tsx"
import { bound, CheckedField, ProblemsAt } from "./product-form-problems.tsx"
import type { ProductFormApi } from "./product-form-state.ts"

/**
 * The product's attributes (§3, issues 16 and 33): its attribute group, a select per list of the group
 * showing the value the product has, and apart from them the attributes the group does not have.
 */
export function ProductAttributes({ form, isNew }: { readonly form: ProductFormApi; readonly isNew: boolean }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">Attributes</legend>
      <form.Field name="attributeGroup">
        {(group) => (
          <>
            <CheckedField field={group} label="Attribute group" hint="The option lists this kind of product is described with.">
              <select {...bound(group)}>
                {/* Issue 33: a product described before the lists is saved without a group, its attributes as they are. */}
                <option value="">{isNew ? "None: no attributes" : "None: attributes kept as they are"}</option>
                {ATTRIBUTE_GROUPS.map((g) => <option key={g.key} value={g.key}>{g.label}</option>)}
              </select>
            </CheckedField>
            <form.Field name="attributes">
              {(field) => (
                <>
                  <AttributeSelects group={group.state.value} attributes={field.state.value} change={field.handleChange} />
                  <ProblemsAt name={field.name} found={field.state.meta.errors} />
                </>
              )}
            </form.Field>
          </>
        )}
      </form.Field>
    </fieldset>
  )
}

function AttributeSelects({ group, attributes, change }: {
  readonly group: string
  readonly attributes: Readonly<Record<string, string>>
  readonly change: (attributes: Record<string, string>) => void
}) {
  const { fields, others } = attributeFields(group, attributes)
  const remove = (name: string) => change(Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== name)))
  return (
    <>
      {fields.length > 0 && <div className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <Field key={field.list.name} label={attributeLabel(field.list.name)}
            {...(field.listed ? {} : { hint: `'${field.value}' is not one of this list's options; choose one before saving.` })}>
            <select value={field.value} onChange={(e) => change({ ...attributes, [field.name]: e.target.value })} className={inputClass}>
              <option value="">—</option>
              {!field.listed && <option value={field.value}>{field.value} (not in the list)</option>}
              {field.list.options.map((o) => <option key={o.label} value={o.label}>{o.label}</option>)}
            </select>
          </Field>
        ))}
      </div>}
      {others.length > 0 && (
        <div className={`space-y-2 rounded-lg px-4 py-3 text-sm ${group === "" ? "bg-slate-50 text-slate-800" : "bg-amber-50 text-amber-900"}`}>
          <p>
            {group === ""
              ? "This product was described before the attribute lists: it is saved with these attributes as they are, and can gain none. Choose an attribute group to describe it with the lists instead."
              : `These attributes are not among the ${attributeCategory(group)?.label ?? group} attributes, so the product cannot be saved with them. Choose the group they belong to, or remove them.`}
          </p>
          <ul className="space-y-1" aria-label={group === "" ? "The product's own attributes" : "Attributes outside the group"}>
            {others.map(([key, value]) => (
              <li key={key} className="flex items-center gap-3">
                <span>{attributeLabel(key)}: {value}</span>
                <button type="button" onClick={() => remove(key)} className="text-xs text-red-700 underline">Remove {attributeLabel(key)}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
