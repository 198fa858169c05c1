import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react"
import { createPortal } from "react-dom"
import { useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"
import { useOnClient } from "./hydration.ts"
import { CloseIcon } from "./icons.tsx"

/** Dialogs opened so far: the stacking order of the next one. */
let opened = 0

/** What Tab may reach inside a dialog (its close button included). */
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])"

/**
 * Tab and Shift+Tab go round the dialog's own controls: the page behind is covered (the dialog is
 * the whole screen, its backdrop included) and `aria-modal` tells assistive technology the same.
 */
const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void => {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (first === undefined || last === undefined) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The one modal and drawer primitive: a <dialog> over the whole screen (its dimmed backdrop is the
 * dialog itself, the panel inside it), closed by its button, Escape or a tap on the backdrop, each
 * through `open` (the caller's state). Opened with show(), not showModal() (issue 36 item 5, ADR
 * 063): showModal makes the page behind inert, and Chromium restyles every element of the page for
 * that, a third of a tap's time on a listing at 4× slower CPU. The dialog still takes the focus
 * when it opens (show() runs the dialog's focusing steps) and gives it back to its opener when it
 * closes, keeps Tab inside, and says it is modal (`aria-modal`). Outside the top layer, it is drawn
 * in the body (a portal), where no ancestor's filter or stacking order (the header's blur) can hold
 * it; there from the client's first render on, as nothing of a closed dialog is seen in the
 * server's view.
 */
export function Dialog({ open, onClose, label, children, variant = "modal" }: {
  readonly open: boolean
  readonly onClose: () => void
  readonly label: string
  readonly children: ReactNode
  readonly variant?: "modal" | "large" | "drawer-right" | "drawer-left"
}) {
  const ref = useRef<HTMLDialogElement>(null)
  // What had the focus before the dialog opened: it has it again when the dialog closes (Chromium's
  // close() gives it back only to a modal dialog's opener).
  const opener = useRef<Element | null>(null)
  const onClient = useOnClient()
  const { t } = useTexts(errorsTexts)
  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      // The one opened last is in front, as in the top layer, wherever React put it in the body.
      dialog.style.zIndex = String(50 + ++opened)
      dialog.show()
    }
    if (!open && dialog.open) {
      const focusWasInside = dialog.contains(document.activeElement)
      dialog.close()
      const back = opener.current
      opener.current = null
      if ((focusWasInside || document.activeElement === document.body) && back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [open, onClient])
  if (!onClient) return null
  const placement =
    variant === "modal"
      ? "m-auto max-h-[calc(100dvh-2rem)] w-[min(92vw,32rem)] rounded-2xl"
      : variant === "large" // near the whole screen on a phone, at most 64rem wide on a desktop (the image zoom)
        ? "m-auto h-[min(calc(100dvh-1rem),56rem)] w-[min(calc(100vw-1rem),64rem)] rounded-2xl"
        : variant === "drawer-right"
          ? "ml-auto mr-0 h-dvh w-[min(92vw,24rem)]"
          : "mr-auto ml-0 h-dvh w-[min(85vw,20rem)]"
  return createPortal(
    <dialog
      ref={ref}
      aria-label={label}
      aria-modal="true"
      // Escape closes through the state, at once (refused to the browser, which would shut the
      // dialog before its `close` event reached the state, so a tap in between that opened it again
      // was lost); Tab stays inside. Neither reaches a dialog this one was opened from (React's events
      // bubble through the portal to it): Escape closes the one in front only.
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault()
          event.stopPropagation()
          onClose()
        } else if (event.key === "Tab" && ref.current !== null) {
          event.stopPropagation()
          keepFocusInside(event, ref.current)
        }
      }}
      onClick={(event) => { if (event.target === ref.current) onClose() }}
      className="fixed inset-0 m-0 h-auto max-h-none w-auto max-w-none overflow-hidden border-0 bg-slate-900/50 p-0 text-slate-900 open:flex"
    >
      <div className={`${placement} relative flex max-h-dvh max-w-full flex-col overflow-auto overscroll-contain bg-white shadow-2xl`}>
        <button type="button" onClick={onClose} aria-label={t("errors.close")} className="absolute right-3 top-3 z-10 rounded-full p-1.5 text-slate-500 hover:bg-slate-100">
          <CloseIcon width={20} height={20} />
        </button>
        {open && children}
      </div>
    </dialog>,
    document.body
  )
}
