import { type Effect, Option } from "effect"
import { type ActorRefFrom, fromPromise } from "xstate"
import { type BrandMachine, brandMachine } from "#machines/brand.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { screenActorOf, screenOpen, type ShopContext, superCategoryAdminInput } from "#machines/shop.machine.ts"
import { type SuperCategoryAdminMachine, superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import type { AdminCalls } from "./admin-api.ts"
import { adminCall } from "./api-tags.ts"
import type { AppServices } from "./app-context.tsx"
import { BRANDS_KEPT, persist } from "./persistence.ts"

export interface AdminActors {
  readonly brands: ActorRefFrom<BrandMachine>
  readonly superCategories: ActorRefFrom<SuperCategoryAdminMachine>
}

/** The admin actors, once the shop has opened both. */
const openedIn = (root: ShopContext): AdminActors | null => {
  const brands = screenActorOf(root, SYSTEM_IDS.adminBrands, brandMachine)
  const superCategories = screenActorOf(root, SYSTEM_IDS.adminSuperCategories, superCategoryAdminMachine)
  return brands === null || superCategories === null ? null : { brands, superCategories }
}

/**
 * The admin screens' actors (issue 6): on the first visit to /admin the shop's root spawns them into
 * the actor system as screens' actors (`screen.open`, ADR 045; this module loads with the admin
 * screens only), their lists are loaded, and they are kept for the page's life (nothing closes
 * them). Their calls are the one runtime's admin calls (`AdminApi`, with their §8 texts). The brand
 * list is kept under the §9 key `brandtotal` and starts from it; the super categories start from the
 * storefront's list. After a super category change the machine tells the shop, which refreshes the
 * storefront's list.
 */
export const adminActors = (services: AppServices): AdminActors => {
  const admin = openedIn(services.shop.getSnapshot().context)
  if (admin !== null) return admin
  const call = <A, E>(use: (api: AdminCalls) => Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> =>
    services.runtime.runPromise(adminCall(use), signal === undefined ? undefined : { signal })
  const restored = Option.getOrNull(BRANDS_KEPT.list.read(services.storage))
  services.shop.send(screenOpen(
    SYSTEM_IDS.adminBrands,
    brandMachine.provide({
      actors: {
        fetchBrands: fromPromise(({ signal }) => call((api) => api.fetchBrands, signal)),
        createBrand: fromPromise(({ input }) => call((api) => api.createBrand(input))),
        updateBrand: fromPromise(({ input }) => call((api) => api.updateBrand(input.id, input.input))),
        deleteBrand: fromPromise(({ input }) => call((api) => api.deleteBrand(input.id))),
        uploadImages: fromPromise(({ input, signal }) => call((api) => api.uploadImages(input), signal))
      }
    }),
    () => ({ restored })
  ))
  services.shop.send(screenOpen(
    SYSTEM_IDS.adminSuperCategories,
    superCategoryAdminMachine.provide({
      actors: {
        fetchSuperCategories: fromPromise(({ signal }) => call((api) => api.fetchSuperCategories, signal)),
        createSuperCategory: fromPromise(({ input }) => call((api) => api.createSuperCategory(input))),
        updateSuperCategory: fromPromise(({ input }) => call((api) => api.updateSuperCategory(input.id, input.input))),
        deleteSuperCategory: fromPromise(({ input }) => call((api) => api.deleteSuperCategory(input.id)))
      }
    }),
    superCategoryAdminInput
  ))
  const opened = openedIn(services.shop.getSnapshot().context)
  if (opened === null) throw new Error(`the shop did not open its admin actors (${SYSTEM_IDS.adminBrands}, ${SYSTEM_IDS.adminSuperCategories})`)
  // Loaded once, on the first admin visit; the actors keep their lists after.
  opened.brands.send({ type: "brands.load" })
  opened.superCategories.send({ type: "supercategories.load" })
  persist(opened.brands, Object.values(BRANDS_KEPT), services.storage)
  return opened
}
