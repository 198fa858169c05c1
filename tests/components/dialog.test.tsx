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
    // What Escape dispatches: `cancel`, whose default action (the browser shutting the dialog) is refused.
    const cancel = new Event("cancel", { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "Withdraw request" }))
    expect(dialog.open).toBe(true)
    expect(screen.getByText("Sure?")).toBeTruthy()
  })
})
