import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ImportPreview } from "#domain/http/product-csv.http.ts"
import { AdminApi } from "#src/app/api-tags.ts"
import type { AdminCalls } from "#src/app/admin-api.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { ImportSection } from "#src/routes/_layout/-admin/import-export-sections.tsx"

// Issue 20 item 2: the import's preview on /admin/import-export. A file with problems shows each at
// its row and column and offers no way to apply it; a clean one lists its changes and applies after
// a confirmation, its progress shown as the server tells it.

const refused: ImportPreview = {
  success: true,
  rows: 1000,
  products: 998,
  creates: 998,
  updates: 0,
  changes: [],
  problems: [
    { row: 43, column: "mrp", message: "Black: the MRP must be at least the price." },
    { row: 778, column: "category_tag", message: "No category tag has the slug 'no-such-tag'." }
  ],
  problemCount: 2
}
const clean: ImportPreview = {
  success: true,
  rows: 3,
  products: 2,
  creates: 1,
  updates: 1,
  changes: [
    { row: 2, slug: "kora-saree", name: "कोरा सिल्क साड़ी", action: "update" },
    { row: 4, slug: "new-kurta", name: "Cotton Kurta", action: "create" }
  ],
  problems: [],
  problemCount: 0
}

// Issue 33: counts read "1 row, 1 product", never "1 rows".
const single: ImportPreview = { ...clean, rows: 1, products: 1, creates: 1, updates: 0, changes: [clean.changes[1]!] }

const applied: Array<string> = []
const progress: Array<number> = []
const runtime = ManagedRuntime.make(Layer.succeed(AdminApi, Effect.succeed({
  previewImport: (csv: string) => Effect.succeed(csv.includes("bad") ? refused : csv.includes("single") ? single : clean),
  applyImport: (csv: string, onProgress: (done: number, total: number) => void) =>
    Effect.gen(function* () {
      applied.push(csv)
      for (const done of [0, 1, 2]) {
        onProgress(done, 2)
        progress.push(done)
        yield* Effect.yieldNow()
      }
      return { _tag: "applied" as const, created: 1, updated: 1 }
    })
} as unknown as AdminCalls)))

const show = () => {
  const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices
  render(<AppProvider value={services}><ImportSection /></AppProvider>)
  return screen.getByLabelText("CSV file") as HTMLInputElement
}

const choose = (input: HTMLInputElement, text: string, name = "products.csv") =>
  fireEvent.change(input, { target: { files: [new File([text], name, { type: "text/csv" })] } })

afterEach(() => {
  cleanup()
  applied.length = 0
  progress.length = 0
  vi.restoreAllMocks()
})

describe("the product import's preview", () => {
  it("shows each problem with its row, column and sentence, and offers no way to apply the file", async () => {
    choose(show(), "bad file")
    const table = await screen.findByRole("region", { name: "Problems of the file" })
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))
    expect(rows).toEqual([
      ["43", "mrp", "Black: the MRP must be at least the price."],
      ["778", "category_tag", "No category tag has the slug 'no-such-tag'."]
    ])
    expect(screen.getByRole("alert").textContent).toBe("The file has 2 problems; fix them in the file and choose it again. Nothing is imported while any is left.")
    expect(screen.getByText("1,000 rows, 998 products ready: 998 new, 0 updated.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Apply the import" })).toBeNull()
  })

  it("counts one row and one product in the singular", async () => {
    choose(show(), "single product")
    expect(await screen.findByText("1 row, 1 product ready: 1 new, 0 updated.")).toBeTruthy()
  })

  it("lists a clean file's changes and applies it after the confirmation, with its progress and result", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true)
    choose(show(), "good file", "saree.csv")
    const table = await screen.findByRole("region", { name: "Products of the file" })
    expect(within(table).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual(["2कोरा सिल्क साड़ी kora-sareeUpdated", "4Cotton Kurta new-kurtaNew"])
    fireEvent.click(screen.getByRole("button", { name: "Apply the import" }))
    expect(confirm).toHaveBeenCalledWith("Import saree.csv? 1 new and 1 updated products, all in one step.")
    await screen.findByText("Imported: 1 new and 1 updated products. The storefront shows them now.")
    expect(applied).toEqual(["good file"])
    expect(progress).toEqual([0, 1, 2])
    expect((screen.getByRole("progressbar", { name: "Import progress" }) as HTMLProgressElement).value).toBe(2)
    expect(screen.getByText("2 of 2 products written")).toBeTruthy()
    expect((screen.getByRole("button", { name: "Apply the import" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("sends nothing when the confirmation is declined", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(false)
    choose(show(), "good file")
    fireEvent.click(await screen.findByRole("button", { name: "Apply the import" }))
    expect(applied).toEqual([])
    expect(screen.queryByRole("progressbar")).toBeNull()
  })
})
