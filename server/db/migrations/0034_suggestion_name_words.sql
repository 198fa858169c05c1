-- The header's product suggestions (docs/decisions/035-product-and-brand-suggestions.md), a prefix
-- not asked before in p95 33 to 39 ms at 100,000 products on PGlite: measured, the time was not the
-- statements' fixed costs but two things the bucket walk (migrations 0016, 0025) did not bound.
--
-- 1. A prefix (`st:*`) in a GIN index is a partial match: every scan first gathers the matches of
--    every word starting with it in the WHOLE catalogue into one bitmap, and the walk scans once per
--    bucket: 'st' cost 7 to 15 ms a bucket at 100,000 products, growing with the catalogue. A word
--    matched whole skips down its posting tree to the bucket. So the suggestions match the words the
--    names are made of that start with the prefix, each whole: this table keeps every word (lexeme)
--    any product's name has had, added by the triggers below (never removed: a word no name holds
--    any more matches nothing), a few hundred for the demo catalogue at any size.
-- 2. "rayon kur": the name index found the bucket's every kur… product and the table was read for
--    each to test `rayon` on the search vector, one 8 kB page per product ("print st": 2,124 pages
--    read and thrown away per bucket, 185 ms). The index below holds the search vector beside the
--    name's, so one scan of it answers both words and only the matches are read from the table.
--    It replaces 0025's name index (its first and last columns are that index's), the bucket spelt
--    negated as there. Its search vector is spelt `setweight(search, 'A')`: the same words and
--    positions (a suggestion's query has no weights, so it matches as `search` does), an expression
--    only the suggestions write. Spelt `search`, the planner answered a suggestion's `search @@`
--    from the search's smaller index and read the name's matches from the table, or could take this
--    one for a search (tests/api/search-buckets.db.test.ts holds each query to its index).
-- In bytes' order ("C"), whatever the database's collation: a prefix's words are one range of its key.
CREATE TABLE product_name_words (
  lexeme text COLLATE "C" PRIMARY KEY
);

CREATE FUNCTION bazaar_product_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_name_words (lexeme)
  SELECT DISTINCT w FROM new_rows p, unnest(tsvector_to_array(p.name_search)) AS w
  ON CONFLICT (lexeme) DO NOTHING;
  RETURN NULL;
END
$$;

-- Every product's name words in one statement: the backfill below, and the seed, which loads with
-- the insert trigger off and collects once (server/seed/seed.ts, decision 024).
CREATE FUNCTION bazaar_collect_product_name_words() RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_name_words (lexeme)
  SELECT DISTINCT w FROM products p, unnest(tsvector_to_array(p.name_search)) AS w
  ON CONFLICT (lexeme) DO NOTHING
$$;

CREATE TRIGGER products_name_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_name_words();
CREATE TRIGGER products_name_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_name_words();

SELECT bazaar_collect_product_name_words();

CREATE INDEX products_suggestion_bucket_idx ON products USING gin (name_search, setweight(search, 'A'), (ARRAY[-(seq / 16384)::integer]));
DROP INDEX products_name_search_bucket_idx;
