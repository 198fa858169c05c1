-- Issue 18 item 5: a list page's ids read from its index alone. The list indexes carry the
-- product's id (INCLUDE), so the ids of a page, and the rows an OFFSET skips, come from an
-- index-only scan instead of one heap page per row: at 1,000,000 products the rows of a category
-- lie one to a page, and page 10 of a list read 360 heap pages (15 to 30 ms on PGlite) to find 36
-- ids. Index-only scans need the visibility map: the seed ends with VACUUM, the PostgreSQL server's
-- autovacuum keeps it, and an order's stock changes touch options, never products.

DROP INDEX products_listing_idx;
CREATE INDEX products_listing_idx ON products (created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_super_category_idx;
CREATE INDEX products_super_category_idx ON products (super_category_id, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_category_idx;
CREATE INDEX products_category_idx ON products (category_id, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_sub_category_idx;
CREATE INDEX products_sub_category_idx ON products (sub_category_id, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_category_tag_idx;
CREATE INDEX products_category_tag_idx ON products (category_tag_id, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_brand_idx;
CREATE INDEX products_brand_idx ON products (brand_id, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_recommended_idx;
CREATE INDEX products_recommended_idx ON products (created_at DESC, seq DESC) INCLUDE (id) WHERE show AND recommended;

DROP INDEX products_trending_idx;
CREATE INDEX products_trending_idx ON products (created_at DESC, seq DESC) INCLUDE (id) WHERE show AND trending;

DROP INDEX products_hot_idx;
CREATE INDEX products_hot_idx ON products (created_at DESC, seq DESC) INCLUDE (id) WHERE show AND hot;

DROP INDEX products_price_idx;
CREATE INDEX products_price_idx ON products (price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_super_category_price_idx;
CREATE INDEX products_super_category_price_idx ON products (super_category_id, price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_category_price_idx;
CREATE INDEX products_category_price_idx ON products (category_id, price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_sub_category_price_idx;
CREATE INDEX products_sub_category_price_idx ON products (sub_category_id, price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_category_tag_price_idx;
CREATE INDEX products_category_tag_price_idx ON products (category_tag_id, price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;

DROP INDEX products_brand_price_idx;
CREATE INDEX products_brand_price_idx ON products (brand_id, price_from, created_at DESC, seq DESC) INCLUDE (id) WHERE show;
