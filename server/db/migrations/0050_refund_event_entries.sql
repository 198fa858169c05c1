-- Issue 39 (ADR 064): an `order.refunded` event names the ledger entries it records, so a page or
-- an SMS says where the money went (to the wallet, to the original payment) in its own language
-- from the amounts themselves, never by reading back the English note the event carries. The
-- amounts stay the ledger's alone: the event's parts are summed from its entries when it is read.
-- Entries written before this change name no event; their events show their note as written.

ALTER TABLE ledger_entries ADD COLUMN order_event_seq integer CHECK (order_event_seq IS NULL OR (order_id IS NOT NULL AND order_event_seq > 0));
