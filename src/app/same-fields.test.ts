import { describe, expect, it } from "vitest"
import { sameFields } from "./same-fields.ts"

describe("sameFields", () => {
  it("is true for the same values field by field, even in new objects", () => {
    const list = [1, 2]
    expect(sameFields({ list, busy: false, sort: "newest" }, { list, busy: false, sort: "newest" })).toBe(true)
    expect(sameFields({ n: Number.NaN }, { n: Number.NaN })).toBe(true)
  })

  it("is false when a field holds another value or another object, or a field is missing", () => {
    expect(sameFields({ list: [1, 2] }, { list: [1, 2] })).toBe(false)
    expect(sameFields({ busy: false }, { busy: true })).toBe(false)
    expect(sameFields<Record<string, unknown>>({ a: 1, b: undefined }, { a: 1 })).toBe(false)
  })
})
