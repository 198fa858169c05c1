-- Issue 39 (ADR 064): a line of an order keeps its product's Hindi name as it was at placing, beside
-- its name (DESIGN §4's snapshot), so a Hindi page shows the order, its tracking and its returns by
-- the name the shopper chose from. NULL is none (never ''); lines placed before have none and show
-- the name they were placed with, as every page did.

ALTER TABLE order_lines ADD COLUMN product_name_hi text CHECK (product_name_hi <> '');
