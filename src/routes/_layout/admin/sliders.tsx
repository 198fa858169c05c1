import { createFileRoute, useRouter } from "@tanstack/react-router"
import { Effect, Either, Schema } from "effect"
import { useState } from "react"
import type { Id } from "#domain/common.ts"
import { type AdminMainHomeSlider as MainHomeSlider, type AdminThreeSlider as ThreeSlider, MainHomeSliderInput, ThreeSliderInput } from "#domain/http/catalogue-admin.http.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useCall } from "../../../app/use-call.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { buttonClass, Field, inputClass, readAsDataUrl, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/**
 * /admin/sliders (issue 20 item 1): the home page's main slider and its three-slider banners; add,
 * edit, hide and show, put in order (up and down), delete (asked first). Their images are uploaded like a
 * product's; the home page of this browser reads them again after each change.
 */
export const Route = createFileRoute("/_layout/admin/sliders")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.sliders)),
  component: SlidersAdmin
})

type Kind = "main" | "three"

interface SlideDraft {
  readonly name: string
  readonly slugUrl: string
  readonly desktopImage: string
  readonly mobileImage: string
  readonly superCategoryId: string
}

const decodeMain = Schema.decodeUnknownEither(MainHomeSliderInput)
const decodeThree = Schema.decodeUnknownEither(ThreeSliderInput)

/** The list with one entry moved one place up (-1) or down (+1). */
const moved = (ids: ReadonlyArray<Id>, index: number, by: -1 | 1): ReadonlyArray<Id> => {
  const next = [...ids]
  const [id] = next.splice(index, 1)
  next.splice(index + by, 0, id!)
  return next
}

function SlidersAdmin() {
  const data = Route.useLoaderData()
  const router = useRouter()
  const { actors } = useApp()
  const call = useCall(() => {
    actors.catalogue.mainHomeSliders.send({ type: "catalogue.refresh" })
    actors.catalogue.threeSliders.send({ type: "catalogue.refresh" })
    return router.invalidate()
  })
  const [editing, setEditing] = useState<{ readonly kind: Kind; readonly id: Id | null; readonly draft: SlideDraft } | null>(null)
  const [deleting, setDeleting] = useState<{ readonly kind: Kind; readonly id: Id; readonly name: string } | null>(null)
  const superCategoryOf = (name: string) => data.superCategories.find((s) => s.name === name)?._id ?? data.superCategories[0]?._id ?? ""
  const startMain = (slide: MainHomeSlider | null) =>
    setEditing({ kind: "main", id: slide?._id ?? null, draft: { name: slide?.name ?? "", slugUrl: slide?.slugUrl ?? "", desktopImage: slide?.desktopImage ?? "", mobileImage: slide?.mobileImage ?? "", superCategoryId: "" } })
  const startThree = (banner: ThreeSlider | null) =>
    setEditing({ kind: "three", id: banner?._id ?? null, draft: { name: banner?.name ?? "", slugUrl: banner?.slugUrl ?? "", desktopImage: banner?.desktopImage ?? "", mobileImage: "", superCategoryId: banner === null ? (data.superCategories[0]?._id ?? "") : superCategoryOf(banner.superCategory) } })
  /** The entry sent back with its status flipped, as the catalogue's levels are hidden and shown. */
  const setShown = (kind: Kind, item: MainHomeSlider | ThreeSlider, status: boolean) => {
    const done = `${item.name}: ${status ? "shown on the home page" : "hidden from the home page"}.`
    if (kind === "main" && "mobileImage" in item) {
      const { name, slugUrl, desktopImage, mobileImage } = item
      return call.run(item._id, done, adminCall((api) => api.saveMainHomeSlider(item._id, { name, slugUrl, desktopImage, mobileImage, status })))
    }
    const { name, slugUrl, desktopImage } = item
    const input = decodeThree({ name, slugUrl, desktopImage, superCategoryId: superCategoryOf((item as ThreeSlider).superCategory), status })
    return Either.isRight(input) && call.run(item._id, done, adminCall((api) => api.saveThreeSlider(item._id, input.right)))
  }
  const reorder = (kind: Kind, ids: ReadonlyArray<Id>, name: string) =>
    call.run(`order-${kind}`, `${name}: moved.`, adminCall((api) => (kind === "main" ? Effect.asVoid(api.orderMainHomeSliders(ids)) : Effect.asVoid(api.orderThreeSliders(ids)))))

  const lists: ReadonlyArray<{ readonly kind: Kind; readonly title: string; readonly add: string; readonly items: ReadonlyArray<MainHomeSlider | ThreeSlider> }> = [
    { kind: "main", title: "Main home slider", add: "Add a slide", items: data.mainHomeSliders },
    { kind: "three", title: "Three-slider banners", add: "Add a banner", items: data.threeSliders }
  ]
  return (
    <div className="space-y-8">
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {lists.map(({ kind, title, add, items }) => (
        <section key={kind} aria-labelledby={`slider-${kind}`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`slider-${kind}`} className="text-xl font-semibold">{title} <span className="text-sm font-normal text-slate-600">({items.length})</span></h2>
            <button type="button" className={buttonClass} onClick={() => (kind === "main" ? startMain(null) : startThree(null))}>{add}</button>
          </div>
          {items.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">None yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {items.map((item, index) => {
                const ids = items.map((i) => i._id)
                return (
                  <li key={item._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    {item.desktopImage !== "" ? (
                      <img src={item.desktopImage} alt="" width={80} height={40} className="h-10 w-20 rounded-lg bg-slate-50 object-cover" />
                    ) : (
                      <span aria-hidden="true" className="h-10 w-20 rounded-lg bg-slate-100" />
                    )}
                    <div className="min-w-[10rem] flex-1">
                      <p className="font-medium">{index + 1}. {item.name}
                        {!item.status && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700">Hidden</span>}</p>
                      <p className="truncate text-xs text-slate-600">links to /{item.slugUrl}{"superCategory" in item ? ` · ${item.superCategory}` : ""}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" disabled={call.running || index === 0} className={secondaryButtonClass} aria-label={`Move ${item.name} up`}
                        onClick={() => reorder(kind, moved(ids, index, -1), item.name)}>Up</button>
                      <button type="button" disabled={call.running || index === items.length - 1} className={secondaryButtonClass} aria-label={`Move ${item.name} down`}
                        onClick={() => reorder(kind, moved(ids, index, 1), item.name)}>Down</button>
                      <button type="button" disabled={call.running} className={secondaryButtonClass} aria-label={`Edit ${item.name}`}
                        onClick={() => (kind === "main" ? startMain(item as MainHomeSlider) : startThree(item as ThreeSlider))}>Edit</button>
                      <button type="button" disabled={call.running} className={secondaryButtonClass} aria-label={`${item.status ? "Hide" : "Show"} ${item.name}`}
                        onClick={() => setShown(kind, item, !item.status)}>{item.status ? "Hide" : "Show"}</button>
                      <button type="button" disabled={call.running} className={`${secondaryButtonClass} text-red-700`} aria-label={`Delete ${item.name}`}
                        onClick={() => setDeleting({ kind, id: item._id, name: item.name })}>Delete</button>
                    </div>
                  </li>
                )
              })}
            </ol>
          )}
        </section>
      ))}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} label={editing?.kind === "three" ? "Banner" : "Slide"}>
        {editing !== null && (
          <SlideForm key={`${editing.kind}-${editing.id ?? "new"}`} kind={editing.kind} id={editing.id} initial={editing.draft}
            superCategories={data.superCategories} call={call} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} label="Delete an entry">
        {deleting !== null && (
          <form className="space-y-4 p-5" onSubmit={(event) => {
            event.preventDefault()
            const { kind, id, name } = deleting
            call.run(id, `${name}: deleted.`, adminCall((api) => (kind === "main" ? api.deleteMainHomeSlider(id) : api.deleteThreeSlider(id))))
            setDeleting(null)
          }}>
            <h3 className="pr-8 text-lg font-semibold">Delete {deleting.name}?</h3>
            <p className="text-sm text-slate-600">It leaves the home page. This cannot be undone.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setDeleting(null)} className={secondaryButtonClass}>Keep it</button>
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">Delete</button>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  )
}

function SlideForm({ kind, id, initial, superCategories, call, onDone }: {
  readonly kind: Kind
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
