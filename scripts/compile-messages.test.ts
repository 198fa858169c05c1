import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "#domain/language.ts"
import { argumentsOf, compiled, compiledFile, compiledSource, SOURCES } from "./compile-messages.ts"

describe("the storefront's messages (issue 39, ADR 064)", () => {
  it("are compiled as the sources say (run `npm run i18n:compile` after a change)", () => {
    for (const language of LANGUAGES) expect(readFileSync(compiledFile(language), "utf8"), language).toBe(compiledSource(language))
  })

  it("have every key in both languages, each text given", () => {
    expect(Object.keys(SOURCES.hi).sort()).toEqual(Object.keys(SOURCES.en).sort())
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(SOURCES[language])) expect(text.trim(), `${language} ${key}`).not.toBe("")
    }
  })

  it("give each Hindi message its English one's arguments, no more and no fewer", () => {
    for (const [key, english] of Object.entries(SOURCES.en)) {
      expect([...argumentsOf(compiled(SOURCES.hi[key]!))].sort(), key).toEqual([...argumentsOf(compiled(english))].sort())
    }
  })

  it("read arguments inside plurals, and none in plain text", () => {
    expect([...argumentsOf(compiled("Cart, {count, plural, one {# item} other {# items}}"))]).toEqual(["count"])
    expect([...argumentsOf(compiled("Page {page} of {pages}"))].sort()).toEqual(["page", "pages"])
    expect([...argumentsOf(compiled("Loading..."))]).toEqual([])
    expect(() => compiled("Page {page of")).toThrow()
  })

  it("keep the spec's English texts where the storefront shows them", () => {
    expect(SOURCES.en["loading"]).toBe("Loading...")
    expect(SOURCES.en["listing.restUnread"]).toBe("The rest of this page's products could not be loaded.")
  })
})

describe("the compiled messages", () => {
  it("are all in Lingui's compiled form, never a plain string its core would call uncompiled", () => {
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(SOURCES[language])) expect(Array.isArray(compiled(message)), `${language} ${key}`).toBe(true)
    }
  })
})
