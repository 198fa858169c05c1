import { createFileRoute, Link, useNavigate, useRouter } from "@tanstack/react-router"
import { Schema } from "effect"
import { useState } from "react"
import { type InboxMessage, MessageFilter, replyLink } from "#domain/contact-inbox.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { buttonClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/** The inbox's filter and page in the URL (`?filter=open&page=2`); a malformed value is the default (STYLE §7). */
const searchOf = (search: unknown): { readonly filter: MessageFilter; readonly page: number } => {
  const s = (search ?? {}) as { readonly filter?: unknown; readonly page?: unknown }
  const page = Number(s.page)
  return {
    filter: Schema.is(MessageFilter)(s.filter) ? s.filter : "open",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
  }
}

const FILTER_LABELS: Record<MessageFilter, string> = { open: "Waiting", unread: "Unread", handled: "Handled", all: "All" }

/**
 * /admin/messages (issue 20 item 6, ADR 040): the contact form's messages, newest first, the ones
 * waiting for an answer by default. Opening one marks it read; reply by e-mail (a mailto: link with
 * the subject and their message quoted), then mark it handled.
 */
export const Route = createFileRoute("/_layout/admin/messages")({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.messages(searchOf(deps)))),
  component: MessagesAdmin
})

function MessagesAdmin() {
  const result = Route.useLoaderData()
  const { filter } = searchOf(Route.useSearch())
  const navigate = useNavigate({ from: "/admin/messages" })
  const router = useRouter()
  const call = useCall(() => router.invalidate())
  const [open, setOpen] = useState<InboxMessage | null>(null)
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const openOne = (message: InboxMessage) => {
    setOpen(message)
    // The first opening marks it read on the server; the list follows.
    if (message.readAt === null) call.run(message._id, "", adminCall((api) => api.openMessage(message._id)))
  }
  const setHandled = (message: InboxMessage, handled: boolean) => {
    call.run(message._id, handled ? `The message from ${message.name} is marked handled.` : `The message from ${message.name} is waiting again.`,
      adminCall((api) => api.markMessageHandled(message._id, handled)))
    setOpen(null)
  }
  return (
    <section aria-labelledby="messages" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="messages" className="text-xl font-semibold">Messages <span className="text-sm font-normal text-slate-500">({result.unread} unread, {result.open} waiting)</span></h2>
        <Link to="/admin/reviews" className="text-sm text-orange-700 underline">Review moderation</Link>
      </div>
      <nav aria-label="Which messages" className="flex flex-wrap gap-2">
        {(["open", "unread", "handled", "all"] as const).map((f) => (
          <Link key={f} to="/admin/messages" search={{ filter: f }} aria-current={f === filter ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${f === filter ? "border-orange-700 bg-orange-50 font-semibold text-orange-800" : "border-slate-300"}`}>
            {FILTER_LABELS[f]}
          </Link>
        ))}
      </nav>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && call.done !== "" && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {result.messages.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">No messages here.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {result.messages.map((m) => (
            <li key={m._id} className={`flex flex-wrap items-start gap-3 px-4 py-3 text-sm ${m.readAt === null ? "bg-orange-50/40" : ""}`}>
              <div className="min-w-0 flex-1 space-y-0.5">
                <p>
                  <span className={m.readAt === null ? "font-semibold" : "font-medium"}>{m.name}</span>
                  <span className="ml-2 text-slate-600">{m.email}</span>
                  {m.readAt === null && <span className="ml-2 rounded bg-orange-100 px-1.5 py-0.5 text-xs font-semibold text-orange-900">Unread</span>}
                  {m.handledAt !== null && <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">Handled</span>}
                </p>
                <p className="truncate text-slate-700">{m.message}</p>
                <p className="text-slate-600">{formatWhen(m.createdAt)}</p>
              </div>
              <button type="button" onClick={() => openOne(m)} className={secondaryButtonClass} aria-label={`Open the message from ${m.name}`}>Open</button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} label={open === null ? "A message" : `Message from ${open.name}`}>
        {open !== null && (
          <div className="space-y-4 p-6 text-sm">
            <h2 className="pr-8 text-lg font-semibold">Message from {open.name}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">E-mail</dt><dd>{open.email}</dd>
              {open.mobile !== null && <><dt className="text-slate-600">Mobile</dt><dd>{open.mobile}</dd></>}
              <dt className="text-slate-600">Sent</dt><dd>{formatWhen(open.createdAt)}</dd>
            </dl>
            <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3">{open.message}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <a href={replyLink(open)} className={buttonClass}>Reply by e-mail</a>
              {open.handledAt === null
                ? <button type="button" disabled={call.busy(open._id)} onClick={() => setHandled(open, true)} className={secondaryButtonClass}>Mark handled</button>
                : <button type="button" disabled={call.busy(open._id)} onClick={() => setHandled(open, false)} className={secondaryButtonClass}>Mark waiting again</button>}
            </div>
          </div>
        )}
      </Dialog>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: { filter, page: result.page - 1 } })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: { filter, page: result.page + 1 } })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}
