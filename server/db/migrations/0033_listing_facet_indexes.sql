-- The facets and the lists of a listing not asked before (issue 19 item 4,
-- docs/decisions/034-listing-filters.md). product/facets reads every shown product of the listing
-- once, only the columns a facet counts; from the table that was one 8 kB page per product (a
-- category's products lie all over the table: 5,606 pages for 6,214 products of one category at
-- 100,000 products; p95 about 37 ms on PGlite). Each of these indexes holds a listing's products side
-- by side with those columns and what a list orders and answers by (id, created_at, seq, the
-- featured flags, rating_count), so the facets are an index-only scan of a few hundred pages, and a
-- filtered list (size M with 30% off, newest first) is one too, then a sort of the rows that pass:
-- through the ordered indexes (0013, 0015) such a list read the table row by row until a page's
-- worth passed, the whole listing when few or none did (p95 27 ms). The planner chooses between the
-- two by the filter's selectivity; either stays within the list budget. A listing by brand is a
-- category's with a brand filter.
CREATE INDEX products_facets_super_category_idx ON products (super_category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, rating_count, sizes, colours, attributes, recommended, trending, hot, created_at, seq, id) WHERE show;
CREATE INDEX products_facets_category_idx ON products (category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, rating_count, sizes, colours, attributes, recommended, trending, hot, created_at, seq, id) WHERE show;
CREATE INDEX products_facets_sub_category_idx ON products (sub_category_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, rating_count, sizes, colours, attributes, recommended, trending, hot, created_at, seq, id) WHERE show;
CREATE INDEX products_facets_tag_idx ON products (category_tag_id)
  INCLUDE (brand_id, price_from, discount_pct, rating_avg, rating_count, sizes, colours, attributes, recommended, trending, hot, created_at, seq, id) WHERE show;

-- The lists by discount and by rating (ADR 034) read a listing's rows in that order and stop at the
-- page's end, as the newest and price orders do (0013, 0015): before these, each read and sorted the
-- whole listing (a category's first page by discount p95 about 45 ms at 100,000 products).
CREATE INDEX products_category_discount_idx ON products (category_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_sub_category_discount_idx ON products (sub_category_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_tag_discount_idx ON products (category_tag_id, discount_pct DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_rating_idx ON products (category_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_sub_category_rating_idx ON products (sub_category_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
CREATE INDEX products_category_tag_rating_idx ON products (category_tag_id, rating_avg DESC NULLS LAST, rating_count DESC, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
