-- Issue 20 items 3 and 4 (docs/decisions/039-orders-and-customers-admin.md): the back office finds
-- orders and customers, refunds an order's lines or the whole order, credits or debits a wallet with
-- a reason, and blocks a customer. Plain PostgreSQL 15.

-- Searching orders by their customer's name or mobile, and customers by name, mobile or e-mail:
-- trigram indexes answer a part of a name or number typed anywhere in it.
CREATE INDEX clients_name_trgm_idx ON clients USING gin (lower(name) gin_trgm_ops);
CREATE INDEX clients_mobile_trgm_idx ON clients USING gin (mobile gin_trgm_ops);
CREATE INDEX clients_email_trgm_idx ON clients USING gin (lower(email) gin_trgm_ops);
CREATE INDEX clients_created_idx ON clients (created_at DESC, id DESC);
-- The list's filters: payment mode with the date order (status has orders_status_idx already).
CREATE INDEX orders_mode_idx ON orders (payment_mode, created_at DESC, id DESC);

-- A blocked customer cannot sign in or place orders; blocking ends their sessions.
ALTER TABLE clients ADD COLUMN blocked_at timestamptz;
ALTER TABLE clients ADD COLUMN blocked_reason text CHECK (blocked_reason IS NULL OR length(blocked_reason) <= 200);
ALTER TABLE clients ADD CONSTRAINT clients_blocked_check CHECK ((blocked_at IS NULL) = (blocked_reason IS NULL));

-- A refund the shop records on an order: some units of its lines, or the whole order (with its fees),
-- to the wallet or against the original payment. Its amounts are fixed when it is made
-- (domain/order-refunds.ts), never more than was paid for what it refunds.
CREATE TABLE order_refunds (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  order_id         text NOT NULL REFERENCES orders (id),
  whole_order      boolean NOT NULL,
  refund_to        text NOT NULL CHECK (refund_to IN ('wallet', 'original')),
  reason           text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  amount           numeric(14, 2) NOT NULL CHECK (amount > 0),
  to_wallet        numeric(14, 2) NOT NULL CHECK (to_wallet >= 0),
  to_original      numeric(14, 2) NOT NULL CHECK (to_original >= 0),
  fees             numeric(14, 2) NOT NULL CHECK (fees >= 0),
  actor_id         text NOT NULL REFERENCES clients (id),
  created_at       timestamptz NOT NULL,
  CHECK (to_wallet + to_original = amount)
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id, created_at);

CREATE TABLE order_refund_lines (
  refund_id  text NOT NULL REFERENCES order_refunds (id),
  position   integer NOT NULL CHECK (position >= 0),
  quantity   integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  amount     numeric(14, 2) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (refund_id, position)
);

-- A refund is an event of its order's stream, naming it; the order's lifecycle passes it by.
ALTER TABLE order_events DROP CONSTRAINT order_events_tag_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_tag_check CHECK (tag IN (
  'order.placed', 'payment.confirmed', 'payment.failed', 'order.processing', 'order.dispatched', 'order.out-for-delivery',
  'order.delivered', 'order.cancelled',
  'return.requested', 'return.approved', 'return.rejected', 'return.picked-up', 'return.refunded', 'return.exchanged',
  'order.refunded'));
ALTER TABLE order_events ADD COLUMN refund_id text REFERENCES order_refunds (id);
ALTER TABLE order_events ADD CONSTRAINT order_events_refund_id_check CHECK ((tag = 'order.refunded') = (refund_id IS NOT NULL));

-- The wallet's new movements: an order refund, and a staff member's credit or debit with a reason;
-- each names who made it.
ALTER TABLE wallet_movements DROP CONSTRAINT wallet_movements_kind_check;
ALTER TABLE wallet_movements ADD CONSTRAINT wallet_movements_kind_check CHECK (kind IN (
  'opening-balance', 'order-payment', 'cancel-refund', 'return-refund', 'order-refund', 'shop-credit', 'shop-debit'));
ALTER TABLE wallet_movements ADD COLUMN actor_id text REFERENCES clients (id);
ALTER TABLE wallet_movements ADD COLUMN refund_id text REFERENCES order_refunds (id);
CREATE UNIQUE INDEX wallet_movements_one_order_refund_idx ON wallet_movements (refund_id) WHERE kind = 'order-refund';
ALTER TABLE wallet_movements ADD CONSTRAINT wallet_movements_staff_check CHECK (kind NOT IN ('shop-credit', 'shop-debit') OR actor_id IS NOT NULL);
