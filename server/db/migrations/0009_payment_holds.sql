-- Payment holds (issue 17, ADR 019): an online order waiting for payment holds its stock until
-- payment_due_at (the database's time), then the server cancels it and the stock comes back. How
-- long, and how many such orders and units one customer may hold at once, are shop settings.
ALTER TABLE shop_settings
  ADD COLUMN payment_hold_minutes integer NOT NULL DEFAULT 15 CHECK (payment_hold_minutes BETWEEN 5 AND 1440),
  ADD COLUMN max_unpaid_orders integer NOT NULL DEFAULT 3 CHECK (max_unpaid_orders BETWEEN 1 AND 50),
  ADD COLUMN max_unpaid_units integer NOT NULL DEFAULT 50 CHECK (max_unpaid_units BETWEEN 1 AND 10000);

ALTER TABLE orders ADD COLUMN payment_due_at timestamptz;

-- Orders already waiting when this runs hold their stock for the default time from when they were placed.
UPDATE orders SET payment_due_at = created_at + interval '15 minutes'
  WHERE payment_mode = 'Online' AND status = 1 AND payment_status IN ('Pending', 'Failed');

-- The sweep's question: which waiting orders are due (few rows at any time).
CREATE INDEX orders_payment_due ON orders (payment_due_at)
  WHERE payment_due_at IS NOT NULL AND status = 1 AND payment_mode = 'Online';
