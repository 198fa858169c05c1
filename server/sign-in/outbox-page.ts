import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { servesDevPages } from "../http/dev-pages.ts"
import { latestOutbox } from "./otp.repo.ts"
import { SignInConfig } from "./sign-in-settings.ts"

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * GET /dev/outbox: the latest 50 outbox messages, for development only and only to a client on this
 * machine (ADR 018); absent (404) in production and to any other address.
 */
export const outboxRoutes = HttpApiBuilder.Router.use((router) => Effect.gen(function* () {
  const config = yield* SignInConfig
  const sql = yield* SqlClient.SqlClient
  yield* router.get("/dev/outbox", Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!servesDevPages(config.production, request.remoteAddress)) {
      return HttpServerResponse.unsafeJson({ success: false, message: "Not found" }, { status: 404 })
    }
    const messages = yield* latestOutbox(50).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.orDie)
    const items = messages.map((m) =>
      `<li><time>${escapeHtml(new Date(m.createdAt).toISOString())}</time> to <b>${escapeHtml(m.recipient)}</b>: ${escapeHtml(m.message)}</li>`)
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title></head>` +
      `<body><h1>SMS outbox (development only)</h1>` +
      (items.length === 0 ? "<p>No messages yet.</p>" : `<ol>${items.join("")}</ol>`) + "</body></html>"
    return HttpServerResponse.html(html).pipe(HttpServerResponse.setHeader("cache-control", "no-store"))
  }))
}))
