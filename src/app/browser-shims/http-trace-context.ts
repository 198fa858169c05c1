// @effect/platform's HttpTraceContext as its HTTP client sees it in the browser's build only
// (vite.config.ts, ADR 054). The browser's runtime traces nothing (src/app/api.ts sets the tracer
// off: no span is exported from a shopper's phone), so the client never opens a span for a request
// and never sends its trace headers (`traceparent`, `b3`) to the shop. A span reaching here fails
// with the sentence below, as a defect, never quietly.

import { notInTheBrowser } from "./not-in-the-browser.ts"

export const toHeaders = notInTheBrowser("HttpTraceContext.toHeaders")
