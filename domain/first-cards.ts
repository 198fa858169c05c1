/**
 * How many cards a grid draws first (issue 36 item 2): more than a phone's or a computer's first
 * screen shows (two columns of six rows, or three rows of four or five). The server's first view
 * and the app's hydration draw these; the rest follow in a background render React can pause
 * (`useDeferredValue` with this as its first value), so a listing of 24 products neither sends
 * nor hydrates 24 cards before the first paint and the first input.
 */
export const FIRST_CARDS = 12
