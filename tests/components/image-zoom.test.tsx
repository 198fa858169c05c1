import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { zoomText } from "#src/components/image-large-view.tsx"
import { ImageZoom } from "#src/components/image-zoom.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 19 item 8: the product page's main image opens a large view with zoom levels, panning and the other images.

withModalDialogs()
afterEach(cleanup)

const NAME = "Khadi Kraft Rayon Kurti"
const IMAGES = ["/images/a.png", "/images/b.png", "/images/c.png"]

/** The zoom with its image index held as the product page holds it. */
function Page({ images = IMAGES }: { readonly images?: ReadonlyArray<string> }) {
  const [index, setIndex] = useState(0)
  return <ImageZoom images={images} index={index} onIndexChange={setIndex} alt={NAME} />
}

/** The image's side at a level: the level times the fitting size (the smaller side of its box, in cq units). */
const sized = (level: number) => `calc(${level}*min(100cqw,100cqh))`

/** Opens the large view and waits for it: its code is fetched when it is first opened. */
const open = async () => {
  render(<Page />)
  fireEvent.click(screen.getByRole("button", { name: "Zoom image 1 of 3" }))
  const dialog = screen.getByRole("dialog", { name: `Images of ${NAME}` })
  const view = within(dialog)
  await view.findByRole("button", { name: "Zoom in" })
  return {
    dialog,
    view,
    level: () => view.getByRole("status").textContent,
    image: () => view.getByRole("img", { name: /, image \d of 3$/ }) as HTMLImageElement,
    scroller: () => view.getByRole("region", { name: /^Zoomed image/ })
  }
}

describe("the main image", () => {
  it("keeps the page's first image as it was: the product's name as alt, 600 × 600, fetched first", () => {
    render(<Page />)
    const button = screen.getByRole("button", { name: "Zoom image 1 of 3" })
    const image = button.querySelector("img")!
    expect(image.getAttribute("alt")).toBe(NAME)
    expect(image.getAttribute("src")).toBe(IMAGES[0])
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["600", "600"])
    expect(image.getAttribute("fetchpriority")).toBe("high")
    expect(button.tagName).toBe("BUTTON")
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})

describe("the large view", () => {
  it("opens at 100% with the image shown", async () => {
    const { dialog, level, image } = await open()
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(level()).toBe("100%")
    expect(image().getAttribute("src")).toBe(IMAGES[0])
    expect(image().style.width).toBe(sized(1))
  })

  it("zooms in to 200% and 300% and out again, saying each level in a live region, the buttons held at the ends", async () => {
    const { view, level, image } = await open()
    const zoomIn = view.getByRole("button", { name: "Zoom in" })
    const zoomOut = view.getByRole("button", { name: "Zoom out" })
    expect(view.getByRole("status").getAttribute("aria-live")).toBe("polite")
    expect(zoomOut.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(zoomIn)
    expect(level()).toBe("200%")
    expect(image().style.width).toBe(sized(2))
    fireEvent.click(zoomIn)
    expect(level()).toBe(zoomText(3))
    expect(image().style.height).toBe(sized(3))
    expect(zoomIn.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(zoomIn)
    expect(level()).toBe("300%")
    fireEvent.click(zoomOut)
    fireEvent.click(zoomOut)
    expect(level()).toBe("100%")
    fireEvent.click(zoomOut)
    expect(level()).toBe("100%")
  })

  it("zooms with + and - on the focusable image box, whose arrow keys are left to scroll it", async () => {
    const { level, scroller } = await open()
    expect(scroller().tabIndex).toBe(0)
    expect(scroller().style.touchAction).toBe("pan-x pan-y pinch-zoom")
    fireEvent.keyDown(scroller(), { key: "+" })
    expect(level()).toBe("200%")
    fireEvent.keyDown(scroller(), { key: "=" })
    expect(level()).toBe("300%")
    fireEvent.keyDown(scroller(), { key: "-" })
    expect(level()).toBe("200%")
    const arrow = fireEvent.keyDown(scroller(), { key: "ArrowRight" })
    expect(arrow).toBe(true) // not prevented: the browser scrolls
    expect(level()).toBe("200%")
  })

  it("toggles 100% and 200% on a double-click", async () => {
    const { level, scroller } = await open()
    fireEvent.doubleClick(scroller())
    expect(level()).toBe("200%")
    fireEvent.doubleClick(scroller())
    expect(level()).toBe("100%")
  })

  it("moves to the next and previous images, round the ends, and to one picked from the thumbnails, back at 100%", async () => {
    const { view, level, image } = await open()
    fireEvent.click(view.getByRole("button", { name: "Zoom in" }))
    fireEvent.click(view.getByRole("button", { name: "Next image" }))
    expect(image().getAttribute("src")).toBe(IMAGES[1])
    expect(level()).toBe("100%")
    expect(view.getByText("Image 2 of 3")).toBeTruthy()
    fireEvent.click(view.getByRole("button", { name: "Previous image" }))
    fireEvent.click(view.getByRole("button", { name: "Previous image" }))
    expect(image().getAttribute("src")).toBe(IMAGES[2])
    const thumbnails = within(view.getByRole("list", { name: "All images" })).getAllByRole("button")
    expect(thumbnails.map((b) => b.getAttribute("aria-current"))).toEqual(["false", "false", "true"])
    fireEvent.click(view.getByRole("button", { name: "Show image 1" }))
    expect(image().getAttribute("src")).toBe(IMAGES[0])
    // The page's own image follows, and says which one it is.
    expect(screen.getByRole("button", { name: "Zoom image 1 of 3", hidden: true })).toBeTruthy()
  })

  it("has no previous, next or thumbnails for a product with one image, and closes with its Close button", () => {
    render(<Page images={["/images/only.png"]} />)
    fireEvent.click(screen.getByRole("button", { name: "Zoom image 1 of 1" }))
    const dialog = screen.getByRole("dialog", { name: `Images of ${NAME}` })
    expect(within(dialog).queryByRole("button", { name: "Next image" })).toBeNull()
    expect(within(dialog).queryByRole("list")).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(within(dialog).queryByRole("status")).toBeNull()
  })
})
