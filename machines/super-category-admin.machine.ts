import { failureSentence } from "#domain/failure-words.ts"
import { assign, enqueueActions, fromPromise, setup } from "xstate"
import type { SuperCategory } from "#domain/catalogue.ts"
import type { Id } from "#domain/common.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import type { SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { requestRegion } from "./request-region.ts"
import { shopOf } from "./shop-system.ts"

/**
 * §4 Catalogue lists, super categories in the admin screens: load, create, update and delete. The root
 * provides the four calls; after each change the machine tells the shop (`supercategories.changed`),
 * which has the storefront's super category list fetched again (DESIGN §1: no side effects here).
 *
 * Each operation is a request region (`requestRegion`, request-region.ts) of one parallel state, so
 * the operations run independently. A second command of a kind already in flight:
 * `supercategories.load` wins over the pending load (abandoned, its answer ignored);
 * `supercategory.create`, `.update` and `.delete` are refused, because abandoning a write does not undo
 * it on the server and ignoring its answer would leave the list out of step.
 */

/** What the machine tells the shop after a change. */
export interface SuperCategoriesChanged {
  readonly type: "supercategories.changed"
}

export const SUPER_CATEGORY_OPERATIONS = ["list", "create", "update", "delete"] as const
export type SuperCategoryOperation = (typeof SUPER_CATEGORY_OPERATIONS)[number]

/** The create and update payload (§7). */
export type SuperCategoryPayload = typeof SuperCategoryInput.Type

/** §8 the text stored when each call fails. */
export const SUPER_CATEGORY_ERROR_TEXTS: { readonly [O in SuperCategoryOperation]: ErrorText } = {
  list: ERROR_TEXTS.superCategoriesLoad,
  create: ERROR_TEXTS.superCategoryCreate,
  update: ERROR_TEXTS.superCategoryUpdate,
  delete: ERROR_TEXTS.superCategoryDelete
}

/** The context key of each operation's loading flag. */
export const SUPER_CATEGORY_LOADING_FLAGS = {
  list: "listLoading",
  create: "createLoading",
  update: "updateLoading",
  delete: "deleteLoading"
} as const satisfies { readonly [O in SuperCategoryOperation]: string }

export interface SuperCategoryAdminContext {
  readonly superCategories: ReadonlyArray<SuperCategory>
  /** True while a load is pending or nothing has been shown yet; it stays true after a failure (§4). */
  readonly listLoading: boolean
  /** True while the call is pending; it stays true after a failure until the next success. */
  readonly createLoading: boolean
  readonly updateLoading: boolean
  readonly deleteLoading: boolean
  /** §8 text of the last failure; cleared when the operation that failed next succeeds. */
  readonly error: ErrorText | null
  /** The sentence a person reads for that failure (domain/failure-words.ts); the screens show it. */
  readonly problem: string | null
  /** The operation whose failure `error` reports (update and delete share a text), or null. */
  readonly failedOperation: SuperCategoryOperation | null
}

/** The machine's input, `{}` when no list is known yet. */
export interface SuperCategoryAdminInput {
  /** A list already known (e.g. the storefront's, decoded by its loader); empty or absent: nothing to show. */
  readonly superCategories?: ReadonlyArray<SuperCategory>
}

export interface UpdateSuperCategoryInput {
  readonly id: Id
  readonly input: SuperCategoryPayload
}

export interface DeleteSuperCategoryInput {
  readonly id: Id
}

export type SuperCategoryAdminEvent =
  | { readonly type: "supercategories.load" }
  | { readonly type: "supercategory.create"; readonly input: SuperCategoryPayload }
  | { readonly type: "supercategory.update"; readonly id: Id; readonly input: SuperCategoryPayload }
  | { readonly type: "supercategory.delete"; readonly id: Id }

// The list rules of §4, each in one place.

/**
 * §4 create appends. An entry with the same _id (a load that finished while the create was pending
 * may already hold it) is dropped first, so every _id appears once.
 */
export const appendSuperCategory = (list: ReadonlyArray<SuperCategory>, created: SuperCategory): ReadonlyArray<SuperCategory> => [
  ...list.filter((superCategory) => superCategory._id !== created._id),
  created
]

/** §4 update replaces by _id, in place; a list without that _id is left as it is. */
export const replaceSuperCategory = (list: ReadonlyArray<SuperCategory>, updated: SuperCategory): ReadonlyArray<SuperCategory> =>
  list.map((superCategory) => (superCategory._id === updated._id ? updated : superCategory))

/** §4 delete removes by id. */
export const removeSuperCategory = (list: ReadonlyArray<SuperCategory>, id: Id): ReadonlyArray<SuperCategory> =>
  list.filter((superCategory) => superCategory._id !== id)

/** A success ends its operation's failure: its own earlier failure is no longer the news. */
const recovered = (context: SuperCategoryAdminContext, operation: SuperCategoryOperation): Partial<SuperCategoryAdminContext> =>
  context.failedOperation === operation ? { error: null, problem: null, failedOperation: null } : {}

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

/** After a successful change: the new list, for the root to pass on. */
const changed = ({ context }: { readonly context: SuperCategoryAdminContext }) => ({ superCategories: context.superCategories })

const superCategoryAdminSetup = setup({
  types: {
    context: {} as SuperCategoryAdminContext,
    input: {} as SuperCategoryAdminInput,
    events: {} as SuperCategoryAdminEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every call fails with these messages.
    fetchSuperCategories: unprovided<ReadonlyArray<SuperCategory>, void>("fetchSuperCategories"),
    createSuperCategory: unprovided<SuperCategory, SuperCategoryPayload>("createSuperCategory"),
    updateSuperCategory: unprovided<SuperCategory, UpdateSuperCategoryInput>("updateSuperCategory"),
    /** Resolves with the id the server deleted (§7 answers `{ success, id }`). */
    deleteSuperCategory: unprovided<Id, DeleteSuperCategoryInput>("deleteSuperCategory")
  },
  guards: {
    /** §4 nothing to show until a load succeeds: the list region starts in `empty`. */
    nothingShown: ({ context }) => context.superCategories.length === 0
  },
  actions: {
    /** Called after each successful create, update and delete with the new list: the shop is told. */
    notifyChanged: enqueueActions(({ enqueue, system }, _params: { readonly superCategories: ReadonlyArray<SuperCategory> }) => {
      const shop = shopOf<SuperCategoriesChanged>(system)
      if (shop !== undefined) enqueue.sendTo(shop, { type: "supercategories.changed" })
    }),
    // §4, §8: the list is kept and the call's text is stored (the flag stays true: the region is in `failed`).
    fail: assign((_, params: { readonly operation: SuperCategoryOperation; readonly error?: unknown }) => ({
      problem: failureSentence(params.error),
      error: SUPER_CATEGORY_ERROR_TEXTS[params.operation],
      failedOperation: params.operation
    })),
    storeList: assign(({ context }, params: { readonly superCategories: ReadonlyArray<SuperCategory> }) => ({
      superCategories: params.superCategories,
      ...recovered(context, "list")
    })),
    storeCreated: assign(({ context }, params: { readonly superCategory: SuperCategory }) => ({
      superCategories: appendSuperCategory(context.superCategories, params.superCategory),
      ...recovered(context, "create")
    })),
    storeUpdated: assign(({ context }, params: { readonly superCategory: SuperCategory }) => ({
      superCategories: replaceSuperCategory(context.superCategories, params.superCategory),
      ...recovered(context, "update")
    })),
    storeDeleted: assign(({ context }, params: { readonly id: Id }) => ({
      superCategories: removeSuperCategory(context.superCategories, params.id),
      ...recovered(context, "delete")
    }))
  }
})

/** A failed call: the §8 text of its operation and the sentence of its error are stored. */
const failWith = (operation: SuperCategoryOperation) =>
  ({ type: "fail", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ operation, error: event.error }) }) as const


/** §4 Brands: "Each operation has a loading flag that stays true on failure" (the factory's default is in flight only). */
const STAYS_LOADING_ON_FAILURE = { loadingWhenFailed: true } as const

export const superCategoryAdminMachine = superCategoryAdminSetup.createMachine({
  id: "superCategoryAdmin",
  context: ({ input }) => ({
    superCategories: input.superCategories ?? [],
    // The regions' states set the flags as they are entered (machines/request-region.ts).
    listLoading: false,
    createLoading: false,
    updateLoading: false,
    deleteLoading: false,
    error: null,
    problem: null,
    failedOperation: null
  }),
  type: "parallel",
  states: {
    list: requestRegion(superCategoryAdminSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "supercategories.load",
      // Latest wins: reading again is harmless.
      whilePending: "latest-wins",
      src: "fetchSuperCategories",
      id: "fetchSuperCategories",
      loading: SUPER_CATEGORY_LOADING_FLAGS.list,
      // Nothing to show until a load succeeds, unless a list is known.
      emptyWhen: "nothingShown",
      onDone: { type: "storeList", params: ({ event }) => ({ superCategories: event.output }) },
      onError: failWith("list")
    }),
    create: requestRegion(superCategoryAdminSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "supercategory.create",
      whilePending: "refused",
      src: "createSuperCategory",
      id: "createSuperCategory",
      input: (event) => event.input,
      loading: SUPER_CATEGORY_LOADING_FLAGS.create,
      // Actions run in order, so notifyChanged sees the list storeCreated made.
      onDone: [
        { type: "storeCreated", params: ({ event }) => ({ superCategory: event.output }) },
        { type: "notifyChanged", params: changed }
      ],
      onError: failWith("create")
    }),
    update: requestRegion(superCategoryAdminSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "supercategory.update",
      whilePending: "refused",
      src: "updateSuperCategory",
      id: "updateSuperCategory",
      input: (event) => ({ id: event.id, input: event.input }),
      loading: SUPER_CATEGORY_LOADING_FLAGS.update,
      onDone: [
        { type: "storeUpdated", params: ({ event }) => ({ superCategory: event.output }) },
        { type: "notifyChanged", params: changed }
      ],
      onError: failWith("update")
    }),
    delete: requestRegion(superCategoryAdminSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "supercategory.delete",
      whilePending: "refused",
      src: "deleteSuperCategory",
      id: "deleteSuperCategory",
      input: (event) => ({ id: event.id }),
      loading: SUPER_CATEGORY_LOADING_FLAGS.delete,
      onDone: [
        { type: "storeDeleted", params: ({ event }) => ({ id: event.output }) },
        { type: "notifyChanged", params: changed }
      ],
      onError: failWith("delete")
    })
  }
})

export type SuperCategoryAdminMachine = typeof superCategoryAdminMachine
