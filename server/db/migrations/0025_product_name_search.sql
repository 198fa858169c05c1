-- The header's product suggestions (issue 19 item 5, docs/decisions/035-product-and-brand-suggestions.md)
-- match the last word typed as a prefix of a word of the product's NAME. The search vector holds
-- the name and the keywords with weights, which its GIN index does not keep: a prefix restricted to
-- the name (`kur:*A`) rechecked every keyword match on the table (p95 51 ms at 100,000 products for
-- prefixes not asked before). The name's own vector, indexed by search bucket as the search vector is
-- (migration 0016), answers it from the index. Its bucket is spelt NEGATED: with the search's own
-- spelling, the planner took this smaller index for a search's bucket condition alone and filtered
-- the bucket's every row by the search vector (tests/api/search-buckets.db.test.ts); the planner
-- uses an expression index only for its exact expression, so each index serves its own query.
ALTER TABLE products ADD COLUMN name_search tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
CREATE INDEX products_name_search_bucket_idx ON products USING gin (name_search, (ARRAY[-(seq / 16384)::integer]));
-- A brand suggestion is a brand in each category it has shown products in: one probe of this index
-- per pair (counting or scanning the brand's products took p95 10 ms for a prefix not asked before).
CREATE INDEX products_brand_category_idx ON products (brand_id, category_id) WHERE show;
