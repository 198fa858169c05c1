import type { SuperCategory } from "#domain/catalogue.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import type { SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import {
  type AdminListContext,
  type AdminListEvent,
  adminListMachine,
  type AdminListNames,
  type DeleteEntryInput,
  LIST_OPERATIONS,
  type ListOperation,
  type UpdateEntryInput
} from "./admin-list.machine.ts"
import { shopOf } from "./shop-system.ts"

/**
 * §4 Catalogue lists, super categories in the admin screens: load, create, update and delete, an
 * admin list (`adminListMachine`, admin-list.machine.ts). The root provides the four calls; after
 * each change the machine tells the shop (`supercategories.changed`), which has the storefront's
 * super category list fetched again (DESIGN §1: no side effects here).
 */

/** What the machine tells the shop after a change. */
export interface SuperCategoriesChanged {
  readonly type: "supercategories.changed"
}

/** The super category list's names: its events, its calls, the context key of its list. */
const SUPER_CATEGORY_NAMES = {
  entries: "superCategories",
  commands: { list: "supercategories.load", create: "supercategory.create", update: "supercategory.update", delete: "supercategory.delete" },
  calls: { list: "fetchSuperCategories", create: "createSuperCategory", update: "updateSuperCategory", delete: "deleteSuperCategory" }
} as const satisfies AdminListNames

export const SUPER_CATEGORY_OPERATIONS = LIST_OPERATIONS
export type SuperCategoryOperation = ListOperation

/** The create and update payload (§7). */
export type SuperCategoryPayload = typeof SuperCategoryInput.Type

/** §8 the text stored when each call fails. */
export const SUPER_CATEGORY_ERROR_TEXTS: { readonly [O in SuperCategoryOperation]: ErrorText } = {
  list: ERROR_TEXTS.superCategoriesLoad,
  create: ERROR_TEXTS.superCategoryCreate,
  update: ERROR_TEXTS.superCategoryUpdate,
  delete: ERROR_TEXTS.superCategoryDelete
}

/** `superCategories`; the flags (update and delete share a §8 text, hence `failedOperation`), the §8 text and sentence. */
export type SuperCategoryAdminContext = AdminListContext<SuperCategory, typeof SUPER_CATEGORY_NAMES>
export type SuperCategoryAdminEvent = AdminListEvent<SuperCategoryPayload, typeof SUPER_CATEGORY_NAMES>

/** The machine's input, `{}` when no list is known yet. */
export interface SuperCategoryAdminInput {
  /** A list already known (e.g. the storefront's, decoded by its loader); empty or absent: nothing to show. */
  readonly superCategories?: ReadonlyArray<SuperCategory>
}

export type UpdateSuperCategoryInput = UpdateEntryInput<SuperCategoryPayload>
export type DeleteSuperCategoryInput = DeleteEntryInput

/** §4 update replaces by _id, in place; a list without that _id is left as it is. */
export const replaceSuperCategory = (list: ReadonlyArray<SuperCategory>, updated: SuperCategory): ReadonlyArray<SuperCategory> =>
  list.map((superCategory) => (superCategory._id === updated._id ? updated : superCategory))

export const superCategoryAdminMachine = adminListMachine({
  types: {} as { readonly entry: SuperCategory; readonly payload: SuperCategoryPayload; readonly input: SuperCategoryAdminInput },
  id: "superCategoryAdmin",
  names: SUPER_CATEGORY_NAMES,
  errorTexts: SUPER_CATEGORY_ERROR_TEXTS,
  // Nothing to show until a load succeeds, unless a list is known.
  start: (input) => input.superCategories ?? [],
  replace: replaceSuperCategory,
  // After each change the shop is told; a machine run on its own (a unit test, a graph walk) is in no shop.
  changed: ({ system, sendTo }) => {
    const shop = shopOf<SuperCategoriesChanged>(system)
    if (shop !== undefined) sendTo(shop, { type: "supercategories.changed" })
  }
})

export type SuperCategoryAdminMachine = typeof superCategoryAdminMachine
