/**
 * Runs `run` once the browser has painted the next frame: a frame's callbacks run before its paint,
 * and a task queued from one runs after it. A tap whose own feedback is already on the screen (the
 * cart's count) opens what costs more to draw (a modal <dialog>, which restyles the page behind it
 * to make it inert) after that paint, so the shopper sees the tap answered first (issue 36 item 5).
 */
export const afterNextPaint = (run: () => void): void => {
  requestAnimationFrame(() => { setTimeout(run, 0) })
}
