import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CSV_COLUMNS, type CsvRecord, neutralisedCell } from "#domain/product-csv.ts"
import { CSV_WRITE_OPTIONS, readCsv } from "./product-csv.ts"

// Issue 34 item 6: the export's writer (csv-stringify with `escape_formulas`, and one quote more
// before a cell already quoted before a formula's character) and the import's reader together give
// back every cell exactly, and no cell of the file starts with a character a spreadsheet would run.

const fileOf = (cell: string) =>
  stringify([Object.fromEntries(CSV_COLUMNS.map((column) => [column, cell])) as CsvRecord], { ...CSV_WRITE_OPTIONS, header: true, bom: true })

const PREFIXES = ["", "'", "''", "=", "'=", "''=", "+", "-", "@", "\t", "\r", "'\t", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "'\uFF20", " =", "\""]

describe("the export's cells, read by the import", () => {
  it("are written as csv-stringify's escape_formulas and our own rule say, and read back exactly", () => {
    fc.assert(fc.property(fc.constantFrom(...PREFIXES), fc.string({ unit: "binary", maxLength: 40 }), (prefix, rest) => {
      const cell = prefix + rest
      const text = fileOf(cell)
      const records = Effect.runSync(readCsv(text))
      expect(records).toHaveLength(1)
      for (const column of CSV_COLUMNS) expect(records[0]![column]).toBe(cell)
      // The file holds the neutralised cell (in CSV quotes when it needs them): csv-stringify agrees with the rule.
      const quoted = neutralisedCell(cell)
      expect(text).toContain(quoted.includes(",") || quoted.includes("\"") || /[\r\n]/.test(quoted) ? `"${quoted.replace(/"/g, "\"\"")}"` : quoted)
    }), { numRuns: 200 })
  })

  it("never start with a formula's character in the file", () => {
    for (const prefix of PREFIXES) {
      const cells = fileOf(`${prefix}1+1`).replace(/^\uFEFF/, "").split("\n")[1]!.split(",")
      for (const cell of cells) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u)
    }
  })
})
