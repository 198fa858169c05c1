import { failureSentence } from "#domain/failure-words.ts"
import { Schema } from "effect"
import { assign, fromPromise, setup } from "xstate"
import { Brand, type BrandInput } from "#domain/brand.ts"
import type { Id } from "#domain/common.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import type { ImageUpload } from "#domain/http/brand.http.ts"
import { requestRegion } from "./request-region.ts"

/**
 * §3 Brand, §4 Brands: the brand list of the storefront and of the admin screens. The root restores
 * the list stored under the §9 key `brandtotal` into the input, provides the five calls below, and
 * persists `brands` whenever it changes (DESIGN §1: the machine itself has no side effects).
 *
 * Each operation is a request region (`requestRegion`, request-region.ts) of one parallel state, so a
 * load, a create, an update, a delete and an image upload can all be in flight at once and none waits
 * for another. A second command of a kind already in flight:
 * - `brands.load` and `brand.images.upload`: the latest wins (the pending call is abandoned, its
 *   signal aborted and its answer ignored); reading again or choosing other images is harmless.
 * - `brand.create`, `brand.update`, `brand.delete`: refused (nothing happens). Abandoning a write does
 *   not undo it on the server, and ignoring its answer would leave the list out of step; the loading
 *   flag, true while the call is pending, is what the screen uses to disable its button.
 */

export const BRAND_OPERATIONS = ["list", "create", "update", "delete", "images"] as const
export type BrandOperation = (typeof BRAND_OPERATIONS)[number]

/** §8 the text stored when each call fails. */
export const BRAND_ERROR_TEXTS: { readonly [O in BrandOperation]: ErrorText } = {
  list: ERROR_TEXTS.brandLists,
  create: ERROR_TEXTS.brandCreate,
  update: ERROR_TEXTS.brandUpdate,
  delete: ERROR_TEXTS.brandDelete,
  images: ERROR_TEXTS.brandImages
}

/** The context key of each operation's loading flag. */
export const BRAND_LOADING_FLAGS = {
  list: "listLoading",
  create: "createLoading",
  update: "updateLoading",
  delete: "deleteLoading",
  images: "imagesLoading"
} as const satisfies { readonly [O in BrandOperation]: string }

export interface BrandContext {
  /** §4 the full list, as loaded and then changed by create, update and delete. */
  readonly brands: ReadonlyArray<Brand>
  /** §3, §4 the brands with show true: always `shownOnly(brands)`, set together with `brands`. */
  readonly shownBrands: ReadonlyArray<Brand>
  /** §4 URL of the mobile image of the last upload, null when none or after an update or removal. */
  readonly mobileImage: string | null
  /** §4 URL of the desktop image of the last upload, null when none or after an update or removal. */
  readonly desktopImage: string | null
  /** §4 true while a load is pending or nothing has been shown yet; it stays true after a failure. */
  readonly listLoading: boolean
  /** §4 true while the call is pending; it stays true after a failure until the next success. */
  readonly createLoading: boolean
  readonly updateLoading: boolean
  readonly deleteLoading: boolean
  readonly imagesLoading: boolean
  /** §8 text of the last failure; cleared when the operation that failed next succeeds. */
  readonly error: ErrorText | null
  /** The sentence a person reads for that failure (domain/failure-words.ts); the screens show it. */
  readonly problem: string | null
  /** The operation whose failure `error` reports (several §8 texts are shared), or null. */
  readonly failedOperation: BrandOperation | null
}

/** The machine's input, `{}` when nothing was stored (not the domain `BrandInput`, the create payload). */
export interface BrandMachineInput {
  /**
   * What browser storage held under `brandtotal`, or null. It is checked here against the Brand
   * schema (DESIGN §2): a value that does not decode, or an empty list, counts as nothing restored.
   */
  readonly restored?: unknown
}

/** §7 brand images payload: one image for mobile, one for desktop. */
export interface BrandImagesUpload {
  readonly mobileImage: typeof ImageUpload.Type
  readonly desktopImage: typeof ImageUpload.Type
}

/** §3, §7 what the images call answers: the URLs of the stored images (the response's own keys). */
export interface BrandImagesAnswer {
  readonly mobileimages: string
  readonly desktopImages: string
}

export interface UpdateBrandInput {
  readonly id: Id
  readonly input: BrandInput
}

export interface DeleteBrandInput {
  readonly id: Id
}

export type BrandEvent =
  | { readonly type: "brands.load" }
  | { readonly type: "brand.create"; readonly input: BrandInput }
  | { readonly type: "brand.update"; readonly id: Id; readonly input: BrandInput }
  | { readonly type: "brand.delete"; readonly id: Id }
  | { readonly type: "brand.images.upload"; readonly images: BrandImagesUpload }
  | { readonly type: "brand.images.remove" }

// The list rules of §4, each in one place.

/** §3 only brands with show true appear in the storefront list. */
export const shownOnly = (brands: ReadonlyArray<Brand>): ReadonlyArray<Brand> => brands.filter((brand) => brand.show)

/** The list and its shown-only list together: the one way the context's list changes. */
export const withBrands = (brands: ReadonlyArray<Brand>): Pick<BrandContext, "brands" | "shownBrands"> => ({
  brands,
  shownBrands: shownOnly(brands)
})

/**
 * §4 successful create appends the brand. An entry with the same _id (a load that finished while the
 * create was pending may already hold it) is dropped first, so every _id appears once.
 */
export const appendBrand = (brands: ReadonlyArray<Brand>, created: Brand): ReadonlyArray<Brand> => [
  ...brands.filter((brand) => brand._id !== created._id),
  created
]

/** §4 successful update removes the old entry by id and adds the updated brand (at the end). */
export const replaceBrand = (brands: ReadonlyArray<Brand>, updated: Brand): ReadonlyArray<Brand> => [
  ...brands.filter((brand) => brand._id !== updated._id),
  updated
]

/** §4 successful delete removes the brand by id. */
export const removeBrand = (brands: ReadonlyArray<Brand>, id: Id): ReadonlyArray<Brand> =>
  brands.filter((brand) => brand._id !== id)

const isBrandList = Schema.is(Schema.Array(Brand))

/** The restored list when it is a non-empty list of brands that decodes (DESIGN §2), else null. */
export const restoredBrands = (restored: unknown): ReadonlyArray<Brand> | null =>
  Array.isArray(restored) && restored.length > 0 && isBrandList(restored) ? restored : null

/** A success ends its operation's failure: its own earlier failure is no longer the news. */
const recovered = (context: BrandContext, operation: BrandOperation): Partial<BrandContext> =>
  context.failedOperation === operation ? { error: null, problem: null, failedOperation: null } : {}

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

const brandSetup = setup({
  types: {
    context: {} as BrandContext,
    input: {} as BrandMachineInput,
    events: {} as BrandEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every call fails with these messages.
    fetchBrands: unprovided<ReadonlyArray<Brand>, void>("fetchBrands"),
    createBrand: unprovided<Brand, BrandInput>("createBrand"),
    updateBrand: unprovided<Brand, UpdateBrandInput>("updateBrand"),
    /** Resolves with the id the server deleted (§7 answers `{ success, id }`). */
    deleteBrand: unprovided<Id, DeleteBrandInput>("deleteBrand"),
    uploadImages: unprovided<BrandImagesAnswer, BrandImagesUpload>("uploadImages")
  },
  guards: {
    /** §4 nothing to show until a load succeeds: the list region starts in `empty`. */
    nothingShown: ({ context }) => context.brands.length === 0
  },
  actions: {
    // §4, §8: the call's text is stored (the flag stays true: the region is in `failed`).
    fail: assign((_, params: { readonly operation: BrandOperation; readonly error?: unknown }) => ({
      problem: failureSentence(params.error),
      error: BRAND_ERROR_TEXTS[params.operation],
      failedOperation: params.operation
    })),
    // §4 loading fills the list and the shown-only list.
    storeBrands: assign(({ context }, params: { readonly brands: ReadonlyArray<Brand> }) => ({
      ...withBrands(params.brands),
      ...recovered(context, "list")
    })),
    storeCreated: assign(({ context }, params: { readonly brand: Brand }) => ({
      ...withBrands(appendBrand(context.brands, params.brand)),
      ...recovered(context, "create")
    })),
    // §4 update also clears the mobile and desktop images (the form's upload has been used).
    storeUpdated: assign(({ context }, params: { readonly brand: Brand }) => ({
      ...withBrands(replaceBrand(context.brands, params.brand)),
      mobileImage: null,
      desktopImage: null,
      ...recovered(context, "update")
    })),
    storeDeleted: assign(({ context }, params: { readonly id: Id }) => ({
      ...withBrands(removeBrand(context.brands, params.id)),
      ...recovered(context, "delete")
    })),
    // §4 uploading images sets both images.
    storeImages: assign(({ context }, params: { readonly answer: BrandImagesAnswer }) => ({
      mobileImage: params.answer.mobileimages,
      desktopImage: params.answer.desktopImages,
      ...recovered(context, "images")
    })),
    // §4 removing images clears both. It also ends the upload operation: a pending upload is
    // abandoned (its images would come back otherwise) and a failed one no longer matters.
    clearImages: assign(({ context }) => ({
      mobileImage: null,
      desktopImage: null,
      ...recovered(context, "images")
    }))
  }
})

/** A failed call: the §8 text of its operation and the sentence of its error are stored. */
const failWith = (operation: BrandOperation) =>
  ({ type: "fail", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ operation, error: event.error }) }) as const

/** §4 Brands: "Each operation has a loading flag that stays true on failure" (the factory's default is in flight only). */
const STAYS_LOADING_ON_FAILURE = { loadingWhenFailed: true } as const

export const brandMachine = brandSetup.createMachine({
  id: "brand",
  context: ({ input }) => ({
    ...withBrands(restoredBrands(input.restored) ?? []),
    mobileImage: null,
    desktopImage: null,
    // The regions' states set the flags as they are entered (machines/request-region.ts).
    listLoading: false,
    createLoading: false,
    updateLoading: false,
    deleteLoading: false,
    imagesLoading: false,
    error: null,
    problem: null,
    failedOperation: null
  }),
  type: "parallel",
  states: {
    list: requestRegion(brandSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "brands.load",
      // Latest wins: reading again is harmless.
      whilePending: "latest-wins",
      src: "fetchBrands",
      id: "fetchBrands",
      loading: BRAND_LOADING_FLAGS.list,
      // Nothing to show until a load succeeds, unless storage held a usable list.
      emptyWhen: "nothingShown",
      onDone: { type: "storeBrands", params: ({ event }) => ({ brands: event.output }) },
      onError: failWith("list")
    }),
    create: requestRegion(brandSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "brand.create",
      whilePending: "refused",
      src: "createBrand",
      id: "createBrand",
      input: (event) => event.input,
      loading: BRAND_LOADING_FLAGS.create,
      onDone: { type: "storeCreated", params: ({ event }) => ({ brand: event.output }) },
      onError: failWith("create")
    }),
    update: requestRegion(brandSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "brand.update",
      whilePending: "refused",
      src: "updateBrand",
      id: "updateBrand",
      input: (event) => ({ id: event.id, input: event.input }),
      loading: BRAND_LOADING_FLAGS.update,
      onDone: { type: "storeUpdated", params: ({ event }) => ({ brand: event.output }) },
      onError: failWith("update")
    }),
    delete: requestRegion(brandSetup, {
      ...STAYS_LOADING_ON_FAILURE,
      command: "brand.delete",
      whilePending: "refused",
      src: "deleteBrand",
      id: "deleteBrand",
      input: (event) => ({ id: event.id }),
      loading: BRAND_LOADING_FLAGS.delete,
      onDone: { type: "storeDeleted", params: ({ event }) => ({ id: event.output }) },
      onError: failWith("delete")
    }),
    images: {
      ...requestRegion(brandSetup, {
      ...STAYS_LOADING_ON_FAILURE,
        command: "brand.images.upload",
        // Latest wins: the images chosen last are the ones the admin wants.
        whilePending: "latest-wins",
        src: "uploadImages",
        id: "uploadImages",
        input: (event) => event.images,
        loading: BRAND_LOADING_FLAGS.images,
        onDone: { type: "storeImages", params: ({ event }) => ({ answer: event.output }) },
        onError: failWith("images")
      }),
      on: {
        // From any substate: a pending upload is left (abandoned) and the region rests in idle.
        "brand.images.remove": { target: ".idle", actions: "clearImages" }
      }
    }
  }
})

export type BrandMachine = typeof brandMachine
