-- Order numbers past 999,999 (issue 15): 0005 held `number` to six digits, but BZ-000123 is only
-- padded to six digits and grows with the number (domain/order.ts formatOrderId). The new bound is
-- the domain's MAX_ORDER_NUMBER, PostgreSQL's integer range, as the server reads numbers (`::int`);
-- the sequence stops there too, so an order is refused rather than numbered beyond it.
ALTER TABLE orders DROP CONSTRAINT orders_number_check;
ALTER TABLE orders ADD CONSTRAINT orders_number_check CHECK (number BETWEEN 1 AND 2147483647);
ALTER SEQUENCE order_numbers MAXVALUE 2147483647;
