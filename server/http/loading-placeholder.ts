// A module of its own, with no imports, so that the browser-side test of the Pending component
// (tests/components/pending.test.tsx, jsdom) can hold the two to the same markup.

/** §2's 'Loading...', as the app's Pending component draws it (src/components/pending.tsx). */
export const LOADING_PLACEHOLDER =
  '<p role="status" data-loading="" class="flex min-h-[40vh] items-center justify-center text-slate-500">Loading...</p>'
