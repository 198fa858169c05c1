import { and, assign, fromPromise, raise, setup, stateIn } from "xstate"
import type { Id } from "#domain/common.ts"
import { storedTextOf } from "#domain/failure-words.ts"
import {
  addEntry,
  hasEntry,
  isWishlistFull,
  limitEntries,
  removeEntry,
  WISHLIST_ERROR_TEXTS,
  WISHLIST_FULL_TEXT,
  type WishlistEntry
} from "#domain/wishlist.ts"
import { requestRegion } from "./request-region.ts"

/**
 * DESIGN §4 Wishlist: a visitor's list is kept in the browser, a signed-in customer's on the server,
 * and at sign-in the visitor's list is merged into the customer's. The machine has no side effects
 * (DESIGN §1): the root decodes the stored list (WishlistEntries) into the input, persists `items`
 * when they change, sends `wishlist.synced` when another tab saved a different visitor's list, and
 * provides the two calls below.
 *
 * States:
 * - `visitor`: add, remove and toggle change `items` at once.
 * - `customer`: two request regions (machines/request-region.ts).
 *   - `list`: sign-in loads the customer's list (`pending`), the visitor's products merged into it
 *     when there are any. Commands meanwhile are applied to `items` and queued; the answer replaces
 *     the list and the queue is replayed on it, then sent. `failed`: the load failed; `items` stay
 *     the visitor's (commands change them locally) until `wishlist.reload` or `wishlist.signedIn`
 *     (same client) tries again (`wishlist.reload` does nothing in any other state). `idle`: loaded.
 *   - `send`: once the list is loaded, commands are applied to `items` at once (optimistic) and
 *     sent one at a time, in order (`wishlist.send`, which the machine gives itself after each
 *     change and each answer). The head of `queue` is the call in flight while `pending`; `failed`:
 *     the last change was refused and dropped, with its text.
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
  /** Send the change at the head of the queue, when the list is loaded and none is in flight (the machine gives it itself). */
  | { readonly type: "wishlist.send" }

/** The customer's list to load: the visitor's products merged into it (none: the list as the server holds it). */
export interface LoadWishlistInput {
  readonly productIds: ReadonlyArray<Id>
}

/** One change sent to the server: a product added to the customer's list or removed from it. */
export interface WishlistChange {
  readonly kind: WishlistCommand["kind"]
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

/** The change the command at the head of the queue sends (the send region's guard ensures there is one). */
const changeOf = (command: WishlistCommand | undefined): WishlistChange => {
  if (command === undefined) throw new Error("wishlist: no command to send")
  return { kind: command.kind, productId: command.kind === "add" ? command.entry.productId : command.productId }
}

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

const signedOut = { items: [], clientId: null, error: null, queue: [], confirmed: [] } as const

const wishlistSetup = setup({
  types: {
    context: {} as WishlistContext,
    input: {} as WishlistInput,
    events: {} as WishlistEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every call fails with these messages.
    // The root answers a load with nothing to merge by reading the list, else by merging (DESIGN §4).
    loadWishlist: unprovided<ReadonlyArray<WishlistEntry>, LoadWishlistInput>("loadWishlist"),
    changeWishlist: unprovided<ReadonlyArray<WishlistEntry>, WishlistChange>("changeWishlist")
  },
  guards: {
    isOtherClient: ({ context }, params: { readonly clientId: string }) => context.clientId !== params.clientId,
    /** The sign-in load failed: changes are made in the browser only until it is tried again. */
    loadFailed: stateIn("#wishlist.customer.list.failed"),
    /** A change waits and the list is loaded: the head is sent (one at a time: `send` refuses while one is in flight). */
    changeToSend: and([({ context }: { readonly context: WishlistContext }) => context.queue.length > 0, stateIn("#wishlist.customer.list.idle")])
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
    /** The change at the head of the queue is sent, if it may be (the send region's command). */
    sendNext: raise({ type: "wishlist.send" }),
    /** The same customer signed in again: a failed load is tried again (the list region's command). */
    retryLoad: raise({ type: "wishlist.reload" }),
    /** The server's list, with the commands given meanwhile replayed on it (they are sent next). */
    storeLoaded: assign(({ context }, params: { readonly list: ReadonlyArray<WishlistEntry> }) => ({
      confirmed: params.list,
      items: applyCommands(params.list, context.queue),
      error: null
    })),
    /**
     * The visitor's list stays, with the changes made meanwhile; the retry merges it as it is then.
     * The text is the failed call's own (a merge's or a read's, WISHLIST_ERROR_TEXTS).
     */
    failLoad: assign((_, params: { readonly error: unknown }) => ({
      queue: [],
      error: storedTextOf(params.error, WISHLIST_ERROR_TEXTS.load)
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
    rejectHead: assign(({ context }) => {
      const rest = context.queue.slice(1)
      return { queue: rest, items: applyCommands(context.confirmed, rest), error: WISHLIST_ERROR_TEXTS[context.queue[0]?.kind ?? "add"] }
    })
  }
})

/** A shopper's change, by the list as shown: made here only, or shown at once and sent in turn. */
const changeEvent = [
  // The load failed: in the browser only (the retry merges the list as it is then).
  { guard: "loadFailed", actions: { type: "applyLocally", params: ({ event }: { readonly event: CommandEvent }) => ({ event }) } },
  // Shown at once and queued (a repeat or a refusal only sets or clears the error); sent when its turn comes.
  { actions: [{ type: "enqueue", params: ({ event }: { readonly event: CommandEvent }) => ({ event }) }, "sendNext"] }
] as const

export const wishlistMachine = wishlistSetup.createMachine({
  id: "wishlist",
  context: ({ input }) => ({
    items: limitEntries(input.items),
    clientId: null,
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
      type: "parallel",
      on: {
        "wishlist.signedIn": [
          // A different customer: as sign-out then sign-in with an empty visitor list.
          {
            guard: { type: "isOtherClient", params: ({ event }) => ({ clientId: event.clientId }) },
            target: "customer",
            reenter: true,
            actions: ["forget", { type: "signIn", params: ({ event }) => ({ clientId: event.clientId }) }]
          },
          // The same customer again: a failed load is tried again; otherwise nothing happens.
          { actions: "retryLoad" }
        ],
        "wishlist.add": changeEvent,
        "wishlist.remove": changeEvent,
        "wishlist.toggle": changeEvent
      },
      states: {
        list: requestRegion(wishlistSetup, {
          command: "wishlist.reload",
          // Only a failed load is tried again.
          takenIn: ["failed"],
          // Signing in loads the list: the visitor's products (the list as it is then) merged into the customer's.
          startsPending: true,
          whilePending: "refused",
          src: "loadWishlist",
          id: "loadWishlist",
          input: (_, context) => ({ productIds: context.items.map((entry) => entry.productId) }),
          onDone: [{ type: "storeLoaded", params: ({ event }) => ({ list: event.output }) }, "sendNext"],
          onError: { type: "failLoad", params: ({ event }) => ({ error: event.error }) }
        }),
        send: requestRegion(wishlistSetup, {
          command: "wishlist.send",
          when: "changeToSend",
          // A write: abandoning it would not undo it on the server; the next waits its turn.
          whilePending: "refused",
          src: "changeWishlist",
          id: "changeWishlist",
          input: (_, context) => changeOf(context.queue[0]),
          onDone: [{ type: "confirmHead", params: ({ event }) => ({ list: event.output }) }, "sendNext"],
          onError: ["rejectHead", "sendNext"]
        })
      }
    }
  }
})

export type WishlistMachine = typeof wishlistMachine
