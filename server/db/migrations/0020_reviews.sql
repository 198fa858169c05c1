-- Ratings and reviews (issue 19 item 1, ADR 030; domain/review.ts): a customer rates a product 1 to
-- 5 and may write a titled review, one per customer and product, edited in place; a review by a
-- customer who received the product is marked verified; an admin hides an abusive one (with a
-- reason, and who and when); customers mark reviews helpful, once each, never their own.

CREATE TABLE reviews (
  id             text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  product_id     text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  client_id      text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title          text NOT NULL DEFAULT '' CHECK (length(title) <= 100),
  body           text NOT NULL DEFAULT '' CHECK (length(body) <= 2000),
  verified       boolean NOT NULL DEFAULT false,
  hidden         boolean NOT NULL DEFAULT false,
  hidden_reason  text CHECK (hidden_reason IS NULL OR length(hidden_reason) BETWEEN 1 AND 300),
  hidden_by      text REFERENCES clients (id) ON DELETE SET NULL,
  hidden_at      timestamptz,
  helpful_count  integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  UNIQUE (client_id, product_id),
  CHECK (hidden = (hidden_at IS NOT NULL)),
  CHECK (NOT hidden OR hidden_reason IS NOT NULL)
);
-- A product page's reviews, newest first or most helpful first (visible ones only).
CREATE INDEX reviews_product_newest_idx ON reviews (product_id, created_at DESC, id DESC) WHERE NOT hidden;
CREATE INDEX reviews_product_helpful_idx ON reviews (product_id, helpful_count DESC, created_at DESC, id DESC) WHERE NOT hidden;
-- The admin's list: every review, newest first.
CREATE INDEX reviews_newest_idx ON reviews (created_at DESC, id DESC);

-- "Helpful" votes: once per customer and review (a second vote is the same row).
CREATE TABLE review_votes (
  review_id  text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  client_id  text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL,
  PRIMARY KEY (review_id, client_id)
);
CREATE INDEX review_votes_client_idx ON review_votes (client_id);

-- A customer cannot vote for their own review (the server says so first; this is the backstop).
CREATE FUNCTION bazaar_review_vote_not_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reviews WHERE id = NEW.review_id AND client_id = NEW.client_id) THEN
    RAISE EXCEPTION 'a customer cannot vote for their own review';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER review_votes_not_own BEFORE INSERT ON review_votes FOR EACH ROW EXECUTE FUNCTION bazaar_review_vote_not_own();

-- The product's rating as its cards and lists show it, kept true in the same transaction as every
-- review written, edited, hidden or shown (hidden reviews do not count): the average of the
-- visible ratings to two places (NULL when there are none), how many, and how many of each star
-- (rating_counts[1] is one star ... rating_counts[5] five). Listings sort and filter on these.
ALTER TABLE products
  ADD COLUMN rating_avg numeric(3, 2) CHECK (rating_avg BETWEEN 1 AND 5),
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  ADD COLUMN rating_counts integer[] NOT NULL DEFAULT '{0,0,0,0,0}' CHECK (cardinality(rating_counts) = 5);

-- The rating of the products `ids` computed again from their visible reviews.
CREATE FUNCTION bazaar_refresh_ratings(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET rating_avg = r.avg, rating_count = r.n, rating_counts = r.counts
  FROM (
    SELECT x.id,
      (SELECT round(avg(v.rating), 2) FROM reviews v WHERE v.product_id = x.id AND NOT v.hidden) AS avg,
      (SELECT count(*)::int FROM reviews v WHERE v.product_id = x.id AND NOT v.hidden) AS n,
      ARRAY(SELECT (SELECT count(*)::int FROM reviews v WHERE v.product_id = x.id AND NOT v.hidden AND v.rating = s)
            FROM generate_series(1, 5) AS s ORDER BY s) AS counts
    FROM unnest(ids) AS x (id)
  ) r
  WHERE p.id = r.id
$$;

-- Only the products whose visible ratings moved are refreshed: a helpful vote or a reworded review
-- leaves the products table untouched (its statement trigger would tell every process that the
-- whole catalogue changed, migration 0012, even for an UPDATE of no rows).
CREATE FUNCTION bazaar_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.rating, n.hidden) IS DISTINCT FROM (o.product_id, o.rating, o.hidden)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.product_id, n.rating, n.hidden) IS DISTINCT FROM (o.product_id, o.rating, o.hidden));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM bazaar_refresh_ratings(ids);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_review_changed();
CREATE TRIGGER reviews_rating_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_review_changed();
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_review_changed();

-- Every product's rating in one statement, for the seed, which loads reviews with the insert
-- trigger off and computes once (docs/decisions/024-bulk-seeding.md).
CREATE FUNCTION bazaar_rebuild_ratings() RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET rating_avg = r.avg, rating_count = r.n, rating_counts = r.counts
  FROM (
    SELECT product_id AS id, round(avg(rating), 2) AS avg, count(*)::int AS n,
      ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
            count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)]::int[] AS counts
    FROM reviews WHERE NOT hidden GROUP BY product_id
  ) r
  WHERE p.id = r.id
$$;
