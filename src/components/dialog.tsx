import { type ReactNode, useEffect, useRef } from "react"
import { CloseIcon } from "./icons.tsx"

/**
 * The one modal and drawer primitive: a native <dialog> (focus trap, Escape, inert page behind),
 * closed by its button, Escape or a click on the backdrop, each through `open` (the caller's state).
 */
export function Dialog({ open, onClose, label, children, variant = "modal" }: {
  readonly open: boolean
  readonly onClose: () => void
  readonly label: string
  readonly children: ReactNode
  readonly variant?: "modal" | "large" | "drawer-right" | "drawer-left"
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const placement =
    variant === "modal"
      ? "m-auto w-[min(92vw,32rem)] rounded-2xl"
      : variant === "large" // near the whole screen on a phone, at most 64rem wide on a desktop (the image zoom)
        ? "m-auto h-[min(calc(100dvh-1rem),56rem)] max-h-none w-[min(calc(100vw-1rem),64rem)] max-w-none rounded-2xl"
        : variant === "drawer-right"
          ? "ml-auto mr-0 h-dvh max-h-dvh w-[min(92vw,24rem)]"
          : "mr-auto ml-0 h-dvh max-h-dvh w-[min(85vw,20rem)]"
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      // Escape closes through the state, at once: left to the browser, the dialog shut before its
      // `close` event reached the state, and a tap in between that opened it again was lost.
      onCancel={(event) => { event.preventDefault(); onClose() }}
      onClick={(event) => { if (event.target === ref.current) onClose() }}
      className={`${placement} bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`}
    >
      <div className="relative flex h-full flex-col">
        <button type="button" onClick={onClose} aria-label="Close" className="absolute right-3 top-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100">
          <CloseIcon width={20} height={20} />
        </button>
        {open && children}
      </div>
    </dialog>
  )
}
