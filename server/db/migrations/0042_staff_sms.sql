-- The texts staff make the server send about an order (issue 34 item 5): the order SMS an admin
-- sends from the back office, a refund's SMS, a return's steps. Each is a row, written before the
-- text goes (and deleted again if it could not be sent), so that an order gets at most a few in any
-- 24 hours (domain/staff-text.ts STAFF_SMS_PER_ORDER), counted by every server process alike. The
-- texts of an order's status changes are not here: order_sms sends each status once.

CREATE TABLE staff_sms (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id  text NOT NULL REFERENCES orders (id),
  kind      text NOT NULL CHECK (kind IN ('order', 'refund', 'return')),
  actor_id  text NOT NULL,
  sent_at   timestamptz NOT NULL
);

CREATE INDEX staff_sms_order_sent ON staff_sms (order_id, sent_at);
