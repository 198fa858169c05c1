-- Orders (issue 5, DESIGN §2, §4): an order is an append-only stream of events; the columns of
-- `orders` that describe its state (status, payment status) are a projection of that stream by the
-- domain's lifecycle rules, written in the same transaction as each event. Lines, address and fee
-- breakdown are snapshots taken when the order was placed. Plain PostgreSQL 15.

-- DESIGN §4 coupons: WELCOME20 is the newsletter's 20% off a first order (§2, §9).
CREATE TABLE coupons (
  code              text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,20}$'),
  percent_off       integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
  first_order_only  boolean NOT NULL,
  active            boolean NOT NULL DEFAULT true
);
INSERT INTO coupons (code, percent_off, first_order_only, active) VALUES ('WELCOME20', 20, true, true);

-- BZ-000123: the readable number of an order. A sequence never hands out a number twice, even to
-- two server processes; a number taken by a transaction that rolled back is simply skipped.
CREATE SEQUENCE order_numbers START 1;

CREATE TABLE orders (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  number           bigint NOT NULL UNIQUE CHECK (number BETWEEN 1 AND 999999),
  client_id        text NOT NULL REFERENCES clients (id),
  -- A double submit with the same key makes one order; the hash tells a repeat from a reuse.
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,
  address          jsonb NOT NULL,
  payment_mode     text NOT NULL CHECK (payment_mode IN ('Cash on Delivery', 'Online')),
  -- The projection of the event stream.
  status           smallint NOT NULL CHECK (status BETWEEN 0 AND 5),
  payment_status   text NOT NULL CHECK (payment_status IN ('Pending', 'Paid', 'Failed', 'Refunded')),
  -- §9 figures as charged (the domain's Order schema checks them against the lines).
  total_mrp        numeric(14, 2) NOT NULL CHECK (total_mrp >= 0),
  total_price      numeric(14, 2) NOT NULL CHECK (total_price >= 0),
  small_cart_fee   numeric(14, 2) NOT NULL CHECK (small_cart_fee >= 0),
  handling_fee     numeric(14, 2) NOT NULL CHECK (handling_fee >= 0),
  rain_fee         numeric(14, 2) NOT NULL CHECK (rain_fee >= 0),
  delivery_charge  numeric(14, 2) NOT NULL CHECK (delivery_charge >= 0),
  total_amount     numeric(14, 2) NOT NULL CHECK (total_amount >= 0),
  wallet           numeric(14, 2) NOT NULL CHECK (wallet >= 0),
  coupon           numeric(14, 2) NOT NULL CHECK (coupon >= 0),
  netpayable       numeric(14, 2) NOT NULL CHECK (netpayable >= 0),
  coupon_code      text REFERENCES coupons (code),
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  UNIQUE (client_id, idempotency_key),
  CHECK (netpayable = total_amount - wallet - coupon)
);
CREATE INDEX orders_client_idx ON orders (client_id, created_at DESC, id DESC);
CREATE INDEX orders_status_idx ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);

-- What each line was when the order was placed. No reference to the pack size option: the
-- catalogue may change or drop it later, the order keeps what was bought.
CREATE TABLE order_lines (
  order_id      text NOT NULL REFERENCES orders (id),
  position      integer NOT NULL CHECK (position >= 0),
  product_id    text NOT NULL,
  product_name  text NOT NULL,
  slug_url      text NOT NULL,
  thumbnail     text NOT NULL,
  pack_id       text NOT NULL,
  pack_name     text NOT NULL,
  option_id     text NOT NULL,
  option_name   text NOT NULL,
  price         numeric(12, 2) NOT NULL CHECK (price >= 0),
  mrp           numeric(12, 2) NOT NULL,
  quantity      integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  PRIMARY KEY (order_id, position),
  CHECK (mrp >= price)
);
CREATE INDEX order_lines_option_idx ON order_lines (option_id);

-- The event stream (DESIGN §2). Append-only: the trigger below refuses to change or remove an event.
CREATE TABLE order_events (
  order_id  text NOT NULL REFERENCES orders (id),
  seq       integer NOT NULL CHECK (seq >= 1),
  tag       text NOT NULL CHECK (tag IN ('order.placed', 'payment.confirmed', 'payment.failed', 'order.processing',
                                          'order.dispatched', 'order.out-for-delivery', 'order.delivered', 'order.cancelled')),
  by_actor  text NOT NULL CHECK (by_actor IN ('customer', 'admin', 'system')),
  -- Who acted, when it was a person (the customer or the admin); NULL for the system.
  actor_id  text REFERENCES clients (id),
  reason    text CHECK (reason IS NULL OR length(reason) <= 500),
  at        timestamptz NOT NULL,
  PRIMARY KEY (order_id, seq)
);

CREATE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order events are append-only: % of an event is refused', TG_OP;
END
$$;
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();

-- Online payment attempts (DESIGN §4): one per token; the gateway settles each at most once.
CREATE TABLE payment_attempts (
  id                  text PRIMARY KEY CHECK (id ~ '^pay_[0-9a-f]{24}$'),
  order_id            text NOT NULL REFERENCES orders (id),
  amount              numeric(14, 2) NOT NULL CHECK (amount >= 0),
  outcome             text CHECK (outcome IN ('approved', 'declined')),
  gateway_payment_id  text,
  created_at          timestamptz NOT NULL,
  settled_at          timestamptz,
  -- An approved payment the order could no longer take (paid by another attempt, or cancelled):
  -- the money is to be refunded.
  refund_due          boolean NOT NULL DEFAULT false,
  -- Why the settled result was not applied to the order (the lifecycle's words), or NULL.
  not_applied         text,
  CHECK ((outcome IS NULL) = (settled_at IS NULL)),
  CHECK (NOT refund_due OR outcome = 'approved')
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, created_at DESC);

-- Order SMS sent (§7 order/sendsms): one per order and status, however often the browser asks.
CREATE TABLE order_sms (
  order_id  text NOT NULL REFERENCES orders (id),
  status    smallint NOT NULL,
  sent_at   timestamptz NOT NULL,
  PRIMARY KEY (order_id, status)
);
