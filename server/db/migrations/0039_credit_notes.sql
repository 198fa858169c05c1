-- Credit notes (issue 33, ADR 027): an invoiced order that is cancelled gets a credit note that
-- cancels its invoice in full. Like an invoice it is numbered on its first download, from a series
-- of its own per financial year ("CN/26-27/000001"), taken in the transaction that writes it, so a
-- rolled-back issue leaves no gap; its PDF is kept once drawn (a cancelled order changes no more).

CREATE TABLE credit_note_series (
  financial_year  text PRIMARY KEY CHECK (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_serial     integer NOT NULL CHECK (last_serial >= 1)
);

CREATE TABLE credit_notes (
  order_id        text PRIMARY KEY REFERENCES invoices (order_id),
  number          text NOT NULL UNIQUE CHECK (number ~ '^CN/[0-9]{2}-[0-9]{2}/[0-9]{6,7}$' AND length(number) <= 16),
  financial_year  text NOT NULL REFERENCES credit_note_series (financial_year),
  serial          integer NOT NULL CHECK (serial >= 1),
  issued_at       timestamptz NOT NULL,
  pdf             bytea,
  UNIQUE (financial_year, serial)
);

-- A staff member's download issues one as an invoice's does: audited the same way (migration 0031).
SELECT bazaar_audit_table('credit_notes');
