import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SHARE_TEXTS, ShareButton, sharePage } from "#src/components/share-button.tsx"

// Issue 19 item 8: share a product with the device's share sheet, or copy its link where there is none.

const page = { title: "Khadi Kraft Rayon Kurti", url: "https://bazaar.example/product-info/khadi-kurti-1" }
const clipboard = (writeText: (text: string) => Promise<void>) => ({ writeText } as unknown as Clipboard)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("sharePage", () => {
  it("opens the share sheet where the browser has one, with the product's name and link", async () => {
    const share = vi.fn(async () => {})
    const writeText = vi.fn(async () => {})
    expect(await sharePage(page, { share, clipboard: clipboard(writeText) })).toBe("shared")
    expect(share).toHaveBeenCalledWith({ title: page.title, url: page.url })
    expect(writeText).not.toHaveBeenCalled()
  })

  it("reports nothing when the shopper closes the sheet", async () => {
    const share = vi.fn(async () => { throw new DOMException("closed", "AbortError") })
    const writeText = vi.fn(async () => {})
    expect(await sharePage(page, { share, clipboard: clipboard(writeText) })).toBeUndefined()
    expect(writeText).not.toHaveBeenCalled()
  })

  it("copies the link where there is no share sheet, or where it cannot open", async () => {
    const writeText = vi.fn(async () => {})
    expect(await sharePage(page, { share: undefined as unknown as Navigator["share"], clipboard: clipboard(writeText) })).toBe("copied")
    expect(writeText).toHaveBeenCalledWith(page.url)
    const refused = vi.fn(async () => { throw new DOMException("not allowed", "NotAllowedError") })
    expect(await sharePage(page, { share: refused, clipboard: clipboard(writeText) })).toBe("copied")
  })

  it("says so when the link cannot be copied either", async () => {
    const writeText = vi.fn(async () => { throw new DOMException("denied", "NotAllowedError") })
    expect(await sharePage(page, { share: undefined as unknown as Navigator["share"], clipboard: clipboard(writeText) })).toBe("failed")
  })
})

describe("the Share button", () => {
  it("copies the page's link and says 'Link copied' for a few seconds", async () => {
    vi.useFakeTimers()
    try {
      const writeText = vi.fn(async () => {})
      vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: clipboard(writeText) })
      render(<ShareButton title={page.title} url={() => page.url} />)
      await act(async () => { fireEvent.click(screen.getByRole("button", { name: "Share" })) })
      expect(writeText).toHaveBeenCalledWith(page.url)
      expect(screen.getByText(SHARE_TEXTS.copied)).toBeTruthy()
      await act(async () => { vi.advanceTimersByTime(4000) })
      expect(screen.queryByText(SHARE_TEXTS.copied)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("keeps the sentence that the link could not be copied", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: clipboard(async () => { throw new Error("denied") }) })
    render(<ShareButton title={page.title} url={() => page.url} />)
    await act(async () => { fireEvent.click(screen.getByRole("button", { name: "Share" })) })
    expect(screen.getByText(SHARE_TEXTS.failed)).toBeTruthy()
  })
})
