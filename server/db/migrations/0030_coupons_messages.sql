-- Issue 20 items 5 and 6 (docs/decisions/040-coupons-messages-dashboard.md).
--
-- Coupons an admin makes: a percentage or an amount off, a minimum order, first order only, a limit
-- per customer and in all, and the days (India's) they run. WELCOME20 keeps its row and its rules
-- (20% off a first order, no limits, no dates), so it behaves as before.
ALTER TABLE coupons ALTER COLUMN percent_off DROP NOT NULL;
ALTER TABLE coupons
  ADD COLUMN amount_off          numeric(14, 2) CHECK (amount_off > 0),
  ADD COLUMN min_order           numeric(14, 2) NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  ADD COLUMN per_customer_limit  integer CHECK (per_customer_limit >= 1),
  ADD COLUMN total_limit         integer CHECK (total_limit >= 1),
  -- Days in India's calendar, both counted: the coupon runs from the start of starts_on to the end of ends_on.
  ADD COLUMN starts_on           date,
  ADD COLUMN ends_on             date,
  ADD COLUMN created_at          timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at          timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT coupons_one_kind CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  ADD CONSTRAINT coupons_days_in_order CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on);

-- A coupon's uses are its orders that stand (a cancelled order gives its use back): counted by code.
CREATE INDEX IF NOT EXISTS orders_coupon_idx ON orders (coupon_code, client_id) WHERE coupon_code IS NOT NULL AND status <> 0;

-- The contact messages inbox (issue 20 item 6): when staff first opened a message, and when they
-- marked it handled (null: not yet).
ALTER TABLE contact_messages
  ADD COLUMN read_at     timestamptz,
  ADD COLUMN handled_at  timestamptz;
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;

-- The dashboard's low-stock options (issue 20 item 7): at or below domain/product.ts LOW_STOCK_AT (10),
-- found without reading every option of a large catalogue.
CREATE INDEX pack_size_options_low_stock_idx ON pack_size_options (available_stock, id) WHERE available_stock <= 10;
