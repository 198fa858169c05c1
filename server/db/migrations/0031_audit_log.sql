-- The audit log (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md). Every write call a
-- staff member makes runs in one transaction that sets `bazaar.audit` (server/audit/audit.ts); the
-- trigger below records each row that transaction inserts, updates or deletes in an audited table,
-- before and after, and the call itself is one `audit_log` row (who, as they were then; when;
-- which call; its status) found with its changes by the transaction's id. Customers' writes set
-- nothing and are not recorded (the trigger returns at once).
CREATE TABLE audit_log (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  txid          bigint NOT NULL,
  actor_id      text NOT NULL,
  actor_name    text NOT NULL,
  actor_mobile  text NOT NULL,
  actor_role    text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  status        integer NOT NULL
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);

CREATE TABLE audit_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  txid        bigint NOT NULL,
  table_name  text NOT NULL,
  operation   text NOT NULL CHECK (operation IN ('INSERT', 'UPDATE', 'DELETE')),
  row_key     text NOT NULL,
  before      jsonb,
  after       jsonb
);
CREATE INDEX audit_changes_txid_idx ON audit_changes (txid, id);

-- The row's JSON without its search vectors (derived, and long); a row's key is its id, or the whole
-- row's text for tables keyed by several columns (a brand's categories).
CREATE FUNCTION bazaar_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
BEGIN
  IF coalesce(current_setting('bazaar.audit', true), '') <> 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - 'search' - 'name_search'; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - 'search' - 'name_search'; END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_changes (txid, table_name, operation, row_key, before, after)
  VALUES (txid_current(), TG_TABLE_NAME, TG_OP,
    left(coalesce(new_row ->> 'id', old_row ->> 'id', coalesce(new_row, old_row)::text), 200), old_row, new_row);
  RETURN NULL;
END
$$;

-- Attaches the trigger to a table (if it exists): every table a staff write changes. Sessions, codes,
-- rate limits, kept counts and the images' bytes are not the shop's records and are left out.
CREATE FUNCTION bazaar_audit_table(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', name || '_audit', name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION bazaar_audit_row()', name || '_audit', name);
  END IF;
END
$$;

SELECT bazaar_audit_table(t) FROM unnest(ARRAY[
  'super_categories', 'categories', 'sub_categories', 'category_tags', 'brands', 'brand_categories', 'brand_sub_categories',
  'main_home_sliders', 'three_sliders', 'products', 'pack_sizes', 'pack_size_options', 'blog_posts',
  'clients', 'addresses', 'shop_settings', 'coupons', 'orders', 'order_lines', 'order_events', 'payment_attempts',
  'contact_messages', 'delivery_zones', 'reviews', 'return_requests', 'return_lines', 'wallet_movements',
  'search_synonyms', 'invoices', 'order_refunds', 'order_refund_lines'
]) AS t;
