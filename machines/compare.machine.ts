import { assign, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import {
  addCompareEntry,
  COMPARE_FULL_TEXT,
  type CompareEntry,
  isCompared,
  isCompareFull,
  limitCompareEntries,
  removeCompareEntry
} from "#domain/compare.ts"

/**
 * DESIGN §4 Compare: the products the shopper put side by side, at most COMPARE_LIMIT. The machine
 * has no side effects (DESIGN §1): the root decodes the stored list (CompareEntries) into the input,
 * persists `items` whenever they change, and sends `compare.synced` when another tab saved a
 * different list.
 *
 * The state says how full the list is: `empty`, `some` or `full`. `message` is only ever set in
 * `full` (a refused add); leaving `full` clears it.
 */

export interface CompareInput {
  readonly items: ReadonlyArray<CompareEntry>
}

export interface CompareContext {
  readonly items: ReadonlyArray<CompareEntry>
  /** COMPARE_FULL_TEXT after an add was refused; null otherwise. */
  readonly message: string | null
}

export type CompareEvent =
  | { readonly type: "compare.add"; readonly entry: CompareEntry }
  | { readonly type: "compare.remove"; readonly productId: Id }
  | { readonly type: "compare.clear" }
  | { readonly type: "compare.dismiss" }
  | { readonly type: "compare.synced"; readonly items: ReadonlyArray<CompareEntry> }

export const compareMachine = setup({
  types: {
    context: {} as CompareContext,
    input: {} as CompareInput,
    events: {} as CompareEvent
  },
  guards: {
    isEmpty: ({ context }) => context.items.length === 0,
    isFull: ({ context }) => isCompareFull(context.items),
    isCompared: ({ context }, params: { readonly productId: Id }) => isCompared(context.items, params.productId)
  },
  actions: {
    add: assign(({ context }, params: { readonly entry: CompareEntry }) => ({ items: addCompareEntry(context.items, params.entry) })),
    remove: assign(({ context }, params: { readonly productId: Id }) => ({
      items: removeCompareEntry(context.items, params.productId),
      message: null
    })),
    clear: assign({ items: [], message: null }),
    refuseFull: assign({ message: COMPARE_FULL_TEXT }),
    dismiss: assign({ message: null }),
    // Another tab's list: taken as it is, within the limit.
    replaceItems: assign((_, params: { readonly items: ReadonlyArray<CompareEntry> }) => ({
      items: limitCompareEntries(params.items)
    }))
  }
}).createMachine({
  id: "compare",
  context: ({ input }) => ({ items: limitCompareEntries(input.items), message: null }),
  initial: "counting",
  on: {
    "compare.remove": { target: ".counting", actions: { type: "remove", params: ({ event }) => ({ productId: event.productId }) } },
    "compare.clear": { target: ".empty", actions: "clear" },
    "compare.dismiss": { actions: "dismiss" },
    "compare.synced": { target: ".counting", actions: { type: "replaceItems", params: ({ event }) => ({ items: event.items }) } }
  },
  states: {
    // Never rests here: places the list in the state that matches its length.
    counting: {
      always: [
        { guard: "isEmpty", target: "empty", actions: "dismiss" },
        { guard: "isFull", target: "full" },
        { target: "some", actions: "dismiss" }
      ]
    },
    empty: {
      on: { "compare.add": { target: "counting", actions: { type: "add", params: ({ event }) => ({ entry: event.entry }) } } }
    },
    some: {
      on: {
        "compare.add": [
          // Already compared: nothing changes.
          { guard: { type: "isCompared", params: ({ event }) => ({ productId: event.entry.productId }) } },
          { target: "counting", actions: { type: "add", params: ({ event }) => ({ entry: event.entry }) } }
        ]
      }
    },
    full: {
      on: {
        "compare.add": [
          { guard: { type: "isCompared", params: ({ event }) => ({ productId: event.entry.productId }) } },
          // The list stays as it is; the shopper is told why.
          { actions: "refuseFull" }
        ]
      }
    }
  }
})

export type CompareMachine = typeof compareMachine
