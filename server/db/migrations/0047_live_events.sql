-- Issue 38 (ADR 062): the shop's live stream. Every event of an order's stream and every step of a
-- refund at the gateway gets an id from one sequence, the order in which a shopper's stream sends
-- them and the id a browser resumes from (Last-Event-ID); and its commit tells every server process
-- whose shopper it concerns, on the channel 'bazaar_orders' with the client's id (delivered when the
-- transaction commits, identical payloads of one transaction sent once, nothing on a rollback).
-- Two transactions may commit in another order than their ids were taken: a stream looks back a
-- few seconds with each change (LIVE_LOOKBACK_SECONDS) and skips what it sent.

CREATE SEQUENCE bazaar_stream_ids;
ALTER TABLE order_events ADD COLUMN stream_id bigint NOT NULL DEFAULT nextval('bazaar_stream_ids');
ALTER TABLE gateway_refund_steps ADD COLUMN stream_id bigint NOT NULL DEFAULT nextval('bazaar_stream_ids');
ALTER SEQUENCE bazaar_stream_ids OWNED BY order_events.stream_id;
CREATE INDEX order_events_stream_idx ON order_events (stream_id);
CREATE INDEX gateway_refund_steps_stream_idx ON gateway_refund_steps (stream_id);

CREATE FUNCTION bazaar_order_event_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_orders', (SELECT client_id FROM orders WHERE id = NEW.order_id));
  RETURN NULL;
END
$$;

CREATE FUNCTION bazaar_refund_step_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bazaar_orders', (SELECT o.client_id FROM gateway_refunds g JOIN orders o ON o.id = g.order_id WHERE g.id = NEW.refund_id));
  RETURN NULL;
END
$$;

CREATE TRIGGER order_events_live AFTER INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION bazaar_order_event_added();
CREATE TRIGGER gateway_refund_steps_live AFTER INSERT ON gateway_refund_steps FOR EACH ROW EXECUTE FUNCTION bazaar_refund_step_added();
