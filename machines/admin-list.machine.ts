import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  type EventObject,
  enqueueActions,
  fromPromise,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  setup,
  type StateMachine,
  type StateSchema
} from "xstate"
import type { Id } from "#domain/common.ts"
import type { ErrorText } from "#domain/error-texts.ts"
import { failureSentence } from "#domain/failure-words.ts"
import type { ImageUpload } from "#domain/http/brand.http.ts"
import { requestRegion } from "./request-region.ts"

/**
 * One admin list (issue 35 item 7): the list an admin screen loads and whose entries it creates,
 * updates and deletes, for §4 Brands (`brand.machine.ts`) and the §4 super categories
 * (`super-category-admin.machine.ts`). Each machine made here is given its names (its events, its
 * calls, the context key of its list) and its §4 and §8 rules; the rest is this one definition.
 *
 * Each operation is a request region (`requestRegion`, request-region.ts) of one parallel state, so a
 * load, a create, an update and a delete (and an upload of images, for a list that has them) can all
 * be in flight at once and none waits for another. A second command of a kind already in flight:
 * - the load and the upload: the latest wins (the pending call is abandoned, its signal aborted and
 *   its answer ignored); reading again or choosing other images is harmless.
 * - create, update, delete: refused (nothing happens). Abandoning a write does not undo it on the
 *   server, and ignoring its answer would leave the list out of step; the loading flag, true while
 *   the call is pending, is what a screen uses to disable its button.
 * §4: "Each operation has a loading flag that stays true on failure" (the factory's default is in
 * flight only), and a list with nothing to show is loading until a load succeeds.
 */

export const LIST_OPERATIONS = ["list", "create", "update", "delete"] as const
export type ListOperation = (typeof LIST_OPERATIONS)[number]
/** The operations of a list with images (the brand's): the four, and the upload. */
export type AdminListOperation = ListOperation | "images"

/** The context key of each operation's loading flag. */
export const LOADING_FLAGS = {
  list: "listLoading",
  create: "createLoading",
  update: "updateLoading",
  delete: "deleteLoading",
  images: "imagesLoading"
} as const satisfies { readonly [O in AdminListOperation]: `${O}Loading` }

/** What a list holds: entries with an id. */
export interface ListEntry {
  readonly _id: Id
}

/** What one list is called: its events, its calls and the context keys that differ between lists. */
export interface AdminListNames {
  /** The context key of the full list. */
  readonly entries: string
  /** The context key of the storefront's shown-only list, for a list that keeps one beside the full list. */
  readonly shown?: string
  /** The command that starts each operation's call. */
  readonly commands: { readonly [O in ListOperation]: string }
  /** Each operation's call: its name in `setup` (what the root provides) and the invoke id its answers carry. */
  readonly calls: { readonly [O in ListOperation]: string }
  /** A list with images uploaded before an entry is saved: the upload command, the removal and the upload's call. */
  readonly images?: { readonly upload: string; readonly remove: string; readonly call: string }
}

/** How a list tells another actor of the system a fact: its system, and the send the machine makes. */
export interface Telling {
  readonly system: { readonly get: (systemId: string) => AnyActorRef | undefined }
  readonly sendTo: (actor: AnyActorRef, event: EventObject) => void
}

/** The operations of a list with these names. */
export type OperationOf<TNames extends AdminListNames> = TNames extends { readonly images: object } ? AdminListOperation : ListOperation

type ShownKey<TNames extends AdminListNames> = TNames extends { readonly shown: infer TKey extends string } ? TKey : never

/** §4 images of the last upload: URLs, null when none, after removal and after a successful update. */
export interface ListImages {
  readonly mobileImage: string | null
  readonly desktopImage: string | null
}

/** §7 the images payload: one image for mobile, one for desktop (`brand/brandimages`). */
export interface ImagesUpload {
  readonly mobileImage: typeof ImageUpload.Type
  readonly desktopImage: typeof ImageUpload.Type
}

/** §3, §7 what the images call answers: the URLs of the stored images (the response's own keys). */
export interface ImagesAnswer {
  readonly mobileimages: string
  readonly desktopImages: string
}

export interface UpdateEntryInput<TPayload> {
  readonly id: Id
  readonly input: TPayload
}

export interface DeleteEntryInput {
  readonly id: Id
}

/** The context of a list with these names. */
export type AdminListContext<TEntry extends ListEntry, TNames extends AdminListNames> = {
  /** §4 the full list, as loaded and then changed by create, update and delete (and the shown-only list beside it). */
  readonly [K in TNames["entries"] | ShownKey<TNames>]: ReadonlyArray<TEntry>
} & {
  /** §4 true while the call is pending, and after a failure until that operation next succeeds (`listLoading` also while nothing is shown). */
  readonly [O in OperationOf<TNames> as `${O}Loading`]: boolean
} & (TNames extends { readonly images: object } ? ListImages : unknown) & {
  /** §8 text of the last failure; cleared when the operation that failed next succeeds. */
  readonly error: ErrorText | null
  /** The sentence a person reads for that failure (domain/failure-words.ts); the screens show it. */
  readonly problem: string | null
  /** The operation whose failure `error` reports (several §8 texts are shared), or null. */
  readonly failedOperation: OperationOf<TNames> | null
}

type ImagesEvent<TNames extends AdminListNames> = TNames extends { readonly images: { readonly upload: infer TUpload extends string; readonly remove: infer TRemove extends string } }
  ? { readonly type: TUpload; readonly images: ImagesUpload } | { readonly type: TRemove }
  : never

/** The events of a list with these names. */
export type AdminListEvent<TPayload, TNames extends AdminListNames> =
  | { readonly type: TNames["commands"]["list"] }
  | { readonly type: TNames["commands"]["create"]; readonly input: TPayload }
  | { readonly type: TNames["commands"]["update"]; readonly id: Id; readonly input: TPayload }
  | { readonly type: TNames["commands"]["delete"]; readonly id: Id }
  | ImagesEvent<TNames>

/** The calls the root provides, by name. */
type CallsOf<TEntry extends ListEntry, TPayload, TNames extends AdminListNames> = {
  readonly [K in TNames["calls"]["list"]]: PromiseActorLogic<ReadonlyArray<TEntry>, void>
} & { readonly [K in TNames["calls"]["create"]]: PromiseActorLogic<TEntry, TPayload> } & {
  readonly [K in TNames["calls"]["update"]]: PromiseActorLogic<TEntry, UpdateEntryInput<TPayload>>
} & {
  /** Resolves with the id the server deleted (§7 answers `{ success, id }`). */
  readonly [K in TNames["calls"]["delete"]]: PromiseActorLogic<Id, DeleteEntryInput>
} & (TNames extends { readonly images: { readonly call: infer TCall extends string } }
    ? { readonly [K in TCall]: PromiseActorLogic<ImagesAnswer, ImagesUpload> }
    : unknown)

type ProvidedCalls<TCalls> = {
  readonly [K in keyof TCalls & string]: { readonly src: K; readonly logic: TCalls[K]; readonly id: string | undefined }
}[keyof TCalls & string]

/** The machine's named actions, which a test may replace (`notifyChanged`, say). */
type ListAction<TEntry extends ListEntry> =
  | { readonly type: "fail"; readonly params: { readonly operation: AdminListOperation; readonly error?: unknown } }
  | { readonly type: "storeList"; readonly params: { readonly list: ReadonlyArray<TEntry> } }
  | { readonly type: "storeCreated"; readonly params: { readonly entry: TEntry } }
  | { readonly type: "storeUpdated"; readonly params: { readonly entry: TEntry } }
  | { readonly type: "storeDeleted"; readonly params: { readonly id: Id } }
  | { readonly type: "notifyChanged"; readonly params: { readonly list: ReadonlyArray<TEntry> } }
  | { readonly type: "storeImages"; readonly params: { readonly answer: ImagesAnswer } }
  | { readonly type: "clearImages"; readonly params: undefined }

type Stage = "idle" | "pending" | "failed"

/** Each region's states: the list's starts in `empty` or `idle` (through the transient `starting`). */
type StateValueOf<TNames extends AdminListNames> = { [O in OperationOf<TNames>]: O extends "list" ? "starting" | "empty" | Stage : Stage }

/** A list machine, typed by its entries, its create and update payload, its input and its names. */
export type AdminListMachine<TEntry extends ListEntry, TPayload, TInput, TNames extends AdminListNames> = StateMachine<
  AdminListContext<TEntry, TNames>,
  AdminListEvent<TPayload, TNames>,
  Record<string, AnyActorRef | undefined>,
  ProvidedCalls<CallsOf<TEntry, TPayload, TNames>>,
  ListAction<TEntry>,
  { readonly type: "nothingShown"; readonly params: unknown },
  never,
  StateValueOf<TNames>,
  string,
  TInput,
  NonReducibleUnknown,
  EventObject,
  MetaObject,
  StateSchema
>

/** One list: its names and its rules. */
export type AdminListSpec<TEntry extends ListEntry, TPayload, TInput, TNames extends AdminListNames> = {
  /** Types only (XState's way): the entry, the create and update payload, the machine's input. */
  readonly types: { readonly entry: TEntry; readonly payload: TPayload; readonly input: TInput }
  /** The machine's id (the inspector's and the diagrams' name). */
  readonly id: string
  readonly names: TNames
  /** §8 the text stored when each call fails. */
  readonly errorTexts: { readonly [O in OperationOf<TNames>]: ErrorText }
  /** The list to start from (empty: nothing to show until a load succeeds). */
  readonly start: (input: TInput) => ReadonlyArray<TEntry>
  /** §4 a successful update: the list with the updated entry (each list says where it goes). */
  readonly replace: (list: ReadonlyArray<TEntry>, updated: TEntry) => ReadonlyArray<TEntry>
  /** What the list tells after each successful change (never after a load or a failure), if anything: the shop a fact, say. */
  readonly changed?: (telling: Telling) => void
} & (TNames extends { readonly shown: string }
  ? { /** The shown-only list of a full list. */ readonly shownOnly: (list: ReadonlyArray<TEntry>) => ReadonlyArray<TEntry> }
  : { readonly shownOnly?: never })

// The list rules every admin list shares (§4), each in one place.

/**
 * §4 a successful create appends. An entry with the same _id (a load that finished while the create
 * was pending may already hold it) is dropped first, so every _id appears once.
 */
export const appendEntry = <TEntry extends ListEntry>(list: ReadonlyArray<TEntry>, created: TEntry): ReadonlyArray<TEntry> => [
  ...list.filter((entry) => entry._id !== created._id),
  created
]

/** §4 a successful delete removes by id. */
export const removeEntry = <TEntry extends ListEntry>(list: ReadonlyArray<TEntry>, id: Id): ReadonlyArray<TEntry> =>
  list.filter((entry) => entry._id !== id)

// The machine is assembled from the names it is given, so its body is typed here with names as
// strings (the context as any list's, every event as any event); `AdminListMachine` gives the
// machine made the types of its names, which is what its screens, its root and its tests use.

/** Any list's context, as the body sees it: the flags by name, the list under a key it is given. */
interface AnyListContext {
  readonly listLoading: boolean
  readonly createLoading: boolean
  readonly updateLoading: boolean
  readonly deleteLoading: boolean
  /** A list with images only (as `mobileImage` and `desktopImage`): another list's context has none of the three. */
  readonly imagesLoading: boolean
  readonly mobileImage: string | null
  readonly desktopImage: string | null
  readonly error: ErrorText | null
  readonly problem: string | null
  readonly failedOperation: AdminListOperation | null
}

const unprovided = (name: string) => fromPromise<unknown, unknown>(() => Promise.reject(new Error(`${name} not provided`)))

/** The machine of one admin list. */
export const adminListMachine = <TEntry extends ListEntry, TPayload, TInput, const TNames extends AdminListNames>(
  spec: AdminListSpec<TEntry, TPayload, TInput, TNames>
): AdminListMachine<TEntry, TPayload, TInput, TNames> => {
  const { names, errorTexts } = spec
  const { images } = names
  // The rule of a list that keeps a shown-only list beside it (its type says it has one exactly then).
  const { shownOnly } = spec as { readonly shownOnly?: (list: ReadonlyArray<TEntry>) => ReadonlyArray<TEntry> }
  const listOf = (context: AnyListContext) => (context as AnyListContext & Readonly<Record<string, unknown>>)[names.entries] as ReadonlyArray<TEntry>
  /** The list and its shown-only list together: the one way the context's list changes. */
  const withList = (list: ReadonlyArray<TEntry>) => ({
    [names.entries]: list,
    ...(names.shown === undefined || shownOnly === undefined ? {} : { [names.shown]: shownOnly(list) })
  })
  /** A success ends its operation's failure: its own earlier failure is no longer the news. */
  const recovered = (context: AnyListContext, operation: AdminListOperation) =>
    context.failedOperation === operation ? { error: null, problem: null, failedOperation: null } : {}
  const operations: ReadonlyArray<AdminListOperation> = images === undefined ? LIST_OPERATIONS : [...LIST_OPERATIONS, "images"]
  /** §4 an update also clears the images (the form's upload has been used). */
  const imagesCleared = images === undefined ? {} : { mobileImage: null, desktopImage: null }

  const listSetup = setup({
    types: { context: {} as AnyListContext, events: {} as AnyEventObject, input: {} as TInput },
    // STYLE §9: the root provides the real calls; without them every call fails with "<name> not provided".
    actors: Object.fromEntries([...Object.values(names.calls), ...(images === undefined ? [] : [images.call])].map((call) => [call, unprovided(call)])),
    guards: {
      /** §4 nothing to show until a load succeeds: the list region starts in `empty`. */
      nothingShown: ({ context }) => listOf(context).length === 0
    },
    actions: {
      // §4, §8: the list is kept and the call's text is stored (the flag stays true: the region is in `failed`).
      fail: assign((_, params: { readonly operation: AdminListOperation; readonly error?: unknown }) => ({
        problem: failureSentence(params.error),
        error: (errorTexts as Readonly<Record<AdminListOperation, ErrorText>>)[params.operation],
        failedOperation: params.operation
      })),
      // §4 loading fills the list (and the shown-only list).
      storeList: assign(({ context }, params: { readonly list: ReadonlyArray<TEntry> }) => ({
        ...withList(params.list),
        ...recovered(context, "list")
      })),
      storeCreated: assign(({ context }, params: { readonly entry: TEntry }) => ({
        ...withList(appendEntry(listOf(context), params.entry)),
        ...recovered(context, "create")
      })),
      storeUpdated: assign(({ context }, params: { readonly entry: TEntry }) => ({
        ...withList(spec.replace(listOf(context), params.entry)),
        ...imagesCleared,
        ...recovered(context, "update")
      })),
      storeDeleted: assign(({ context }, params: { readonly id: Id }) => ({
        ...withList(removeEntry(listOf(context), params.id)),
        ...recovered(context, "delete")
      })),
      /** Called after each successful create, update and delete with the new list: the list tells what it tells. */
      notifyChanged: enqueueActions(({ enqueue, system }, _params: { readonly list: ReadonlyArray<TEntry> }) => {
        spec.changed?.({ system, sendTo: (actor, event) => enqueue.sendTo(actor, event) })
      }),
      // §4 uploading images sets both images.
      storeImages: assign(({ context }, params: { readonly answer: ImagesAnswer }) => ({
        mobileImage: params.answer.mobileimages,
        desktopImage: params.answer.desktopImages,
        ...recovered(context, "images")
      })),
      // §4 removing images clears both. It also ends the upload operation: a pending upload is
      // abandoned (its images would come back otherwise) and a failed one no longer matters.
      clearImages: assign(({ context }) => ({ mobileImage: null, desktopImage: null, ...recovered(context, "images") }))
    }
  })

  /** A failed call: the §8 text of its operation and the sentence of its error are stored. */
  const failWith = (operation: AdminListOperation) =>
    ({ type: "fail", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ operation, error: event.error }) }) as const
  /** After a successful change, the list tells what it tells (when it tells anything), with the new list. */
  const toldOfChange = spec.changed === undefined ? [] : [{ type: "notifyChanged", params: ({ context }: { readonly context: AnyListContext }) => ({ list: listOf(context) }) } as const]
  const flags = (operation: AdminListOperation) => ({ loading: LOADING_FLAGS[operation], loadingWhenFailed: true }) as const

  const machine = listSetup.createMachine({
    id: spec.id,
    // A list without images keeps none of their keys (the body's type is a list's with them).
    context: ({ input }) => ({
      ...withList(spec.start(input)),
      ...(images === undefined ? {} : { mobileImage: null, desktopImage: null }),
      // The regions' states set the flags as they are entered (machines/request-region.ts).
      ...Object.fromEntries(operations.map((operation) => [LOADING_FLAGS[operation], false])),
      error: null,
      problem: null,
      failedOperation: null
    }) as AnyListContext,
    type: "parallel",
    states: {
      list: requestRegion(listSetup, {
        ...flags("list"),
        command: names.commands.list,
        // Latest wins: reading again is harmless.
        whilePending: "latest-wins",
        src: names.calls.list,
        id: names.calls.list,
        // Nothing to show until a load succeeds, unless the list started with entries.
        emptyWhen: "nothingShown",
        onDone: { type: "storeList", params: ({ event }) => ({ list: event.output as ReadonlyArray<TEntry> }) },
        onError: failWith("list")
      }),
      create: requestRegion(listSetup, {
        ...flags("create"),
        command: names.commands.create,
        whilePending: "refused",
        src: names.calls.create,
        id: names.calls.create,
        input: (event) => event.input,
        // Actions run in order, so notifyChanged sees the list the store made.
        onDone: [{ type: "storeCreated", params: ({ event }) => ({ entry: event.output as TEntry }) }, ...toldOfChange],
        onError: failWith("create")
      }),
      update: requestRegion(listSetup, {
        ...flags("update"),
        command: names.commands.update,
        whilePending: "refused",
        src: names.calls.update,
        id: names.calls.update,
        input: (event) => ({ id: event.id, input: event.input }),
        onDone: [{ type: "storeUpdated", params: ({ event }) => ({ entry: event.output as TEntry }) }, ...toldOfChange],
        onError: failWith("update")
      }),
      delete: requestRegion(listSetup, {
        ...flags("delete"),
        command: names.commands.delete,
        whilePending: "refused",
        src: names.calls.delete,
        id: names.calls.delete,
        input: (event) => ({ id: event.id }),
        onDone: [{ type: "storeDeleted", params: ({ event }) => ({ id: event.output as Id }) }, ...toldOfChange],
        onError: failWith("delete")
      }),
      ...(images === undefined
        ? {}
        : {
            images: {
              ...requestRegion(listSetup, {
                ...flags("images"),
                command: images.upload,
                // Latest wins: the images chosen last are the ones the admin wants.
                whilePending: "latest-wins",
                src: images.call,
                id: images.call,
                input: (event) => event.images,
                onDone: { type: "storeImages", params: ({ event }) => ({ answer: event.output as ImagesAnswer }) },
                onError: failWith("images")
              }),
              on: {
                // From any substate: a pending upload is left (abandoned) and the region rests in idle.
                [images.remove]: { target: ".idle", actions: "clearImages" }
              }
            }
          })
    }
  })
  // The body above is checked against any list's context and events; the machine it makes holds
  // exactly the names it was given, which this type states (the machine's tests check it).
  return machine as unknown as AdminListMachine<TEntry, TPayload, TInput, TNames>
}
