-- Issue 19 item 3 (ADR 031): returns and exchanges of a delivered order's lines, and the wallet's
-- movements. A request's steps are events of its order's stream (each naming the request); the
-- request's status is a projection of them by the domain's return machine, written in the same
-- transaction as each event, as the order's status is. Plain PostgreSQL 15.

CREATE TABLE return_requests (
  id                  text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  order_id            text NOT NULL REFERENCES orders (id),
  client_id           text NOT NULL REFERENCES clients (id),
  kind                text NOT NULL CHECK (kind IN ('return', 'exchange')),
  reason              text NOT NULL CHECK (reason IN ('damaged', 'defective', 'wrong-item', 'missing-parts', 'size-fit',
                                                      'not-as-described', 'changed-mind')),
  note                text CHECK (note IS NULL OR length(note) <= 500),
  -- Where a return's refund goes; an exchange has none.
  refund_to           text CHECK (refund_to IN ('wallet', 'original')),
  -- The projection of the request's events (domain/return-lifecycle.machine.ts).
  status              text NOT NULL CHECK (status IN ('Requested', 'Approved', 'Rejected', 'Picked up', 'Refunded', 'Exchanged')),
  -- Fixed when the request is made (domain/returns.ts refundOf): the whole, its wallet and original
  -- parts, and the fees in it.
  refund_amount       numeric(14, 2) NOT NULL CHECK (refund_amount >= 0),
  refund_wallet       numeric(14, 2) NOT NULL CHECK (refund_wallet >= 0),
  refund_original     numeric(14, 2) NOT NULL CHECK (refund_original >= 0),
  fees_refunded       numeric(14, 2) NOT NULL CHECK (fees_refunded >= 0),
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  CHECK ((kind = 'return') = (refund_to IS NOT NULL)),
  CHECK (refund_wallet + refund_original = refund_amount),
  CHECK (kind = 'return' OR refund_amount = 0)
);
CREATE INDEX return_requests_order_idx ON return_requests (order_id, created_at);
CREATE INDEX return_requests_client_idx ON return_requests (client_id, created_at DESC, id DESC);
CREATE INDEX return_requests_status_idx ON return_requests (status, created_at DESC, id DESC);
CREATE INDEX return_requests_created_idx ON return_requests (created_at DESC, id DESC);

-- The order lines a request asks back (by the line's position in its order), how many units, what
-- they refund, and for an exchange the option (size) wanted instead.
CREATE TABLE return_lines (
  return_id             text NOT NULL REFERENCES return_requests (id),
  position              integer NOT NULL CHECK (position >= 0),
  quantity              integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  amount                numeric(14, 2) NOT NULL CHECK (amount >= 0),
  exchange_option_id    text,
  exchange_option_name  text,
  PRIMARY KEY (return_id, position),
  CHECK ((exchange_option_id IS NULL) = (exchange_option_name IS NULL))
);

-- The request's steps join the order's stream.
ALTER TABLE order_events DROP CONSTRAINT order_events_tag_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_tag_check CHECK (tag IN (
  'order.placed', 'payment.confirmed', 'payment.failed', 'order.processing', 'order.dispatched', 'order.out-for-delivery',
  'order.delivered', 'order.cancelled',
  'return.requested', 'return.approved', 'return.rejected', 'return.picked-up', 'return.refunded', 'return.exchanged'));
ALTER TABLE order_events ADD COLUMN return_id text REFERENCES return_requests (id);
ALTER TABLE order_events ADD CONSTRAINT order_events_return_id_check CHECK ((tag LIKE 'return.%') = (return_id IS NOT NULL));
CREATE INDEX order_events_return_idx ON order_events (return_id, seq) WHERE return_id IS NOT NULL;

-- Every change of a client's wallet balance, in the same transaction as the change: placing an order
-- that uses the wallet, cancelling it, refunding a return. Append-only like order_events.
CREATE TABLE wallet_movements (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id      text NOT NULL REFERENCES clients (id),
  amount         numeric(12, 2) NOT NULL CHECK (amount <> 0),
  balance_after  numeric(12, 2) NOT NULL CHECK (balance_after >= 0),
  kind           text NOT NULL CHECK (kind IN ('opening-balance', 'order-payment', 'cancel-refund', 'return-refund')),
  reason         text NOT NULL CHECK (length(reason) <= 200),
  order_id       text REFERENCES orders (id),
  return_id      text REFERENCES return_requests (id),
  at             timestamptz NOT NULL
);
CREATE INDEX wallet_movements_client_idx ON wallet_movements (client_id, id DESC);
-- A return is refunded to the wallet once, whatever races to refund it.
CREATE UNIQUE INDEX wallet_movements_one_refund_idx ON wallet_movements (return_id) WHERE kind = 'return-refund';

CREATE FUNCTION wallet_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet movements are append-only: % of a movement is refused', TG_OP;
END
$$;
CREATE TRIGGER wallet_movements_append_only BEFORE UPDATE OR DELETE ON wallet_movements
  FOR EACH ROW EXECUTE FUNCTION wallet_movements_append_only();

-- The balances clients already have, as one opening movement each, so that every balance is the
-- sum of its movements from now on.
INSERT INTO wallet_movements (client_id, amount, balance_after, kind, reason, at)
SELECT id, wallet_balance, wallet_balance, 'opening-balance', 'Balance before the wallet kept its movements', now()
FROM clients WHERE wallet_balance <> 0;
