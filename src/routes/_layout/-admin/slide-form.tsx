import { Effect, Either, Schema } from "effect"
import { useState } from "react"
import type { Id } from "#domain/common.ts"
import { MainHomeSliderInput, ThreeSliderInput } from "#domain/http/catalogue-admin.http.ts"
import { adminCall } from "../../../app/api-tags.ts"
import type { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass, readAsDataUrl, secondaryButtonClass } from "./admin-kit.tsx"

/** The home page's main slider, or its three-slider banners. */
export type SlideKind = "main" | "three"

/** What the form edits of a slide (`main`) or a banner (`three`, which has no mobile image but a super category). */
export interface SlideDraft {
  readonly name: string
  readonly slugUrl: string
  readonly desktopImage: string
  readonly mobileImage: string
  readonly superCategoryId: string
}

const decodeMain = Schema.decodeUnknownEither(MainHomeSliderInput)
export const decodeThree = Schema.decodeUnknownEither(ThreeSliderInput)

/**
 * A slide's or a banner's form (issue 20 item 1), to add one (`id` null) or edit it: its name, the
 * slug it links to, a banner's super category, and its images, uploaded like a product's. Checked
 * with the contract's Schema, then saved through the screen's `call`.
 */
export function SlideForm({ kind, id, initial, superCategories, call, onDone }: {
  readonly kind: SlideKind
  readonly id: Id | null
  readonly initial: SlideDraft
  readonly superCategories: ReadonlyArray<{ readonly _id: string; readonly name: string }>
  readonly call: ReturnType<typeof useCall>
  readonly onDone: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = (file: File | undefined, field: "desktopImage" | "mobileImage") => {
    if (file === undefined) return
    call.run("image", "Image uploaded.", Effect.promise(() => readAsDataUrl(file)).pipe(
      Effect.flatMap((dataUrl) => adminCall((api) => api.uploadImage({ fileName: file.name.slice(0, 255), dataUrl }))),
      Effect.tap((url) => Effect.sync(() => setDraft((d) => ({ ...d, [field]: url }))))
    ))
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const done = `${draft.name.trim()}: ${id === null ? "added" : "saved"}.`
    if (kind === "main") {
      const input = decodeMain({ name: draft.name, slugUrl: draft.slugUrl, desktopImage: draft.desktopImage, mobileImage: draft.mobileImage })
      if (Either.isLeft(input)) return setProblem("Check the name and the link: a slug of lower-case letters, digits and '-'.")
      call.run(id ?? "new", done, adminCall((api) => api.saveMainHomeSlider(id, input.right)))
    } else {
      const input = decodeThree({ name: draft.name, slugUrl: draft.slugUrl, desktopImage: draft.desktopImage, superCategoryId: draft.superCategoryId })
      if (Either.isLeft(input)) return setProblem("Check the name, the link (a slug of lower-case letters, digits and '-') and the super category.")
      call.run(id ?? "new", done, adminCall((api) => api.saveThreeSlider(id, input.right)))
    }
    onDone()
  }
  const images: ReadonlyArray<readonly ["desktopImage" | "mobileImage", string]> = kind === "main" ? [["desktopImage", "Desktop image"], ["mobileImage", "Mobile image"]] : [["desktopImage", "Image"]]
  return (
    <form onSubmit={submit} className="space-y-4 p-5">
      <h3 className="pr-8 text-lg font-semibold">{id === null ? (kind === "main" ? "Add a slide" : "Add a banner") : `Edit ${initial.name}`}</h3>
      <Field label="Name">
        <input required maxLength={120} value={draft.name} className={inputClass} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </Field>
      <Field label="Links to (slug)" hint="A category, subcategory or product slug, e.g. men">
        <input required maxLength={160} pattern="[a-z0-9][a-z0-9,.\-]*" value={draft.slugUrl} className={inputClass} onChange={(e) => setDraft({ ...draft, slugUrl: e.target.value })} />
      </Field>
      {kind === "three" && (
        <Field label="Super category">
          <select required value={draft.superCategoryId} className={inputClass} onChange={(e) => setDraft({ ...draft, superCategoryId: e.target.value })}>
            {superCategories.map((s) => <option key={s._id} value={s._id}>{s.name}</option>)}
          </select>
        </Field>
      )}
      {images.map(([field, label]) => (
        <div key={field} className="space-y-2">
          <Field label={`${label} (PNG, JPEG or WebP)`}>
            <input type="file" accept="image/png,image/jpeg,image/webp" className="text-sm" disabled={call.busy("image")} onChange={(e) => upload(e.target.files?.[0], field)} />
          </Field>
          {draft[field] !== "" && (
            <div className="flex items-center gap-3">
              <img src={draft[field]} alt={label} className="h-12 w-24 rounded-lg border border-slate-200 object-cover" />
              <button type="button" className={secondaryButtonClass} onClick={() => setDraft({ ...draft, [field]: "" })}>Remove {label.toLowerCase()}</button>
            </div>
          )}
        </div>
      ))}
      {call.busy("image") && <p role="status" className="text-sm text-slate-600">Uploading...</p>}
      {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>Cancel</button>
        <button type="submit" disabled={call.running} className={buttonClass}>{id === null ? "Add" : "Save"}</button>
      </div>
    </form>
  )
}
