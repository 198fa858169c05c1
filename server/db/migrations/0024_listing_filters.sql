-- Issue 19 item 4 (docs/decisions/034-listing-filters.md): filters with counts on every listing and
-- on search results, and the sorts by popularity, discount and rating. What a filter reads of a
-- product is kept on its row, so one statement counts every facet of a listing without reading
-- the pack sizes and options of each product:
--   discount_pct  the best whole-percent discount among its options (domain/product.ts discountPercent)
--   sizes         the names of its pack sizes ("M", "8 GB + 128 GB"), each once
--   colours       the names of its options ("Rani Pink"), each once
-- Every write of a product keeps them, as it keeps price_from (product-admin.writes.ts, the seed).
-- rating_avg and rating_count are the reviews' (migration 0020); they are added here too when
-- missing, so that this migration reads the same on any database.

ALTER TABLE products
  ADD COLUMN discount_pct smallint NOT NULL DEFAULT 0 CHECK (discount_pct BETWEEN 0 AND 100),
  ADD COLUMN sizes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN colours text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS rating_avg numeric(3, 2),
  ADD COLUMN IF NOT EXISTS rating_count integer NOT NULL DEFAULT 0;

-- The one definition of the three facts, used by this backfill and by every product write.
CREATE FUNCTION product_filter_facts(product text)
RETURNS TABLE (discount_pct smallint, sizes text[], colours text[]) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(max(CASE WHEN o.mrp > o.price AND o.mrp > 0
      THEN floor((o.mrp - o.price)::float8 / o.mrp::float8 * 100 + 0.5) ELSE 0 END), 0)::smallint,
    coalesce(array_agg(DISTINCT ps.name COLLATE "C" ORDER BY ps.name COLLATE "C") FILTER (WHERE ps.name IS NOT NULL), '{}'),
    coalesce(array_agg(DISTINCT o.name COLLATE "C" ORDER BY o.name COLLATE "C") FILTER (WHERE o.name IS NOT NULL), '{}')
  FROM pack_sizes ps LEFT JOIN pack_size_options o ON o.pack_size_id = ps.id
  WHERE ps.product_id = product
$$;

UPDATE products p SET (discount_pct, sizes, colours) = (SELECT * FROM product_filter_facts(p.id))
WHERE EXISTS (SELECT 1 FROM pack_sizes ps WHERE ps.product_id = p.id);

-- Popularity: units sold of each product in orders that were not cancelled. Kept beside the
-- product, not on its row, so that an order does not rewrite products (every products write tells
-- the servers that the whole catalogue changed: migration 0012). One statement-level trigger per
-- write, its rows taken in product order, so two orders of the same products never wait on each
-- other in opposite orders.
CREATE TABLE product_sales (
  product_id  text PRIMARY KEY,
  units       integer NOT NULL CHECK (units >= 0)
);

INSERT INTO product_sales (product_id, units)
SELECT l.product_id, sum(l.quantity)::integer FROM order_lines l
WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = l.order_id AND e.tag = 'order.cancelled')
GROUP BY l.product_id;

CREATE FUNCTION product_sales_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales (product_id, units)
  SELECT product_id, sum(quantity)::integer FROM new_lines GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET units = product_sales.units + EXCLUDED.units;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_lines_sales AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION product_sales_sold();

CREATE FUNCTION product_sales_cancelled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_sales s SET units = greatest(0, s.units - c.units)
  FROM (
    SELECT l.product_id, sum(l.quantity)::integer AS units
    FROM new_events e JOIN order_lines l ON l.order_id = e.order_id
    WHERE e.tag = 'order.cancelled'
    GROUP BY l.product_id ORDER BY l.product_id
  ) c
  WHERE s.product_id = c.product_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_events_sales AFTER INSERT ON order_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION product_sales_cancelled();
