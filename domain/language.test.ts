import { describe, expect, it } from "vitest"
import { languageOfCookie, languageOfPath, pathInLanguage, pathWithoutLanguage, preferredLanguage } from "./language.ts"

describe("the language of an address (issue 39, ADR 064)", () => {
  it("is Hindi under /hi only", () => {
    expect(languageOfPath("/hi")).toBe("hi")
    expect(languageOfPath("/hi/category/men")).toBe("hi")
    expect(languageOfPath("/")).toBe("en")
    expect(languageOfPath("/category/men")).toBe("en")
    // A screen whose own path starts with the letters is not Hindi.
    expect(languageOfPath("/hindi-books")).toBe("en")
    expect(languageOfPath("/history")).toBe("en")
  })

  it("moves a path between the languages and back", () => {
    expect(pathWithoutLanguage("/hi")).toBe("/")
    expect(pathWithoutLanguage("/hi/cart")).toBe("/cart")
    expect(pathWithoutLanguage("/cart")).toBe("/cart")
    expect(pathInLanguage("/", "hi")).toBe("/hi")
    expect(pathInLanguage("/product-info/kurta", "hi")).toBe("/hi/product-info/kurta")
    expect(pathInLanguage("/hi/product-info/kurta", "hi")).toBe("/hi/product-info/kurta")
    expect(pathInLanguage("/hi/product-info/kurta", "en")).toBe("/product-info/kurta")
    expect(pathInLanguage("/hi", "en")).toBe("/")
    for (const path of ["/", "/cart", "/category/men", "/hindi-books"]) {
      expect(pathWithoutLanguage(pathInLanguage(path, "hi"))).toBe(path)
    }
  })
})

describe("the language a browser prefers", () => {
  it("follows Accept-Language's weights among the shop's languages", () => {
    expect(preferredLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi")
    expect(preferredLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en")
    expect(preferredLanguage("en;q=0.5, hi;q=0.7")).toBe("hi")
    expect(preferredLanguage("mr-IN,hi;q=0.9,en;q=0.8")).toBe("hi")
    expect(preferredLanguage("HI")).toBe("hi")
  })

  it("is English when nothing the shop has is asked for, or the header is malformed", () => {
    expect(preferredLanguage(undefined)).toBe("en")
    expect(preferredLanguage("")).toBe("en")
    expect(preferredLanguage("ta-IN,fr;q=0.5")).toBe("en")
    expect(preferredLanguage("hi;q=0")).toBe("en")
    expect(preferredLanguage("hi;q=abc")).toBe("en")
    expect(preferredLanguage("hi;q=2")).toBe("en")
  })

  it("takes a kept choice only when it names a language of the shop", () => {
    expect(languageOfCookie("hi")).toBe("hi")
    expect(languageOfCookie("en")).toBe("en")
    expect(languageOfCookie("fr")).toBeUndefined()
    expect(languageOfCookie(undefined)).toBeUndefined()
  })
})
