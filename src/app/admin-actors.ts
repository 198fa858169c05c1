import { Option } from "effect"
import { fromPromise } from "xstate"
import { brandMachine } from "#machines/brand.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import type { ShopContext } from "#machines/shop.machine.ts"
import { superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import { makeAdminCalls, type AdminCalls } from "./admin-api.ts"
import type { AppServices } from "./app-context.tsx"
import { BRANDS_KEPT, persist } from "./persistence.ts"

export interface AdminActors {
  readonly brands: NonNullable<ShopContext["admin"]>["brands"]
  readonly superCategories: NonNullable<ShopContext["admin"]>["superCategories"]
  readonly calls: AdminCalls
}

// The admin calls (a runtime of their own), made on the first visit to an admin screen.
let calls: AdminCalls | null = null

/**
 * The admin screens' actors (issue 6): on the first visit to /admin the shop's root spawns them into
 * the actor system (`admin.open`; this module and the admin calls load with the admin screens only)
 * and keeps them for the page's life. The brand list is kept under the §9 key `brandtotal`; after a
 * super category change the machine tells the shop, which refreshes the storefront's list.
 */
export const adminActors = (services: AppServices): AdminActors => {
  calls ??= makeAdminCalls(location.origin)
  const admin = services.shop.getSnapshot().context.admin
  if (admin !== null) return { ...admin, calls }
  const call = calls
  services.shop.send({
    type: "admin.open",
    brands: brandMachine.provide({
      actors: {
        fetchBrands: fromPromise(({ signal }) => call.fetchBrands(signal)),
        createBrand: fromPromise(({ input }) => call.createBrand(input)),
        updateBrand: fromPromise(({ input }) => call.updateBrand(input.id, input.input)),
        deleteBrand: fromPromise(({ input }) => call.deleteBrand(input.id)),
        uploadImages: fromPromise(({ input, signal }) => call.uploadImages(input, signal))
      }
    }),
    superCategories: superCategoryAdminMachine.provide({
      actors: {
        fetchSuperCategories: fromPromise(({ signal }) => call.fetchSuperCategories(signal)),
        createSuperCategory: fromPromise(({ input }) => call.createSuperCategory(input)),
        updateSuperCategory: fromPromise(({ input }) => call.updateSuperCategory(input.id, input.input)),
        deleteSuperCategory: fromPromise(({ input }) => call.deleteSuperCategory(input.id))
      }
    }),
    restoredBrands: Option.getOrNull(BRANDS_KEPT.list.read(services.storage))
  })
  const opened = services.shop.getSnapshot().context.admin
  if (opened === null) throw new Error(`the shop did not open its admin actors (${SYSTEM_IDS.adminBrands})`)
  persist(opened.brands, Object.values(BRANDS_KEPT), services.storage)
  return { ...opened, calls }
}
