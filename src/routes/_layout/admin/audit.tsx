import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { Option, Schema } from "effect"
import type { AuditChange, AuditEntry } from "#domain/audit.ts"
import { Id } from "#domain/common.ts"
import { ROLE_LABELS } from "#domain/staff.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { formatWhen } from "../../../components/dates.ts"
import { countOf, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/** The log's page and staff member in the URL (`?page=2&actor=…`); a malformed page is 1 (STYLE §7). */
const searchOf = (search: unknown): { readonly page: number; readonly actor?: Id } => {
  const raw = search as { readonly page?: unknown; readonly actor?: unknown } | undefined
  const page = Number(raw?.page)
  const actor = Option.getOrUndefined(decodeId(raw?.actor))
  return { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1, ...(actor === undefined ? {} : { actor }) }
}

const decodeId = Schema.decodeUnknownOption(Id)

const OPERATION_WORDS = { INSERT: "added", UPDATE: "changed", DELETE: "removed" } as const

/**
 * /admin/audit (issue 20 item 8, ADR 036): every write the shop's staff made, newest first: who
 * (as they were then), when, which call, and each row it changed with the fields before and after.
 */
export const Route = createFileRoute("/_layout/admin/audit")({
  // The search is read in the loader (which loads with the screen), not in loaderDeps (which every shopper loads).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.audit(searchOf(deps)))),
  component: AuditLog
})

function AuditLog() {
  const result = Route.useLoaderData()
  const navigate = useNavigate({ from: "/admin/audit" })
  const { actor } = searchOf(Route.useSearch())
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  return (
    <section aria-labelledby="audit" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="audit" className="text-xl font-semibold">Audit log <span className="text-sm font-normal text-slate-500">({countOf(result.total, "change", "changes")} by staff)</span></h2>
        {actor !== undefined && <Link to="/admin/audit" className="text-sm font-medium text-orange-700 underline">Everyone&apos;s changes</Link>}
      </div>
      {result.entries.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-2">
          {result.entries.map((entry) => <Entry key={entry._id} entry={entry} />)}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: (s) => ({ ...s, page: result.page - 1 }) })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: (s) => ({ ...s, page: result.page + 1 }) })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}

function Entry({ entry }: { readonly entry: AuditEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 text-sm">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
          <span className="font-semibold">{entry.actor.Name}</span>
          <span className="text-slate-600">{ROLE_LABELS[entry.actor.role]} · {entry.actor.Mobile}</span>
          <span className="font-mono text-xs">{entry.method} {entry.path.replace(/^\/api\/v1/, "")}</span>
          <span className="text-slate-600">{formatWhen(entry.at)}</span>
          {entry.refusal === undefined
            ? <span className="text-slate-500">{entry.changeCount} row{entry.changeCount === 1 ? "" : "s"}</span>
            : <span className="font-semibold text-red-700">Refused</span>}
        </summary>
        <div className="space-y-3 border-t border-slate-100 px-4 py-3">
          {entry.refusal !== undefined && <p className="text-red-700">Refused: {entry.refusal}</p>}
          {entry.changes.length === 0 && entry.refusal === undefined && <p className="text-slate-500">The call answered {entry.status} and changed no recorded row.</p>}
          {entry.changes.map((change, i) => <Change key={i} change={change} />)}
          {entry.changeCount > entry.changes.length && <p className="text-slate-500">…and {entry.changeCount - entry.changes.length} more rows.</p>}
        </div>
      </details>
    </li>
  )
}

function Change({ change }: { readonly change: AuditChange }) {
  return (
    <div className="overflow-x-auto">
      <p className="font-medium">{change.table} <span className="font-mono text-xs text-slate-500">{change.rowKey}</span> {OPERATION_WORDS[change.operation]}</p>
      <table className="mt-1 min-w-full text-left text-xs">
        <thead>
          <tr className="text-slate-500"><th scope="col" className="py-1 pr-3 font-medium">Field</th><th scope="col" className="py-1 pr-3 font-medium">Before</th><th scope="col" className="py-1 font-medium">After</th></tr>
        </thead>
        <tbody>
          {change.fields.map((field) => (
            <tr key={field.name} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-1 pr-3 font-mono font-normal">{field.name}</th>
              <td className="break-all py-1 pr-3 text-red-800">{field.before ?? "—"}</td>
              <td className="break-all py-1 text-emerald-800">{field.after ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
