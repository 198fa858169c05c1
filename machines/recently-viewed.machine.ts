import { assign, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import { limitRecentlyViewed, recordViewed } from "#domain/recently-viewed.ts"

/**
 * Issue 19: the products the shopper viewed last, most recent first, at most RECENTLY_VIEWED_LIMIT,
 * kept in the browser. The machine has no side effects (DESIGN §1): the root decodes the stored list
 * into the input, persists `productIds` whenever they change, and sends `recently-viewed.synced`
 * when another tab saved a different list. The product page's route sends `recently-viewed.record`
 * on every visit.
 *
 * The state says whether there is anything to show: `empty` or `some`.
 */

export interface RecentlyViewedInput {
  readonly productIds: ReadonlyArray<Id>
}

export interface RecentlyViewedContext {
  readonly productIds: ReadonlyArray<Id>
}

export type RecentlyViewedEvent =
  | { readonly type: "recently-viewed.record"; readonly productId: Id }
  | { readonly type: "recently-viewed.synced"; readonly productIds: ReadonlyArray<Id> }

export const recentlyViewedMachine = setup({
  types: {
    context: {} as RecentlyViewedContext,
    input: {} as RecentlyViewedInput,
    events: {} as RecentlyViewedEvent
  },
  guards: {
    isEmpty: ({ context }) => context.productIds.length === 0
  },
  actions: {
    record: assign(({ context }, params: { readonly productId: Id }) => ({ productIds: recordViewed(context.productIds, params.productId) })),
    // Another tab's list: taken as it is, within the limit.
    replace: assign((_, params: { readonly productIds: ReadonlyArray<Id> }) => ({ productIds: limitRecentlyViewed(params.productIds) }))
  }
}).createMachine({
  id: "recentlyViewed",
  context: ({ input }) => ({ productIds: limitRecentlyViewed(input.productIds) }),
  initial: "counting",
  on: {
    "recently-viewed.record": { target: ".counting", actions: { type: "record", params: ({ event }) => ({ productId: event.productId }) } },
    "recently-viewed.synced": { target: ".counting", actions: { type: "replace", params: ({ event }) => ({ productIds: event.productIds }) } }
  },
  states: {
    // Never rests here: places the list in the state that matches its length.
    counting: {
      always: [{ guard: "isEmpty", target: "empty" }, { target: "some" }]
    },
    empty: {},
    some: {}
  }
})

export type RecentlyViewedMachine = typeof recentlyViewedMachine
