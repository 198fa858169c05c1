// Demo ratings and reviews (issue 19 item 1, ADR 030): eight demo customers rate about a quarter of
// the catalogue, one to six reviews a product, mostly four and five stars, so the shop's cards show
// ratings from its first start. Written by one INSERT ... SELECT over the products (the bulk path of
// ADR 024: the rating trigger is off while it runs, and every product's rating is computed once
// after), chosen by hashes of the ids, so the same catalogue always gets the same reviews. They are
// not verified: the demo customers have no orders.
import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"
import { seedId } from "../db/ids.ts"

/** The demo customers who write the seeded reviews (numbers in the 6xxxx range no one is sent a code at). */
export const DEMO_REVIEWERS: ReadonlyArray<{ readonly id: string; readonly name: string; readonly mobile: string }> = [
  "Priya Sharma", "Arjun Nair", "Kavya Iyer", "Rohan Mehta", "Sneha Kulkarni", "Vikram Singh", "Ananya Das", "Farhan Qureshi"
].map((name, index) => ({ id: seedId("demo-reviewer", name), name, mobile: `60000000${String(index + 10)}` }))

/** Title and words for each number of stars (one star first). */
const TEXTS: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
  [
    ["Disappointed", "Not as shown in the pictures. The quality is poor for the price and I would not buy it again."],
    ["Not worth it", "Stopped working properly within a week. Expected much better."]
  ],
  [
    ["Below average", "The finish is rough and the size runs small. Delivery was quick, though."],
    ["Could be better", "Does the job, just about, but feels cheap in hand."]
  ],
  [
    ["Okay for the price", "Decent product, nothing special. Packaging could have been better."],
    ["Average", "It is fine for everyday use. The colour is a little different from the photos."]
  ],
  [
    ["Good value", "Good quality for the money and arrived well packed. Would recommend."],
    ["Happy with it", "Nice product, works as described. Took off a star only for the slightly late delivery."],
    ["Nice purchase", "My family liked it. Comfortable and looks good."]
  ],
  [
    ["Excellent!", "Exactly as described and the quality is superb. Totally paisa vasool."],
    ["Loved it", "Bought it for Diwali and everyone at home loves it. Will order again."],
    ["Highly recommended", "Premium feel, quick delivery to Pune and great packaging. Five stars."],
    ["", ""]
  ]
]

/** The ids of the demo reviewers' rows, in order (a VALUES list). */
const reviewersValues = (sql: SqlClient.SqlClient) =>
  sql.literal(DEMO_REVIEWERS.map((r, i) => `(${i}, '${r.id}')`).join(", "))

const textsJson = JSON.stringify(TEXTS)

/** The products' update triggers a rating does not concern (migrations 0013, 0014). */
const RATING_BLIND = ["products_count_update", "products_search_words_update"] as const

/**
 * Adds the demo reviewers (kept across a re-seed) and their reviews of every fourth product, then
 * the products' ratings in one statement. Runs inside the seed's transaction.
 */
export const seedReviews: Effect.Effect<number, SqlError.SqlError, SqlClient.SqlClient> = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO clients ${sql.insert(DEMO_REVIEWERS.map((r) => ({ id: r.id, name: r.name, mobile: r.mobile, email: "", role: "customer", created_at: "2025-10-01T00:00:00Z" })))}
    ON CONFLICT DO NOTHING`
  yield* sql`ALTER TABLE reviews DISABLE TRIGGER reviews_rating_insert`
  const [inserted] = yield* sql<{ n: number }>`
    WITH texts AS (SELECT ${textsJson}::jsonb AS t),
    picked AS (
      SELECT p.id, p.created_at, ('x' || substr(md5(p.id), 1, 7))::bit(28)::int AS h FROM products p WHERE p.seq % 4 = 0
    ),
    written AS (
      SELECT p.id AS product_id, p.created_at, r.client_id,
        ('x' || substr(md5(p.id || r.client_id), 1, 7))::bit(28)::int AS k
      FROM picked p
      JOIN (VALUES ${reviewersValues(sql)}) AS r (n, client_id) ON r.n < 1 + p.h % 6
    ),
    rated AS (
      SELECT w.*, CASE WHEN k % 20 = 0 THEN 1 WHEN k % 20 = 1 THEN 2 WHEN k % 20 < 4 THEN 3 WHEN k % 20 < 10 THEN 4 ELSE 5 END AS rating
      FROM written w
    ),
    ins AS (
      INSERT INTO reviews (id, product_id, client_id, rating, title, body, verified, helpful_count, created_at, updated_at)
      SELECT substr(md5('review:' || product_id || ':' || client_id), 1, 24), product_id, client_id, rating,
        (SELECT t -> (rating - 1) -> (k / 20 % jsonb_array_length(t -> (rating - 1))) ->> 0 FROM texts),
        (SELECT t -> (rating - 1) -> (k / 20 % jsonb_array_length(t -> (rating - 1))) ->> 1 FROM texts),
        false, k / 400 % 7,
        least(created_at + make_interval(days => 3 + k % 40, mins => k % 1440), '2026-11-01T00:00:00Z'::timestamptz),
        least(created_at + make_interval(days => 3 + k % 40, mins => k % 1440), '2026-11-01T00:00:00Z'::timestamptz)
      FROM rated
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM ins`
  yield* sql`ALTER TABLE reviews ENABLE TRIGGER reviews_rating_insert`
  // A rating changes neither the kept counts nor the search words: their update triggers sit this one out.
  for (const trigger of RATING_BLIND) yield* sql.unsafe(`ALTER TABLE products DISABLE TRIGGER ${trigger}`)
  yield* sql`SELECT bazaar_rebuild_ratings()`
  for (const trigger of RATING_BLIND) yield* sql.unsafe(`ALTER TABLE products ENABLE TRIGGER ${trigger}`)
  return inserted?.n ?? 0
})
