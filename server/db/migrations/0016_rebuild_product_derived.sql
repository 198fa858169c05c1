-- Issue 18 item 5: what the triggers of 0013 and 0014 keep, rebuilt from the products in one
-- statement each. The seed loads a million products with those two triggers off and calls these
-- once at the end (a statement per batch of 2,000 cost the seed about 45 s at a million); the words
-- of a text are one function, used by the trigger and the rebuild alike.
CREATE FUNCTION bazaar_words_of(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM regexp_split_to_table(lower($1), '[^a-z0-9]+') AS w WHERE length(w) >= 3
$$;

CREATE OR REPLACE FUNCTION bazaar_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows p, bazaar_words_of(p.name || ' ' || p.keywords) AS w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION bazaar_collect_search_words() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p, bazaar_words_of(p.name || ' ' || p.keywords) AS w
  ON CONFLICT (word) DO NOTHING
$$;

CREATE FUNCTION bazaar_rebuild_product_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_counts;
  INSERT INTO product_counts (kind, key, shown)
  SELECT k.kind, k.key, count(*) FROM products p,
    bazaar_count_keys(p.show, p.super_category_id, p.category_id, p.sub_category_id, p.category_tag_id, p.brand_id, p.recommended, p.trending, p.hot) k
  GROUP BY 1, 2
$$;
