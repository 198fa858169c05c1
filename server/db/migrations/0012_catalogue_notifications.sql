-- Issue 18: every write that changes a public catalogue answer tells every server process, through
-- PostgreSQL's LISTEN/NOTIFY on the channel 'bazaar_catalogue' (delivered when the write commits;
-- nothing on a rollback). The triggers are the one place this is decided, so a write path cannot
-- forget it, and a write made outside the server (a seed, an SQL console) is heard as well.
--   '*'            anything in the catalogue may have changed: every cached answer goes
--   'product:<id>' only that product's stock changed (an order, a cancellation, an expired hold):
--                  the cached answers that hold the product go
-- Identical payloads in one transaction are sent once (PostgreSQL folds them).

CREATE FUNCTION bazaar_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_catalogue', '*');
  RETURN NULL;
END
$$;

CREATE FUNCTION bazaar_option_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.pack_size_id, NEW.name, NEW.psn_prime, NEW.price, NEW.mrp, NEW.position)
     IS DISTINCT FROM (OLD.id, OLD.pack_size_id, OLD.name, OLD.psn_prime, OLD.price, OLD.mrp, OLD.position) THEN
    PERFORM pg_notify('bazaar_catalogue', '*');
  ELSIF NEW.available_stock IS DISTINCT FROM OLD.available_stock THEN
    PERFORM pg_notify('bazaar_catalogue', 'product:' || (SELECT product_id FROM pack_sizes WHERE id = NEW.pack_size_id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER super_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON super_categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER sub_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER category_tags_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_tags FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER brands_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER brand_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER brand_sub_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_sub_categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER main_home_sliders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON main_home_sliders FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER three_sliders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON three_sliders FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER pack_sizes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pack_sizes FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER pack_size_options_notify AFTER INSERT OR DELETE OR TRUNCATE ON pack_size_options FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER pack_size_options_update_notify AFTER UPDATE ON pack_size_options FOR EACH ROW EXECUTE FUNCTION bazaar_option_changed();
CREATE TRIGGER blog_posts_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
CREATE TRIGGER shop_settings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings FOR EACH STATEMENT EXECUTE FUNCTION bazaar_catalogue_changed();
