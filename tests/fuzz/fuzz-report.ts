import { existsSync, readFileSync, writeFileSync } from "node:fs"
import type { FuzzResult } from "./fuzz-runner.ts"

// The run's figures as Markdown: printed at the end, and written into docs/reliability.md between
// `<!-- fuzz {database} -->` markers, as scripts/bench-api.ts writes docs/benchmarks.md.

const number = (n: number) => n.toLocaleString("en-IN")

const statusName = (status: number) => (status === 0 ? "no answer" : String(status))

/** The summary: seed, counts, time, statuses overall, by kind of request, and by endpoint. */
export const fuzzSummary = (result: FuzzResult, context: { readonly database: string; readonly date: string; readonly command: string; readonly invariants: ReadonlyArray<string> }): string => {
  const statuses = [...result.byStatus.keys()].sort((a, b) => a - b)
  const seconds = result.elapsedMs / 1000
  const lines = [
    `${context.date}, \`${context.command}\` on ${context.database}: ${number(result.requests)} requests in ${seconds.toFixed(1)} s ` +
      `(${number(Math.round(result.requests / seconds))}/s, 16 in flight), seed ${result.seed}. ` +
      `Failures: ${result.failureCount}; probe answers ${result.probe.ok} × 200, ${result.probe.failed.length} otherwise; ` +
      `orders placed by the run: ${result.ordersAfter - result.ordersBefore}; broken invariants: ${context.invariants.length}.`,
    "",
    "| status | requests |",
    "|---|---:|",
    ...statuses.map((status) => `| ${statusName(status)} | ${number(result.byStatus.get(status)!)} |`),
    "",
    "| kind of request | requests |",
    "|---|---:|",
    ...[...result.byKind].map(([kind, n]) => `| ${kind} | ${number(n)} |`),
    "",
    `| endpoint | requests | ${statuses.map(statusName).join(" | ")} |`,
    `|---|---:|${statuses.map(() => "---:").join("|")}|`,
    ...[...result.byEndpoint].map(([key, counts]) => {
      const total = [...counts.values()].reduce((a, b) => a + b, 0)
      return `| ${key} | ${number(total)} | ${statuses.map((status) => (counts.get(status) === undefined ? "" : number(counts.get(status)!))).join(" | ")} |`
    })
  ]
  return lines.join("\n")
}

/** The failures, one paragraph each, for the test's output. */
export const failureReport = (result: FuzzResult): string =>
  result.failures.map((f) => `- ${f.rule} at ${f.endpoint} (${f.kind}, as ${f.identity}): ${f.request}\n  -> ${f.status ?? "-"} ${f.answer}`).join("\n")

/** Writes the summary between the run's markers in docs/reliability.md (added at the end when missing). */
export const writeFuzzSection = (file: string, database: string, summary: string) => {
  const tag = database.toLowerCase().startsWith("postgres") ? "postgres" : "pglite"
  const section = [`<!-- fuzz ${tag} -->`, summary, `<!-- /fuzz ${tag} -->`].join("\n")
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Reliability and security\n"
  const pattern = new RegExp(`<!-- fuzz ${tag} -->[\\s\\S]*?<!-- /fuzz ${tag} -->`)
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, () => section) : `${doc.trimEnd()}\n\n${section}\n`)
}
