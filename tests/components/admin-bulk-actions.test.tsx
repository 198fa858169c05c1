import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { Id } from "#domain/common.ts"
import { bulkChanges, type BulkRequest } from "#domain/product-bulk.ts"
import { AdminApi } from "#src/app/api-tags.ts"
import type { AdminCalls } from "#src/app/admin-api.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { BulkActions } from "#src/routes/_layout/-admin/bulk-actions.tsx"

// Issue 20 item 1: the bulk panel of /admin/products. A malformed number is a sentence and no call;
// a preview is the server's table (product, option, before, after); Apply sends the request that was
// previewed, and says how many changes it made.

const KURTA = "0000000000000000000000a1" as Id
const OPTION = "0000000000000000000000b1" as Id
const rows = [{ productId: KURTA, productName: "Cotton kurta", show: true, options: [{ optionId: OPTION, optionName: "M / Indigo", price: 999, mrp: 1_299, stock: 4 }] }]
const sent: Array<{ readonly call: "preview" | "apply"; readonly request: BulkRequest }> = []
const runtime = ManagedRuntime.make(Layer.succeed(AdminApi, Effect.succeed({
  previewBulk: (request: BulkRequest) => Effect.sync(() => { sent.push({ call: "preview", request }); return bulkChanges(request.action, rows) }),
  applyBulk: (request: BulkRequest) => Effect.sync(() => { sent.push({ call: "apply", request }); return bulkChanges(request.action, rows) })
} as unknown as AdminCalls)))

const show = (productIds: ReadonlyArray<string>) => {
  let applied = 0
  const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices
  render(<AppProvider value={services}><BulkActions productIds={productIds} onApplied={async () => { applied++ }} /></AppProvider>)
  return { applied: () => applied }
}

afterEach(() => {
  cleanup()
  sent.length = 0
})

describe("bulk actions on /admin/products", () => {
  it("previews a price change as a table, then applies the request previewed", async () => {
    const panel = show([KURTA])
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "price" } })
    fireEvent.change(screen.getByLabelText(/Change in %/), { target: { value: "10" } })
    fireEvent.click(screen.getByRole("button", { name: "Preview" }))
    const table = await screen.findByRole("table")
    expect([...table.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["Cotton kurta", "M / Indigo", "₹999 (MRP ₹1,299)", "₹1,099 (MRP ₹1,299)"])
    fireEvent.click(screen.getByRole("button", { name: "Apply 1 change" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Applied: 1 change."))
    expect(sent).toEqual([
      { call: "preview", request: { productIds: [KURTA], action: { _tag: "price", percent: 10 } } },
      { call: "apply", request: { productIds: [KURTA], action: { _tag: "price", percent: 10 } } }
    ])
    expect(panel.applied()).toBe(1)
  })

  it("refuses a stock that is not a whole number with a sentence, and sends nothing", () => {
    show([KURTA])
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "stock" } })
    fireEvent.change(screen.getByLabelText("Stock of every option"), { target: { value: "2.5" } })
    fireEvent.submit(screen.getByRole("button", { name: "Preview" }))
    expect(screen.getByRole("alert").textContent).toBe("Stock is a whole number from 0 to 10,00,000.")
    expect(sent).toEqual([])
  })

  it("asks for a choice before anything else", () => {
    show([])
    expect(screen.getByText("Select products to hide, show, restock or reprice them together.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Preview" })).toBeNull()
  })
})
