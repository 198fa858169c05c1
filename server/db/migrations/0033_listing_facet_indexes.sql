-- The facets of a listing not asked before (issue 19 item 4, docs/decisions/034-listing-filters.md):
-- product/facets reads every shown product of the listing once, only the columns a facet counts.
-- From the table that was one 8 kB page per product (a category's products lie all over the table:
-- 5,606 pages for 6,214 products of one category at 100,000 products; p95 72 ms on PGlite). Each of
-- these indexes holds a listing's products side by side with exactly those columns, so the facets
-- are an index-only scan of a few hundred pages (p95 about 15 ms for a category). They hold no `id`,
-- `created_at` or `seq`, so no product list can read them alone and the planner keeps the lists on
-- their ordered indexes (0013, 0015). A listing by brand is a category's with a brand filter.
CREATE INDEX products_facets_super_category_idx ON products (super_category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, sizes, colours, attributes) WHERE show;
CREATE INDEX products_facets_category_idx ON products (category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, sizes, colours, attributes) WHERE show;
CREATE INDEX products_facets_sub_category_idx ON products (sub_category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, sizes, colours, attributes) WHERE show;
CREATE INDEX products_facets_tag_idx ON products (category_tag_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, sizes, colours, attributes) WHERE show;

-- The lists by discount and by rating (ADR 034) read a listing's rows in that order and stop at the
-- page's end, as the newest and price orders do (0013, 0015): before these, each read and sorted the
-- whole listing (a category's first page by discount p95 about 45 ms at 100,000 products).
CREATE INDEX products_category_discount_idx ON products (category_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_sub_category_discount_idx ON products (sub_category_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_tag_discount_idx ON products (category_tag_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_rating_idx ON products (category_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_sub_category_rating_idx ON products (sub_category_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_tag_rating_idx ON products (category_tag_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
