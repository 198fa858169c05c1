-- ADR 031: a customer withdraws their own return or exchange request while it is Requested or
-- Approved (before the pickup). The request's status gains Withdrawn (final) and the order's stream
-- the step that makes it, `return.withdrawn`, naming its request like the other return steps.
ALTER TABLE return_requests DROP CONSTRAINT return_requests_status_check;
ALTER TABLE return_requests ADD CONSTRAINT return_requests_status_check CHECK (status IN (
  'Requested', 'Approved', 'Rejected', 'Picked up', 'Refunded', 'Exchanged', 'Withdrawn'));

ALTER TABLE order_events DROP CONSTRAINT order_events_tag_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_tag_check CHECK (tag IN (
  'order.placed', 'payment.confirmed', 'payment.failed', 'order.processing', 'order.dispatched', 'order.out-for-delivery',
  'order.delivered', 'order.cancelled',
  'return.requested', 'return.approved', 'return.rejected', 'return.picked-up', 'return.refunded', 'return.exchanged',
  'return.withdrawn',
  'order.refunded'));
