import type { Server } from "node:http"

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * Graceful shutdown (issue 17 item 6). The platform closes the server when the process is told to
 * stop (SIGTERM, SIGINT): Node's `close` stops accepting connections and waits for every open one
 * to end, which a keep-alive connection at rest never does by itself, and a request that hangs
 * never would. So while closing, connections at rest are closed as soon as they are at rest (a
 * request in flight finishes first and then its connection goes), and whatever is still open after
 * `graceMs` is cut. The database closes only after this, so a request in flight keeps it.
 */
export const drainOnClose = (server: Server, graceMs: number = SHUTDOWN_GRACE_MS, onClosing?: () => void): void => {
  const close = server.close.bind(server)
  server.close = (callback?: (error?: Error) => void) => {
    const started = Date.now()
    // Requests that never end by themselves (the live streams, ADR 062) are ended now.
    onClosing?.()
    const sweep = setInterval(() => {
      if (Date.now() - started >= graceMs) server.closeAllConnections()
      else server.closeIdleConnections()
    }, 50)
    sweep.unref()
    server.once("close", () => clearInterval(sweep))
    close(callback)
    server.closeIdleConnections()
    return server
  }
}
