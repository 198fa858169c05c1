import { Option, Schema } from "effect"
import { type Actor, createActor, fromPromise } from "xstate"
import { Brand } from "#domain/brand.ts"
import { brandMachine } from "#machines/brand.machine.ts"
import { superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import { makeAdminCalls, type AdminCalls } from "./admin-api.ts"
import type { AppServices } from "./app-context.tsx"
import { STORAGE_KEYS } from "./storage.ts"

export interface AdminActors {
  readonly brands: Actor<typeof brandMachine>
  readonly superCategories: Actor<typeof superCategoryAdminMachine>
  readonly calls: AdminCalls
}

const Brands = Schema.Array(Brand)
let made: AdminActors | null = null

/**
 * The admin screens' actors (issue 6), made once on the first visit to /admin and kept for the
 * page's life: this module and the admin calls load with the admin screens only. The brand list is
 * persisted under the §9 key `brandtotal`; a super category change makes the storefront's list
 * refresh (§4: create appends, update replaces, delete removes, then every screen follows).
 */
export const adminActors = (services: AppServices): AdminActors => {
  if (made !== null) return made
  const calls = makeAdminCalls(location.origin)
  const brands = createActor(
    brandMachine.provide({
      actors: {
        fetchBrands: fromPromise(({ signal }) => calls.fetchBrands(signal)),
        createBrand: fromPromise(({ input }) => calls.createBrand(input)),
        updateBrand: fromPromise(({ input }) => calls.updateBrand(input.id, input.input)),
        deleteBrand: fromPromise(({ input }) => calls.deleteBrand(input.id)),
        uploadImages: fromPromise(({ input, signal }) => calls.uploadImages(input, signal))
      }
    }),
    { input: { restored: Option.getOrNull(services.storage.read(STORAGE_KEYS.brandTotal, Brands)) } }
  )
  let last: unknown = null
  brands.subscribe(({ context }) => {
    if (context.brands === last) return
    last = context.brands
    services.storage.write(STORAGE_KEYS.brandTotal, Brands, context.brands, { whenIdle: true })
  })
  const superCategories = createActor(
    superCategoryAdminMachine.provide({
      actors: {
        fetchSuperCategories: fromPromise(({ signal }) => calls.fetchSuperCategories(signal)),
        createSuperCategory: fromPromise(({ input }) => calls.createSuperCategory(input)),
        updateSuperCategory: fromPromise(({ input }) => calls.updateSuperCategory(input.id, input.input)),
        deleteSuperCategory: fromPromise(({ input }) => calls.deleteSuperCategory(input.id))
      },
      actions: {
        notifyChanged: () => services.actors.catalogue.superCategories.send({ type: "catalogue.refresh" })
      }
    }),
    { input: {} }
  )
  brands.start()
  superCategories.start()
  brands.send({ type: "brands.load" })
  superCategories.send({ type: "supercategories.load" })
  made = { brands, superCategories, calls }
  return made
}
