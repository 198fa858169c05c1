import { Option, Schema } from "effect"
import { compressToUTF16 } from "lz-string"
import { beforeEach, describe, expect, it } from "vitest"
import { makeBrowserStorage } from "./storage.ts"

const Items = Schema.Array(Schema.Struct({ id: Schema.String, qty: Schema.Number.pipe(Schema.int(), Schema.positive()) }))

describe("browser storage", () => {
  beforeEach(() => localStorage.clear())

  it("reads back what it wrote, plain and compressed", () => {
    const storage = makeBrowserStorage(localStorage)
    const items = [{ id: "a", qty: 2 }]
    storage.write("plain", Items, items)
    storage.write("packed", Items, items, { compressed: true })
    expect(storage.read("plain", Items)).toEqual(Option.some(items))
    expect(storage.read("packed", Items, { compressed: true })).toEqual(Option.some(items))
    expect(localStorage.getItem("packed")).not.toContain("qty")
  })

  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", JSON.stringify({ id: "a" })],
    ["a value breaking a rule", JSON.stringify([{ id: "a", qty: -1 }])]
  ])("removes %s and reads nothing", (_name, raw) => {
    localStorage.setItem("k", raw)
    const storage = makeBrowserStorage(localStorage)
    expect(storage.read("k", Items)).toEqual(Option.none())
    expect(localStorage.getItem("k")).toBeNull()
  })

  it("treats a compressed value that does not decompress to the schema as corrupt", () => {
    localStorage.setItem("k", compressToUTF16("[1,2,3]"))
    expect(makeBrowserStorage(localStorage).read("k", Items, { compressed: true })).toEqual(Option.none())
    localStorage.setItem("k", "garbage that is not lz")
    expect(makeBrowserStorage(localStorage).read("k", Items, { compressed: true })).toEqual(Option.none())
  })

  it("works without storage at all", () => {
    const storage = makeBrowserStorage(undefined)
    storage.write("k", Items, [])
    expect(storage.read("k", Items)).toEqual(Option.none())
  })
})

describe("reading without removing", () => {
  it("leaves a value it cannot decode when asked to keep it (another tab may own a newer shape)", () => {
    localStorage.setItem("k", JSON.stringify([{ id: "a", qty: 0 }]))
    const storage = makeBrowserStorage(localStorage)
    expect(storage.read("k", Items, { keepCorrupt: true })).toEqual(Option.none())
    expect(localStorage.getItem("k")).not.toBeNull()
  })
})
