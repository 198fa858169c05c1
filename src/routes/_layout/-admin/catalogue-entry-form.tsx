import { Effect } from "effect"
import { useState } from "react"
import { slugify } from "#domain/common.ts"
import { adminCall } from "../../../app/api-tags.ts"
import type { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass, readAsDataUrl, secondaryButtonClass } from "./admin-kit.tsx"

/** What the catalogue screens' form edits: a category, subcategory or tag (issue 20 item 1). */
export interface EntryDraft {
  readonly name: string
  readonly slugUrl: string
  readonly status: boolean
  readonly parentId: string
  readonly desktopImage: string
  /** Issue 39: its name on the Hindi shop; "" for none (saving "" clears a stored one). */
  readonly nameHi: string
}

export interface ParentChoice {
  readonly _id: string
  readonly label: string
}

/** An entry's name and slug URL, and whether the admin has edited the slug (an entry being edited starts so). */
export interface Naming {
  readonly name: string
  readonly slugUrl: string
  readonly slugEdited: boolean
}

/** The name and slug URL fields of a catalogue entry, a brand or a super category: the slug follows the name (`slugify`) until edited. */
export function NameAndSlugFields({ naming, slugHint, onChange }: { readonly naming: Naming; readonly slugHint?: string; readonly onChange: (naming: Naming) => void }) {
  return (
    <>
      <Field label="Name">
        <input required maxLength={120} value={naming.name} className={inputClass}
          onChange={(e) => onChange({ ...naming, name: e.target.value, slugUrl: naming.slugEdited ? naming.slugUrl : slugify(e.target.value) })} />
      </Field>
      <Field label="Slug URL" hint={slugHint}>
        <input required maxLength={160} pattern="[a-z0-9][a-z0-9,.\-]*" value={naming.slugUrl} className={inputClass}
          onChange={(e) => onChange({ ...naming, slugUrl: e.target.value, slugEdited: true })} />
      </Field>
    </>
  )
}

/**
 * The Hindi name of a catalogue entry, a brand or a super category (issue 39): shown instead of the
 * English on the Hindi shop (/hi) when given; the contract's Schema wants Devanagari, or nothing.
 */
export function HindiNameField({ value, onChange }: { readonly value: string; readonly onChange: (nameHi: string) => void }) {
  return (
    <Field label="Name in Hindi" hint="Optional: shown on the Hindi shop (/hi), in Devanagari">
      <input lang="hi" maxLength={120} value={value} className={inputClass} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

/**
 * The form of one catalogue entry: name (the slug follows it until edited), its parent, whether the
 * storefront shows it, and its image (uploaded through `POST /admin/images`, checked by the server
 * by its content). `onSubmit` gets the draft; the screen decodes it with the contract's Schema.
 */
export function CatalogueEntryForm({ title, submitLabel, initial, parentLabel, parents, call, problem, onSubmit, onCancel }: {
  readonly title: string
  readonly submitLabel: string
  readonly initial: EntryDraft | null
  readonly parentLabel: string
  readonly parents: ReadonlyArray<ParentChoice>
  readonly call: ReturnType<typeof useCall>
  readonly problem: string | null
  readonly onSubmit: (draft: EntryDraft) => void
  readonly onCancel?: () => void
}) {
  const [draft, setDraft] = useState<EntryDraft>(initial ?? { name: "", slugUrl: "", status: true, parentId: parents[0]?._id ?? "", desktopImage: "", nameHi: "" })
  const [slugEdited, setSlugEdited] = useState(initial !== null)
  const upload = (file: File | undefined) => {
    if (file === undefined) return
    call.run("image", "Image uploaded.", Effect.promise(() => readAsDataUrl(file)).pipe(
      Effect.flatMap((dataUrl) => adminCall((api) => api.uploadImage({ fileName: file.name.slice(0, 255), dataUrl }))),
      Effect.tap((url) => Effect.sync(() => setDraft((d) => ({ ...d, desktopImage: url }))))
    ))
  }
  return (
    <section aria-labelledby="entry-form" className="h-fit space-y-4 rounded-xl border border-slate-200 p-4 lg:sticky lg:top-24">
      <h3 id="entry-form" className="text-lg font-semibold">{title}</h3>
      <form className="space-y-4" onSubmit={(event) => { event.preventDefault(); onSubmit(draft) }}>
        <NameAndSlugFields naming={{ name: draft.name, slugUrl: draft.slugUrl, slugEdited }} slugHint="Lower-case letters, digits and '-'"
          onChange={(naming) => { setDraft({ ...draft, name: naming.name, slugUrl: naming.slugUrl }); setSlugEdited(naming.slugEdited) }} />
        <HindiNameField value={draft.nameHi} onChange={(nameHi) => setDraft({ ...draft, nameHi })} />
        <Field label={parentLabel}>
          <select required value={draft.parentId} className={inputClass} onChange={(e) => setDraft({ ...draft, parentId: e.target.value })}>
            {parents.map((p) => <option key={p._id} value={p._id}>{p.label}</option>)}
          </select>
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.checked })} />
          Show in the storefront
        </label>
        <Field label="Image (PNG, JPEG or WebP, up to 4 MB)">
          <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" disabled={call.busy("image")}
            onChange={(e) => upload(e.target.files?.[0])} />
        </Field>
        {call.busy("image") && <p role="status" className="text-sm text-slate-600">Uploading...</p>}
        {draft.desktopImage !== "" && (
          <div className="flex items-center gap-3">
            <img src={draft.desktopImage} alt={`Image of ${draft.name === "" ? "the entry" : draft.name}`} className="h-16 w-16 rounded-lg border border-slate-200 object-contain" />
            <button type="button" onClick={() => setDraft({ ...draft, desktopImage: "" })} className={secondaryButtonClass}>Remove image</button>
          </div>
        )}
        {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <div className="flex gap-2">
          <button type="submit" disabled={call.running} className={buttonClass}>{submitLabel}</button>
          {onCancel !== undefined && <button type="button" onClick={onCancel} className={secondaryButtonClass}>Cancel</button>}
        </div>
      </form>
    </section>
  )
}
