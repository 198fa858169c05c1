import { Effect, Either } from "effect"
import { useState } from "react"
import type { Id } from "#domain/common.ts"
import type { AdminMainHomeSlider as MainHomeSlider, AdminThreeSlider as ThreeSlider } from "#domain/http/catalogue-admin.http.ts"
import type { AdminCalls } from "../../../app/admin-api.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useApp } from "../../../app/app-context.tsx"
import { useCall } from "../../../app/use-call.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { buttonClass, CallOutcome, secondaryButtonClass } from "./admin-kit.tsx"
import { ConfirmDelete } from "./confirm-delete.tsx"
import { decodeThree, type SlideDraft, SlideForm, type SlideKind } from "./slide-form.tsx"

/** The home page's slides and banners, hidden ones too, and the super categories a banner may be in. */
export type SlidersData = Effect.Effect.Success<AdminCalls["sliders"]>

/** The list with one entry moved one place up (-1) or down (+1). */
const moved = (ids: ReadonlyArray<Id>, index: number, by: -1 | 1): ReadonlyArray<Id> => {
  const next = [...ids]
  const [id] = next.splice(index, 1)
  next.splice(index + by, 0, id!)
  return next
}

/**
 * /admin/sliders (issue 20 item 1): the home page's main slider and its three-slider banners; add,
 * edit, hide and show, put in order (up and down), delete (asked first). After each change the home
 * page of this browser reads them again, and `onChanged` reads the screen's data again.
 */
export function SlidersAdmin({ data, onChanged }: { readonly data: SlidersData; readonly onChanged: () => Promise<unknown> }) {
  const { actors } = useApp()
  const call = useCall(() => {
    actors.catalogue.mainHomeSliders.send({ type: "catalogue.refresh" })
    actors.catalogue.threeSliders.send({ type: "catalogue.refresh" })
    return onChanged()
  })
  const [editing, setEditing] = useState<{ readonly kind: SlideKind; readonly id: Id | null; readonly draft: SlideDraft } | null>(null)
  const [deleting, setDeleting] = useState<{ readonly kind: SlideKind; readonly id: Id; readonly name: string } | null>(null)
  const superCategoryOf = (name: string) => data.superCategories.find((s) => s.name === name)?._id ?? data.superCategories[0]?._id ?? ""
  const startMain = (slide: MainHomeSlider | null) =>
    setEditing({ kind: "main", id: slide?._id ?? null, draft: { name: slide?.name ?? "", slugUrl: slide?.slugUrl ?? "", desktopImage: slide?.desktopImage ?? "", mobileImage: slide?.mobileImage ?? "", superCategoryId: "" } })
  const startThree = (banner: ThreeSlider | null) =>
    setEditing({ kind: "three", id: banner?._id ?? null, draft: { name: banner?.name ?? "", slugUrl: banner?.slugUrl ?? "", desktopImage: banner?.desktopImage ?? "", mobileImage: "", superCategoryId: banner === null ? (data.superCategories[0]?._id ?? "") : superCategoryOf(banner.superCategory) } })
  /** The entry sent back with its status flipped, as the catalogue's levels are hidden and shown. */
  const setShown = (kind: SlideKind, item: MainHomeSlider | ThreeSlider, status: boolean) => {
    const done = `${item.name}: ${status ? "shown on the home page" : "hidden from the home page"}.`
    if (kind === "main" && "mobileImage" in item) {
      const { name, slugUrl, desktopImage, mobileImage } = item
      return call.run(item._id, done, adminCall((api) => api.saveMainHomeSlider(item._id, { name, slugUrl, desktopImage, mobileImage, status })))
    }
    const { name, slugUrl, desktopImage } = item
    const input = decodeThree({ name, slugUrl, desktopImage, superCategoryId: superCategoryOf((item as ThreeSlider).superCategory), status })
    return Either.isRight(input) && call.run(item._id, done, adminCall((api) => api.saveThreeSlider(item._id, input.right)))
  }
  const reorder = (kind: SlideKind, ids: ReadonlyArray<Id>, name: string) =>
    call.run(`order-${kind}`, `${name}: moved.`, adminCall((api) => (kind === "main" ? Effect.asVoid(api.orderMainHomeSliders(ids)) : Effect.asVoid(api.orderThreeSliders(ids)))))

  const lists: ReadonlyArray<{ readonly kind: SlideKind; readonly title: string; readonly add: string; readonly items: ReadonlyArray<MainHomeSlider | ThreeSlider> }> = [
    { kind: "main", title: "Main home slider", add: "Add a slide", items: data.mainHomeSliders },
    { kind: "three", title: "Three-slider banners", add: "Add a banner", items: data.threeSliders }
  ]
  return (
    <div className="space-y-8">
      <CallOutcome call={call} />
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
      <ConfirmDelete entry={deleting} label="Delete an entry" onClose={() => setDeleting(null)}
        onDelete={({ kind, id, name }) => call.run(id, `${name}: deleted.`, adminCall((api) => (kind === "main" ? api.deleteMainHomeSlider(id) : api.deleteThreeSlider(id))))}>
        It leaves the home page. This cannot be undone.
      </ConfirmDelete>
    </div>
  )
}
