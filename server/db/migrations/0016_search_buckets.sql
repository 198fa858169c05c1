-- Issue 18 item 5: a search's cost bounded as the catalogue grows (decision 005).
-- The GIN index on `search` alone hands a search every match of its words as one bitmap before the
-- first 480 are read: "cotton kurta" matched 1,052 products at 100,000 and 10,517 at 1,000,000
-- (1.1 ms and 8.7 ms in the index on the PostgreSQL server). Here the index also keys each product
-- by its bucket of 16,384 consecutive products, and a search walks the buckets newest first, one
-- index scan each (the words' posting lists skipped to the bucket's), until it has its 480
-- candidates: a common word costs the buckets that hold 480 of its newest matches, whatever the
-- catalogue's size.
-- The bucket is a one-element integer array so that core GIN (array_ops) indexes it beside the
-- words: btree_gin would index the integer itself, but on PGlite 0.5.16 creating btree_gin beside
-- pg_trgm broke both (trigram matches came back empty, a bucketed scan never returned).
-- The expression must stay exactly as the search writes it (server/product/product.repo.ts,
-- SEARCH_BUCKET) for the planner to use this index (tests/api/search-buckets.db.test.ts checks).
CREATE INDEX products_search_bucket_idx ON products USING gin (search, (ARRAY[(seq / 16384)::integer]));
DROP INDEX products_search_idx;
