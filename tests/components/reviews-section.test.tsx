import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { Forbidden } from "#domain/http/errors.ts"
import { CANNOT_RATE_SENTENCE, type MyReviewAnswer, type Review, type ReviewInput, type ReviewSort, summaryOf } from "#domain/review.ts"
import { ReviewApi } from "#src/app/api-tags.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { testShop } from "#tests/support/test-shop.ts"
import type { ReviewCalls } from "#src/app/review-api.ts"
import ReviewsSection from "#src/components/reviews-section.tsx"
import { useTexts } from "#src/i18n/i18n.tsx"
import { reviewsTexts } from "#src/i18n/texts/reviews.ts"

// Issue 19 item 1: the product page's "Ratings & Reviews": the rating and its bars, the reviews in
// the order chosen with the verified buyer's mark, "Helpful" once, and the form for a customer who
// received the product (a sentence for anyone else), against a fake shop.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const review = (n: number, rating: number, extra: Partial<Review> = {}): Review => ({
  _id: id(n), rating, title: `Title ${n}`, body: `Words ${n}`, author: "Asha R.", verified: n === 1, helpfulCount: n,
  createdAt: "2026-11-0" + n + "T10:00:00.000Z", updatedAt: "2026-11-0" + n + "T10:00:00.000Z", ...extra
})

const fakeShop = (mine: MyReviewAnswer | null, refuse = false) => {
  let reviews = [review(1, 5), review(2, 4), review(3, 4)]
  const asked: Array<string> = []
  const promised = {
    list: async (_slug: string, sort: ReviewSort, page: number) => {
      asked.push(`list ${sort} ${page}`)
      const sorted = sort === "helpful" ? [...reviews].sort((a, b) => b.helpfulCount - a.helpfulCount) : reviews
      return { success: true, summary: summaryOf(reviews.map((r) => r.rating)), reviews: sorted, sort, page, limit: 10, total: reviews.length }
    },
    mine: async () => {
      asked.push("mine")
      return { success: true, ...mine!, review: reviews.find((r) => r._id === id(9)) ?? mine!.review }
    },
    save: async (_slug: string, input: ReviewInput) => {
      asked.push(`save ${input.rating} ${input.title}`)
      if (refuse) throw new CallFailed({ text: "Review Not Saved", reason: new Forbidden({ message: CANNOT_RATE_SENTENCE }) })
      const saved = review(9, input.rating, { title: input.title, body: input.body, author: "Ravi K.", verified: true, helpfulCount: 0, createdAt: "2026-11-09T10:00:00.000Z" })
      reviews = [saved, ...reviews.filter((r) => r._id !== saved._id)]
      return { success: true, review: saved, summary: summaryOf(reviews.map((r) => r.rating)) }
    },
    vote: async (reviewId: Id) => {
      asked.push(`vote ${reviewId}`)
      reviews = reviews.map((r) => (r._id === reviewId ? { ...r, helpfulCount: r.helpfulCount + 1 } : r))
      return { success: true, reviewId, helpfulCount: reviews.find((r) => r._id === reviewId)!.helpfulCount }
    }
  }
  // The calls as the review feature makes them (src/app/review-api.ts): effects that fail with the call's failure.
  const effect = <Args extends ReadonlyArray<unknown>, A>(call: (...args: Args) => Promise<A>) => (...args: Args) =>
    Effect.tryPromise({ try: () => call(...args), catch: (error) => error as CallFailed })
  const calls = { list: effect(promised.list), mine: effect(promised.mine), save: effect(promised.save), vote: effect(promised.vote) } as unknown as ReviewCalls
  return { calls, asked }
}

const show = (signedIn: boolean, shop: ReturnType<typeof fakeShop>) => {
  const auth = createActor(setup({}).createMachine({ context: { isAuth: signedIn } })).start()
  const runtime = ManagedRuntime.make(Layer.succeed(ReviewApi, Effect.succeed(shop.calls)))
  const services = {
    actors: { auth },
    shop: testShop(),
    runtime: apiRuntimeOf(() => Promise.resolve(runtime))
  } as unknown as AppServices
  render(<AppProvider value={services}><ReviewsSection slug="cotton-kurta" /></AppProvider>)
}

afterEach(cleanup)

describe("Ratings & Reviews", () => {
  it("shows a visitor the rating, its bars in words, the reviews and who may rate", async () => {
    show(false, fakeShop(null))
    await screen.findByText("4.3")
    expect(screen.getByText("3 ratings")).toBeTruthy()
    const bars = screen.getByRole("list", { name: "Ratings by stars" })
    expect(within(bars).getAllByRole("listitem").map((row) => row.textContent)).toEqual([
      "5 stars33% (1 rating)", "4 stars67% (2 ratings)", "3 stars0% (0 ratings)", "2 stars0% (0 ratings)", "1 star0% (0 ratings)"
    ])
    expect(screen.getAllByText("Verified Buyer")).toHaveLength(1)
    expect(screen.getByText("Rated 5 out of 5", { exact: false })).toBeTruthy()
    expect(screen.getByText("Customers who have received this product can rate it. Please sign in to rate it.", { exact: false })).toBeTruthy()
    expect(screen.queryByRole("button", { name: /Helpful/ })).toBeNull()
    expect(screen.queryByRole("radio")).toBeNull()
  })

  it("sorts by the most helpful", async () => {
    const shop = fakeShop(null)
    show(false, shop)
    await screen.findByText("4.3")
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "helpful" } })
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent).slice(1)).toEqual(["Title 3", "Title 2", "Title 1"]))
    expect(shop.asked).toEqual(["list newest 1", "list helpful 1"])
  })

  it("lets a customer who received it rate it, then edit it; their review leads the list and the average moves", async () => {
    const shop = fakeShop({ review: null, canRate: true, votes: [] })
    show(true, shop)
    await screen.findByRole("heading", { name: "Rate this product" })
    fireEvent.change(screen.getByLabelText("Your review"), { target: { value: "Soft cotton." } })
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Please choose from 1 to 5 stars.")
    fireEvent.click(screen.getByLabelText("2 stars"))
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Please give your review a title.")
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Lovely kurta" } })
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }))
    expect((await screen.findByRole("status")).textContent).toBe("Thank you: your review is saved.")
    await screen.findByText("3.8")
    expect(screen.getByRole("heading", { name: "Edit your review" })).toBeTruthy()
    expect((screen.getByLabelText("2 stars") as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Lovely kurta")
    expect(screen.getByText("Ravi K. (you)", { exact: false })).toBeTruthy()
    fireEvent.click(screen.getByLabelText("5 stars"))
    fireEvent.click(screen.getByRole("button", { name: "Update review" }))
    await screen.findByText("4.5")
    expect(shop.asked.filter((a) => a.startsWith("save"))).toEqual(["save 2 Lovely kurta", "save 5 Lovely kurta"])
  })

  it("counts a helpful vote once, never on one's own review", async () => {
    const shop = fakeShop({ review: null, canRate: false, votes: [id(3)] })
    show(true, shop)
    const helpful = await screen.findByRole("button", { name: "Helpful (2)" })
    expect(screen.getByRole("button", { name: "Helpful (3)" }).getAttribute("aria-pressed")).toBe("true")
    fireEvent.click(helpful)
    // Review 2 now counts 3 too, pressed and not to be pressed again.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Helpful (3)", pressed: true })).toHaveLength(2))
    expect(screen.getAllByRole("button", { pressed: true }).every((button) => button.hasAttribute("disabled"))).toBe(true)
    expect(screen.getByRole("button", { name: "Helpful (1)", pressed: false }).hasAttribute("disabled")).toBe(false)
    expect(shop.asked.filter((a) => a.startsWith("vote"))).toEqual([`vote ${id(2)}`])
    expect(screen.getByText(CANNOT_RATE_SENTENCE)).toBeTruthy()
  })

  it("shows the shop's refusal beside the form", async () => {
    show(true, fakeShop({ review: null, canRate: true, votes: [] }, true))
    await screen.findByRole("heading", { name: "Rate this product" })
    fireEvent.click(screen.getByLabelText("4 stars"))
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }))
    expect((await screen.findByRole("alert")).textContent).toBe(CANNOT_RATE_SENTENCE)
  })
})

describe("the count of ratings in English", () => {
  it("says '1 rating' and counts many in Indian English", () => {
    function Count({ count }: { readonly count: number }) {
      const { t } = useTexts(reviewsTexts)
      return <p>{t("reviews.ratingsCount", { count })}</p>
    }
    for (const [count, text] of [[0, "0 ratings"], [1, "1 rating"], [3, "3 ratings"], [120_450, "1,20,450 ratings"]] as const) {
      const { container, unmount } = render(<Count count={count} />)
      expect(container.textContent).toBe(text)
      unmount()
    }
  })
})
