import { describe, expect, it } from "vitest"
import { chunksImportingEachOther, stageOfModules } from "./start-up-stages.mjs"

// ADR 053: the start-up's modules, each given to the first stage that brings it, so that a stage's
// chunk never imports a later stage's.

const chunk = (fileName: string, moduleIds: ReadonlyArray<string>, options: { readonly imports?: ReadonlyArray<string>; readonly dynamicImports?: ReadonlyArray<string>; readonly facadeModuleId?: string; readonly isEntry?: boolean } = {}) =>
  [fileName, { fileName, isEntry: options.isEntry ?? false, facadeModuleId: options.facadeModuleId ?? null, imports: [...(options.imports ?? [])], dynamicImports: [...(options.dynamicImports ?? [])], moduleIds: [...moduleIds] }] as const

const build = () => new Map([
  chunk("index.js", ["/p/src/main.tsx"], { isEntry: true, imports: ["runtime.js"], dynamicImports: ["a.stage.js", "b.stage.js", "start.js"] }),
  chunk("runtime.js", ["\0rolldown/runtime.js"]),
  // Listed in the entry's order a, b; the output lists b first.
  chunk("b.stage.js", ["/p/src/app/stages/b.stage.ts"], { facadeModuleId: "/p/src/app/stages/b.stage.ts", imports: ["shared.js", "b-own.js"] }),
  chunk("a.stage.js", ["/p/src/app/stages/a.stage.ts"], { facadeModuleId: "/p/src/app/stages/a.stage.ts", imports: ["shared.js", "runtime.js"] }),
  chunk("shared.js", ["/p/node_modules/react/index.js", "/p/node_modules/react/jsx.js"]),
  chunk("b-own.js", ["/p/node_modules/effect/Effect.js"], { imports: ["shared.js"] }),
  chunk("start.js", ["/p/src/app/start.tsx"], { facadeModuleId: "/p/src/app/start.tsx", imports: ["b-own.js", "app.js"] }),
  chunk("app.js", ["/p/src/app/shop.ts"], { imports: ["shared.js"] }),
  // A screen's chunk, not part of the start-up.
  chunk("cart.js", ["/p/src/routes/cart.tsx"], { facadeModuleId: "/p/src/routes/cart.tsx", imports: ["shared.js"] })
])

describe("the start-up's stages (ADR 053)", () => {
  it("gives each module to the first stage, in the entry's order, that brings it; what the entry brings and the screens' own are left", () => {
    const stageOf = stageOfModules(build())
    expect(Object.fromEntries(stageOf)).toEqual({
      "/p/src/app/stages/a.stage.ts": "stage-a",
      "/p/node_modules/react/index.js": "stage-a",
      "/p/node_modules/react/jsx.js": "stage-a",
      "/p/src/app/stages/b.stage.ts": "stage-b",
      "/p/node_modules/effect/Effect.js": "stage-b",
      "/p/src/app/shop.ts": "stage-app"
    })
  })

  it("refuses a build without the start-up's entries, rather than grouping nothing", () => {
    const chunks = build()
    chunks.delete("start.js")
    expect(() => stageOfModules(chunks)).toThrow(/entries were not found/)
  })
})

describe("chunks that import each other (the build refuses them, issue 36)", () => {
  it("finds each pair once, and none where imports go one way", () => {
    const chunks = [
      { fileName: "api-client.js", imports: ["stage-core.js", "api.js"] },
      { fileName: "api.js", imports: ["api-client.js", "stage-core.js"] },
      { fileName: "stage-core.js", imports: [] },
      { fileName: "cart.js", imports: ["api-client.js", "stage-core.js"] }
    ]
    expect(chunksImportingEachOther(chunks)).toEqual([["api-client.js", "api.js"]])
    expect(chunksImportingEachOther(chunks.filter((c) => c.fileName !== "api.js"))).toEqual([])
  })
})
