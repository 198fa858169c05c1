import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { NewsletterModal } from "#src/components/modals.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 33: the newsletter's offer popped up 30 s into a visit even over a shopper typing in the
// search box. It now waits until no field has the focus and nothing was typed for 10 s.

withModalDialogs()
beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const offered = () => screen.queryByRole("dialog", { name: "Newsletter" })?.hasAttribute("open") === true
const wait = (ms: number) => act(() => { vi.advanceTimersByTime(ms) })

/** The page's search box, as the header draws it. */
const page = () => render(<><input aria-label="Search" /><button type="button">Elsewhere</button><NewsletterModal /></>)

describe("the newsletter's offer (issue 33)", () => {
  it("opens 30 s into a visit when the shopper is not typing", async () => {
    page()
    wait(29_999)
    expect(offered()).toBe(false)
    wait(1)
    expect(offered()).toBe(true)
    // Its form loads as it opens (not with the home page).
    vi.useRealTimers()
    await screen.findByRole("heading", { name: "Get 20% off your first order" })
    expect(screen.getByLabelText("E-mail address")).toBeTruthy()
  })

  it("waits while the search box has the focus, and until 10 s after the last keystroke", () => {
    page()
    const search = screen.getByLabelText("Search")
    search.focus()
    fireEvent.keyDown(search, { key: "k" })
    wait(30_000)
    expect(offered()).toBe(false)
    wait(60_000)
    expect(offered()).toBe(false)
    // Typing, then leaving the box (a suggestion clicked): quiet for 10 s before the offer.
    fireEvent.keyDown(search, { key: "a" })
    screen.getByRole("button", { name: "Elsewhere" }).focus()
    wait(9_000)
    expect(offered()).toBe(false)
    wait(11_000)
    expect(offered()).toBe(true)
  })

  it("is not offered again once closed", () => {
    localStorage.setItem("newsletterSeen", "1")
    page()
    wait(120_000)
    expect(offered()).toBe(false)
  })
})
