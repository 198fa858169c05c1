import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { authorName, averageText, distributionRows, ReviewInput, ReviewVisibility, summaryOf } from "./review.ts"

const decode = (input: unknown) => Schema.decodeUnknownEither(ReviewInput)(input)
const messageOf = (input: unknown) => Either.match(decode(input), { onLeft: (e) => e.message, onRight: () => "accepted" })

describe("a review's input", () => {
  it("takes one to five whole stars, trims the words, and needs a title for a review", () => {
    expect(Either.getOrThrow(decode({ rating: 4 }))).toEqual({ rating: 4, title: "", body: "" })
    expect(Either.getOrThrow(decode({ rating: 5, title: "  Lovely ", body: " Soft cotton. " }))).toEqual({ rating: 5, title: "Lovely", body: "Soft cotton." })
    expect(messageOf({ rating: 0 })).toContain("rating must be between 1 and 5 stars")
    expect(messageOf({ rating: 6 })).toContain("rating must be between 1 and 5 stars")
    expect(messageOf({ rating: 2.5 })).toContain("rating must be a whole number of stars")
    expect(messageOf({ rating: 3, body: "No title" })).toContain("Please give your review a title.")
    expect(messageOf({ rating: 3, title: "   ", body: "Blank title" })).toContain("Please give your review a title.")
    expect(messageOf({ rating: 3, title: "t".repeat(101) })).toContain("The title may have at most 100 characters.")
    expect(messageOf({ rating: 3, title: "t", body: "b".repeat(2001) })).toContain("The review may have at most 2,000 characters.")
    expect(messageOf({ rating: 3, title: "t".repeat(100), body: "b".repeat(2000) })).toBe("accepted")
  })

  it("an admin hides with a reason, or shows again", () => {
    const visibility = Schema.decodeUnknownEither(ReviewVisibility)
    expect(Either.getOrThrow(visibility({ hidden: true, reason: " Abusive " }))).toEqual({ hidden: true, reason: "Abusive" })
    expect(Either.getOrThrow(visibility({ hidden: false }))).toEqual({ hidden: false })
    expect(Either.isLeft(visibility({ hidden: true, reason: "  " }))).toBe(true)
    expect(Either.isLeft(visibility({ hidden: true }))).toBe(true)
  })
})

describe("a product's rating", () => {
  it("is the average to two places, the count, and each star's count", () => {
    expect(summaryOf([])).toEqual({ average: null, count: 0, stars: [0, 0, 0, 0, 0] })
    expect(summaryOf([5, 4, 4])).toEqual({ average: 4.33, count: 3, stars: [0, 0, 0, 2, 1] })
    expect(summaryOf([1, 2])).toEqual({ average: 1.5, count: 2, stars: [1, 1, 0, 0, 0] })
  })

  it("is drawn as five bars, five stars first, with whole-percent shares", () => {
    expect(distributionRows(summaryOf([5, 4, 4]))).toEqual([
      { stars: 5, count: 1, percent: 33 }, { stars: 4, count: 2, percent: 67 }, { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 0, percent: 0 }
    ])
    expect(distributionRows(summaryOf([])).every((row) => row.percent === 0)).toBe(true)
  })

  it("is written with one place and counted in Indian English", () => {
    expect(averageText(4.33)).toBe("4.3")
    expect(averageText(4.25)).toBe("4.3")
    expect(averageText(5)).toBe("5.0")
  })
})

describe("a reviewer's name", () => {
  it("is the first name and the last name's initial", () => {
    expect(authorName("Asha Rao")).toBe("Asha R.")
    expect(authorName("  Ravi  Kumar  Menon ")).toBe("Ravi M.")
    expect(authorName("Meera")).toBe("Meera")
    expect(authorName("   ")).toBe("A customer")
  })
})
