import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from "react"
import { MinusIcon, PlusIcon } from "./icons.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import { imageSrc } from "#domain/common.ts"

// Issue 19 item 8: the product image's large view, opened by ImageZoom (image-zoom.tsx), which
// fetches this module when it is first opened.

/** The large view's zoom levels (issue 19 item 8): 1×, 2×, 3×. */
export const ZOOM_LEVELS = [1, 2, 3] as const
export type ZoomLevel = (typeof ZOOM_LEVELS)[number]

/** A zoom level as the large view reads it out: "100%". */
export const zoomText = (level: ZoomLevel): string => `${level * 100}%`

/** Where to keep a point of the image when the level changes: its place in the viewport, in pixels. */
interface Anchor { readonly x: number; readonly y: number }

/** A level change's anchor and the point of the image under it, as fractions of the image's size. */
interface Kept { readonly at: Anchor; readonly fx: number; readonly fy: number }

/** The large view: zoom buttons and level, the image in a scrollable box, and the other images. */
export default function LargeView({ images, index, onIndexChange, alt }: {
  readonly images: ReadonlyArray<string>
  readonly index: number
  readonly onIndexChange: (index: number) => void
  readonly alt: string
}) {
  const { t } = useTexts(productTexts)
  const [level, setLevel] = useState<ZoomLevel>(1)
  const box = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const kept = useRef<Kept | null>(null)
  const count = Math.max(images.length, 1)

  // Changes the level keeping the point at `anchor` (the centre by default) where it is.
  const zoomTo = (next: ZoomLevel, anchor?: Anchor) => {
    const el = box.current
    if (el === null || next === level) return
    const at = anchor ?? { x: el.clientWidth / 2, y: el.clientHeight / 2 }
    kept.current = { at, fx: (el.scrollLeft + at.x) / (el.scrollWidth || 1), fy: (el.scrollTop + at.y) / (el.scrollHeight || 1) }
    setLevel(next)
  }
  // Once the new size is laid out, before it is painted: scroll the kept point back under its anchor.
  useLayoutEffect(() => {
    const el = box.current
    const k = kept.current
    kept.current = null
    if (el === null || k === null) return
    el.scrollLeft = k.fx * el.scrollWidth - k.at.x
    el.scrollTop = k.fy * el.scrollHeight - k.at.y
  }, [level])
  const step = (by: 1 | -1) => {
    const next = ZOOM_LEVELS[ZOOM_LEVELS.indexOf(level) + by]
    if (next !== undefined) zoomTo(next)
  }
  const show = (i: number) => {
    setLevel(1)
    onIndexChange((i + count) % count)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "+" || event.key === "=") step(1)
    else if (event.key === "-") step(-1)
    else return
    event.preventDefault()
  }
  // Dragging with the mouse pans the image; touch pans and pinches natively.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || level === 1) return
    const el = event.currentTarget
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop }
    el.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (from === null) return
    event.currentTarget.scrollLeft = from.left - (event.clientX - from.x)
    event.currentTarget.scrollTop = from.top - (event.clientY - from.y)
  }
  const endDrag = () => { drag.current = null }

  const controlClass = "grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100"
  const endClass = (atEnd: boolean) => `${controlClass} ${atEnd ? "cursor-not-allowed opacity-40" : ""}`
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 py-3 pl-4 pr-14">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{alt}</h2>
          <p className="text-sm text-slate-500">{t("product.imageOf", { number: index + 1, count })}</p>
        </div>
        <div role="group" aria-label={t("product.zoom")} className="flex items-center gap-2">
          {/* aria-disabled, not disabled: the button keeps the focus at the last level. */}
          <button type="button" onClick={() => step(-1)} aria-label={t("product.zoomOut")} aria-disabled={level === ZOOM_LEVELS[0]} className={endClass(level === ZOOM_LEVELS[0])}>
            <MinusIcon width={20} height={20} />
          </button>
          <output aria-live="polite" className="w-12 text-center text-sm font-semibold">{zoomText(level)}</output>
          <button type="button" onClick={() => step(1)} aria-label={t("product.zoomIn")} aria-disabled={level === ZOOM_LEVELS[ZOOM_LEVELS.length - 1]} className={endClass(level === ZOOM_LEVELS[ZOOM_LEVELS.length - 1])}>
            <PlusIcon width={20} height={20} />
          </button>
        </div>
      </div>
      <div
        ref={box}
        tabIndex={0}
        role="region"
        aria-label={t("product.zoomedImage")}
        onKeyDown={onKeyDown}
        onDoubleClick={(event) => {
          const rect = event.currentTarget.getBoundingClientRect()
          zoomTo(level === 1 ? 2 : 1, { x: event.clientX - rect.left, y: event.clientY - rect.top })
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        style={{ touchAction: "pan-x pan-y pinch-zoom", containerType: "size" }}
        className={`min-h-0 flex-1 overflow-auto overscroll-contain bg-slate-50 select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700 ${level === 1 ? "cursor-zoom-in" : "cursor-grab active:cursor-grabbing"}`}
      >
        {/* At least the box's size, so a smaller image sits in its middle and a larger one scrolls from its corner. */}
        <div className="grid min-h-full w-max min-w-full place-items-center">
          <img
            src={imageSrc(images[index] ?? images[0])}
            alt={t("product.imageAlt", { name: alt, number: index + 1, count })}
            width={600}
            height={600}
            draggable={false}
            // At 100% the image fits the box (cq units: the box's size); each level multiplies it.
            style={{ width: `calc(${level} * min(100cqw, 100cqh))`, height: `calc(${level} * min(100cqw, 100cqh))` }}
            className="block max-w-none object-contain"
          />
        </div>
      </div>
      {images.length > 1 && (
        <div className="flex items-center gap-2 border-t border-slate-200 p-3">
          <button type="button" onClick={() => show(index - 1)} aria-label={t("product.previousImage")} className={controlClass}>
            <Chevron back />
          </button>
          <ul aria-label={t("product.allImages")} className="flex min-w-0 flex-1 justify-center-safe gap-2 overflow-x-auto p-1">
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0">
                <button type="button" onClick={() => show(i)} aria-label={t("product.showImage", { number: i + 1 })} aria-current={i === index} className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-orange-500" : "border-transparent"}`}>
                  <img src={imageSrc(src)} alt="" width={56} height={56} loading="lazy" className="h-12 w-12 object-cover" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => show(index + 1)} aria-label={t("product.nextImage")} className={controlClass}>
            <Chevron />
          </button>
        </div>
      )}
    </div>
  )
}

/** Previous and next arrows (drawn here: the shared icons are in the home page's code, these are not needed there). */
const Chevron = ({ back = false }: { readonly back?: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={back ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} />
  </svg>
)
