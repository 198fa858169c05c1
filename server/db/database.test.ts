import { describe, expect, it } from "vitest"
import { loadMigrations } from "./database.ts"

describe("migrations", () => {
  it("are loaded in version order with their numeric ids", () => {
    const keys = Object.keys(loadMigrations())
    expect(keys[0]).toBe("0001_catalogue")
    expect([...keys].sort()).toEqual(keys)
  })
})
