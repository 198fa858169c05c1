-- A cancelled paid order is due a refund, not Refunded (issue 16): the lifecycle used to mark it
-- Refunded though no refund was made or recorded. It now stays Paid, which with Status 0 is what
-- "a refund is due" means (domain/order-lifecycle.ts isRefundDue), as its events project; the rows
-- cancelled before the change are put right the same way.
UPDATE orders SET payment_status = 'Paid' WHERE status = 0 AND payment_status = 'Refunded';
