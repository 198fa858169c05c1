import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Dialog } from "#src/components/dialog.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Found by the returns journey under load: Escape left to the browser shut the <dialog> at once but
// told the caller's state only with the `close` event a task later, so a tap in between that opened
// it again set the state it already had, and the dialog stayed shut. Escape now closes through the
// state, in the keypress itself.

withModalDialogs()
afterEach(cleanup)

function Nested() {
  const [outer, setOuter] = useState(true)
  const [inner, setInner] = useState(false)
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} label="Quick view">
      <button type="button" onClick={() => setInner(true)}>Size chart</button>
      <Dialog open={inner} onClose={() => setInner(false)} label="Size chart of the jeans"><p>Waist 32</p></Dialog>
    </Dialog>
  )
}

function Confirm() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Withdraw request</button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Withdraw the request"><p>Sure?</p></Dialog>
    </>
  )
}

describe("the dialog primitive", () => {
  it("closes on Escape through the caller's state, so the next tap opens it again", () => {
    render(<Confirm />)
    fireEvent.click(screen.getByRole("button", { name: "Withdraw request" }))
    const dialog = document.querySelector("dialog")!
    expect(dialog.open).toBe(true)
    // Escape's default action (the browser shutting the dialog) is refused; the state closes it.
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true })
    fireEvent(dialog, escape)
    expect(escape.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "Withdraw request" }))
    expect(dialog.open).toBe(true)
    expect(screen.getByText("Sure?")).toBeTruthy()
  })

  it("closes on Escape pressed in it, and a dialog opened from another closes alone (ADR 063)", () => {
    render(<Nested />)
    fireEvent.click(screen.getByRole("button", { name: "Size chart" }))
    const outer = screen.getByRole("dialog", { name: "Quick view" }) as HTMLDialogElement
    const inner = screen.getByRole("dialog", { name: "Size chart of the jeans" }) as HTMLDialogElement
    expect([outer.open, inner.open]).toEqual([true, true])
    // The one opened last is in front, whichever React put first in the body.
    expect(Number(inner.style.zIndex)).toBeGreaterThan(Number(outer.style.zIndex))
    const escape = fireEvent.keyDown(screen.getByText("Waist 32"), { key: "Escape" })
    expect(escape).toBe(false) // its default refused
    expect([outer.open, inner.open]).toEqual([true, false])
    fireEvent.keyDown(screen.getByRole("button", { name: "Size chart" }), { key: "Escape" })
    expect(outer.open).toBe(false)
  })

  it("is drawn in the body, says it is modal, and gives the focus back to what opened it", () => {
    render(<Confirm />)
    const opener = screen.getByRole("button", { name: "Withdraw request" })
    opener.focus()
    fireEvent.click(opener)
    const dialog = document.querySelector("dialog")!
    expect(dialog.parentElement).toBe(document.body)
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    screen.getAllByRole("button", { name: "Close" })[0]!.focus()
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })
})
