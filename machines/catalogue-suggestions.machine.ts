import { assign, fromPromise, setup } from "xstate"
import { type CatalogueSuggestions, NO_CATALOGUE_SUGGESTIONS, suggestQueryOf } from "#domain/catalogue-suggestions.ts"

/**
 * The header's product and brand suggestions (issue 19 item 5, ADR 035): the search box sends what
 * the shopper has typed; once typing pauses (PAUSE_MS) the machine asks the server (`askSuggestions`,
 * GET search/suggest) for the query, and shows its answer. A keystroke while it waits or asks starts
 * the pause again (the question in flight is dropped: its answer would be for other text). A query
 * asked before in this page's life is answered from the last KEPT_ANSWERS answers at once (backspace
 * does not ask again). Under 2 characters (§9) it shows nothing. The last answer stays shown while
 * the next is asked, so the list does not flicker; a failed question shows none (the category
 * suggestions the browser computes are still there) and the next keystroke asks again.
 *
 * The call is provided by the search box (the API client loads with the box's first use); without
 * it every question fails loudly.
 */

export const PAUSE_MS = 200
export const KEPT_ANSWERS = 20

export interface CatalogueSuggestionsContext {
  /** The query shown or being asked (§2's rule: suggestQueryOf), null under 2 characters. */
  readonly query: string | null
  /** What the box shows: the products and brands of the last answer. */
  readonly shown: CatalogueSuggestions
  /** The last answers, by query in lower case, oldest first. */
  readonly kept: ReadonlyArray<readonly [string, CatalogueSuggestions]>
}

export type CatalogueSuggestionsEvent = { readonly type: "suggest.type"; readonly text: string }

const keyOf = (query: string) => query.toLowerCase()
const queryOf = (event: CatalogueSuggestionsEvent) => suggestQueryOf(event.text)
const keptFor = (context: CatalogueSuggestionsContext, query: string | null) =>
  query === null ? undefined : context.kept.find(([key]) => key === keyOf(query))?.[1]

export const catalogueSuggestionsMachine = setup({
  types: { context: {} as CatalogueSuggestionsContext, events: {} as CatalogueSuggestionsEvent },
  actors: {
    askSuggestions: fromPromise<CatalogueSuggestions, { readonly query: string }>(() => Promise.reject(new Error("askSuggestions not provided")))
  },
  delays: { pause: PAUSE_MS },
  guards: {
    tooShort: ({ event }) => queryOf(event) === null,
    unchanged: ({ context, event }) => queryOf(event) === context.query,
    answered: ({ context, event }) => keptFor(context, queryOf(event)) !== undefined
  },
  actions: {
    clear: assign({ query: null, shown: NO_CATALOGUE_SUGGESTIONS }),
    ask: assign({ query: ({ event }) => queryOf(event) }),
    showKept: assign(({ context, event }) => ({ query: queryOf(event), shown: keptFor(context, queryOf(event)) ?? NO_CATALOGUE_SUGGESTIONS })),
    keep: assign(({ context }, params: { readonly answer: CatalogueSuggestions }) => {
      const key = keyOf(context.query ?? "")
      return {
        shown: params.answer,
        kept: [...context.kept.filter(([k]) => k !== key), [key, params.answer] as const].slice(-KEPT_ANSWERS)
      }
    }),
    // The question failed: nothing of it is shown, and the same text asks again.
    forget: assign({ query: null, shown: NO_CATALOGUE_SUGGESTIONS })
  }
}).createMachine({
  id: "catalogueSuggestions",
  context: { query: null, shown: NO_CATALOGUE_SUGGESTIONS, kept: [] },
  initial: "idle",
  on: {
    "suggest.type": [
      { guard: "tooShort", target: ".idle", actions: "clear" },
      // The same query (a space added at the end): what is shown or asked stays.
      { guard: "unchanged" },
      { guard: "answered", target: ".shown", actions: "showKept" },
      { target: ".waiting", reenter: true, actions: "ask" }
    ]
  },
  states: {
    idle: {},
    waiting: {
      after: { pause: "asking" }
    },
    asking: {
      invoke: {
        id: "askSuggestions",
        src: "askSuggestions",
        input: ({ context }) => ({ query: context.query ?? "" }),
        onDone: { target: "shown", actions: { type: "keep", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "failed", actions: "forget" }
      }
    },
    shown: {},
    failed: {}
  }
})

export type CatalogueSuggestionsMachine = typeof catalogueSuggestionsMachine
