import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CANNOT_RATE_SENTENCE, type RatingSummary, summaryOf } from "#domain/review.ts"
import { call, deliver, lineOf, order, orderOf, type SellableOption, sellableOptions, type Shopper, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"
import { RATE_RULES, ruleSentence, type RateRule } from "#server/http/rate-limit.ts"
import { freshWindow } from "#tests/support/rate-windows.ts"

// Issue 19 item 1 (ADR 030): only a customer whose order of a product was delivered rates it, once,
// editing in place; helpful votes count once per customer and never one's own; an admin hides a
// review, which then leaves the list and the rating; the product's answers carry its rating.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 5)
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const sql = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (client) => run(client).pipe(Effect.orDie)))

const slugOf = async (productId: string) =>
  (await sql<{ slug: string }>((s) => s`SELECT slug_url AS slug FROM products WHERE id = ${productId}`))[0]!.slug

interface ReviewBody { readonly _id: string; readonly rating: number; readonly title: string; readonly body: string; readonly author: string; readonly verified: boolean; readonly helpfulCount: number; readonly createdAt: string; readonly updatedAt: string }
interface ListBody { readonly summary: RatingSummary; readonly reviews: ReadonlyArray<ReviewBody>; readonly sort: string; readonly page: number; readonly limit: number; readonly total: number }

const list = async (slug: string, query = "") => {
  const answer = await call(server, "GET", `/review/product/${slug}${query}`)
  return { status: answer.status, body: answer.body as ListBody & { message?: string } }
}
const save = (who: Shopper | undefined, slug: string, input: unknown) => call(server, "PUT", `/review/product/${slug}`, who?.cookie, input)
const mine = async (who: Shopper, slug: string) =>
  (await call(server, "GET", `/review/mine/${slug}`, who.cookie)).body as { review: ReviewBody | null; canRate: boolean; votes: ReadonlyArray<string> }
const productRating = async (slug: string) => {
  const { product } = (await call(server, "GET", `/product/verify-slugurl/${slug}`)).body as { product: { ratingAverage: number | null; ratingCount: number } }
  return { ratingAverage: product.ratingAverage, ratingCount: product.ratingCount }
}
/** The visible ratings of a product as the database holds them (what every figure must agree with). */
const visibleRatings = async (slug: string) =>
  (await sql<{ rating: number }>((s) => s`
    SELECT r.rating FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug_url = ${slug} AND NOT r.hidden`)).map((r) => r.rating)

/** A customer with a delivered order of the option's product. */
const deliveredBuyer = async (option: SellableOption) => {
  const who = await shopper(server)
  const placed = orderOf(await order(server, who, [lineOf(option)]))
  await deliver(server, admin, placed.orderid)
  return who
}

describe("a product's reviews, as anyone reads them", () => {
  it("answer the seeded demo reviews with the rating the product's columns keep, newest or most helpful first, paged", async () => {
    const [seeded] = await sql<{ slug: string }>((s) => s`SELECT slug_url AS slug FROM products WHERE show AND rating_count >= 3 ORDER BY seq LIMIT 1`)
    const slug = seeded!.slug
    const ratings = await visibleRatings(slug)
    const { status, body } = await list(slug)
    expect(status).toBe(200)
    expect(body.summary).toEqual(summaryOf(ratings))
    expect(await productRating(slug)).toEqual({ ratingAverage: summaryOf(ratings).average, ratingCount: ratings.length })
    expect(body).toMatchObject({ sort: "newest", page: 1, limit: 10, total: ratings.length })
    const times = body.reviews.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(body.reviews.every((r) => !r.verified && /^\S+ [A-Z]\.$/.test(r.author))).toBe(true)

    const helpful = (await list(slug, "?sort=helpful")).body.reviews.map((r) => r.helpfulCount)
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a))
    const second = await list(slug, "?limit=2&page=2")
    expect(second.body.reviews.map((r) => r._id)).toEqual(body.reviews.slice(2, 4).map((r) => r._id))
  })

  it("answers 404 with a sentence for an unknown product, and 400 for a bad sort or page", async () => {
    const unknown = await list("no-such-product")
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe("There is no product 'no-such-product' to review.")
    for (const query of ["?sort=best", "?page=0", "?limit=51", "?limit=x"]) expect((await list(await slugOf(options[0]!.productId), query)).status).toBe(400)
  })
})

describe("rating a product", () => {
  it("is refused, with a sentence, to a customer who has not received it, and to a visitor", async () => {
    const option = options[0]!
    const slug = await slugOf(option.productId)
    const stranger = await shopper(server)
    expect(await mine(stranger, slug)).toEqual({ success: true, review: null, canRate: false, votes: [] })
    expect(await save(stranger, slug, { rating: 5 })).toMatchObject({ status: 403, body: { _tag: "Forbidden", message: CANNOT_RATE_SENTENCE } })
    // Ordered but not yet delivered: still not.
    orderOf(await order(server, stranger, [lineOf(option)]))
    expect(await save(stranger, slug, { rating: 5 })).toMatchObject({ status: 403, body: { message: CANNOT_RATE_SENTENCE } })
    expect((await save(undefined, slug, { rating: 5 })).status).toBe(401)
    expect((await call(server, "GET", `/review/mine/${slug}`)).status).toBe(401)
  })

  it("is a delivered buyer's: once per product, verified, edited in place, and the product's rating follows", async () => {
    const option = options[1]!
    const slug = await slugOf(option.productId)
    const before = await visibleRatings(slug)
    const buyer = await deliveredBuyer(option)
    expect((await mine(buyer, slug)).canRate).toBe(true)

    const first = await save(buyer, slug, { rating: 2, title: "  Too small  ", body: "The size runs small." })
    expect(first.status).toBe(200)
    const written = (first.body as { review: ReviewBody; summary: RatingSummary })
    expect(written.review).toMatchObject({ rating: 2, title: "Too small", body: "The size runs small.", author: "Ravi K.", verified: true, helpfulCount: 0 })
    expect(written.summary).toEqual(summaryOf([...before, 2]))
    expect(await productRating(slug)).toEqual({ ratingAverage: summaryOf([...before, 2]).average, ratingCount: before.length + 1 })

    // The same words again change nothing, not even the time of edit.
    const again = (await save(buyer, slug, { rating: 2, title: "Too small", body: "The size runs small." })).body as { review: ReviewBody }
    expect(again.review).toEqual(written.review)

    // An edit replaces it: still one review, the average moves.
    const edited = (await save(buyer, slug, { rating: 4, title: "Fine after exchange", body: "" })).body as { review: ReviewBody; summary: RatingSummary }
    expect(edited.review).toMatchObject({ _id: written.review._id, rating: 4, title: "Fine after exchange", body: "", createdAt: written.review.createdAt })
    expect(edited.summary).toEqual(summaryOf([...before, 4]))
    expect((await mine(buyer, slug)).review).toEqual(edited.review)
    expect((await list(slug)).body.reviews[0]).toEqual(edited.review)
    expect(await sql((s) => s`SELECT 1 FROM reviews WHERE client_id = ${buyer.clientId}`)).toHaveLength(1)
  })

  it("refuses bad input with a sentence, writing nothing", async () => {
    const option = options[2]!
    const slug = await slugOf(option.productId)
    const buyer = await deliveredBuyer(option)
    const refusals: ReadonlyArray<readonly [unknown, string]> = [
      [{ rating: 0 }, "rating must be between 1 and 5 stars"],
      [{ rating: 6 }, "rating must be between 1 and 5 stars"],
      [{ rating: 3.5 }, "rating must be a whole number of stars"],
      [{ rating: 4, body: "Lovely colour." }, "Please give your review a title."],
      [{ rating: 4, title: "x".repeat(101) }, "The title may have at most 100 characters."],
      [{ rating: 4, title: "Long", body: "y".repeat(2001) }, "The review may have at most 2,000 characters."],
      [{ title: "No stars" }, "rating"]
    ]
    for (const [input, words] of refusals) {
      const answer = await save(buyer, slug, input)
      expect(answer.status, JSON.stringify(input)).toBe(400)
      expect((answer.body as { message: string }).message).toContain(words)
    }
    expect((await mine(buyer, slug)).review).toBeNull()
  })
})

describe("helpful votes", () => {
  it("count once per customer, never one's own, and only for visible reviews", async () => {
    const option = options[3]!
    const slug = await slugOf(option.productId)
    const author = await deliveredBuyer(option)
    const { review } = (await save(author, slug, { rating: 5, title: "Superb", body: "Works well." })).body as { review: ReviewBody }
    const reader = await shopper(server)
    const vote = (who: Shopper | undefined, id = review._id) => call(server, "PUT", `/review/${id}/helpful`, who?.cookie)
    expect(await vote(reader)).toMatchObject({ status: 200, body: { reviewId: review._id, helpfulCount: 1 } })
    expect(await vote(reader)).toMatchObject({ status: 200, body: { helpfulCount: 1 } })
    expect((await mine(reader, slug)).votes).toEqual([review._id])
    expect(await vote(author)).toMatchObject({ status: 409, body: { message: "You cannot mark your own review as helpful." } })
    expect((await vote(undefined)).status).toBe(401)
    expect((await vote(reader, "0".repeat(24))).status).toBe(404)
    expect((await vote(reader, "not-an-id")).status).toBe(400)
    expect((await list(slug, "?sort=helpful")).body.reviews.find((r) => r._id === review._id)?.helpfulCount).toBe(1)
  })
})

describe("a customer's review writes and helpful votes", () => {
  /** The account's hits of `rule` in the window now running, set to `hits` (a window with under 10 s left is waited out first). */
  const usedUp = async (rule: RateRule, who: Shopper, hits: number) => {
    await freshWindow(server, rule.windowSeconds)
    await sql((s) => s`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`${rule.name}:client:${who.clientId}`}, date_bin(${`${rule.windowSeconds} seconds`}::interval, now(), timestamptz '2000-01-01'), ${hits})
      ON CONFLICT (key, window_start) DO UPDATE SET hits = EXCLUDED.hits RETURNING 1`)
  }

  it("are limited by account: past the hour's limit a write is refused with its sentence and writes nothing", async () => {
    const option = options[4]!
    const slug = await slugOf(option.productId)
    const buyer = await deliveredBuyer(option)
    await usedUp(RATE_RULES.reviewWrites, buyer, RATE_RULES.reviewWrites.limit - 1)
    const last = await save(buyer, slug, { rating: 3, title: "Average", body: "" })
    expect(last.status).toBe(200)
    const refused = await save(buyer, slug, { rating: 1, title: "Changed my mind", body: "" })
    expect(refused).toMatchObject({ status: 429, body: { success: false, _tag: "TooManyRequests", message: ruleSentence(RATE_RULES.reviewWrites) } })
    expect((await mine(buyer, slug)).review).toMatchObject({ rating: 3, title: "Average" })
    // Another customer is counted apart.
    const reader = await shopper(server)
    const { review } = (last.body as { review: ReviewBody })
    await usedUp(RATE_RULES.helpfulVotes, reader, RATE_RULES.helpfulVotes.limit)
    const vote = await call(server, "PUT", `/review/${review._id}/helpful`, reader.cookie)
    expect(vote).toMatchObject({ status: 429, body: { message: ruleSentence(RATE_RULES.helpfulVotes) } })
    expect((await mine(reader, slug)).votes).toEqual([])
    expect((await call(server, "PUT", `/review/${review._id}/helpful`, (await shopper(server)).cookie))).toMatchObject({ status: 200, body: { helpfulCount: 1 } })
  })
})

describe("an admin's review list", () => {
  it("lists every review, newest first, only to an admin", async () => {
    const answer = await call(server, "GET", "/admin/reviews?limit=5", admin.cookie)
    expect(answer.status).toBe(200)
    const body = answer.body as { reviews: ReadonlyArray<{ createdAt: string; productSlug: string; hidden: boolean }>; total: number }
    const [count] = await sql<{ n: number }>((s) => s`SELECT count(*)::int AS n FROM reviews`)
    expect(body.total).toBe(count!.n)
    expect(body.reviews).toHaveLength(5)
    const times = body.reviews.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const customer = await shopper(server)
    expect((await call(server, "GET", "/admin/reviews", customer.cookie)).status).toBe(403)
    expect((await call(server, "GET", "/admin/reviews")).status).toBe(401)
  })

  it("hides a review with a reason (out of the list and the rating) and shows it again", async () => {
    const option = options[4]!
    const slug = await slugOf(option.productId)
    const before = await visibleRatings(slug)
    const buyer = await deliveredBuyer(option)
    const { review } = (await save(buyer, slug, { rating: 1, title: "Rubbish", body: "Abusive words here." })).body as { review: ReviewBody }
    const hide = (body: unknown, cookie = admin.cookie) => call(server, "PUT", `/admin/reviews/${review._id}`, cookie, body)

    expect(await hide({ hidden: true, reason: "  " })).toMatchObject({ status: 400, body: { message: expect.stringContaining("Please say why the review is hidden.") } })
    expect((await hide({ hidden: true, reason: "Abusive" }, buyer.cookie)).status).toBe(403)
    const hidden = await hide({ hidden: true, reason: "Abusive language" })
    expect(hidden.status).toBe(200)
    expect((hidden.body as { review: unknown }).review).toMatchObject({
      _id: review._id, hidden: true, hiddenReason: "Abusive language", hiddenBy: "Meera Admin", productSlug: slug, clientId: buyer.clientId
    })
    const listed = await list(slug)
    expect(listed.body.reviews.some((r) => r._id === review._id)).toBe(false)
    expect(listed.body.summary).toEqual(summaryOf(before))
    expect(await productRating(slug)).toEqual({ ratingAverage: summaryOf(before).average, ratingCount: before.length })
    expect((await call(server, "PUT", `/review/${review._id}/helpful`, admin.cookie)).status).toBe(404)

    const shown = await hide({ hidden: false })
    expect((shown.body as { review: unknown }).review).toMatchObject({ hidden: false, hiddenReason: null, hiddenBy: null, hiddenAt: null })
    expect((await list(slug)).body.summary).toEqual(summaryOf([...before, 1]))
    expect((await call(server, "PUT", `/admin/reviews/${"0".repeat(24)}`, admin.cookie, { hidden: false })).status).toBe(404)
  })
})
