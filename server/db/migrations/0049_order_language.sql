-- Issue 39 (ADR 064): the language of the page an order was placed from, and an alert asked for
-- from, which every SMS of the order or alert speaks. Rows made before speak English, as they did.

ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
ALTER TABLE stock_alerts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
