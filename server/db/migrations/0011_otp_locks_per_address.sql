-- Wrong-code locks per number and client address (issue 17, ADR 021): a lock of the number itself
-- let anyone lock anyone out. otp_numbers stays the row that serialises one number's checks; its
-- failed_attempts and locked_until are no longer read.
CREATE TABLE otp_locks (
  mobile           text NOT NULL,
  ip               text NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0,
  locked_until     timestamptz,
  PRIMARY KEY (mobile, ip)
);

-- Wrong tries on one code from every address (a code takes a bounded number, then is used up).
ALTER TABLE otp_codes ADD COLUMN wrong_tries integer NOT NULL DEFAULT 0;

-- Codes of one number asked from one address.
CREATE INDEX otp_codes_mobile_ip_idx ON otp_codes (mobile, ip, created_at DESC);
