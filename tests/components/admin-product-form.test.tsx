import type * as Router from "@tanstack/react-router"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Brand } from "#domain/brand.ts"
import type { Category, CategoryTag, SubCategory, SuperCategory } from "#domain/catalogue.ts"
import type { Id } from "#domain/common.ts"
import type { AdminProduct, ProductInput } from "#domain/product-input.ts"
import { Effect, Layer, ManagedRuntime } from "effect"
import type { AdminCalls } from "#src/app/admin-api.ts"
import { AdminApi } from "#src/app/api-tags.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { brandMachine } from "#machines/brand.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { ProductForm } from "#src/routes/_layout/-admin/product-form.tsx"

// Issue 16: "Editing a product does not load its attribute group; saving it after choosing the group
// again silently drops attributes (Kurti Length was lost)." The form is rendered with the shop's
// catalogue lists and brands; the admin calls and the router's navigate are stand-ins.

const calls = {
  updateProduct: vi.fn<(id: string, input: unknown) => unknown>(),
  createProduct: vi.fn<(input: unknown) => unknown>()
}
const navigate = vi.hoisted(() => vi.fn<(to: unknown) => Promise<void>>())

/**
 * The one API runtime with a stand-in for the admin calls (STYLE §9): the two the form makes record
 * what they are sent; any other fails loudly.
 */
const adminCalls = new Proxy({
  updateProduct: (id: string, input: unknown) => Effect.sync(() => calls.updateProduct(id, input)),
  createProduct: (input: unknown) => Effect.sync(() => calls.createProduct(input))
}, { get: (target, name) => (name in target ? target[name as keyof typeof target] : () => Effect.die(`admin call ${String(name)} not expected`)) }) as unknown as AdminCalls
const runtime = ManagedRuntime.make(Layer.succeed(AdminApi, Effect.succeed(adminCalls)))
vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...await importOriginal<typeof Router>(),
  useNavigate: () => navigate
}))

const id = (n: number) => n.toString(16).padStart(24, "0") as Id

const clothing: SuperCategory = { _id: id(1), name: "Clothing", slugUrl: "clothing", showProducts: true, desktopImage: "" }
const women: Category = { _id: id(2), name: "Women", slugUrl: "women", status: true, superCategory: "Clothing", superCategoryId: clothing._id, desktopImage: "" }
const kurtis: SubCategory = {
  _id: id(3), name: "Kurtis", slugUrl: "kurtis", status: true, superCategory: "Clothing", superCategoryId: clothing._id,
  category: "Women", categoryId: women._id, categorySlugUrl: "women", desktopImage: ""
}
const anarkali: CategoryTag = {
  _id: id(4), name: "Anarkali Kurtis", slugUrl: "anarkali-kurtis", status: true, desktopImage: "", superCategory: "Clothing",
  category: "Women", categoryId: women._id, SubCategory: "Kurtis", SubCategoryId: kurtis._id
}
const brand: Brand = { _id: id(5), name: "Rangrez", slugUrl: "rangrez", show: true, mobileImage: "", desktopImage: "", categories: [], subCategories: [] }

/** A kurti as the demo catalogue stores it: no attribute group, and "Kurti Length" spelled as the source wrote it. */
const seededKurti = (attributes: Readonly<Record<string, string>>): AdminProduct => ({
  _id: id(10),
  name: "Bandhani Anarkali Kurti",
  slugUrl: "bandhani-anarkali-kurti",
  description: "Light enough for a summer day at college.",
  superCategory: "Clothing",
  category: "Women",
  categorySlugUrl: "women",
  hsn: "6211",
  gstRate: 5,
  SubCategory: "Kurtis",
  subCategorySlugUrl: "kurtis",
  CategoryTag: "Anarkali Kurtis",
  categoryTagSlugUrl: "anarkali-kurtis",
  brand: "Rangrez",
  brandSlugUrl: "rangrez",
  attributes,
  recommended: false,
  trending: true,
  hot: false,
  packSize: [{
    _id: id(11), PsPrime: true, packSizeName: "M", thumbnail: `/images/${"a".repeat(32)}.svg`, slider: [],
    PackSizeOptions: [{ _id: id(12), PsnPrime: true, packSizeOptionName: "Maroon", Price: 799, Mrp: 1299, availablestock: 8 }]
  }],
  createdAt: "2026-01-01T00:00:00.000Z",
  ratingAverage: null,
  ratingCount: 0,
  show: true,
  categoryTagId: anarkali._id,
  brandId: brand._id,
  attributeGroup: ""
})

/** An actor that holds one snapshot: all the form reads of the shop's actors. */
const holding = (snapshot: unknown) => ({ getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }) })
const list = (resource: string, items: ReadonlyArray<unknown>) => holding({ status: "active", context: { resource, items } })

const host = testShop()
const services = {
  runtime: apiRuntimeOf(() => Promise.resolve(runtime)),
  // The admin actors as the form reads them (among the root's screens' actors, each saying the
  // machine it stands in for); the form's own screens' actors hosted by a real root.
  shop: {
    ...holding({
      context: {
        screens: {
          [SYSTEM_IDS.adminBrands]: { ...holding({ status: "active", context: { brands: [brand] } }), src: brandMachine },
          [SYSTEM_IDS.adminSuperCategories]: { ...holding({ status: "active", context: {} }), src: superCategoryAdminMachine }
        }
      }
    }),
    system: host.system,
    send: host.send.bind(host)
  },
  actors: {
    catalogue: {
      superCategories: list("superCategories", [clothing]),
      categories: list("categories", [women]),
      subCategories: list("subCategories", [kurtis]),
      categoryTags: list("categoryTags", [anarkali])
    }
  }
} as unknown as AppServices

const renderForm = (product: AdminProduct) =>
  render(<AppProvider value={services}><ProductForm product={product} /></AppProvider>)

/** The select under a field's label (the admin form's Field wraps its control in the label). */
const selectOf = (label: string) => {
  const field = screen.getAllByText(label, { selector: "label > span" })[0]!.closest("label")!
  return field.querySelector("select")!
}
/** Saves, and waits until the call machine has the answer (the button reads "Save product" again). */
const save = async () => {
  await act(async () => { fireEvent.click(screen.getByRole("button", { name: "Save product" })) })
  await waitFor(() => expect(screen.getByRole("button", { name: "Save product" })).toBeTruthy())
}
const sent = () => calls.updateProduct.mock.calls[0]![1] as ProductInput

beforeEach(() => {
  calls.updateProduct.mockReset().mockImplementation((_id, input) => input)
  navigate.mockReset().mockResolvedValue(undefined)
})
afterEach(cleanup)

describe("editing a product stored without an attribute group", () => {
  const stored = { Fabric: "Rayon", Sleeve: "Sleeveless", "Kurti Length": "Knee Length" }

  it("opens in the group of its catalogue place, with its attribute values", () => {
    renderForm(seededKurti(stored))
    expect(selectOf("Attribute group").value).toBe("kurtis")
    expect(selectOf("Kurti length").value).toBe("Knee Length")
    expect(selectOf("Fabric").value).toBe("Rayon")
    expect(selectOf("Sleeve").value).toBe("Sleeveless")
    expect(selectOf("Kurti type").value).toBe("")
    // Its place in the catalogue, from its tag.
    expect([selectOf("Super category").value, selectOf("Category").value, selectOf("Subcategory").value, selectOf("Tag").value])
      .toEqual([clothing._id, women._id, kurtis._id, anarkali._id])
  })

  it("saved without a change, sends its attributes exactly as they were", async () => {
    renderForm(seededKurti(stored))
    await save()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(calls.updateProduct).toHaveBeenCalledOnce()
    expect(calls.updateProduct.mock.calls[0]![0]).toBe(id(10))
    expect(sent().attributes).toEqual(stored)
    expect(sent().attributeGroup).toBe("kurtis")
    expect(navigate).toHaveBeenCalledOnce()
  })

  it("changes only the attribute the admin changes, under the name the product keeps it", async () => {
    renderForm(seededKurti(stored))
    fireEvent.change(selectOf("Kurti length"), { target: { value: "Calf Length" } })
    fireEvent.change(selectOf("Kurti type"), { target: { value: "Anarkali" } })
    await save()
    expect(sent().attributes).toEqual({ Fabric: "Rayon", Sleeve: "Sleeveless", "Kurti Length": "Calf Length", Kurti_type: "Anarkali" })
  })

  it("shows a value that is not in its list as it is, and does not save until one from the list is chosen", async () => {
    renderForm(seededKurti({ ...stored, Sleeve: "Three-Quarter Sleeve" }))
    // Its attributes do not fit the kurtis' lists, so it opens without a group (issue 33); the admin chooses one.
    fireEvent.change(selectOf("Attribute group"), { target: { value: "kurtis" } })
    const sleeve = selectOf("Sleeve")
    expect(sleeve.value).toBe("Three-Quarter Sleeve")
    expect(sleeve.selectedOptions[0]!.textContent).toBe("Three-Quarter Sleeve (not in the list)")
    expect(screen.getByText("'Three-Quarter Sleeve' is not one of this list's options; choose one before saving.")).toBeTruthy()
    await save()
    expect(calls.updateProduct).not.toHaveBeenCalled()
    expect(screen.getByRole("alert").textContent).toContain("'Three-Quarter Sleeve' is not an option of Sleeve")
    fireEvent.change(selectOf("Sleeve"), { target: { value: "3/4 Sleeve" } })
    await save()
    expect(sent().attributes).toEqual({ ...stored, Sleeve: "3/4 Sleeve" })
  })

  it("shows an attribute the group does not have, and drops it only when the admin removes it", async () => {
    renderForm(seededKurti({ ...stored, Occasion: "Festive" }))
    fireEvent.change(selectOf("Attribute group"), { target: { value: "kurtis" } })
    const outside = screen.getByRole("list", { name: "Attributes outside the group" })
    expect(outside.textContent).toContain("Occasion: Festive")
    await save()
    expect(calls.updateProduct).not.toHaveBeenCalled()
    expect(screen.getByRole("alert").textContent).toContain("'Occasion' is not an attribute of Kurtis.")
    fireEvent.click(screen.getByRole("button", { name: "Remove Occasion" }))
    expect(screen.queryByRole("list", { name: "Attributes outside the group" })).toBeNull()
    await save()
    expect(sent().attributes).toEqual(stored)
  })

  it("keeps the attributes on view when the admin chooses another group", () => {
    renderForm(seededKurti(stored))
    fireEvent.change(selectOf("Attribute group"), { target: { value: "clothing" } })
    expect(selectOf("Fabric").value).toBe("Rayon")
    expect(screen.getByRole("list", { name: "Attributes outside the group" }).textContent).toContain("Kurti Length: Knee Length")
  })
})

// Issue 33: a product whose attributes fit no group's lists (a third of the demo catalogue) could not
// be saved, not even to restock.
describe("editing a product whose attributes fit no attribute group", () => {
  const own = { Fabric: "Rayon", Sleeve: "Three-Quarter Sleeve", Occasion: "Festive" }

  it("opens without a group, shows its attributes as they are, and saves a restock with them unchanged", async () => {
    renderForm(seededKurti(own))
    expect(selectOf("Attribute group").value).toBe("")
    expect(selectOf("Attribute group").selectedOptions[0]!.textContent).toBe("None: attributes kept as they are")
    const kept = screen.getByRole("list", { name: "The product's own attributes" })
    expect(kept.textContent).toContain("Occasion: Festive")
    expect(kept.textContent).toContain("Sleeve: Three-Quarter Sleeve")
    fireEvent.change(screen.getByLabelText("Pack size 1 option 1 stock"), { target: { value: "20" } })
    await save()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(sent()).toMatchObject({ attributeGroup: "", attributes: own })
    expect(sent().packSize[0]!.PackSizeOptions[0]!.availablestock).toBe(20)
  })

  it("names a refused field in words, not by its code", async () => {
    renderForm(seededKurti(own))
    fireEvent.change(screen.getByLabelText("Pack size 1 option 1 MRP"), { target: { value: "10" } })
    await save()
    expect(calls.updateProduct).not.toHaveBeenCalled()
    const alert = screen.getByRole("alert").textContent ?? ""
    expect(alert).toContain("Pack size 1, option 1")
    expect(alert).not.toMatch(/Mrp|PackSizeOptions|packSize\b/)
  })

  // ADR 050: a field's problem is shown beside it (the control marked and pointed at the sentence),
  // and goes as soon as the field is put right.
  it("marks a refused field, points it at its sentence beside it, and clears both once it is put right", async () => {
    renderForm(seededKurti(own))
    const price = screen.getByLabelText("Pack size 1 option 1 price")
    fireEvent.change(price, { target: { value: "abc" } })
    await save()
    expect(calls.updateProduct).not.toHaveBeenCalled()
    expect(price.getAttribute("aria-invalid")).toBe("true")
    const beside = document.getElementById(price.getAttribute("aria-describedby") ?? "")
    expect(beside?.textContent).toContain("Pack size 1, option 1, price: Expected number")
    fireEvent.change(price, { target: { value: "499" } })
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBeNull())
    expect(price.getAttribute("aria-describedby")).toBeNull()
  })
})

describe("editing a product with its attribute group", () => {
  it("opens in that group and sends its attributes back unchanged", async () => {
    const attributes = { Kurti_type: "Straight", Kurti_length: "Ankle Length", Size: "M" }
    renderForm({ ...seededKurti(attributes), attributeGroup: "kurtis" })
    expect(selectOf("Attribute group").value).toBe("kurtis")
    expect(selectOf("Kurti length").value).toBe("Ankle Length")
    await save()
    expect(sent().attributes).toEqual(attributes)
  })
})
