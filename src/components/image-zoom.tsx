import { lazy, type PointerEvent, Suspense, useRef, useState } from "react"
import { Dialog } from "./dialog.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import { imageSrc } from "#domain/common.ts"

// The large view's code is fetched when it is first opened (issue 36 item 1: the product page's budget).
const LargeView = lazy(() => import("./image-large-view.tsx"))

/**
 * The product page's main image (issue 19 item 8). With a mouse, hovering magnifies it 2× around
 * the pointer (not with reduced motion); a click, Enter or Space opens the large view with zoom
 * levels, panning, and the product's other images. The image stays the page's LCP element: the
 * same `<img>` (fetchpriority high, 600 × 600, the product's name as alt) inside a button.
 */
export function ImageZoom({ images, index, onIndexChange, alt }: {
  readonly images: ReadonlyArray<string>
  readonly index: number
  readonly onIndexChange: (index: number) => void
  readonly alt: string
}) {
  const { t } = useTexts(productTexts)
  const shell = useTexts()
  const [open, setOpen] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  const count = Math.max(images.length, 1)
  // The magnified image follows the pointer: its transform origin is the pointer's place in the box.
  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== "mouse" || image.current === null) return
    const box = event.currentTarget.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * 100
    const y = ((event.clientY - box.top) / box.height) * 100
    image.current.style.transformOrigin = `${x.toFixed(1)}% ${y.toFixed(1)}%`
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerMove={follow}
        aria-label={t("product.zoomImage", { number: index + 1, count })}
        aria-haspopup="dialog"
        className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        <img
          ref={image}
          src={imageSrc(images[index] ?? images[0])}
          alt={alt}
          width={600}
          height={600}
          fetchPriority="high"
          className="aspect-square w-full object-cover motion-safe:transition-transform motion-safe:duration-200 pointer-fine:motion-safe:group-hover:[transform:scale(2)]"
        />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={t("product.imagesOf", { name: alt })} variant="large">
        <Suspense fallback={<p role="status" className="p-6 text-center text-slate-500">{shell.t("loading")}</p>}>
          <LargeView images={images} index={index} onIndexChange={onIndexChange} alt={alt} />
        </Suspense>
      </Dialog>
    </>
  )
}
