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

describe("writing when idle", () => {
  beforeEach(() => localStorage.clear())

  const manualIdle = () => {
    const queue: Array<() => void> = []
    return { schedule: (work: () => void) => void queue.push(work), run: () => queue.splice(0).forEach((work) => work()), size: () => queue.length }
  }

  it("writes only the latest value per key, once the browser is idle", () => {
    const idle = manualIdle()
    const storage = makeBrowserStorage(localStorage, idle.schedule)
    storage.write("k", Items, [{ id: "a", qty: 1 }], { whenIdle: true })
    storage.write("k", Items, [{ id: "b", qty: 2 }], { whenIdle: true, compressed: true })
    expect(localStorage.getItem("k")).toBeNull()
    expect(idle.size()).toBe(1)
    idle.run()
    expect(storage.read("k", Items, { compressed: true })).toEqual(Option.some([{ id: "b", qty: 2 }]))
  })

  it("a read of a key with a pending write sees that write", () => {
    const idle = manualIdle()
    const storage = makeBrowserStorage(localStorage, idle.schedule)
    storage.write("k", Items, [{ id: "a", qty: 3 }], { whenIdle: true })
    expect(storage.read("k", Items)).toEqual(Option.some([{ id: "a", qty: 3 }]))
  })

  it("flush writes everything pending; remove and an immediate write cancel a pending one", () => {
    const idle = manualIdle()
    const storage = makeBrowserStorage(localStorage, idle.schedule)
    storage.write("a", Items, [{ id: "a", qty: 1 }], { whenIdle: true })
    storage.write("b", Items, [{ id: "b", qty: 1 }], { whenIdle: true })
    storage.write("c", Items, [{ id: "c", qty: 1 }], { whenIdle: true })
    storage.remove("b")
    storage.write("c", Items, [{ id: "c", qty: 9 }])
    storage.flush()
    expect(JSON.parse(localStorage.getItem("a") ?? "null")).toEqual([{ id: "a", qty: 1 }])
    expect(localStorage.getItem("b")).toBeNull()
    expect(JSON.parse(localStorage.getItem("c") ?? "null")).toEqual([{ id: "c", qty: 9 }])
    idle.run()
    expect(JSON.parse(localStorage.getItem("c") ?? "null")).toEqual([{ id: "c", qty: 9 }])
  })
})
