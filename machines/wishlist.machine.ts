import { assign, fromPromise, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import {
  addEntry,
  hasEntry,
  isWishlistFull,
  limitEntries,
  removeEntry,
  WISHLIST_ERROR_TEXTS,
  WISHLIST_FULL_TEXT,
  type WishlistEntry,
  type WishlistOperation
} from "#domain/wishlist.ts"

/**
 * DESIGN §4 Wishlist: a visitor's list is kept in the browser, a signed-in customer's on the server,
 * and at sign-in the visitor's list is merged into the customer's. The machine has no side effects
 * (DESIGN §1): the root decodes the stored list (WishlistEntries) into the input, persists `items`
 * when they change, sends `wishlist.synced` when another tab saved a different visitor's list, and
 * provides the four calls below.
 *
 * States:
 * - `visitor`: add, remove and toggle change `items` at once.
 * - `customer.loading`: sign-in; the merge (visitor list non-empty) or the fetch is in flight.
 *   Commands meanwhile are applied to `items` and queued; the answer replaces the list and the
 *   queue is replayed on it, then sent.
 * - `customer.failed`: the load failed; `items` stay the visitor's (commands change them locally)
 *   until `wishlist.reload` or `wishlist.signedIn` (same client) tries again (`wishlist.reload`
 *   does nothing in any other state).
 * - `customer.idle`, `customer.adding`, `customer.removing`: commands are applied to `items` at once
 *   (optimistic) and sent one at a time, in order. The head of `queue` is the call in flight.
 *
 * `wishlist.signedOut`, in any state, abandons every call in flight (a late answer is ignored) and
 * empties the list: the customer's list stays on their account, and the next shopper on this browser
 * must not see it.
 */

export interface WishlistInput {
  /** The visitor's list, restored (and decoded) from browser storage; [] when none. */
  readonly items: ReadonlyArray<WishlistEntry>
}

/** A change the customer made that the server has not yet answered. */
export type WishlistCommand =
  | { readonly kind: "add"; readonly entry: WishlistEntry }
  | { readonly kind: "remove"; readonly productId: Id }

export interface WishlistContext {
  /** The list the shopper sees, newest first: the server's list with the pending commands applied. */
  readonly items: ReadonlyArray<WishlistEntry>
  /** The signed-in customer, or null for a visitor. */
  readonly clientId: string | null
  /** True while the sign-in merge or fetch is in flight. */
  readonly loading: boolean
  /** The text of the last failure (WISHLIST_ERROR_TEXTS) or WISHLIST_FULL_TEXT; cleared by the next command. */
  readonly error: string | null
  /** Commands not yet answered, in the order given; while sending, the first is in flight. */
  readonly queue: ReadonlyArray<WishlistCommand>
  /** The last list the server answered ([] before the first answer). */
  readonly confirmed: ReadonlyArray<WishlistEntry>
}

export type WishlistEvent =
  | { readonly type: "wishlist.add"; readonly entry: WishlistEntry }
  | { readonly type: "wishlist.remove"; readonly productId: Id }
  | { readonly type: "wishlist.toggle"; readonly entry: WishlistEntry }
  | { readonly type: "wishlist.signedIn"; readonly clientId: string }
  | { readonly type: "wishlist.signedOut" }
  | { readonly type: "wishlist.synced"; readonly items: ReadonlyArray<WishlistEntry> }
  | { readonly type: "wishlist.reload" }

export interface MergeWishlistInput {
  readonly productIds: ReadonlyArray<Id>
}

export interface WishlistProductInput {
  readonly productId: Id
}

/** One command applied to a list, by the domain rules. */
export const applyCommand = (list: ReadonlyArray<WishlistEntry>, command: WishlistCommand): ReadonlyArray<WishlistEntry> =>
  command.kind === "add" ? addEntry(list, command.entry) : removeEntry(list, command.productId)

/** A list with commands applied in order: what the shopper sees while they are pending. */
export const applyCommands = (list: ReadonlyArray<WishlistEntry>, commands: ReadonlyArray<WishlistCommand>): ReadonlyArray<WishlistEntry> =>
  commands.reduce(applyCommand, list)

/**
 * The command an event asks for against the list the shopper sees, or null when it would change
 * nothing (already listed, not listed) or is refused (full: `full` true).
 */
const commandFor = (
  items: ReadonlyArray<WishlistEntry>,
  event: Extract<WishlistEvent, { readonly type: "wishlist.add" | "wishlist.remove" | "wishlist.toggle" }>
): { readonly command: WishlistCommand | null; readonly full: boolean } => {
  const productId = event.type === "wishlist.remove" ? event.productId : event.entry.productId
  const listed = hasEntry(items, productId)
  if (event.type === "wishlist.remove" || (event.type === "wishlist.toggle" && listed)) {
    return { command: listed ? { kind: "remove", productId } : null, full: false }
  }
  if (listed) return { command: null, full: false }
  if (isWishlistFull(items)) return { command: null, full: true }
  return { command: { kind: "add", entry: event.entry }, full: false }
}

type CommandEvent = Parameters<typeof commandFor>[1]

/** The product of the command in flight (the guards into adding and removing ensure there is one). */
const productIdOf = (command: WishlistCommand | undefined): Id => {
  if (command === undefined) throw new Error("wishlist: no command to send")
  return command.kind === "add" ? command.entry.productId : command.productId
}

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

const signedOut = { items: [], clientId: null, loading: false, error: null, queue: [], confirmed: [] } as const

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    input: {} as WishlistInput,
    events: {} as WishlistEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every call fails with these messages.
    fetchWishlist: unprovided<ReadonlyArray<WishlistEntry>, void>("fetchWishlist"),
    mergeWishlist: unprovided<ReadonlyArray<WishlistEntry>, MergeWishlistInput>("mergeWishlist"),
    addToWishlist: unprovided<ReadonlyArray<WishlistEntry>, WishlistProductInput>("addToWishlist"),
    removeFromWishlist: unprovided<ReadonlyArray<WishlistEntry>, WishlistProductInput>("removeFromWishlist")
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    isOtherClient: ({ context }, params: { readonly clientId: string }) => context.clientId !== params.clientId,
    isSameClient: ({ context }, params: { readonly clientId: string }) => context.clientId === params.clientId,
    nextIsAdd: ({ context }) => context.queue[0]?.kind === "add",
    nextIsRemove: ({ context }) => context.queue[0]?.kind === "remove",
    /** The event changes the list (it is not a repeat, and not refused for a full list). */
    isChange: ({ context }, params: { readonly event: CommandEvent }) => commandFor(context.items, params.event).command !== null
  },
  actions: {
    /** Visitor, or signed in with the server's list unknown: the change is made here only. */
    applyLocally: assign(({ context }, params: { readonly event: CommandEvent }) => {
      const { command, full } = commandFor(context.items, params.event)
      return {
        items: command === null ? context.items : applyCommand(context.items, command),
        error: full ? WISHLIST_FULL_TEXT : null
      }
    }),
    /** Signed in: the change is shown at once and waits its turn to be sent. */
    enqueue: assign(({ context }, params: { readonly event: CommandEvent }) => {
      const { command, full } = commandFor(context.items, params.event)
      return command === null
        ? { error: full ? WISHLIST_FULL_TEXT : null }
        : { items: applyCommand(context.items, command), queue: [...context.queue, command], error: null }
    }),
    replaceItems: assign((_, params: { readonly items: ReadonlyArray<WishlistEntry> }) => ({ items: limitEntries(params.items) })),
    signIn: assign((_, params: { readonly clientId: string }) => ({ clientId: params.clientId })),
    /** Sign-out, and the first half of a different customer signing in. */
    forget: assign(signedOut),
    startLoading: assign({ loading: true }),
    stopLoading: assign({ loading: false }),
    /** The server's list, with the commands given meanwhile replayed on it (they are sent next). */
    storeLoaded: assign(({ context }, params: { readonly list: ReadonlyArray<WishlistEntry> }) => ({
      confirmed: params.list,
      items: applyCommands(params.list, context.queue),
      error: null
    })),
    /** The visitor's list stays, with the changes made meanwhile; the retry merges it as it is then. */
    failLoad: assign((_, params: { readonly operation: WishlistOperation }) => ({
      queue: [],
      error: WISHLIST_ERROR_TEXTS[params.operation]
    })),
    /**
     * The head was applied. Its answer is the whole list, authoritative only when nothing else waits;
     * otherwise the shown list (which already has the waiting commands) stays, so they are not undone.
     */
    confirmHead: assign(({ context }, params: { readonly list: ReadonlyArray<WishlistEntry> }) => {
      const rest = context.queue.slice(1)
      return { confirmed: params.list, queue: rest, items: rest.length === 0 ? params.list : context.items }
    }),
    /** The head failed: its effect is dropped (the last server list with the rest replayed), the rest goes on. */
    rejectHead: assign(({ context }, params: { readonly operation: WishlistOperation }) => {
      const rest = context.queue.slice(1)
      return { queue: rest, items: applyCommands(context.confirmed, rest), error: WISHLIST_ERROR_TEXTS[params.operation] }
    })
  }
}).createMachine({
  id: "wishlist",
  context: ({ input }) => ({
    items: limitEntries(input.items),
    clientId: null,
    loading: false,
    error: null,
    queue: [],
    confirmed: []
  }),
  initial: "visitor",
  on: {
    "wishlist.signedOut": { target: ".visitor", actions: "forget" }
  },
  states: {
    visitor: {
      on: {
        "wishlist.add": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
        "wishlist.remove": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
        "wishlist.toggle": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
        // Another tab's list (the root decoded it): taken as it is, within the limit.
        "wishlist.synced": { actions: { type: "replaceItems", params: ({ event }) => ({ items: event.items }) } },
        "wishlist.signedIn": { target: "customer", actions: { type: "signIn", params: ({ event }) => ({ clientId: event.clientId }) } }
      }
    },
    customer: {
      on: {
        // A different customer: as sign-out then sign-in with an empty visitor list. The same
        // customer again is ignored (except in `failed`, where it is the retry).
        "wishlist.signedIn": {
          guard: { type: "isOtherClient", params: ({ event }) => ({ clientId: event.clientId }) },
          target: "customer",
          reenter: true,
          actions: ["forget", { type: "signIn", params: ({ event }) => ({ clientId: event.clientId }) }]
        }
      },
      initial: "loading",
      states: {
        loading: {
          entry: "startLoading",
          exit: "stopLoading",
          on: {
            "wishlist.add": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.remove": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.toggle": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
          },
          initial: "choosing",
          states: {
            // Decided on entry, from the list as it is then: merge a visitor's products, else fetch.
            choosing: { always: [{ guard: "hasItems", target: "merging" }, { target: "fetching" }] },
            merging: {
              invoke: {
                id: "mergeWishlist",
                src: "mergeWishlist",
                input: ({ context }) => ({ productIds: context.items.map((entry) => entry.productId) }),
                onDone: { target: "#wishlist.customer.sending", actions: { type: "storeLoaded", params: ({ event }) => ({ list: event.output }) } },
                onError: { target: "#wishlist.customer.failed", actions: { type: "failLoad", params: { operation: "merge" } } }
              }
            },
            fetching: {
              invoke: {
                id: "fetchWishlist",
                src: "fetchWishlist",
                onDone: { target: "#wishlist.customer.sending", actions: { type: "storeLoaded", params: ({ event }) => ({ list: event.output }) } },
                onError: { target: "#wishlist.customer.failed", actions: { type: "failLoad", params: { operation: "load" } } }
              }
            }
          }
        },
        failed: {
          on: {
            "wishlist.add": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
            "wishlist.remove": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
            "wishlist.toggle": { actions: { type: "applyLocally", params: ({ event }) => ({ event }) } },
            "wishlist.reload": "loading",
            "wishlist.signedIn": { guard: { type: "isSameClient", params: ({ event }) => ({ clientId: event.clientId }) }, target: "loading" }
          }
        },
        // Never rests here: sends the next command, or rests in idle when none waits.
        sending: {
          always: [{ guard: "nextIsAdd", target: "adding" }, { guard: "nextIsRemove", target: "removing" }, { target: "idle" }]
        },
        idle: {
          on: {
            "wishlist.add": [
              { guard: { type: "isChange", params: ({ event }) => ({ event }) }, target: "sending", actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
              // A repeat or a refusal: nothing to send (enqueue only sets or clears the error).
              { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
            ],
            "wishlist.remove": [
              { guard: { type: "isChange", params: ({ event }) => ({ event }) }, target: "sending", actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
              // A repeat or a refusal: nothing to send (enqueue only sets or clears the error).
              { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
            ],
            "wishlist.toggle": [
              { guard: { type: "isChange", params: ({ event }) => ({ event }) }, target: "sending", actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
              // A repeat or a refusal: nothing to send (enqueue only sets or clears the error).
              { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
            ]
          }
        },
        adding: {
          on: {
            "wishlist.add": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.remove": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.toggle": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
          },
          invoke: {
            id: "addToWishlist",
            src: "addToWishlist",
            input: ({ context }) => ({ productId: productIdOf(context.queue[0]) }),
            onDone: { target: "sending", actions: { type: "confirmHead", params: ({ event }) => ({ list: event.output }) } },
            onError: { target: "sending", actions: { type: "rejectHead", params: { operation: "add" } } }
          }
        },
        removing: {
          on: {
            "wishlist.add": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.remove": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } },
            "wishlist.toggle": { actions: { type: "enqueue", params: ({ event }) => ({ event }) } }
          },
          invoke: {
            id: "removeFromWishlist",
            src: "removeFromWishlist",
            input: ({ context }) => ({ productId: productIdOf(context.queue[0]) }),
            onDone: { target: "sending", actions: { type: "confirmHead", params: ({ event }) => ({ list: event.output }) } },
            onError: { target: "sending", actions: { type: "rejectHead", params: { operation: "remove" } } }
          }
        }
      }
    }
  }
})

export type WishlistMachine = typeof wishlistMachine
