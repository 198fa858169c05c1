import { type Effect, Option } from "effect"
import { fromPromise } from "xstate"
import { brandMachine } from "#machines/brand.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import type { ShopContext } from "#machines/shop.machine.ts"
import { superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import type { AdminCalls } from "./admin-api.ts"
import { adminCall } from "./api-tags.ts"
import type { AppServices } from "./app-context.tsx"
import { BRANDS_KEPT, persist } from "./persistence.ts"

export interface AdminActors {
  readonly brands: NonNullable<ShopContext["admin"]>["brands"]
  readonly superCategories: NonNullable<ShopContext["admin"]>["superCategories"]
}

/**
 * The admin screens' actors (issue 6): on the first visit to /admin the shop's root spawns them into
 * the actor system (`admin.open`; this module loads with the admin screens only) and keeps them for
 * the page's life. Their calls are the one runtime's admin calls (`AdminApi`, with their §8 texts).
 * The brand list is kept under the §9 key `brandtotal`; after a super category change the machine
 * tells the shop, which refreshes the storefront's list.
 */
export const adminActors = (services: AppServices): AdminActors => {
  const admin = services.shop.getSnapshot().context.admin
  if (admin !== null) return admin
  const call = <A, E>(use: (api: AdminCalls) => Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> =>
    services.runtime.runPromise(adminCall(use), signal === undefined ? undefined : { signal })
  services.shop.send({
    type: "admin.open",
    brands: brandMachine.provide({
      actors: {
        fetchBrands: fromPromise(({ signal }) => call((api) => api.fetchBrands, signal)),
        createBrand: fromPromise(({ input }) => call((api) => api.createBrand(input))),
        updateBrand: fromPromise(({ input }) => call((api) => api.updateBrand(input.id, input.input))),
        deleteBrand: fromPromise(({ input }) => call((api) => api.deleteBrand(input.id))),
        uploadImages: fromPromise(({ input, signal }) => call((api) => api.uploadImages(input), signal))
      }
    }),
    superCategories: superCategoryAdminMachine.provide({
      actors: {
        fetchSuperCategories: fromPromise(({ signal }) => call((api) => api.fetchSuperCategories, signal)),
        createSuperCategory: fromPromise(({ input }) => call((api) => api.createSuperCategory(input))),
        updateSuperCategory: fromPromise(({ input }) => call((api) => api.updateSuperCategory(input.id, input.input))),
        deleteSuperCategory: fromPromise(({ input }) => call((api) => api.deleteSuperCategory(input.id)))
      }
    }),
    restoredBrands: Option.getOrNull(BRANDS_KEPT.list.read(services.storage))
  })
  const opened = services.shop.getSnapshot().context.admin
  if (opened === null) throw new Error(`the shop did not open its admin actors (${SYSTEM_IDS.adminBrands})`)
  persist(opened.brands, Object.values(BRANDS_KEPT), services.storage)
  return opened
}
