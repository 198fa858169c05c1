import { build } from "esbuild"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CallFrame, type CpuProfile, sourceMapResolver, summarise } from "./cpu-profile-summary.ts"

// The server runs bundled (dist-node/main.js, Effect's packages inside it, ADR 025): a profile's
// frames all name that one file. The summary reads them through its source map, so the time of a
// bundled Schema decode counts as Schema's and the shop's own function as the shop's code.

let dir: string
let bundle: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bazaar-profile-"))
  mkdirSync(join(dir, "node_modules/effect/src"), { recursive: true })
  mkdirSync(join(dir, "server"), { recursive: true })
  writeFileSync(join(dir, "node_modules/effect/src/Schema.ts"), "export function decodeThing(x: unknown) {\n  return JSON.stringify(x).length\n}\n")
  writeFileSync(join(dir, "server/order.ts"), "import { decodeThing } from \"effect/Schema\"\n\n\nexport function placeThing(x: unknown) {\n  return decodeThing(x) + 1\n}\n")
  writeFileSync(join(dir, "node_modules/effect/package.json"), JSON.stringify({ name: "effect", exports: { "./Schema": "./src/Schema.ts" } }))
  await build({
    entryPoints: [join(dir, "server/order.ts")], outfile: join(dir, "dist/main.js"), bundle: true, format: "esm", platform: "node",
    sourcemap: "linked", minifyWhitespace: true, keepNames: true, logLevel: "silent"
  })
  bundle = join(dir, "dist/main.js")
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Where `name`'s function begins in the bundle, as V8 reports a frame (0-based line and column). */
const frameOf = (name: string): CallFrame => {
  const lines = readFileSync(bundle, "utf8").split("\n")
  const lineNumber = lines.findIndex((line) => line.includes(`function ${name}(`))
  return { functionName: name, url: pathToFileURL(bundle).href, lineNumber, columnNumber: lines[lineNumber]!.indexOf(`function ${name}(`) }
}

/** A profile of `ms` milliseconds of self time in each frame, one sample per millisecond. */
const profileOf = (frames: ReadonlyArray<readonly [CallFrame, number]>): CpuProfile => {
  const nodes = frames.map(([callFrame], i) => ({ id: i + 1, callFrame }))
  const samples = frames.flatMap(([, ms], i) => Array.from({ length: ms }, () => i + 1))
  return { nodes, samples, timeDeltas: samples.map(() => 1000) }
}

describe("a profile of a bundled server", () => {
  it("counts each frame by the module its source map names, and names it by that module's file and line", () => {
    const profile = profileOf([[frameOf("decodeThing"), 30], [frameOf("placeThing"), 20]])
    const read = summarise(profile, 12, 0, sourceMapResolver())
    // The last sample has no delta after it (summarise's rule), so the shop's code counts 19 ms.
    expect(read.kinds).toEqual([
      { kind: "Schema encoding and decoding", ms: 30 },
      { kind: "the shop's code", ms: 19 }
    ])
    expect(read.frames.map((f) => f.frame)).toEqual([`decodeThing effect/src/Schema.ts:1`, `placeThing server/order.ts:4`])
  })

  it("without the source map, the same frames are one file's and their kind unknown", () => {
    const read = summarise(profileOf([[frameOf("decodeThing"), 30], [frameOf("placeThing"), 20]]), 12, 0)
    expect(read.kinds).toEqual([{ kind: "other", ms: 49 }])
  })

  it("counts the system's writes to sockets as their own kind", () => {
    const read = summarise(profileOf([[{ functionName: "writev", url: "", lineNumber: -1 }, 10], [{ functionName: "(program)", url: "", lineNumber: -1 }, 5]]))
    expect(read.kinds).toEqual([{ kind: "socket writes (writev, writeBuffer)", ms: 10 }, { kind: "V8 and native (program)", ms: 4 }])
  })

  it("leaves a frame without a map as it is (Node's own, a package loaded from node_modules)", () => {
    const resolve = sourceMapResolver()
    const nodeFrame: CallFrame = { functionName: "writev", url: "", lineNumber: -1 }
    const pgFrame: CallFrame = { functionName: "parse", url: "file:///nowhere/node_modules/pg/lib/query.js", lineNumber: 10, columnNumber: 2 }
    expect(resolve(nodeFrame)).toBe(nodeFrame)
    expect(resolve(pgFrame)).toBe(pgFrame)
  })
})
