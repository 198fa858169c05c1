import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { SizeChartButton } from "#src/components/size-chart-button.tsx"
import { withModalDialogs } from "#tests/support/jsdom-dialog.ts"

// Issue 19 item 8: the product page's size chart, a real table in a dialog, the chosen size's row highlighted.

withModalDialogs()
afterEach(cleanup)

const kurtiProduct = { categorySlugUrl: "women", SubCategory: "Kurtis", packSize: [{ packSizeName: "S" }, { packSizeName: "M" }, { packSizeName: "L" }] }

/** The button pressed, and its dialog once the chart (fetched with the first press, issue 36) is in it. */
const openChart = async (chosen: string | undefined = "M") => {
  render(<SizeChartButton chartId="women" product={kurtiProduct} chosen={chosen} />)
  const button = screen.getByRole("button", { name: "Size chart" })
  fireEvent.click(button)
  const dialog = screen.getByRole("dialog", { name: "Women's size chart" })
  await within(dialog).findByRole("table")
  return { button, dialog }
}

/** The table's cells as text, row by row (the header row first). */
const cells = (table: HTMLElement) =>
  Array.from(table.querySelectorAll("tr")).map((tr) => Array.from(tr.children).map((cell) => cell.textContent?.trim() ?? ""))

describe("the size chart", () => {
  it("is a button (Enter and Space work natively) that opens the chart in a dialog, closed until then", async () => {
    render(<SizeChartButton chartId="women" product={kurtiProduct} chosen="M" />)
    const button = screen.getByRole("button", { name: "Size chart" })
    expect(button.tagName).toBe("BUTTON")
    expect(button.getAttribute("type")).toBe("button")
    expect(screen.queryByRole("table")).toBeNull()
    fireEvent.click(button)
    const dialog = screen.getByRole("dialog", { name: "Women's size chart" })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(await within(dialog).findByRole("heading", { name: "Women's size chart" })).toBeTruthy()
  })

  it("holds a table with a caption, column headings and a row per size of the product, in its order", async () => {
    const { dialog } = await openChart()
    const table = within(dialog).getByRole("table", { name: "Measurements for the sizes of this product" })
    expect(table.querySelector("caption")?.textContent).toBe("Measurements for the sizes of this product")
    expect(Array.from(table.querySelectorAll("thead th")).map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Size", "col"], ["Bust (in)", "col"], ["Waist (in)", "col"], ["Hip (in)", "col"]
    ])
    expect(Array.from(table.querySelectorAll("tbody th")).every((th) => th.getAttribute("scope") === "row")).toBe(true)
    expect(cells(table)).toEqual([
      ["Size", "Bust (in)", "Waist (in)", "Hip (in)"],
      ["S", "34", "28", "37"],
      ["M (your choice)", "36", "30", "39"],
      ["L", "38", "32", "41"]
    ])
    expect(within(dialog).getByText("How to measure:").parentElement?.textContent).toBe("How to measure: Bust round the fullest part, waist at the narrowest, hip round the fullest part, with the tape level.")
  })

  it("highlights the chosen size's row, and only that row", async () => {
    const { dialog } = await openChart("L")
    const rows = within(dialog).getAllByRole("row").slice(1)
    expect(rows.map((row) => row.getAttribute("aria-current"))).toEqual([null, null, "true"])
    expect(rows[2]!.className).toContain("bg-orange-50")
    expect(within(dialog).getByText("L", { selector: "strong" })).toBeTruthy()
  })

  it("says nothing is chosen when the shown size is not in the chart", async () => {
    const { dialog } = await openChart("XXL")
    expect(within(dialog).queryByText(/is highlighted/)).toBeNull()
    expect(within(dialog).getAllByRole("row").some((row) => row.getAttribute("aria-current") !== null)).toBe(false)
  })

  it("lets a keyboard reach the table's scroll box (it scrolls sideways on a phone), and closes with its Close button", async () => {
    const { dialog } = await openChart()
    const scroller = within(dialog).getByRole("region", { name: "Measurements for the sizes of this product" })
    expect(scroller.tabIndex).toBe(0)
    expect(scroller.className).toContain("overflow-x-auto")
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    expect((dialog as HTMLDialogElement).open).toBe(false)
    expect(screen.queryByRole("table")).toBeNull()
  })
})
