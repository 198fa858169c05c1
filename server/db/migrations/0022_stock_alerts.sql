-- "Notify me" (issue 19 item 7, ADR 032): a signed-in customer asks for an SMS when a sold-out pack
-- option is back in stock. One open alert per customer and option; an alert is open until its SMS
-- has gone (notified_at), after which the customer may ask again.
--
-- Whatever raises an option's stock from 0 (an admin's edit, a cancelled order or an expired payment
-- hold giving stock back, an import, an SQL console) runs the trigger below in its own transaction:
-- it records the restock on the option's open alerts (restocked_at) and tells every server process
-- on 'bazaar_stock_alerts'. A transaction that rolls back records nothing and tells no one (NOTIFY is
-- delivered on commit only). The processes' senders (server/stock-alert/stock-alerts.ts) claim due
-- alerts with FOR UPDATE SKIP LOCKED, mark them notified in that statement, and send after it commits.

CREATE TABLE stock_alerts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id     text NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  product_id    text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  option_id     text NOT NULL REFERENCES pack_size_options (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- The option's stock went from 0 to more while the alert was open: its SMS is due.
  restocked_at  timestamptz,
  notified_at   timestamptz,
  CHECK (notified_at IS NULL OR restocked_at IS NOT NULL)
);

-- One open alert per customer and option (asking again changes nothing).
CREATE UNIQUE INDEX stock_alerts_open_once ON stock_alerts (client_id, option_id) WHERE notified_at IS NULL;
-- The alerts waiting for an option's stock, and the alerts whose SMS is due.
CREATE INDEX stock_alerts_waiting ON stock_alerts (option_id) WHERE restocked_at IS NULL;
CREATE INDEX stock_alerts_due ON stock_alerts (id) WHERE restocked_at IS NOT NULL AND notified_at IS NULL;

CREATE FUNCTION bazaar_stock_returned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET restocked_at = now() WHERE option_id = NEW.id AND restocked_at IS NULL;
  IF FOUND THEN
    PERFORM pg_notify('bazaar_stock_alerts', NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER pack_size_options_stock_returned AFTER UPDATE OF available_stock ON pack_size_options
  FOR EACH ROW WHEN (OLD.available_stock = 0 AND NEW.available_stock > 0) EXECUTE FUNCTION bazaar_stock_returned();
