-- Issue 32 (docs/decisions/041-one-ledger.md): one append-only ledger for every rupee. Each entry
-- moves an amount from one account to another, both of one customer's money: `payer` (the
-- customer's own money outside the shop: UPI, card, cash handed over), `wallet` (their Bazaar
-- wallet), `order` (what the shop holds for one of their orders) and `shop` (the shop's own money,
-- which credits come from and debits go to). A wallet's balance, and an order's paid, refunded and
-- held amounts, are sums of entries, never columns of their own. Plain PostgreSQL 15.

CREATE TABLE ledger_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id     text NOT NULL REFERENCES clients (id),
  order_id      text REFERENCES orders (id),
  from_account  text NOT NULL CHECK (from_account IN ('payer', 'wallet', 'order', 'shop')),
  to_account    text NOT NULL CHECK (to_account IN ('payer', 'wallet', 'order', 'shop')),
  amount        numeric(14, 2) NOT NULL CHECK (amount > 0),
  kind          text NOT NULL CHECK (kind IN (
                  'opening-balance', 'order-payment', 'online-payment', 'cash-on-delivery', 'cancel-refund', 'return-refund',
                  'order-refund', 'late-payment-refund', 'shop-credit', 'shop-debit')),
  reason        text NOT NULL CHECK (length(reason) <= 200),
  actor_id      text REFERENCES clients (id),
  return_id     text REFERENCES return_requests (id),
  refund_id     text REFERENCES order_refunds (id),
  attempt_id    text REFERENCES payment_attempts (id),
  at            timestamptz NOT NULL,
  CHECK (from_account <> to_account),
  -- An order's account is always one order's.
  CHECK ((from_account = 'order' OR to_account = 'order') = (order_id IS NOT NULL)),
  -- Each kind moves money one way only.
  CHECK (CASE kind
    WHEN 'opening-balance' THEN from_account = 'shop' AND to_account = 'wallet'
    WHEN 'order-payment' THEN from_account = 'wallet' AND to_account = 'order'
    WHEN 'online-payment' THEN from_account = 'payer' AND to_account = 'order'
    WHEN 'cash-on-delivery' THEN from_account = 'payer' AND to_account = 'order'
    WHEN 'late-payment-refund' THEN from_account = 'order' AND to_account = 'payer'
    WHEN 'shop-credit' THEN from_account = 'shop' AND to_account = 'wallet' AND actor_id IS NOT NULL
    WHEN 'shop-debit' THEN from_account = 'wallet' AND to_account = 'shop' AND actor_id IS NOT NULL
    ELSE from_account = 'order' AND to_account IN ('wallet', 'payer')
  END),
  CHECK ((kind = 'return-refund') = (return_id IS NOT NULL)),
  CHECK ((kind = 'order-refund') = (refund_id IS NOT NULL))
);
-- A wallet's entries (its balance and its movements, newest first) and an order's.
CREATE INDEX ledger_wallet_idx ON ledger_entries (client_id, id) WHERE from_account = 'wallet' OR to_account = 'wallet';
CREATE INDEX ledger_order_idx ON ledger_entries (order_id, id) WHERE order_id IS NOT NULL;
-- Staff credits per staff member and day (the daily cap).
CREATE INDEX ledger_staff_credit_idx ON ledger_entries (actor_id, at) WHERE kind = 'shop-credit';
-- Money that moves once, whatever races to move it: an order's wallet part, its cash, a payment
-- attempt's money, each destination of a cancellation, of a return's refund and of a staff refund.
CREATE UNIQUE INDEX ledger_once_order_payment ON ledger_entries (order_id) WHERE kind = 'order-payment';
CREATE UNIQUE INDEX ledger_once_cash ON ledger_entries (order_id) WHERE kind = 'cash-on-delivery';
CREATE UNIQUE INDEX ledger_once_attempt ON ledger_entries (attempt_id, kind) WHERE attempt_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_once_cancel ON ledger_entries (order_id, to_account) WHERE kind = 'cancel-refund';
CREATE UNIQUE INDEX ledger_once_return ON ledger_entries (return_id, to_account) WHERE kind = 'return-refund';
CREATE UNIQUE INDEX ledger_once_refund ON ledger_entries (refund_id, to_account) WHERE kind = 'order-refund';

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % of an entry is refused', TG_OP;
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

-- The one definition of each balance.
CREATE FUNCTION bazaar_wallet_balance(client text) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE WHEN to_account = 'wallet' THEN amount ELSE -amount END), 0)
  FROM ledger_entries WHERE client_id = client AND (from_account = 'wallet' OR to_account = 'wallet')
$$;
CREATE FUNCTION bazaar_order_held(ord text) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE WHEN to_account = 'order' THEN amount ELSE -amount END), 0)
  FROM ledger_entries WHERE order_id = ord
$$;

-- ---------------------------------------------------------------------------------------------
-- What the shop's tables say happened so far, as entries, oldest first.

-- Every wallet movement kept until now.
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, actor_id, return_id, refund_id, at)
SELECT m.client_id,
  CASE WHEN m.kind IN ('order-payment', 'cancel-refund', 'return-refund', 'order-refund') THEN m.order_id END,
  CASE WHEN m.kind IN ('opening-balance', 'shop-credit') THEN 'shop' WHEN m.kind IN ('order-payment', 'shop-debit') THEN 'wallet' ELSE 'order' END,
  CASE WHEN m.kind = 'order-payment' THEN 'order' WHEN m.kind = 'shop-debit' THEN 'shop' ELSE 'wallet' END,
  abs(m.amount), m.kind, m.reason, m.actor_id,
  CASE WHEN m.kind = 'return-refund' THEN m.return_id END,
  CASE WHEN m.kind = 'order-refund' THEN m.refund_id END,
  m.at
FROM wallet_movements m ORDER BY m.id;

-- Online payments applied to their orders (by the gateway's attempt, or an admin's confirmation).
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, attempt_id, at)
SELECT o.client_id, o.id, 'payer', 'order', o.netpayable, 'online-payment', 'Paid online',
  (SELECT a.id FROM payment_attempts a WHERE a.order_id = o.id AND a.outcome = 'approved' AND a.not_applied IS NULL ORDER BY a.settled_at LIMIT 1),
  e.at
FROM orders o JOIN order_events e ON e.order_id = o.id AND e.tag = 'payment.confirmed'
WHERE o.netpayable > 0;

-- Approved payments that came after their order stopped waiting: taken, then due back.
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, attempt_id, at)
SELECT o.client_id, o.id, v.from_account, v.to_account, a.amount, v.kind, v.reason, a.id, a.settled_at
FROM payment_attempts a JOIN orders o ON o.id = a.order_id
CROSS JOIN (VALUES ('payer', 'order', 'online-payment', 'Paid online after the order stopped waiting for payment'),
                   ('order', 'payer', 'late-payment-refund', 'Refund of a payment the order could no longer take'))
  AS v (from_account, to_account, kind, reason)
WHERE a.outcome = 'approved' AND a.not_applied IS NOT NULL AND a.amount > 0;

-- Cash collected on delivery.
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, at)
SELECT o.client_id, o.id, 'payer', 'order', o.netpayable, 'cash-on-delivery', 'Cash collected on delivery', e.at
FROM orders o JOIN order_events e ON e.order_id = o.id AND e.tag = 'order.delivered'
WHERE o.payment_mode = 'Cash on Delivery' AND o.netpayable > 0;

-- Refunds recorded against the original payment.
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, return_id, at)
SELECT r.client_id, r.order_id, 'order', 'payer', r.refund_original, 'return-refund', 'Refund of a return', r.id,
  (SELECT max(e.at) FROM order_events e WHERE e.return_id = r.id AND e.tag = 'return.refunded')
FROM return_requests r WHERE r.status = 'Refunded' AND r.refund_original > 0;
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, actor_id, refund_id, at)
SELECT o.client_id, f.order_id, 'order', 'payer', f.to_original, 'order-refund', left('Refund of an order: ' || f.reason, 200), f.actor_id, f.id, f.created_at
FROM order_refunds f JOIN orders o ON o.id = f.order_id WHERE f.to_original > 0;

-- A refund event says whether it gave back everything still held (the payment becomes Refunded).
ALTER TABLE order_events ADD COLUMN whole boolean;
UPDATE order_events SET whole = false WHERE tag = 'order.refunded';
ALTER TABLE order_events DROP CONSTRAINT order_events_refund_id_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_refund_id_check CHECK (refund_id IS NULL OR tag = 'order.refunded');
ALTER TABLE order_events ADD CONSTRAINT order_events_whole_check CHECK ((tag = 'order.refunded') = (whole IS NOT NULL));

-- Cancelled orders still holding money (a paid online order cancelled before this change, "refund
-- due"): refunded to the original payment now, as every cancellation is from now on.
CREATE TEMPORARY TABLE ledger_due AS
  SELECT o.id, o.client_id, bazaar_order_held(o.id) AS held FROM orders o WHERE o.status = 0 AND bazaar_order_held(o.id) > 0;
INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, at)
SELECT d.client_id, d.id, 'order', 'payer', d.held, 'cancel-refund', 'Refund of a cancelled order', now() FROM ledger_due d;
INSERT INTO order_events (order_id, seq, tag, by_actor, reason, at, whole)
SELECT d.id, (SELECT max(seq) + 1 FROM order_events e WHERE e.order_id = d.id), 'order.refunded', 'system',
  'Refunded ₹' || d.held::text || ' to the original payment', now(), true
FROM ledger_due d;
UPDATE orders o SET payment_status = 'Refunded' FROM ledger_due d WHERE o.id = d.id AND o.payment_status = 'Paid';
DROP TABLE ledger_due;

-- ---------------------------------------------------------------------------------------------
-- The balances kept apart until now are the ledger's from here on.

-- A staff refund's amounts are its entries'.
ALTER TABLE order_refunds DROP COLUMN amount, DROP COLUMN to_wallet, DROP COLUMN to_original;

-- The wallet's movements are its entries, with the balance each left.
DROP TABLE wallet_movements;
DROP FUNCTION wallet_movements_append_only();
ALTER TABLE clients DROP COLUMN wallet_balance;
CREATE VIEW wallet_movements AS
  SELECT l.id, l.client_id,
    CASE WHEN l.to_account = 'wallet' THEN l.amount ELSE -l.amount END AS amount,
    sum(CASE WHEN l.to_account = 'wallet' THEN l.amount ELSE -l.amount END) OVER (PARTITION BY l.client_id ORDER BY l.id) AS balance_after,
    l.kind, l.reason, l.order_id, l.return_id, l.refund_id, l.actor_id, l.at
  FROM ledger_entries l WHERE l.from_account = 'wallet' OR l.to_account = 'wallet';

-- No wallet below zero, no order refunding more than it holds: checked as each entry is written
-- (the writers lock the client's or the order's row first; this is the database's own word).
CREATE FUNCTION ledger_balances_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.from_account = 'wallet' AND bazaar_wallet_balance(NEW.client_id) < 0 THEN
    RAISE EXCEPTION 'the wallet of client % would go below zero', NEW.client_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.from_account = 'order' AND bazaar_order_held(NEW.order_id) < 0 THEN
    RAISE EXCEPTION 'order % would give back more than was paid for it', NEW.order_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER ledger_balances_hold AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_balances_hold();

-- ---------------------------------------------------------------------------------------------
-- Limits on open Cash on Delivery orders (per customer; stricter before their first delivery), and
-- the most a staff member credits to wallets in a day before a second admin must approve.
ALTER TABLE shop_settings
  ADD COLUMN cod_max_orders integer NOT NULL DEFAULT 5 CHECK (cod_max_orders BETWEEN 1 AND 10000),
  ADD COLUMN cod_max_units integer NOT NULL DEFAULT 50 CHECK (cod_max_units BETWEEN 1 AND 1000000),
  ADD COLUMN cod_max_value numeric(12, 2) NOT NULL DEFAULT 100000 CHECK (cod_max_value BETWEEN 100 AND 100000000),
  ADD COLUMN cod_new_max_orders integer NOT NULL DEFAULT 3 CHECK (cod_new_max_orders BETWEEN 1 AND 10000),
  ADD COLUMN cod_new_max_units integer NOT NULL DEFAULT 20 CHECK (cod_new_max_units BETWEEN 1 AND 1000000),
  ADD COLUMN cod_new_max_value numeric(12, 2) NOT NULL DEFAULT 25000 CHECK (cod_new_max_value BETWEEN 100 AND 100000000),
  ADD COLUMN staff_daily_credit numeric(12, 2) NOT NULL DEFAULT 5000 CHECK (staff_daily_credit BETWEEN 0 AND 10000000);

-- Open COD orders of a customer, their units and value (the placing statement reads them from this
-- index alone), and whether the customer has had an order delivered. An order's units are a fact of
-- its lines, written with it (NULL on rows written otherwise, read from the lines then).
ALTER TABLE orders ADD COLUMN units integer CHECK (units IS NULL OR units >= 1);
UPDATE orders o SET units = (SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id);
CREATE INDEX orders_open_cod_idx ON orders (client_id) INCLUDE (units, total_amount)
  WHERE payment_mode = 'Cash on Delivery' AND status BETWEEN 1 AND 4;
CREATE INDEX orders_delivered_client_idx ON orders (client_id) WHERE status = 5;

-- A wallet credit over the staff member's daily cap waits for a second admin.
CREATE TABLE wallet_credit_requests (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  client_id     text NOT NULL REFERENCES clients (id),
  amount        numeric(12, 2) NOT NULL CHECK (amount > 0),
  reason        text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  requested_by  text NOT NULL REFERENCES clients (id),
  requested_at  timestamptz NOT NULL,
  status        text NOT NULL CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  decided_by    text REFERENCES clients (id),
  decided_at    timestamptz,
  CHECK ((status = 'Pending') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK (requested_by <> client_id)
);
CREATE INDEX wallet_credit_requests_pending_idx ON wallet_credit_requests (requested_at) WHERE status = 'Pending';
ALTER TABLE ledger_entries ADD COLUMN credit_request_id text REFERENCES wallet_credit_requests (id);
CREATE UNIQUE INDEX ledger_once_credit_request ON ledger_entries (credit_request_id) WHERE credit_request_id IS NOT NULL;

-- A staff member's refused attempt to act for themselves is recorded with its sentence.
ALTER TABLE audit_log ADD COLUMN refusal text CHECK (refusal IS NULL OR length(refusal) <= 500);

SELECT bazaar_audit_table(t) FROM unnest(ARRAY['ledger_entries', 'wallet_credit_requests']) AS t;
