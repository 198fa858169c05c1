-- Issue 37 item 4 (docs/decisions/060-razorpay.md): a refund to the original payment of an order
-- paid through Razorpay is made at the gateway. The ledger's entry (order to payer) is the shop's
-- word that the money goes back; a gateway refund is that entry's money asked of the gateway, one
-- row per entry and payment it is taken from, written in the entry's own transaction (so an entry
-- is never left without its gateway refund) and asked for after the commit, again by every process's
-- sweep while the gateway has not answered. Its idempotency key is its id and its round: a refund
-- retried by staff after a failure is a new request to the gateway, never the same one twice.

CREATE TABLE gateway_refunds (
  id                 text PRIMARY KEY CHECK (id ~ '^grf_[0-9a-f]{24}$'),
  order_id           text NOT NULL REFERENCES orders (id),
  ledger_entry_id    bigint NOT NULL REFERENCES ledger_entries (id),
  attempt_id         text NOT NULL REFERENCES payment_attempts (id),
  gateway            text NOT NULL CHECK (gateway IN ('razorpay')),
  payment_id         text NOT NULL,
  amount             numeric(14, 2) NOT NULL CHECK (amount > 0),
  status             text NOT NULL CHECK (status IN ('pending', 'processed', 'failed', 'settled')),
  -- How many times staff asked for it again after a failure (part of the idempotency key).
  round              integer NOT NULL DEFAULT 0 CHECK (round >= 0),
  gateway_refund_id  text,
  -- The gateway's words of a failure, or staff's note of a refund settled by hand.
  words              text CHECK (length(words) <= 500),
  -- Asked of the gateway without an answer (it was down): the sweep asks again.
  tries              integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (ledger_entry_id, attempt_id),
  CHECK (status <> 'processed' OR gateway_refund_id IS NOT NULL)
);
CREATE INDEX gateway_refunds_order_idx ON gateway_refunds (order_id, created_at);
CREATE UNIQUE INDEX gateway_refunds_gateway_id ON gateway_refunds (gateway_refund_id) WHERE gateway_refund_id IS NOT NULL;
-- What the sweep asks for again: pending and not yet accepted by the gateway.
CREATE INDEX gateway_refunds_unsent_idx ON gateway_refunds (updated_at) WHERE status = 'pending' AND gateway_refund_id IS NULL;

-- Each step of a gateway refund, append-only, on the order's timeline.
CREATE TABLE gateway_refund_steps (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  refund_id  text NOT NULL REFERENCES gateway_refunds (id),
  status     text NOT NULL CHECK (status IN ('pending', 'processed', 'failed', 'settled')),
  by_actor   text NOT NULL CHECK (by_actor IN ('system', 'admin')),
  actor_id   text REFERENCES clients (id),
  words      text CHECK (length(words) <= 500),
  at         timestamptz NOT NULL,
  CHECK ((by_actor = 'admin') = (actor_id IS NOT NULL))
);
CREATE INDEX gateway_refund_steps_refund_idx ON gateway_refund_steps (refund_id, id);

CREATE FUNCTION gateway_refund_steps_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gateway refund steps are append-only: % is refused', TG_OP;
END
$$;
CREATE TRIGGER gateway_refund_steps_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON gateway_refund_steps
  FOR EACH STATEMENT EXECUTE FUNCTION gateway_refund_steps_append_only();

SELECT bazaar_audit_table(t) FROM unnest(ARRAY['gateway_refunds']) AS t;
