// effect/Stream as @effect/platform's HTTP client modules see it in the browser's build only
// (vite.config.ts, ADR 054). The client reaches Effect's streams only where a body is streamed (a
// streamed request body, a response read as `.stream`, a file uploaded as a stream); the shop's
// browser never streams a body: every call is JSON, URL parameters or a form (HttpApiClient reads
// answers whole). The real module brought Effect's channels, queues and sinks (some 70 KB unminified)
// to every page that calls the API. A browser module that imports a name not here fails the build;
// one that calls these at run time fails with the sentence below, as a defect.

import { notInTheBrowser } from "./not-in-the-browser.ts"

export const fromReadableStream = notInTheBrowser("Stream.fromReadableStream")
export const fail = notInTheBrowser("Stream.fail")
export const unwrap = notInTheBrowser("Stream.unwrap")
export const suspend = notInTheBrowser("Stream.suspend")
export const ensuring = notInTheBrowser("Stream.ensuring")
export const toReadableStreamEffect = notInTheBrowser("Stream.toReadableStreamEffect")
