import { readFile } from "node:fs/promises"
import { parse } from "csv-parse/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CSV_COLUMNS, type CsvRecord } from "#domain/product-csv.ts"
import { csvOf, newProductRecords } from "#tests/support/product-csv.ts"
import { type BrowserSuite, openPage, screenshot, seriousViolations, signUp, startBrowserSuite, tabTo, VIEWPORTS, visit } from "./support.ts"

// Issue 20 item 2 in Chromium (ADR 038), the "done when": the export downloads a CSV; a file
// of 1,000 products with two bad rows shows both rows' problems and cannot be applied; the fixed file
// applies (by keyboard, after a confirmation) with its progress shown, and the storefront shows the
// products. Axe finds nothing serious at 390 and 1280 px.

const ADMIN_MOBILE = "9000000041"
let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

describe("import and export journey (issue 20 item 2)", () => {
  it("exports a CSV, refuses a file with two bad rows showing both, then applies the fixed file of 1,000 products", async () => {
    const { page, errors, close } = await openPage(suite)
    await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")
    await visit(page, "/admin/brands")
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Import and export" }).click()
    await page.waitForURL("**/admin/import-export")
    await page.getByRole("heading", { name: "Export products" }).waitFor()

    // The export: a download of every product, a row per pack size option, Hindi-safe UTF-8 with a BOM.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()])
    expect(download.suggestedFilename()).toBe("products.csv")
    const bytes = await readFile((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const exported: Array<CsvRecord> = parse(bytes, { bom: true, columns: true })
    expect(Object.keys(exported[0]!)).toEqual([...CSV_COLUMNS])
    expect(exported.length).toBeGreaterThan(100)

    // A file of 1,000 products, two of its rows bad: both shown, with their rows, and no way to apply it.
    const file = newProductRecords("journey", 1000)
    const bad = file.map((r) => ({ ...r }))
    bad[41] = { ...bad[41]!, price: "50000", mrp: "40000" }
    bad[776] = { ...bad[776]!, category_tag: "no-such-tag" }
    const input = page.getByLabel("CSV file")
    await input.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(bad)) })
    const problems = page.getByRole("region", { name: "Problems of the file" })
    await problems.waitFor()
    await page.getByText("The file has 2 problems").waitFor()
    const rows = await problems.getByRole("row").allInnerTexts()
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, " ").trim())).toEqual([
      "43 mrp Black: the MRP must be at least the price.",
      "778 category_tag No category tag has the slug 'no-such-tag'."
    ])
    expect(await page.getByRole("button", { name: "Apply the import" }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "import-refused-1280")
    await page.setViewportSize(VIEWPORTS.phone)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "import-refused-390")

    // The fixed file, at 390 px, applied by keyboard after the confirmation.
    await input.setInputFiles({ name: "products-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(file)) })
    await page.getByText("1,000 rows, 1,000 products ready: 1,000 new, 0 updated.").waitFor()
    expect(await page.getByRole("region", { name: "Products of the file" }).getByRole("row").count()).toBe(21)
    const confirmations: Array<string> = []
    page.on("dialog", (dialog) => { confirmations.push(dialog.message()); void dialog.accept() })
    // Every value the bar shows, as it changes: it moves while the one transaction runs, not only at its end.
    await page.evaluate(() => {
      const seen: Array<number> = []
      Object.assign(window, { barValues: seen })
      new MutationObserver(() => {
        const bar = document.querySelector("progress")
        if (bar !== null && seen.at(-1) !== bar.value) seen.push(bar.value)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    await tabTo(page, /^Apply the import$/)
    await page.keyboard.press("Enter")
    await page.getByText("Imported: 1,000 new and 0 updated products.").waitFor({ timeout: 60_000 })
    expect(confirmations).toEqual(["Import products-fixed.csv? 1,000 new and 0 updated products, all in one step."])
    expect(await page.getByRole("progressbar", { name: "Import progress" }).getAttribute("value")).toBe("1000")
    const barValues = await page.evaluate(() => (window as unknown as { barValues: Array<number> }).barValues)
    expect(barValues.at(-1)).toBe(1000)
    expect(barValues.some((value) => value > 0 && value < 1000), `the bar showed ${JSON.stringify(barValues)}`).toBe(true)
    await page.getByText("1,000 of 1,000 products written").waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "import-applied-390")
    await page.setViewportSize(VIEWPORTS.desktop)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, "import-applied-1280")

    // The storefront shows the imported products.
    await visit(page, "/product-info/journey-tv-777")
    await page.getByRole("heading", { level: 1, name: "Bharat Electro journey TV 777" }).waitFor()
    expect(errors.list).toEqual([])
    await close()
  })
})
