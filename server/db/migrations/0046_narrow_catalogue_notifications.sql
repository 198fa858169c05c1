-- Issue 38 item 3 (ADR 061): a change of one product's facts announces that product, not the whole
-- catalogue. Before, any write to `products` (every review's rating refresh among them), to
-- `pack_sizes` or to an option's price announced '*' and every kept answer went in every process.
--   '*'             anything may have changed (a product added or removed, shown or hidden, moved to
--                   another category, tag or brand, or its address changed; the taxonomy, sliders,
--                   brands, blog, settings, coupons, zones, synonyms as before)
--   'listed:<id>'   the product's facts changed (price, MRP, rating, name, description, attributes,
--                   flags, pack sizes and options): the answers that show it go, and every list of
--                   products by their facts (listings, flagged lists, similar, search, facets,
--                   suggestions), which it may enter, leave or move in
--   'product:<id>'  only its stock moved (as before), or its reviews were written, reworded, hidden
--                   or shown: the answers that show it go (its reviews' answers name it)
-- More than 100 products in one statement (a bulk action, an import, the seed) announce '*'.

-- `kind` ('listed' or 'product') of each of `ids`, or '*' for more than 100 of them.
CREATE FUNCTION bazaar_announce(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  id text;
BEGIN
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('bazaar_catalogue', '*');
    RETURN;
  END IF;
  FOREACH id IN ARRAY ids LOOP
    PERFORM pg_notify('bazaar_catalogue', kind || ':' || id);
  END LOOP;
END
$$;

-- Where a product is placed decides which taxonomy, brand and count answers hold it: a change there is '*'.
CREATE FUNCTION bazaar_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed boolean;
  ids text[];
BEGIN
  SELECT coalesce(bool_or((n.category_tag_id, n.sub_category_id, n.category_id, n.super_category_id, n.brand_id, n.show, n.slug_url)
                          IS DISTINCT FROM (o.category_tag_id, o.sub_category_id, o.category_id, o.super_category_id, o.brand_id, o.show, o.slug_url)), false),
         coalesce(array_agg(n.id) FILTER (WHERE n IS DISTINCT FROM o), '{}')
    INTO placed, ids
    FROM bazaar_new_products n JOIN bazaar_old_products o ON o.id = n.id;
  IF placed THEN
    PERFORM pg_notify('bazaar_catalogue', '*');
  ELSE
    PERFORM bazaar_announce('listed', ids);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER products_notify ON products;
CREATE TRIGGER products_notify AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER products_update_notify AFTER UPDATE ON products
  REFERENCING OLD TABLE AS bazaar_old_products NEW TABLE AS bazaar_new_products
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_products_updated();

-- Rows that belong to a product (its pack sizes, its reviews): TG_ARGV[0] is what their change
-- announces of the product ('listed' or 'product'), TG_ARGV[1] the columns whose change alone
-- announces nothing (an upsert of the same values, a helpful vote).
CREATE FUNCTION bazaar_product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  ignored text[] := coalesce(TG_ARGV[1], '{}')::text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM bazaar_new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM bazaar_old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.product_id) INTO ids
      FROM bazaar_new_rows n JOIN bazaar_old_rows o ON o.id = n.id, LATERAL (VALUES (n.product_id), (o.product_id)) AS x (product_id)
      WHERE to_jsonb(n) - ignored IS DISTINCT FROM to_jsonb(o) - ignored;
  END IF;
  PERFORM bazaar_announce(TG_ARGV[0], coalesce(ids, '{}'));
  RETURN NULL;
END
$$;

DROP TRIGGER pack_sizes_notify ON pack_sizes;
CREATE TRIGGER pack_sizes_insert_notify AFTER INSERT ON pack_sizes REFERENCING NEW TABLE AS bazaar_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('listed');
CREATE TRIGGER pack_sizes_update_notify AFTER UPDATE ON pack_sizes REFERENCING OLD TABLE AS bazaar_old_rows NEW TABLE AS bazaar_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('listed');
CREATE TRIGGER pack_sizes_delete_notify AFTER DELETE ON pack_sizes REFERENCING OLD TABLE AS bazaar_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('listed');
CREATE TRIGGER pack_sizes_truncate_notify AFTER TRUNCATE ON pack_sizes FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();

-- An option added or removed: its product's facts. (An option removed with its pack size, by the
-- cascade, may no longer find its product here; the pack size's own trigger announces it.)
CREATE FUNCTION bazaar_options_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT s.product_id) INTO ids FROM bazaar_new_rows n JOIN pack_sizes s ON s.id = n.pack_size_id;
  ELSE
    SELECT array_agg(DISTINCT s.product_id) INTO ids FROM bazaar_old_rows o JOIN pack_sizes s ON s.id = o.pack_size_id;
  END IF;
  PERFORM bazaar_announce('listed', coalesce(ids, '{}'));
  RETURN NULL;
END
$$;

DROP TRIGGER pack_size_options_notify ON pack_size_options;
CREATE TRIGGER pack_size_options_insert_notify AFTER INSERT ON pack_size_options REFERENCING NEW TABLE AS bazaar_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_options_added_or_removed();
CREATE TRIGGER pack_size_options_delete_notify AFTER DELETE ON pack_size_options REFERENCING OLD TABLE AS bazaar_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_options_added_or_removed();
CREATE TRIGGER pack_size_options_truncate_notify AFTER TRUNCATE ON pack_size_options FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();

-- An option's price, MRP, name or place: its product's facts; its stock alone: its product (as before).
CREATE OR REPLACE FUNCTION bazaar_option_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.pack_size_id, NEW.name, NEW.psn_prime, NEW.price, NEW.mrp, NEW.position)
     IS DISTINCT FROM (OLD.id, OLD.pack_size_id, OLD.name, OLD.psn_prime, OLD.price, OLD.mrp, OLD.position) THEN
    PERFORM pg_notify('bazaar_catalogue', 'listed:' || (SELECT product_id FROM pack_sizes WHERE id = NEW.pack_size_id));
  ELSIF NEW.available_stock IS DISTINCT FROM OLD.available_stock THEN
    PERFORM pg_notify('bazaar_catalogue', 'product:' || (SELECT product_id FROM pack_sizes WHERE id = NEW.pack_size_id));
  END IF;
  RETURN NULL;
END
$$;

-- A review written, reworded, hidden or shown (not a helpful vote): its product's reviews' answers
-- go at once; a change of its stars also refreshes the product's rating (migration 0020), which is
-- a change of the product's facts above.
CREATE TRIGGER reviews_insert_notify AFTER INSERT ON reviews REFERENCING NEW TABLE AS bazaar_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('product', '{helpful_count,updated_at}');
CREATE TRIGGER reviews_update_notify AFTER UPDATE ON reviews REFERENCING OLD TABLE AS bazaar_old_rows NEW TABLE AS bazaar_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('product', '{helpful_count,updated_at}');
CREATE TRIGGER reviews_delete_notify AFTER DELETE ON reviews REFERENCING OLD TABLE AS bazaar_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bazaar_product_rows_changed('product', '{helpful_count,updated_at}');
