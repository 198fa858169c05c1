// Where a server's CPU time goes (issue 18 item 1): reads a V8 CPU profile written by
// `node --cpu-prof` and sums self time by kind of work (SQL, Schema encoding, JSON, compression,
// the Effect runtime, HTTP, the shop's own code, garbage collection, idle) and by frame.
// A frame of a bundle (the server runs as dist-node/main.js, ADR 025, with Effect's packages
// inside it) is read through the bundle's source map, so it is counted and named by the module it
// came from: without it, 71% of a placement's time was one kind, "other" (2026-12-02).
//
//   node --import tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [--top 12] [--markdown]
import { existsSync, readFileSync } from "node:fs"
import { SourceMap } from "node:module"
import { dirname, resolve as resolvePath } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

export interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
  readonly columnNumber?: number
}
interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
}
export interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** The kinds of work, in the order they are tested: the first that matches a frame names it. */
const KINDS: ReadonlyArray<readonly [string, (frame: CallFrame) => boolean]> = [
  ["idle", (f) => f.functionName === "(idle)"],
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["V8 and native (program)", (f) => f.functionName === "(program)"],
  ["SQL (pg, PGlite, @effect/sql)", (f) => f.url.startsWith("wasm://") || /node_modules\/(pg|pg-protocol|pg-types|pgpass|postgres-[a-z]+|@electric-sql|@effect\/sql[a-z-]*)\//.test(f.url)],
  ["Schema encoding and decoding", (f) => /node_modules\/effect\/(dist\/[a-z]+|src)\/(Schema|ParseResult|SchemaAST|internal\/schema)/.test(f.url)],
  // A socket's or pipe's write as the system is asked for it (one per statement sent to PostgreSQL,
  // one per answer): what a round trip costs beside its waiting.
  ["socket writes (writev, writeBuffer)", (f) => f.url === "" && /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString)$/.test(f.functionName)],
  ["JSON", (f) => f.url === "" && /^(stringify|parse|JSONStringify|JSONParse|SerializeJSON.*)$/.test(f.functionName)],
  ["compression (zlib)", (f) => /(^node:zlib|internal\/zlib|zlib)/.test(f.url) || /brotli|gzip|deflate/i.test(f.functionName)],
  ["HTTP (node:http, @effect/platform, router)", (f) => /^node:(_http|http|net|stream|internal\/(http|streams|stream_base))|node:internal\/(http|streams|stream_base)|node_modules\/(@effect\/platform[a-z-]*|find-my-way|undici)\//.test(f.url)],
  ["Effect runtime", (f) => /node_modules\/effect\//.test(f.url)],
  ["the shop's code", (f) => /\/(server|domain)\//.test(f.url) && !f.url.includes("node_modules")],
  ["Node internals", (f) => f.url.startsWith("node:")],
  ["other", () => true]
]

export const kindOf = (frame: CallFrame): string => KINDS.find(([, test]) => test(frame))![0]

/** Maps a frame of generated code to where it was written; a frame it cannot place is returned as it is. */
export type FrameResolver = (frame: CallFrame) => CallFrame

/**
 * A resolver through each script's source map (`<file>.map` beside a `file:` script, as the build
 * links it), each map read once: the frame's url becomes its source's `file:` URL and its line the
 * source's. Frames of scripts without a map (node_modules, Node's own) are left as they are.
 */
export const sourceMapResolver = (): FrameResolver => {
  const maps = new Map<string, { readonly map: SourceMap; readonly dir: string } | undefined>()
  const mapOf = (url: string) => {
    if (maps.has(url)) return maps.get(url)
    let found: { readonly map: SourceMap; readonly dir: string } | undefined
    if (url.startsWith("file://")) {
      const file = fileURLToPath(url)
      if (existsSync(`${file}.map`)) found = { map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))), dir: dirname(file) }
    }
    maps.set(url, found)
    return found
  }
  return (frame) => {
    const found = mapOf(frame.url)
    if (found === undefined) return frame
    const entry = found.map.findEntry(frame.lineNumber, frame.columnNumber ?? 0) as { originalSource?: string; originalLine?: number }
    if (entry.originalSource === undefined || entry.originalLine === undefined) return frame
    const source = entry.originalSource.startsWith("file://") ? entry.originalSource : pathToFileURL(resolvePath(found.dir, entry.originalSource)).href
    return { functionName: frame.functionName, url: source, lineNumber: entry.originalLine }
  }
}

export interface Summary {
  readonly totalMs: number
  /** Busy time: all but idle. */
  readonly busyMs: number
  readonly kinds: ReadonlyArray<{ readonly kind: string; readonly ms: number }>
  readonly frames: ReadonlyArray<{ readonly frame: string; readonly kind: string; readonly ms: number }>
}

/**
 * Self time per kind and per frame (a sample's time is the delta to the sample after it), from
 * `fromMs` after the profile began (the process's start and warm-up left out).
 */
export const summarise = (profile: CpuProfile, top = 12, fromMs = 0, resolve: FrameResolver = (frame) => frame): Summary => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map<number, number>()
  let at = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    if (at < fromMs * 1000) continue
    const delta = profile.timeDeltas[i + 1] ?? 0
    selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + Math.max(0, delta))
  }
  const kinds = new Map<string, number>()
  const frames = new Map<string, { kind: string; us: number }>()
  let total = 0
  for (const [id, us] of selfUs) {
    const frame = resolve(byId.get(id)!.callFrame)
    const kind = kindOf(frame)
    total += us
    kinds.set(kind, (kinds.get(kind) ?? 0) + us)
    const where = frame.url === "" ? "" : ` ${frame.url.replace(/^file:\/\/.*?\/node_modules\//, "").replace(/^file:\/\/.*?\/(server|domain)\//, "$1/")}:${frame.lineNumber + 1}`
    const name = `${frame.functionName || "(anonymous)"}${where}`
    const entry = frames.get(name) ?? { kind, us: 0 }
    entry.us += us
    frames.set(name, entry)
  }
  const idle = kinds.get("idle") ?? 0
  return {
    totalMs: total / 1000,
    busyMs: (total - idle) / 1000,
    kinds: [...kinds].filter(([kind]) => kind !== "idle").map(([kind, us]) => ({ kind, ms: us / 1000 })).sort((a, b) => b.ms - a.ms),
    frames: [...frames].filter(([, f]) => f.kind !== "idle").map(([frame, f]) => ({ frame, kind: f.kind, ms: f.us / 1000 })).sort((a, b) => b.ms - a.ms).slice(0, top)
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1e-9)).toFixed(1)}%`

/** The summary as Markdown tables: kinds of work, then the top frames, as shares of busy time. */
export const markdown = (summary: Summary): string => [
  `Busy ${summary.busyMs.toFixed(0)} ms of ${summary.totalMs.toFixed(0)} ms sampled.`,
  "",
  "| kind of work | self ms | share of busy |",
  "|---|---|---|",
  ...summary.kinds.map((k) => `| ${k.kind} | ${k.ms.toFixed(0)} | ${percent(k.ms, summary.busyMs)} |`),
  "",
  "| top frames by self time | kind | self ms | share of busy |",
  "|---|---|---|---|",
  ...summary.frames.map((f) => `| \`${f.frame.replace(/\|/g, "\\|").slice(0, 110)}\` | ${f.kind} | ${f.ms.toFixed(0)} | ${percent(f.ms, summary.busyMs)} |`)
].join("\n")

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2]
  if (file === undefined) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [--top N] [--from-ms MS]")
  const option = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`)
    return i >= 0 ? Number(process.argv[i + 1]) : fallback
  }
  const summary = summarise(JSON.parse(readFileSync(file, "utf8")) as CpuProfile, option("top", 12), option("from-ms", 0), sourceMapResolver())
  console.log(markdown(summary))
}
