import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "#domain/language.ts"
import { AREAS, argumentsOf, compiled, compiledFile, compiledSource, SCREEN_AREAS, SOURCES, textsFile, textsName, textsSource } from "./compile-messages.ts"

describe("the storefront's messages (issue 39, ADR 064)", () => {
  it("are compiled as the sources say (run `npm run i18n:compile` after a change)", () => {
    expect(AREAS).toContain("shell")
    for (const area of AREAS) {
      for (const language of LANGUAGES) expect(readFileSync(compiledFile(area, language), "utf8"), `${area}.${language}`).toBe(compiledSource(area, language))
    }
    for (const area of SCREEN_AREAS) expect(readFileSync(textsFile(area), "utf8"), area).toBe(textsSource(area))
  })

  it("name each area's module after it", () => {
    expect(textsName("product")).toBe("productTexts")
    expect(textsName("order-tracking")).toBe("orderTrackingTexts")
  })

  it("have every key in both languages, each text given", () => {
    for (const area of AREAS) {
      const { en, hi } = SOURCES[area]!
      expect(Object.keys(hi).sort(), area).toEqual(Object.keys(en).sort())
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(SOURCES[area]![language])) expect(text.trim(), `${area}.${language} ${key}`).not.toBe("")
      }
    }
  })

  it("name each key once across the areas, under its area's prefix", () => {
    const seen = new Map<string, string>()
    for (const area of AREAS) {
      for (const key of Object.keys(SOURCES[area]!.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined()
        seen.set(key, area)
        if (area !== "shell") expect(key.startsWith(`${area}.`), `${key} in ${area}`).toBe(true)
      }
    }
  })

  it("give each Hindi message its English one's arguments, no more and no fewer", () => {
    for (const area of AREAS) {
      const { en, hi } = SOURCES[area]!
      for (const [key, english] of Object.entries(en)) {
        expect([...argumentsOf(compiled(hi[key]!))].sort(), `${area} ${key}`).toEqual([...argumentsOf(compiled(english))].sort())
      }
    }
  })

  it("read arguments inside plurals, and none in plain text", () => {
    expect([...argumentsOf(compiled("Cart, {count, plural, one {# item} other {# items}}"))]).toEqual(["count"])
    expect([...argumentsOf(compiled("Page {page} of {pages}"))].sort()).toEqual(["page", "pages"])
    expect([...argumentsOf(compiled("Loading..."))]).toEqual([])
    expect(() => compiled("Page {page of")).toThrow()
  })

  it("keep the spec's English texts where the storefront shows them", () => {
    expect(SOURCES.shell!.en["loading"]).toBe("Loading...")
    expect(SOURCES.shell!.en["listing.restUnread"]).toBe("The rest of this page's products could not be loaded.")
  })
})

describe("the compiled messages", () => {
  it("are all in Lingui's compiled form, never a plain string its core would call uncompiled", () => {
    for (const area of AREAS) {
      for (const language of LANGUAGES) {
        for (const [key, message] of Object.entries(SOURCES[area]![language])) expect(Array.isArray(compiled(message)), `${area}.${language} ${key}`).toBe(true)
      }
    }
  })
})
