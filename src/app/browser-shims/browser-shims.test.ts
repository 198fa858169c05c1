import { HttpRouter } from "@effect/platform"
import { describe, expect, it } from "vitest"
import * as Stream from "./effect-stream.ts"
import { prefixPath } from "./http-router.ts"

// ADR 054: the browser's build resolves two imports of @effect/platform's client to these modules.

describe("the browser's stand-in for HttpRouter.prefixPath", () => {
  it("prefixes as the real one does, in both forms, with and without a trailing slash", () => {
    for (const [path, prefix] of [["/all", "/api/v1"], ["/", "/api/v1"], ["/x/:id", "/api/v1/"], ["/", "/"], ["/a", ""]] as const) {
      expect(prefixPath(path, prefix), `${path} under ${prefix}`).toBe(HttpRouter.prefixPath(path, prefix))
      expect(prefixPath(prefix)(path)).toBe(HttpRouter.prefixPath(path, prefix))
    }
  })
})

describe("the browser's stand-in for Effect's streams", () => {
  it("fails with a sentence naming the function and the decision, never quietly", () => {
    for (const [name, f] of Object.entries(Stream)) {
      expect(() => (f as (...args: ReadonlyArray<unknown>) => unknown)(), name).toThrow(`Stream.${name} is not in the browser's build`)
      expect(() => (f as (...args: ReadonlyArray<unknown>) => unknown)(), name).toThrow("ADR 054")
    }
    expect(Object.keys(Stream).sort()).toEqual(["ensuring", "fail", "fromReadableStream", "suspend", "toReadableStreamEffect", "unwrap"])
  })
})
