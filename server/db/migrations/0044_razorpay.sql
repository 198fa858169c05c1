-- Issue 37 (docs/decisions/060-razorpay.md): Razorpay beside the test gateway. An attempt's id is
-- the gateway's own: the test gateway's `pay_` and 24 hex, or a Razorpay Orders API order
-- (`order_` and 14 letters and digits); `gateway` says which opened it. Every webhook Razorpay
-- delivers is kept by its event id (X-Razorpay-Event-Id), so a delivery repeated is applied once.

ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_id_check;
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_id_check CHECK (id ~ '^(pay_[0-9a-f]{24}|order_[A-Za-z0-9]{14})$');
ALTER TABLE payment_attempts ADD COLUMN gateway text NOT NULL DEFAULT 'test' CHECK (gateway IN ('test', 'razorpay'));
ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_gateway_id CHECK ((gateway = 'test') = (id LIKE 'pay\_%'));

CREATE TABLE gateway_events (
  id           text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 100),
  gateway      text NOT NULL CHECK (gateway IN ('razorpay')),
  event        text NOT NULL,
  received_at  timestamptz NOT NULL,
  -- What the shop did with it, in a sentence (applied, or why not).
  outcome      text NOT NULL
);
