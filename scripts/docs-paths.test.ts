import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// Docs true to the code: a document that names a file of the repository names one that exists.

const DOCS = ["README.md", ...readdirSync("docs").filter((f) => f.endsWith(".md")).map((f) => join("docs", f)),
  ...readdirSync("docs/decisions").filter((f) => f.endsWith(".md")).map((f) => join("docs/decisions", f))]

/** Repository paths written in backticks: `src/app/shop.ts`, `machines/cart.machine.ts`, ... */
const namedPaths = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(/`((?:src|server|domain|machines|tests|scripts|docs|\.ci)\/[\w./-]+)`/g)]
    .map((match) => match[1]!)
    .filter((path) => !/[*{}]|NNNN|\/$/.test(path))

describe("the documents", () => {
  it.each(DOCS)("%s names only files and folders that exist", (doc) => {
    const missing = namedPaths(readFileSync(doc, "utf8")).filter((path) => !existsSync(path))
    expect(missing).toEqual([])
  })
})
